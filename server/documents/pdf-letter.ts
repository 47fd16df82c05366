/**
 * The top of the PDF's first page: the letterhead, the address field for a window envelope,
 * the information block beside it, the opening words and the event's band.
 */
import { site } from "#app/content/site.ts";
import type { BusinessDocument } from "./model.ts";
import { postalLines } from "./postal-lines.ts";
import { greeting } from "./salutation.ts";
import { agencyOf, documentPhone } from "./agency.ts";
import { formatCents, formatDay, formatDuration, words } from "./words.ts";
import { type Content, colour, contentWidth, mm, page, unkerned, webAddress } from "./pdf-style.ts";

/** Page 1's letterhead: brand, the agency's contact details, fold and hole marks. */
export function letterhead(doc: BusinessDocument): Content {
  const w = words[doc.language];
  const a = agencyOf(doc);
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
            a.legalName,
            `${a.street} · ${a.postalCode} ${a.city}`,
            `${w.phone} ${documentPhone(a, doc.language)} · ${a.email}`,
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
export function addressField(doc: BusinessDocument): Content {
  const c = doc.customer;
  const a = agencyOf(doc);
  const lines: string[] = [c.company];
  if (c.contactName) lines.push(c.contactName);
  if (c.address) lines.push(...postalLines(c.address, doc.language));
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
export function infoBlock(doc: BusinessDocument): Content {
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
    ...unkerned,
    absolutePosition: { x: mm(125), y: mm(56) },
    width: page.width - mm(125) - page.right,
  };
}

export function opening(doc: BusinessDocument): Content {
  const w = words[doc.language];
  let text: string;
  if (doc.kind === "offer") text = doc.intro ?? w.opening.offer;
  else if (doc.kind === "deposit_invoice") text = w.opening.deposit_invoice(doc.offerNumber ?? "");
  else if (doc.kind === "cancellation" && doc.cancels)
    text = w.opening.cancellation(
      doc.cancels.number,
      formatDay(doc.cancels.issueDate, doc.language),
    );
  else if (doc.kind === "cancellation_fee") text = w.opening.cancellation_fee;
  else text = doc.intro ?? w.opening.final_invoice;
  const paid = doc.kind === "cancellation" ? (doc.cancels?.paidCents ?? 0) : 0;
  const refund: Content[] =
    paid > 0
      ? [{ text: w.opening.refund(formatCents(paid, doc.language)), margin: [0, 3, 0, 0] }]
      : [];
  return {
    stack: [greeting(doc.customer, doc.language), { text, margin: [0, 3, 0, 0] }, ...refund],
    margin: [0, 0, 0, 8],
    ...unkerned,
  };
}

/** The event in a sand-coloured band: date, start, duration, place, participants. */
export function eventBox(doc: BusinessDocument): Content {
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
    ...unkerned,
  };
}
