/**
 * The Better Auth endpoints the back office uses, forwarded one by one (a list, not a
 * catch-all: nothing Better Auth offers is reachable unless named here, and each one passes
 * the guard with its declared roles). Each is handed to Better Auth as a Web Request.
 * Password sign-in is throttled here, every sign-in and failure is audited, and a new
 * password is checked against the rules of server/admin/passwords.ts first.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import QRCode from "qrcode";
import { z } from "zod";
import type { Auth } from "./auth.ts";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "./auth-settings.ts";
import { AdminError, parseInput } from "./errors.ts";
import { requestOrigin, webHeaders, type RouteRoles } from "./guard.ts";
import { passwordProblem } from "./passwords.ts";
import type { SignInThrottle } from "./throttle.ts";
import type { AdminFeatureOptions } from "./types.ts";

/** Changes to one's own sign-in methods that go to the audit log when they succeed. */
const auditedChanges: Record<string, string> = {
  "/change-password": "password_changed",
  "/two-factor/disable": "second_factor_disabled",
  "/two-factor/generate-backup-codes": "recovery_codes_renewed",
  "/passkey/verify-registration": "passkey_added",
  "/passkey/delete-passkey": "passkey_removed",
};

interface Forwarded {
  method: "GET" | "POST";
  path: string;
  roles: RouteRoles;
  beforeSecondFactor?: boolean;
  /** A way of signing in: success and failure are audited. */
  signIn?: "password" | "totp" | "recovery_code" | "passkey";
}

const signedIn = ["owner", "staff"] as const;

const forwarded: Forwarded[] = [
  { method: "POST", path: "/sign-in/email", roles: "public", signIn: "password" },
  { method: "POST", path: "/two-factor/verify-totp", roles: "public", signIn: "totp" },
  {
    method: "POST",
    path: "/two-factor/verify-backup-code",
    roles: "public",
    signIn: "recovery_code",
  },
  { method: "GET", path: "/passkey/generate-authenticate-options", roles: "public" },
  { method: "POST", path: "/passkey/verify-authentication", roles: "public", signIn: "passkey" },
  { method: "POST", path: "/sign-out", roles: signedIn, beforeSecondFactor: true },
  { method: "POST", path: "/change-password", roles: signedIn, beforeSecondFactor: true },
  { method: "POST", path: "/two-factor/enable", roles: signedIn, beforeSecondFactor: true },
  { method: "POST", path: "/two-factor/disable", roles: signedIn },
  {
    method: "POST",
    path: "/two-factor/generate-backup-codes",
    roles: signedIn,
    beforeSecondFactor: true,
  },
  {
    method: "GET",
    path: "/passkey/generate-register-options",
    roles: signedIn,
    beforeSecondFactor: true,
  },
  {
    method: "POST",
    path: "/passkey/verify-registration",
    roles: signedIn,
    beforeSecondFactor: true,
  },
  { method: "GET", path: "/passkey/list-user-passkeys", roles: signedIn, beforeSecondFactor: true },
  { method: "POST", path: "/passkey/delete-passkey", roles: signedIn, beforeSecondFactor: true },
];

/** Hands a Fastify request to Better Auth and copies its answer back. */
export async function forwardToAuth(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  path = request.url.slice(AUTH_BASE_PATH.length),
  body: unknown = request.body,
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const headers = webHeaders(request);
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete("content-length");
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  if (hasBody) headers.set("content-type", "application/json");
  const response = await auth.handler(
    new Request(`${requestOrigin(request)}${AUTH_BASE_PATH}${path}`, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(body ?? {}) : undefined,
    }),
  );
  for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
  reply.header("cache-control", "no-store");
  const text = await response.text();
  const answer = text ? (JSON.parse(text) as Record<string, unknown> | null) : null;
  return { status: response.status, body: answer };
}

