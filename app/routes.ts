/**
 * The one route table. Every page exists in every language of app/i18n/locales.ts: German
 * at the root, English under /en, served by the same module under one route id per
 * language (`<page>-de`, `<page>-en`).
 */
import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { routing } from "./i18n/locales";

function localized(
  page: string,
  path: Parameters<typeof routing.localizedRoutes>[1],
  file: string,
) {
  return routing
    .localizedRoutes(page, path)
    .map(({ id, path }) => (path === undefined ? index(file, { id }) : route(path, file, { id })));
}

export default [
  ...localized("home", undefined, "routes/home.tsx"),

  ...localized("teambuilding-events", "teambuilding-events", "routes/event-list.tsx"),
  ...localized("creative-events", "creative-events", "routes/event-list.tsx"),
  ...localized("christmas-events", "christmas-events", "routes/event-list.tsx"),
  ...localized("culinary-events", "culinary-events", "routes/event-list.tsx"),
  ...localized("horror-events", "horror-events", "routes/event-list.tsx"),
  ...localized("social-events", "social-events", "routes/event-list.tsx"),
  ...localized("event", "events/:slug", "routes/event.tsx"),

  ...localized("event-finder", "event-finder", "routes/event-finder.tsx"),
  // The shortlist has a name of its own in each language (docs/product.md#shortlist).
  ...localized("shortlist", { de: "merkliste", en: "shortlist" }, "routes/shortlist.tsx"),

  ...localized("contact", "contact", "routes/contact.tsx"),
  ...localized("news", "news", "routes/news.tsx"),
  ...localized("article", "news/:slug", "routes/article.tsx"),

  ...localized("privacy", "privacy", "routes/legal.tsx"),
  ...localized("imprint", "imprint", "routes/legal.tsx"),
  ...localized("terms", "terms", "routes/legal.tsx"),

  ...localized("not-found", "*", "routes/not-found.tsx"),
] satisfies RouteConfig;
