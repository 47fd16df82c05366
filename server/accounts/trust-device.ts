/**
 * Better Auth's "trust this device" (two-factor plugin), which the back office never offers:
 * a verify-totp or verify-backup-code call with `trustDevice: true` would set a cookie that
 * lets the next password sign-in skip the second factor for 30 days, renewing itself
 * (docs/decisions/0100-sign-in-device-cookies.md). So:
 * - auth-routes.ts forwards those calls with a body of only `{ code }`;
 * - no request reaches Better Auth with a trust-device cookie (an older one is ignored and
 *   expired in the answer), and no trust-device cookie Better Auth sets is passed on;
 * - its records (rows of `admin_verifications` whose identifier starts `trust-device-`, the
 *   value is the user id) are deleted when the person signs out everywhere, changes the
 *   password or turns the second factor off or on.
 */
import { and, eq, like } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import { adminVerifications } from "./schema.ts";

/** Better Auth's cookie name after our prefix (`sg-admin.` / `__Host-sg-admin.`). */
const TRUST_DEVICE_COOKIE = /^(?:__Host-)?sg-admin\.trust_device$/;
/** The identifier prefix Better Auth 1.7 stores trust-device records under. */
const TRUST_DEVICE_IDENTIFIER = "trust-device-";

/** Deletes every trust-device record of one user; returns how many there were. */
export async function revokeTrustedDevices(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(adminVerifications)
    .where(
      and(
        like(adminVerifications.identifier, `${TRUST_DEVICE_IDENTIFIER}%`),
        eq(adminVerifications.value, userId),
      ),
    )
    .returning({ id: adminVerifications.id });
  return rows.length;
}

/**
 * The Cookie header without any trust-device cookie, and the names of those it removed (to
 * expire them in the answer).
 */
export function withoutTrustDeviceCookie(cookieHeader: string | undefined): {
  cookie: string | undefined;
  removed: string[];
} {
  if (!cookieHeader) return { cookie: cookieHeader, removed: [] };
  const removed: string[] = [];
  const kept = cookieHeader
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => {
      if (!pair) return false;
      const name = pair.slice(0, Math.max(0, pair.indexOf("="))).trim();
      if (TRUST_DEVICE_COOKIE.test(name)) {
        removed.push(name);
        return false;
      }
      return true;
    });
  return { cookie: kept.length > 0 ? kept.join("; ") : undefined, removed };
}

/** Whether a Set-Cookie header of Better Auth's sets a trust-device cookie (never passed on). */
export function setsTrustDeviceCookie(setCookie: string): boolean {
  return TRUST_DEVICE_COOKIE.test(setCookie.slice(0, Math.max(0, setCookie.indexOf("="))).trim());
}

/** A Set-Cookie header that deletes a cookie of that name. */
export function expiredCookie(name: string, https: boolean): string {
  return `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict${https ? "; Secure" : ""}`;
}
