/**
 * POST /contact and /en/contact: the enquiry form sent by a browser without JavaScript
 * (a plain urlencoded form post). It runs the same schema and intake as POST /api/enquiries
 * and answers with a small HTML page in the page's language instead of JSON.
 *
 * Without JavaScript there is no CSRF token, so the browser's own word decides
 * (docs/decisions/0022-form-posts-without-javascript.md): `Sec-Fetch-Site: same-origin`,
 * or, from browsers that do not send it, an `Origin` equal to SITE_URL or to this server.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { localeFromPath, locales, type Locale } from "#app/i18n/locales.ts";
import { localizePath } from "#app/i18n/paths.ts";
import {
  enquiryBodySchema,
  fieldsFromForm,
  validate,
  type EnquiryErrorCode,
  type EnquiryField,
} from "#app/shared/enquiry/schema.ts";
import { formFieldOf } from "#app/shared/enquiry/errors.ts";
import { eventProblems } from "./enquiry-catalogue.ts";
import { baseSecurityHeaders, hstsHeader } from "../http/security-headers.ts";
import { isHttps } from "../http/proxy.ts";
import { enquiryRateLimit } from "./enquiry-routes.ts";
import type { EnquiryIntake } from "./enquiry-intake.ts";
import {
  enquiryPageCsp,
  pageStatus,
  renderEnquiryPage,
  type PageKind,
} from "./contact-form-page.ts";
import { rateLimit, registerRateLimit } from "../http/rate-limit.ts";
import { statusOf } from "../http/errors.ts";

export interface EnquiryFormOptions {
  intake: EnquiryIntake;
  siteUrl: string;
  rateLimitPerMinute: number | null;
  now: () => Date;
}

/** Did our own page send this? `siteOrigin` is SITE_URL's origin (also the offer page's forms). */
export function isSameOriginPost(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined) return fetchSite === "same-origin";
  const origin = request.headers.origin;
  if (!origin || origin === "null") return false;
  const own = `${isHttps(request) ? "https" : "http"}://${request.host}`;
  return origin === siteOrigin || origin === own;
}

const languageOf = (request: FastifyRequest): Locale => localeFromPath(request.url);

function answer(reply: FastifyReply, request: FastifyRequest, kind: PageKind, errors = {}) {
  reply
    .headers(baseSecurityHeaders)
    .header("content-security-policy", enquiryPageCsp)
    .header("cache-control", "no-store");
  if (isHttps(request)) reply.headers(hstsHeader);
  return reply
    .code(pageStatus(kind))
    .type("text/html; charset=utf-8")
    .send(renderEnquiryPage(languageOf(request), kind, errors));
}

/**
 * A form post has no idempotency key of its own; the same content sent again on the same
 * day (a reload of the answer page, a double click) is the same enquiry.
 */
function contentKey(body: unknown, day: string): string {
  return `form-${createHash("sha256")
    .update(JSON.stringify([day, body]))
    .digest("base64url")}`;
}

export async function enquiryFormRoutes(app: FastifyInstance, options: EnquiryFormOptions) {
  await registerRateLimit(app);
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  // Every failure is a page, never JSON or a stack trace: also a 413 or a 429.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const code = statusOf(error);
    if (code === 429) return answer(reply, request, "rateLimited");
    if (code === 503) return answer(reply, request, "unavailable");
    if (code >= 500) {
      request.log.error({ err: error }, "Enquiry form post failed");
      return answer(reply, request, "unavailable");
    }
    if (code === 413) return answer(reply, request, "invalid", { message: "tooLong" });
    return answer(reply, request, "refused");
  });

  const siteOrigin = new URL(options.siteUrl).origin;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSameOriginPost(request, siteOrigin)) return answer(reply, request, "refused");
    const form = request.body;
    if (!(form instanceof URLSearchParams)) return answer(reply, request, "refused");
    const language = languageOf(request);
    const input = {
      ...fieldsFromForm(
        (name) => form.get(name),
        (name) => form.getAll(name),
      ),
      language,
      sourcePage: localizePath("/contact", language),
      ...(form.get("website") ? { website: form.get("website") } : {}),
    };
    const result = validate(enquiryBodySchema, input);
    const errors = result.success
      ? eventProblems(result.data.language, result.data.events)
      : result.errors;
    if (errors || !result.success) {
      const byField: Partial<Record<EnquiryField, EnquiryErrorCode>> = {};
      for (const [key, code] of Object.entries(errors ?? {})) {
        const field = formFieldOf(key);
        if (field) byField[field] ??= code;
      }
      return answer(reply, request, "invalid", byField);
    }
    const day = options.now().toISOString().slice(0, 10);
    await options.intake(result.data, "form", contentKey(result.data, day));
    return answer(reply, request, "success");
  };

  const config = rateLimit(enquiryRateLimit(options.rateLimitPerMinute));
  for (const locale of locales) app.post(localizePath("/contact", locale), { config }, handler);
}
