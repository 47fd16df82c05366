/**
 * Bank statements (decision 0185): the credit lines of imported CAMT.053 statements, each
 * once by its entry reference (AcctSvcrRef, else NtryRef), with what the matcher proposed
 * and, once confirmed, the payment it became (server/invoices `invoice_payments`). Debits
 * and credits in another currency than EUR are counted at the import, not kept.
 */
import { sql } from "drizzle-orm";
import type { CsvColumnMap } from "#app/shared/bank-csv.ts";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { invoicePayments, invoices } from "../invoices/schema.ts";
import { time } from "../database/columns.ts";

export const LINE_STATES = ["proposed", "unclear", "unmatched", "confirmed"] as const;
export type LineState = (typeof LINE_STATES)[number];

export const bankStatementLines = pgTable(
  "bank_statement_lines",
  {
    id: uuid("id").primaryKey(),
    entryRef: text("entry_ref").notNull(),
    /** The statement's own id (Stmt/Id) and the file's name, for the staff's orientation. */
    statementId: text("statement_id"),
    bookedOn: date("booked_on", { mode: "string" }).notNull(),
    cents: integer("cents").notNull(),
    debtorName: text("debtor_name"),
    /** The payer's IBAN, where the bank's CSV has it (decision 0198). */
    debtorIban: text("debtor_iban"),
    remittance: text("remittance"),
    state: text("state").$type<LineState>().notNull(),
    /** The invoice proposed (state `proposed`). */
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "restrict" }),
    /** The invoices that fit (state `unclear`). */
    candidateIds: jsonb("candidate_ids").$type<string[]>().notNull().default([]),
    paymentId: uuid("payment_id").references(() => invoicePayments.id, { onDelete: "restrict" }),
    importedAt: time("imported_at").notNull(),
    importedBy: text("imported_by"),
  },
  (table) => [
    uniqueIndex("bank_statement_lines_entry_idx").on(table.entryRef),
    index("bank_statement_lines_state_idx").on(table.state),
    check(
      "bank_statement_lines_state_check",
      sql`${table.state} in ('proposed', 'unclear', 'unmatched', 'confirmed')`,
    ),
    check("bank_statement_lines_cents_check", sql`${table.cents} > 0`),
  ],
);

/** The columns a CSV mapping names, by the header's cell text (decision 0198). */
export type CsvColumns = CsvColumnMap;

/**
 * A bank's CSV layout, saved by the team under a name ("Sparkasse") and proposed again for
 * a file whose header line has the same key (decision 0198).
 */
export const bankCsvMappings = pgTable(
  "bank_csv_mappings",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    /** The header line's cells, trimmed, lower case, joined by a tab. */
    headerKey: text("header_key").notNull(),
    separator: text("separator").notNull(),
    columns: jsonb("columns").$type<CsvColumns>().notNull(),
    updatedAt: time("updated_at").notNull(),
    updatedBy: text("updated_by"),
  },
  (table) => [
    uniqueIndex("bank_csv_mappings_name_idx").on(table.name),
    index("bank_csv_mappings_header_idx").on(table.headerKey),
  ],
);
