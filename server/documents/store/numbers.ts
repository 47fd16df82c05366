/**
 * Offer and invoice numbers without gaps: the next number of a series and year is taken
 * inside the transaction that stores the document, by one statement that creates or
 * increments the counter row. The row stays locked until that transaction ends, so a second
 * instance waits for it, and a transaction that fails takes its number back with it.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../database/connection.ts";
import { rowsOf } from "../../database/rows.ts";

/** "A": offers (Angebote); "R": invoices (Rechnungen). */
export type NumberSeries = "A" | "R";

/** A-2026-0001: series, year, and the running number with at least four digits. */
export function formatDocumentNumber(series: NumberSeries, year: number, value: number): string {
  return `${series}-${year}-${String(value).padStart(4, "0")}`;
}

/** Takes the next number; call it inside the transaction that stores the document. */
export async function takeDocumentNumber(
  tx: Db,
  series: NumberSeries,
  year: number,
): Promise<string> {
  const result = await tx.execute(sql`
    insert into document_numbers (series, year, last) values (${series}, ${year}, 1)
    on conflict (series, year) do update set last = document_numbers.last + 1
    returning last`);
  const [row] = rowsOf<{ last: number }>(result);
  return formatDocumentNumber(series, year, Number(row!.last));
}
