/**
 * The content pages are rendered from (docs/decisions/0095-content-in-the-database.md). It
 * starts as the modules under app/content (today's content, which the build prerenders) and
 * is replaced as a whole when the agency publishes: the server's renderer sets the content
 * assembled from the database, renders every page, and sets it back. The shaping modules
 * (events.server.ts, news.server.ts, ...) read it through `siteContent()` on every call and
 * keep nothing of it at module level, so a replaced content is never mixed with the old one.
 */
import { categories } from "./categories";
import { contactPage } from "./contact";
import { eventsByCategory, fallbackEvent } from "./events";
import { home } from "./home";
import { listPages } from "./list-pages";
import { articles, newsPage } from "./news";
import type { FocalPoint } from "../shared/focal-point";
import type {
  Article,
  Category,
  ContactPageText,
  EventEntry,
  FallbackEvent,
  HomeText,
  ListPage,
  ListPageSlug,
  Localized,
  NewsPageText,
  Testimonial,
} from "./schema";
import { testimonials } from "./testimonials";

/** Everything of the site the agency edits; one value, replaced as a whole. */
export interface SiteContent {
  /** Each event under the list page of its own category (its breadcrumb and suggestions). */
  eventsByCategory: Record<ListPageSlug, EventEntry[]>;
  /** What the generic page shows for an unknown /events/{slug}. */
  fallbackEvent: FallbackEvent;
  listPages: ListPage[];
  /** Newest first. */
  articles: Article[];
  newsPage: Localized<NewsPageText>;
  categories: Category[];
  home: Localized<HomeText>;
  testimonials: Testimonial[];
  contactPage: Localized<ContactPageText>;
  /** Picture ids beyond the artwork registry (uploaded photos), with what renders them. */
  media?: Record<string, MediaImage>;
}

/** An uploaded picture as pages need it (server/media makes these). */
export interface MediaImage {
  src: string;
  width: number;
  height: number;
  alt: Localized<string>;
  sources: Array<{ type: string; srcSet: string }>;
  /** Where crops keep the subject (app/shared/focal-point.ts). */
  focal?: FocalPoint;
}

/** Today's content, from the modules of this folder: what a fresh database starts with. */
export const initialContent: SiteContent = {
  eventsByCategory,
  fallbackEvent,
  listPages,
  articles,
  newsPage,
  categories: [...categories],
  home,
  testimonials,
  contactPage,
};

let current: SiteContent = initialContent;

/** The content pages render from now. */
export function siteContent(): SiteContent {
  return current;
}

/** Replaces the content pages render from (the renderer does this before rendering). */
export function setSiteContent(next: SiteContent): void {
  current = next;
}

interface Derived {
  events: EventEntry[];
  eventsById: Map<string, EventEntry>;
  categoryOf: Map<string, ListPageSlug>;
}
const derivedOf = new WeakMap<SiteContent, Derived>();

/** Lookups built from the current content, once per content value. */
export function contentIndex(): Derived {
  const content = current;
  let derived = derivedOf.get(content);
  if (!derived) {
    const events = Object.values(content.eventsByCategory).flat();
    derived = {
      events,
      eventsById: new Map(events.map((event) => [event.id, event])),
      categoryOf: new Map(
        Object.entries(content.eventsByCategory).flatMap(([slug, list]) =>
          list.map((event) => [event.id, slug as ListPageSlug] as const),
        ),
      ),
    };
    derivedOf.set(content, derived);
  }
  return derived;
}
