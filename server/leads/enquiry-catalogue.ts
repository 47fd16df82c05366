/**
 * What the server knows about the events an enquiry names, from its own catalogue: whether
 * each is an event of the page's language (or "other"), and the price estimate, computed
 * here from the catalogue's prices whatever figure a browser showed or sent
 * (docs/product.md#price-estimate).
 */
import { locales, type Locale } from "#app/i18n/locales.ts";
import { OTHER_EVENT, type EnquiryErrorCode } from "#app/shared/enquiry/schema.ts";
import { estimateLines, type EstimateLine, type PriceFacts } from "#app/shared/enquiry/estimate.ts";
import {
  earlierCatalogues,
  eventCatalogue,
  type EventCatalogue,
} from "#app/shared/event-catalogue.ts";

type Facts = Map<Locale, Map<string, PriceFacts>>;
const factsOf = new WeakMap<EventCatalogue, Facts>();

/** Per language: each event title of a catalogue with its price facts. */
function catalogueFacts(catalogue: EventCatalogue): Facts {
  let facts = factsOf.get(catalogue);
  if (!facts) {
    const events = Object.values(catalogue).flat();
    facts = new Map(
      locales.map((locale) => [
        locale,
        new Map(
          events.map((event) => [
            event[locale].title,
            { priceFrom: event.priceFrom, minPersons: event.participants.min },
          ]),
        ),
      ]),
    );
    factsOf.set(catalogue, facts);
  }
  return facts;
}

/**
 * The price facts of a title in a language: the served catalogue's, or, for a title the
 * agency renamed since the visitor loaded the form, the last catalogue that had it.
 */
function factsFor(language: Locale): {
  get(title: string): PriceFacts | undefined;
  has(title: string): boolean;
} {
  const catalogues = [eventCatalogue(), ...earlierCatalogues()].map((catalogue) =>
    catalogueFacts(catalogue).get(language)!,
  );
  const get = (title: string) => {
    for (const facts of catalogues) {
      const found = facts.get(title);
      if (found) return found;
    }
    return undefined;
  };
  return { get, has: (title) => get(title) !== undefined };
}

/**
 * The problem with the chosen events, keyed by the field, or undefined when each is a title
 * of the page's language or "other".
 */
export function eventProblems(
  language: Locale,
  events: readonly string[],
): Record<string, EnquiryErrorCode> | undefined {
  const known = factsFor(language);
  const unknown = events.some((title) => title !== OTHER_EVENT && !known.has(title));
  return unknown ? { events: "unknownEvent" } : undefined;
}

/** The estimate stored with the lead: the catalogue's prices, never the browser's. */
export function serverEstimate(
  language: Locale,
  events: readonly string[],
  participants: number,
): EstimateLine[] {
  const known = factsFor(language);
  return estimateLines(events, participants, (title) => known.get(title));
}
