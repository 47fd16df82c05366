/**
 * The tax adviser's export of a month (by Berlin issue day): a ZIP with each invoice's
 * e-invoice PDF and XML ("R-2026-0001.pdf", "R-2026-0001.xml") and "Rechnungen-2026-11.csv",
 * one line per invoice: number, date, customer, net, tax, gross, paid on, paid amount.
 * The CSV is for German Excel (UTF-8 with BOM, `;`, decimal comma, days as 26.11.2026);
 * text cells go through server/csv.ts (quoted, formulas defused); the amounts are our own
 * numbers, quoted as they are, so a cancellation's "-1234,56" stays a number.
 * "Zahlungen-2026-11.csv" lists each payment received that month (by its day, decision
 * 0184): day, invoice, customer, amount, source (Kontoauszug or von Hand) and the bank's
 * entry reference.
 */
import { strToU8, zipSync, type Zippable } from "fflate";
import { csvCell, type CsvValue } from "../../csv.ts";
import type { Db } from "../../database/connection.ts";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { invoicePayments, invoices } from "../schema.ts";
import { invoicesWithFiles, monthRange } from "./read.ts";

export const CSV_HEADER = [
  "Rechnungsnummer",
  "Rechnungsdatum",
  "Kunde",
  "Netto",
  "Umsatzsteuer",
  "Brutto",
  "Bezahlt am",
  "Bezahlter Betrag",
] as const;

/** Cents as "1234,56" / "-1234,56" (no thousands separator: a spreadsheet reads a number). */
export function decimalComma(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** 2026-11-26 → 26.11.2026. */
function germanDay(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}.${m}.${y}`;
}

const amountCell = (cents: number | null) => (cents === null ? '""' : `"${decimalComma(cents)}"`);

function csvRow(cells: Array<{ text: CsvValue } | { cents: number | null }>): string {
  return `${cells.map((cell) => ("text" in cell ? csvCell(cell.text) : amountCell(cell.cents))).join(";")}\r\n`;
}

export const PAYMENTS_HEADER = [
  "Zahlungsdatum",
  "Rechnungsnummer",
  "Kunde",
  "Betrag",
  "Quelle",
  "Buchungsreferenz",
] as const;

async function paymentsCsv(db: Db, month: string): Promise<string> {
  const { from, to } = monthRange(month);
  const rows = await db
    .select({
      paidOn: invoicePayments.paidOn,
      cents: invoicePayments.cents,
      source: invoicePayments.source,
      entryRef: invoicePayments.entryRef,
      number: invoices.number,
      customer: invoices.customer,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(gte(invoicePayments.paidOn, from), lt(invoicePayments.paidOn, to)))
    .orderBy(asc(invoicePayments.paidOn), asc(invoices.number));
  let csv = `\uFEFF${PAYMENTS_HEADER.map((name) => csvCell(name)).join(";")}\r\n`;
  for (const row of rows) {
    csv += csvRow([
      { text: germanDay(row.paidOn) },
      { text: row.number },
      { text: row.customer.company },
      { cents: row.cents },
      { text: row.source === "statement" ? "Kontoauszug" : "von Hand" },
      { text: row.entryRef ?? "" },
    ]);
  }
  return csv;
}

export interface MonthExport {
  /** "Rechnungen-2026-11.zip" */
  filename: string;
  zip: Buffer;
  /** How many invoices it holds. */
  count: number;
}

export async function exportMonth(db: Db, month: string): Promise<MonthExport> {
  const rows = await invoicesWithFiles(db, month);
  let csv = `\uFEFF${CSV_HEADER.map((name) => csvCell(name)).join(";")}\r\n`;
  // A fixed time for every entry: the same month gives the same archive.
  const mtime = new Date(Date.UTC(2000, 0, 1));
  const files: Zippable = {};
  for (const row of rows) {
    csv += csvRow([
      { text: row.number },
      { text: germanDay(row.issueDate) },
      { text: row.customer.company },
      { cents: row.netCents },
      { cents: row.taxCents },
      { cents: row.grossCents },
      { text: row.paidOn ? germanDay(row.paidOn) : "" },
      { cents: row.paidCents },
    ]);
    // PDFs are compressed inside already; stored as they are.
    files[`${row.number}.pdf`] = [new Uint8Array(row.pdf), { level: 0, mtime }];
    files[`${row.number}.xml`] = [strToU8(row.xml), { level: 6, mtime }];
  }
  files[`Rechnungen-${month}.csv`] = [strToU8(csv), { level: 6, mtime }];
  files[`Zahlungen-${month}.csv`] = [strToU8(await paymentsCsv(db, month)), { level: 6, mtime }];
  return {
    filename: `Rechnungen-${month}.zip`,
    zip: Buffer.from(zipSync(files)),
    count: rows.length,
  };
}
