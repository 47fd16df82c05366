/**
 * Shapes the event finder and the shortlist page: every event offered in the page's
 * language, as the same cards the list pages show, each with the facts the finder filters
 * by. Adding an event to ./events and a list page adds it here; the finder needs no change.
 */
import type { FinderFacts } from "../finder/filter";
import type { FinderFormOptions } from "../components/finder/FinderForm";
import type { ShortlistEntry } from "../components/shortlist/ShortlistPage";
import { localeSettings, type Locale, locales } from "../i18n/locales";
import { localizePath } from "../i18n/paths";
import { serviceJsonLd } from "../seo/structured-data";
import type { PageSeo } from "../seo/meta";
import { shortlistPaths } from "../shortlist/store";
import { eventCard, homePage } from "./events.server";
import {
  finderLabels,
  finderPage,
  shortlistLabels,
  shortlistPage,
  toolPageTextSchema,
} from "./finder";
import { contentIndex, siteContent } from "./store.server";
import type { EventCard } from "./models";
import { bilingualSeo } from "./page-helpers.server";
import type { EventEntry } from "./schema";

for (const [name, page] of Object.entries({ finderPage, shortlistPage }))
  for (const locale of locales) {
    const result = toolPageTextSchema.safeParse(page[locale]);
    if (!result.success) throw new Error(`Invalid ${name}.${locale}: ${result.error.message}`);
  }

/** Every event of this language, in list-page order. */
function offeredEvents(locale: Locale): EventEntry[] {
  const ids = new Set(siteContent().listPages.flatMap((page) => page.events[locale]));
  return [...ids].map((id) => contentIndex().eventsById.get(id)!);
}

function finderFacts(event: EventEntry, locale: Locale): FinderFacts {
  return {
    id: event.id,
    sizeMin: event.participants.min,
    sizeMax: event.participants.max,
    price: event.priceFrom,
    setting: event.setting,
    hoursMin: event.hours.min,
    hoursMax: event.hours.max,
    categories: siteContent()
      .listPages.filter((page) => page.events[locale].includes(event.id))
      .map((p) => p.slug),
    months: event.months ?? [],
  };
}

export interface FinderCard {
  card: EventCard;
  facts: FinderFacts;
}

function monthNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(localeSettings[locale].intl, {
    month: "long",
    timeZone: "UTC",
  });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2024, i, 15)));
}

export function getFinderPage(locale: Locale) {
  const { seo, ...text } = finderPage[locale];
  const cards: FinderCard[] = offeredEvents(locale).map((event) => ({
    card: eventCard(event, homePage(event.id, locale), locale),
    facts: finderFacts(event, locale),
  }));
  const options: FinderFormOptions = {
    labels: finderLabels[locale],
    categories: siteContent().listPages.map((page) => ({
      value: page.slug,
      label: page[locale].eyebrow,
    })),
    months: monthNames(locale).map((label, i) => ({ value: i + 1, label })),
    total: cards.length,
    contactHref: localizePath("/contact", locale),
  };
  const path = localizePath("/event-finder", locale);
  return {
    seo: bilingualSeo("/event-finder", locale, seo, {
      jsonLd: [
        serviceJsonLd({
          name: seo.title,
          description: seo.description,
          path,
          locale,
          offers: cards.map(({ card }) => ({
            name: card.title,
            description: card.description,
            price: card.price,
            path: card.href ?? card.enquiry.href,
          })),
        }),
      ],
    }),
    text,
    cards,
    options,
  };
}

export function getShortlistPage(locale: Locale) {
  const { seo: text, ...copy } = shortlistPage[locale];
  // The paths differ per language, so the counterparts are named here, not derived.
  const seo: PageSeo = {
    locale,
    path: shortlistPaths[locale],
    alternates: { ...shortlistPaths },
    title: text.title,
    description: text.description,
    keywords: text.keywords,
  };
  const entries: ShortlistEntry[] = offeredEvents(locale).map((event) => {
    const card = eventCard(event, homePage(event.id, locale), locale);
    return {
      id: card.id,
      title: card.title,
      href: card.href,
      facts: [card.participants, card.duration, card.location],
      priceLine: card.priceLine,
    };
  });
  return {
    seo,
    text: copy,
    entries,
    labels: shortlistLabels[locale],
    contactHref: localizePath("/contact", locale),
    browseHref: localizePath("/event-finder", locale),
  };
}
