/**
 * The counters behind offer and invoice numbers (A-2026-0001, R-2026-0001): one row per
 * series and year, incremented in the same transaction that stores the document, so a
 * number is never skipped or used twice, also with several instances on one PostgreSQL
 * (numbers.ts).
 */
import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

export const documentNumbers = pgTable(
  "document_numbers",
  {
    /** "A" for offers, "R" for invoices. */
    series: text("series").notNull(),
    year: integer("year").notNull(),
    /** The last number handed out in that series and year. */
    last: integer("last").notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);