/** Better Auth's `{ code: "INVALID_EMAIL_OR_PASSWORD", message }` in our error shape. */
function ourError(status: number, body: Record<string, unknown> | null) {
  const code = typeof body?.code === "string" ? body.code.toLowerCase() : "auth_failed";
  return {
    error: status === 401 && code === "invalid_email_or_password" ? "invalid_credentials" : code,
    message: typeof body?.message === "string" ? body.message : "The request was refused.",
  };
}

const signInBody = z.object({
  email: z.string().trim().email().max(254),
  password: z.string().min(1).max(1024),
  rememberMe: z.boolean().optional(),
});
const newPasswordBody = z.object({ newPassword: z.string() }).passthrough();

export function authRoutes(
  app: FastifyInstance,
  options: AdminFeatureOptions & {
    authFor(request: FastifyRequest): Promise<Auth>;
    throttle: SignInThrottle;
  },
) {
  const { audit, database, throttle } = options;
  const record = (action: string, actorId: string | null, detail: Record<string, unknown>) =>
    database.run((db) => audit.record(db, { action, actorId, detail }));

  for (const route of forwarded) {
    app.route({
      method: route.method,
      url: `/auth${route.path}`,
      config: { roles: route.roles, beforeSecondFactor: route.beforeSecondFactor ?? false },
      handler: async (request, reply) => {
        let email: string | undefined;
        if (route.signIn === "password") {
          email = parseInput(signInBody, request.body).email.toLowerCase();
          const wait = throttle.wait(email, request.ip);
          if (wait > 0) {
            const seconds = Math.ceil(wait / 1000);
            await record("sign_in_throttled", null, { method: "password" });
            reply.header("retry-after", String(seconds));
            throw new AdminError(
              429,
              "throttled",
              `Too many failed attempts: try again in ${seconds} seconds.`,
              undefined,
              { retryAfterSeconds: seconds },
            );
          }
        }
        if (route.path === "/change-password") {
          const problem = passwordProblem(parseInput(newPasswordBody, request.body).newPassword);
          if (problem) {
            throw new AdminError(
              422,
              `password_${problem}`,
              "This password is not allowed.",
              "newPassword",
            );
          }
        }
        const auth = await options.authFor(request);
        const { status, body } = await forwardToAuth(auth, request, reply);
        if (route.path === "/two-factor/enable" && typeof body?.totpURI === "string") {
          // The QR code to scan, drawn here: the page's CSP allows data: images only.
          body.qrCode = await QRCode.toDataURL(body.totpURI, { margin: 1, width: 240 });
        }
        // verify-totp also confirms a new authenticator while signed in: a sign-in only
        // when the password step's cookie is there.
        const signingIn =
          route.signIn === "password" ||
          route.signIn === "passkey" ||
          /(^|;\s*)[^=;]*\.two_factor=/.test(request.headers.cookie ?? "");
        if (route.signIn && !signingIn) {
          const ok = status >= 200 && status < 300;
          await record(
            ok ? "second_factor_confirmed" : "second_factor_failed",
            request.admin?.userId ?? null,
            {
              method: route.signIn,
            },
          );
        } else if (route.signIn) {
          const user = body?.user as { id?: string } | undefined;
          if (status >= 200 && status < 300 && body?.twoFactorRedirect) {
            await record("sign_in_password_ok", null, {
              method: route.signIn,
              next: "second_factor",
            });
          } else if (status >= 200 && status < 300) {
            await record("sign_in", user?.id ?? null, { method: route.signIn });
          } else {
            await record("sign_in_failed", null, { method: route.signIn });
          }
          if (email && status === 401) throttle.failed(email, request.ip);
          else if (email && status >= 200 && status < 300) throttle.succeeded(email);
        }
        const change = auditedChanges[route.path];
        if (change && status < 300) await record(change, request.admin.userId, {});
        if (status >= 400) return reply.code(status).send(ourError(status, body));
        return reply.code(status).send(body);
      },
    });
  }
}
