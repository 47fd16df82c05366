/**
 * What the pages behind a secret link share (the customer's offer page and the
 * participants' headcount page): noindex headers with no referrer and no caching, the pages'
 * CSP, forms read as URL-encoded, the site's rate limit, and every failure answered as a
 * page in the link's language rather than as JSON.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Locale } from "#app/i18n/locales.ts";
import { baseSecurityHeaders, hstsHeader } from "../http/security-headers.ts";
import { isHttps } from "../http/proxy.ts";
import { registerRateLimit } from "../http/rate-limit.ts";
import { statusOf } from "../http/errors.ts";
import {
  offerPageCsp,
  renderMessagePage,
  type MessageKind,
  type SiteAssets,
} from "./public-page.ts";

export const linkPageHeaders = {
  ...baseSecurityHeaders,
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex, nofollow",
  "cache-control": "no-store",
};

/** The link's language: English under /en/, German otherwise. */
export const linkPageLanguage = (request: FastifyRequest): Locale =>
  request.url.startsWith("/en/") ? "en" : "de";

/**
 * Registers the rate limit, the form parser and the error handler on `app` (a plugin of
 * its own); `html` answers a page, `message` a page with a message only. `failure` is what
 * the log says when something unexpected failed.
 */
export async function linkPageBasics(app: FastifyInstance, assets: SiteAssets, failure: string) {
  await registerRateLimit(app);
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  const html = (request: FastifyRequest, reply: FastifyReply, status: number, body: string) => {
    reply.headers(linkPageHeaders).header("content-security-policy", offerPageCsp);
    if (isHttps(request)) reply.headers(hstsHeader);
    return reply.code(status).type("text/html; charset=utf-8").send(body);
  };
  const message = (request: FastifyRequest, reply: FastifyReply, kind: MessageKind) => {
    const status = { notFound: 404, tooManyRequests: 429, unavailable: 503, refused: 403 }[kind];
    return html(request, reply, status, renderMessagePage(linkPageLanguage(request), kind, assets));
  };
  // Every failure is a page: a 429 of the limiter, the database away, anything unexpected.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const code = statusOf(error);
    if (code === 429) return message(request, reply, "tooManyRequests");
    if (code === 404) return message(request, reply, "notFound");
    if (code >= 500) {
      if (code !== 503) request.log.error({ err: error }, failure);
      return message(request, reply, "unavailable");
    }
    return message(request, reply, "refused");
  });
  return { html, message };
}
