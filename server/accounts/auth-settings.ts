/**
 * The back office's authentication settings that code outside Better Auth needs (the guard,
 * the route that forwards to Better Auth). They live apart from ./auth.ts so that importing
 * them does not load Better Auth: the server loads it at the first back-office request
 * that needs a session (docs/decisions/0087-back-office-loaded-on-first-use.md).
 */

/** Where Better Auth's endpoints are mounted (server/accounts/auth-routes.ts forwards to it). */
export const AUTH_BASE_PATH = "/api/admin/auth";
/** Absolute session lifetime; the idle timeout is the guard's (server/admin/guard.ts). */
export const SESSION_MAX_AGE_S = 7 * 24 * 60 * 60;
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** The header the server sets to the client address by its TRUST_PROXY rules. */
export const CLIENT_IP_HEADER = "x-spreegeist-client-ip";
export const ISSUER = "Spreegeist Events";

export function cookiePrefix(https: boolean): string {
  return https ? "__Host-sg-admin" : "sg-admin";
}
