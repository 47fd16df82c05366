/**
 * The calendar's month: a table of whole weeks from Monday, the days of the next and last
 * month shaded, today marked, at most 3 bookings a day and "+n weitere" opening that day's
 * week.
 */
import { Link } from "react-router";
import { format, useI18n } from "../i18n";
import { BookingChip } from "./BookingItems";
import type { DaysView } from "./calendar-api";
import { useDayFormat } from "./use-day-format";

/** Bookings a month's day shows before "+n weitere". */
const DAY_LIMIT = 3;

export function MonthGrid({ days, anchor, bookings, today }: DaysView & { anchor: string }) {
  const { t } = useI18n();
  const words = t.calendar;
  const dates = useDayFormat();
  const month = anchor.slice(0, 7);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  return (
    <table className="w-full table-fixed border-collapse" data-testid="calendar-month">
      <caption className="sr-only">{dates.monthYear(anchor)}</caption>
      <thead>
        <tr>
          {weeks[0]!.map((day) => (
            <th
              key={day}
              scope="col"
              className="border-b border-ink/10 px-2 py-1 text-left text-sm font-semibold text-ink-soft"
            >
              <abbr title={dates.weekdayLong(day)} className="no-underline">
                {dates.weekdayShort(day)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const list = bookings.get(day) ?? [];
              const shown = list.slice(0, DAY_LIMIT);
              const hidden = list.length - shown.length;
              const isToday = day === today;
              const outside = day.slice(0, 7) !== month;
              return (
                <td
                  key={day}
                  data-day={day}
                  className={`h-28 border border-ink/10 p-1 align-top ${outside ? "bg-sand" : "bg-white"}`}
                >
                  <div className="mb-1 flex items-center justify-between">
                    <span
                      aria-current={isToday ? "date" : undefined}
                      className={`inline-flex size-7 items-center justify-center rounded-full text-sm tabular-nums ${
                        isToday
                          ? "bg-accent-strong font-bold text-white"
                          : outside
                            ? "text-ink-soft"
                            : "font-medium"
                      }`}
                    >
                      <span className="sr-only">{dates.long(day)}</span>
                      <span aria-hidden="true">{dates.dayNumber(day)}</span>
                    </span>
                    {isToday ? (
                      <span className="text-xs font-semibold text-accent-strong">
                        {words.todayMark}
                      </span>
                    ) : null}
                  </div>
                  {shown.length > 0 ? (
                    <ul className="space-y-1">
                      {shown.map((booking) => (
                        <li key={booking.offerId}>
                          <BookingChip booking={booking} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {hidden > 0 ? (
                    <Link
                      to={`?view=week&day=${day}`}
                      aria-label={format(words.moreLabel, { count: hidden, day: dates.long(day) })}
                      className="mt-1 flex min-h-6 items-center px-1.5 text-xs font-semibold text-spree underline underline-offset-2"
                    >
                      {format(words.more, { count: hidden })}
                    </Link>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
