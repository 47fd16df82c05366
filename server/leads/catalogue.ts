/**
 * What the back office knows about the event a lead names: enquiries store the event's
 * title in the visitor's language (or 'other'), so the inbox maps titles of both languages
 * to the event, its category and its page on the public site.
 */
import { OTHER_EVENT } from "#app/shared/enquiry/schema.ts";
import {
  earlierCatalogues,
  eventCatalogue,
  eventCategories,
  type EventCatalogue,
  type EventEntry,
} from "#app/shared/event-catalogue.ts";

export type LeadCategory = keyof EventCatalogue;
export const LEAD_CATEGORIES: readonly LeadCategory[] = eventCategories;

export interface LeadEvent {
  id: string;
  category: LeadCategory;
  title: { de: string; en: string };
  /** The event's page in the lead's language: its detail page, or its category's list. */
  path: { de: string; en: string };
}

interface Index {
  byTitle: Map<string, LeadEvent>;
  categoryTitles: Map<LeadCategory, string[]>;
}
const indexes = new WeakMap<EventCatalogue, Index>();

function indexOf(catalogue: EventCatalogue): Index {
  let index = indexes.get(catalogue);
  if (index) return index;
  const byTitle = new Map<string, LeadEvent>();
  const categoryTitles = new Map<LeadCategory, string[]>();
  for (const [category, list] of Object.entries(catalogue) as Array<[LeadCategory, EventEntry[]]>) {
    for (const event of list) {
      const base = event.detail ? `/events/${event.id}` : `/${category}`;
      const entry: LeadEvent = {
        id: event.id,
        category,
        title: { de: event.de.title, en: event.en.title },
        path: { de: base, en: `/en${base}` },
      };
      byTitle.set(event.de.title, entry);
      byTitle.set(event.en.title, entry);
      categoryTitles.set(category, [
        ...(categoryTitles.get(category) ?? []),
        event.de.title,
        ...(event.en.title === event.de.title ? [] : [event.en.title]),
      ]);
    }
  }
  index = { byTitle, categoryTitles };
  indexes.set(catalogue, index);
  return index;
}

/**
 * The current catalogue's index, with the titles of earlier catalogues this server served
 * (leads stored under a title before it was renamed) where the current one lacks them.
 */
function currentIndex(): Index {
  const index = indexOf(eventCatalogue());
  const earlier = earlierCatalogues();
  if (earlier.length === 0) return index;
  const byTitle = new Map(index.byTitle);
  for (const catalogue of earlier) {
    for (const [title, entry] of indexOf(catalogue).byTitle) {
      if (!byTitle.has(title)) byTitle.set(title, index.byTitle.get(entry.title.de) ?? entry);
    }
  }
  return { byTitle, categoryTitles: index.categoryTitles };
}

/** The event an enquiry names, or undefined for 'other' and titles no longer offered. */
export function leadEvent(title: string): LeadEvent | undefined {
  return title === OTHER_EVENT ? undefined : currentIndex().byTitle.get(title);
}

/** Every title (both languages) under which enquiries of a category are stored. */
export function titlesOfCategory(category: LeadCategory): string[] {
  return currentIndex().categoryTitles.get(category) ?? [];
}

/** All events, for the inbox's event filter. */
export function leadEventChoices(): LeadEvent[] {
  const seen = new Set<string>();
  return [...indexOf(eventCatalogue()).byTitle.values()].filter(
    (event) => !seen.has(event.id) && seen.add(event.id),
  );
}
