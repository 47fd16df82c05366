/**
 * One day, one booking (decision 0193): a day clashes when another booking that is not
 * cancelled holds it (its current version's day). Checked when an offer is sent (refused
 * unless staff override it, which is logged on the offer, the lead and the audit) and when
 * the customer accepts (refused unless the send was overridden).
 */
import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import { DomainError } from "../domain-error.ts";
import { offers } from "../offers/schema.ts";
import { bookings } from "./schema.ts";

export interface Clash {
  offerId: string;
  number: string | null;
  company: string;
}

/** The bookings (not cancelled) of other offers on the day, by offer number. */
export async function clashesOn(db: Db, day: string, exceptOfferId: string): Promise<Clash[]> {
  const rows = await db
    .select({ offerId: offers.id, number: offers.number, customer: offers.customer })
    .from(bookings)
    .innerJoin(offers, eq(offers.id, bookings.offerId))
    .where(
      and(
        eq(bookings.eventDate, day),
        ne(bookings.state, "cancelled"),
        ne(bookings.offerId, exceptOfferId),
      ),
    )
    .orderBy(asc(offers.number));
  return rows.map((row) => ({
    offerId: row.offerId,
    number: row.number,
    company: row.customer.company,
  }));
}

/** The refusal of a clashing day, naming the bookings (409 `date_clash`, field eventDate). */
export function clashRefusal(day: string, clashes: Clash[]): DomainError {
  const names = clashes.map((c) => `${c.number ?? "?"} (${c.company})`).join(", ");
  return new DomainError(
    "conflict",
    "date_clash",
    `The ${day} is booked already: ${names}. Send only with an explicit override.`,
    { field: "eventDate", extra: { clashes } },
  );
}
