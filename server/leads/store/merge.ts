/**
 * Merging a possible duplicate into a lead (decision 0130): the other lead points at this
 * one from then on, both timelines show it, nothing of either is deleted. What the merged
 * lead's own person does later stays on its own timeline when the other lead is someone
 * else's (`personsLead`).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { leadActivities, leads } from "../schema.ts";
import type { Actor, AuditWriter } from "./changes.ts";
import { getLead, type LeadDetail } from "./detail.ts";

const notFound = () =>
  new DomainError("not_found", "not_found", "There is no such lead (any more).");

/** What a merge reads of the two leads it locks. */
const lockedColumns = {
  id: leads.id,
  name: leads.name,
  mergedInto: leads.mergedInto,
  ownerId: leads.ownerId,
  nextStepDate: leads.nextStepDate,
  nextStepTime: leads.nextStepTime,
  nextStepText: leads.nextStepText,
  nextStepDueAt: leads.nextStepDueAt,
};
type LockedLead = {
  id: string;
  name: string;
  mergedInto: string | null;
  ownerId: string | null;
  nextStepDate: string | null;
  nextStepTime: string | null;
  nextStepText: string | null;
  nextStepDueAt: Date | null;
};

/**
 * Merges `otherId` into lead `id`: the other gets `merged_into` (and leads merged into it
 * before now point at `id`), both get a `merged` entry and their `updated_at`, the audit log
 * `lead_merged` with ids only; nothing of either is deleted, the surviving lead's timeline
 * shows both. When the surviving lead has no owner or no next step, it takes the other's;
 * the other's step is closed (it leaves every view). One transaction; both rows are locked
 * in the order of their ids, so two people merging the same pair crosswise cannot deadlock:
 * the second waits, then finds the first merge and is refused.
 */
export async function mergeLeads(
  db: Db,
  audit: AuditWriter,
  input: { id: string; otherId: string; actor: Actor; now: Date },
): Promise<LeadDetail> {
  if (input.id === input.otherId) {
    throw new DomainError("invalid", "same_lead", "A lead cannot be merged with itself.", {
      field: "otherId",
    });
  }
  return db.transaction(async (tx) => {
    const locked = new Map<string, LockedLead>();
    for (const id of [input.id, input.otherId].sort()) {
      const [row] = await tx
        .select(lockedColumns)
        .from(leads)
        .where(eq(leads.id, id))
        .for("update");
      if (row) locked.set(id, row);
    }
    const target = locked.get(input.id);
    const other = locked.get(input.otherId);
    if (!target) throw notFound();
    if (!other) {
      throw new DomainError(
        "not_found",
        "not_found",
        "There is no such lead to merge (any more).",
        {
          field: "otherId",
        },
      );
    }
    if (target.mergedInto) {
      throw new DomainError(
        "conflict",
        "merged",
        "This lead was merged into another one; merge into that one instead.",
      );
    }
    if (other.mergedInto) {
      throw new DomainError("invalid", "already_merged", "That lead is already merged.", {
        field: "otherId",
      });
    }

    const takesOwner = target.ownerId === null && other.ownerId !== null;
    const takesStep = target.nextStepDate === null && other.nextStepDate !== null;
    await tx
      .update(leads)
      .set({
        updatedAt: input.now,
        ...(takesOwner ? { ownerId: other.ownerId } : {}),
        ...(takesStep
          ? {
              nextStepDate: other.nextStepDate,
              nextStepTime: other.nextStepTime,
              nextStepText: other.nextStepText,
              nextStepDueAt: other.nextStepDueAt,
            }
          : {}),
      })
      .where(eq(leads.id, target.id));
    await tx
      .update(leads)
      .set({
        mergedInto: target.id,
        updatedAt: input.now,
        nextStepDate: null,
        nextStepTime: null,
        nextStepText: null,
        nextStepDueAt: null,
      })
      .where(eq(leads.id, other.id));
    const repointed = await tx
      .update(leads)
      .set({ mergedInto: target.id, updatedAt: input.now })
      .where(eq(leads.mergedInto, other.id))
      .returning({ id: leads.id });

    const entry = (leadId: string, detail: Record<string, unknown>) => ({
      id: randomUUID(),
      leadId,
      kind: "merged" as const,
      actorId: input.actor.id,
      actorName: input.actor.name,
      at: input.now,
      detail,
    });
    await tx
      .insert(leadActivities)
      .values([
        entry(target.id, { otherId: other.id, otherName: other.name, direction: "from" }),
        entry(other.id, { otherId: target.id, otherName: target.name, direction: "into" }),
      ]);
    await audit.record(tx as Db, {
      action: "lead_merged",
      actorId: input.actor.id,
      target: target.id,
      detail: { merged: other.id, repointed: repointed.map((row) => row.id) },
    });
    const detail = await getLead(tx as Db, target.id);
    if (!detail) throw notFound();
    return detail;
  });
}

/**
 * Where a lead's own person's data goes, and where the lead is worked on. The same lead
 * when it was not merged; the lead it was merged into for both when that one has the same
 * address (the same person's duplicate); else (merged into another person's lead, a
 * colleague's) the person's data stays on their own lead (`id`: an offer mailed to them,
 * their answer to it), so that it is erased with them and never lands on the other
 * person's, while staff's work goes on where the lead is worked (`worked`, decision 0165).
 * Null when the lead is gone.
 */
export async function personsLead(
  db: Db,
  leadId: string,
): Promise<{ id: string; worked: string } | null> {
  const survivor = alias(leads, "survivor");
  const [row] = await db
    .select({
      id: leads.id,
      emailKey: leads.emailKey,
      into: survivor.id,
      intoKey: survivor.emailKey,
    })
    .from(leads)
    .leftJoin(survivor, eq(survivor.id, leads.mergedInto))
    .where(eq(leads.id, leadId));
  if (!row) return null;
  if (!row.into) return { id: row.id, worked: row.id };
  return { id: row.intoKey === row.emailKey ? row.into : row.id, worked: row.into };
}
