/**
 * `npm run users` commands (server/accounts/cli.ts), run through the control channel
 * (server/control/commands.ts) so they work while the server runs on the embedded database.
 */
import { asc } from "drizzle-orm";
import { z } from "zod";
import { defineCommand, type ControlContext } from "../control/command.ts";
import { createAuditLog } from "../admin/audit.ts";
import { createInvitation, invitationLink } from "./store/invitations.ts";
import { adminUsers, ROLES } from "./schema.ts";
import { changeUserRole } from "./store/user-roles.ts";

const usersAdd = defineCommand({
  input: z.object({ email: z.string().trim().toLowerCase().email().max(254), role: z.enum(ROLES) }),
  run: async ({ database, config, now }: ControlContext, input) => {
    const audit = createAuditLog(now);
    const invitation = await database.run((db) =>
      db.transaction((tx) =>
        createInvitation(
          tx,
          { ...input, invitedBy: null, origin: config.siteUrl, now: now() },
          audit,
        ),
      ),
    );
    return {
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
      link: invitationLink(config.siteUrl, invitation.token),
      /** The same link on this machine, for a first account made before the site is public. */
      localLink: invitationLink(`http://localhost:${config.port}`, invitation.token),
    };
  },
});

const usersList = defineCommand({
  input: z.object({}).strict(),
  run: ({ database }: ControlContext) =>
    database.run((db) =>
      db
        .select({
          email: adminUsers.email,
          name: adminUsers.name,
          role: adminUsers.role,
          twoFactorEnabled: adminUsers.twoFactorEnabled,
        })
        .from(adminUsers)
        .orderBy(asc(adminUsers.email)),
    ),
});

const usersRole = defineCommand({
  input: z.object({ email: z.string().trim().toLowerCase().email(), role: z.enum(ROLES) }),
  run: async ({ database, now }: ControlContext, input) => {
    const result = await database.run((db) =>
      db.transaction((tx) =>
        changeUserRole(tx, {
          user: { email: input.email },
          role: input.role,
          now: now(),
          audit: createAuditLog(now),
          actorId: null,
          detail: { via: "command_line" },
        }),
      ),
    );
    if (!result.ok && result.reason === "not_found") {
      throw new Error(`No account with the e-mail address ${input.email}`);
    }
    if (!result.ok) {
      throw new Error(
        `${input.email} is the last owner: make another person owner first (npm run users -- role EMAIL owner).`,
      );
    }
    return { email: result.user.email, role: input.role };
  },
});

export const usersCommands = {
  "users-add": usersAdd,
  "users-list": usersList,
  "users-role": usersRole,
};
