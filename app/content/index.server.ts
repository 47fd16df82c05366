/**
 * The data-access module: validates all content when the site builds and shapes it into
 * the models pages render (./models.ts). Route loaders call these functions; components
 * never import raw content.
 */
import type { z } from "zod";
import { localeFromPath, type Locale } from "../i18n/locales";
import { localizePath } from "../i18n/paths";
import { organizationJsonLd } from "../seo/structured-data";
import { imageRef } from "./images.server";
import type { CategoryCard, TestimonialCard } from "./models";
import { bilingualSeo, pricePerPerson } from "./page-helpers.server";
import { parseContent } from "./parse.server";
import { categorySchema, siteSchema, testimonialSchema, type Category } from "./schema";
import { site } from "./site";
import { contentIndex, siteContent } from "./store.server";
import { validateContent } from "./validate.server";

export { bilingualSeo, pricePerPerson };
export { getEventListPage, getEventPage } from "./events.server";
export { getArticlePage, getNewsPage } from "./news.server";
export { getContactPage } from "./contact.server";
export { getFinderPage, getShortlistPage } from "./finder.server";

/** Parses every entry, failing the build with the entry's name and the broken field. */
function validateAll<T>(
  kind: string,
  schema: z.ZodType<T>,
  entries: readonly unknown[],
  name: (entry: unknown, index: number) => string,
) {
  entries.forEach((entry, index) => parseContent(kind, name(entry, index), schema, entry));
}

const nameOf = (field: string) => (entry: unknown, index: number) =>
  String((entry as Record<string, unknown> | null)?.[field] ?? `#${index}`);

validateAll("site identity", siteSchema, [site], () => "app/content/site.ts");
validateAll("category", categorySchema, siteContent().categories, nameOf("slug"));
validateAll("testimonial", testimonialSchema, siteContent().testimonials, nameOf("name"));
// Events, list pages, news and contact copy, with the checks across them (validate.server.ts).
validateContent();

/** The language of the page a loader serves. */
export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/**
 * A category's "from" price on the home grid: the cheapest event of its list page, so a
 * price the agency changes on an event needs no second change here; a category without a
 * list page (News) keeps its own (0 shows no price line).
 */
export function categoryPrice(category: Category): number {
  const page = siteContent().listPages.find((p) => p.slug === category.slug);
  if (!page) return category.price;
  const prices = page.events.de.flatMap((id) => contentIndex().eventsById.get(id)?.priceFrom ?? []);
  return prices.length > 0 ? Math.min(...prices) : category.price;
}

function categoryCard(category: Category, locale: Locale): CategoryCard {
  return {
    slug: category.slug,
    href: localizePath(`/${category.slug}`, locale),
    title: category.title[locale],
    description: category.description[locale],
    priceLine: (() => {
      const price = categoryPrice(category);
      return price > 0 ? pricePerPerson(price, locale) : undefined;
    })(),
    badge: category.badge?.[locale],
    image: imageRef(category.image, locale),
  };
}

export function getHomePage(locale: Locale) {
  const { home, categories, testimonials } = siteContent();
  const text = home[locale];
  return {
    seo: bilingualSeo("/", locale, text.seo, {
      jsonLd: [organizationJsonLd(locale, text.seo.description)],
    }),
    text,
    heroImage: imageRef("home-hero", locale),
    categories: categories.map((category) => categoryCard(category, locale)),
    testimonials: testimonials.map((t): TestimonialCard => ({
      name: t.name,
      role: t.role[locale],
      text: t.text[locale],
      rating: t.rating,
    })),
  };
}

export { getLegalPage, legalKindOf, type LegalPage } from "./legal/legal.server";
