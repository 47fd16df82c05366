/**
 * Data access for enquiries: the only code that writes, lists or deletes them. An enquiry
 * and its outbox rows (one per e-mail) are written by one statement, so either all of them
 * are committed or none is (docs/decisions/0020-enquiries-and-mail-outbox.md).
 */
import { randomUUID } from "node:crypto";
import { asc, desc, eq, isNull, SQL, sql } from "drizzle-orm";
import { BatchWriter } from "../../database/batch-writer.ts";
import type { Db } from "../../database/connection.ts";
import type { DatabaseService } from "../../database/service.ts";
import { leads, type LeadState } from "../schema.ts";
import { mailOutbox } from "../../mail/schema.ts";
import { rowsOf } from "../../database/rows.ts";
import { createAuditLog } from "../../admin/audit.ts";
import { assignInTurn } from "./assignment.ts";
import type { EstimateLine } from "#app/shared/enquiry/estimate.ts";

export type MailKind = "agency" | "confirmation";
export const MAIL_KINDS: readonly MailKind[] = ["agency", "confirmation"];

export type NewLead = Omit<
  typeof leads.$inferInsert,
  "id" | "createdAt" | "state" | "updatedAt" | Exclude<LeadWorkColumn, "estimateCents">
>;
/** What the visitor sent and when; the back office's columns are in ./index.ts and its modules. */
export type LeadRecord = Omit<
  typeof leads.$inferSelect,
  "state" | "updatedAt" | "search" | LeadWorkColumn | LeadKeyColumn
>;
/** The columns of the agency's work on a lead (owner, next step, outcome, merge). */
export type LeadWorkColumn =
  | "estimateCents"
  | "ownerId"
  | "nextStepDate"
  | "nextStepTime"
  | "nextStepText"
  | "nextStepDueAt"
  | "decidedAt"
  | "lostReason"
  | "lostReasonText"
  | "firstReplyAt"
  | "mergedInto";
/** The columns the database derives for finding the same customer. */
export type LeadKeyColumn = "emailKey" | "emailDomain" | "phoneKey" | "companyKey";

export interface StoredLead {
  id: string;
  /** False when the idempotency key was seen before: nothing new was stored. */
  created: boolean;
}

/**
 * Stores an enquiry and one pending outbox row per e-mail in one atomic statement (a
 * data-modifying CTE: one round trip, one commit). With a known idempotency key nothing is
 * written and the first enquiry's id is returned.
 */
