/**
 * The inbox list: one page of leads, newest first, filtered and searched, paged by keyset
 * (decision 0068; the search's two plans: decision 0088).
 */
import { and, sql, type SQL } from "drizzle-orm";
import { leadEvent, type LeadCategory } from "../catalogue.ts";
import type { Db } from "../../database/connection.ts";
import { eventsOf } from "./intake.ts";
import { leads, type LeadState } from "../schema.ts";
import { mailOutbox } from "../../mail/schema.ts";
import {
  encodeCursor,
  filterConditions,
  keysetBefore,
  newestFirst,
  searchCondition,
  type LeadCursor,
  type LeadFilter,
} from "./filter.ts";

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
  // Aliased as the table, so the summary's columns (mailRank's "enquiries"."id" too) read it.
  const newest = db
    .select({ ...windowColumns, search: e.search })
    .from(e)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(SEARCH_WINDOW)
    .as("enquiries");
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

/** One page of leads, newest first, after the cursor's lead (exclusive). */
export async function listLeads(
  db: Db,
  filter: LeadFilter,
  page: { limit: number; after?: LeadCursor | undefined },
): Promise<LeadPage> {
  const e = leads;
  const where = filterConditions(filter);
  if (page.after) where.push(keysetBefore(page.after));
  const search = searchCondition(filter);
  const rows = search
    ? await searchPage(db, where, search, page.limit + 1)
    : ((await db
        .select(summaryColumns)
        .from(e)
        .where(and(...where))
        .orderBy(...newestFirst)
        .limit(page.limit + 1)) as SummaryRow[]);
  const items = rows.slice(0, page.limit).map(toSummary);
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  return {
    items,
    next: last ? encodeCursor({ createdAt: new Date(last.createdAt), id: last.id }) : null,
  };
}
