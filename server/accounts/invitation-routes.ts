/** The invitation page's calls (public: the token is the credential). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Auth } from "./auth.ts";
import { forwardToAuth } from "./auth-routes.ts";
import { acceptInvitation, lookUpInvitation } from "./store/invitations.ts";
import { PASSWORD_MAX } from "./passwords.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";
import { secretText } from "#app/shared/text-rule.ts";

const token = z.string().min(20).max(200);
const lookupBody = z.object({ token });
const acceptBody = z.object({
  token,
  name: z.string().trim().min(1, "Please enter your name.").max(100),
  password: z
    .string()
    .check(secretText())
    .max(PASSWORD_MAX * 4),
});

export async function invitationRoutes(
  app: FastifyInstance,
  options: AdminFeatureOptions & { authFor(request: FastifyRequest): Promise<Auth> },
) {
  const { database, audit, now } = options;

  app.post("/invitations/lookup", { config: { roles: "public" } }, async (request) => {
    const input = parseInput(lookupBody, request.body);
    return database.run((db) => lookUpInvitation(db, input.token, now()));
  });

  /** Creates the account, then signs the person in (a new session, its cookie set here). */
  app.post("/invitations/accept", { config: { roles: "public" } }, async (request, reply) => {
    const input = parseInput(acceptBody, request.body);
    const { userId, email } = await database.run((db) =>
      db.transaction((tx) =>
        acceptInvitation(
          tx,
          { ...input, now: now(), passwordCost: options.config.passwordCost },
          audit,
        ),
      ),
    );
    const auth = await options.authFor(request);
    const { status } = await forwardToAuth(auth, request, reply, "/sign-in/email", {
      email,
      password: input.password,
      rememberMe: true,
    });
    if (status < 300)
      await database.run((db) =>
        audit.record(db, { action: "sign_in", actorId: userId, detail: { method: "invitation" } }),
      );
    return reply.code(201).send({ userId, signedIn: status < 300 });
  });
}
