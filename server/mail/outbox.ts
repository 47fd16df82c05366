/**
 * Data access for the mail outbox: claiming due rows, recording the outcome of a send.
 * A claim is a lease: the row is marked `sending` until `locked_until`, so a worker that
 * dies mid-send leaves a row that any worker takes over once the lease has run out. On
 * PostgreSQL `FOR UPDATE SKIP LOCKED` keeps two instances from claiming the same row.
 */
import { and, eq, getTableColumns, inArray, isNull, lt, min, or, sql } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import { rowsOf } from "../database/rows.ts";
import type { LeadRecord, MailKind } from "../leads/store/intake.ts";
import { leads } from "../leads/schema.ts";
import { mailAttachments, mailOutbox, type QueuedMessage } from "./schema.ts";

/**
 * Mails composed when they are queued, carrying their message (not an enquiry's two mails):
 * a reply to a lead also names its lead, so it is deleted with it. The offer_* kinds are
 * the customer's answer online: the code, the confirmation, the owner's word, and the
 * owner's alert that the codes ran out.
 */
export type ComposedMailKind =
  | "invitation"
  | "sign_in_alert"
  | "reply"
  | "offer"
  | "invoice"
  | "payment_reminder"
  | "offer_code"
  | "offer_accepted"
  | "offer_answered"
  | "offer_codes_capped"
  | "booking"
  | "mail_notice";

/** A file a queued mail carries (an offer's PDF), stored in `mail_attachments`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The message as the outbox row keeps it: `attachments` says how many files wait in
 * `mail_attachments`, so the worker reads them only for mails that have some.
 */
export type OutboxMessage = QueuedMessage & { attachments?: number };

export interface ClaimedMail {
  id: string;
  kind: MailKind | ComposedMailKind;
  /** Including this one. */
  attempts: number;
  createdAt: Date;
  /** What the mail is about (read in the same statement as the claim), if an enquiry. */
  enquiry: LeadRecord | null;
  /** The mail itself when it was composed as it was queued (invitations). */
  message: OutboxMessage | null;
  /** Whether it is about a lead or an offer (its Reply-To is the read mailbox then). */
  aboutLead: boolean;
}

/** What a queued mail is about: its lead and, for the offers' and invoices' mails, its offer. */
export interface MailAbout {
  leadId: string | null;
  offerId?: string | null;
}

/**
 * Queues a mail composed now (e.g. a back-office invitation, a reply to a lead), in the
 * caller's transaction; the worker sends it like an enquiry's mails and then empties
 * `message`. `about` ties it to its lead (a reply; a lead's id alone) and its offer, so a
 * privacy erase finds it (decision 0165). Its files (an offer's PDF) are stored with it in
 * the same transaction and deleted once it is sent.
 */
export async function queueMessage(
  db: Db,
  id: string,
  kind: ComposedMailKind,
  message: QueuedMessage,
  now: Date,
  about: string | null | MailAbout = null,
  attachments: readonly MailAttachment[] = [],
): Promise<void> {
  const stored: OutboxMessage =
    attachments.length > 0 ? { ...message, attachments: attachments.length } : message;
  const links = typeof about === "string" || about === null ? { leadId: about } : about;
  await db.insert(mailOutbox).values({
    id,
    enquiryId: links.leadId,
    offerId: links.offerId ?? null,
    kind,
    message: stored,
    status: "pending",
    nextAttemptAt: now,
    createdAt: now,
  });
  if (attachments.length > 0) {
    await db.insert(mailAttachments).values(
      attachments.map((file, position) => ({
        mailId: id,
        position,
        filename: file.filename,
        contentType: file.contentType,
        content: file.content,
      })),
    );
  }
}

/** The files of a queued mail, in order. */
export async function attachmentsOf(db: Db, mailId: string): Promise<MailAttachment[]> {
  const rows = await db
    .select({
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId))
    .orderBy(mailAttachments.position);
  return rows;
}

type EnquiryRow = Record<string, unknown>;

/** A raw row of `leads` (snake_case, timestamps maybe as strings) as Drizzle's type. */
function toEnquiry(row: EnquiryRow): LeadRecord {
  const e = leads;
  const get = (column: { name: string }) => row[`e_${column.name}`];
  const text = (column: { name: string }) => (get(column) as string | null) ?? null;
  return {
    id: get(e.id) as string,
    idempotencyKey: text(e.idempotencyKey),
    createdAt: new Date(get(e.createdAt) as string | Date),
    language: get(e.language) as string,
    sourcePage: get(e.sourcePage) as string,
    channel: get(e.channel) as string,
    name: get(e.name) as string,
    company: get(e.company) as string,
    email: get(e.email) as string,
    phone: text(e.phone),
    participants: Number(get(e.participants)),
    event: get(e.event) as string,
    events: (get(e.events) as string[] | null) ?? [],
    estimate: (get(e.estimate) as LeadRecord["estimate"]) ?? null,
    eventOther: text(e.eventOther),
    preferredDate: text(e.preferredDate),
    message: text(e.message),
    privacyPolicyVersion: get(e.privacyPolicyVersion) as string,
  };
}

