/**
 * What selects leads in the inbox and its exports: the work views (mine, overdue, today,
 * without a next step), the filter (state, event, category, Berlin calendar days, search
 * words), the three orders and their keyset cursors (decisions 0068, 0130). Leads merged
 * into another are never selected.
 */
import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { berlinDay, berlinDayStart } from "#app/shared/berlin-time.ts";
import { OTHER_EVENT } from "#app/shared/enquiry/schema.ts";
import { leadEventChoices, titlesOfCategory, type LeadCategory } from "../catalogue.ts";
import { leads, OPEN_LEAD_STATES, type LeadState } from "../schema.ts";
import { mailInbound } from "../../mail/schema.ts";

/**
 * The inbox's work lists: `mine` (my open leads), `overdue` (open, next step due),
 * `today` (open, next step on today's Berlin day), `no_step` (open, none), `all`.
 */
export const LEAD_VIEWS = ["mine", "overdue", "today", "no_step", "answers", "all"] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

/**
 * The inbox's orders: `received` (newest first), `next_step` (soonest due first, leads
 * without a step after them), `value` (highest estimate first, leads without one after).
 */
export const LEAD_SORTS = ["received", "next_step", "value"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

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
  /** The work list (default `all`). */
  view?: LeadView | undefined;
  /** The signed-in person, whose leads `mine` lists (without one, `mine` is empty). */
  me?: string | undefined;
  /** The moment `overdue` and `today` are measured at (default: the clock's now). */
  now?: Date | undefined;
}

/**
 * Where a page ended, in the order it belongs to: the last lead's key in that order (its
 * step's due moment, its estimate; null for the leads without, which come last), then its
 * arrival and id, which break ties.
 */
export type LeadCursor =
  | { sort: "received"; createdAt: Date; id: string }
  | { sort: "next_step"; dueAt: Date | null; createdAt: Date; id: string }
  | { sort: "value"; estimateCents: number | null; createdAt: Date; id: string };

// --- cursors -------------------------------------------------------------------------------

