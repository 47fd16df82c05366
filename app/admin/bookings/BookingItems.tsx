/**
 * A booking as the calendar shows it, opening its offer: a small chip in a month's day, a
 * card with everything in the week and the list. A deposit still open with the event within
 * the week (decision 0187) marks it red, with words (and the amount for screen readers).
 */
import { Link } from "react-router";
import { format, useI18n } from "../i18n";
import { useOfferFormat } from "../offers/offer-format";
import type { Booking } from "./calendar-api";

/** "Anzahlung offen" on a booking whose deposit is still open shortly before the event. */
function DepositOpen({ cents }: { cents: number }) {
  const { t } = useI18n();
  const { money } = useOfferFormat();
  return (
    <span className="block truncate font-semibold text-danger" data-testid="booking-deposit-open">
      <span aria-hidden="true">{t.calendar.depositOpen}</span>
      <span className="sr-only">
        {format(t.calendar.depositOpenLong, { amount: money(cents) })}
      </span>
    </span>
  );
}

/** One booking in a month's day: start time, event, company, participants. */
export function BookingChip({ booking }: { booking: Booking }) {
  const { t } = useI18n();
  const words = t.calendar;
  const time = booking.startTime ?? words.allDay;
  const people = format(words.people, { count: booking.participants });
  return (
    <Link
      to={`/offers/${booking.offerId}`}
      data-testid="booking-chip"
      className={`block min-h-6 rounded-md border-l-4 bg-spree-soft px-1.5 py-0.5 text-xs leading-snug text-ink hover:bg-sand-deep ${
        booking.depositOpenCents === null ? "border-spree" : "border-danger"
      }`}
    >
      {booking.depositOpenCents === null ? null : <DepositOpen cents={booking.depositOpenCents} />}
      <span className="block truncate">
        <span className="font-semibold tabular-nums">{time}</span> {booking.title}
      </span>
      <span className="block truncate text-ink-soft">
        {booking.company} · {people}
      </span>
    </Link>
  );
}

/** One booking with everything the week and the list show. */
export function BookingCard({ booking }: { booking: Booking }) {
  const { t } = useI18n();
  const words = t.calendar;
  return (
    <Link
      to={`/offers/${booking.offerId}`}
      data-testid="booking-card"
      className={`block space-y-0.5 rounded-lg border border-ink/10 border-l-4 bg-white p-2 text-sm hover:bg-sand ${
        booking.depositOpenCents === null ? "border-l-spree" : "border-l-danger"
      }`}
    >
      {booking.depositOpenCents === null ? null : <DepositOpen cents={booking.depositOpenCents} />}
      <span className="block font-semibold tabular-nums">
        {booking.startTime ?? words.allDay}
        {booking.startTime && booking.durationMinutes ? (
          <span className="font-normal text-ink-soft">
            {" "}
            ({Math.round((booking.durationMinutes / 60) * 10) / 10} h)
          </span>
        ) : null}
      </span>
      <span className="block font-semibold break-words text-spree">{booking.title}</span>
      <span className="block break-words">
        {booking.company} · {format(words.people, { count: booking.participants })}
      </span>
      <span className="block break-words text-ink-soft">
        <span className="sr-only">{words.place}: </span>
        {booking.place ?? words.noPlace}
      </span>
      <span className="block break-words text-ink-soft">
        {words.owner}: {booking.ownerName ?? words.nobody}
      </span>
    </Link>
  );
}
