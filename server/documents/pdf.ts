/**
 * An offer or invoice as a PDF (pdfmake 0.3 on pdfkit): `renderDocumentPdf(doc)` draws a
 * `BusinessDocument` (model.ts) as an A4 business letter in the document's language, with
 * the agency's letterhead, a DIN 5008 (form B) address field for a window envelope, the
 * lines, the totals of its tax regime, the terms and a footer with the agency's details.
 *
 * The same document always gives the same bytes: the PDF's creation date is the issue date
 * and nothing else in it depends on the clock, so the SHA-256 stored on acceptance can be
 * checked by rendering again. pdfmake may read no URL and no file: the fonts are buffers
 * in its virtual file system (fonts.ts), read once per process.
 */
import { createRequire } from "node:module";
import { site } from "#app/content/site.ts";
import { agencyOf } from "./agency.ts";
import { documentPayment, giroCodeSvg } from "./girocode.ts";
import { documentTaxNote } from "#app/shared/money/tax.ts";
import { documentFonts } from "./fonts.ts";
import type { BusinessDocument } from "./model.ts";
import { formatDay, words } from "./words.ts";
import { PDF_VERSION, documentMetadata } from "./pdf-metadata.ts";
import { colour, mm, page } from "./pdf-style.ts";
import { addressField, eventBox, infoBlock, letterhead, opening } from "./pdf-letter.ts";
import { linesTable, totalsTable } from "./pdf-sums.ts";
import { conditions, footer, onlineOrAccepted } from "./pdf-terms.ts";

interface PdfMake {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  setFonts(
    fonts: Record<string, Record<"normal" | "bold" | "italics" | "bolditalics", string>>,
  ): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(definition: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
}

let pdfmake: PdfMake | null = null;

/**
 * pdfmake with Inter and every URL and file access refused. pdfmake is one object per
 * process: the fonts go into its virtual file system once, and fonts and policies are set
 * again before each document, so nothing else that uses pdfmake can loosen them for ours.
 */
function printer(): PdfMake {
  if (!pdfmake) {
    pdfmake = createRequire(import.meta.url)("pdfmake") as PdfMake;
    const fonts = documentFonts();
    pdfmake.virtualfs.writeFileSync("spreegeist-inter-400.ttf", fonts.regular);
    pdfmake.virtualfs.writeFileSync("spreegeist-inter-700.ttf", fonts.bold);
  }
  pdfmake.setFonts({
    Inter: {
      normal: "spreegeist-inter-400.ttf",
      bold: "spreegeist-inter-700.ttf",
      italics: "spreegeist-inter-400.ttf",
      bolditalics: "spreegeist-inter-700.ttf",
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  return pdfmake;
}

/** The document as PDF bytes; the same document gives the same bytes. */
export async function renderDocumentPdf(doc: BusinessDocument): Promise<Buffer> {
  const payment = documentPayment(doc);
  const qr = payment ? await giroCodeSvg(payment) : null;
  return printer().createPdf(definition(doc, qr)).getBuffer();
}

function definition(doc: BusinessDocument, qr: string | null): Record<string, unknown> {
  const w = words[doc.language];
  const meta = documentMetadata(doc);
  const title = meta.title;
  return {
    pageSize: "A4",
    pageMargins: [page.left, page.top, page.right, page.bottom],
    // PDF/A-3 (an invoice's Factur-X) is PDF 1.7; the header says so, as its XMP does.
    version: PDF_VERSION,
    language: meta.language,
    info: {
      title,
      author: meta.author,
      subject: meta.subject,
      keywords: meta.keywords,
      creator: meta.creator,
      producer: meta.producer,
      creationDate: meta.date,
      modDate: meta.date,
    },
    defaultStyle: { font: "Inter", fontSize: 9.5, lineHeight: 1.25, color: colour.ink },
    background: (currentPage: number) => (currentPage === 1 ? letterhead(doc) : null),
    header: (currentPage: number) =>
      currentPage === 1
        ? null
        : {
            columns: [
              { text: site.brand, bold: true, color: colour.spree },
              { text: title, alignment: "right", color: colour.inkSoft },
            ],
            fontSize: 8,
            margin: [page.left, mm(10), page.right, 0],
          },
    footer: (currentPage: number, pageCount: number) => footer(doc, currentPage, pageCount),
    content: [
      addressField(doc),
      infoBlock(doc),
      // The body starts below the address field (form B: 98.4 mm from the top).
      { text: "", margin: [0, mm(97) - page.top, 0, 0] },
      { text: title, fontSize: 14, bold: true, margin: [0, 0, 0, doc.cancels ? 2 : 8] },
      doc.cancels
        ? {
            text: w.cancels(doc.cancels.number, formatDay(doc.cancels.issueDate, doc.language)),
            color: colour.accent,
            margin: [0, 0, 0, 10],
          }
        : [],
      opening(doc),
      doc.event ? eventBox(doc) : [],
      linesTable(doc),
      totalsTable(doc),
      {
        text: documentTaxNote[doc.taxRegime][doc.language],
        fontSize: 8.5,
        color: colour.inkSoft,
        margin: [0, 6, 0, 0],
      },
      doc.kind === "offer" ? onlineOrAccepted(doc) : [],
      conditions(doc, qr),
      {
        stack: [
          w.closing,
          { text: [{ text: agencyOf(doc).owner, bold: true }, ` · ${site.brand}`] },
        ],
        margin: [0, 8, 0, 0],
        unbreakable: true,
      },
    ],
  };
}
