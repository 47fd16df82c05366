/**
 * The mail outbox's table (docs/decisions/0020-enquiries-and-mail-outbox.md).
 * Change it here, then run `npx drizzle-kit generate` (drizzle.config.ts reads every
 * feature's schema.ts) to add a migration to server/database/migrations.
 */
import { leads } from "../leads/schema.ts";
import { offers } from "../offers/schema.ts";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea } from "../database/columns.ts";

/** A mail composed when it was queued (server/mail/outbox.ts). */
export interface QueuedMessage {
  to: string;
  /** The recipient's name, shown beside the address (a lead's name for a reply). */
  toName?: string;
  subject: string;
  text: string;
  /** Where answers go instead of the sender (the staff member who wrote a reply). */
  replyTo?: { name: string; address: string; phone?: string };
  /** The customer's mail this one answers (its Message-ID), to keep the thread. */
  inReplyTo?: string;
  /** That mail's References and its Message-ID. */
  references?: string[];
}

/**
 * The transactional outbox: one row per e-mail to send, written in the same transaction as
 * its enquiry; the mail worker (server/mail/worker.ts) sends it and records the outcome.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey(),
    /** The enquiry the mail is about; null for a mail composed in advance (`message`). */
    enquiryId: uuid("enquiry_id").references(() => leads.id, { onDelete: "cascade" }),
    /**
     * The offer the mail is about (the offer itself, its code, the acceptance's confirmation,
     * the owner's word, an invoice on it): a privacy erase finds it through the offer's
     * customer also when no lead is named (decision 0165).
     */
    offerId: uuid("offer_id").references(() => offers.id, { onDelete: "cascade" }),
    /**
     * 'agency' (to AGENCY_EMAIL, reply-to the visitor), 'confirmation' (to the visitor),
     * 'invitation' (a back-office invitation, composed in advance in `message`), or 'reply'
     * (a reply to a lead written in the back office, composed in `message`, with its lead).
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
    /**
     * Its Message-ID (`<id@site-domain>`), fixed when it is first claimed and the same on
     * every retry: an answer's In-Reply-To/References and a bounce find it by this.
     */
    messageId: text("message_id"),
    /** When a bounce (RFC 3464) said it could not be delivered, and why. */
    bouncedAt: timestamp("bounced_at", { withTimezone: true, mode: "date" }),
    bounceReason: text("bounce_reason"),
    /**
     * The copy for the mailbox's sent folder (the message as sent), kept until it is filed:
     * a failure to file it is retried from here, also after a restart (decision 0178).
     */
    sentCopy: bytea("sent_copy"),
    sentCopyAttempts: integer("sent_copy_attempts").notNull().default(0),
    /** When the copy is due to be filed (again); the filer claims it by moving this on. */
    sentCopyDueAt: timestamp("sent_copy_due_at", { withTimezone: true, mode: "date" }),
    sentCopyFiledAt: timestamp("sent_copy_filed_at", { withTimezone: true, mode: "date" }),
    sentCopyError: text("sent_copy_error"),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    uniqueIndex("mail_outbox_message_id_idx").on(table.messageId),
    index("mail_outbox_enquiry_idx").on(table.enquiryId),
    index("mail_outbox_offer_idx").on(table.offerId),
    index("mail_outbox_sent_copy_idx").on(table.sentCopyDueAt),
  ],
);

/**
 * Files a queued mail carries (an offer's PDF, an e-invoice), stored with it in the same
 * transaction and deleted with it; the worker attaches them in `position` order.
 */
export const mailAttachments = pgTable(
  "mail_attachments",
  {
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mailOutbox.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (table) => [primaryKey({ columns: [table.mailId, table.position] })],
);

/**
 * What a mail taken from the agency's mailbox was found to be (server/mail/inbound/):
 * a customer's `answer` on a lead, an `enquiry` that made a new lead, a `bounce` of one of
 * ours, an `auto_reply` (kept on its lead, changes nothing), or left alone: `ignored` (a
 * list, spam, our own), `unmatched` (several leads fit: staff choose).
 */
export const INBOUND_KINDS = [
  "answer",
  "enquiry",
  "bounce",
  "auto_reply",
  "ignored",
  "unmatched",
] as const;
export type InboundKind = (typeof INBOUND_KINDS)[number];

/** Each mail taken from the mailbox, once by its Message-ID whatever happens. */
export const mailInbound = pgTable(
  "mail_inbound",
  {
    id: uuid("id").primaryKey(),
    /** The mail's Message-ID, or one made from its content when it has none. */
    messageId: text("message_id").notNull(),
    kind: text("kind").$type<InboundKind>().notNull(),
    /** The lead it belongs to; erased with it. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    /** The mail of ours it answers or bounces (by In-Reply-To/References). */
    outboxId: uuid("outbox_id"),
    /** How it was matched: 'thread', 'reference', 'sender', 'new' or 'staff' (assigned). */
    matchedBy: text("matched_by"),
    fromAddress: text("from_address").notNull(),
    fromName: text("from_name"),
    subject: text("subject").notNull(),
    /** The text part, or text made from the HTML part: never HTML. */
    text: text("text").notNull(),
    /** Its Date header (when the sender wrote it). */
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    /** When the app took it from the mailbox. */
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Its Message-ID and References, to thread our answer to it. */
    references: jsonb("references").$type<string[]>().notNull().default([]),
    /** For `unmatched`: the leads it could belong to. */
    candidates: jsonb("candidates").$type<string[]>(),
    /** When the lead's owner (or anyone) opened it; null: unread. */
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
    /** When the owner's notice about it was queued (once per answer). */
    noticedAt: timestamp("noticed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    uniqueIndex("mail_inbound_message_id_idx").on(table.messageId),
    index("mail_inbound_lead_idx").on(table.leadId, table.receivedAt),
    index("mail_inbound_unread_idx").on(table.kind, table.readAt),
  ],
);

/**
 * Files of a mail taken in, downloadable by staff up to 15 MB each (a larger one is listed,
 * not stored); erased with it.
 */
export const mailInboundAttachments = pgTable(
  "mail_inbound_attachments",
  {
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mailInbound.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** An executable or an archive: kept, but marked as such. */
    risky: boolean("risky").notNull().default(false),
    /** Null: larger than the limit (15 MB), kept by name, size and type only, not stored. */
    content: bytea("content"),
  },
  (table) => [primaryKey({ columns: [table.mailId, table.position] })],
);

/**
 * The mailbox reader's place and lease (one row per mailbox folder): UIDVALIDITY and the
 * last UID taken, so a restart resumes; the instance that holds the lease until when, so
 * one reads at a time; the last read and the last error for the system card.
 */
export const mailboxState = pgTable("mailbox_state", {
  /** Which folder of which mailbox: `user@host:port/folder`. */
  mailbox: text("mailbox").primaryKey(),
  uidValidity: bigint("uid_validity", { mode: "number" }),
  lastUid: bigint("last_uid", { mode: "number" }).notNull().default(0),
  holder: text("holder"),
  leaseUntil: timestamp("lease_until", { withTimezone: true, mode: "date" }),
  lastReadAt: timestamp("last_read_at", { withTimezone: true, mode: "date" }),
  lastError: text("last_error"),
  errorSince: timestamp("error_since", { withTimezone: true, mode: "date" }),
  /** Mails taken in so far. */
  taken: bigint("taken", { mode: "number" }).notNull().default(0),
});
