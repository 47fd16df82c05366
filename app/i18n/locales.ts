/**
 * The site's languages as data: German at the root, English under /en. Everything that
 * depends on the languages (paths, routes, the language switch, hreflang, the sitemap, the
 * server's choice of not-found page) is derived from this table (./routing.ts). Adding a
 * language: a row here, its dictionaries (./dictionary/) and its content.
 */
import { localeRouting, type LocaleRow } from "./routing";

const table = [
  {
    code: "de",
    prefix: "",
    lang: "de",
    hreflang: "de",
    ogLocale: "de_DE",
    intl: "de-DE",
    quotes: ["„", "“"],
  },
  {
    code: "en",
    prefix: "/en",
    lang: "en",
    hreflang: "en",
    ogLocale: "en_GB",
    intl: "en-GB",
    quotes: ["“", "”"],
  },
] as const satisfies readonly LocaleRow[];

export type Locale = (typeof table)[number]["code"];

/** A value in every language of the site. */
export type Localized<T> = Record<Locale, T>;

export const routing = localeRouting<Locale>(table);

export const {
  /** The language at the root, whose version of a page is the base and x-default. */
  defaultLocale,
  /** Every language, the default first. */
  locales,
  /** Each language's row of the table. */
  settings: localeSettings,
  isLocale,
  localeFromPath,
  otherLocales,
} = routing;
