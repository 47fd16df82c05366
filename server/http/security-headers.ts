/**
 * The security headers of every response, as data. Documents get a Content-Security-Policy
 * that allows exactly their own inline scripts by hash; everything else gets a policy that
 * allows nothing. See docs/decisions/0004-security-headers.md.
 */

/** Headers sent with every response, whatever it is. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "permissions-policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), sync-xhr=(), usb=(), xr-spatial-tracking=(), browsing-topics=()",
  "x-dns-prefetch-control": "off",
  "x-permitted-cross-domain-policies": "none",
  "origin-agent-cluster": "?1",
};

/** Sent only when the request arrived over HTTPS (directly or via a trusted proxy). */
export const hstsHeader = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
} as const;

/** For everything that is not a document: nothing may run, embed or be embedded. */
export const lockedDownCsp =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Every answer that is neither a file nor an API answer (redirects, refusals, errors);
 * `plainHeadersHttps` over HTTPS. Files carry their own complete sets (server/site/files.ts).
 */
export const plainHeaders: Readonly<Record<string, string>> = {
  ...baseSecurityHeaders,
  "content-security-policy": lockedDownCsp,
};
export const plainHeadersHttps: Readonly<Record<string, string>> = {
  ...plainHeaders,
  ...hstsHeader,
};

/** Every API answer's headers, errors included; `apiHeadersHttps` over HTTPS. */
export const apiHeaders: Readonly<Record<string, string>> = {
  ...plainHeaders,
  "cache-control": "no-store",
};
export const apiHeadersHttps: Readonly<Record<string, string>> = { ...apiHeaders, ...hstsHeader };

/**
 * What a Referrer-Policy sends to the same origin, to another origin over HTTPS and on a
 * downgrade to HTTP: 0 nothing, 1 the origin, 2 the whole address (the Referrer Policy spec).
 */
const referrerLeaks: Readonly<Record<string, readonly [number, number, number]>> = {
  "no-referrer": [0, 0, 0],
  "same-origin": [2, 0, 0],
  "strict-origin": [1, 1, 0],
  origin: [1, 1, 1],
  "strict-origin-when-cross-origin": [2, 1, 0],
  "origin-when-cross-origin": [2, 1, 1],
  "no-referrer-when-downgrade": [2, 2, 0],
  "unsafe-url": [2, 2, 2],
};

const directives = (value: string) =>
  new Set(
    value
      .toLowerCase()
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  );

/**
 * Whether a route's own value of a header gives away no more than the value every answer of
 * its scope gets, so that a hook adding the scope's headers keeps it (a calendar feed's
 * `no-referrer` and `private, no-store` against `strict-origin-when-cross-origin` and
 * `no-store`). A Referrer-Policy is stricter when it sends no more in any case; a
 * Cache-Control when it keeps every directive of the scope's value. Other headers: the
 * scope's value is the strict one.
 */
export function routeHeaderIsStricter(name: string, routeValue: string, scopeValue: string) {
  switch (name.toLowerCase()) {
    case "referrer-policy": {
      // Browsers use the last policy they know in a list; so do we.
      const known = (value: string) =>
        value
          .toLowerCase()
          .split(",")
          .map((part) => part.trim())
          .filter((part) => part in referrerLeaks)
          .at(-1);
      const route = known(routeValue);
      const scope = known(scopeValue);
      if (!route || !scope) return false;
      return referrerLeaks[route]!.every((leak, at) => leak <= referrerLeaks[scope]![at]!);
    }
    case "cache-control": {
      const route = directives(routeValue);
      return [...directives(scopeValue)].every((directive) => route.has(directive));
    }
    default:
      return false;
  }
}

/** The policy of a prerendered page, allowing its inline scripts by their hashes. */
export function documentCsp(scriptHashes: readonly string[]): string {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" ");
  return [
    "default-src 'none'",
    `script-src ${scripts}`,
    // Radix primitives position and lock scroll with inline styles set at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
