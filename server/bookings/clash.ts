/**
 * One day, one booking (decision 0193): a day clashes when another booking that is not
 * cancelled holds it (its current version's day). Checked when an offer is sent (refused
 * unless staff override it, which is logged on the offer, the lead and the audit), when
 * the customer accepts (refused unless the send was overridden) and when staff move a
 * booking to another day (refused unless overridden, logged). Each takes the day's lock first
 * (`lockDay`, decision 0203), so two of them for the same day run one after the other.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import { DomainError } from "../domain-error.ts";
import { offers } from "../offers/schema.ts";
import { bookings } from "./schema.ts";

export interface Clash {
  offerId: string;
  number: string | null;
  company: string;
}

/**
 * Serialises everything that books or offers a Berlin day (decision 0203): a
 * transaction-scoped advisory lock on a hash of the day, held until the caller's transaction
 * ends. Two acceptances (or a send and an acceptance) for the same day at the same moment
 * then check the clash one after the other, and the second sees the first's booking even on
 * PostgreSQL's read-committed. Other days do not wait. PGlite has one connection: there it
 * is taken at once and changes nothing, and works the same.
 */
export async function lockDay(tx: Db, day: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-day:${day}`}))`);
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
    `The ${day} is booked already: ${names}. Only an explicit override shares the day.`,
    { field: "eventDate", extra: { clashes } },
  );
}
