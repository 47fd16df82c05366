/** One lead with its mails, notes and state history, as the lead's page shows it. */
import { and, asc, eq } from "drizzle-orm";
import { leadEvent, type LeadCategory } from "../catalogue.ts";
import type { Db } from "../../database/connection.ts";
import { eventsOf, type LeadRecord } from "./intake.ts";
import { leads, leadActivities, type LeadState } from "../schema.ts";
import { mailOutbox } from "../../mail/schema.ts";
import type { MailDelivery } from "./inbox.ts";
import { LEAD_RETENTION_MONTHS, WON_LEAD_RETENTION_YEARS } from "./retention.ts";

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

export interface LeadNote {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

export interface LeadStateChange {
  id: string;
  from: LeadState;
  to: LeadState;
  actorName: string;
  changedAt: string;
}

export type LeadDetail = Omit<LeadRecord, "createdAt" | "idempotencyKey"> & {
  createdAt: string;
  state: LeadState;
  updatedAt: string | null;
  category: LeadCategory | null;
  /** The event's page on the public site, in the lead's language; null for 'other'. */
  eventPath: string | null;
  /** Each of `events`' pages in the same way (null for 'other' and retired events). */
  eventPaths: Array<string | null>;
  /** The day retention deletes it unless something changes. */
  deleteAfter: string;
  mails: LeadMail[];
  notes: LeadNote[];
  history: LeadStateChange[];
};

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

/** When retention deletes a lead whose last change was `lastChange`. */
export function leadDeleteAfter(state: LeadState, lastChange: Date): Date {
  const at = new Date(lastChange.getTime());
  if (state === "won") at.setUTCFullYear(at.getUTCFullYear() + WON_LEAD_RETENTION_YEARS);
  else at.setUTCMonth(at.getUTCMonth() + LEAD_RETENTION_MONTHS);
  return at;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export async function getLead(db: Db, id: string): Promise<LeadDetail | undefined> {
  const [row] = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      language: leads.language,
      sourcePage: leads.sourcePage,
      channel: leads.channel,
      name: leads.name,
      company: leads.company,
      email: leads.email,
      phone: leads.phone,
      participants: leads.participants,
      event: leads.event,
      events: leads.events,
      estimate: leads.estimate,
      eventOther: leads.eventOther,
      preferredDate: leads.preferredDate,
      message: leads.message,
      privacyPolicyVersion: leads.privacyPolicyVersion,
      state: leads.state,
      updatedAt: leads.updatedAt,
    })
    .from(leads)
    .where(eq(leads.id, id));
  if (!row) return undefined;
  // One after another: inside a transaction the three share one connection.
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.enquiryId, id))
    .orderBy(asc(mailOutbox.kind));
  const activity = (kind: "note" | "state_changed") =>
    db
      .select()
      .from(leadActivities)
      .where(and(eq(leadActivities.leadId, id), eq(leadActivities.kind, kind)))
      .orderBy(asc(leadActivities.at), asc(leadActivities.id));
  const notes = await activity("note");
  const history = await activity("state_changed");
  const event = leadEvent(row.event);
  const createdAt = new Date(row.createdAt);
  const updatedAt = row.updatedAt ? new Date(row.updatedAt) : null;
  return {
    ...row,
    events: eventsOf(row),
    eventPaths: eventsOf(row).map(
      (title) => leadEvent(title)?.path[row.language === "en" ? "en" : "de"] ?? null,
    ),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt?.toISOString() ?? null,
    category: event?.category ?? null,
    eventPath: event ? event.path[row.language === "en" ? "en" : "de"] : null,
    deleteAfter: leadDeleteAfter(row.state, updatedAt ?? createdAt).toISOString(),
    mails: mails.map((mail) => {
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
    }),
    notes: notes.map((note) => ({
      id: note.id,
      authorName: note.actorName,
      body: note.body ?? "",
      createdAt: new Date(note.at).toISOString(),
    })),
    history: history.map((change) => ({
      id: change.id,
      from: change.detail.from as LeadState,
      to: change.detail.to as LeadState,
      actorName: change.actorName,
      changedAt: new Date(change.at).toISOString(),
    })),
  };
}
