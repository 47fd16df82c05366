/**
 * The calendar's days as Berlin calendar days (YYYY-MM-DD strings, computed in UTC so no
 * device time zone moves them): a month's grid of whole weeks from Monday, a week from
 * Monday, ISO week numbers, and the anchor day a view moves to.
 */
import { addDays } from "../leads/lead-format";

export type CalendarView = "month" | "week";

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

export function mondayOf(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

export function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month `months` after the one `day` is in. */
export function addMonths(day: string, months: number): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  const at = new Date(Date.UTC(y, m - 1 + months, 1, 12));
  return at.toISOString().slice(0, 10);
}

/** The days a view shows: the month's whole weeks (4 to 6) or the week, Monday first. */
export function viewDays(view: CalendarView, anchor: string): string[] {
  if (view === "week") {
    const monday = mondayOf(anchor);
    return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  }
  const first = firstOfMonth(anchor);
  const start = mondayOf(first);
  const last = addDays(addMonths(first, 1), -1);
  const days: string[] = [];
  for (let day = start; day <= last || weekdayIndex(day) !== 0; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

/** The anchor of the previous (-1) or next (+1) month or week. */
export function moveAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  return view === "week" ? addDays(mondayOf(anchor), 7 * step) : addMonths(anchor, step);
}

/** ISO 8601 week number of a day. */
export function isoWeek(day: string): number {
  const thursday = new Date(`${addDays(mondayOf(day), 3)}T12:00:00Z`);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1, 12);
  return Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000)) + 1;
}

/** Whether a string is a real YYYY-MM-DD day. */
export function isDay(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value;
}
