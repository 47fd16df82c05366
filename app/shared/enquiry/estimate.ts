/**
 * The non-binding price estimate of an enquiry (docs/product.md#price-estimate): per chosen
 * event its "from" price per person times the group size, counted for at least the event's
 * minimum group. The form shows it while the visitor types; the server computes it again
 * from its own catalogue (server/leads/enquiry-catalogue.ts) and stores that, never the
 * browser's figure. Pure, so both sides run the same rules. Its words about tax follow the
 * one tax setting, which the caller passes (`site.tax.regime`, decision 0131).
 */
import type { TaxRegime } from "../money/tax";
import { OTHER_EVENT } from "./rules";

/** What the estimate needs to know about an event. */
export interface PriceFacts {
  /** Price per person in euro as the catalogue states it (final under § 19, net under the
   * regular regime); null when the price is on request. */
  priceFrom: number | null;
  /** The smallest group the event is offered for. */
  minPersons: number;
}

/** One event's line of the estimate, as stored with the lead. */
export interface EstimateLine {
  /** The event's title as chosen (or "other"). */
  title: string;
  /** Euro per person; null: price on request (no figure). */
  priceFrom: number | null;
  /** The persons counted: the group size, or the event's minimum when the group is smaller. */
  persons: number;
  /** priceFrom × persons; null when the price is on request. */
  total: number | null;
  /** The event's minimum group when it raised the persons counted, else null. */
  minimum: number | null;
}

export function estimateLines(
  events: readonly string[],
  participants: number,
  facts: (title: string) => PriceFacts | undefined,
): EstimateLine[] {
  return events.map((title) => {
    const known = title === OTHER_EVENT ? undefined : facts(title);
    if (!known || known.priceFrom === null)
      return { title, priceFrom: null, persons: participants, total: null, minimum: null };
    const persons = Math.max(participants, known.minPersons);
    return {
      title,
      priceFrom: known.priceFrom,
      persons,
      total: known.priceFrom * persons,
      minimum: persons > participants ? known.minPersons : null,
    };
  });
}

/** The words of one line, from the dictionary (app/i18n/dictionary/enquiry.ts `estimate`). */
export interface EstimateWords {
  /** "ab {total} für {persons} Personen{minimum}, unverbindlich, {tax}" */
  line: string;
  /** "Mindestgruppe {minimum} Personen", put in brackets where the line says {minimum}. */
  minimum: string;
  onRequest: string;
  /** What the line says about tax under each regime (`priceTaxNote` of money/tax.ts). */
  tax: Record<TaxRegime, string>;
}

/**
 * "ab 3.725 € für 25 Personen, unverbindlich, Endpreis, keine Umsatzsteuer nach § 19 UStG"
 * (or "…, zzgl. MwSt." under the regular regime) in the language of `intl`.
 */
export function estimateText(
  line: EstimateLine,
  words: EstimateWords,
  intl: string,
  regime: TaxRegime,
): string {
  if (line.total === null) return words.onRequest;
  const total = new Intl.NumberFormat(intl, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  }).format(line.total);
  const minimum =
    line.minimum === null ? "" : ` (${words.minimum.replace("{minimum}", String(line.minimum))})`;
  return words.line
    .replace("{total}", total)
    .replace("{persons}", String(line.persons))
    .replace("{minimum}", minimum)
    .replace("{tax}", words.tax[regime]);
}
