/**
 * What the agency changes on a lead: its state, a note, "send again" for a failed mail. Every
 * change writes its audit entry in the same transaction (decision 0065).
 */
import { randomUUID } from "node:crypto";
import { DomainError } from "../../domain-error.ts";
import { and, eq } from "drizzle-orm";
import type { AuditEntry, AuditLog } from "../../admin/audit.ts";
import type { Db } from "../../database/connection.ts";
import { leads, leadActivities, type LeadState } from "../schema.ts";
import { mailOutbox } from "../../mail/schema.ts";
import type { LeadMail, LeadNote, LeadStateChange } from "./detail.ts";

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

/**
 * Moves a lead to another state: the new state, its history row and the audit entry are
 * one transaction. The row is locked while it changes, so two people changing the same lead
 * at once leave a history that matches the state. Any state may follow any other (a lost
 * lead can come back), but not itself.
 */
export async function changeLeadState(
  db: Db,
  audit: AuditWriter,
  input: { id: string; to: LeadState; actor: Actor; now: Date },
): Promise<ChangeResult<LeadStateChange>> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ state: leads.state })
      .from(leads)
      .where(eq(leads.id, input.id))
      .for("update");
    if (!current) return { ok: false, reason: "not_found" } as const;
    if (current.state === input.to) return { ok: false, reason: "conflict" } as const;
    const change = {
      id: randomUUID(),
      leadId: input.id,
      kind: "state_changed" as const,
      actorId: input.actor.id,
      actorName: input.actor.name,
      at: input.now,
      detail: { from: current.state, to: input.to },
    };
    await tx
      .update(leads)
      .set({ state: input.to, updatedAt: input.now })
      .where(eq(leads.id, input.id));
    await tx.insert(leadActivities).values(change);
    await audit.record(tx as Db, {
      action: "lead_state_changed",
      actorId: input.actor.id,
      target: input.id,
      detail: { from: current.state, to: input.to },
    });
    return {
      ok: true,
      value: {
        id: change.id,
        from: current.state,
        to: input.to,
        actorName: change.actorName,
        changedAt: input.now.toISOString(),
      },
    } as const;
  });
}

/** Adds an internal note; the lead counts as changed (retention starts again). */
export async function addLeadNote(
  db: Db,
  audit: AuditWriter,
  input: { id: string; body: string; actor: Actor; now: Date },
): Promise<ChangeResult<LeadNote>> {
  return db.transaction(async (tx) => {
    const touched = await tx
      .update(leads)
      .set({ updatedAt: input.now })
      .where(eq(leads.id, input.id))
      .returning({ id: leads.id });
    if (touched.length === 0) return { ok: false, reason: "not_found" } as const;
    const note = {
      id: randomUUID(),
      leadId: input.id,
      kind: "note" as const,
      actorId: input.actor.id,
      actorName: input.actor.name,
      body: input.body,
      at: input.now,
    };
    await tx.insert(leadActivities).values(note);
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
        body: note.body,
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
    const [mail] = await tx
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, input.mailId), eq(mailOutbox.enquiryId, input.id)))
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
