/**
 * The PDF's lines table and the totals beneath it, by the document's tax regime.
 */
import { formatRate } from "#app/shared/money/tax.ts";
import type { BusinessDocument } from "./model.ts";
import { discountLabel, formatCents, formatDay, formatQuantity, words } from "./words.ts";
import { type Content, colour, unkerned } from "./pdf-style.ts";

/** The lines: position, description with detail, quantity, unit price, VAT (regular), amount. */
export function linesTable(doc: BusinessDocument): Content {
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
    ...unkerned,
  };
}

/** The sums on the right: § 19 total, or net, VAT per rate and gross; then prepayments. */
export function totalsTable(doc: BusinessDocument): Content {
  const w = words[doc.language].totals;
  const t = doc.totals;
  const money = (cents: number) => formatCents(cents, doc.language);
  type Row = { label: string; cents: number; strong?: boolean; accent?: boolean; rule?: boolean };
  const rows: Row[] = [];
  const discount = discountLabel(doc);
  if (doc.taxRegime === "regular") {
    rows.push({ label: w.netSubtotal, cents: t.subtotalCents });
    if (t.discountCents > 0) {
      rows.push({ label: discount, cents: -t.discountCents });
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
      rows.push({ label: discount, cents: -t.discountCents });
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
    ...unkerned,
  };
}
