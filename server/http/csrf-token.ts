/**
 * GET /api/csrf-token, and the check every write endpoint runs. The cookie carries a random
 * value (HttpOnly, SameSite=Strict, `__Host-` and Secure over HTTPS); the token is bound to
 * it by HMAC. See server/http/csrf.ts and docs/decisions/0012-csrf.md.
 *
 * The same answer is given twice: by the Fastify route, and for the plain
 * `GET /api/csrf-token` by a shortcut before Fastify routes it (server/http/token-shortcut.ts,
 * docs/decisions/0041-token-shortcut.md). Both take the token from `issue` and count the
 * same limiter; they differ only in how they write the answer.
 */
import { parseCookie } from "cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { endpoints, routeInApi } from "#app/shared/api.ts";
import {
  CSRF_COOKIE_PLAIN,
  CSRF_COOKIE_SECURE,
  CSRF_HEADER,
  createCsrfToken,
  csrfSetCookie,
  FirstVisitTokens,
  isCsrfBinding,
  verifyCsrfToken,
} from "./csrf.ts";
import { apiHeaders, apiHeadersHttps } from "./security-headers.ts";
import type { Shortcuts } from "./token-shortcut.ts";
import { isHttps } from "./proxy.ts";
import { limitPerMinute, RateLimiter } from "./rate-limit.ts";
import { DomainError } from "../domain-error.ts";

export type CsrfVerifier = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface CsrfOptions {
  secret: Buffer;
  now: () => Date;
  /** Token requests per minute and client address (null: unlimited). */
  rateLimitPerMinute: number | null;
  /** Where the plain `GET /api/csrf-token` is also answered before routing, if anywhere. */
  shortcuts?: Shortcuts | undefined;
}

/**
 * The binding the browser sent under the cookie name of the request's scheme, read with
 * `cookie` (the parser @fastify/cookie uses) only where a binding is needed: the plugin's
 * hooks parsed the cookies of every API request (docs/decisions/0030).
 */
const bindingOf = (cookieHeader: string | undefined, https: boolean) =>
  cookieHeader
    ? parseCookie(cookieHeader)[https ? CSRF_COOKIE_SECURE : CSRF_COOKIE_PLAIN]
    : undefined;

const JSON_TYPE = "application/json; charset=utf-8";

const messages = {
  missing: "A CSRF token (X-CSRF-Token header and its cookie) is required: GET /api/csrf-token.",
  malformed: "The CSRF token is malformed: GET /api/csrf-token for a new one.",
  expired: "The CSRF token has expired: GET /api/csrf-token for a new one.",
  forged: "The CSRF token is not valid for this browser: GET /api/csrf-token for a new one.",
} as const;

/** The token answer's body, with the Set-Cookie of a new binding if there is one. */
const answer = (token: string, setCookie?: string) => ({
  body: `{"csrfToken":"${token}"}`,
  setCookie,
});

/** A header with its value, or a header whose value each answer fills in. */
type HeaderEntry = readonly [name: string, value?: string];

/**
 * `writeHead`'s flat header list for one shape of the shortcut's answer, built once: fixed
 * values as they are, a slot for each value an answer fills in, in order. It hands out the
 * same array each time: `writeHead` turns it into the header block at once, so reusing it
 * is safe, and cheaper than building the list per request (about 2 µs of 23 per request,
 * docs/decisions/0042-first-visit-tokens.md).
 */
function headerTemplate(entries: readonly HeaderEntry[]) {
  const list = entries.flatMap(([name, value = ""]) => [name, value]);
  const slots = entries.flatMap(([, value], index) => (value === undefined ? [2 * index + 1] : []));
  return (values: readonly string[]) => {
    for (let i = 0; i < slots.length; i++) list[slots[i]!] = values[i]!;
    return list;
  };
}

/** Registers GET /csrf-token in the API scope and returns the check for write routes. */
export function registerCsrf(api: FastifyInstance, options: CsrfOptions): CsrfVerifier {
  const firstVisits = new FirstVisitTokens(options.secret);
  /**
   * A token for the binding the browser sent, or for a new one (then with its Set-Cookie).
   * A valid cookie is kept so tokens fetched in several tabs stay valid together. A token
   * is [0-9A-Za-z._-] only, so the body needs no escaping and is written as is
   * (docs/decisions/0030-server-throughput.md).
   */
  const issue = (cookieHeader: string | undefined, https: boolean) => {
    const binding = bindingOf(cookieHeader, https);
    const nowMs = options.now().getTime();
    if (isCsrfBinding(binding)) return answer(createCsrfToken(options.secret, binding, nowMs));
    const fresh = firstVisits.take(nowMs);
    return answer(fresh.token, csrfSetCookie(fresh.binding, https));
  };
  // One limiter for both ways in: a client's requests count alike whichever answers them.
  const limit = limitPerMinute(options.rateLimitPerMinute);
  const limiter = limit && new RateLimiter(limit);

  api.get(
    routeInApi(endpoints.csrfToken),
    limiter ? { onRequest: limiter.hook } : {},
    (request, reply) => {
      const { body, setCookie } = issue(request.headers.cookie, isHttps(request));
      reply.type(JSON_TYPE);
      if (setCookie) reply.header("set-cookie", setCookie);
      reply.send(body);
    },
  );

  // The same answer before routing, with the headers in the order Fastify writes them: the
  // API scope's, the limiter's, then the route's. One template per scheme, with and
  // without a new cookie.
  const template = (scoped: Readonly<Record<string, string>>, withCookie: boolean) =>
    headerTemplate([
      ...Object.entries(scoped),
      ...(limiter
        ? ([["x-ratelimit-limit"], ["x-ratelimit-remaining"], ["x-ratelimit-reset"]] as const)
        : []),
      ["content-type", JSON_TYPE],
      ...(withCookie ? ([["set-cookie"]] as const) : []),
      ["content-length"],
    ]);
  const templates = {
    http: { kept: template(apiHeaders, false), new: template(apiHeaders, true) },
    https: { kept: template(apiHeadersHttps, false), new: template(apiHeadersHttps, true) },
  };
  options.shortcuts?.add(endpoints.csrfToken, (request, response, client) => {
    if (client.ip === undefined) return false;
    const decision = limiter?.takeIfAllowed(client.ip);
    // Over the limit: the route counts the request and answers 429.
    if (limiter && !decision) return false;
    const { body, setCookie } = issue(request.headers.cookie, client.https);
    const values = decision ? [decision.limit, decision.remaining, decision.reset] : [];
    if (setCookie) values.push(setCookie);
    values.push(String(body.length));
    const headers = templates[client.https ? "https" : "http"][setCookie ? "new" : "kept"];
    response.writeHead(200, headers(values));
    response.end(body);
    return true;
  });

  return async (request) => {
    const header = request.headers[CSRF_HEADER];
    const token = typeof header === "string" ? header : undefined;
    const check = verifyCsrfToken(
      options.secret,
      bindingOf(request.headers.cookie, isHttps(request)),
      token,
      options.now().getTime(),
    );
    if (check !== "ok") throw new DomainError("forbidden", `csrf_${check}`, messages[check]);
  };
}
