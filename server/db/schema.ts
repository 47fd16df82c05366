/**
 * The database schema, one for both engines (PGlite embedded and PostgreSQL). Change it
 * here, then run `npx drizzle-kit generate` to add a migration to ./migrations.
 * See docs/decisions/0010-consent-records.md and 0011-database.md.
 */
import { sql } from "drizzle-orm";
import type { EstimateLine } from "#app/shared/enquiry/estimate.ts";
import {
  bigint,
  bigserial,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** The cookie categories a visitor chose; `necessary` is always true. */
export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

/** A mail composed when it was queued (server/mail/outbox.ts). */
export interface QueuedMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * One consent given by one browser: what was shown, what was chosen, when. Deliberately no
 * IP address and no user agent (data minimisation, decision 0010).
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    /** Returned to the browser, which keeps it in its local record as the receipt. */
    consentId: uuid("consent_id").primaryKey(),
    /** What the consent is about; only 'cookies' so far. */
    consentType: text("consent_type").notNull(),
    preferences: jsonb("preferences").$type<ConsentPreferences>().notNull(),
    /** Pseudonymous id the browser made (`user_<ms>_<random>`), the same for all its choices. */
    userIdentifier: text("user_identifier").notNull(),
    /** Version of the banner text the visitor saw. */
    bannerVersion: text("banner_version").notNull(),
    /** Version of the privacy policy the banner linked to. */
    policyVersion: text("policy_version").notNull(),
    /** Language of the page the choice was made on ('de' or 'en'). */
    language: text("language").notNull(),
    /** When the server received and committed the choice. */
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    index("consent_records_created_at_idx").on(table.createdAt),
    index("consent_records_user_identifier_idx").on(table.userIdentifier),
  ],
);

/**
 * Web-vitals figures, aggregated per day, page and metric: sums and counts only, nothing
 * that identifies a visitor. Written only for visitors who allowed analytics.
 */
export const vitalsDaily = pgTable(
  "vitals_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** Path of a known page ('/en/contact'), or '(other)' for anything else. */
    page: text("page").notNull(),
    /** TTFB, FCP, LCP, CLS or INP. */
    metric: text("metric").notNull(),
    samples: bigint("samples", { mode: "number" }).notNull(),
    /** Sum of the values (milliseconds; CLS unitless), for the mean. */
    total: doublePrecision("total").notNull(),
    good: bigint("good", { mode: "number" }).notNull(),
    needsImprovement: bigint("needs_improvement", { mode: "number" }).notNull(),
    poor: bigint("poor", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.page, table.metric] })],
);

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
export const enquiries = pgTable(
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
      .references(() => enquiries.id, { onDelete: "cascade" }),
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
      .references(() => enquiries.id, { onDelete: "cascade" }),
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("lead_notes_enquiry_idx").on(table.enquiryId, table.createdAt)],
);

/**
 * The transactional outbox: one row per e-mail to send, written in the same transaction as
 * its enquiry; the mail worker (server/mail/worker.ts) sends it and records the outcome.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey(),
    /** The enquiry the mail is about; null for a mail composed in advance (`message`). */
    enquiryId: uuid("enquiry_id").references(() => enquiries.id, { onDelete: "cascade" }),
    /**
     * 'agency' (to AGENCY_EMAIL, reply-to the visitor), 'confirmation' (to the visitor), or
     * 'invitation' (a back-office invitation, composed in advance in `message`).
     */
    kind: text("kind").notNull(),
    /** A mail composed when it was queued; emptied once sent (it may hold a one-time link). */
    message: jsonb("message").$type<QueuedMessage>(),
    /** pending → sending (claimed by a worker) → sent, or back to pending; failed at the end. */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** When a pending row is due (again). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull(),
    /** A claimed row whose worker died is taken over after this moment. */
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    /** When the SMTP server accepted it (or the .eml file was written). */
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_outbox_enquiry_idx").on(table.enquiryId),
  ],
);

// ---------------------------------------------------------------------------------------
// Site content edited in the back office (docs/decisions/0090-content-tables-and-publishing.md)

/**
 * One document of the site's content: an event, a list page, an article, a testimonial, the
 * home page's copy, ... Its data is checked by the kind's schema (app/content/schema.ts) when
 * it is published; a draft may be anything the editor saved.
 */
export const contentDocuments = pgTable(
  "content_documents",
  {
    kind: text("kind").notNull(),
    /** Unique within its kind: an event's id, an article's slug, a list page's slug, ... */
    key: text("key").notNull(),
    /** Order within the kind. */
    position: integer("position").notNull(),
    /** What the site shows; null while never published, and once deleted. */
    published: jsonb("published"),
    /** Saved and not yet published; null without a draft. */
    draft: jsonb("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    /** The back-office user who published it (null for the initial content). */
    publishedBy: text("published_by"),
    draftSavedAt: timestamp("draft_saved_at", { withTimezone: true, mode: "date" }),
    draftSavedBy: text("draft_saved_by"),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/** Every publish, restore and delete of a document, with the fields it changed. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    /** 'seed' | 'publish' | 'restore' | 'delete'. */
    action: text("action").notNull(),
    /** The published data after this revision; null for a delete. */
    data: jsonb("data"),
    /** The field-level differences to the data before: [{ path, before, after }]. */
    changes: jsonb("changes").notNull(),
    authorId: text("author_id"),
    authorEmail: text("author_email"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("content_revisions_document_idx").on(table.kind, table.key, table.id.desc()),
    check(
      "content_revisions_action_check",
      sql`${table.action} in ('seed', 'publish', 'restore', 'delete')`,
    ),
  ],
);

/**
 * One row: the version of the published content (bumped by every publish) and when it last
 * changed. Publishing locks it, so publishes are serialised and each sees the set before it.
 */
export const contentState = pgTable(
  "content_state",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [check("content_state_single_row", sql`${table.id} = 1`)],
);