export async function insertLead(db: Db, enquiry: NewLead, now: Date): Promise<StoredLead> {
  const id = randomUUID();
  const e = leads;
  const o = mailOutbox;
  const at = now.toISOString();
  const columns = [
    [e.id, id],
    [e.idempotencyKey, enquiry.idempotencyKey ?? null],
    [e.createdAt, at],
    [e.language, enquiry.language],
    [e.sourcePage, enquiry.sourcePage],
    [e.channel, enquiry.channel],
    [e.name, enquiry.name],
    [e.company, enquiry.company],
    [e.email, enquiry.email],
    [e.phone, enquiry.phone ?? null],
    [e.participants, enquiry.participants],
    [e.event, enquiry.event],
    [e.events, textArray(enquiry.events ?? [enquiry.event])],
    [e.estimate, enquiry.estimate ? sql`${JSON.stringify(enquiry.estimate)}::jsonb` : null],
    [e.estimateCents, estimateCents(enquiry.estimate)],
    [e.eventOther, enquiry.eventOther ?? null],
    [e.preferredDate, enquiry.preferredDate ?? null],
    [e.message, enquiry.message ?? null],
    [e.privacyPolicyVersion, enquiry.privacyPolicyVersion],
  ] as const;
  const names = sql.join(
    columns.map(([column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    columns.map(([, value]) => (value instanceof SQL ? value : sql`${value}`)),
    sql`, `,
  );
  const kinds = sql.join(
    MAIL_KINDS.map((kind) => sql`(${randomUUID()}::uuid, ${kind})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with new_enquiry as (
      insert into ${e} (${names}) values (${values})
      on conflict (${sql.identifier(e.idempotencyKey.name)}) do nothing
      returning ${sql.identifier(e.id.name)} as id
    ), outbox as (
      insert into ${o} (id, enquiry_id, kind, status, attempts, next_attempt_at, created_at)
      select k.id, n.id, k.kind, 'pending', 0, ${at}::timestamptz, ${at}::timestamptz
      from new_enquiry n cross join (values ${kinds}) as k(id, kind)
    )
    select id from new_enquiry`);
  if (rowsOf(result).length > 0) return { id, created: true };
  // The key is known (possibly committed a moment ago by a concurrent request).
  const [existing] = await db
    .select({ id: e.id })
    .from(e)
    .where(eq(e.idempotencyKey, enquiry.idempotencyKey ?? ""));
  if (!existing) throw new Error("An enquiry with this idempotency key vanished");
  return { id: existing.id, created: false };
}

/** The estimate's priced lines summed, in cents; null when none has a price. */
export function estimateCents(lines: readonly EstimateLine[] | null | undefined): number | null {
  const priced = (lines ?? []).filter((line) => line.total !== null);
  return priced.length === 0 ? null : priced.reduce((sum, line) => sum + line.total! * 100, 0);
}

/** A text[] value for raw SQL (an array in a template would become a list of values). */
function textArray(values: readonly string[]): SQL {
  return values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;
}

/** The events a lead names: its list, or its one event for leads stored before lists. */
export function eventsOf(lead: { event: string; events?: string[] | null }): string[] {
  return lead.events && lead.events.length > 0 ? lead.events : [lead.event];
}

interface PendingInsert {
  enquiry: NewLead;
  now: Date;
  result?: StoredLead;
}

/**
 * Group commit for enquiries (as for consents): the enquiries that arrive while a write is
 * in flight are stored together in one transaction, one statement each, one commit for
 * all. Every caller still waits for the commit that holds its own enquiry. When owners
 * chose assignment in turn, the new leads get their owners in the same transaction
 * (./assignment.ts), so no lead is ever seen unassigned and none is lost to a failed turn.
 */
export class LeadStore {
  readonly #writer: BatchWriter<PendingInsert>;

  /**
   * `onAssignmentFailed` hears of an assignment in turn that failed: the leads are stored
   * anyway, unassigned (it runs in a savepoint of the batch's transaction).
   */
  constructor(database: DatabaseService, onAssignmentFailed?: (error: unknown) => void) {
    this.#writer = new BatchWriter(
      (rows) =>
        database.run((db) =>
          db.transaction(async (tx) => {
            for (const row of rows) row.result = await insertLead(tx as Db, row.enquiry, row.now);
            const created = rows.filter((row) => row.result!.created);
            if (created.length === 0) return;
            const at = created.at(-1)!.now;
            try {
              await tx.transaction((savepoint) =>
                assignInTurn(
                  savepoint as Db,
                  createAuditLog(() => at),
                  created.map((row) => ({ id: row.result!.id, at: row.now })),
                ),
              );
            } catch (error) {
              onAssignmentFailed?.(error);
            }
          }),
        ),
      100,
    );
  }

  async insert(enquiry: NewLead, now: Date): Promise<StoredLead> {
    const row: PendingInsert = { enquiry, now };
    await this.#writer.add(row);
    return row.result!;
  }
}

export interface MailState {
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

export type LeadWithMail = LeadRecord & { state: LeadState; mails: MailState[] };

/**
 * All enquiries, newest first, with the state of their e-mails (for `npm run leads`). A lead
 * merged into another is left out: the back office shows it within the surviving lead.
 */
export async function listLeads(db: Db): Promise<LeadWithMail[]> {
  const rows = await db
    .select()
    .from(leads)
    .where(isNull(leads.mergedInto))
    .orderBy(desc(leads.createdAt));
  if (rows.length === 0) return [];
  const mails = await db
    .select({
      enquiryId: mailOutbox.enquiryId,
      kind: mailOutbox.kind,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .orderBy(asc(mailOutbox.kind));
  const byEnquiry = new Map<string, MailState[]>();
  for (const { enquiryId, ...mail } of mails) {
    if (enquiryId === null) continue; // a mail about no enquiry (an invitation)
    byEnquiry.set(enquiryId, [...(byEnquiry.get(enquiryId) ?? []), mail]);
  }
  // The search document is the database's own; the terminal has no use for it.
  return rows.map(({ search: _search, ...row }) => ({
    ...row,
    mails: byEnquiry.get(row.id) ?? [],
  }));
}
