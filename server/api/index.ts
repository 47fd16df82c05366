/**
 * The JSON API under /api. Every answer, errors included, is JSON with the locked-down
 * security headers; unknown API paths get a JSON 404. Routes: GET /csrf-token,
 * POST /gdpr/consent, POST /vitals, POST /enquiries (see server/README.md for adding one).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { DatabaseService } from "../database/service.ts";
import { apiHeaders, apiHeadersHttps } from "../http/security-headers.ts";
import type { Shortcuts } from "../http/token-shortcut.ts";
import { isHttps } from "../http/proxy.ts";
import { registerConsentRoute } from "../consent/routes.ts";
import { registerEnquiryRoute } from "../leads/enquiry-routes.ts";
import type { EnquiryIntake } from "../leads/enquiry-intake.ts";
import { registerCsrf } from "../http/csrf-token.ts";
import { registerRateLimit } from "../http/rate-limit.ts";
import { registerVitalsRoute } from "../figures/vitals-routes.ts";
import { apiErrorHandler } from "../http/errors.ts";

export interface ApiOptions {
  database: DatabaseService;
  csrfSecret: Buffer;
  now: () => Date;
  /** Writes per minute and client address on each write endpoint; null: no limit. */
  rateLimitPerMinute: number | null;
  isKnownPage: (path: string) => boolean;
  /** Stores a valid enquiry (and wakes the mail worker). */
  enquiryIntake: EnquiryIntake;
  /** Where the plain GET /api/csrf-token is also answered before routing (server/http/token-shortcut.ts). */
  shortcuts?: Shortcuts;
}

export async function apiRoutes(api: FastifyInstance, options: ApiOptions) {
  // A callback hook, not an async one: no promise and no microtask per request
  // (docs/decisions/0030-server-throughput.md).
  api.addHook("onRequest", (request, reply, done) => {
    reply.headers(isHttps(request) ? apiHeadersHttps : apiHeaders);
    done();
  });
  api.setErrorHandler(apiErrorHandler);
  await registerRateLimit(api);

  const { database, now, rateLimitPerMinute } = options;
  const verifyCsrf = registerCsrf(api, {
    secret: options.csrfSecret,
    now,
    // Fetching a token is cheap and comes before every write, so it may happen more often.
    rateLimitPerMinute: rateLimitPerMinute === null ? null : rateLimitPerMinute * 2,
    shortcuts: options.shortcuts,
  });
  registerConsentRoute(api, { database, verifyCsrf, now, rateLimitPerMinute });
  registerEnquiryRoute(api, { intake: options.enquiryIntake, verifyCsrf, rateLimitPerMinute });
  registerVitalsRoute(api, {
    database,
    verifyCsrf,
    now,
    rateLimitPerMinute: rateLimitPerMinute === null ? null : rateLimitPerMinute * 2,
    isKnownPage: options.isKnownPage,
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({
      error: "not_found",
      message: `No API endpoint ${request.method} ${request.url.split("?")[0]}`,
    });
  api.setNotFoundHandler(notFound);
  // Claims /api/* from the site's catch-all route so unknown API paths answer JSON.
  api.all("/*", notFound);
  api.all("/", notFound);
}
