/**
 * Data access for the mail outbox: claiming due rows, recording the outcome of a send.
 * A claim is a lease: the row is marked `sending` until `locked_until`, so a worker that
 * dies mid-send leaves a row that any worker takes over once the lease has run out. On
 * PostgreSQL `FOR UPDATE SKIP LOCKED` keeps two instances from claiming the same row.
 */
import { and, eq, inArray, min, or, sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { rowsOf, type MailKind } from "../db/enquiries.ts";
import { mailOutbox } from "../db/schema.ts";

export interface ClaimedMail {
  id: string;
  enquiryId: string;
  kind: MailKind;
  /** Including this one. */
  attempts: number;
  createdAt: Date;
}

export async function claimDueMails(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedMail[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const result = await db.execute(sql`
    update ${mailOutbox}
    set status = 'sending', attempts = attempts + 1, locked_until = ${until}::timestamptz
    where id in (
      select id from ${mailOutbox}
      where (status = 'pending' and next_attempt_at <= ${at}::timestamptz)
         or (status = 'sending' and locked_until <= ${at}::timestamptz)
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, enquiry_id, kind, attempts, created_at`);
  return rowsOf<{
    id: string;
    enquiry_id: string;
    kind: MailKind;
    attempts: number;
    created_at: string | Date;
  }>(result).map((row) => ({
    id: row.id,
    enquiryId: row.enquiry_id,
    kind: row.kind,
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at),
  }));
}

/** Only after the SMTP server accepted the message. */
export async function markSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** After a failed attempt: due again at `retryAt`, or given up (`retryAt` null). */
export async function markFailedAttempt(
  db: Db,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: retryAt ? "pending" : "failed",
      ...(retryAt ? { nextAttemptAt: retryAt } : {}),
      lockedUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where(eq(mailOutbox.id, id));
}

/** Gives claimed rows back (a worker that stops before sending them), due at once. */
export async function releaseClaims(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: "pending", lockedUntil: null })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, "sending")));
}

/**
 * The embedded database is opened by one process only, so at start-up any `sending` row is
 * a leftover of a crashed run: it is due at once instead of after its lease.
 */
export async function releaseAllClaims(db: Db): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", lockedUntil: null })
    .where(eq(mailOutbox.status, "sending"))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** When the worker next has something to do: the earliest due row or lease end. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({
      pending: min(
        sql`case when ${mailOutbox.status} = 'pending' then ${mailOutbox.nextAttemptAt} end`,
      ),
      leased: min(
        sql`case when ${mailOutbox.status} = 'sending' then ${mailOutbox.lockedUntil} end`,
      ),
    })
    .from(mailOutbox)
    .where(or(eq(mailOutbox.status, "pending"), eq(mailOutbox.status, "sending")));
  const times = [row?.pending, row?.leased]
    .filter((value) => value !== null && value !== undefined)
    .map((value) => new Date(value as string));
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}
