/**
 * Changing a person's role and removing a person, with the rule that the back office always
 * keeps an owner. Used by the People page's API (users-routes.ts) and by
 * `npm run users -- role` (users-commands.ts), each in a transaction of its own.
 *
 * Counting the owners is not enough under READ COMMITTED (PostgreSQL's default): two owners
 * demoting each other at once would each count two and both commit, leaving none. So every
 * change that may take an owner away first locks all owners' rows (`FOR UPDATE`, in id
 * order, so two such changes never deadlock): the second waits for the first to commit,
 * then sees the owners that remain and is refused as the last owner.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../database/connection.ts";
import { adminUsers, type Role } from "../schema.ts";
import type { AuditLog } from "../../admin/audit.ts";

type User = typeof adminUsers.$inferSelect;

export type UserChange =
  | { ok: true; user: User }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "last_owner"; user: User };

/** Locks every owner's row until the transaction ends; their ids. */
async function lockOwners(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.role, "owner"))
    .orderBy(asc(adminUsers.id))
    .for("update");
  return rows.map((row) => row.id);
}

/** The user (locked), after the owners are locked; and whether no other owner remains. */
async function lockUser(
  tx: Db,
  where: { id: string } | { email: string },
): Promise<{ user: User | undefined; lastOwner: boolean }> {
  const owners = await lockOwners(tx);
  const [user] = await tx
    .select()
    .from(adminUsers)
    .where("id" in where ? eq(adminUsers.id, where.id) : eq(adminUsers.email, where.email))
    .for("update");
  return {
    user,
    // Every other owner's row is locked: none of them can stop being one before we commit.
    lastOwner: user?.role === "owner" && owners.every((id) => id === user.id),
  };
}

/**
 * Gives a user another role and records it in the audit log; refused when it would take
 * away the last owner. `user` is the account as it was before.
 */
export async function changeUserRole(
  tx: Db,
  input: {
    user: { id: string } | { email: string };
    role: Role;
    now: Date;
    audit: AuditLog;
    actorId: string | null;
    /** Further facts for the audit entry, e.g. `{ via: "command_line" }`. */
    detail?: Record<string, unknown>;
  },
): Promise<UserChange> {
  const { user, lastOwner } = await lockUser(tx, input.user);
  if (!user) return { ok: false, reason: "not_found" };
  if (user.role === input.role) return { ok: true, user };
  if (lastOwner) return { ok: false, reason: "last_owner", user };
  await tx
    .update(adminUsers)
    .set({ role: input.role, updatedAt: input.now })
    .where(eq(adminUsers.id, user.id));
  await input.audit.record(tx, {
    action: "role_changed",
    actorId: input.actorId,
    target: user.id,
    detail: { from: user.role, to: input.role, ...input.detail },
  });
  return { ok: true, user };
}

/**
 * Removes a user (sessions, password, second factor and passkeys go with it: foreign keys
 * cascade) and records it; refused for the last owner.
 */
export async function removeUser(
  tx: Db,
  input: { id: string; audit: AuditLog; actorId: string | null },
): Promise<UserChange> {
  const { user, lastOwner } = await lockUser(tx, { id: input.id });
  if (!user) return { ok: false, reason: "not_found" };
  if (lastOwner) return { ok: false, reason: "last_owner", user };
  await tx.delete(adminUsers).where(eq(adminUsers.id, user.id));
  await input.audit.record(tx, {
    action: "user_removed",
    actorId: input.actorId,
    target: user.id,
    detail: { role: user.role },
  });
  return { ok: true, user };
}
