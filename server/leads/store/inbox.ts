/**
 * The inbox list: one page of leads in one of three orders, filtered, searched and narrowed
 * to a work list, paged by keyset (decisions 0068, 0130; the search's two plans: 0088);
 * and the counts of the work lists the navigation and the overview show.
 */
import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { leadEvent, type LeadCategory } from "../catalogue.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { rowsOf } from "../../database/rows.ts";
import { eventsOf } from "./intake.ts";
import { leads, OPEN_LEAD_STATES, type LeadState } from "../schema.ts";
import { adminUsers } from "../../accounts/schema.ts";
import { mailInbound, mailOutbox } from "../../mail/schema.ts";
import { berlinDay, berlinDayStart } from "#app/shared/berlin-time.ts";
import {
  encodeCursor,
  filterConditions,
  keyedOrder,
  keysetBefore,
  newestFirst,
  searchCondition,
  type LeadCursor,
  type LeadFilter,
  type LeadSort,
  unreadAnswer,
} from "./filter.ts";

export type MailDelivery = "queued" | "sending" | "retrying" | "sent" | "failed";

/** A lead's next step as the back office shows it (dates and times are Berlin's). */
export interface NextStep {
  /** Its Berlin day, YYYY-MM-DD. */
  date: string;
  /** Its Berlin time of day, HH:MM, when it has one. */
  time: string | null;
  text: string;
  /** When it becomes overdue: its time, or the end of its day. */
  dueAt: string;
  /** Whether that moment has come. */
  overdue: boolean;
}

/** The team member who works a lead. */
export interface LeadOwner {
  id: string;
  name: string;
}

/** A next step from its four columns; null when there is none. */
export function nextStepOf(
  row: {
    nextStepDate: string | null;
    nextStepTime: string | null;
    nextStepText: string | null;
    nextStepDueAt: Date | string | null;
  },
  now: Date,
): NextStep | null {
  if (row.nextStepDate === null || row.nextStepDueAt === null) return null;
  const dueAt = new Date(row.nextStepDueAt);
  return {
    date: row.nextStepDate,
    time: row.nextStepTime,
    text: row.nextStepText ?? "",
    dueAt: dueAt.toISOString(),
    overdue: dueAt.getTime() <= now.getTime(),
  };
}

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
  owner: LeadOwner | null;
  nextStep: NextStep | null;
  /** The estimate's priced lines in cents; null when nothing was priced. */
  estimateCents: number | null;
}

export interface LeadPage {
  items: LeadSummary[];
  /** Pass as `after` for the next page; null at the end. */
  next: string | null;
}

/** The summary's own columns (the window of a search reads these and the search column). */
const windowColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  state: leads.state,
  name: leads.name,
  company: leads.company,
  email: leads.email,
  participants: leads.participants,
  event: leads.event,
  events: leads.events,
  eventOther: leads.eventOther,
  language: leads.language,
  ownerId: leads.ownerId,
  nextStepDate: leads.nextStepDate,
  nextStepTime: leads.nextStepTime,
  nextStepText: leads.nextStepText,
  nextStepDueAt: leads.nextStepDueAt,
  estimateCents: leads.estimateCents,
};

const summaryColumns = {
  ...windowColumns,
  /**
   * 3 failed, 2 retrying, 1 queued or sending, 0 sent, null without mails. The outer id is
   * written qualified: Drizzle leaves a single table's columns unqualified.
   */
  mailRank: sql<number | null>`(select max(case ${mailOutbox.status}
      when 'failed' then 3
      when 'pending' then case when ${mailOutbox.attempts} > 0 then 2 else 1 end
      when 'sending' then 1 else 0 end)
    from ${mailOutbox} where ${mailOutbox.enquiryId} = "leads"."id")`,
  ownerName: sql<
    string | null
  >`(select "u"."name" from ${adminUsers} "u" where "u"."id" = "leads"."owner_id")`,
};

interface SummaryRow {
  id: string;
  createdAt: Date;
  state: LeadState;
  name: string;
  company: string;
  email: string;
  participants: number;
  event: string;
  events: string[];
  eventOther: string | null;
  language: string;
  ownerId: string | null;
  nextStepDate: string | null;
  nextStepTime: string | null;
  nextStepText: string | null;
  nextStepDueAt: Date | null;
  estimateCents: number | null;
  mailRank: number | null;
  ownerName: string | null;
}

