/**
 * The day's work on a lead besides its state (changes.ts): who owns it, its next step (set
 * and done), a logged call, a customer's answer pasted in; and the team a lead can be
 * given to. Each change locks the lead's row, writes its timeline entry and its audit entry
 * (ids and codes only) in one transaction, and counts as the lead's last change, so
 * retention starts again (decision 0130).
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { adminUsers, type Role } from "../../accounts/schema.ts";
import { leads, type CallOutcome } from "../schema.ts";
import {
  addActivity,
  lockExistingLead,
  noNextStep,
  stepDetail,
  type Actor,
  type AuditWriter,
} from "./changes.ts";
import { berlinDayStart, berlinTime } from "#app/shared/berlin-time.ts";
import { nextStepOf, type LeadOwner, type NextStep } from "./inbox.ts";
import { activityEntry, type TimelineEntry } from "./timeline.ts";

/** Someone a lead can be given to: every account of the back office. */
export interface TeamMember {
  id: string;
  name: string;
  role: Role;
}

/** The team, by name. */
export async function listTeam(db: Db): Promise<TeamMember[]> {
  return db
    .select({ id: adminUsers.id, name: adminUsers.name, role: adminUsers.role })
    .from(adminUsers)
    .orderBy(asc(adminUsers.name), asc(adminUsers.id));
}

/**
 * Gives the lead to a member of the team, or to nobody (`ownerId` null). The timeline entry
 * keeps both names (it reads right after an account is gone), the audit entry both ids.
 * Giving it to whoever has it already is refused as a conflict: nothing would change, and
 * the person learns that someone else was quicker.
 */
export async function assignOwner(
  db: Db,
  audit: AuditWriter,
  input: { id: string; ownerId: string | null; actor: Actor; now: Date },
): Promise<{ owner: LeadOwner | null; entry: TimelineEntry }> {
  return db.transaction(async (tx) => {
    const lead = await lockExistingLead(tx as Db, input.id);
    if (lead.ownerId === input.ownerId) {
      throw new DomainError("conflict", "conflict", "The lead already has this owner.");
    }
    const member = async (id: string | null) =>
      id === null
        ? undefined
        : (await tx.select().from(adminUsers).where(eq(adminUsers.id, id)))[0];
    const to = await member(input.ownerId);
    if (input.ownerId !== null && !to) {
      throw new DomainError("invalid", "validation", "This person is not in the team.", {
        field: "ownerId",
      });
    }
    const from = await member(lead.ownerId);
    await tx
      .update(leads)
      .set({ ownerId: input.ownerId, updatedAt: input.now })
      .where(eq(leads.id, input.id));
    const entry = await addActivity(tx as Db, {
      leadId: input.id,
      kind: "owner_changed",
      actor: input.actor,
      now: input.now,
      detail: {
        fromId: lead.ownerId,
        fromName: from?.name ?? null,
        toId: input.ownerId,
        toName: to?.name ?? null,
      },
    });
    await audit.record(tx as Db, {
      action: "lead_owner_changed",
      actorId: input.actor.id,
      target: input.id,
      detail: { from: lead.ownerId, to: input.ownerId },
    });
    return {
      owner: to ? { id: to.id, name: to.name } : null,
      entry: activityEntry(entry),
    };
  });
}

/**
 * When a next step becomes overdue: its Berlin time on its Berlin day, or the day's end
 * (the next Berlin midnight) when it has no time.
 */
export function nextStepDueAt(date: string, time: string | null): Date {
  return time === null ? berlinDayStart(date, 1) : berlinTime(date, time);
}

/**
 * Sets the lead's next step (a lead has one at a time: a new one replaces the old). Refused
 * on a won or lost lead, whose way has ended.
 */
