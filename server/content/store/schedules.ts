/**
 * Publishing planned for later (docs/decisions/0140): "Veröffentlichen am …" publishes a
 * document's saved draft at a Berlin date and time, "Beenden am …" ends an article's promotion
 * then (it stays published; its `promotion.endsOn` becomes the day before, so the page and
 * its card say the offer has ended). A run marks its row done inside the transaction of the
 * publish, through the publish button's own data function (./publish.ts), as the person who
 * planned it: however many instances try, one publishes and the others find it done.
 */
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { addDays, berlinDay, berlinTime } from "#app/shared/berlin-time.ts";
import type { DocumentKind } from "#app/content/documents.server.ts";
import type { AuditLog } from "../../admin/audit.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { contentDocuments, contentSchedules } from "../schema.ts";
import { isPlainObject, latestRevision, notFound, type Editor } from "./documents.ts";
import { publishDocument } from "./publish.ts";

export const SCHEDULE_ACTIONS = ["publish", "end"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

export interface Schedule {
  id: number;
  kind: string;
  key: string;
  action: ScheduleAction;
  runAt: string;
  createdByEmail: string;
}

const pending = and(isNull(contentSchedules.doneAt), isNull(contentSchedules.cancelledAt));

function toSchedule(row: typeof contentSchedules.$inferSelect): Schedule {
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    action: row.action as ScheduleAction,
    runAt: row.runAt.toISOString(),
    createdByEmail: row.createdByEmail,
  };
}

/** The instant of a Berlin date and time; refused (naming the field) unless in the future. */
export function scheduledInstant(day: string, time: string, now: Date): Date {
  // HH:MM, or HH:MM:SS (seconds are for scripts and tests; the panel plans whole minutes).
  const [hours, minutes, seconds = "0"] = time.split(":");
  const at = new Date(berlinTime(day, `${hours}:${minutes}`).getTime() + Number(seconds) * 1000);
  if (at.getTime() <= now.getTime()) {
    const field = day < berlinDay(now) ? "day" : "time";
    throw new DomainError("invalid", "in_the_past", "Choose a date and time in the future.", {
      field,
      fields: { [field]: "Choose a date and time in the future." },
    });
  }
  return at;
}

/** Plans a publish or a promotion's end; replaces a pending one of the same kind. */
export async function scheduleChange(
  db: Db,
  audit: AuditLog,
  input: {
    kind: DocumentKind;
    key: string;
    action: ScheduleAction;
    runAt: Date;
    editor: Editor;
    now: Date;
  },
): Promise<Schedule> {
  return db.transaction(async (txHandle) => {
    const tx = txHandle as unknown as Db;
    const [doc] = await tx
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.kind, input.kind), eq(contentDocuments.key, input.key)))
      .for("update");
    if (!doc || doc.deletedAt) throw notFound(input.kind, input.key);
    if (input.action === "publish" && doc.draft === null) {
      throw new DomainError(
        "unacceptable",
        "no_draft",
        "Save a draft first: it is what will be published.",
        {
          field: "action",
        },
      );
    }
    if (input.action === "end" && !hasPromotion(doc.published)) {
      throw new DomainError(
        "unacceptable",
        "no_promotion",
        "Only a published article with a promotion can end.",
        {
          field: "action",
        },
      );
    }
    await tx
      .update(contentSchedules)
      .set({ cancelledAt: input.now })
      .where(
        and(
          eq(contentSchedules.kind, input.kind),
          eq(contentSchedules.key, input.key),
          eq(contentSchedules.action, input.action),
          pending,
        ),
      );
    const [row] = await tx
      .insert(contentSchedules)
      .values({
        kind: input.kind,
        key: input.key,
        action: input.action,
        runAt: input.runAt,
        createdBy: input.editor.id,
        createdByEmail: input.editor.email,
        createdAt: input.now,
      })
      .returning();
    await audit.record(tx, {
      action: "content.schedule_set",
      actorId: input.editor.id,
      target: `${input.kind}/${input.key}`,
      detail: { schedule: row!.id, scheduled: input.action, runAt: input.runAt.toISOString() },
    });
    return toSchedule(row!);
  });
}

/** Cancels a pending schedule of the document; not_found when there is none by that id. */
export async function cancelSchedule(
  db: Db,
  audit: AuditLog,
  input: { id: number; kind: string; key: string; actorId: string; now: Date },
): Promise<void> {
  await db.transaction(async (txHandle) => {
    const tx = txHandle as unknown as Db;
    const [row] = await tx
      .update(contentSchedules)
      .set({ cancelledAt: input.now })
      .where(
        and(
          eq(contentSchedules.id, input.id),
          eq(contentSchedules.kind, input.kind),
          eq(contentSchedules.key, input.key),
          pending,
        ),
      )
      .returning();
    if (!row) {
      throw new DomainError(
        "not_found",
        "not_found",
        "There is no such planned change (any more).",
      );
    }
    await audit.record(tx, {
      action: "content.schedule_cancelled",
      actorId: input.actorId,
      target: `${input.kind}/${input.key}`,
      detail: { schedule: row.id, scheduled: row.action, runAt: row.runAt.toISOString() },
    });
  });
}