const mailByRank: Array<LeadSummary["mail"]> = ["sent", "queued", "retrying", "failed"];

function toSummary(row: SummaryRow, now: Date): LeadSummary {
  const {
    mailRank,
    createdAt,
    ownerId,
    ownerName,
    nextStepDate: _date,
    nextStepTime: _time,
    nextStepText: _text,
    nextStepDueAt: _dueAt,
    ...rest
  } = row;
  return {
    ...rest,
    createdAt: new Date(createdAt).toISOString(),
    events: eventsOf(row),
    category: leadEvent(row.event)?.category ?? null,
    mail: mailRank === null ? "none" : (mailByRank[Number(mailRank)] ?? "none"),
    owner: ownerId === null ? null : { id: ownerId, name: ownerName ?? "" },
    nextStep: nextStepOf(row, now),
  };
}

/**
 * How many of the newest leads (of those the other filters select) a search reads one by
 * one before it asks the word index instead (decision 0088).
 */
export const SEARCH_WINDOW = 4000;

/**
 * A page of a search. Two plans, each fast where the other is slow, so the planner's guess
 * of how many leads a prefix matches (it cannot tell 'team' from 'kontakt4711') decides
 * nothing:
 * - words most leads contain are found fastest by reading the newest leads in order until
 *   the page is full, which for a rare word means reading the whole table;
 * - rare words are found fastest in the word (GIN) index, which for a common word means
 *   collecting every lead that has it before the newest can be picked.
 * So the newest SEARCH_WINDOW leads are searched first; when they hold a full page, that
 * page is the answer (every lead before it in the order was read). Otherwise the matches
 * are rarer than a page in SEARCH_WINDOW leads and the index yields few: they are taken
 * from it in a MATERIALIZED CTE, which keeps the planner from walking the date index
 * again, then ordered.
 */
async function searchPage(db: Db, where: SQL[], search: SQL, count: number) {
  const e = leads;
  // Aliased as the table, so the summary's columns (mailRank's "leads"."id" too) read it.
  const newest = db
    .select({ ...windowColumns, search: e.search })
    .from(e)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(SEARCH_WINDOW)
    .as("leads");
  const inWindow = (await db
    .select(summaryColumns)
    .from(newest)
    .where(search)
    .orderBy(...newestFirst)
    .limit(count)) as SummaryRow[];
  if (inWindow.length === count) return inWindow;
  const matches = sql`${e.id} in (
    with hits as materialized (
      select ${e.id}, ${e.createdAt} from ${e} where ${and(...where, search)}
    )
    select hits.id from hits order by hits.created_at desc, hits.id desc limit ${count})`;
  return (await db
    .select(summaryColumns)
    .from(e)
    .where(matches)
    .orderBy(...newestFirst)
    .limit(count)) as SummaryRow[];
}

/** Where the next page starts: the last lead's keys in the page's order. */
function cursorOf(sort: LeadSort, row: SummaryRow): LeadCursor {
  const tail = { createdAt: new Date(row.createdAt), id: row.id };
  if (sort === "next_step") {
    return { sort, dueAt: row.nextStepDueAt ? new Date(row.nextStepDueAt) : null, ...tail };
  }
  if (sort === "value") return { sort, estimateCents: row.estimateCents, ...tail };
  return { sort, ...tail };
}

/**
 * One page of leads in the chosen order (default newest first), after the cursor's lead
 * (exclusive). A keyed order reads the leads with a key first, then, when the page is not
 * full, those without (each part one index range, see `keyedOrder`), so a page never skips
 * or repeats a lead, also while leads arrive.
 */
