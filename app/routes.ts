/**
 * The one route table. Every page exists in German at the root and in English under /en,
 * served by the same module under two route ids (`<page>-de`, `<page>-en`).
 */
import { index, route, type RouteConfig } from "@react-router/dev/routes";

function bilingual(page: string, path: string, file: string) {
  return [route(path, file, { id: `${page}-de` }), route(`en/${path}`, file, { id: `${page}-en` })];
}

export default [
  index("routes/home.tsx", { id: "home-de" }),
  route("en", "routes/home.tsx", { id: "home-en" }),

  ...bilingual("teambuilding-events", "teambuilding-events", "routes/event-list.tsx"),
  ...bilingual("creative-events", "creative-events", "routes/event-list.tsx"),
  ...bilingual("christmas-events", "christmas-events", "routes/event-list.tsx"),
  ...bilingual("culinary-events", "culinary-events", "routes/event-list.tsx"),
  ...bilingual("horror-events", "horror-events", "routes/event-list.tsx"),
  ...bilingual("social-events", "social-events", "routes/event-list.tsx"),
  ...bilingual("event", "events/:slug", "routes/event.tsx"),

  ...bilingual("event-finder", "event-finder", "routes/event-finder.tsx"),
  // The shortlist's paths differ per language (docs/product.md#shortlist).
  route("merkliste", "routes/shortlist.tsx", { id: "shortlist-de" }),
  route("en/shortlist", "routes/shortlist.tsx", { id: "shortlist-en" }),

  ...bilingual("contact", "contact", "routes/contact.tsx"),
  ...bilingual("news", "news", "routes/news.tsx"),
  ...bilingual("article", "news/:slug", "routes/article.tsx"),

  ...bilingual("privacy", "privacy", "routes/legal.tsx"),
  ...bilingual("imprint", "imprint", "routes/legal.tsx"),
  ...bilingual("terms", "terms", "routes/legal.tsx"),

  ...bilingual("not-found", "*", "routes/not-found.tsx"),
] satisfies RouteConfig;
