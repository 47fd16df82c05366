/**
 * One lead as its page shows it: what the visitor sent, owner, next step, outcome, its one
 * timeline, and (kept for the pages and tools that read them) its mails, notes and state
 * history.
 */
import { keptByLaw, type KeptByLaw } from "../../retention/kept-by-law.ts";
import { asc, eq } from "drizzle-orm";
import { leadEvent, type LeadCategory } from "../catalogue.ts";
import type { Db } from "../../database/connection.ts";
import { eventsOf, type LeadRecord } from "./intake.ts";
import { leads, type LeadState, type LostReason } from "../schema.ts";
import { adminUsers } from "../../accounts/schema.ts";
import { mailOutbox } from "../../mail/schema.ts";
import { nextStepOf, type LeadOwner, type NextStep } from "./inbox.ts";
import { LEAD_RETENTION_MONTHS, WON_LEAD_RETENTION_YEARS } from "./retention.ts";
import { leadMailOf, leadTimeline, type LeadMail, type TimelineEntry } from "./timeline.ts";
import { documentProfile } from "../../business/store.ts";
import type { TaxRegime } from "#app/shared/money/tax.ts";

export { deliveryOf, type LeadMail } from "./timeline.ts";

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
  /** Why it was lost, when `to` is lost. */
  lostReason?: LostReason;
  lostReasonText?: string;
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
  /** What the law keeps beyond that day (accepted offers, invoices); null for nothing. */
  keptByLaw: KeptByLaw | null;
  /** "SG-" and the id's first six hex digits, upper-case: what replies' subjects carry. */
  reference: string;
  owner: LeadOwner | null;
  nextStep: NextStep | null;
  estimateCents: number | null;
  /** The agency's tax setting now (business data, decision 0204): how the estimate reads. */
  taxRegime: TaxRegime;
  /** When it was last set to won or lost; null while open. */
  decidedAt: string | null;
  lostReason: LostReason | null;
  lostReasonText: string | null;
  /** When the first reply from the back office was queued. */
  firstReplyAt: string | null;
  /** The lead it was merged into (it is then worked there); null otherwise. */
  mergedInto: { id: string; name: string } | null;
  /** Everything that happened, newest first, the leads merged into it included. */
  timeline: TimelineEntry[];
  /** This lead's outbox rows. */
  mails: LeadMail[];
  /** The notes of the timeline, oldest first. */
  notes: LeadNote[];
  /** The state changes of the timeline, oldest first. */
  history: LeadStateChange[];
};

/** The reference replies' subjects carry: "SG-" and the id's first six hex digits. */
export function leadReference(id: string): string {
  return `SG-${id.replaceAll("-", "").slice(0, 6).toUpperCase()}`;
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

/** The lead, or undefined when there is none (erased, or never was). */
export async function getLead(
  db: Db,
  id: string,
  now: Date = new Date(),
): Promise<LeadDetail | undefined> {
  const e = leads;
  const [row] = await db
    .select({
      id: e.id,
      createdAt: e.createdAt,
      language: e.language,
      sourcePage: e.sourcePage,
      channel: e.channel,
      name: e.name,
      company: e.company,
      email: e.email,
      phone: e.phone,
      participants: e.participants,
      event: e.event,
      events: e.events,
      estimate: e.estimate,
      eventOther: e.eventOther,
      preferredDate: e.preferredDate,
      message: e.message,
      privacyPolicyVersion: e.privacyPolicyVersion,
      state: e.state,
      updatedAt: e.updatedAt,
      estimateCents: e.estimateCents,
      ownerId: e.ownerId,
      ownerName: adminUsers.name,
      nextStepDate: e.nextStepDate,
      nextStepTime: e.nextStepTime,
      nextStepText: e.nextStepText,
      nextStepDueAt: e.nextStepDueAt,
      decidedAt: e.decidedAt,
      lostReason: e.lostReason,
      lostReasonText: e.lostReasonText,
      firstReplyAt: e.firstReplyAt,
      mergedInto: e.mergedInto,
    })
    .from(e)
    .leftJoin(adminUsers, eq(adminUsers.id, e.ownerId))
    .where(eq(e.id, id));
  if (!row) return undefined;
  // One after another: inside a transaction they share one connection.
  const survivor = row.mergedInto
    ? (await db.select({ id: e.id, name: e.name }).from(e).where(eq(e.id, row.mergedInto)))[0]
    : undefined;
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.enquiryId, id))
    .orderBy(asc(mailOutbox.kind));
  const timeline = await leadTimeline(db, id);
  const oldestFirst = [...timeline].reverse();
  const {
    ownerId,
    ownerName,
    nextStepDate: _date,
    nextStepTime: _time,
    nextStepText: _text,
    nextStepDueAt: _dueAt,
    mergedInto: _mergedInto,
    ...fields
  } = row;
  const event = leadEvent(row.event);
  const createdAt = new Date(row.createdAt);
  const updatedAt = row.updatedAt ? new Date(row.updatedAt) : null;
  return {
    ...fields,
    events: eventsOf(row),
    eventPaths: eventsOf(row).map(
      (title) => leadEvent(title)?.path[row.language === "en" ? "en" : "de"] ?? null,
    ),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt?.toISOString() ?? null,
    category: event?.category ?? null,
    eventPath: event ? event.path[row.language === "en" ? "en" : "de"] : null,
    deleteAfter: leadDeleteAfter(row.state, updatedAt ?? createdAt).toISOString(),
    keptByLaw: await keptByLaw(db, row.id),
    taxRegime: (await documentProfile(db)).taxRegime,
    reference: leadReference(row.id),
    owner: ownerId === null ? null : { id: ownerId, name: ownerName ?? "" },
    nextStep: nextStepOf(row, now),
    decidedAt: iso(row.decidedAt),
    firstReplyAt: iso(row.firstReplyAt),
    mergedInto: survivor ?? null,
    timeline,
    mails: mails.map(leadMailOf),
    notes: oldestFirst
      .filter((entry) => entry.kind === "note")
      .map((note) => ({
        id: note.id,
        authorName: note.actorName ?? "",
        body: note.body ?? "",
        createdAt: note.at,
      })),
    history: oldestFirst
      .filter((entry) => entry.kind === "state_changed")
      .map((change) => ({
        id: change.id,
        from: change.detail.from as LeadState,
        to: change.detail.to as LeadState,
        actorName: change.actorName ?? "",
        changedAt: change.at,
        ...(change.detail.lostReason ? { lostReason: change.detail.lostReason as LostReason } : {}),
        ...(change.detail.lostReasonText
          ? { lostReasonText: change.detail.lostReasonText as string }
          : {}),
      })),
  };
}
