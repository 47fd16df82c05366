/**
 * Owners manage the people of the back office: list, invite, change roles, remove. The
 * last owner can be neither demoted nor removed, also when two owners act at once
 * (user-roles.ts locks the owners' rows).
 */
import { and, desc, eq, gt, isNull, max } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requestOrigin } from "../admin/guard.ts";
import { createInvitation, invitationLink } from "./store/invitations.ts";
import { adminInvitations, adminSessions, adminUsers, ROLES } from "./schema.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { changeUserRole, removeUser } from "./store/user-roles.ts";
import { DomainError } from "../domain-error.ts";
import { parseInput } from "../http/guards.ts";

const owners = { roles: ["owner"] as const };
// Accounts and invitations have UUIDs (invitations.ts): anything else is refused unread.
const userParams = z.object({ id: z.uuid("This is not a user id.") });
const invitationParams = z.object({ id: z.uuid("This is not an invitation id.") });
export const inviteBody = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  role: z.enum(ROLES),
});
const roleBody = z.object({ role: z.enum(ROLES) });

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
          throw new DomainError("not_found", "not_found", "No open invitation with this id.", {
            field: "id",
          });
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
    const result = await database.run((db) =>
      db.transaction((tx) =>
        changeUserRole(tx, {
          user: { id },
          role,
          now: now(),
          audit,
          actorId: request.admin.userId,
        }),
      ),
    );
    if (!result.ok && result.reason === "not_found") {
      throw new DomainError("not_found", "not_found", "No such user.", { field: "id" });
    }
    if (!result.ok) {
      throw new DomainError(
        "conflict",
        "last_owner",
        "The last owner cannot be given another role.",
        { field: "role" },
      );
    }
    return { id, role };
  });

  app.delete("/users/:id", { config: owners }, async (request) => {
    const { id } = parseInput(userParams, request.params);
    if (id === request.admin.userId) {
      throw new DomainError(
        "conflict",
        "cannot_remove_self",
        "You cannot remove your own account.",
        { field: "id" },
      );
    }
    const result = await database.run((db) =>
      db.transaction((tx) => removeUser(tx, { id, audit, actorId: request.admin.userId })),
    );
    if (!result.ok && result.reason === "not_found") {
      throw new DomainError("not_found", "not_found", "No such user.", { field: "id" });
    }
    if (!result.ok) {
      throw new DomainError("conflict", "last_owner", "The last owner cannot be removed.", {
        field: "id",
      });
    }
    return { ok: true };
  });
}
