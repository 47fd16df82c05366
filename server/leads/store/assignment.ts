/**
 * New leads given to the team in turn (docs/product.md#lead-assignment): when the owners'
 * setting `leadAssignment` is `round_robin`, each lead the intake stores gets the next of
 * the accounts that switched on "Neue Anfragen reihum an mich" (`takes_new_leads`), in a
 * fixed order (by account id), starting after the account that got the last one. That
 * account is kept in `admin_settings` under `leadAssignmentTurn`, read under a row lock, so
 * two instances taking leads at once still give them out strictly in turn. Nobody opted
 * in: the lead stays unassigned. Each assignment writes an `owner_changed` entry by
 * "Spreegeist (automatisch)" (no person: actor id null) and an audit entry, in the
 * intake's transaction.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { AuditLog } from "../../admin/audit.ts";
import { adminSettings, adminUsers } from "../../accounts/schema.ts";
import { readSettings } from "../../accounts/store/settings.ts";
import type { Db } from "../../database/connection.ts";
import { leadActivities, leads } from "../schema.ts";

/** Who the timeline names as the author of an assignment in turn. */
export const AUTOMATIC_ACTOR = { id: null, name: "Spreegeist (automatisch)" } as const;

/** The `admin_settings` row that remembers whose turn it was last (not a setting). */
export const ASSIGNMENT_TURN_KEY = "leadAssignmentTurn";

interface Turn {
  /** The account that got the last lead; null before the first. */
  lastOwnerId: string | null;
}

export interface Assignment {
  leadId: string;
  ownerId: string;
}

/**
 * Gives each of the new leads (in the order given) to the next person in turn, when owners
 * chose `round_robin`; returns who got which. Call it in the transaction that stored them.
 */
export async function assignInTurn(
  db: Db,
  audit: AuditLog,
  newLeads: ReadonlyArray<{ id: string; at: Date }>,
): Promise<Assignment[]> {
  if (newLeads.length === 0) return [];
  const { leadAssignment } = await readSettings(db);
  if (leadAssignment !== "round_robin") return [];
  const first = newLeads[0]!.at;
  // The turn's row exists from the first use on; the lock is held until the commit.
  await db
    .insert(adminSettings)
    .values({ key: ASSIGNMENT_TURN_KEY, value: { lastOwnerId: null }, updatedAt: first })
    .onConflictDoNothing();
  const [turnRow] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.key, ASSIGNMENT_TURN_KEY))
    .for("update");
  // Sorted here, not by the database: its collation may order ids differently from `>`.
  const people = (
    await db
      .select({ id: adminUsers.id, name: adminUsers.name })
      .from(adminUsers)
      .where(eq(adminUsers.takesNewLeads, true))
  ).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (people.length === 0) return [];

  let last = (turnRow?.value as Turn | undefined)?.lastOwnerId ?? null;
  const assignments: Assignment[] = [];
  for (const lead of newLeads) {
    // The next after the last one; after the last in the order (or gone), the first again.
    const owner = people.find((person) => last === null || person.id > last) ?? people[0]!;
    const given = await db
      .update(leads)
      .set({ ownerId: owner.id })
      .where(and(eq(leads.id, lead.id), isNull(leads.ownerId)))
      .returning({ id: leads.id });
    if (given.length === 0) continue;
    await db.insert(leadActivities).values({
      id: randomUUID(),
      leadId: lead.id,
      kind: "owner_changed",
      actorId: AUTOMATIC_ACTOR.id,
      actorName: AUTOMATIC_ACTOR.name,
      at: lead.at,
      detail: {
        fromId: null,
        fromName: null,
        toId: owner.id,
        toName: owner.name,
        rule: "round_robin",
      },
    });
    await audit.record(db, {
      action: "lead_owner_changed",
      actorId: null,
      target: lead.id,
      detail: { from: null, to: owner.id, rule: "round_robin" },
    });
    assignments.push({ leadId: lead.id, ownerId: owner.id });
    last = owner.id;
  }
  const turn: Turn = { lastOwnerId: last };
  await db
    .update(adminSettings)
    .set({ value: turn, updatedAt: newLeads.at(-1)!.at })
    .where(eq(adminSettings.key, ASSIGNMENT_TURN_KEY));
  return assignments;
}
