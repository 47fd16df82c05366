/**
 * GET /api/csrf-token, and the check every write endpoint runs. The cookie carries a random
 * value (HttpOnly, SameSite=Strict, `__Host-` and Secure over HTTPS); the token is bound to
 * it by HMAC. See server/csrf.ts and docs/decisions/0012-csrf.md.
 */
import { parseCookie } from "cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  CSRF_COOKIE_PLAIN,
  CSRF_COOKIE_SECURE,
  CSRF_HEADER,
  createCsrfToken,
  csrfSetCookie,
  isCsrfBinding,
  newCsrfBinding,
  verifyCsrfToken,
} from "../csrf.ts";
import { isHttps } from "../site/routes.ts";
import { ApiError } from "./errors.ts";
import { rateLimit } from "./rate-limit.ts";

export type CsrfVerifier = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface CsrfOptions {
  secret: Buffer;
  now: () => Date;
  /** Token requests per minute and client address (null: unlimited). */
  rateLimitPerMinute: number | null;
}

/**
 * The binding the browser sent under the cookie name of the request's scheme, read with
 * `cookie` (the parser @fastify/cookie uses) only where a binding is needed: the plugin's
 * hooks parsed the cookies of every API request (docs/decisions/0030).
 */
const bindingOf = (request: FastifyRequest, https: boolean) => {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[https ? CSRF_COOKIE_SECURE : CSRF_COOKIE_PLAIN] : undefined;
};

const JSON_TYPE = "application/json; charset=utf-8";

const messages = {
  missing: "A CSRF token (X-CSRF-Token header and its cookie) is required: GET /api/csrf-token.",
  malformed: "The CSRF token is malformed: GET /api/csrf-token for a new one.",
  expired: "The CSRF token has expired: GET /api/csrf-token for a new one.",
  forged: "The CSRF token is not valid for this browser: GET /api/csrf-token for a new one.",
} as const;

/** Registers GET /csrf-token in the API scope and returns the check for write routes. */
export function registerCsrf(api: FastifyInstance, options: CsrfOptions): CsrfVerifier {
  api.get("/csrf-token", { config: rateLimit(options.rateLimitPerMinute) }, (request, reply) => {
    // The scheme is worked out once (behind a proxy it means reading X-Forwarded-Proto).
    const https = isHttps(request);
    reply.type(JSON_TYPE);
    let binding = bindingOf(request, https);
    // Keep a valid cookie so tokens fetched in several tabs stay valid together.
    if (!isCsrfBinding(binding)) {
      binding = newCsrfBinding();
      reply.header("set-cookie", csrfSetCookie(binding, https));
    }
    const token = createCsrfToken(options.secret, binding, options.now().getTime());
    // A token is [0-9A-Za-z._-] only, so it needs no escaping: the body is written as is
    // instead of serialized (docs/decisions/0030-server-throughput.md).
    reply.send(`{"csrfToken":"${token}"}`);
  });

  return async (request) => {
    const header = request.headers[CSRF_HEADER];
    const token = typeof header === "string" ? header : undefined;
    const check = verifyCsrfToken(
      options.secret,
      bindingOf(request, isHttps(request)),
      token,
      options.now().getTime(),
    );
    if (check !== "ok") throw new ApiError(403, `csrf_${check}`, messages[check]);
  };
}
