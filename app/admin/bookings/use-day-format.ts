/** The calendar's day formats in the user's language; a calendar day is written as it is (UTC). */
import { useI18n } from "../i18n";
import { localeSettings } from "../../i18n/locales";

export function useDayFormat() {
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