export async function listLeads(
  db: Db,
  filter: LeadFilter,
  page: { limit: number; after?: LeadCursor | undefined; sort?: LeadSort | undefined },
): Promise<LeadPage> {
  const e = leads;
  const sort = page.sort ?? "received";
  const now = filter.now ?? new Date();
  if (page.after && page.after.sort !== sort) {
    throw new DomainError("invalid", "validation", "Not a cursor of this list.", {
      field: "after",
    });
  }
  const where = filterConditions(filter);
  const search = searchCondition(filter);
  const count = page.limit + 1;
  let rows: SummaryRow[];
  if (sort === "received") {
    if (page.after) where.push(keysetBefore(page.after));
    rows = search
      ? await searchPage(db, where, search, count)
      : ((await db
          .select(summaryColumns)
          .from(e)
          .where(and(...where))
          .orderBy(...newestFirst)
          .limit(count)) as SummaryRow[]);
  } else {
    if (search) where.push(search);
    const order = keyedOrder(sort);
    // A work list of steps has no lead without one, and "no step" none with one.
    const withStep = sort === "next_step" && ["overdue", "today"].includes(filter.view ?? "");
    const withoutStep = sort === "next_step" && filter.view === "no_step";
    // The page's ids first, then their summaries: a sort reads many leads, and the
    // summary's subqueries (mails, owner) should run for the page's leads alone.
    const part = async (range: { where: SQL[]; orderBy: SQL[] }, limit: number) => {
      const page = db
        .select({ id: e.id })
        .from(e)
        .where(and(...where, ...range.where))
        .orderBy(...range.orderBy)
        .limit(limit);
      return (await db
        .select(summaryColumns)
        .from(e)
        .where(inArray(e.id, page))
        .orderBy(...range.orderBy)) as SummaryRow[];
    };
    const keyed = withoutStep ? undefined : order.keyed(page.after);
    rows = keyed ? await part(keyed, count) : [];
    if (rows.length < count && !withStep) {
      rows.push(...(await part(order.unkeyed(page.after), count - rows.length)));
    }
  }
  const items = rows.slice(0, page.limit).map((row) => toSummary(row, now));
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  return { items, next: last ? encodeCursor(cursorOf(sort, last)) : null };
}

/**
 * The counts are exact up to this number; above it they say LEAD_COUNT_CAP + 1 ("999+"),
 * so a count reads at most that many leads however many are overdue.
 */
export const LEAD_COUNT_CAP = 999;

/** The numbers beside the work lists: open leads, none merged away; see LEAD_COUNT_CAP. */
export interface LeadCounts {
  /** Everyone's open leads whose next step is due. */
  overdue: number;
  /** Mine among them. */
  mineOverdue: number;
  /** My open leads with a next step on today's Berlin day. */
  mineToday: number;
  /** New leads nobody owns yet. */
  unassignedNew: number;
  /** Leads with a customer's answer from the mailbox I have not read (mine or nobody's). */
  answers: number;
  /** Mails from the mailbox that fit several leads: someone chooses (server/mail/inbound). */
  toAssign: number;
}

/**
 * The four counts in one statement, each a range of an index of migration 0010 read up to
 * LEAD_COUNT_CAP + 1 leads (a team with thousands of overdue steps is told "999+" in a few
 * milliseconds, not counted exactly in a hundred).
 */
export async function countLeads(db: Db, me: string, now: Date): Promise<LeadCounts> {
  const e = leads;
  const today = berlinDay(now);
  const open = and(isNull(e.mergedInto), inArray(e.state, [...OPEN_LEAD_STATES]));
  const counted = (where: SQL | undefined) =>
    sql`(select count(*)::int from (select 1 from ${e} where ${and(open, where)} limit ${LEAD_COUNT_CAP + 1}) as "c")`;
  const [row] = rowsOf<LeadCounts>(
    await db.execute(sql`select
      ${counted(lte(e.nextStepDueAt, now))} as "overdue",
      ${counted(and(eq(e.ownerId, me), lte(e.nextStepDueAt, now)))} as "mineOverdue",
      ${counted(
        and(
          eq(e.ownerId, me),
          gte(e.nextStepDueAt, berlinDayStart(today)),
          lte(e.nextStepDueAt, berlinDayStart(today, 1)),
          eq(e.nextStepDate, today),
        ),
      )} as "mineToday",
      ${counted(and(eq(e.state, "new"), isNull(e.ownerId)))} as "unassignedNew",
      (select count(*)::int from (select 1 from ${e} where ${and(
        isNull(e.mergedInto),
        or(eq(e.ownerId, me), isNull(e.ownerId)),
        unreadAnswer(),
      )} limit ${LEAD_COUNT_CAP + 1}) as "a") as "answers",
      (select count(*)::int from (select 1 from ${mailInbound} where ${and(
        eq(mailInbound.kind, "unmatched"),
        isNull(mailInbound.leadId),
      )} limit ${LEAD_COUNT_CAP + 1}) as "m") as "toAssign"`),
  );
  return {
    overdue: Number(row!.overdue),
    mineOverdue: Number(row!.mineOverdue),
    mineToday: Number(row!.mineToday),
    unassignedNew: Number(row!.unassignedNew),
    answers: Number(row!.answers),
    toAssign: Number(row!.toAssign),
  };
}
