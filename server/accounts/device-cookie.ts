/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies";
 * docs/decisions/0100-sign-in-device-cookies.md): a browser that has signed in to an
 * account gets a cookie for that account, signed with a key derived from ADMIN_SECRET.
 * Presenting it with that account's e-mail makes a password attempt count against this
 * device only, not against the account's lockout from unknown browsers, so guessing from
 * elsewhere cannot lock the holder out of the browser they use.
 *
 * One cookie per account: `sg-admin.device_<tag>` (`__Host-sg-admin.device_<tag>` over
 * HTTPS), the tag an HMAC of the e-mail (the e-mail itself is not in the cookie). The value
 * is `<device id>.<issued, Unix seconds>.<HMAC of e-mail, id and issued>`. HttpOnly,
 * SameSite=Strict, Path=/, 180 days; a new one at every sign-in. Not a credential: it
 * only decides which failure counter an attempt is checked against.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { cookiePrefix } from "./auth-settings.ts";

export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** A cookie issued a little in the future (another instance's clock) still counts. */
const CLOCK_SKEW_S = 5 * 60;

export class DeviceCookies {
  readonly #key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from ADMIN_SECRET: nothing else is signed with it.
    this.#key = createHmac("sha256", secret).update("sg-admin device cookie v1").digest();
  }

  #mac(text: string): string {
    return createHmac("sha256", this.#key).update(text).digest("base64url");
  }

  /** The cookie's name for this e-mail (lower-case) and scheme. */
  name(email: string, https: boolean): string {
    return `${cookiePrefix(https)}.device_${this.#mac(`name\0${email}`).slice(0, 16)}`;
  }

  /**
   * The device id of a valid cookie for this e-mail in the Cookie header, or null (none,
   * forged, for another account, or older than 180 days).
   */
  read(cookieHeader: string | undefined, email: string, https: boolean, now: Date): string | null {
    if (!cookieHeader) return null;
    const name = this.name(email, https);
    const pair = cookieHeader
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name}=`));
    if (!pair) return null;
    const [id, issued, signature, ...rest] = pair.slice(name.length + 1).split(".");
    if (!id || !issued || !signature || rest.length > 0 || !/^\d{1,12}$/.test(issued)) return null;
    const expected = Buffer.from(this.#mac(`device\0${email}\0${id}\0${issued}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const age = now.getTime() / 1000 - Number(issued);
    if (age > DEVICE_COOKIE_MAX_AGE_S || age < -CLOCK_SKEW_S) return null;
    return id;
  }

  /** A Set-Cookie header with a new device cookie for this e-mail. */
  issue(email: string, https: boolean, now: Date): string {
    const id = randomBytes(16).toString("base64url");
    const issued = String(Math.floor(now.getTime() / 1000));
    const value = `${id}.${issued}.${this.#mac(`device\0${email}\0${id}\0${issued}`)}`;
    return [
      `${this.name(email, https)}=${value}`,
      `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
      "Path=/",
      "HttpOnly",
      "SameSite=Strict",
      ...(https ? ["Secure"] : []),
    ].join("; ");
  }
}
