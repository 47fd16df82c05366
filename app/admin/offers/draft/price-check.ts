/**
 * Event lines whose typed price is more than ten times above or below the catalogue's price
 * per person: saving asks first (decision 0163), since a misread separator ("450,00" read as
 * 45,000) or a slipped digit is off by a factor of 10 or 100, and the customer could accept
 * it as sent.
 */
import type { FormState } from "../editor-state";
import { parseEuros } from "../money-input";
import type { CatalogueEvent } from "../offers-api";

export interface PriceOutlier {
  /** The line's key in the form. */
  key: string;
  title: string;
  priceCents: number;
  catalogueCents: number;
}

/** How far a price may be from the catalogue's before saving asks. */
export const PRICE_FACTOR = 10;

export function priceOutliers(
  form: FormState,
  catalogue: Pick<CatalogueEvent, "slug" | "pricePerPersonCents">[],
): PriceOutlier[] {
  const prices = new Map(catalogue.map((event) => [event.slug, event.pricePerPersonCents]));
  return form.lines.flatMap((line) => {
    const catalogueCents = line.kind === "event" ? prices.get(line.eventSlug ?? "") : undefined;
    const priceCents = parseEuros(line.price);
    if (!catalogueCents || priceCents === null) return [];
    const off =
      priceCents > catalogueCents * PRICE_FACTOR || priceCents * PRICE_FACTOR < catalogueCents;
    return off ? [{ key: line.key, title: line.title, priceCents, catalogueCents }] : [];
  });
}
