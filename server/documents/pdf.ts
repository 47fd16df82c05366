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
import { localeSettings } from "#app/i18n/locales.ts";
import { localizePath } from "#app/i18n/paths.ts";
import { documentTaxNote, formatRate } from "#app/shared/money/tax.ts";
import { agencyBank, formatIban } from "./bank.ts";
import { documentFonts } from "./fonts.ts";
import type { BusinessDocument, DocumentLanguage } from "./model.ts";
import {
  berlinDayAndTime,
  formatCents,
  formatDay,
  formatDuration,
  formatQuantity,
  words,
} from "./words.ts";

/** A pdfmake document node: text, a node with properties, or a list of nodes. */
type Content = string | { [key: string]: unknown } | Content[];

interface PdfMake {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  setFonts(
    fonts: Record<string, Record<"normal" | "bold" | "italics" | "bolditalics", string>>,
  ): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(definition: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
}

const colour = {
  ink: "#13212e",
  inkSoft: "#3d4b58",
  spree: "#0b5563",
  spreeSoft: "#e3eff0",
  accent: "#c2410c",
  sand: "#f7f4ee",
  sandDeep: "#ede6d9",
  white: "#ffffff",
};

const mm = (value: number) => (value * 72) / 25.4;

/** A4 with DIN 5008 form B: 25 mm left, 20 mm right; the address field from 45 mm down. */
const page = {
  width: mm(210),
  left: mm(25),
  right: mm(20),
  top: mm(25),
  bottom: mm(21),
};
const contentWidth = page.width - page.left - page.right;

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
  return printer().createPdf(definition(doc)).getBuffer();
}

/** The agency's tax identification as printed: the VAT id when it has one, else the tax number. */
function agencyTaxId(language: DocumentLanguage): string {
  const tax = site.tax as { vatId?: string; taxNumber: string };
  const w = words[language];
  return tax.vatId ? `${w.vatId} ${tax.vatId}` : `${w.taxNumber} ${tax.taxNumber}`;
}

