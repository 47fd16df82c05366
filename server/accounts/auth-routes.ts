/**
 * The Better Auth endpoints the back office uses, forwarded one by one (a list, not a
 * catch-all: nothing Better Auth offers is reachable unless named here, and each one passes
 * the guard with its declared roles). Each is handed to Better Auth as a Web Request.
 * Password sign-in and passkey challenges are throttled here (./throttle.ts), a browser
 * that signs in gets a device cookie (./device-cookie.ts), every sign-in and failure is
 * audited, and a new password is checked against the rules of server/accounts/passwords.ts
 * first. Sign-in bodies are rebuilt from what we accept: Better Auth's "trust this
 * device" (skipping the second factor) never gets through (./trust-device.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import QRCode from "qrcode";
import { z } from "zod";
import type { Auth } from "./auth.ts";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "./auth-settings.ts";
import { requestOrigin, webHeaders, type RouteRoles } from "../admin/guard.ts";
import { passwordProblem } from "./passwords.ts";
import { PASSKEY_NAME_MAX, passkeyNameProblem } from "#app/shared/passkey-name.ts";
import type { Claim, SignInThrottle, ThrottleKind, Verdict } from "./throttle.ts";
import {
  expiredCookie,
  revokeTrustedDevices,
  setsTrustDeviceCookie,
  withoutTrustDeviceCookie,
} from "./trust-device.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { DomainError } from "../domain-error.ts";
import { parseInput } from "../http/guards.ts";
import { secretText } from "#app/shared/text-rule.ts";

/**
 * Changes to one's own sign-in methods that go to the audit log when they succeed. Those
 * marked also end every trust-device record of the person (./trust-device.ts).
 */
const auditedChanges: Record<string, string> = {
  "/change-password": "password_changed",
  "/two-factor/disable": "second_factor_disabled",
  "/two-factor/generate-backup-codes": "recovery_codes_renewed",
  "/passkey/verify-registration": "passkey_added",
  "/passkey/delete-passkey": "passkey_removed",
  "/passkey/update-passkey": "passkey_renamed",
};
const revokesTrustedDevices = new Set([
  "/change-password",
  "/two-factor/disable",
  "/two-factor/enable",
]);

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
  { method: "POST", path: "/passkey/update-passkey", roles: signedIn, beforeSecondFactor: true },
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
  // A trust-device cookie would let a password sign-in skip the second factor: Better Auth
  // never sees one, and the browser is told to drop it.
  const { cookie, removed } = withoutTrustDeviceCookie(request.headers.cookie);
  if (cookie) headers.set("cookie", cookie);
  else headers.delete("cookie");
  for (const name of removed) {
    reply.header("set-cookie", expiredCookie(name, request.protocol === "https"));
  }
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
  for (const cookie of response.headers.getSetCookie()) {
    if (!setsTrustDeviceCookie(cookie)) reply.header("set-cookie", cookie);
  }
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
  password: z.string().check(secretText()).min(1).max(1024),
  rememberMe: z.boolean().optional(),
});
/**
 * A second-factor code, and nothing else: `trustDevice` (and any other field) is dropped
 * before Better Auth sees the body.
 */
const codeBody = z.object({ code: z.string().min(1).max(64) });
const newPasswordBody = z
  .object({
    newPassword: z.string().check(secretText()),
    currentPassword: z.string().check(secretText()).optional(),
  })
  .passthrough();
/** Renaming one's passkey: its id and the new name (app/shared/passkey-name.ts), nothing else. */
const passkeyNameBody = z.strictObject({
  id: z.string().min(1).max(100),
  name: z
    .string()
    .trim()
    .refine((name) => passkeyNameProblem(name) === null, {
      message: `A passkey's name has 1 to ${PASSKEY_NAME_MAX} characters.`,
    }),
});

function throttled(reply: FastifyReply, waitMs: number): DomainError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header("retry-after", String(seconds));
  return new DomainError(
    "too_many",
    "throttled",
    `Too many attempts: try again in ${seconds} seconds.`,
    { extra: { retryAfterSeconds: seconds } },
  );
}

