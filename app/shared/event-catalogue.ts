/**
 * The agency's events by category, for the server: the back office maps the event a lead
 * names (its title in the visitor's language) to the event, its category and its page, and
 * the enquiry API checks the events an enquiry names. It starts as the initial content and
 * follows what the agency publishes (server/content/runtime.ts sets it with each render), so
 * a renamed or new event is known as soon as its pages are served.
 */
import { eventsByCategory as initialCatalogue } from "../content/events/index.ts";
import type { EventEntry, ListPageSlug } from "../content/schema.ts";

export type { EventEntry };
export type EventCatalogue = Record<ListPageSlug, EventEntry[]>;

let current: EventCatalogue = initialCatalogue;
const earlier: EventCatalogue[] = [];

/** The events the served pages show, by the list page of their category. */
export function eventCatalogue(): EventCatalogue {
  return current;
}

/** The current catalogue's event of an id (its slug), in whatever category. */
export function catalogueEvent(id: string): EventEntry | undefined {
  for (const events of Object.values(current)) {
    const found = events.find((event) => event.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Catalogues served before the current one (newest first), at most a few: a visitor who
 * loaded the form before a title changed still sends the old title.
 */
export function earlierCatalogues(): readonly EventCatalogue[] {
  return earlier;
}

/** Replaces the catalogue (the content runtime, when it serves published content). */
export function setEventCatalogue(next: EventCatalogue): void {
  if (next === current) return;
  earlier.unshift(current);
  earlier.length = Math.min(earlier.length, 5);
  current = next;
}

/** The categories, in the site's order. */
export const eventCategories = Object.keys(initialCatalogue) as ListPageSlug[];
