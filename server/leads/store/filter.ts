/**
 * What selects leads in the inbox and its exports: the filter (state, event, category,
 * Berlin calendar days, search words), the keyset cursor and its order (decision 0068).
 */
import { arrayOverlaps, desc, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { OTHER_EVENT } from "#app/shared/enquiry/schema.ts";
import { leadEventChoices, titlesOfCategory, type LeadCategory } from "../catalogue.ts";
import { leads, type LeadState } from "../schema.ts";

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

/** The filter's conditions other than the search words (see `searchCondition`). */
export function filterConditions(filter: LeadFilter): SQL[] {
  const e = leads;
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
  return where;
}

/** The search words as a condition on the full-text column; undefined without words. */
export function searchCondition(filter: LeadFilter): SQL | undefined {
  const query = searchQuery(filter.q);
  return query ? sql`${leads.search} @@ to_tsquery('simple', ${query})` : undefined;
}

/** Rows after the cursor in newest-first order: a row comparison the (created_at, id) index serves. */
export function keysetBefore(cursor: LeadCursor): SQL {
  return sql`(${leads.createdAt}, ${leads.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}

/** The inbox's order: newest first, equal times by id (the keyset of the cursors). */
export const newestFirst = [desc(leads.createdAt), desc(leads.id)] as const;
