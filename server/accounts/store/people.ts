/**
 * The back office's people as the owners see them: every account with when it was last
 * active, and the invitations still open; revoking an invitation (with its audit entry).
 */
import { and, desc, eq, gt, isNull, max } from "drizzle-orm";
import type { AuditLog } from "../../admin/audit.ts";
import type { Db } from "../../database/connection.ts";
import { adminInvitations, adminSessions, adminUsers } from "../schema.ts";

/** Every account, by name, and the open invitations, newest first. */
export async function listPeople(db: Db, now: Date) {
  const lastActive = db
    .select({ userId: adminSessions.userId, at: max(adminSessions.updatedAt).as("at") })
    .from(adminSessions)
    .groupBy(adminSessions.userId)
    .as("last_active");
  const users = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      role: adminUsers.role,
      twoFactorEnabled: adminUsers.twoFactorEnabled,
      createdAt: adminUsers.createdAt,
      lastActiveAt: lastActive.at,
    })
    .from(adminUsers)
    .leftJoin(lastActive, eq(lastActive.userId, adminUsers.id))
    .orderBy(adminUsers.name);
  const invitations = await db
    .select({
      id: adminInvitations.id,
      email: adminInvitations.email,
      role: adminInvitations.role,
      createdAt: adminInvitations.createdAt,
      expiresAt: adminInvitations.expiresAt,
    })
    .from(adminInvitations)
    .where(
      and(
        isNull(adminInvitations.acceptedAt),
        isNull(adminInvitations.revokedAt),
        gt(adminInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(adminInvitations.createdAt));
  return {
    users: users.map((user) => ({ ...user, twoFactorEnabled: user.twoFactorEnabled === true })),
    invitations,
  };
}

/**
 * Revokes an open invitation and records it, in the caller's transaction. False when no
 * invitation with this id is open (accepted, revoked or unknown): nothing is recorded.
 */
export async function revokeInvitation(
  tx: Db,
  input: { id: string; actorId: string; audit: AuditLog; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(adminInvitations)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(adminInvitations.id, input.id),
        isNull(adminInvitations.acceptedAt),
        isNull(adminInvitations.revokedAt),
      ),
    )
    .returning({ id: adminInvitations.id });
  if (rows.length === 0) return false;
  await input.audit.record(tx, {
    action: "invitation_revoked",
    actorId: input.actorId,
    target: input.id,
  });
  return true;
}
