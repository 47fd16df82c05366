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
export function formatRate(rateBp: number, language: "de" | "en"): string {
  const percent = rateBp / 100;
  const text = Number.isInteger(percent) ? String(percent) : percent.toFixed(1);
  return language === "de" ? `${text.replace(".", ",")} %` : `${text}%`;
}

/**
 * The sentence an offer or invoice carries about tax. Under § 19 it is the legal note that
 * no VAT is charged; under the regular regime it says prices are net plus VAT.
 */
export const documentTaxNote: Record<TaxRegime, Record<"de" | "en", string>> = {
  small_business: {
    de: "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
    en: "No VAT is charged under § 19 UStG (German small business scheme).",
  },
  regular: {
    de: "Alle Preise zzgl. der gesetzlichen Umsatzsteuer.",
    en: "All prices plus statutory VAT.",
  },
};
