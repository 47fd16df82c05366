/**
 * A lead's one timeline, newest first: what was done on it (`lead_activities`: notes, state
 * and owner changes, calls, replies, customer replies, next steps, merges, offers sent and
 * answered, invoices issued: each with its detail as stored), its arrival and
 * its two automatic mails with their delivery state, also of the leads merged into it
 * (decision 0130).
 */
import { desc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../database/connection.ts";
import { rowsOf } from "../../database/rows.ts";
import { leadActivities, leads, type LeadActivityKind } from "../schema.ts";
import { mailOutbox } from "../../mail/schema.ts";
import { MAIL_KINDS } from "./intake.ts";
import type { MailDelivery } from "./inbox.ts";

/** A mail about a lead with its delivery state. */
export interface LeadMail {
  id: string;
  kind: string;
  delivery: MailDelivery;
  attempts: number;
  /** For 'retrying' and 'queued': when the worker tries next. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  lastError: string | null;
}

/**
 * One entry of the timeline. `received` (detail `{ sourcePage, channel, language }`: the
 * form's page, 'api' or 'form', the page's language) and `mail` (detail `{ kind }`, `mail`
 * set) are derived; the other kinds are `lead_activities` rows with their detail as stored
 * (see its comment in ../schema.ts). `leadId` is the lead it happened on: this one or one
 * merged into it.
 */
export interface TimelineEntry {
  id: string;
  kind: "received" | "mail" | LeadActivityKind;
  at: string;
  /** Who did it; null for what the visitor and the server did. */
  actorName: string | null;
  /** What someone wrote (a note, a call's note, a reply's text, a customer's answer). */
  body: string | null;
  detail: Record<string, unknown>;
  leadId: string;
  /**
   * The mail of a `mail`, `reply_sent` or `offer_sent` entry (the offer's mail with its PDF),
   * with its delivery state.
   */
  mail: LeadMail | null;
}

export function deliveryOf(mail: { status: string; attempts: number }): MailDelivery {
  switch (mail.status) {
    case "sent":
      return "sent";
    case "failed":
      return "failed";
    case "sending":
      return "sending";
    default:
      return mail.attempts > 0 ? "retrying" : "queued";
  }
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** An outbox row as the back office shows it. */
export function leadMailOf(mail: typeof mailOutbox.$inferSelect): LeadMail {
  const delivery = deliveryOf(mail);
  return {
    id: mail.id,
    kind: mail.kind,
    delivery,
    attempts: mail.attempts,
    nextAttemptAt:
      delivery === "retrying" || delivery === "queued" ? iso(mail.nextAttemptAt) : null,
    sentAt: iso(mail.sentAt),
    lastError: mail.lastError,
  };
}

/** A stored activity as a timeline entry. */
export function activityEntry(
  row: typeof leadActivities.$inferSelect,
  mail: LeadMail | null = null,
): TimelineEntry {
  return {
    id: row.id,
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    actorName: row.actorName,
    body: row.body,
    detail: row.detail ?? {},
    leadId: row.leadId,
    mail,
  };
}

/**
 * The lead and every lead merged into it, also through a lead that was merged into it
 * itself after others had been merged into that one (the merge index walks it).
 */
export async function leadFamily(db: Db, id: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      with recursive family(id) as (
        select ${id}::uuid
        union
        select e.id from ${leads} e join family f on e.merged_into = f.id
      )
      select id from family`),
  );
  return rows.map((row) => row.id);
}

/**
 * Entries at the same moment (a state change that closed the step) read in the order they
 * happened: the arrival first, then its mails, then what was done.
 */
const sameMomentRank = (entry: TimelineEntry) =>
  entry.kind === "received"
    ? 0
    : entry.kind === "mail"
      ? 1
      : entry.kind === "next_step_done"
        ? 2
        : 3;

/** Newest first; for equal moments the later step first. */
export function newestEntryFirst(a: TimelineEntry, b: TimelineEntry): number {
  return (
    b.at.localeCompare(a.at) || sameMomentRank(b) - sameMomentRank(a) || b.id.localeCompare(a.id)
  );
}

/**
 * The timeline of a lead (and of the leads merged into it), newest first. Three reads, one
 * after another (inside a transaction they share one connection), each on an index: the
 * leads' rows, their activities, their outbox rows.
 */
export async function leadTimeline(db: Db, id: string): Promise<TimelineEntry[]> {
  const family = await leadFamily(db, id);
  const arrivals = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      sourcePage: leads.sourcePage,
      channel: leads.channel,
      language: leads.language,
    })
    .from(leads)
    .where(inArray(leads.id, family));
  if (arrivals.length === 0) return [];
  const activities = await db
    .select()
    .from(leadActivities)
    .where(inArray(leadActivities.leadId, family))
    .orderBy(desc(leadActivities.at));
  const mails = await db.select().from(mailOutbox).where(inArray(mailOutbox.enquiryId, family));
  const mailById = new Map(mails.map((mail) => [mail.id, mail]));
  const entries: TimelineEntry[] = [
    ...arrivals.map((lead): TimelineEntry => ({
      id: `received-${lead.id}`,
      kind: "received",
      at: new Date(lead.createdAt).toISOString(),
      actorName: null,
      body: null,
      detail: { sourcePage: lead.sourcePage, channel: lead.channel, language: lead.language },
      leadId: lead.id,
      mail: null,
    })),
    ...mails
      .filter((mail) => (MAIL_KINDS as readonly string[]).includes(mail.kind))
      .map((mail): TimelineEntry => ({
        id: `mail-${mail.id}`,
        kind: "mail",
        at: new Date(mail.createdAt).toISOString(),
        actorName: null,
        body: null,
        detail: { kind: mail.kind },
        leadId: mail.enquiryId!,
        mail: leadMailOf(mail),
      })),
    ...activities.map((row) => {
      const mail = row.mailId ? mailById.get(row.mailId) : undefined;
      return activityEntry(row, mail ? leadMailOf(mail) : null);
    }),
  ];
  return entries.sort(newestEntryFirst);
}
