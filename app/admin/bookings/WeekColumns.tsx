/** The calendar's week: 7 columns from Monday, today marked, each day's bookings as cards. */
import { useI18n } from "../i18n";
import { BookingCard } from "./BookingItems";
import type { DaysView } from "./calendar-api";
import { useDayFormat } from "./use-day-format";

export function WeekColumns({ days, bookings, today }: DaysView) {
  const { t } = useI18n();
  const dates = useDayFormat();
  return (
    <ol className="grid grid-cols-7 gap-2" data-testid="calendar-week">
      {days.map((day) => {
        const list = bookings.get(day) ?? [];
        const isToday = day === today;
        return (
          <li key={day} data-day={day} className="min-w-0 space-y-2">
            <h2
              className={`rounded-md px-2 py-1 text-sm font-semibold ${
                isToday ? "bg-accent-strong text-white" : "bg-sand-deep"
              }`}
            >
              <span aria-current={isToday ? "date" : undefined}>{dates.short(day)}</span>
              {isToday ? <span className="sr-only"> ({t.calendar.todayMark})</span> : null}
            </h2>
            {list.length > 0 ? (
              <ul className="space-y-2">
                {list.map((booking) => (
                  <li key={booking.offerId}>
                    <BookingCard booking={booking} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="px-2 text-sm text-ink-soft">{t.calendar.noneThisDay}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
