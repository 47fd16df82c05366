/**
 * What a booking's headcount page asks besides attendance (decision 0194), derived from the
 * catalogue's own facts about the booked events rather than a list kept here: the diet
 * where food is served (an event with a kind of cooking, `culinary`; one whose German title
 * names cooking, grilling, baking or a dinner, as the Christmas formats without `culinary`;
 * or an extra that names catering), a waiver where the event is physically intense (an
 * event with an `intensity`, the horror formats). Every attending participant chooses the
 * guide's language.
 */
import { catalogueEvent, type EventEntry } from "#app/shared/event-catalogue.ts";
import type { BookingItem } from "../bookings/schema.ts";

export interface HeadcountNeeds {
  diet: boolean;
  waiver: boolean;
}

/** An extra whose title names food for the group (catering, buffet, dinner, a menu). */
const CATERING =
  /catering|buffet|büfett|dinner|abendessen|mittagessen|lunch|brunch|menü|menu|verpflegung|fingerfood/i;

/** A German event title that names food the group eats (Teamkochen, Winter-Grillen, Plätzchen backen, Krimidinner). */
const FOOD_TITLE = /koch|grill|backen|dinner/i;

export function needsOf(items: readonly BookingItem[]): HeadcountNeeds {
  const events = items
    .filter((item) => item.kind === "event" && item.eventSlug)
    .map((item) => catalogueEvent(item.eventSlug!))
    .filter((event): event is EventEntry => event !== undefined);
  const catering = items.some((item) => item.kind === "extra" && CATERING.test(item.title));
  return {
    diet:
      catering ||
      events.some((event) => event.culinary !== undefined || FOOD_TITLE.test(event.de.title)),
    waiver: events.some((event) => event.intensity !== undefined),
  };
}
