/**
 * Every event of the site, each defined once with all its facts in both languages. List
 * pages (../list-pages) refer to events by id; detail pages exist for events with `detail`.
 */
import type { EventEntry, ListPageSlug } from "../schema";
import { christmasEvents } from "./christmas";
import { creativeEvents } from "./creative";
import { culinaryEvents } from "./culinary";
import { horrorEvents } from "./horror";
import { socialEvents } from "./social";
import { teambuildingEvents } from "./teambuilding";

export { fallbackEvent } from "./fallback";

/**
 * Each event under the list page of its own category. Some list pages also show events of
 * other categories (Teamkochen, a culinary event, is on the creative page too); an event's
 * breadcrumb, suggestions and preview picture come from its own category's page.
 */
export const eventsByCategory = {
  "teambuilding-events": teambuildingEvents,
  "creative-events": creativeEvents,
  "culinary-events": culinaryEvents,
  "horror-events": horrorEvents,
  "christmas-events": christmasEvents,
  "social-events": socialEvents,
} satisfies Record<ListPageSlug, EventEntry[]>;

export const events: EventEntry[] = Object.values(eventsByCategory).flat();
