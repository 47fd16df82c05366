/**
 * Shapes events and list pages into the models of the list pages, detail pages and the
 * contact page's event list. Cards, detail pages and JSON-LD offers all come from the same
 * event entries (./events).
 */
import { dictionary, format } from "../i18n/dictionary";
import { locales, type Locale } from "../i18n/locales";
import { localizePath } from "../i18n/paths";
import type { PageSeo } from "../seo/meta";
import { breadcrumbJsonLd, serviceJsonLd } from "../seo/structured-data";
import { imageRef, socialImage } from "./images.server";
import type { Breadcrumb, EventCard, EventDetail, EventFacts } from "./models";
import { bilingualSeo, pricePerPerson } from "./page-helpers.server";
import type { EventEntry, ListPage, ListPageSlug } from "./schema";
import { contentIndex, siteContent } from "./store.server";

const eventById = (id: string) => contentIndex().eventsById.get(id);

/** Base path of the generic event page the server answers unknown event slugs with. */
const GENERIC_EVENT_PATH = "/events/event-details";

/** The enquiry link of an event: the contact page of the language, with the title. */
export function enquiryHref(title: string, locale: Locale): string {
  return `${localizePath("/contact", locale)}?event=${encodeURIComponent(title)}`;
}

/**
 * Test id of an enquiry button: title lower-cased, spaces to hyphens
 * (docs/product.md#event-cards).
 */
export function bookTestId(title: string): string {
  return `button-book-${title.toLowerCase().replace(/\s+/g, "-")}`;
}

function durationText(hours: { min: number; max: number }, locale: Locale): string {
  const t = dictionary(locale).common;
  return hours.min === hours.max
    ? format(t.hoursSingle, { hours: hours.min })
    : format(t.hours, hours);
}

function facts(
  entry: { participants: EventEntry["participants"]; hours: EventEntry["hours"] },
  location: string,
  priceLine: string,
  locale: Locale,
): EventFacts {
  return {
    duration: durationText(entry.hours, locale),
    participants: format(dictionary(locale).common.people, entry.participants),
    location,
    priceLine,
  };
}

function variantLabel(event: EventEntry, page: ListPage, locale: Locale): EventCard["label"] {
  const t = dictionary(locale).events;
  switch (page.variant?.[locale]) {
    case "season":
      return event.season && { kind: "season", text: event.season[locale] };
    case "vibe":
      return event.vibe && { kind: "vibe", text: event.vibe[locale] };
    case "intensity":
      return (
        event.intensity && {
          kind: "intensity",
          text: event.intensity === "extreme" ? t.intensityExtreme : t.intensityHigh,
        }
      );
    case "culinary":
      return (
        event.culinary && {
          kind: "culinary",
          text: {
            cooking: t.culinaryCooking,
            grilling: t.culinaryGrilling,
            creative: t.culinaryCreative,
          }[event.culinary],
        }
      );
    default:
      return undefined;
  }
}

export function eventCard(event: EventEntry, page: ListPage, locale: Locale): EventCard {
  const text = event[locale];
  const showsRating = page.variant?.[locale] === "rating";
  const t = dictionary(locale).events;
  return {
    id: event.id,
    title: text.title,
    description: text.description,
    highlights: [...text.highlights],
    image: imageRef(event.image, locale),
    ...facts(event, text.location, pricePerPerson(event.priceFrom, locale), locale),
    label: variantLabel(event, page, locale),
    rating: showsRating ? event.rating : undefined,
    href: event.detail ? localizePath(`/events/${event.id}`, locale) : undefined,
    enquiry: {
      href: enquiryHref(text.title, locale),
      label: showsRating ? t.requestInfo : t.book,
      testId: bookTestId(text.title),
    },
    price: event.priceFrom,
  };
}

