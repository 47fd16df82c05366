/**
 * Owners manage the people of the back office: list, invite, change roles, remove. The
 * last owner can be neither demoted nor removed.
 */
import { and, count, desc, eq, gt, isNull, max } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/connection.ts";
import { AdminError, parseInput } from "./errors.ts";
import { requestOrigin } from "./guard.ts";
import { createInvitation, invitationLink } from "./invitations.ts";
import { adminInvitations, adminSessions, adminUsers, ROLES } from "./schema.ts";
import type { AdminFeatureOptions } from "./types.ts";

const owners = { roles: ["owner"] as const };
// Accounts and invitations have UUIDs (invitations.ts): anything else is refused unread.
const userParams = z.object({ id: z.uuid("This is not a user id.") });
const invitationParams = z.object({ id: z.uuid("This is not an invitation id.") });
export const inviteBody = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  role: z.enum(ROLES),
});
const roleBody = z.object({ role: z.enum(ROLES) });

async function ownerCount(tx: Db): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(adminUsers)
    .where(eq(adminUsers.role, "owner"));
  return Number(row?.n ?? 0);
}

export async function usersRoutes(
  app: FastifyInstance,
  options: AdminFeatureOptions & { wakeMailer?: (() => void) | undefined },
) {
  const { database, audit, now } = options;

  app.get("/users", { config: owners }, async () => {
    return database.run(async (db) => {
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
            gt(adminInvitations.expiresAt, now()),
          ),
        )
        .orderBy(desc(adminInvitations.createdAt));
      return {
        users: users.map((user) => ({ ...user, twoFactorEnabled: user.twoFactorEnabled === true })),
        invitations,
      };
    });
  });

  app.post("/users/invitations", { config: owners }, async (request, reply) => {
    const input = parseInput(inviteBody, request.body);
    const origin = requestOrigin(request);
    const invitation = await database.run((db) =>
      db.transaction((tx) =>
        createInvitation(
          tx,
          { ...input, invitedBy: request.admin.userId, origin, now: now() },
          audit,
        ),
      ),
    );
    options.wakeMailer?.();
    return reply.code(201).send({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      link: invitationLink(origin, invitation.token),
    });
  });

  app.delete("/users/invitations/:id", { config: owners }, async (request) => {
    const { id } = parseInput(invitationParams, request.params);
    await database.run((db) =>
      db.transaction(async (tx) => {
        const rows = await tx
          .update(adminInvitations)
          .set({ revokedAt: now() })
          .where(
            and(
              eq(adminInvitations.id, id),
              isNull(adminInvitations.acceptedAt),
              isNull(adminInvitations.revokedAt),
            ),
          )
          .returning({ id: adminInvitations.id });
        if (rows.length === 0)
          throw new AdminError(404, "not_found", "No open invitation with this id.", "id");
        await audit.record(tx, {
          action: "invitation_revoked",
          actorId: request.admin.userId,
          target: id,
        });
      }),
    );
    return { ok: true };
  });

  app.patch("/users/:id", { config: owners }, async (request) => {
    const { id } = parseInput(userParams, request.params);
    const { role } = parseInput(roleBody, request.body);
    return database.run((db) =>
      db.transaction(async (tx) => {
        const [user] = await tx
          .select()
          .from(adminUsers)
          .where(eq(adminUsers.id, id))
          .for("update");
        if (!user) throw new AdminError(404, "not_found", "No such user.", "id");
        if (user.role === role) return { id, role };
        if (user.role === "owner" && (await ownerCount(tx)) <= 1) {
          throw new AdminError(
            409,
            "last_owner",
            "The last owner cannot be given another role.",
            "role",
          );
        }
        await tx.update(adminUsers).set({ role, updatedAt: now() }).where(eq(adminUsers.id, id));
        await audit.record(tx, {
          action: "role_changed",
          actorId: request.admin.userId,
          target: id,
          detail: { from: user.role, to: role },
        });
        return { id, role };
      }),
    );
  });

  app.delete("/users/:id", { config: owners }, async (request) => {
    const { id } = parseInput(userParams, request.params);
    if (id === request.admin.userId) {
      throw new AdminError(409, "cannot_remove_self", "You cannot remove your own account.", "id");
    }
    await database.run((db) =>
      db.transaction(async (tx) => {
        const [user] = await tx
          .select()
          .from(adminUsers)
          .where(eq(adminUsers.id, id))
          .for("update");
        if (!user) throw new AdminError(404, "not_found", "No such user.", "id");
        if (user.role === "owner" && (await ownerCount(tx)) <= 1) {
          throw new AdminError(409, "last_owner", "The last owner cannot be removed.", "id");
        }
        // Sessions, password, second factor and passkeys go with it (foreign keys cascade).
        await tx.delete(adminUsers).where(eq(adminUsers.id, id));
        await audit.record(tx, {
          action: "user_removed",
          actorId: request.admin.userId,
          target: id,
          detail: { role: user.role },
        });
      }),
    );
    return { ok: true };
  });
}
