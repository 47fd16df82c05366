/**
 * The Factur-X PDF describes itself once, in the invoice's language (pdf-metadata.ts,
 * e-invoice-pdfa.ts): what poppler reads from the document information dictionary
 * (`pdfinfo`) and from the XMP packet (`pdfinfo -meta`, parsed as XML) agree entry by entry
 * as PDF/A wants, the packet is UTF-8 (the legal name's and the subject's en dash survive),
 * and the header's PDF version is the one the XMP declares.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toEInvoice, toFacturXXml } from "./e-invoice.ts";
import { renderDocumentPdf } from "./pdf.ts";
import {
  cancellation,
  depositInvoice,
  finalInvoice,
  inEnglish,
  sellerFor,
} from "../../tests/fixtures/e-invoice/documents.ts";

const dir = mkdtempSync(path.join(tmpdir(), "e-invoice-pdfa-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// pdfmake's fonts and the e-invoice library load once, outside the first case's time.
beforeAll(async () => {
  await renderDocumentPdf(depositInvoice("regular"));
  await toFacturXXml(depositInvoice("regular"), sellerFor("regular"));
});

const NS = {
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  dc: "http://purl.org/dc/elements/1.1/",
  pdf: "http://ns.adobe.com/pdf/1.3/",
  xmp: "http://ns.adobe.com/xap/1.0/",
};

/** The Info dictionary as pdfinfo prints it (UTF-8, ISO dates). */
function info(file: string): Record<string, string> {
  const out = execFileSync("pdfinfo", ["-isodates", "-enc", "UTF-8", file], { encoding: "utf8" });
  return Object.fromEntries(
    out
      .split("\n")
      .map((row) => /^([A-Za-z ]+):\s+(.*)$/.exec(row))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}

/** The XMP packet's values, read as XML from the packet's bytes taken as strict UTF-8. */
function xmp(file: string) {
  const bytes = execFileSync("pdfinfo", ["-meta", file]);
  const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  const document = new JSDOM(text.replace(/^\uFEFF/, ""), { contentType: "application/xml" }).window
    .document;
  const one = (ns: string, name: string) => {
    const found = Array.from(document.getElementsByTagNameNS(ns, name));
    expect(found, `${name} once`).toHaveLength(1);
    const items = found[0]!.getElementsByTagNameNS(NS.rdf, "li");
    return (items.length > 0 ? items[0]! : found[0]!).textContent;
  };
  return {
    title: one(NS.dc, "title"),
    author: one(NS.dc, "creator"),
    subject: one(NS.dc, "description"),
    language: one(NS.dc, "language"),
    keywords: one(NS.pdf, "Keywords"),
    producer: one(NS.pdf, "Producer"),
    version: one(NS.pdf, "PDFVersion"),
    creator: one(NS.xmp, "CreatorTool"),
    created: one(NS.xmp, "CreateDate"),
    modified: one(NS.xmp, "ModifyDate"),
  };
}

const cases = [
  { doc: depositInvoice("small_business"), title: "Anzahlungsrechnung R-2026-0093" },
  { doc: finalInvoice("regular"), title: "Schlussrechnung R-2026-0107" },
  { doc: cancellation("small_business"), title: "Stornorechnung R-2026-0110" },
  { doc: inEnglish(depositInvoice("regular")), title: "Deposit invoice R-2026-0093" },
  { doc: inEnglish(finalInvoice("small_business")), title: "Final invoice R-2026-0107" },
  { doc: inEnglish(cancellation("regular")), title: "Cancellation invoice R-2026-0110" },
];

describe("the Factur-X PDF's metadata", () => {
  it.each(cases)("$title: Info and XMP agree, in the document's language", async (item) => {
    const { doc, title } = item;
    const { pdf } = await toEInvoice(doc, await renderDocumentPdf(doc), sellerFor(doc.taxRegime));
    const file = path.join(dir, `${doc.number}-${doc.language}-${doc.taxRegime}.pdf`);
    writeFileSync(file, pdf);
    const dictionary = info(file);
    const packet = xmp(file);

    expect(dictionary.Title).toBe(title);
    const subject = `${title} – Müller & Söhne Logistik GmbH`;
    expect(dictionary.Subject).toBe(subject);
    expect(dictionary.Keywords).toContain(title.replace(/ R-.*/, ""));
    expect(packet).toEqual({
      title: dictionary.Title,
      author: dictionary.Author,
      subject: dictionary.Subject,
      language: doc.language === "de" ? "de-DE" : "en-GB",
      keywords: dictionary.Keywords,
      producer: dictionary.Producer,
      version: dictionary["PDF version"],
      creator: dictionary.Creator,
      created: dictionary.CreationDate,
      modified: dictionary.ModDate,
    });
    expect(packet.subject).toContain("–");
    expect(readFileSync(file).subarray(0, 9).toString("latin1")).toBe(`%PDF-${packet.version}\n`);
  });
});
