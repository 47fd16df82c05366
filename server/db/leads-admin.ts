/**
 * Data access of the leads inbox: the filtered, searchable list paged by keyset (newest
 * first), a lead with its mails, notes and history, state changes, notes and "send again".
 * Every change writes its audit entry in the same transaction (decision 0065).
 */
import { randomUUID } from "node:crypto";
import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gte,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { OTHER_EVENT } from "#app/shared/enquiry/schema.ts";
import type { EstimateLine } from "#app/shared/enquiry/estimate.ts";
import {
  LEAD_CATEGORIES,
  leadEvent,
  leadEventChoices,
  titlesOfCategory,
  type LeadCategory,
} from "../admin/lead-events.ts";
import type { AuditEntry, AuditLog } from "../admin/types.ts";
import type { Db } from "./connection.ts";
import { eventsOf, rowsOf, type Enquiry } from "./enquiries.ts";
import {
  enquiries,
  leadNotes,
  leadStateChanges,
  mailOutbox,
  LEAD_STATES,
  type LeadState,
} from "./schema.ts";

export { LEAD_CATEGORIES, LEAD_STATES, type LeadCategory, type LeadState };

/** Retention of leads: 12 months after the last change, 6 years when won (HGB § 257). */
export const LEAD_RETENTION_MONTHS = 12;
export const WON_LEAD_RETENTION_YEARS = 6;

/** The audit log: each entry written with the transaction of the change it records. */
export type AuditWriter = AuditLog;
export type { AuditEntry };

/** Who does something: a back-office user, or a command-line tool (id null). */
export interface Actor {
  id: string | null;
  name: string;
}

export interface LeadFilter {
  states?: LeadState[] | undefined;
  /** An event id of the catalogue, or 'other'. */
  event?: string | undefined;
  category?: LeadCategory | undefined;
  /** Berlin calendar days, inclusive: YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
  /** Words to find in name, company, e-mail and message (prefixes count). */
  q?: string | undefined;
}

export interface LeadCursor {
  createdAt: Date;
  id: string;
}

export type MailDelivery = "queued" | "sending" | "retrying" | "sent" | "failed";

export interface LeadSummary {
  id: string;
  createdAt: string;
  state: LeadState;
  name: string;
  company: string;
  email: string;
  participants: number;
  /** The first of `events`. */
  event: string;
  /** Every event asked about, in the order chosen. */
  events: string[];
  eventOther: string | null;
  category: LeadCategory | null;
  language: string;
  /** The worst state of its two mails: 'failed' when one gave up, 'retrying' when one waits. */
  mail: MailDelivery | "none";
}

export interface LeadPage {
  items: LeadSummary[];
  /** Pass as `after` for the next page; null at the end. */
  next: string | null;
}

// --- cursors -------------------------------------------------------------------------------

export function encodeCursor(cursor: LeadCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Undefined for anything that is not a cursor this code wrote. */
export function decodeCursor(text: string): LeadCursor | undefined {
  const decoded = Buffer.from(text, "base64url").toString("utf8");
  const [iso, id, extra] = decoded.split("|");
  if (extra !== undefined || !iso || !id || !UUID.test(id)) return undefined;
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(iso)) return undefined;
  const createdAt = new Date(iso);
  return Number.isNaN(createdAt.getTime()) ? undefined : { createdAt, id };
}

// --- Berlin days ---------------------------------------------------------------------------

const berlinParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "Europe/Berlin",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Minutes Berlin is ahead of UTC at an instant. */
function berlinOffset(ms: number): number {
  const parts = Object.fromEntries(berlinParts.formatToParts(ms).map((p) => [p.type, p.value]));
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((local - (ms - (ms % 1000))) / 60_000);
}

/** The instant a Berlin calendar day (YYYY-MM-DD) begins; `plusDays` moves the day. */
export function berlinDayStart(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d + plusDays);
  let at = midnightUtc - berlinOffset(midnightUtc) * 60_000;
  at = midnightUtc - berlinOffset(at) * 60_000;
  return new Date(at);
}

// --- search --------------------------------------------------------------------------------

/**
 * The search box's words as a tsquery: every word must occur, each as a prefix ("anna"
 * finds "annabell" and "anna@beispiel.de"). Characters with a meaning in tsquery syntax
 * are dropped, so nothing a user types can break the query. Undefined without words.
 */
export function searchQuery(q: string | undefined): string | undefined {
  if (!q) return undefined;
  const words = q
    .normalize("NFC")
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}@._+-]/gu, "").replace(/^[-+.@_]+|[-+.@_]+$/g, ""))
    .filter((word) => word.length > 0)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  return words.map((word) => `'${word}':*`).join(" & ");
}

