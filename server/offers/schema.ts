/**
 * Offers (Angebote): built from a lead and the catalogue, numbered when sent, never changed
 * after (a revision is a new version that replaces the old), accepted or declined online
 * with a mailed code (decision 0133). An accepted offer is a booking (server/bookings/).
 * Kept 6 years after the end of the year it was sent (business letters), also when the
 * lead is erased.
 */
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { Discount, DocumentTotals } from "#app/shared/money/totals.ts";
import type { TaxRegime } from "#app/shared/money/tax.ts";
import type { DocumentCustomer, DocumentLine } from "../documents/model.ts";
import { adminUsers } from "../accounts/schema.ts";
import { leads } from "../leads/schema.ts";
import { bytea, time } from "../database/columns.ts";
import type { Locale } from "#app/i18n/locales.ts";

/**
 * - `draft`: being written, no number, changeable;
 * - `sent`: numbered, mailed, its PDF frozen; can be accepted or declined until `valid_until`;
 * - `accepted` / `declined`: the customer's answer;
 * - `replaced`: a newer version was made ("überarbeiten"); its link says so;
 * - `withdrawn`: the agency took it back.
 * Expired is not stored: a sent offer past its `valid_until` (Berlin day).
 */
export const OFFER_STATUSES = [
  "draft",
  "sent",
  "accepted",
  "declined",
  "replaced",
  "withdrawn",
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const offers = pgTable(
  "offers",
  {
    id: uuid("id").primaryKey(),
    /** The lead it answers; null once the lead is gone (the offer stays for its period). */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /**
     * A-2026-0001, given when sent (drafts have none). A revision is a new row with its own
     * number when it is sent; the replaced one points there through `replacesId`.
     */
    number: text("number"),
    /** 1 for the first; each revision of it one more ("Version 2"). */
    version: integer("version").notNull().default(1),
    /** The version this one replaces. */
    replacesId: uuid("replaces_id").references((): AnyPgColumn => offers.id, {
      onDelete: "set null",
    }),
    status: text("status").$type<OfferStatus>().notNull().default("draft"),
    /** The customer's language: the PDF's, the mails' and the online page's. */
    language: text("language").$type<Locale>().notNull(),
    /** The agency's tax regime when the offer was made (site.tax.regime). */
    taxRegime: text("tax_regime").$type<TaxRegime>().notNull(),
    customer: jsonb("customer").$type<DocumentCustomer>().notNull(),
    /** The event's Berlin day; null while not agreed. The calendar reads accepted offers by it. */
    eventDate: date("event_date", { mode: "string" }),
    startTime: text("start_time"),
    durationMinutes: integer("duration_minutes"),
    place: text("place"),
    participants: integer("participants").notNull(),
    intro: text("intro"),
    discount: jsonb("discount").$type<Discount>(),
    /** Last Berlin day it can be accepted. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    /** Deposit asked on acceptance, in basis points of the gross (5000 = 50 %); 0 for none. */
    depositBp: integer("deposit_bp").notNull().default(0),
    /** Computed on the server from the lines (computeTotals), stored with them. */
    totals: jsonb("totals").$type<DocumentTotals>().notNull(),
    grossCents: integer("gross_cents").notNull(),
    /** SHA-256 (hex) of the online link's token; set when sent. */
    tokenHash: text("token_hash"),
    /** The PDF exactly as sent, and its SHA-256 (hex): what the customer accepts. */
    pdf: bytea("pdf"),
    pdfSha256: text("pdf_sha256"),
    createdBy: text("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: time("created_at").notNull(),
    updatedAt: time("updated_at").notNull(),
    sentAt: time("sent_at"),
    sentBy: text("sent_by").references(() => adminUsers.id, { onDelete: "set null" }),
    /**
     * Sent for a day another booking holds, with staff's explicit override (decision 0193):
     * when, so the customer's acceptance is not refused for that clash.
     */
    clashOverriddenAt: time("clash_overridden_at"),
    /** When it was accepted, declined, replaced or withdrawn. */
    closedAt: time("closed_at"),
    /** The customer's reason when declining (optional). */
    declineReason: text("decline_reason"),
    /**
     * When the lead's owner was told that the codes to accept it ran out (their cap per day or
     * per offer, decision 0166): they are told once.
     */
    codesAlertedAt: time("codes_alerted_at"),
  },
  (table) => [
    index("offers_lead_idx").on(table.leadId, table.createdAt),
    uniqueIndex("offers_number_idx").on(table.number),
    uniqueIndex("offers_token_idx").on(table.tokenHash),
    index("offers_booked_idx")
      .on(table.eventDate)
      .where(sql`${table.status} = 'accepted'`),
    index("offers_open_idx")
      .on(table.validUntil)
      .where(sql`${table.status} = 'sent'`),
    check(
      "offers_status_check",
      sql`${table.status} in ('draft', 'sent', 'accepted', 'declined', 'replaced', 'withdrawn')`,
    ),
  ],
);

/** What kind of line: an event of the catalogue, an extra (catering, transport, …), free text. */
export const OFFER_LINE_KINDS = ["event", "extra", "text"] as const;
export type OfferLineKind = (typeof OFFER_LINE_KINDS)[number];

/** An offer's lines, in order. Changed only while the offer is a draft. */
export const offerLines = pgTable(
  "offer_lines",
  {
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind").$type<OfferLineKind>().notNull(),
    /** The catalogue event's slug for `event` lines. */
    eventSlug: text("event_slug"),
    title: text("title").notNull(),
    detail: text("detail"),
    quantity: integer("quantity").notNull(),
    unit: text("unit").$type<DocumentLine["unit"]>().notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    taxRateBp: integer("tax_rate_bp").notNull(),
    netCents: integer("net_cents").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.offerId, table.position] }),
    check("offer_lines_quantity_check", sql`${table.quantity} > 0`),
    check("offer_lines_price_check", sql`${table.unitPriceCents} >= 0`),
  ],
);

/**
 * The customer's acceptance: who (name and position as typed), when, from which address
 * and browser, and the SHA-256 of the exact PDF accepted, with the PDF that carries the
 * acceptance block (mailed to the customer). Kept with the offer.
 */
export const offerAcceptances = pgTable("offer_acceptances", {
  offerId: uuid("offer_id")
    .primaryKey()
    .references(() => offers.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  position: text("position").notNull(),
  acceptedAt: time("accepted_at").notNull(),
  clientAddress: text("client_address").notNull(),
  userAgent: text("user_agent").notNull(),
  pdfSha256: text("pdf_sha256").notNull(),
  acceptedPdf: bytea("accepted_pdf").notNull(),
});

/**
 * The 6-digit codes mailed to the offer's address before accepting: stored as an HMAC,
 * valid 10 minutes, 5 tries, used once; at most 3 per offer in 15 minutes, 5 in 24 hours
 * and 20 in all (the store counts them, decision 0166). Deleted with the offer, or by a
 * privacy erase of its customer.
 */
export const offerCodes = pgTable(
  "offer_codes",
  {
    id: uuid("id").primaryKey(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: time("created_at").notNull(),
    expiresAt: time("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: time("used_at"),
  },
  (table) => [index("offer_codes_offer_idx").on(table.offerId, table.createdAt)],
);
