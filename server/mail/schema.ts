/**
 * The mail outbox's table (docs/decisions/0020-enquiries-and-mail-outbox.md).
 * Change it here, then run `npx drizzle-kit generate` (drizzle.config.ts reads every
 * feature's schema.ts) to add a migration to server/database/migrations.
 */
import { leads } from "../leads/schema.ts";
import { offers } from "../offers/schema.ts";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
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
  replyTo?: { name: string; address: string };
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
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_outbox_enquiry_idx").on(table.enquiryId),
    index("mail_outbox_offer_idx").on(table.offerId),
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
