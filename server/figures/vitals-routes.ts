/**
 * POST /api/vitals: web-vitals figures of one page view, sent by the browser only when the
 * visitor allowed analytics. Stored as per-day, per-page sums; nothing identifies anyone.
 */
import type { FastifyInstance } from "fastify";
import { canonicalPath } from "#app/i18n/paths.ts";
import { endpoints, routeInApi } from "#app/shared/api.ts";
import { z } from "zod";
import type { DatabaseService } from "../database/service.ts";
import { addVitals } from "./store/vitals.ts";
import type { CsrfVerifier } from "../http/csrf-token.ts";
import { parseBody, writeGuards } from "../http/guards.ts";
import { rateLimit } from "../http/rate-limit.ts";

/** Pages that are not ours (typos, probes) are counted together instead of one by one. */
export const OTHER_PAGE = "(other)";

const metric = z.strictObject({
  name: z.enum(["TTFB", "FCP", "LCP", "CLS", "INP"]),
  /** Milliseconds (CLS: a unitless score); ten minutes is beyond any real measurement. */
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(["good", "needs-improvement", "poor"]),
});

export const vitalsBodySchema = z.strictObject({
  page: z.string().min(1).max(200).startsWith("/"),
  metrics: z
    .array(metric)
    .min(1)
    .max(5)
    .refine((list) => new Set(list.map((m) => m.name)).size === list.length, {
      error: "each metric at most once",
    }),
});

export interface VitalsRouteOptions {
  database: DatabaseService;
  verifyCsrf: CsrfVerifier;
  now: () => Date;
  rateLimitPerMinute: number | null;
  /** True for paths the site serves as pages (the prerendered documents). */
  isKnownPage: (path: string) => boolean;
}

export function registerVitalsRoute(api: FastifyInstance, options: VitalsRouteOptions) {
  api.post(
    routeInApi(endpoints.vitals),
    {
      preParsing: writeGuards(options.verifyCsrf),
      config: rateLimit(options.rateLimitPerMinute),
    },
    async (request, reply) => {
      const body = parseBody(vitalsBodySchema, request.body);
      // A language's home is served (and known) as /en/; both spellings are one page.
      const path = canonicalPath(body.page);
      const page = options.isKnownPage(path) ? path : OTHER_PAGE;
      await options.database.run((db) => addVitals(db, page, body.metrics, options.now()));
      return reply.code(204).send();
    },
  );
}
