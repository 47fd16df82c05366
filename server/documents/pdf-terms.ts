/**
 * The end of the PDF: the conditions (validity, deposit, payment, cancellation, the terms,
 * the bank), the online acceptance or who accepted, and every page's footer.
 */
import { formatRate } from "#app/shared/money/tax.ts";
import { formatIban } from "./bank.ts";
import { agencyOf, documentPhone } from "./agency.ts";
import type { BusinessDocument } from "./model.ts";
import { formatCents, formatDay, words } from "./words.ts";
import { berlinDayAndTime } from "#app/shared/berlin-time.ts";
import {
  type Content,
  agencyTaxId,
  colour,
  contentWidth,
  mm,
  page,
  termsUrl,
  unkerned,
  webAddress,
} from "./pdf-style.ts";

/**
 * Validity, deposit, payment, cancellation terms, the AGB and, on invoices, the bank with
 * the payment's QR code (`qr`, an SVG; server/documents/girocode.ts) beside it.
 */
export function conditions(doc: BusinessDocument, qr: string | null = null): Content {
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
                `${agencyOf(doc).owner} · IBAN `,
                { text: formatIban(agencyOf(doc).iban), bold: true },
                ` · BIC ${agencyOf(doc).bic} · ${agencyOf(doc).bankName}`,
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
  if (!qr) return { stack: blocks, margin: [0, 10, 0, 0], ...unkerned };
  // The payment's QR code beside the terms and the bank, where it adds no height.
  return {
    columns: [
      { width: "*", stack: blocks },
      {
        width: mm(21),
        stack: [
          { svg: qr, width: mm(21) },
          {
            text: "GiroCode",
            fontSize: 6.5,
            color: colour.inkSoft,
            alignment: "center",
            margin: [0, 2, 0, 0],
          },
        ],
      },
    ],
    columnGap: 12,
    margin: [0, 10, 0, 0],
    ...unkerned,
  };
}

/**
 * Offers: where to accept online (the link with its token is in the mail alone, never in a
 * PDF that is stored, decision 0164), or on the accepted copy who accepted it and when.
 */
export function onlineOrAccepted(doc: BusinessDocument): Content {
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
    ...unkerned,
  });
  if (doc.acceptance) {
    const a = doc.acceptance;
    const when = berlinDayAndTime(new Date(a.acceptedAt));
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
  return box(
    [
      {
        text: [{ text: `${w.acceptOnline} `, bold: true }, { text: w.acceptOnlineLink }],
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
export function footer(doc: BusinessDocument, currentPage: number, pageCount: number): Content {
  const w = words[doc.language];
  const a = agencyOf(doc);
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
          { stack: [a.legalName, a.street, `${a.postalCode} ${a.city}`], width: "auto" },
          {
            stack: [`${w.phone} ${documentPhone(a, doc.language)}`, a.email, webAddress()],
            width: "auto",
          },
          {
            stack: [
              agencyTaxId(a, doc.language),
              `IBAN ${formatIban(a.iban)}`,
              `BIC ${a.bic} · ${a.bankName}`,
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
    ...unkerned,
    color: colour.inkSoft,
    margin: [page.left, mm(4), page.right, 0],
  };
}
