/**
 * The terms' cancellation scale for events (docs/product.md, "legal"): free up to 14 days
 * before the event, 50 % from 13 to 7 days, 100 % under 7 days; the days are Berlin days
 * from the day of cancelling to the event's day. A cancellation by the agency costs the
 * customer nothing (decision 0189).
 */
export type CancelledByKind = "customer" | "agency";

/** Whole Berlin days from `today` to `eventDay` (both YYYY-MM-DD). */
export function daysLeft(today: string, eventDay: string): number {
  return Math.round(
    (Date.parse(`${eventDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}

/** The fee's share of the booking's gross in basis points. */
export function cancellationFeeBp(days: number, by: CancelledByKind): number {
  if (by === "agency" || days >= 14) return 0;
  if (days >= 7) return 5000;
  return 10_000;
}
