/**
 * The booking calendar ("Kalender"): every accepted offer with its day, as a month grid
 * (weeks from Monday, Berlin days, today marked, at most 3 bookings a day and "+n weitere"),
 * a week of 7 columns listing each booking's time, event, company, participants, place and
 * owner, and below 768 px the same bookings as a list by day. View and day are in the URL
 * (?view=week&day=2026-12-10); each booking opens its offer.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../components/Layout";
import { format, useI18n } from "../i18n";
import { localeSettings } from "../../i18n/locales";
import { berlinDay } from "../leads/lead-format";
import { bookingsQuery, type Booking } from "./calendar-api";
import { isDay, isoWeek, moveAnchor, viewDays, type CalendarView } from "./calendar-dates";

/** Bookings a month's day shows before "+n weitere". */
const DAY_LIMIT = 3;

/** Day formats in the user's language; a calendar day is written as it is (UTC). */
function useDayFormat() {
  const { locale } = useI18n();
  const intl = localeSettings[locale].intl;
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  const make = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intl, { timeZone: "UTC", ...options });
  const monthYear = make({ month: "long", year: "numeric" });
  const long = make({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const short = make({ weekday: "short", day: "numeric", month: "short" });
  const weekdayShort = make({ weekday: "short" });
  const weekdayLong = make({ weekday: "long" });
  const range = make({ day: "numeric", month: "short", year: "numeric" });
  return {
    monthYear: (day: string) => monthYear.format(at(day)),
    long: (day: string) => long.format(at(day)),
    short: (day: string) => short.format(at(day)),
    weekdayShort: (day: string) => weekdayShort.format(at(day)),
    weekdayLong: (day: string) => weekdayLong.format(at(day)),
    range: (from: string, to: string) => range.formatRange(at(from), at(to)),
    dayNumber: (day: string) => String(Number(day.slice(8))),
  };
}

function byDay(bookings: readonly Booking[]): Map<string, Booking[]> {
  const days = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const list = days.get(booking.date) ?? [];
    list.push(booking);
    days.set(booking.date, list);
  }
  return days;
}

/** One booking in a month's day: start time, event, company, participants. */
function BookingChip({ booking }: { booking: Booking }) {
  const { t } = useI18n();
  const words = t.calendar;
  const time = booking.startTime ?? words.allDay;
  const people = format(words.people, { count: booking.participants });
  return (
    <Link
      to={`/offers/${booking.offerId}`}
      data-testid="booking-chip"
      className="block min-h-6 rounded-md border-l-4 border-spree bg-spree-soft px-1.5 py-0.5 text-xs leading-snug text-ink hover:bg-sand-deep"
    >
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
function BookingCard({ booking }: { booking: Booking }) {
  const { t } = useI18n();
  const words = t.calendar;
  return (
    <Link
      to={`/offers/${booking.offerId}`}
      data-testid="booking-card"
      className="block space-y-0.5 rounded-lg border border-ink/10 border-l-4 border-l-spree bg-white p-2 text-sm hover:bg-sand"
    >
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

function MonthGrid({
  days,
  anchor,
  bookings,
  today,
}: {
  days: string[];
  anchor: string;
  bookings: Map<string, Booking[]>;
  today: string;
}) {
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

function WeekColumns({
  days,
  bookings,
  today,
}: {
  days: string[];
  bookings: Map<string, Booking[]>;
  today: string;
}) {
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

/** Below 768 px: the days with bookings, each with its bookings. */
function DayList({
  days,
  bookings,
  today,
}: {
  days: string[];
  bookings: Map<string, Booking[]>;
  today: string;
}) {
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
