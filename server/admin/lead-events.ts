/**
 * What the back office knows about the event a lead names: enquiries store the event's
 * title in the visitor's language (or 'other'), so the inbox maps titles of both languages
 * to the event, its category and its page on the public site.
 */
import { OTHER_EVENT } from "#app/shared/enquiry/schema.ts";
import { eventsByCategory, type EventEntry } from "#app/shared/event-catalogue.ts";

export type LeadCategory = keyof typeof eventsByCategory;
export const LEAD_CATEGORIES = Object.keys(eventsByCategory) as LeadCategory[];

export interface LeadEvent {
  id: string;
  category: LeadCategory;
  title: { de: string; en: string };
  /** The event's page in the lead's language: its detail page, or its category's list. */
  path: { de: string; en: string };
}

const byTitle = new Map<string, LeadEvent>();
const categoryTitles = new Map<LeadCategory, string[]>();
for (const [category, list] of Object.entries(eventsByCategory) as Array<
  [LeadCategory, EventEntry[]]
>) {
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

/** The event an enquiry names, or undefined for 'other' and titles no longer offered. */
export function leadEvent(title: string): LeadEvent | undefined {
  return title === OTHER_EVENT ? undefined : byTitle.get(title);
}

/** Every title (both languages) under which enquiries of a category are stored. */
export function titlesOfCategory(category: LeadCategory): string[] {
  return categoryTitles.get(category) ?? [];
}

/** All events, for the inbox's event filter. */
export function leadEventChoices(): LeadEvent[] {
  const seen = new Set<string>();
  return [...byTitle.values()].filter((event) => !seen.has(event.id) && seen.add(event.id));
}
