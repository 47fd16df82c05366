/**
 * Owners manage the people of the back office: list, invite, change roles, remove. The
 * last owner can be neither demoted nor removed, also when two owners act at once
 * (user-roles.ts locks the owners' rows).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requestOrigin } from "../admin/guard.ts";
import { createInvitation, invitationLink } from "./store/invitations.ts";
import { ROLES } from "./schema.ts";
import { listPeople, revokeInvitation } from "./store/people.ts";
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
    return database.run((db) => listPeople(db, now()));
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
    const revoked = await database.run((db) =>
      db.transaction((tx) =>
        revokeInvitation(tx, { id, actorId: request.admin.userId, audit, now: now() }),
      ),
    );
    if (!revoked) {
      throw new DomainError("not_found", "not_found", "No open invitation with this id.", {
        field: "id",
      });
    }
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
