/** The rows of an export of the inbox (CSV and JSON are made in server/leads/export-files.ts). */
import { and, sql } from "drizzle-orm";
import type { EstimateLine } from "#app/shared/enquiry/estimate.ts";
import type { Db } from "../../database/connection.ts";
import { eventsOf } from "./intake.ts";
import { leads, type LeadState, type LostReason } from "../schema.ts";
import { adminUsers } from "../../accounts/schema.ts";
import {
  filterConditions,
  keysetBefore,
  newestFirst,
  searchCondition,
  type LeadFilter,
} from "./filter.ts";

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
  /** The owner's name; null while unassigned. */
  ownerName: string | null;
  /** The next step's Berlin day, time and words; null without one. */
  nextStepDate: string | null;
  nextStepTime: string | null;
  nextStepText: string | null;
  /** The estimate's priced lines in cents. */
  estimateCents: number | null;
  lostReason: LostReason | null;
  lostReasonText: string | null;
}

/**
 * Every lead the filter selects (none merged into another), newest first, read in keyset
 * pages so that an export of any size holds one page in memory at a time.
 */
export async function* exportLeads(
  db: Db,
  filter: LeadFilter,
  pageSize = 500,
): AsyncGenerator<LeadExportRow> {
  const e = leads;
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const where = filterConditions(filter);
    const search = searchCondition(filter);
    if (search) where.push(search);
    if (after) where.push(keysetBefore(after));
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
        ownerName: sql<
          string | null
        >`(select "u"."name" from ${adminUsers} "u" where "u"."id" = "leads"."owner_id")`,
        nextStepDate: e.nextStepDate,
        nextStepTime: e.nextStepTime,
        nextStepText: e.nextStepText,
        estimateCents: e.estimateCents,
        lostReason: e.lostReason,
        lostReasonText: e.lostReasonText,
      })
      .from(e)
      .where(and(...where))
      .orderBy(...newestFirst)
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
