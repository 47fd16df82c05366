/**
 * How the dashboard and the start page write their figures, the same way everywhere: euros
 * from cents ("12.480 €", "€12,480"), a week or month the same in a chart's axis and its
 * table ("07.09." / "7 Sept"), a duration in words ("1 Tag 3 Std." / "1 day 3 h"), how long
 * ago something was, and a next step's due day and time. Berlin time throughout.
 */
import { localeSettings, type Locale } from "../../i18n/locales";
import { format } from "../i18n";
import type { Dictionary } from "../i18n/de";

const BERLIN = "Europe/Berlin";

/** Whole euros from integer cents, in the language's way. */
export function euros(locale: Locale, cents: number): string {
  return new Intl.NumberFormat(localeSettings[locale].intl, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  }).format(cents / 100);
}

/** A share as a percentage with at most one decimal. */
export function percent(locale: Locale, share: number): string {
  return new Intl.NumberFormat(localeSettings[locale].intl, {
    style: "percent",
    maximumFractionDigits: 1,
  }).format(share);
}

/** A calendar day (YYYY-MM-DD) as the charts and tables write it: "07.09." / "7 Sept". */
export function dayLabel(locale: Locale, day: string): string {
  const options: Intl.DateTimeFormatOptions =
    locale === "de"
      ? { day: "2-digit", month: "2-digit", timeZone: "UTC" }
      : { day: "numeric", month: "short", timeZone: "UTC" };
  return new Intl.DateTimeFormat(localeSettings[locale].intl, options).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A month (YYYY-MM) as the charts and tables write it: "Nov. 2026" / "Nov 2026". */
export function monthLabel(locale: Locale, month: string): string {
  return new Intl.DateTimeFormat(localeSettings[locale].intl, {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A full Berlin date, for the period's first day: "7. September 2026". */
export function longDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(localeSettings[locale].intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: BERLIN,
  }).format(new Date(iso));
}

/**
 * A duration in words: minutes under an hour, hours and minutes under a day, days and
 * hours beyond ("45 Min.", "3 Std. 20 Min.", "1 Tag 3 Std.").
 */
export function durationWords(t: Dictionary, seconds: number): string {
  const d = t.durations;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return format(d.minutes, { count: minutes });
  const parts: string[] = [];
  if (minutes < 24 * 60) {
    parts.push(format(d.hours, { count: Math.floor(minutes / 60) }));
    if (minutes % 60) parts.push(format(d.minutes, { count: minutes % 60 }));
  } else {
    const hours = Math.round(seconds / 3600);
    const days = Math.floor(hours / 24);
    parts.push(format(days === 1 ? d.day : d.days, { count: days }));
    if (hours % 24) parts.push(format(d.hours, { count: hours % 24 }));
  }
  return parts.join(" ");
}

/** How long ago a moment was, in the language's words: "vor 3 Tagen", "yesterday". */
export function ago(locale: Locale, iso: string, now = Date.now()): string {
  const relative = new Intl.RelativeTimeFormat(localeSettings[locale].intl, { numeric: "auto" });
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 3600) return relative.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), "hour");
  return relative.format(Math.round(seconds / 86_400), "day");
}

/** A next step's day in short words with its time when it has one: "Di., 24.11., 09:00". */
export function stepDue(locale: Locale, date: string, time: string | null): string {
  const options: Intl.DateTimeFormatOptions =
    locale === "de"
      ? { weekday: "short", day: "2-digit", month: "2-digit", timeZone: "UTC" }
      : { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" };
  const day = new Intl.DateTimeFormat(localeSettings[locale].intl, options).format(
    new Date(`${date}T00:00:00Z`),
  );
  return time ? `${day}, ${time}` : day;
}
