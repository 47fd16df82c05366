/**
 * A signed-in device in words a person recognises ("Chrome" and "Linux", which the account
 * page shows as "Chrome auf Linux"), read from the user agent Better Auth stored with the
 * session, by bowser. Either part is null when the user agent does not say.
 */
import Bowser from "bowser";

export interface SessionDevice {
  browser: string | null;
  os: string | null;
}

/** Longer than any real user agent: not worth parsing. */
const MAX_USER_AGENT = 1000;

export function sessionDevice(userAgent: string | null): SessionDevice {
  if (!userAgent || userAgent.length > MAX_USER_AGENT) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}
