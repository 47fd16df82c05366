/**
 * A staff member's iCalendar feed of the agency's bookings (ical-generator), for phone
 * calendars that subscribe to its secret address: each booking one event, at its Berlin
 * start time for its duration, or a whole day when no start is agreed. The words follow the
 * person's back-office language; the link opens the offer in the back office.
 */
import ical, { ICalCalendarMethod } from "ical-generator";
import { berlinTime } from "#app/shared/berlin-time.ts";
import type { Booking } from "./store.ts";
import type { Locale } from "#app/i18n/locales.ts";

const words = {
  de: {
    calendar: "Spreegeist Buchungen",
    people: "Pers.",
    offer: "Angebot",
    owner: "Zuständig",
    contact: "Kontakt",
    nobody: "niemand",
  },
  en: {
    calendar: "Spreegeist bookings",
    people: "people",
    offer: "Offer",
    owner: "Owner",
    contact: "Contact",
    nobody: "nobody",
  },
} as const;

/** The day after a YYYY-MM-DD day (an all-day event's exclusive end). */
function nextDay(day: string): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

export interface FeedOptions {
  language: Locale;
  /** The back office's origin, for links to the offers. */
  adminOrigin: string;
  /** The feed's moment (DTSTAMP of every event), so a feed read twice says the same. */
  now: Date;
}

/** The feed's text/calendar body. */
export function bookingsFeed(bookings: readonly Booking[], options: FeedOptions): string {
  const w = words[options.language];
  const calendar = ical({
    name: w.calendar,
    prodId: {
      company: "Spreegeist Events",
      product: "Backoffice",
      language: options.language.toUpperCase(),
    },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const booking of bookings) {
    const url = `${options.adminOrigin}/admin/offers/${booking.offerId}`;
    const start = booking.startTime
      ? berlinTime(booking.date, booking.startTime)
      : berlinTime(booking.date, "00:00");
    const description = [
      `${w.offer} ${booking.number}`,
      `${booking.participants} ${w.people}`,
      `${w.contact}: ${booking.contactName}, ${booking.company}`,
      `${w.owner}: ${booking.ownerName ?? w.nobody}`,
      url,
    ].join("\n");
    calendar.createEvent({
      id: `${booking.offerId}@spreegeist-events`,
      stamp: options.now,
      summary: `${booking.events.length > 1 ? booking.events.join(" + ") : booking.title} · ${booking.company} (${booking.participants} ${w.people})`,
      description,
      location: booking.place,
      url,
      ...(booking.startTime
        ? {
            start,
            end: new Date(start.getTime() + (booking.durationMinutes ?? 180) * 60_000),
          }
        : // A whole Berlin day: DTSTART and DTEND as dates, which no time zone moves.
          { start: booking.date, end: nextDay(booking.date), allDay: true }),
    });
  }
  return calendar.toString();
}
