/**
 * What the server knows about the events an enquiry names, from its own catalogue: whether
 * each is an event of the page's language (or "other"), and the price estimate, computed
 * here from the catalogue's prices whatever figure a browser showed or sent
 * (docs/product.md#price-estimate).
 */
import { locales, type Locale } from "#app/i18n/locales.ts";
import { OTHER_EVENT, type EnquiryErrorCode } from "#app/shared/enquiry/schema.ts";
import { estimateLines, type EstimateLine, type PriceFacts } from "#app/shared/enquiry/estimate.ts";
import { eventsByCategory } from "#app/shared/event-catalogue.ts";

const catalogue = Object.values(eventsByCategory).flat();

/** Per language: each event title with its price facts. */
const facts = new Map<Locale, Map<string, PriceFacts>>(
  locales.map((locale) => [
    locale,
    new Map(
      catalogue.map((event) => [
        event[locale].title,
        { priceFrom: event.priceFrom, minPersons: event.participants.min },
      ]),
    ),
  ]),
);

/**
 * The problem with the chosen events, keyed by the field, or undefined when each is a title
 * of the page's language or "other".
 */
export function eventProblems(
  language: Locale,
  events: readonly string[],
): Record<string, EnquiryErrorCode> | undefined {
  const known = facts.get(language)!;
  const unknown = events.some((title) => title !== OTHER_EVENT && !known.has(title));
  return unknown ? { events: "unknownEvent" } : undefined;
}

/** The estimate stored with the lead: the catalogue's prices, never the browser's. */
export function serverEstimate(
  language: Locale,
  events: readonly string[],
  participants: number,
): EstimateLine[] {
  const known = facts.get(language)!;
  return estimateLines(events, participants, (title) => known.get(title));
}