export function authRoutes(
  app: FastifyInstance,
  options: AdminFeatureOptions & {
    authFor(request: FastifyRequest): Promise<Auth>;
    throttle: SignInThrottle;
    /** Sends queued mail now (the sign-in alert) instead of at the worker's next poll. */
    wakeMailer?: (() => void) | undefined;
  },
) {
  const { audit, database, throttle, now } = options;
  const record = (action: string, actorId: string | null, detail: Record<string, unknown>) =>
    database.run((db) => audit.record(db, { action, actorId, detail }));

  for (const route of forwarded) {
    app.route({
      method: route.method,
      url: `/auth${route.path}`,
      config: { roles: route.roles, beforeSecondFactor: route.beforeSecondFactor ?? false },
      handler: async (request, reply) => {
        const https = request.protocol === "https";
        let email: string | undefined;
        let body: unknown = request.body;
        let claim: Claim | undefined;
        const admit = async (verdict: Verdict, method: string) => {
          if (verdict.ok) return verdict.claim;
          const by: ThrottleKind = verdict.kind;
          await record("sign_in_throttled", null, { method, by });
          throw throttled(reply, verdict.waitMs);
        };
        if (route.signIn === "password") {
          const input = parseInput(signInBody, request.body);
          email = input.email.toLowerCase();
          body = {
            email: input.email,
            password: input.password,
            ...(input.rememberMe === undefined ? {} : { rememberMe: input.rememberMe }),
          };
          const device = throttle.devices.read(request.headers.cookie, email, https, now());
          claim = await admit(await throttle.beginPassword(email, request.ip, device), "password");
        } else if (route.signIn === "totp" || route.signIn === "recovery_code") {
          body = parseInput(codeBody, request.body);
        } else if (route.path === "/passkey/update-passkey") {
          body = parseInput(passkeyNameBody, request.body);
        } else if (route.path === "/passkey/generate-authenticate-options") {
          // Unauthenticated, and each one stores a challenge: counted per address whatever
          // the answer; a passkey sign-in from the address gives it back.
          claim = await admit(await throttle.beginPasskeyOptions(request.ip), "passkey");
        }
        if (route.path === "/change-password") {
          const problem = passwordProblem(parseInput(newPasswordBody, request.body).newPassword);
          if (problem) {
            throw new DomainError(
              "unacceptable",
              `password_${problem}`,
              "This password is not allowed.",
              { field: "newPassword" },
            );
          }
        }
        let status: number;
        let answer: Record<string, unknown> | null;
        try {
          const auth = await options.authFor(request);
          ({ status, body: answer } = await forwardToAuth(auth, request, reply, undefined, body));
        } catch (error) {
          if (claim) await throttle.undo(claim).catch(() => {});
          throw error;
        }
        const ok = status >= 200 && status < 300;
        if (route.path === "/two-factor/enable" && typeof answer?.totpURI === "string") {
          // The QR code to scan, drawn here: the page's CSP allows data: images only.
          answer.qrCode = await QRCode.toDataURL(answer.totpURI, { margin: 1, width: 240 });
        }
        // verify-totp also confirms a new authenticator while signed in: a sign-in only
        // when the password step's cookie is there.
        const signingIn =
          route.signIn === "password" ||
          route.signIn === "passkey" ||
          /(^|;\s*)[^=;]*\.two_factor=/.test(request.headers.cookie ?? "");
        if (route.signIn && !signingIn) {
          await record(
            ok ? "second_factor_confirmed" : "second_factor_failed",
            request.admin?.userId ?? null,
            {
              method: route.signIn,
            },
          );
        } else if (route.signIn) {
          const user = answer?.user as { id?: string; email?: string } | undefined;
          if (ok && answer?.twoFactorRedirect) {
            await record("sign_in_password_ok", null, {
              method: route.signIn,
              next: "second_factor",
            });
          } else if (ok) {
            await record("sign_in", user?.id ?? null, { method: route.signIn });
          } else {
            await record("sign_in_failed", null, { method: route.signIn });
          }
          // This browser has signed in (the password step is enough): it gets a device
          // cookie for the account, so others' failures never refuse it (./device-cookie.ts).
          const signedInAs = email ?? user?.email?.toLowerCase();
          if (ok && signedInAs) {
            reply.header("set-cookie", throttle.devices.issue(signedInAs, https, now()));
          }
          if (ok && route.signIn === "passkey") await throttle.passkeySucceeded(request.ip);
        }
        if (claim && route.signIn === "password") {
          if (status === 401) {
            // A wrong e-mail or password: it stays counted.
            await throttle.failed(claim);
            if (email && (await throttle.alertIfTripped(claim, email, audit))) {
              options.wakeMailer?.();
            }
          } else if (ok) await throttle.succeeded(claim);
          else await throttle.undo(claim);
        }
        const change = auditedChanges[route.path];
        // Confirming a new authenticator (verify-totp while signed in, a public route: the
        // person is the one Better Auth answers with) switches the second factor on.
        const confirmed = route.signIn === "totp" && !signingIn;
        const revokes = revokesTrustedDevices.has(route.path) || confirmed;
        const userId = confirmed
          ? (answer?.user as { id?: string } | undefined)?.id
          : request.admin?.userId;
        if (ok && userId && (change || revokes)) {
          await database.run((db) =>
            db.transaction(async (tx) => {
              const revoked = revokes ? await revokeTrustedDevices(tx, userId) : 0;
              if (change) await audit.record(tx, { action: change, actorId: userId, detail: {} });
              if (revoked > 0) {
                await audit.record(tx, {
                  action: "trusted_devices_revoked",
                  actorId: userId,
                  detail: { records: revoked },
                });
              }
            }),
          );
        }
        if (status >= 400) return reply.code(status).send(ourError(status, answer));
        return reply.code(status).send(answer);
      },
    });
  }
}