function listPage(slug: string): ListPage {
  const page = siteContent().listPages.find((p) => p.slug === slug);
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

function cardsOf(page: ListPage, locale: Locale): EventCard[] {
  return page.events[locale].map((id) => eventCard(eventById(id)!, page, locale));
}

export function getEventListPage(slug: string, locale: Locale) {
  const page = listPage(slug);
  const { seo, ...text } = page[locale];
  const path = `/${page.slug}`;
  const cards = cardsOf(page, locale);
  return {
    seo: bilingualSeo(path, locale, seo, {
      image: socialImage(page.slug, locale),
      jsonLd: [
        serviceJsonLd({
          name: seo.title,
          description: seo.description,
          path: localizePath(path, locale),
          locale,
          offers: cards.map((card) => ({
            name: card.title,
            description: card.description,
            price: card.price,
            path: card.href ?? card.enquiry.href,
          })),
        }),
      ],
    }),
    slug: page.slug as ListPageSlug,
    text,
    image: imageRef(page.image, locale),
    events: cards,
  };
}

/**
 * The list page an event belongs to: its own category's (./events), or, should that page
 * not show it in this language, the first one that does; an event no page of this language
 * shows (the English page of Adventskränze binden, the German pages of the English social
 * events) keeps its own category's page.
 */
export function homePage(id: string, locale: Locale): ListPage {
  const { listPages } = siteContent();
  const own = listPages.find((page) => page.slug === contentIndex().categoryOf.get(id));
  if (own?.events[locale].includes(id)) return own;
  return (
    listPages.find((page) => page.events[locale].includes(id)) ??
    own ??
    listPages.find((page) => locales.some((other) => page.events[other].includes(id)))!
  );
}

/** Up to three other events of the same list page, following this one. */
function relatedCards(id: string, page: ListPage, locale: Locale): EventCard[] {
  const ids = page.events[locale];
  const start = Math.max(ids.indexOf(id), 0);
  const others = [...ids.slice(start + 1), ...ids.slice(0, start)];
  return others.slice(0, 3).map((other) => eventCard(eventById(other)!, page, locale));
}

function knownEventPage(
  event: EventEntry & { detail: NonNullable<EventEntry["detail"]> },
  locale: Locale,
) {
  const detail = event.detail[locale];
  const text = event[locale];
  const page = homePage(event.id, locale);
  const path = localizePath(`/events/${event.id}`, locale);
  const breadcrumbs: Breadcrumb[] = [
    { label: dictionary(locale).a11y.home, href: localizePath("/", locale) },
    { label: page[locale].eyebrow, href: localizePath(`/${page.slug}`, locale) },
    { label: text.title },
  ];
  const entry: EventDetail = {
    title: text.title,
    category: detail.category,
    body: detail.body,
    features: detail.features,
    phases: detail.phases,
    image: imageRef(event.image, locale),
    ...facts(event, text.location, pricePerPerson(event.priceFrom, locale), locale),
    enquiryHref: enquiryHref(text.title, locale),
    breadcrumbs,
  };
  const seo = bilingualSeo(`/events/${event.id}`, locale, detail.seo, {
    image: socialImage(page.slug, locale),
    jsonLd: [
      serviceJsonLd({
        name: text.title,
        description: detail.seo.description,
        path,
        locale,
        image: entry.image.src,
        offers: [
          {
            name: text.title,
            description: text.description,
            price: event.priceFrom,
            path: entry.enquiryHref,
          },
        ],
      }),
      breadcrumbJsonLd(breadcrumbs, path),
    ],
  });
  return {
    generic: false,
    id: event.id,
    seo,
    entry,
    related: relatedCards(event.id, page, locale),
  };
}

function genericEventPage(locale: Locale) {
  const { fallbackEvent } = siteContent();
  const text = fallbackEvent[locale];
  const entry: EventDetail = {
    title: text.title,
    category: text.category,
    body: text.body,
    features: text.features,
    image: imageRef(fallbackEvent.image, locale),
    ...facts(fallbackEvent, text.location, dictionary(locale).events.priceOnRequest, locale),
    enquiryHref: localizePath("/contact", locale),
    breadcrumbs: [
      { label: dictionary(locale).a11y.home, href: localizePath("/", locale) },
      { label: text.title },
    ],
  };
  // Served for every unknown slug: never indexed, and no language counterpart of its own,
  // so the language switch mirrors the path (docs/product.md#language-switch).
  const seo: PageSeo = {
    locale,
    path: localizePath(GENERIC_EVENT_PATH, locale),
    alternates: {},
    title: text.seo.title,
    description: text.seo.description,
    keywords: text.seo.keywords,
    noindex: true,
  };
  return { generic: true, id: undefined, seo, entry, related: [] as EventCard[] };
}

/** A detail page (/events/{slug}); any slug without a detail entry gets the generic page. */
export function getEventPage(slug: string, locale: Locale) {
  const event = eventById(slug);
  if (event?.detail) return knownEventPage({ ...event, detail: event.detail }, locale);
  return genericEventPage(locale);
}

/** Titles of every event offered in this language, in page order (the enquiry form's list). */
export function eventTitles(locale: Locale): string[] {
  const ids = new Set(siteContent().listPages.flatMap((page) => page.events[locale]));
  return [...ids].map((id) => eventById(id)![locale].title);
}
