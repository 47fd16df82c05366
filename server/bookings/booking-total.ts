/**
 * What a changed booking is worth (decision 0201): its current version's items priced as the
 * final invoice's draft prices them (the offer line each came from, or the price a change
 * gave it), with the offer's discount and tax regime, in integer cents. The dashboard's won
 * value reads it for bookings changed after acceptance; an unchanged booking is worth its
 * accepted offer's gross, which this gives too.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { computeTotals } from "#app/shared/money/totals.ts";
import type { Db } from "../database/connection.ts";
import { linesFromBooking } from "../invoices/store/final-draft.ts";
import { offerLines, offers } from "../offers/schema.ts";
import { bookings, bookingVersions } from "./schema.ts";

/** The current gross in cents of each listed offer's booking (offers without one are absent). */
export async function bookedGrossCents(
  db: Db,
  offerIds: readonly string[],
): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (offerIds.length === 0) return result;
  const v = bookingVersions;
  const rows = await db
    .select({
      offerId: offers.id,
      items: v.items,
      discount: offers.discount,
      taxRegime: offers.taxRegime,
    })
    .from(bookings)
    .innerJoin(v, and(eq(v.bookingId, bookings.id), eq(v.version, bookings.version)))
    .innerJoin(offers, eq(offers.id, bookings.offerId))
    .where(inArray(bookings.offerId, [...offerIds]));
  const lines = await db
    .select()
    .from(offerLines)
    .where(inArray(offerLines.offerId, [...offerIds]))
    .orderBy(asc(offerLines.offerId), asc(offerLines.position));
  for (const row of rows) {
    const own = lines.filter((line) => line.offerId === row.offerId);
    const priced = linesFromBooking(row.items, own, row.taxRegime);
    result.set(row.offerId, computeTotals(priced, row.discount, row.taxRegime).grossCents);
  }
  return result;
}
