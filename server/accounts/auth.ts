/**
 * Better Auth for the back office (docs/decisions/0060-admin-authentication.md): password
 * sign-in (no sign-up: accounts come from invitations), TOTP second factor with recovery
 * codes, passkeys, server-side sessions in our database through the Drizzle adapter.
 *
 * One instance per origin the back office is used at (SITE_URL's, or a loopback address
 * for local use), because the passkey relying party and the cookie names depend on it:
 * over HTTPS every cookie is `__Host-sg-admin.*` and Secure; over plain HTTP (localhost)
 * browsers refuse `__Host-` cookies, so they are `sg-admin.*` without Secure. All are
 * HttpOnly, SameSite=Strict, Path=/.
 */
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import type { Db } from "../database/connection.ts";
import {
  AUTH_BASE_PATH,
  CLIENT_IP_HEADER,
  cookiePrefix,
  ISSUER,
  SESSION_MAX_AGE_S,
} from "./auth-settings.ts";
import { recoveryCodes } from "./recovery-codes.ts";
import {
  hashPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  verifyPassword,
  type ScryptCost,
} from "./passwords.ts";
import {
  adminAccounts,
  adminPasskeys,
  adminSessions,
  adminTwoFactors,
  adminUsers,
  adminVerifications,
} from "./schema.ts";

export {
  AUTH_BASE_PATH,
  CLIENT_IP_HEADER,
  cookiePrefix,
  ISSUER,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_S,
} from "./auth-settings.ts";

export function createAuth(options: {
  db: Db;
  origin: string;
  secret: string;
  /** ServerConfig.passwordCost: unset in production. */
  passwordCost?: ScryptCost | undefined;
}) {
  const url = new URL(options.origin);
  const https = url.protocol === "https:";
  return betterAuth({
    appName: ISSUER,
    baseURL: options.origin,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    trustedOrigins: [options.origin],
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: {
        user: adminUsers,
        session: adminSessions,
        account: adminAccounts,
        verification: adminVerifications,
        twoFactor: adminTwoFactors,
        passkey: adminPasskeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: {
        hash: (password) => hashPassword(password, options.passwordCost),
        verify: verifyPassword,
      },
    },
    user: {
      additionalFields: {
        role: { type: "string", required: true, input: false },
      },
      // Changing e-mail or deleting oneself goes through owners, not these endpoints.
      changeEmail: { enabled: false },
      deleteUser: { enabled: false },
    },
    session: {
      // Fixed at sign-in, never extended: the absolute lifetime. The idle timeout is checked
      // and `updatedAt` moved by the guard on every request.
      expiresIn: SESSION_MAX_AGE_S,
      updateAge: SESSION_MAX_AGE_S,
      disableSessionRefresh: true,
      cookieCache: { enabled: false },
    },
    // Our own throttling (server/accounts/throttle.ts) replaces Better Auth's in-memory limiter.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: cookiePrefix(https),
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "strict", secure: https, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      twoFactor({
        issuer: ISSUER,
        backupCodeOptions: { customBackupCodesGenerate: () => recoveryCodes() },
      }),
      passkey({ rpID: url.hostname, rpName: ISSUER, origin: options.origin }),
    ],
    telemetry: { enabled: false },
    // Failed sign-ins are in the audit log; Better Auth need not log them again.
    logger: { level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
