/**
 * The leads' tables: the lead (with its owner, next step and outcome), its timeline of
 * activities, and the reply templates (decisions 0020, 0065, 0130).
 * Change it here, then run `npx drizzle-kit generate` (drizzle.config.ts reads every
 * feature's schema.ts) to add a migration to server/database/migrations.
 */
import { sql } from "drizzle-orm";
import { adminUsers } from "../accounts/schema.ts";
import type { EstimateLine } from "#app/shared/enquiry/estimate.ts";
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
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
/** The states still being worked on: a lead in one of them may have a next step. */
export const OPEN_LEAD_STATES = ["new", "contacted", "offer_sent"] as const;

/** Why a lead was lost, as the figures count it ('other' comes with a text). */
export const LOST_REASONS = [
  "too_expensive",
  "date_taken",
  "other_provider",
  "no_answer",
  "cancelled",
  "other",
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/**
 * One enquiry from the contact form, exactly as the visitor sent it (validated), with where
 * and when it came in, and the state the agency's work on it has reached. Deleted 12 months
 * after its last change, or 6 years after it when won (retention.ts), its outbox rows,
 * notes and history with it. See docs/decisions/0020-enquiries-and-mail-outbox.md and 0065.
 */
export const leads = pgTable(
  "leads",
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
     * The estimate's total in cents (the sum of `estimate`'s priced lines), for sorting and
     * the pipeline's figures; null when nothing was priced.
     */
    estimateCents: integer("estimate_cents"),
    /** The team member who works it; null while unassigned (or after the account is gone). */
    ownerId: text("owner_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** The next step's Berlin day (YYYY-MM-DD); null when there is none. */
    nextStepDate: date("next_step_date", { mode: "string" }),
    /** Its Berlin time of day (HH:MM), when it has one. */
    nextStepTime: text("next_step_time"),
    /** What the next step is ("Rückruf", "Angebot nachfassen"). */
    nextStepText: text("next_step_text"),
    /**
     * When the next step becomes overdue: its time on its day, or the end of its day (Berlin)
     * when it has no time. Kept with the three fields above; null when there is no step.
     */
    nextStepDueAt: timestamp("next_step_due_at", { withTimezone: true, mode: "date" }),
    /** When the lead was last set to won or lost; null while open. */
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
    /** Why it was lost (LOST_REASONS); null unless lost. */
    lostReason: text("lost_reason").$type<LostReason>(),
    /** The words for 'other'. */
    lostReasonText: text("lost_reason_text"),
    /** When the first reply from the back office was queued (the figures' reply time). */
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true, mode: "date" }),
    /**
     * The lead this one was merged into: it then leaves the inbox and its timeline shows in
     * the other's; deleted with it.
     */
    mergedInto: uuid("merged_into").references((): AnyPgColumn => leads.id, {
      onDelete: "cascade",
    }),
    /** The customer: enquiries with the same address, whatever its case. */
    emailKey: text("email_key")
      .notNull()
      .generatedAlwaysAs(sql`lower(email)`),
    /** The address's domain, for possible duplicates from the same company. */
    emailDomain: text("email_domain")
      .notNull()
      .generatedAlwaysAs(sql`lower(split_part(email, '@', 2))`),
    /** The phone's last 9 digits when it has at least 7 (so +49 30 … and 030 … match). */
    phoneKey: text("phone_key").generatedAlwaysAs(
      sql`case when length(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) >= 7 then right(regexp_replace(phone, '[^0-9]', '', 'g'), 9) end`,
    ),
    /** The company's name without case and surrounding spaces; null when empty. */
    companyKey: text("company_key").generatedAlwaysAs(sql`nullif(lower(btrim(company)), '')`),
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
    uniqueIndex("leads_idempotency_key_idx").on(table.idempotencyKey),
    index("leads_created_at_idx").on(table.createdAt),
    // Keyset paging of the inbox, newest first: (created_at, id) read backwards.
    index("leads_created_id_idx").on(table.createdAt, table.id),
    index("leads_state_created_idx").on(table.state, table.createdAt, table.id),
    index("leads_event_created_idx").on(table.event, table.createdAt, table.id),
    // The inbox's event filter: a lead matches when the event is any of its events.
    index("leads_events_idx").using("gin", table.events),
    index("leads_search_idx").using("gin", table.search),
    // Privacy requests find a person by address, whatever its case.
    index("leads_email_idx").on(sql`lower(${table.email})`),
    index("leads_owner_due_idx").on(table.ownerId, table.nextStepDueAt),
    index("leads_due_idx").on(table.nextStepDueAt),
    // The inbox's order by estimated value: highest first, read backwards.
    index("leads_value_idx").on(table.estimateCents, table.createdAt, table.id),
    index("leads_email_key_idx").on(table.emailKey, table.createdAt),
    index("leads_email_domain_idx").on(table.emailDomain, table.createdAt),
    index("leads_phone_key_idx").on(table.phoneKey, table.createdAt),
    index("leads_company_key_idx").on(table.companyKey, table.createdAt),
    index("leads_merged_into_idx").on(table.mergedInto),
    index("leads_decided_idx").on(table.decidedAt),
    check(
      "leads_lost_reason_check",
      sql`${table.lostReason} is null or ${table.lostReason} in ('too_expensive', 'date_taken', 'other_provider', 'no_answer', 'cancelled', 'other')`,
    ),
    check(
      "leads_state_check",
      sql`${table.state} in ('new', 'contacted', 'offer_sent', 'won', 'lost')`,
    ),
  ],
);

