/**
 * The single pages' copy (home, news overview, contact) and the generic event page: one
 * document each, edited but never added.
 */
import {
  contactPageTextSchema,
  fallbackEventSchema,
  homeTextSchema,
  localized,
  newsPageTextSchema,
} from "../schema";
import { textAt, type ContentKind } from "./types";

export const homeKind: ContentKind = {
  name: "home",
  label: {
    de: { one: "Startseite", many: "Startseite" },
    en: { one: "Home page", many: "Home page" },
  },
  listOrder: 4,
  schema: localized(homeTextSchema),
  creatable: false,
  seo: [
    { seo: "{locale}.seo", title: "{locale}.hero.heading", description: "{locale}.hero.intro" },
  ],
  title: (data, locale) => textAt(data, `${locale}.hero.heading`),
  pagePath: () => "/",
};

export const newsPageKind: ContentKind = {
  name: "news-page",
  label: {
    de: { one: "News-Seite", many: "News-Seite" },
    en: { one: "News page", many: "News page" },
  },
  listOrder: 5,
  schema: localized(newsPageTextSchema),
  creatable: false,
  seo: [{ seo: "{locale}.seo", title: "{locale}.heading", description: "{locale}.intro" }],
  title: (data, locale) => textAt(data, `${locale}.heading`),
  pagePath: () => "/news",
};

export const contactPageKind: ContentKind = {
  name: "contact-page",
  label: {
    de: { one: "Kontaktseite", many: "Kontaktseite" },
    en: { one: "Contact page", many: "Contact page" },
  },
  listOrder: 6,
  schema: localized(contactPageTextSchema),
  creatable: false,
  seo: [{ seo: "{locale}.seo", title: "{locale}.heading", description: "{locale}.intro" }],
  title: (data, locale) => textAt(data, `${locale}.heading`),
  pagePath: () => "/contact",
};

export const fallbackEventKind: ContentKind = {
  name: "fallback-event",
  label: {
    de: { one: "Event ohne eigene Seite", many: "Event ohne eigene Seite" },
    en: { one: "Event without a page", many: "Event without a page" },
  },
  listOrder: 8,
  schema: fallbackEventSchema,
  creatable: false,
  seo: [{ seo: "{locale}.seo", title: "{locale}.title", description: "{locale}.category" }],
  title: (data, locale) => textAt(data, `${locale}.title`),
  pagePath: () => undefined,
};
