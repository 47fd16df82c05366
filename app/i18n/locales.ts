/** Locale settings as data: German at the root, English under /en (docs/product.md#routes). */
export const locales = ["de", "en"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "de";

export const localeSettings = {
  de: { htmlLang: "de", hreflang: "de", ogLocale: "de_DE", intl: "de-DE", prefix: "" },
  en: { htmlLang: "en", hreflang: "en", ogLocale: "en_GB", intl: "en-GB", prefix: "/en" },
} as const satisfies Record<Locale, Record<string, string>>;

export function isLocale(value: unknown): value is Locale {
  return value === "de" || value === "en";
}

/** Language follows the path: everything under /en is English (docs/product.md#routes). */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "de";
}

export function otherLocale(locale: Locale): Locale {
  return locale === "de" ? "en" : "de";
}
