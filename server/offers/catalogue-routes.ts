/**
 * The catalogue as the offer editor needs it (GET /api/admin/catalogue, the team): every
 * event of the served catalogue with its titles in both languages, its category, its
 * per-person price in cents (net under the regular regime, final under § 19, as the
 * catalogue states it) and its smallest group, so "Event aus dem Katalog" adds a priced line.
 */
import type { FastifyInstance } from "fastify";
import { eventCatalogue } from "#app/shared/event-catalogue.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";

const team = { roles: ["owner", "staff"] as const };

export interface CatalogueEvent {
  slug: string;
  category: string;
  title: { de: string; en: string };
  pricePerPersonCents: number;
  minPersons: number;
}

/** The served catalogue's events, in the site's order of categories. */
export function catalogueEvents(): CatalogueEvent[] {
  return Object.entries(eventCatalogue()).flatMap(([category, events]) =>
    events.map((event) => ({
      slug: event.id,
      category,
      title: { de: event.de.title, en: event.en.title },
      pricePerPersonCents: event.priceFrom * 100,
      minPersons: event.participants.min,
    })),
  );
}

export async function offerCatalogueRoutes(app: FastifyInstance, _options: AdminFeatureOptions) {
  app.get("/catalogue", { config: team }, async () => ({ events: catalogueEvents() }));
}