/**
 * Leads that name any of the titles among their events (the GIN index on `events`), or as
 * their one `event` (a lead written by a server from before the list, during an upgrade).
 */
function namesAnyOf(titles: string[]): SQL {
  const e = enquiries;
  if (titles.length === 0) return sql`false`;
  return or(inArray(e.event, titles), arrayOverlaps(e.events, titles))!;
}

function filterConditions(filter: LeadFilter): SQL[] {
  const e = enquiries;
  const where: SQL[] = [];
  if (filter.states?.length) where.push(inArray(e.state, filter.states));
  if (filter.event) {
    if (filter.event === OTHER_EVENT) where.push(namesAnyOf([OTHER_EVENT]));
    else {
      const event = leadEventChoices().find((choice) => choice.id === filter.event);
      where.push(namesAnyOf(event ? [...new Set([event.title.de, event.title.en])] : []));
    }
  }
  if (filter.category) where.push(namesAnyOf(titlesOfCategory(filter.category)));
  if (filter.from) where.push(gte(e.createdAt, berlinDayStart(filter.from)));
  if (filter.to) where.push(lt(e.createdAt, berlinDayStart(filter.to, 1)));
  const query = searchQuery(filter.q);
  if (query) where.push(sql`${e.search} @@ to_tsquery('simple', ${query})`);
  return where;
}

