/**
 * What a document's PDF says about itself, in the document's language: the document
 * information dictionary that pdfmake writes (pdf.ts) and, for an invoice's Factur-X PDF/A-3,
 * the same values once more in its XMP packet (e-invoice-pdfa.ts). PDF/A wants the two to
 * agree entry by entry (ISO 19005-3, 6.6.2.3: Title = dc:title, Author = dc:creator,
 * Subject = dc:description, Keywords = pdf:Keywords, Creator = xmp:CreatorTool, Producer =
 * pdf:Producer, the dates = xmp:CreateDate / xmp:ModifyDate), so both come from here.
 */
import { site } from "#app/content/site.ts";
import { localeSettings } from "#app/i18n/locales.ts";
import type { BusinessDocument } from "./model.ts";
import { words } from "./words.ts";

/** The PDF version every document declares: in its header and, for PDF/A, in its XMP. */
export const PDF_VERSION = "1.7";

export interface DocumentMetadata {
  /** "Schlussrechnung R-2026-0107". */
  title: string;
  /** The agency's trading name. */
  author: string;
  /** "Schlussrechnung R-2026-0107 – Müller & Söhne Logistik GmbH". */
  subject: string;
  /** One string, as the Info dictionary and pdf:Keywords hold it. */
  keywords: string;
  /** The application the document was made in. */
  creator: string;
  /** The software that wrote the PDF. */
  producer: string;
  /** BCP 47, "de-DE" / "en-GB". */
  language: string;
  /** Creation and modification date: the issue day (the same document gives the same bytes). */
  date: Date;
}

/** Invoices become Factur-X: their PDF is finished by @e-invoice-eu/core after pdfmake. */
export function isInvoice(doc: BusinessDocument): boolean {
  return doc.kind !== "offer";
}

export function documentMetadata(doc: BusinessDocument): DocumentMetadata {
  const kind = words[doc.language].title[doc.kind];
  const title = `${kind} ${doc.number}`;
  const [year, month, day] = doc.issueDate.split("-").map(Number);
  return {
    title,
    author: site.brand,
    subject: `${title} – ${doc.customer.company}`,
    keywords: [kind, doc.number, ...(isInvoice(doc) ? ["Factur-X", "ZUGFeRD"] : [])].join(", "),
    creator: site.brand,
    producer: isInvoice(doc) ? "pdfmake, @e-invoice-eu/core" : "pdfmake",
    language: localeSettings[doc.language].intl,
    date: new Date(Date.UTC(year!, month! - 1, day!)),
  };
}
