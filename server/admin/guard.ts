/**
 * The admin API's guard (docs/decisions/0061-admin-api-guard.md). Every route under
 * /api/admin declares who may call it in its config:
 *
 *     app.get("/leads", { config: { roles: ["owner", "staff"] } }, handler)
 *     app.post("/auth/sign-in/email", { config: { roles: "public" } }, handler)
 *
 * and the admin plugin's onRoute hook puts `requireRole` in front of it, or throws at
 * start-up when a route declares nothing. So feature code never checks roles itself and
 * cannot forget to. Answers: 401 `{error:"unauthenticated"}` without a valid session,
 * 403 `{error:"forbidden"}` for a role not listed or a write from another origin.
 */
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../database/connection.ts";
import type { Auth } from "../accounts/auth.ts";
import { SESSION_IDLE_MS, SESSION_MAX_AGE_S } from "../accounts/auth-settings.ts";
import { adminSessions, type Role } from "../accounts/schema.ts";
import { readSettings } from "../accounts/store/settings.ts";
import { DomainError } from "../domain-error.ts";

const unauthenticated = () =>
  new DomainError("unauthenticated", "unauthenticated", "Please sign in to the back office.");
const forbidden = (message = "Your role may not do this.") =>
  new DomainError("forbidden", "forbidden", message);

export interface AdminPrincipal {
  userId: string;
  email: string;
  name: string;
  role: Role;
  sessionId: string;
}

export type RouteRoles = readonly Role[] | "public";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call an /api/admin route; required there (see server/admin/guard.ts). */
    roles?: RouteRoles;
    /**
     * Usable by a signed-in user who still has to set up the second factor the owners
     * require (the account page's own calls, sign-out).
     */
    beforeSecondFactor?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in back-office user; set by the guard on every route that is not public. */
    admin: AdminPrincipal;
  }
}

/** Sessions' `updatedAt` (last activity) is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

export interface GuardDeps {
  authFor(request: FastifyRequest): Promise<Auth>;
  db(): Promise<Db>;
  now(): Date;
}

/** The origin the request was addressed to, by the proxy rules (TRUST_PROXY). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Cross-site writes are refused: SameSite=Strict keeps the cookie off them in browsers, and
 * a write must also name our own origin in `Origin` (every browser sends it on non-GET).
 */
export function checkOrigin(request: FastifyRequest): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  if (request.headers.origin !== requestOrigin(request)) {
    throw forbidden("This request must come from the back office itself (Origin).");
  }
}

/** Web headers of a Fastify request, for Better Auth's API. */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

export function requireRole(deps: GuardDeps, roles: RouteRoles, beforeSecondFactor: boolean) {
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    if (roles === "public") {
      checkOrigin(request);
      return;
    }
    const auth = await deps.authFor(request);
    const found = await auth.api.getSession({ headers: webHeaders(request) });
    if (!found) throw unauthenticated();
    const { session, user } = found;
    const now = deps.now();
    const db = await deps.db();
    const lastSeen = new Date(session.updatedAt).getTime();
    const age = now.getTime() - new Date(session.createdAt).getTime();
    if (now.getTime() - lastSeen > SESSION_IDLE_MS || age > SESSION_MAX_AGE_S * 1000) {
      await db.delete(adminSessions).where(eq(adminSessions.id, session.id));
      throw unauthenticated();
    }
    if (now.getTime() - lastSeen > TOUCH_EVERY_MS) {
      await db
        .update(adminSessions)
        .set({ updatedAt: now })
        .where(eq(adminSessions.id, session.id));
    }
    checkOrigin(request);
    const role = (user as { role?: string }).role as Role;
    if (!roles.includes(role)) throw forbidden();
    if (!beforeSecondFactor && !(user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) {
      const settings = await readSettings(db);
      if (settings.requireSecondFactor) {
        throw new DomainError(
          "forbidden",
          "second_factor_required",
          "The owners require a second factor: set it up on your account page first.",
        );
      }
    }
    request.admin = {
      userId: user.id,
      email: user.email,
      name: user.name,
      role,
      sessionId: session.id,
    };
  };
}
