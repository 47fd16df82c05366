/**
 * What the agency changes on a lead: its state (with the lost reason, and the next step it
 * closes), a note, "send again" for a failed mail; and the lock every change of a lead
 * takes first. Every change writes its timeline entry and its audit entry in the same
 * transaction and counts as the lead's last change (decisions 0065, 0130).
 */
import { randomUUID } from "node:crypto";
import { DomainError } from "../../domain-error.ts";
import { and, eq, inArray } from "drizzle-orm";
import type { AuditEntry, AuditLog } from "../../admin/audit.ts";
import type { Db } from "../../database/connection.ts";
import {
  leads,
  leadActivities,
  LOST_REASONS,
  type LeadActivityKind,
  type LeadState,
  type LostReason,
} from "../schema.ts";
import { mailOutbox } from "../../mail/schema.ts";
import type { LeadMail, LeadNote, LeadStateChange } from "./detail.ts";
import { leadFamily } from "./timeline.ts";

/** The audit log: each entry written with the transaction of the change it records. */
export type AuditWriter = AuditLog;
export type { AuditEntry };

/** Who does something: a back-office user, or a command-line tool (id null). */
export interface Actor {
  id: string | null;
  name: string;
}

export type ChangeResult<T> =
  { ok: true; value: T } | { ok: false; reason: "not_found" | "conflict" };

/**
 * A change's value, or its refusal as the DomainError every feature uses: the lead is gone,
 * or `conflict` says why its state does not allow the change.
 */
export function orRefuse<T>(result: ChangeResult<T>, conflict: string): T {
  if (result.ok) return result.value;
  if (result.reason === "not_found") {
    throw new DomainError("not_found", "not_found", "There is no such lead (any more).");
  }
  throw new DomainError("conflict", "conflict", conflict);
}

/** The lead's row as a change reads it, locked. */
export type LockedLead = Pick<
  typeof leads.$inferSelect,
  | "id"
  | "state"
  | "ownerId"
  | "nextStepDate"
  | "nextStepTime"
  | "nextStepText"
  | "nextStepDueAt"
  | "mergedInto"
>;

/**
 * Locks the lead's row for the rest of the transaction, so two people changing the same
 * lead at once leave a timeline that matches the lead. Undefined when there is no such lead;
 * a lead merged into another is refused (it is worked on there).
 */
export async function lockLead(tx: Db, id: string): Promise<LockedLead | undefined> {
  const e = leads;
  const [row] = await tx
    .select({
      id: e.id,
      state: e.state,
      ownerId: e.ownerId,
      nextStepDate: e.nextStepDate,
      nextStepTime: e.nextStepTime,
      nextStepText: e.nextStepText,
      nextStepDueAt: e.nextStepDueAt,
      mergedInto: e.mergedInto,
    })
    .from(e)
    .where(eq(e.id, id))
    .for("update");
  if (row?.mergedInto) {
    throw new DomainError(
      "conflict",
      "lead_merged",
      "This lead was merged into another one: work on that one.",
      { extra: { mergedInto: row.mergedInto } },
    );
  }
  return row;
}

/** `lockLead`, refusing a missing lead as not found. */
export async function lockExistingLead(tx: Db, id: string): Promise<LockedLead> {
  const row = await lockLead(tx, id);
  if (!row) throw new DomainError("not_found", "not_found", "There is no such lead (any more).");
  return row;
}

/** Writes a timeline entry of the lead, by the actor, now. */
export async function addActivity(
  tx: Db,
  input: {
    leadId: string;
    kind: LeadActivityKind;
    actor: Actor;
    now: Date;
    body?: string | null;
    detail?: Record<string, unknown>;
    mailId?: string | null;
  },
) {
  const [row] = await tx
    .insert(leadActivities)
    .values({
      id: randomUUID(),
      leadId: input.leadId,
      kind: input.kind,
      actorId: input.actor.id,
      actorName: input.actor.name,
      at: input.now,
      body: input.body ?? null,
      detail: input.detail ?? {},
      mailId: input.mailId ?? null,
    })
    .returning();
  return row!;
}

/** The four columns of a next step, empty: none. */
export const noNextStep = {
  nextStepDate: null,
  nextStepTime: null,
  nextStepText: null,
  nextStepDueAt: null,
} as const;

/** A next step's words as its timeline entries keep them. */
export function stepDetail(
  lead: Pick<LockedLead, "nextStepDate" | "nextStepTime" | "nextStepText">,
) {
  return { date: lead.nextStepDate, time: lead.nextStepTime, text: lead.nextStepText };
}

/** The states that end the way: setting one decides the lead and closes its next step. */
const decided = (state: LeadState) => state === "won" || state === "lost";