/**
 * Claims due rows; each is given its Message-ID `<id@domain>` on its first claim (kept, so a
 * customer's answer or a bounce finds it: decision 0172).
 */
export async function claimDueMails(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
  domain = "localhost",
): Promise<ClaimedMail[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const columns = sql.join(
    Object.values(getTableColumns(leads)).map(
      (column) => sql`e.${sql.identifier(column.name)} as ${sql.identifier(`e_${column.name}`)}`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with claimed as (
      update ${mailOutbox}
      set status = 'sending', attempts = attempts + 1, locked_until = ${until}::timestamptz,
        message_id = coalesce(message_id, '<' || id::text || '@' || ${domain}::text || '>')
      where id in (
        select id from ${mailOutbox}
        where (status = 'pending' and next_attempt_at <= ${at}::timestamptz)
           or (status = 'sending' and locked_until <= ${at}::timestamptz)
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      returning id, enquiry_id, offer_id, kind, attempts, created_at, message
    )
    select c.id as outbox_id, c.kind, c.attempts, c.created_at as outbox_created_at,
      c.message as outbox_message, c.offer_id as outbox_offer_id, ${columns}
    from claimed c left join ${leads} e on e.id = c.enquiry_id`);
  return rowsOf<EnquiryRow>(result).map((row) => ({
    id: row.outbox_id as string,
    kind: row.kind as ClaimedMail["kind"],
    attempts: Number(row.attempts),
    createdAt: new Date(row.outbox_created_at as string | Date),
    enquiry: row.e_id ? toEnquiry(row) : null,
    message: parseMessage(row.outbox_message),
    aboutLead: Boolean(row.e_id || row.outbox_offer_id),
  }));
}

/** PGlite hands jsonb over parsed, node-postgres too; a string is parsed here. */
function parseMessage(value: unknown): OutboxMessage | null {
  if (value === null || value === undefined) return null;
  return (typeof value === "string" ? JSON.parse(value) : value) as OutboxMessage;
}

/**
 * Only after the SMTP server accepted each of the messages; a composed mail is emptied and
 * its files deleted (the offer keeps its PDF itself).
 */
export async function markSent(db: Db, ids: string[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(mailOutbox)
      .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null, message: null })
      .where(inArray(mailOutbox.id, ids));
    await tx.delete(mailAttachments).where(inArray(mailAttachments.mailId, ids));
  });
}

/** After a failed attempt: due again at `retryAt`, or given up (`retryAt` null). */
export async function markFailedAttempt(
  db: Db,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: retryAt ? "pending" : "failed",
      ...(retryAt ? { nextAttemptAt: retryAt } : {}),
      lockedUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where(eq(mailOutbox.id, id));
}

/** Gives claimed rows back (a worker that stops before sending them), due at once. */
export async function releaseClaims(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: "pending", lockedUntil: null })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, "sending")));
}

/**
 * The embedded database is opened by one process only, so at start-up any `sending` row is
 * a leftover of a crashed run: it is due at once instead of after its lease.
 */
export async function releaseAllClaims(db: Db): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", lockedUntil: null })
    .where(eq(mailOutbox.status, "sending"))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** When the worker next has something to do: the earliest due row or lease end. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({
      pending: min(
        sql`case when ${mailOutbox.status} = 'pending' then ${mailOutbox.nextAttemptAt} end`,
      ),
      leased: min(
        sql`case when ${mailOutbox.status} = 'sending' then ${mailOutbox.lockedUntil} end`,
      ),
    })
    .from(mailOutbox)
    .where(or(eq(mailOutbox.status, "pending"), eq(mailOutbox.status, "sending")));
  const times = [row?.pending, row?.leased]
    .filter((value) => value !== null && value !== undefined)
    .map((value) => new Date(value as string));
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

/**
 * Deletes the finished (sent or given up) mails about no lead queued before `before`: the
 * invitations, sign-in alerts and morning mails. A given-up one still holds its text (the
 * morning mail names leads and companies, an invitation carries its link); a lead's mails
 * go with the lead. Returns the deleted rows' ids (for their `.eml` files).
 */
export async function deleteFinishedMailsWithoutLead(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.enquiryId),
        inArray(mailOutbox.status, ["sent", "failed"]),
        lt(mailOutbox.createdAt, before),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}
