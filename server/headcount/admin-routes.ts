/**
 * The headcount in the back office (decision 0194): GET /api/admin/offers/:id/headcount,
 * for owners and staff, gives the offer's booking's link (both languages' addresses, made
 * the first time), whether it takes answers and until when, the live count with the diets
 * and guides, and every answer. 404 for an offer without a booking.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { locales, type Locale } from "#app/i18n/locales.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { DomainError } from "../domain-error.ts";
import { parseInput } from "../http/guards.ts";
import { headcountPath } from "./paths.ts";
import {
  DEFAULT_CLOSES_BEFORE_HOURS,
  headcountSummaryOfOffer,
  type HeadcountSummary,
} from "./store.ts";

const team = { roles: ["owner", "staff"] as const };
const idParams = z.object({ id: z.string().uuid("This is not an offer id.") });

/** GET /api/admin/offers/:id/headcount answers this. */
export interface HeadcountAnswer extends Omit<HeadcountSummary, "token"> {
  /** The link in each language; the offer's language is the one to pass on. */
  urls: Record<Locale, string>;
  closesBeforeHours: number;
}

export async function headcountAdminRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, now, config } = options;
  const hours = config.headcountClosesBeforeHours ?? DEFAULT_CLOSES_BEFORE_HOURS;
  app.get("/offers/:id/headcount", { config: team }, async (request): Promise<HeadcountAnswer> => {
    const { id } = parseInput(idParams, request.params);
    const summary = await database.run((db) => headcountSummaryOfOffer(db, id, now(), hours));
    if (!summary) throw new DomainError("not_found", "no_booking", "This offer has no booking.");
    const { token, ...rest } = summary;
    const urls = Object.fromEntries(
      locales.map((language) => [language, `${config.siteUrl}${headcountPath(token, language)}`]),
    ) as Record<Locale, string>;
    return { ...rest, urls, closesBeforeHours: hours };
  });
}