/** "www.spreegeist-events.de": the site's origin without its scheme. */
const webAddress = () => site.origin.replace(/^https?:\/\//, "");

/** The address of the terms in the document's language. */
export function termsUrl(language: DocumentLanguage): string {
  return `${site.origin}${localizePath("/terms", language)}`;
}

const countryNames = {
  de: new Intl.DisplayNames(["de"], { type: "region" }),
  en: new Intl.DisplayNames(["en"], { type: "region" }),
};

function definition(doc: BusinessDocument): Record<string, unknown> {
  const w = words[doc.language];
  const title = `${w.title[doc.kind]} ${doc.number}`;
  const [year, month, day] = doc.issueDate.split("-").map(Number);
  return {
    pageSize: "A4",
    pageMargins: [page.left, page.top, page.right, page.bottom],
    language: localeSettings[doc.language].intl,
    info: {
      title,
      author: site.brand,
      subject: `${title} – ${doc.customer.company}`,
      creator: site.brand,
      producer: site.brand,
      creationDate: new Date(Date.UTC(year!, month! - 1, day!)),
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
      conditions(doc),
      {
        stack: [w.closing, { text: [{ text: site.owner, bold: true }, ` · ${site.brand}`] }],
        margin: [0, 8, 0, 0],
        unbreakable: true,
      },
    ],
  };
}

/** Page 1's letterhead: brand, the agency's contact details, fold and hole marks. */
function letterhead(doc: BusinessDocument): Content {
  const w = words[doc.language];
  const a = site.address;
  const mark = (y: number, length: number) => ({
    type: "line",
    x1: mm(4),
    y1: mm(y),
    x2: mm(4) + length,
    y2: mm(y),
    lineWidth: 0.4,
    lineColor: colour.inkSoft,
  });
  return [
    {
      canvas: [
        mark(105, mm(4)),
        mark(148.5, mm(6)),
        mark(210, mm(4)),
        { type: "rect", x: page.left, y: mm(29), w: mm(12), h: 2.5, color: colour.accent },
      ],
      absolutePosition: { x: 0, y: 0 },
    },
    {
      text: site.brand,
      fontSize: 21,
      bold: true,
      color: colour.spree,
      absolutePosition: { x: page.left, y: mm(18) },
    },
    {
      columns: [
        {
          width: contentWidth,
          stack: [
            site.legalName,
            `${a.street} · ${a.postalCode} ${a.city}`,
            `${w.phone} ${site.phone.display} · ${site.email}`,
            webAddress(),
          ],
        },
      ],
      fontSize: 8,
      lineHeight: 1.3,
      color: colour.inkSoft,
      alignment: "right",
      absolutePosition: { x: page.left, y: mm(15) },
    },
  ];
}

/**
 * DIN 5008 form B: the window is 45-90 mm from the top; the return line at the foot of its
 * note zone, the recipient from about 62 mm (the address zone), 25 mm from the left.
 */
function addressField(doc: BusinessDocument): Content {
  const c = doc.customer;
  const a = site.address;
  const lines: string[] = [c.company];
  if (c.contactName) lines.push(c.contactName);
  if (c.address) {
    lines.push(c.address.street, `${c.address.postalCode} ${c.address.city}`);
    if (c.address.country !== "DE") {
      lines.push(
        countryNames[doc.language].of(c.address.country)?.toUpperCase() ?? c.address.country,
      );
    }
  }
  return {
    stack: [
      {
        text: `${site.brand} · ${a.street} · ${a.postalCode} ${a.city}`,
        fontSize: 6.5,
        color: colour.inkSoft,
        decoration: "underline",
        decorationColor: colour.inkSoft,
        margin: [0, 0, 0, mm(3)],
      },
      { stack: lines, fontSize: 10, lineHeight: 1.2 },
    ],
    absolutePosition: { x: page.left, y: mm(56) },
    width: mm(80),
  };
}

/** The information block beside the address field: number, dates, references. */
function infoBlock(doc: BusinessDocument): Content {
  const w = words[doc.language];
  const day = (value: string) => formatDay(value, doc.language);
  const rows: [string, string][] = [[w.numberLabel[doc.kind], doc.number]];
  if (doc.kind === "offer") {
    rows.push([w.dateLabel.offer, day(doc.issueDate)]);
    if (doc.validUntil) rows.push([w.validUntil, day(doc.validUntil)]);
  } else {
    rows.push([w.dateLabel.invoice, day(doc.issueDate)]);
    if (doc.serviceDate) rows.push([w.serviceDate, day(doc.serviceDate)]);
    if (doc.dueDate && doc.kind !== "cancellation") rows.push([w.dueDate, day(doc.dueDate)]);
    if (doc.offerNumber) rows.push([w.offerNumber, doc.offerNumber]);
  }
  if (doc.customer.vatId) rows.push([w.customerVatId, doc.customer.vatId]);
  if (doc.customer.buyerReference) rows.push([w.buyerReference, doc.customer.buyerReference]);
  return {
    table: {
      widths: [mm(30), "*"],
      body: rows.map(([label, value], index) => [
        { text: label, color: colour.inkSoft },
        { text: value, bold: index === 0, alignment: "right" },
      ]),
    },
    layout: "noBorders",
    fontSize: 8.5,
    absolutePosition: { x: mm(125), y: mm(56) },
    width: page.width - mm(125) - page.right,
  };
}

function opening(doc: BusinessDocument): Content {
  const w = words[doc.language];
  const greeting = doc.customer.contactName
    ? w.greeting(doc.customer.contactName)
    : w.greetingPlain;
  let text: string;
  if (doc.kind === "offer") text = doc.intro ?? w.opening.offer;
  else if (doc.kind === "deposit_invoice") text = w.opening.deposit_invoice(doc.offerNumber ?? "");
  else if (doc.kind === "cancellation" && doc.cancels)
    text = w.opening.cancellation(
      doc.cancels.number,
      formatDay(doc.cancels.issueDate, doc.language),
    );
  else text = doc.intro ?? w.opening.final_invoice;
  return { stack: [greeting, { text, margin: [0, 3, 0, 0] }], margin: [0, 0, 0, 8] };
}

/** The event in a sand-coloured band: date, start, duration, place, participants. */
function eventBox(doc: BusinessDocument): Content {
  const w = words[doc.language].event;
  const event = doc.event!;
  const cells: { label: string; value: string; wide?: boolean }[] = [
    { label: w.date, value: formatDay(event.date, doc.language) },
  ];
  if (event.startTime) cells.push({ label: w.start, value: w.time(event.startTime) });
  if (event.durationMinutes)
    cells.push({ label: w.duration, value: formatDuration(event.durationMinutes, doc.language) });
  cells.push({ label: w.participants, value: w.people(event.participants) });
  if (event.place) cells.push({ label: w.place, value: event.place, wide: true });
  return {
    table: {
      widths: cells.map((cell) => (cell.wide ? "*" : "auto")),
      body: [
        cells.map((cell) => ({
          stack: [
            { text: cell.label, fontSize: 7, color: colour.inkSoft, characterSpacing: 0.3 },
            { text: cell.value, bold: true, noWrap: !cell.wide },
          ],
        })),
      ],
    },
    layout: {
      fillColor: () => colour.sand,
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingLeft: (index: number) => (index === 0 ? 10 : 14),
      paddingRight: () => 4,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
    margin: [0, 0, 0, 10],
    unbreakable: true,
  };
}

/** The lines: position, description with detail, quantity, unit price, VAT (regular), amount. */
function linesTable(doc: BusinessDocument): Content {
  const w = words[doc.language];
  const regular = doc.taxRegime === "regular";
  const money = (cents: number) => formatCents(cents, doc.language);
  const head = (text: string, alignment = "left") => ({
    text,
    bold: true,
    color: colour.white,
    fontSize: 8,
    alignment,
  });
  const header = [
    head(w.columns.position),
    head(w.columns.description),
    head(w.columns.quantity, "right"),
    head(w.columns.unitPrice, "right"),
    ...(regular ? [head(w.columns.vat, "right")] : []),
    head(w.columns.amount, "right"),
  ];
  const rows = doc.lines.map((line, index) => [
    { text: String(index + 1), color: colour.inkSoft },
    {
      stack: [
        { text: line.title, bold: true },
        ...(line.detail ? [{ text: line.detail, fontSize: 8, color: colour.inkSoft }] : []),
      ],
    },
    {
      text: formatQuantity(line.quantity, line.unit, doc.language),
      alignment: "right",
      noWrap: true,
    },
    { text: money(line.unitPriceCents), alignment: "right", noWrap: true },
    ...(regular
      ? [{ text: formatRate(line.taxRateBp, doc.language), alignment: "right", noWrap: true }]
      : []),
    { text: money(line.netCents), alignment: "right", noWrap: true },
  ]);
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [18, "*", "auto", "auto", ...(regular ? ["auto"] : []), "auto"],
      body: [header, ...rows],
    },
    layout: {
      fillColor: (row: number) => (row === 0 ? colour.spree : null),
      hLineWidth: (row: number, node: { table: { body: unknown[] } }) =>
        row <= 1 || row === node.table.body.length ? 0 : 0.5,
      hLineColor: () => colour.sandDeep,
      vLineWidth: () => 0,
      paddingLeft: (index: number) => (index === 0 ? 6 : 8),
      paddingRight: (index: number, node: { table: { widths: unknown[] } }) =>
        index === node.table.widths.length - 1 ? 6 : 0,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
  };
}

/** The sums on the right: § 19 total, or net, VAT per rate and gross; then prepayments. */
function totalsTable(doc: BusinessDocument): Content {
  const w = words[doc.language].totals;
  const t = doc.totals;
  const money = (cents: number) => formatCents(cents, doc.language);
  type Row = { label: string; cents: number; strong?: boolean; accent?: boolean; rule?: boolean };
  const rows: Row[] = [];
  if (doc.taxRegime === "regular") {
    rows.push({ label: w.netSubtotal, cents: t.subtotalCents });
    if (t.discountCents > 0) {
      rows.push({ label: w.discount, cents: -t.discountCents });
      rows.push({ label: w.net, cents: t.netCents });
    }
    for (const group of t.taxGroups) {
      rows.push({
        label: w.vat(formatRate(group.rateBp, doc.language), money(group.netCents)),
        cents: group.taxCents,
      });
    }
    rows.push({ label: w.gross, cents: t.grossCents, strong: true, rule: true });
  } else {
    if (t.discountCents > 0) {
      rows.push({ label: w.subtotal, cents: t.subtotalCents });
      rows.push({ label: w.discount, cents: -t.discountCents });
    }
    rows.push({ label: w.total, cents: t.grossCents, strong: true, rule: true });
  }
  if (doc.kind !== "offer" && doc.prepayments.length > 0) {
    for (const prepayment of doc.prepayments) {
      rows.push({
        label: w.prepayment(prepayment.number, formatDay(prepayment.issueDate, doc.language)),
        cents: -prepayment.grossCents,
      });
    }
    rows.push({
      // A cancellation credits what the cancelled invoice asked for.
      label: doc.kind === "cancellation" ? w.refund : w.due,
      cents: doc.amountDueCents,
      strong: true,
      accent: true,
      rule: true,
    });
  }
  const ruled = new Set(rows.flatMap((row, index) => (row.rule ? [index] : [])));
  return {
    columns: [
      { width: "*", text: "" },
      {
        width: 300,
        table: {
          widths: ["*", "auto"],
          body: rows.map((row) => [
            { text: row.label, bold: row.strong, color: row.accent ? colour.accent : colour.ink },
            {
              text: money(row.cents),
              bold: row.strong,
              alignment: "right",
              noWrap: true,
              color: row.accent ? colour.accent : colour.ink,
            },
          ]),
        },
        layout: {
          hLineWidth: (index: number) => (ruled.has(index) ? 0.8 : 0),
          hLineColor: () => colour.ink,
          vLineWidth: () => 0,
          paddingLeft: (index: number) => (index === 1 ? 12 : 0),
          paddingRight: (index: number) => (index === 1 ? 6 : 0),
          paddingTop: (index: number) => (ruled.has(index) ? 5 : 2),
          paddingBottom: () => 2,
        },
      },
    ],
    margin: [0, 8, 0, 0],
    unbreakable: true,
  };
}

/** Validity, deposit, payment, cancellation terms, the AGB and, on invoices, the bank. */
function conditions(doc: BusinessDocument): Content {
  const w = words[doc.language];
  const money = (cents: number) => formatCents(cents, doc.language);
  const items: Content[] = [];
  if (doc.kind === "offer") {
    if (doc.validUntil) items.push(w.validity(formatDay(doc.validUntil, doc.language)));
    items.push(w.nonBinding);
    if (doc.deposit) {
      items.push(
        w.deposit(formatRate(doc.deposit.basisPoints, doc.language), money(doc.deposit.cents)),
      );
    }
    items.push(w.paymentTerms, w.cancellationTerms);
  } else if (doc.kind !== "cancellation") {
    if (doc.amountDueCents > 0) {
      items.push(
        w.payBy(
          money(doc.amountDueCents),
          formatDay(doc.dueDate ?? doc.issueDate, doc.language),
          doc.number,
        ),
      );
    } else if (doc.amountDueCents === 0) {
      items.push(w.settled);
    } else {
      items.push(w.refundNote(money(-doc.amountDueCents)));
    }
  }
  const url = termsUrl(doc.language);
  items.push({ text: [`${w.termsApply} `, { text: url, link: url, color: colour.spree }] });

  const blocks: Content[] = [
    { ul: items, fontSize: 7.8, lineHeight: 1.15, color: colour.ink, markerColor: colour.spree },
  ];
  if (doc.kind !== "offer" && doc.kind !== "cancellation" && doc.amountDueCents > 0) {
    blocks.push({
      table: {
        widths: ["*"],
        body: [
          [
            {
              text: [
                { text: `${w.bank}: `, bold: true },
                `${agencyBank.holder} · IBAN `,
                { text: formatIban(agencyBank.iban), bold: true },
                ` · BIC ${agencyBank.bic} · ${agencyBank.bankName}`,
              ],
            },
          ],
        ],
      },
      layout: {
        fillColor: () => colour.sand,
        hLineWidth: () => 0,
        vLineWidth: () => 0,
        paddingLeft: () => 10,
        paddingTop: () => 5,
        paddingBottom: () => 5,
      },
      fontSize: 8.5,
      margin: [0, 8, 0, 0],
    });
  }
  return { stack: blocks, margin: [0, 10, 0, 0] };
}

/** Offers: the link to accept online, or on the accepted copy who accepted it and when. */
function onlineOrAccepted(doc: BusinessDocument): Content {
  const w = words[doc.language];
  const box = (stack: Content[], border: string) => ({
    table: { widths: ["*"], body: [[{ stack }]] },
    layout: {
      fillColor: () => colour.sand,
      hLineWidth: () => 0,
      vLineWidth: (index: number) => (index === 0 ? 3 : 0),
      vLineColor: () => border,
      paddingLeft: () => 10,
      paddingRight: () => 10,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
    margin: [0, 10, 0, 0],
    unbreakable: true,
  });
  if (doc.acceptance) {
    const a = doc.acceptance;
    const when = berlinDayAndTime(a.acceptedAt);
    return box(
      [
        {
          text: w.accepted(a.name, a.position, formatDay(when.day, doc.language), when.time),
          bold: true,
        },
        { text: w.checksum, fontSize: 8, color: colour.inkSoft, margin: [0, 3, 0, 0] },
        { text: a.pdfSha256, fontSize: 7.5, characterSpacing: 0.2 },
      ],
      colour.spree,
    );
  }
  if (!doc.onlineUrl) return [];
  return box(
    [
      {
        text: [
          { text: `${w.acceptOnline} `, bold: true },
          { text: doc.onlineUrl, link: doc.onlineUrl, color: colour.spree, bold: true },
        ],
      },
      ...(doc.validUntil
        ? [
            {
              text: w.acceptOnlineHint(formatDay(doc.validUntil, doc.language)),
              fontSize: 8,
              color: colour.inkSoft,
            },
          ]
        : []),
    ],
    colour.accent,
  );
}

/** Every page: the agency's details in small type and "Seite x von y". */
function footer(doc: BusinessDocument, currentPage: number, pageCount: number): Content {
  const w = words[doc.language];
  const a = site.address;
  return {
    stack: [
      {
        canvas: [
          {
            type: "line",
            x1: 0,
            y1: 0,
            x2: contentWidth,
            y2: 0,
            lineWidth: 0.5,
            lineColor: colour.sandDeep,
          },
        ],
        margin: [0, 0, 0, 5],
      },
      {
        columns: [
          { stack: [site.legalName, a.street, `${a.postalCode} ${a.city}`], width: "auto" },
          {
            stack: [`${w.phone} ${site.phone.display}`, site.email, webAddress()],
            width: "auto",
          },
          {
            stack: [
              agencyTaxId(doc.language),
              `IBAN ${formatIban(agencyBank.iban)}`,
              `BIC ${agencyBank.bic} · ${agencyBank.bankName}`,
            ],
            width: "*",
          },
          { text: w.page(currentPage, pageCount), alignment: "right", width: "auto" },
        ],
        columnGap: 16,
      },
    ],
    fontSize: 6.8,
    lineHeight: 1.25,
    color: colour.inkSoft,
    margin: [page.left, mm(4), page.right, 0],
  };
}
