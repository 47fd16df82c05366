/**
 * The booking calendar ("Kalender"): every accepted offer with its day, as a month grid
 * (weeks from Monday, Berlin days, today marked, at most 3 bookings a day and "+n weitere"),
 * a week of 7 columns listing each booking's time, event, company, participants, place and
 * owner, and below 768 px the same bookings as a list by day. View and day are in the URL
 * (?view=week&day=2026-12-10); each booking opens its offer. The views are MonthGrid.tsx,
 * WeekColumns.tsx and DayList.tsx.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../components/Layout";
import { format, useI18n } from "../i18n";
import { berlinDay } from "../leads/lead-format";
import { bookingsQuery, type Booking } from "./calendar-api";
import { isDay, isoWeek, moveAnchor, viewDays, type CalendarView } from "./calendar-dates";
import { DayList } from "./DayList";
import { MonthGrid } from "./MonthGrid";
import { useDayFormat } from "./use-day-format";
import { WeekColumns } from "./WeekColumns";

function byDay(bookings: readonly Booking[]): Map<string, Booking[]> {
  const days = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const list = days.get(booking.date) ?? [];
    list.push(booking);
    days.set(booking.date, list);
  }
  return days;
}

export function CalendarPage() {
  const { t } = useI18n();
  const words = t.calendar;
  usePageTitle(words.title);
  const dates = useDayFormat();
  const [params] = useSearchParams();
  const today = berlinDay();
  const view: CalendarView = params.get("view") === "week" ? "week" : "month";
  const requested = params.get("day");
  const anchor = isDay(requested) ? requested : today;
  const days = viewDays(view, anchor);
  const from = days[0]!;
  const to = days.at(-1)!;
  const query = useQuery(bookingsQuery(from, to));
  const bookings = byDay(query.data?.bookings ?? []);
  const count = query.data?.bookings.length ?? 0;

  const title =
    view === "month"
      ? dates.monthYear(anchor)
      : format(words.weekTitle, { week: isoWeek(from), range: dates.range(from, to) });
  const href = (nextView: CalendarView, day: string) => `?view=${nextView}&day=${day}`;
  const previous = moveAnchor(view, anchor, -1);
  const next = moveAnchor(view, anchor, 1);
  const navButton = "btn-outline px-3";

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{words.title}</h1>
          <p className="text-sm text-ink-soft">{words.hint}</p>
        </div>
        <nav aria-label={words.views}>
          <ul className="flex gap-2">
            {(["month", "week"] as const).map((option) => (
              <li key={option}>
                <Link
                  to={href(option, anchor)}
                  aria-current={option === view ? "page" : undefined}
                  className={`flex min-h-11 items-center rounded-full border px-4 font-medium ${
                    option === view
                      ? "border-spree bg-spree text-white"
                      : "border-ink/20 bg-white text-ink hover:border-ink/50"
                  }`}
                >
                  {words[option]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={href(view, previous)}
          className={navButton}
          aria-label={view === "month" ? words.previousMonth : words.previousWeek}
        >
          <span aria-hidden="true">←</span>
        </Link>
        <Link to={href(view, today)} className={navButton}>
          {words.today}
        </Link>
        <Link
          to={href(view, next)}
          className={navButton}
          aria-label={view === "month" ? words.nextMonth : words.nextWeek}
        >
          <span aria-hidden="true">→</span>
        </Link>
        <h2 className="ml-1 text-xl font-semibold" aria-live="polite" data-testid="calendar-title">
          {title}
        </h2>
        {query.data ? (
          <p className="ml-auto text-sm text-ink-soft">
            {count === 1 ? words.countOne : format(words.count, { count })}
          </p>
        ) : null}
      </div>
      {query.isPending ? <p role="status">{t.app.loading}</p> : null}
      {query.isError ? <p className="font-medium text-danger">{t.app.error}</p> : null}
      {query.data ? (
        <>
          <div className="hidden md:block">
            {view === "month" ? (
              <MonthGrid days={days} anchor={anchor} bookings={bookings} today={today} />
            ) : (
              <WeekColumns days={days} bookings={bookings} today={today} />
            )}
          </div>
          <div className="md:hidden">
            <DayList
              days={
                view === "month"
                  ? days.filter((day) => day.slice(0, 7) === anchor.slice(0, 7))
                  : days
              }
              bookings={bookings}
              today={today}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