/** `received` cursors keep their first form (arrival|id), so open inboxes page on. */
export function encodeCursor(cursor: LeadCursor): string {
  const tail = `${cursor.createdAt.toISOString()}|${cursor.id}`;
  const text =
    cursor.sort === "received"
      ? tail
      : cursor.sort === "next_step"
        ? `next_step|${cursor.dueAt?.toISOString() ?? ""}|${tail}`
        : `value|${cursor.estimateCents ?? ""}|${tail}`;
  return Buffer.from(text).toString("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function instant(text: string | undefined): Date | undefined {
  if (!text || !ISO.test(text)) return undefined;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** Undefined for anything that is not a cursor this code wrote. */
export function decodeCursor(text: string): LeadCursor | undefined {
  const parts = Buffer.from(text, "base64url").toString("utf8").split("|");
  const [sort, key] = parts.length === 4 ? parts : ["received", ""];
  const [iso, id] = parts.slice(-2);
  if (parts.length !== 2 && parts.length !== 4) return undefined;
  const createdAt = instant(iso);
  if (!createdAt || !id || !UUID.test(id)) return undefined;
  if (sort === "received") return { sort, createdAt, id };
  if (sort === "next_step") {
    const dueAt = key === "" ? null : instant(key);
    return dueAt === undefined ? undefined : { sort, dueAt, createdAt, id };
  }
  if (sort === "value") {
    if (key === "") return { sort, estimateCents: null, createdAt, id };
    if (!/^-?\d{1,15}$/.test(key!)) return undefined;
    return { sort, estimateCents: Number(key), createdAt, id };
  }
  return undefined;
}

// --- conditions ----------------------------------------------------------------------------

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
  const e = leads;
  if (titles.length === 0) return sql`false`;
  return or(inArray(e.event, titles), arrayOverlaps(e.events, titles))!;
}

const isOpen = () => inArray(leads.state, [...OPEN_LEAD_STATES]);

/** The lead has a customer's answer from the mailbox that nobody has read yet. */
export const unreadAnswer = () =>
  sql`exists (select 1 from ${mailInbound} m where m.lead_id = ${leads.id} and m.kind = 'answer' and m.read_at is null)`;

/**
 * A work list's conditions. Each is served by an index of migration 0010: the owner's
 * (owner, due moment), the due moment's; "today" is read as a range of due moments (a step
 * of today is due between today's and tomorrow's Berlin midnight), then by its day.
 */
export function viewConditions(filter: LeadFilter): SQL[] {
  const e = leads;
  const now = filter.now ?? new Date();
  switch (filter.view ?? "all") {
    case "mine":
      return filter.me ? [eq(e.ownerId, filter.me), isOpen()] : [sql`false`];
    case "overdue":
      return [lte(e.nextStepDueAt, now), isOpen()];
    case "today": {
      const today = berlinDay(now);
      return [
        gte(e.nextStepDueAt, berlinDayStart(today)),
        lte(e.nextStepDueAt, berlinDayStart(today, 1)),
        eq(e.nextStepDate, today),
        isOpen(),
      ];
    }
    case "no_step":
      return [isNull(e.nextStepDueAt), isOpen()];
    case "answers":
      // "Neue Antworten": customers' answers from the mailbox not yet read, on my leads
      // and on those nobody owns (server/mail/inbound).
      return [
        filter.me ? or(eq(e.ownerId, filter.me), isNull(e.ownerId))! : sql`false`,
        unreadAnswer(),
      ];
    case "all":
      return [];
  }
}

/**
 * The filter's conditions other than the search words (see `searchCondition`), the work
 * list's among them; never a lead merged into another.
 */
export function filterConditions(filter: LeadFilter): SQL[] {
  const e = leads;
  const where: SQL[] = [isNull(e.mergedInto), ...viewConditions(filter)];
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
  return where;
}

/** The search words as a condition on the full-text column; undefined without words. */
export function searchCondition(filter: LeadFilter): SQL | undefined {
  const query = searchQuery(filter.q);
  return query ? sql`${leads.search} @@ to_tsquery('simple', ${query})` : undefined;
}

/** Rows after the cursor in newest-first order: a row comparison the (created_at, id) index serves. */
export function keysetBefore(cursor: { createdAt: Date; id: string }): SQL {
  return sql`(${leads.createdAt}, ${leads.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}

/** The inbox's order: newest first, equal times by id (the keyset of the cursors). */
export const newestFirst = [desc(leads.createdAt), desc(leads.id)] as const;

/**
 * A keyed order (`next_step`, `value`) is read in two parts, each a range of one index:
 * the leads with a key, by key, then the leads without, newest first. `keyed` selects and
 * orders the first part, after the cursor when it ended there; `unkeyed` the second.
 */
export interface KeyedOrder {
  keyed(cursor: LeadCursor | undefined): { where: SQL[]; orderBy: SQL[] } | undefined;
  unkeyed(cursor: LeadCursor | undefined): { where: SQL[]; orderBy: SQL[] };
}

export function keyedOrder(sort: "next_step" | "value"): KeyedOrder {
  const e = leads;
  const column = sort === "next_step" ? e.nextStepDueAt : e.estimateCents;
  // Soonest step first; highest estimate first.
  const ahead = sort === "next_step" ? asc(column) : desc(column);
  const keyOf = (cursor: LeadCursor): Date | number | null | undefined =>
    cursor.sort === "next_step"
      ? cursor.dueAt
      : cursor.sort === "value"
        ? cursor.estimateCents
        : undefined;
  return {
    keyed(cursor) {
      const key = cursor ? keyOf(cursor) : undefined;
      if (key === null) return undefined; // the cursor is among the leads without a key
      const where: SQL[] = [isNotNull(column)];
      if (key !== undefined) {
        const value = key instanceof Date ? sql`${key.toISOString()}::timestamptz` : sql`${key}`;
        const past = sort === "next_step" ? sql`${column} > ${value}` : sql`${column} < ${value}`;
        where.push(
          sort === "next_step" ? sql`${column} >= ${value}` : sql`${column} <= ${value}`,
          or(past, and(sql`${column} = ${value}`, keysetBefore(cursor!)))!,
        );
      }
      return { where, orderBy: [ahead, ...newestFirst] };
    },
    unkeyed(cursor) {
      const where: SQL[] = [isNull(column)];
      if (cursor && keyOf(cursor) === null) where.push(keysetBefore(cursor));
      return { where, orderBy: [...newestFirst] };
    },
  };
}
