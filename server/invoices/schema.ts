/**
 * Invoices: deposit, final and cancellation invoices on accepted offers, each an e-invoice
 * (Factur-X EN 16931 PDF/A-3 with its CII XML, decision 0132). Numbered R-2026-0001 without
 * gaps; once issued never changed or deleted (a trigger of migration 0012 refuses it),
 * except the payment record; a correction is a cancellation invoice plus a new one. Kept 8
 * years after the end of the year of issue, also when the customer's data is erased.
 */
import { sql } from "drizzle-orm";
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
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { DocumentTotals } from "#app/shared/money/totals.ts";
import type { TaxRegime } from "#app/shared/money/tax.ts";
import type { DocumentCustomer, DocumentLine } from "../documents/model.ts";
import { adminUsers } from "../accounts/schema.ts";
import type { BusinessProfile } from "../business/profile.ts";
import { leads } from "../leads/schema.ts";
import { offers } from "../offers/schema.ts";
import { bytea, time } from "../database/columns.ts";
import type { Locale } from "#app/i18n/locales.ts";

export const INVOICE_KINDS = [
  "deposit_invoice",
  "final_invoice",
  "cancellation",
  "cancellation_fee",
] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey(),
    /** R-2026-0001. */
    number: text("number").notNull(),
    kind: text("kind").$type<InvoiceKind>().notNull(),
    /** The accepted offer it rests on. */
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "restrict" }),
    /** The lead, while it exists (for its timeline). */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** For a cancellation: the invoice it cancels. */
    cancelsId: uuid("cancels_id").references((): AnyPgColumn => invoices.id, {
      onDelete: "restrict",
    }),
    language: text("language").$type<Locale>().notNull(),
    taxRegime: text("tax_regime").$type<TaxRegime>().notNull(),
    customer: jsonb("customer").$type<DocumentCustomer>().notNull(),
    /** Berlin days. */
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    serviceDate: date("service_date", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    lines: jsonb("lines").$type<DocumentLine[]>().notNull(),
    totals: jsonb("totals").$type<DocumentTotals>().notNull(),
    /** Deposits deducted on a final invoice. */
    prepayments: jsonb("prepayments")
      .$type<{ number: string; issueDate: string; grossCents: number }[]>()
      .notNull()
      .default([]),
    netCents: integer("net_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    grossCents: integer("gross_cents").notNull(),
    /** gross − prepayments: what the customer is asked to pay (negative on a cancellation). */
    amountDueCents: integer("amount_due_cents").notNull(),
    /** The e-invoice: PDF/A-3 with the XML embedded, and the XML alone. */
    pdf: bytea("pdf").notNull(),
    xml: text("xml").notNull(),
    /**
     * The agency's business data it was issued with (server/business): the XRechnung made
     * later says the same. Null on invoices from before it was kept: the shipped example.
     */
    agency: jsonb("agency").$type<BusinessProfile>(),
    createdAt: time("created_at").notNull(),
    createdBy: text("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    /**
     * The sum of its payments (`invoice_payments`, decision 0184), kept here for the lists:
     * the only thing that changes after issue. `paid_on` is the day the invoice became paid
     * in full (null while something is open), `paid_cents` what arrived in all (null before
     * the first payment), `paid_recorded_by` who confirmed the last payment.
     */
    paidOn: date("paid_on", { mode: "string" }),
    paidCents: integer("paid_cents"),
    paidRecordedBy: text("paid_recorded_by"),
  },
  (table) => [
    uniqueIndex("invoices_number_idx").on(table.number),
    index("invoices_offer_idx").on(table.offerId),
    index("invoices_issue_idx").on(table.issueDate),
    check(
      "invoices_kind_check",
      sql`${table.kind} in ('deposit_invoice', 'final_invoice', 'cancellation', 'cancellation_fee')`,
    ),
  ],
);

export const PAYMENT_SOURCES = ["manual", "statement"] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/**
 * The payments of an invoice, one row each (decision 0184): typed by hand (`manual`, at most
 * one per invoice, corrected by typing again) or confirmed from a bank statement line
 * (`statement`, with the line's entry reference, unique: a line pays once). Kept with the
 * invoice for its 8 years.
 */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid("id").primaryKey(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    cents: integer("cents").notNull(),
    source: text("source").$type<PaymentSource>().notNull(),
    /** The statement line's entry reference (AcctSvcrRef, else NtryRef); null when typed. */
    entryRef: text("entry_ref"),
    /** Who typed or confirmed it (the id stays when the account is removed). */
    confirmedBy: text("confirmed_by"),
    createdAt: time("created_at").notNull(),
  },
  (table) => [
    index("invoice_payments_invoice_idx").on(table.invoiceId),
    uniqueIndex("invoice_payments_entry_idx").on(table.entryRef),
    check("invoice_payments_source_check", sql`${table.source} in ('manual', 'statement')`),
    check("invoice_payments_cents_check", sql`${table.cents} > 0`),
  ],
);

/**
 * The final invoice's draft (decision 0191): one per offer, started from the booking's
 * current version after the event's day and edited by staff (the confirmed headcount, the
 * quantities, extra lines) until they issue it. A draft has no number and is no invoice:
 * issuing numbers it, stores the invoice (immutable) and deletes the draft in the same
 * transaction.
 */
export const finalInvoiceDrafts = pgTable(
  "final_invoice_drafts",
  {
    offerId: uuid("offer_id")
      .primaryKey()
      .references(() => offers.id, { onDelete: "cascade" }),
    /** The confirmed participants staff typed (the headcount that came). */
    participants: integer("participants").notNull(),
    /** The lines with their net per line, as the server computed them. */
    lines: jsonb("lines").$type<DocumentLine[]>().notNull(),
    updatedAt: time("updated_at").notNull(),
    updatedBy: text("updated_by").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (table) => [check("final_invoice_drafts_participants_check", sql`${table.participants} > 0`)],
);

/** Zahlungserinnerung, 1. Mahnung, 2. Mahnung: the levels of a payment reminder, in order. */
export const REMINDER_LEVELS = [1, 2, 3] as const;
export type ReminderLevel = (typeof REMINDER_LEVELS)[number];

/**
 * The payment reminders sent on an invoice (decision 0186), one row per level: the day it
 * went out, its outbox mail (for the delivery state) and who sent it. A level is sent once;
 * the next one only after it. Kept with the invoice for its 8 years.
 */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    id: uuid("id").primaryKey(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    level: integer("level").$type<ReminderLevel>().notNull(),
    /** The Berlin day it was sent. */
    sentOn: date("sent_on", { mode: "string" }).notNull(),
    /** What was open when it was sent. */
    openCents: integer("open_cents").notNull(),
    /** The outbox row (no foreign key: sent mails are purged, the record stays). */
    mailId: uuid("mail_id"),
    sentBy: text("sent_by"),
    createdAt: time("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("invoice_reminders_level_idx").on(table.invoiceId, table.level),
    check("invoice_reminders_level_check", sql`${table.level} between 1 and 3`),
  ],
);