/**
 * Moves a lead to another state: the new state, its timeline entry and the audit entry are
 * one transaction, on the locked row. Any state may follow any other (a lost lead can come
 * back), but not itself. Lost needs a reason of LOST_REASONS ('other' with its words); won
 * and lost note when the lead was decided and close its next step (a `next_step_done`
 * entry, `closedBy: "state"`); leaving them clears the moment and the reason.
 */
export async function changeLeadState(
  db: Db,
  audit: AuditWriter,
  input: {
    id: string;
    to: LeadState;
    lostReason?: LostReason | undefined;
    lostReasonText?: string | undefined;
    actor: Actor;
    now: Date;
  },
): Promise<ChangeResult<LeadStateChange>> {
  const reason = lostReasonOf(input);
  return db.transaction(async (tx) => {
    const current = await lockLead(tx as Db, input.id);
    if (!current) return { ok: false, reason: "not_found" } as const;
    if (current.state === input.to) return { ok: false, reason: "conflict" } as const;
    const closesStep = decided(input.to) && current.nextStepDueAt !== null;
    if (closesStep) {
      await addActivity(tx as Db, {
        leadId: input.id,
        kind: "next_step_done",
        actor: input.actor,
        now: input.now,
        detail: { ...stepDetail(current), closedBy: "state" },
      });
    }
    await tx
      .update(leads)
      .set({
        state: input.to,
        updatedAt: input.now,
        decidedAt: decided(input.to) ? input.now : null,
        lostReason: reason?.lostReason ?? null,
        lostReasonText: reason?.lostReasonText ?? null,
        ...(closesStep ? noNextStep : {}),
      })
      .where(eq(leads.id, input.id));
    const change = await addActivity(tx as Db, {
      leadId: input.id,
      kind: "state_changed",
      actor: input.actor,
      now: input.now,
      detail: { from: current.state, to: input.to, ...reason },
    });
    // The reason's code, never its words (they may name someone).
    await audit.record(tx as Db, {
      action: "lead_state_changed",
      actorId: input.actor.id,
      target: input.id,
      detail: {
        from: current.state,
        to: input.to,
        ...(reason ? { lostReason: reason.lostReason } : {}),
        ...(closesStep ? { nextStepClosed: true } : {}),
      },
    });
    return {
      ok: true,
      value: {
        id: change.id,
        from: current.state,
        to: input.to,
        actorName: change.actorName,
        changedAt: input.now.toISOString(),
        ...reason,
      },
    } as const;
  });
}

/**
 * The lost reason a state change stores: required exactly when the lead is lost, its words
 * exactly for 'other'. Refused with the field named otherwise.
 */
function lostReasonOf(input: {
  to: LeadState;
  lostReason?: LostReason | undefined;
  lostReasonText?: string | undefined;
}): { lostReason: LostReason; lostReasonText?: string } | undefined {
  const refuse = (field: string, message: string) =>
    new DomainError("invalid", "validation", message, { field });
  const text = input.lostReasonText?.trim();
  // Empty words are no words (a form sends its empty box).
  if (input.to !== "lost") {
    if (input.lostReason !== undefined) {
      throw refuse("lostReason", "Only a lost lead has a lost reason.");
    }
    if (text) throw refuse("lostReasonText", "Only a lost lead has a lost reason.");
    return undefined;
  }
  if (input.lostReason === undefined) {
    throw refuse("lostReason", "Please choose why the lead was lost.");
  }
  if (!LOST_REASONS.includes(input.lostReason)) {
    throw refuse("lostReason", "This is not one of the lost reasons.");
  }
  if (input.lostReason !== "other") {
    if (text) throw refuse("lostReasonText", "Only the reason 'other' takes words of its own.");
    return { lostReason: input.lostReason };
  }
  if (!text) throw refuse("lostReasonText", "Please say why the lead was lost.");
  return { lostReason: "other", lostReasonText: text };
}

/** Adds an internal note; the lead counts as changed (retention starts again). */
export async function addLeadNote(
  db: Db,
  audit: AuditWriter,
  input: { id: string; body: string; actor: Actor; now: Date },
): Promise<ChangeResult<LeadNote>> {
  return db.transaction(async (tx) => {
    if (!(await lockLead(tx as Db, input.id))) return { ok: false, reason: "not_found" } as const;
    await tx.update(leads).set({ updatedAt: input.now }).where(eq(leads.id, input.id));
    const note = await addActivity(tx as Db, {
      leadId: input.id,
      kind: "note",
      actor: input.actor,
      now: input.now,
      body: input.body,
    });
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
        authorName: note.actorName,
        body: input.body,
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
    if (!(await lockLead(tx as Db, input.id))) return { ok: false, reason: "not_found" } as const;
    // A mail of a lead merged into this one shows in its timeline: it may be sent again here.
    const family = await leadFamily(tx as Db, input.id);
    const [mail] = await tx
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, input.mailId), inArray(mailOutbox.enquiryId, family)))
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
