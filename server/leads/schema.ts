/**
 * The leads' tables: the lead, its state history and its notes (decisions 0020, 0065).
 * Change it here, then run `npx drizzle-kit generate` (drizzle.config.ts reads every
 * feature's schema.ts) to add a migration to server/database/migrations.
 */
import { sql } from "drizzle-orm";
import type { EstimateLine } from "#app/shared/enquiry/estimate.ts";
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** PostgreSQL's full-text document type (built in, so PGlite has it too). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Where a lead stands in the agency's work, stored as English codes; the back office shows
 * them in the user's language (decision 0065). `won` and `lost` end the way.
 */
export const LEAD_STATES = ["new", "contacted", "offer_sent", "won", "lost"] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/**
 * One enquiry from the contact form, exactly as the visitor sent it (validated), with where
 * and when it came in, and the state the agency's work on it has reached. Deleted 12 months
 * after its last change, or 6 years after it when won (retention.ts), its outbox rows,
 * notes and history with it. See docs/decisions/0020-enquiries-and-mail-outbox.md and 0065.
 */
export const leads = pgTable(
  "enquiries",
  {
    /** Returned to the browser as the receipt. */
    id: uuid("id").primaryKey(),
    /** The browser's key for one submission: sending it again stores nothing new. */
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Language of the page the form was sent from ('de' or 'en'): the confirmation's. */
    language: text("language").notNull(),
    /** Path and query of that page. */
    sourcePage: text("source_page").notNull(),
    /** Whether it came through the JSON API ('api') or a form post without JavaScript ('form'). */
    channel: text("channel").notNull(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    participants: integer("participants").notNull(),
    /** An event title of the page's language, or 'other': the first of `events`. */
    event: text("event").notNull(),
    /**
     * Every event asked about (titles of the page's language, or 'other'), in the order
     * chosen. Leads from before several events could be chosen hold their one `event`.
     */
    events: text("events")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The non-binding price estimate the server computed from its catalogue when the lead
     * arrived: one line per event (app/shared/enquiry/estimate.ts); null for older leads.
     */
    estimate: jsonb("estimate").$type<EstimateLine[]>(),
    /** Free text for 'other' (or an event named by a link that we do not know). */
    eventOther: text("event_other"),
    /** Preferred date or period, as the visitor wrote it. */
    preferredDate: text("preferred_date"),
    message: text("message"),
    /** Version of the privacy policy the checkbox linked to. */
    privacyPolicyVersion: text("privacy_policy_version").notNull(),
    /** Where the agency's work on it stands (LEAD_STATES). */
    state: text("state").$type<LeadState>().notNull().default("new"),
    /**
     * The last change by the agency (state or note); null while nobody has touched it, so
     * its last change is its arrival. Retention counts from here.
     */
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }),
    /**
     * The words the inbox search looks in: name, company, e-mail (whole and split at the @)
     * and message, with the 'simple' configuration (no stemming, no stop words: names and
     * company names in any language), kept by the database itself.
     */
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(company, '') || ' ' || coalesce(email, '') || ' ' || replace(coalesce(email, ''), '@', ' ') || ' ' || coalesce(message, ''))`,
      ),
  },
  (table) => [
    uniqueIndex("enquiries_idempotency_key_idx").on(table.idempotencyKey),
    index("enquiries_created_at_idx").on(table.createdAt),
    // Keyset paging of the inbox, newest first: (created_at, id) read backwards.
    index("enquiries_created_id_idx").on(table.createdAt, table.id),
    index("enquiries_state_created_idx").on(table.state, table.createdAt, table.id),
    index("enquiries_event_created_idx").on(table.event, table.createdAt, table.id),
    // The inbox's event filter: a lead matches when the event is any of its events.
    index("enquiries_events_idx").using("gin", table.events),
    index("enquiries_search_idx").using("gin", table.search),
    // Privacy requests find a person by address, whatever its case.
    index("enquiries_email_idx").on(sql`lower(${table.email})`),
    check(
      "enquiries_state_check",
      sql`${table.state} in ('new', 'contacted', 'offer_sent', 'won', 'lost')`,
    ),
  ],
);

/**
 * Every change of a lead's state: from what to what, by whom, when. The author's name is
 * copied in, so the history still reads right after the account is gone.
 */
export const leadStateChanges = pgTable(
  "lead_state_changes",
  {
    id: uuid("id").primaryKey(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    fromState: text("from_state").$type<LeadState>().notNull(),
    toState: text("to_state").$type<LeadState>().notNull(),
    /** The back-office user (null when the change came from a command-line tool). */
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("lead_state_changes_enquiry_idx").on(table.enquiryId, table.changedAt)],
);

/** Internal notes on a lead: never mailed, erased with the lead. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("lead_notes_enquiry_idx").on(table.enquiryId, table.createdAt)],
);
