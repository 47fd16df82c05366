/**
 * The Factur-X PDF's own description, as PDF/A-3 wants it. @e-invoice-eu/core (2.3.4) makes
 * the PDF/A-3 and embeds factur-x.xml, but describes the file in English whatever the
 * invoice's language ("<legal name>: Invoice R-…"), with other values in the Info
 * dictionary than in its XMP (Creator is its own name and web address, xmp:CreatorTool its
 * package, pdf:Producer the seller; Keywords without pdf:Keywords), and writes the XMP packet
 * byte by byte from a JavaScript string, so every character past Latin-1 broke (the legal
 * name's en dash became a control character) and umlauts were Latin-1 under a UTF-8 mark.
 *
 * `finishFacturX` takes over three of the library's steps on one instance of its Factur-X
 * service: the XML it embeds (passed through `fixXml`, the same correction the plain CII
 * gets), the XMP packet (ours, UTF-8) and, after its PDF/A step, the Info dictionary (the
 * same values as the XMP, from pdf-metadata.ts). The library's other PDF/A work (output
 * intent, mark info, file ID, the attachment's relationship) stays as it is.
 */
import { type DocumentMetadata, PDF_VERSION } from "./pdf-metadata.ts";

/** The parts of @cantoo/pdf-lib's PDFDocument used here (the library's own copy). */
interface PdfDocument {
  setTitle(title: string, options?: { showInWindowTitleBar: boolean }): void;
  setAuthor(author: string): void;
  setSubject(subject: string): void;
  setKeywords(keywords: string[]): void;
  setCreator(creator: string): void;
  setProducer(producer: string): void;
  setLanguage(language: string): void;
  setCreationDate(date: Date): void;
  setModificationDate(date: Date): void;
}

/** The library's Factur-X service methods this file hooks (checked before use). */
interface FacturXSteps {
  attachFacturX(pdf: PdfDocument, options: unknown, xml: string): Promise<void>;
  createPDFA(pdf: PdfDocument, options: unknown, invoice: unknown): Promise<void>;
  addMetadata(pdf: PdfDocument, xmp: string | Uint8Array): void;
}

export interface FacturXProfile {
  conformanceLevel: string;
  fileName: string;
  version: string;
}

export function finishFacturX(
  service: object,
  meta: DocumentMetadata,
  profile: FacturXProfile,
  fixXml: (xml: string) => string,
): void {
  const steps = service as Partial<FacturXSteps>;
  const { attachFacturX, createPDFA, addMetadata } = steps;
  if (
    typeof attachFacturX !== "function" ||
    typeof createPDFA !== "function" ||
    typeof addMetadata !== "function"
  ) {
    throw new Error("@e-invoice-eu/core's Factur-X service changed: check e-invoice-pdfa.ts");
  }
  steps.attachFacturX = (pdf, options, xml) =>
    attachFacturX.call(service, pdf, options, fixXml(xml));
  // pdf-lib writes a string stream as one byte per UTF-16 unit; UTF-8 bytes go in as they are.
  steps.addMetadata = (pdf) =>
    addMetadata.call(service, pdf, Buffer.from(xmpPacket(meta, profile)));
  steps.createPDFA = async (pdf, options, invoice) => {
    await createPDFA.call(service, pdf, options, invoice);
    pdf.setTitle(meta.title, { showInWindowTitleBar: true });
    pdf.setAuthor(meta.author);
    pdf.setSubject(meta.subject);
    pdf.setKeywords([meta.keywords]);
    pdf.setCreator(meta.creator);
    pdf.setProducer(meta.producer);
    pdf.setLanguage(meta.language);
    pdf.setCreationDate(meta.date);
    pdf.setModificationDate(meta.date);
  };
}

function escape(text: string): string {
  return text.replace(
    /[<>&"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot" }[c]};`,
  );
}

/** XMP dates without milliseconds, as pdf-lib writes the Info dates (D:YYYYMMDDHHmmSSZ). */
function xmpDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

function property(name: string, description: string): string {
  return `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
}

/** The XMP packet of a Factur-X PDF/A-3b: identification, the description, the extension. */
export function xmpPacket(meta: DocumentMetadata, profile: FacturXProfile): string {
  const date = xmpDate(meta.date);
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:format>application/pdf</dc:format><dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escape(meta.title)}</rdf:li></rdf:Alt></dc:title><dc:creator><rdf:Seq><rdf:li>${escape(meta.author)}</rdf:li></rdf:Seq></dc:creator><dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escape(meta.subject)}</rdf:li></rdf:Alt></dc:description><dc:language><rdf:Bag><rdf:li>${escape(meta.language)}</rdf:li></rdf:Bag></dc:language></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>${escape(meta.producer)}</pdf:Producer><pdf:Keywords>${escape(meta.keywords)}</pdf:Keywords><pdf:PDFVersion>${PDF_VERSION}</pdf:PDFVersion></rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>${escape(meta.creator)}</xmp:CreatorTool><xmp:CreateDate>${date}</xmp:CreateDate><xmp:ModifyDate>${date}</xmp:ModifyDate><xmp:MetadataDate>${date}</xmp:MetadataDate></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#"><pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource"><pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema><pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI><pdfaSchema:prefix>fx</pdfaSchema:prefix><pdfaSchema:property><rdf:Seq>${property("DocumentFileName", "The name of the embedded XML document")}${property("DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER")}${property("Version", "The actual version of the standard applying to the embedded XML document")}${property("ConformanceLevel", "The conformance level of the embedded XML document")}</rdf:Seq></pdfaSchema:property></rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"><fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>${escape(profile.fileName)}</fx:DocumentFileName><fx:Version>${escape(profile.version)}</fx:Version><fx:ConformanceLevel>${escape(profile.conformanceLevel)}</fx:ConformanceLevel></rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}