/** Pending schedules, soonest first; of one document when `kind` and `key` are given. */
export async function listSchedules(
  db: Db,
  document?: { kind: string; key: string },
): Promise<Schedule[]> {
  const rows = await db
    .select()
    .from(contentSchedules)
    .where(
      document
        ? and(
            pending,
            eq(contentSchedules.kind, document.kind),
            eq(contentSchedules.key, document.key),
          )
        : pending,
    )
    .orderBy(asc(contentSchedules.runAt), asc(contentSchedules.id));
  return rows.map(toSchedule);
}

/** When the next pending schedule is due (null: none). */
export async function nextScheduleAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${contentSchedules.runAt})` })
    .from(contentSchedules)
    .where(pending);
  return row?.at ? new Date(row.at) : null;
}

function hasPromotion(data: unknown): data is Record<string, unknown> & { promotion: object } {
  return isPlainObject(data) && isPlainObject(data.promotion);
}

/** An article's data with its promotion ending before `day` (Berlin). */
function endedOn(data: Record<string, unknown>, day: string): Record<string, unknown> {
  return { ...data, promotion: { ...(data.promotion as object), endsOn: addDays(day, -1) } };
}

export type RunOutcome = { id: number; outcome: "done" | "failed"; error?: string };

/**
 * Runs one due schedule, or nothing when another instance has (or is doing) it: the row is
 * marked done first in the transaction, which holds it until the publish commits with it. A
 * publish the checks refuse leaves the row `failed` with the reason and an audit entry.
 */
export async function runSchedule(
  db: Db,
  audit: AuditLog,
  id: number,
  now: Date,
): Promise<RunOutcome | null> {
  return db.transaction(async (txHandle) => {
    const tx = txHandle as unknown as Db;
    const [row] = await tx
      .update(contentSchedules)
      .set({ doneAt: now, outcome: "done" })
      .where(and(eq(contentSchedules.id, id), pending, lte(contentSchedules.runAt, now)))
      .returning();
    if (!row) return null;
    const editor: Editor = { id: row.createdBy, email: row.createdByEmail };
    const kind = row.kind as DocumentKind;
    try {
      const baseRevision = await latestRevision(tx, kind, row.key);
      if (row.action === "publish") {
        await publishDocument(tx, audit, { kind, key: row.key, baseRevision, editor, now });
      } else {
        await endPromotion(tx, audit, {
          kind,
          key: row.key,
          baseRevision,
          editor,
          now,
          runAt: row.runAt,
        });
      }
      return { id, outcome: "done" };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await tx
        .update(contentSchedules)
        .set({ outcome: "failed", error: error.message })
        .where(eq(contentSchedules.id, id));
      await audit.record(tx, {
        action: "content.schedule_failed",
        actorId: row.createdBy,
        target: `${row.kind}/${row.key}`,
        detail: { schedule: id, scheduled: row.action, reason: error.code },
      });
      return { id, outcome: "failed", error: error.message };
    }
  });
}

/** Publishes the article with its promotion ended; a saved draft stays, ended too. */
async function endPromotion(
  tx: Db,
  audit: AuditLog,
  input: {
    kind: DocumentKind;
    key: string;
    baseRevision: number | null;
    editor: Editor;
    now: Date;
    runAt: Date;
  },
): Promise<void> {
  const [doc] = await tx
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, input.kind), eq(contentDocuments.key, input.key)));
  if (!doc || doc.deletedAt || !hasPromotion(doc.published)) {
    throw new DomainError("conflict", "no_promotion", "The article has no promotion to end.");
  }
  const day = berlinDay(input.runAt);
  await publishDocument(tx, audit, {
    kind: input.kind,
    key: input.key,
    baseRevision: input.baseRevision,
    data: endedOn(doc.published, day),
    editor: input.editor,
    now: input.now,
  });
  if (isPlainObject(doc.draft)) {
    await tx
      .update(contentDocuments)
      .set({
        draft: hasPromotion(doc.draft) ? endedOn(doc.draft, day) : doc.draft,
        draftSavedAt: doc.draftSavedAt,
        draftSavedBy: doc.draftSavedBy,
      })
      .where(and(eq(contentDocuments.kind, input.kind), eq(contentDocuments.key, input.key)));
  }
}

/** Runs every due schedule, soonest first; what ran here. */
export async function runDueSchedules(db: Db, audit: AuditLog, now: Date): Promise<RunOutcome[]> {
  const due = await db
    .select({ id: contentSchedules.id })
    .from(contentSchedules)
    .where(and(pending, lte(contentSchedules.runAt, now)))
    .orderBy(asc(contentSchedules.runAt), asc(contentSchedules.id))
    .limit(20);
  const outcomes: RunOutcome[] = [];
  for (const { id } of due) {
    const outcome = await runSchedule(db, audit, id, now);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}
