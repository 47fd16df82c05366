/**
 * Berlin days and wall-clock times, for the server and the browser alike: the agency works
 * in Berlin, so "today", a next step's day, an invoice's issue day and the figures' weeks
 * are Berlin days (YYYY-MM-DD) whatever the machine's or the person's time zone. Summer
 * time comes from the platform's time zone data (Intl), never from a fixed offset.
 */

const TIME_ZONE = "Europe/Berlin";

const berlinParts = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

const two = (n: number) => String(n).padStart(2, "0");

/** An instant's Berlin calendar fields (month 1–12). */
function partsOf(ms: number) {
  const parts = Object.fromEntries(
    berlinParts
      .formatToParts(ms)
      .filter((part) => part.type !== "literal")
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
  return parts;
}

/** Milliseconds Berlin's wall clock is ahead of UTC at an instant (one or two hours). */
function berlinOffsetMs(ms: number): number {
  const p = partsOf(ms);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The Berlin calendar day (YYYY-MM-DD) that holds an instant; now without one. */
export function berlinDay(at: Date = new Date()): string {
  const p = partsOf(at.getTime());
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}

/** An instant as its Berlin day (YYYY-MM-DD) and wall-clock time ("14:05"). */
export function berlinDayAndTime(at: Date): { day: string; time: string } {
  const p = partsOf(at.getTime());
  return {
    day: `${p.year}-${two(p.month)}-${two(p.day)}`,
    time: `${two(p.hour)}:${two(p.minute)}`,
  };
}

/**
 * The instant a Berlin day (YYYY-MM-DD, moved by `plusDays`) shows the wall-clock time
 * HH:MM. A time the spring change skips (02:00–02:59 on its Sunday) is taken as the same
 * minutes after the change; a time the autumn change repeats is its second, winter-time one.
 */
export function berlinTime(day: string, time: string, plusDays = 0): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d + plusDays, hours, minutes);
  const guess = wall - berlinOffsetMs(wall);
  return new Date(wall - berlinOffsetMs(guess));
}

/** The instant a Berlin day (YYYY-MM-DD) begins; `plusDays` moves the day. */
export function berlinDayStart(day: string, plusDays = 0): Date {
  return berlinTime(day, "00:00", plusDays);
}

/** The day `days` after a YYYY-MM-DD day (before it when negative). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