/** What a lead's timeline holds besides its arrival and its two automatic mails. */
export const LEAD_ACTIVITY_KINDS = [
  "note",
  "state_changed",
  "owner_changed",
  "call",
  "reply_sent",
  "customer_reply",
  "next_step_set",
  "next_step_done",
  "merged",
  "offer_sent",
  "offer_answered",
  "invoice_issued",
  "booking_changed",
  "payment_received",
  "payment_undone",
  "reminder_sent",
] as const;
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number];

/** How a logged call went. */
export const CALL_OUTCOMES = ["reached", "not_reached", "call_back"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/**
 * One entry of a lead's timeline, by whom and when. The author's name is copied in, so the
 * timeline still reads right after the account is gone. `body` holds what someone wrote (a
 * note, a call's note, a reply's text, a customer's pasted answer); `detail` the rest by
 * kind: `{ from, to, lostReason?, lostReasonText? }` for a state change, `{ fromName,
 * toName }` for an owner change, `{ outcome }` for a call, `{ subject, to }` for a reply,
 * `{ date, time, text }` for a next step, `{ otherId }` for a merge, `{ offerId, number,
 * grossCents }` for an offer sent, with `answer: 'accepted' | 'declined'` for the customer's
 * answer, `{ invoiceId, number, kind, grossCents }` for an invoice, `{ invoiceId, number, cents,
 * source, openCents }` for a payment received (and `reason` for one undone, decision 0199), `{ invoiceId, number, level, openCents, to,
 * subject }` for a payment reminder sent. Erased with the lead.
 */
export const leadActivities = pgTable(
  "lead_activities",
  {
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LeadActivityKind>().notNull(),
    /** The back-office user (null when it came from a command-line tool or the server). */
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    body: text("body"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The outbox row of a reply, for its delivery state (no foreign key: the outbox's table
     * refers to this feature's, not the other way; the row is deleted with the lead anyway).
     */
    mailId: uuid("mail_id"),
  },
  (table) => [
    index("lead_activities_lead_idx").on(table.leadId, table.at),
    check(
      "lead_activities_kind_check",
      sql`${table.kind} in ('note', 'state_changed', 'owner_changed', 'call', 'reply_sent', 'customer_reply', 'next_step_set', 'next_step_done', 'merged', 'offer_sent', 'offer_answered', 'invoice_issued', 'booking_changed', 'payment_received', 'payment_undone', 'reminder_sent')`,
    ),
  ],
);

/** A reply template's words in one language; `{name}` and the like are placeholders. */
export interface ReplyTemplateText {
  subject: string;
  greeting: string;
  body: string;
  signature: string;
}

/**
 * The reply composer's templates, written by owners in German and English; the composer
 * picks the lead's language.
 */
export const replyTemplates = pgTable("reply_templates", {
  id: uuid("id").primaryKey(),
  /** What the list shows, in both languages. */
  name: jsonb("name").$type<{ de: string; en: string }>().notNull(),
  de: jsonb("de").$type<ReplyTemplateText>().notNull(),
  en: jsonb("en").$type<ReplyTemplateText>().notNull(),
  /** The list's order, smallest first. */
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  updatedBy: text("updated_by"),
});

/**
 * The morning mail of open steps: one row per person and Berlin day, inserted with the mail
 * in one transaction, so several instances send it once.
 */
export const leadDigests = pgTable(
  "lead_digests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    /** The outbox row of that mail. */
    mailId: uuid("mail_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