/** Rows after the cursor in newest-first order: a row comparison the (created_at, id) index serves. */
function keysetBefore(cursor: LeadCursor): SQL {
  return sql`(${enquiries.createdAt}, ${enquiries.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}

// --- the list ------------------------------------------------------------------------------

const summaryColumns = {
  id: enquiries.id,
  createdAt: enquiries.createdAt,
  state: enquiries.state,
  name: enquiries.name,
  company: enquiries.company,
  email: enquiries.email,
  participants: enquiries.participants,
  event: enquiries.event,
  events: enquiries.events,
  eventOther: enquiries.eventOther,
  language: enquiries.language,
  /**
   * 3 failed, 2 retrying, 1 queued or sending, 0 sent, null without mails. The outer id is
   * written qualified: Drizzle leaves a single table's columns unqualified.
   */
  mailRank: sql<number | null>`(select max(case ${mailOutbox.status}
      when 'failed' then 3
      when 'pending' then case when ${mailOutbox.attempts} > 0 then 2 else 1 end
      when 'sending' then 1 else 0 end)
    from ${mailOutbox} where ${mailOutbox.enquiryId} = "enquiries"."id")`,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: K extends "mailRank"
    ? number | null
    : K extends "createdAt"
      ? Date
      : K extends "state"
        ? LeadState
        : K extends "participants"
          ? number
          : K extends "events"
            ? string[]
            : K extends "eventOther"
              ? string | null
              : string;
};

const mailByRank: Array<LeadSummary["mail"]> = ["sent", "queued", "retrying", "failed"];

function toSummary(row: SummaryRow): LeadSummary {
  const { mailRank, createdAt, ...rest } = row;
  return {
    ...rest,
    createdAt: new Date(createdAt).toISOString(),
    events: eventsOf(row),
    category: leadEvent(row.event)?.category ?? null,
    mail: mailRank === null ? "none" : (mailByRank[Number(mailRank)] ?? "none"),
  };
}

/** One page of leads, newest first, after the cursor's lead (exclusive). */
export async function listLeads(
  db: Db,
  filter: LeadFilter,
  page: { limit: number; after?: LeadCursor | undefined },
): Promise<LeadPage> {
  const e = enquiries;
  const where = filterConditions(filter);
  if (page.after) {
    where.push(keysetBefore(page.after));
  }
  const rows = (await db
    .select(summaryColumns)
    .from(e)
    .where(and(...where))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(page.limit + 1)) as SummaryRow[];
  const items = rows.slice(0, page.limit).map(toSummary);
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  return {
    items,
    next: last ? encodeCursor({ createdAt: new Date(last.createdAt), id: last.id }) : null,
  };
}

// --- one lead ------------------------------------------------------------------------------

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

export type LeadDetail = Omit<Enquiry, "createdAt" | "idempotencyKey"> & {
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
      id: enquiries.id,
      createdAt: enquiries.createdAt,
      language: enquiries.language,
      sourcePage: enquiries.sourcePage,
      channel: enquiries.channel,
      name: enquiries.name,
      company: enquiries.company,
      email: enquiries.email,
      phone: enquiries.phone,
      participants: enquiries.participants,
      event: enquiries.event,
      events: enquiries.events,
      estimate: enquiries.estimate,
      eventOther: enquiries.eventOther,
      preferredDate: enquiries.preferredDate,
      message: enquiries.message,
      privacyPolicyVersion: enquiries.privacyPolicyVersion,
      state: enquiries.state,
      updatedAt: enquiries.updatedAt,
    })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  if (!row) return undefined;
  // One after another: inside a transaction the three share one connection.
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.enquiryId, id))
    .orderBy(asc(mailOutbox.kind));
  const notes = await db
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.enquiryId, id))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  const history = await db
    .select()
    .from(leadStateChanges)
    .where(eq(leadStateChanges.enquiryId, id))
    .orderBy(asc(leadStateChanges.changedAt), asc(leadStateChanges.id));
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
      authorName: note.authorName,
      body: note.body,
      createdAt: new Date(note.createdAt).toISOString(),
    })),
    history: history.map((change) => ({
      id: change.id,
      from: change.fromState,
      to: change.toState,
      actorName: change.actorName,
      changedAt: new Date(change.changedAt).toISOString(),
    })),
  };
}

// --- changes -------------------------------------------------------------------------------

export type ChangeResult<T> =
  { ok: true; value: T } | { ok: false; reason: "not_found" | "conflict" };

/**
 * Moves a lead to another state: the new state, its history row and the audit entry are
 * one transaction. The row is locked while it changes, so two people changing the same lead
 * at once leave a history that matches the state. Any state may follow any other (a lost
 * lead can come back), but not itself.
 */
export async function changeLeadState(
  db: Db,
  audit: AuditWriter,
  input: { id: string; to: LeadState; actor: Actor; now: Date },
): Promise<ChangeResult<LeadStateChange>> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ state: enquiries.state })
      .from(enquiries)
      .where(eq(enquiries.id, input.id))
      .for("update");
    if (!current) return { ok: false, reason: "not_found" } as const;
    if (current.state === input.to) return { ok: false, reason: "conflict" } as const;
    const change = {
      id: randomUUID(),
      enquiryId: input.id,
      fromState: current.state,
      toState: input.to,
      actorId: input.actor.id,
      actorName: input.actor.name,
      changedAt: input.now,
    };
    await tx
      .update(enquiries)
      .set({ state: input.to, updatedAt: input.now })
      .where(eq(enquiries.id, input.id));
    await tx.insert(leadStateChanges).values(change);
    await audit.record(tx as Db, {
      action: "lead_state_changed",
      actorId: input.actor.id,
      target: input.id,
      detail: { from: current.state, to: input.to },
    });
    return {
      ok: true,
      value: {
        id: change.id,
        from: change.fromState,
        to: change.toState,
        actorName: change.actorName,
        changedAt: input.now.toISOString(),
      },
    } as const;
  });
}

/** Adds an internal note; the lead counts as changed (retention starts again). */
export async function addLeadNote(
  db: Db,
  audit: AuditWriter,
  input: { id: string; body: string; actor: Actor; now: Date },
): Promise<ChangeResult<LeadNote>> {
  return db.transaction(async (tx) => {
    const touched = await tx
      .update(enquiries)
      .set({ updatedAt: input.now })
      .where(eq(enquiries.id, input.id))
      .returning({ id: enquiries.id });
    if (touched.length === 0) return { ok: false, reason: "not_found" } as const;
    const note = {
      id: randomUUID(),
      enquiryId: input.id,
      authorId: input.actor.id,
      authorName: input.actor.name,
      body: input.body,
      createdAt: input.now,
    };
    await tx.insert(leadNotes).values(note);
    // The audit log says that a note was written, never what it says.
    await audit.record(tx as Db, {
      action: "lead_note_added",
      actorId: input.actor.id,
      target: input.id,
      detail: { note: note.id },
    });
    return {
      ok: true,
      value: {
        id: note.id,
        authorName: note.authorName,
        body: note.body,
        createdAt: input.now.toISOString(),
      },
    } as const;
  });
}

/**
 * "Send again" for a mail the worker gave up on: due now, with a fresh count of attempts.
 * Its created_at moves to now too, because the worker gives a mail up three days after
 * it was queued, and a mail queued again deserves those days again. Only failed mails:
 * one still being tried is already on its way.
 */
export async function requeueFailedMail(
  db: Db,
  audit: AuditWriter,
  input: { id: string; mailId: string; actor: Actor; now: Date },
): Promise<ChangeResult<LeadMail>> {
  return db.transaction(async (tx) => {
    const [mail] = await tx
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, input.mailId), eq(mailOutbox.enquiryId, input.id)))
      .for("update");
    if (!mail) return { ok: false, reason: "not_found" } as const;
    if (mail.status !== "failed") return { ok: false, reason: "conflict" } as const;
    const [row] = await tx
      .update(mailOutbox)
      .set({
        status: "pending",
        attempts: 0,
        nextAttemptAt: input.now,
        createdAt: input.now,
        lockedUntil: null,
        lastError: null,
      })
      .where(eq(mailOutbox.id, input.mailId))
      .returning();
    await audit.record(tx as Db, {
      action: "lead_mail_requeued",
      actorId: input.actor.id,
      target: input.id,
      detail: { mail: input.mailId, kind: row!.kind },
    });
    return {
      ok: true,
      value: {
        id: row!.id,
        kind: row!.kind,
        delivery: "queued",
        attempts: 0,
        nextAttemptAt: input.now.toISOString(),
        sentAt: null,
        lastError: null,
      },
    } as const;
  });
}

// --- retention -----------------------------------------------------------------------------

/** Leads whose last change was before this moment are due, unless won. */
export function leadCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LEAD_RETENTION_MONTHS);
  return cutoff;
}

/** Won leads whose last change was before this moment are due. */
export function wonLeadCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - WON_LEAD_RETENTION_YEARS);
  return cutoff;
}

/**
 * Deletes the leads retention is due for, with their mails, notes and history (cascade) in
 * one statement; returns how many, and the ids of their mails (whose files go next).
 */
export async function deleteExpiredLeads(
  db: Db,
  now: Date,
): Promise<{ deleted: number; mailIds: string[] }> {
  const e = enquiries;
  const lastChange = sql`coalesce(${e.updatedAt}, ${e.createdAt})`;
  // The outer select sees the outbox as it was before the statement, cascade or not.
  const rows = rowsOf<{ enquiry_id: string; mail_id: string | null }>(
    await db.execute(sql`
      with gone as (
        delete from ${e}
        where (${e.state} <> 'won' and ${lastChange} < ${leadCutoff(now).toISOString()}::timestamptz)
           or (${e.state} = 'won' and ${lastChange} < ${wonLeadCutoff(now).toISOString()}::timestamptz)
        returning ${e.id} as id
      )
      select g.id as enquiry_id, o.id as mail_id
      from gone g left join ${mailOutbox} o on o.enquiry_id = g.id`),
  );
  return {
    deleted: new Set(rows.map((row) => row.enquiry_id)).size,
    mailIds: rows.flatMap((row) => (row.mail_id ? [row.mail_id] : [])),
  };
}

// --- exports -------------------------------------------------------------------------------

export interface LeadExportRow {
  id: string;
  createdAt: Date;
  state: LeadState;
  language: string;
  name: string;
  company: string;
  email: string;
  phone: string | null;
  participants: number;
  event: string;
  /** Every event asked about, in the order chosen. */
  events: string[];
  eventOther: string | null;
  /** The server's estimate when the lead arrived (null for older leads). */
  estimate: EstimateLine[] | null;
  preferredDate: string | null;
  message: string | null;
  sourcePage: string;
  updatedAt: Date | null;
}

/**
 * Every lead the filter selects, newest first, read in keyset pages so that an export of
 * any size holds one page in memory at a time.
 */
export async function* exportLeads(
  db: Db,
  filter: LeadFilter,
  pageSize = 500,
): AsyncGenerator<LeadExportRow> {
  const e = enquiries;
  let after: LeadCursor | undefined;
  for (;;) {
    const where = filterConditions(filter);
    if (after) {
      where.push(keysetBefore(after));
    }
    const rows = await db
      .select({
        id: e.id,
        createdAt: e.createdAt,
        state: e.state,
        language: e.language,
        name: e.name,
        company: e.company,
        email: e.email,
        phone: e.phone,
        participants: e.participants,
        event: e.event,
        events: e.events,
        eventOther: e.eventOther,
        estimate: e.estimate,
        preferredDate: e.preferredDate,
        message: e.message,
        sourcePage: e.sourcePage,
        updatedAt: e.updatedAt,
      })
      .from(e)
      .where(and(...where))
      .orderBy(desc(e.createdAt), desc(e.id))
      .limit(pageSize);
    for (const row of rows) {
      yield {
        ...row,
        events: eventsOf(row),
        createdAt: new Date(row.createdAt),
        updatedAt: row.updatedAt ? new Date(row.updatedAt) : null,
      };
    }
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: new Date(last.createdAt), id: last.id };
  }
}
