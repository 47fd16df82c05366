/**
 * The agency's two possible tax regimes and what a document says about tax under each
 * (decision 0131). Which one applies is the one setting `site.tax.regime` in
 * app/content/site.ts; offers and invoices copy it when they are made, so a document keeps
 * the regime it was issued under.
 *
 * - `small_business`: § 19 UStG, no VAT charged or shown; prices are final prices.
 * - `regular`: VAT per line (19 % standard, 7 % reduced); prices are net, documents show
 *   net, VAT per rate and gross.
 */
import type { Locale } from "../../i18n/locales";

export const TAX_REGIMES = ["small_business", "regular"] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

/** VAT rates in basis points (1900 = 19 %). 0 is the only rate under § 19. */
export const VAT_RATES_BP = [1900, 700] as const;
export type VatRateBp = (typeof VAT_RATES_BP)[number] | 0;
export const STANDARD_VAT_RATE_BP = 1900;

/** The rate a new line gets under a regime. */
export function defaultRateBp(regime: TaxRegime): VatRateBp {
  return regime === "regular" ? STANDARD_VAT_RATE_BP : 0;
}

/** "19 %" / "7 %" in German and English alike (German typography: a space before %). */
export function formatRate(rateBp: number, language: Locale): string {
  const percent = rateBp / 100;
  const text = Number.isInteger(percent) ? String(percent) : percent.toFixed(1);
  return language === "de" ? `${text.replace(".", ",")} %` : `${text}%`;
}

/**
 * The sentence an offer or invoice carries about tax. Under § 19 it is the legal note that
 * no VAT is charged; under the regular regime it says prices are net plus VAT.
 */
export const documentTaxNote: Record<TaxRegime, Record<Locale, string>> = {
  small_business: {
    de: "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
    en: "No VAT is charged under § 19 UStG (German small business scheme).",
  },
  regular: {
    de: "Alle Preise zzgl. der gesetzlichen Umsatzsteuer.",
    en: "All prices plus statutory VAT.",
  },
};

/**
 * The words beside a price that say how tax is counted (decision 0131): the estimate, the
 * form, the back office and mails put them after a price. Under § 19 a price is a final
 * price and no VAT is charged; under the regular regime it is net, plus VAT. "§ 19 UStG"
 * is held together by non-breaking spaces, so it never breaks across lines.
 */
export const priceTaxNote: Record<TaxRegime, Record<Locale, string>> = {
  small_business: {
    de: "Endpreis, keine Umsatzsteuer nach §\u00a019\u00a0UStG",
    en: "final price, no VAT charged (small business, §\u00a019\u00a0UStG)",
  },
  regular: { de: "zzgl. MwSt.", en: "plus VAT" },
};

/**
 * What a catalogue price ("Ab 89€ pro Person") adds where there is no room for a sentence:
 * nothing under § 19 (it is the final price the terms and the estimate explain), " zzgl.
 * MwSt." / " plus VAT" under the regular regime, where the price is net.
 */
export function catalogueTaxSuffix(regime: TaxRegime, language: Locale): string {
  return regime === "regular" ? ` ${priceTaxNote.regular[language]}` : "";
}

/**
 * A price with its tax words, for running text such as a reply's "{estimate}":
 * "1.656 €, Endpreis, keine Umsatzsteuer nach § 19 UStG" or "1.656 € zzgl. MwSt.".
 */
export function priceWithTaxNote(price: string, regime: TaxRegime, language: Locale): string {
  const note = priceTaxNote[regime][language];
  return regime === "regular" ? `${price} ${note}` : `${price}, ${note}`;
}
