/**
 * The participants' headcount page (decisions 0194, 0195): GET and POST /teilnahme/:token
 * and /en/headcount/:token, plain form posts without script, guarded as the offer page's
 * (same-origin posts, decision 0022), throttled per client address (every request) and per
 * link (the posts: a leaked link cannot be flooded from many addresses). After an answer
 * the page redirects to itself with `?answered` (post/redirect/get); it shows only the
 * thanks, nothing of the answer. Every answer is an HTML page with `noindex`, `no-store`,
 * no referrer and the offer page's CSP.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { locales } from "#app/i18n/locales.ts";
import { DomainError } from "../domain-error.ts";
import type { DatabaseService } from "../database/service.ts";
import { lockedDownCsp } from "../http/security-headers.ts";
import { statusOf } from "../http/errors.ts";
import { RateLimiter, rateLimit } from "../http/rate-limit.ts";
import { isSameOriginPost } from "../leads/contact-form-routes.ts";
import { siteAssetsFrom } from "../offers/public-page.ts";
import { linkPageBasics, linkPageHeaders, linkPageLanguage } from "../offers/link-pages.ts";
import { formValues, parseHeadcountForm, type FieldProblem, type HeadcountField } from "./input.ts";
import { renderHeadcountPage, type HeadcountView } from "./page.ts";
import { headcountPath } from "./paths.ts";
import { DEFAULT_CLOSES_BEFORE_HOURS, headcountPageOf, recordAnswer } from "./store.ts";
import { headcountWords } from "./words.ts";

export interface HeadcountPageOptions {
  database: DatabaseService;
  siteUrl: string;
  rateLimitPerMinute: number | null;
  now: () => Date;
  sitePage?: string | undefined;
  /** Hours before the event's start that the link closes (HEADCOUNT_CLOSE_HOURS). */
  closesBeforeHours?: number | undefined;
  /** Posts per minute to one link, from all addresses together. */
  postsPerLinkPerMinute?: number | undefined;
}

/** A group answering together after the organiser's mail stays well below this. */
export const POSTS_PER_LINK_PER_MINUTE = 30;

export async function headcountPageRoutes(app: FastifyInstance, options: HeadcountPageOptions) {
  const { database, now } = options;
  const hours = options.closesBeforeHours ?? DEFAULT_CLOSES_BEFORE_HOURS;
  const assets = siteAssetsFrom(options.sitePage);
  const siteOrigin = new URL(options.siteUrl).origin;
  const perLink = new RateLimiter({
    max: options.postsPerLinkPerMinute ?? POSTS_PER_LINK_PER_MINUTE,
    timeWindow: 60_000,
  });
  const { html, message } = await linkPageBasics(app, assets, "Headcount page failed");

  const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;
  const show = async (
    request: FastifyRequest,
    reply: FastifyReply,
    extra: Pick<HeadcountView, "answered" | "form" | "notice"> = {},
    status = 200,
  ) => {
    const token = tokenOf(request);
    const page = await database.run((db) => headcountPageOf(db, token, now(), hours));
    if (!page) return message(request, reply, "notFound");
    const view: HeadcountView = { page, token, language: linkPageLanguage(request), ...extra };
    return html(request, reply, status, renderHeadcountPage(view, assets));
  };

  const config = rateLimit(options.rateLimitPerMinute);
  for (const language of locales) {
    const path = headcountPath(":token", language);
    app.get(path, { config }, (request, reply) =>
      show(request, reply, { answered: "answered" in (request.query as object) }),
    );

    app.post(path, { config }, async (request, reply) => {
      if (!isSameOriginPost(request, siteOrigin)) return message(request, reply, "refused");
      const token = tokenOf(request);
      const limited = perLink.take(token);
      if (!limited.allowed) {
        reply.header("retry-after", limited.reset);
        return message(request, reply, "tooManyRequests");
      }
      const values = formValues(request.body instanceof URLSearchParams ? request.body : undefined);
      const page = await database.run((db) => headcountPageOf(db, token, now(), hours));
      if (!page) return message(request, reply, "notFound");
      try {
        const input = parseHeadcountForm(values, page.needs);
        await database.run((db) => recordAnswer(db, page, input, now()));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.code === "closed") return show(request, reply, {}, 409);
        const problems = (error.fields ?? {}) as Partial<Record<HeadcountField, FieldProblem>>;
        const notice =
          error.code === "already_answered"
            ? headcountWords[linkPageLanguage(request)].alreadyAnswered
            : undefined;
        const form = {
          values,
          problems: error.code === "already_answered" ? { email: "email" as const } : problems,
        };
        return show(request, reply, { form, ...(notice ? { notice } : {}) }, statusOf(error));
      }
      return reply
        .headers(linkPageHeaders)
        .header("content-security-policy", lockedDownCsp)
        .redirect(`${headcountPath(token, linkPageLanguage(request))}?answered`, 303);
    });
  }
}
