/**
 * How long leads are kept: 12 months after the last change, 6 years when won (HGB § 257),
 * and the deletion of those that are due (decisions 0065, 0130). A lead merged into another
 * is part of that one's history: it goes when that one goes, not on its own.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../database/connection.ts";
import { rowsOf } from "../../database/rows.ts";
import { leads } from "../schema.ts";
import { mailOutbox } from "../../mail/schema.ts";

/** Retention of leads: 12 months after the last change, 6 years when won (HGB § 257). */
export const LEAD_RETENTION_MONTHS = 12;
export const WON_LEAD_RETENTION_YEARS = 6;

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
 * Deletes the leads retention is due for, with their timelines and mails and the leads
 * merged into them (cascade), in one statement; returns how many leads went, and the ids
 * of their mails (whose files go next).
 */
export async function deleteExpiredLeads(
  db: Db,
  now: Date,
): Promise<{ deleted: number; mailIds: string[] }> {
  const e = leads;
  const lastChange = sql`coalesce(${e.updatedAt}, ${e.createdAt})`;
  // The outer select sees the outbox as it was before the statement, cascade or not.
  // The outer select and `merged` see the tables as they were before the statement.
  const rows = rowsOf<{ enquiry_id: string; mail_id: string | null }>(
    await db.execute(sql`
      with recursive gone as (
        delete from ${e}
        where ${e.mergedInto} is null
          and ((${e.state} <> 'won' and ${lastChange} < ${leadCutoff(now).toISOString()}::timestamptz)
            or (${e.state} = 'won' and ${lastChange} < ${wonLeadCutoff(now).toISOString()}::timestamptz))
        returning ${e.id} as id
      ), merged(id) as (
        select id from gone
        union
        select m.id from ${e} m join merged on m.merged_into = merged.id
      )
      select g.id as enquiry_id, o.id as mail_id
      from merged g left join ${mailOutbox} o on o.enquiry_id = g.id`),
  );
  return {
    deleted: new Set(rows.map((row) => row.enquiry_id)).size,
    mailIds: rows.flatMap((row) => (row.mail_id ? [row.mail_id] : [])),
  };
}
