/** The calendar below 768 px: the days with bookings, each with its bookings as cards. */
import { useI18n } from "../i18n";
import { BookingCard } from "./BookingItems";
import type { DaysView } from "./calendar-api";
import { useDayFormat } from "./use-day-format";

export function DayList({ days, bookings, today }: DaysView) {
  const { t } = useI18n();
  const dates = useDayFormat();
  const booked = days.filter((day) => (bookings.get(day) ?? []).length > 0);
  if (booked.length === 0) return <p>{t.calendar.empty}</p>;
  return (
    <ol className="space-y-4" data-testid="calendar-list">
      {booked.map((day) => (
        <li key={day} data-day={day} className="space-y-2">
          <h2 className="text-base font-semibold">
            {dates.long(day)}
            {day === today ? (
              <span className="ml-2 rounded-full bg-accent-strong px-2 py-0.5 text-xs text-white">
                {t.calendar.todayMark}
              </span>
            ) : null}
          </h2>
          <ul className="space-y-2">
            {bookings.get(day)!.map((booking) => (
              <li key={booking.offerId}>
                <BookingCard booking={booking} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