export async function setNextStep(
  db: Db,
  audit: AuditWriter,
  input: {
    id: string;
    step: { date: string; time: string | null; text: string };
    actor: Actor;
    now: Date;
  },
): Promise<{ nextStep: NextStep; entry: TimelineEntry }> {
  return db.transaction(async (tx) => {
    const lead = await lockExistingLead(tx as Db, input.id);
    if (lead.state === "won" || lead.state === "lost") {
      throw new DomainError(
        "conflict",
        "lead_decided",
        "A won or lost lead has no next step: reopen it first.",
      );
    }
    const columns = {
      nextStepDate: input.step.date,
      nextStepTime: input.step.time,
      nextStepText: input.step.text,
      nextStepDueAt: nextStepDueAt(input.step.date, input.step.time),
    };
    await tx
      .update(leads)
      .set({ ...columns, updatedAt: input.now })
      .where(eq(leads.id, input.id));
    const entry = await addActivity(tx as Db, {
      leadId: input.id,
      kind: "next_step_set",
      actor: input.actor,
      now: input.now,
      detail: stepDetail(columns),
    });
    // Its day and time say nothing about anyone; its words might.
    await audit.record(tx as Db, {
      action: "lead_next_step_set",
      actorId: input.actor.id,
      target: input.id,
      detail: { date: columns.nextStepDate, time: columns.nextStepTime },
    });
    return { nextStep: nextStepOf(columns, input.now)!, entry: activityEntry(entry) };
  });
}

/** Marks the lead's next step done: a `next_step_done` entry, and no step any more. */
export async function completeNextStep(
  db: Db,
  audit: AuditWriter,
  input: { id: string; actor: Actor; now: Date },
): Promise<{ nextStep: null; entry: TimelineEntry }> {
  return db.transaction(async (tx) => {
    const lead = await lockExistingLead(tx as Db, input.id);
    if (lead.nextStepDueAt === null) {
      throw new DomainError("conflict", "no_next_step", "The lead has no next step.");
    }
    await tx
      .update(leads)
      .set({ ...noNextStep, updatedAt: input.now })
      .where(eq(leads.id, input.id));
    const entry = await addActivity(tx as Db, {
      leadId: input.id,
      kind: "next_step_done",
      actor: input.actor,
      now: input.now,
      detail: stepDetail(lead),
    });
    await audit.record(tx as Db, {
      action: "lead_next_step_done",
      actorId: input.actor.id,
      target: input.id,
      detail: { date: lead.nextStepDate, time: lead.nextStepTime },
    });
    return { nextStep: null, entry: activityEntry(entry) };
  });
}

/** Logs a phone call: how it went, and what was said when someone writes it down. */
export async function logCall(
  db: Db,
  audit: AuditWriter,
  input: { id: string; outcome: CallOutcome; note: string | null; actor: Actor; now: Date },
): Promise<TimelineEntry> {
  return db.transaction(async (tx) => {
    await lockExistingLead(tx as Db, input.id);
    await tx.update(leads).set({ updatedAt: input.now }).where(eq(leads.id, input.id));
    const entry = await addActivity(tx as Db, {
      leadId: input.id,
      kind: "call",
      actor: input.actor,
      now: input.now,
      body: input.note,
      detail: { outcome: input.outcome },
    });
    await audit.record(tx as Db, {
      action: "lead_call_logged",
      actorId: input.actor.id,
      target: input.id,
      detail: { entry: entry.id, outcome: input.outcome },
    });
    return activityEntry(entry);
  });
}

/**
 * Keeps a customer's answer that arrived in the agency's mailbox, pasted in by a staff
 * member (there is no inbound mail): an entry of its own in the timeline.
 */
export async function addCustomerReply(
  db: Db,
  audit: AuditWriter,
  input: { id: string; body: string; actor: Actor; now: Date },
): Promise<TimelineEntry> {
  return db.transaction(async (tx) => {
    await lockExistingLead(tx as Db, input.id);
    await tx.update(leads).set({ updatedAt: input.now }).where(eq(leads.id, input.id));
    const entry = await addActivity(tx as Db, {
      leadId: input.id,
      kind: "customer_reply",
      actor: input.actor,
      now: input.now,
      body: input.body,
    });
    await audit.record(tx as Db, {
      action: "lead_customer_reply_added",
      actorId: input.actor.id,
      target: input.id,
      detail: { entry: entry.id },
    });
    return activityEntry(entry);
  });
}
