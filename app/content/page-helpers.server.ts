/**
 * Small helpers every page shaper uses (index.server.ts re-exports them).
 */
import { dictionary, format } from "../i18n/dictionary";
import type { Locale } from "../i18n/locales";
import { alternatesOf, localizePath } from "../i18n/paths";
import type { PageSeo } from "../seo/meta";
import type { SeoText } from "./schema";

/** SEO facts of a page that exists in every language at `basePath` (German path). */
export function bilingualSeo(
  basePath: string,
  locale: Locale,
  text: SeoText,
  extra: Partial<PageSeo> = {},
): PageSeo {
  return {
    locale,
    path: localizePath(basePath, locale),
    alternates: alternatesOf(basePath),
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    ...extra,
  };
}

export function pricePerPerson(price: number, locale: Locale): string {
  return format(dictionary(locale).common.perPerson, { price });
}
