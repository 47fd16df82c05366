/**
 * Another date after the agency cancelled (decision 0202): for each day staff propose, a new
 * offer draft that is the cancelled offer's next version (`replacesId`: its link and page lead
 * to it once it is sent), with the same customer, lines, time, place, headcount and deposit,
 * and the new day. Staff send it as usual: the clash check (decision 0193) applies then.
 * The cancelled offer stays accepted with its cancelled booking; when the customer accepts
 * one proposal, the other proposals still open are withdrawn.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, max, ne, or } from "drizzle-orm";
import { addDays, berlinDay } from "#app/shared/berlin-time.ts";
import type { Db } from "../database/connection.ts";
import { DomainError } from "../domain-error.ts";
import { recomputedToken } from "../offers/link-token.ts";
import { offerLines, offers, type OfferStatus } from "../offers/schema.ts";
import { copyOf, OFFER_VALID_DAYS } from "../offers/store/drafts.ts";
import { offerLinesOf, offerRow } from "../offers/store/queries.ts";
import { bookings } from "./schema.ts";

/** At most this many other dates at once. */
export const MAX_NEW_DATES = 3;

export interface NewDateProposal {
  /** The new draft's id (open it in the editor, send it as usual). */
  offerId: string;
  eventDate: string;
  version: number;
}

/**
 * The days staff propose, checked: each a day after today, not the cancelled day, no day
 * twice. Refused by field (`newDates.N`), nothing stored.
 */
export function checkNewDates(days: readonly string[], cancelledDay: string | null, today: string) {
  if (days.length > MAX_NEW_DATES) {
    throw new DomainError("invalid", "too_many_dates", `At most ${MAX_NEW_DATES} other dates.`, {
      field: "newDates",
    });
  }
  days.forEach((day, index) => {
    const field = `newDates.${index}`;
    const problem =
      day <= today
        ? "The new date must be after today."
        : day === cancelledDay
          ? "The new date must differ from the cancelled one."
          : days.indexOf(day) !== index
            ? "This date is given twice."
            : null;
    if (problem) {
      throw new DomainError("invalid", "invalid_new_date", problem, {
        field,
        fields: { [field]: problem },
      });
    }
  });
}

/**
 * The drafts for the new days, in the caller's transaction (the cancellation's): each the
 * cancelled offer's next version, valid 14 days (or up to the day before the new date).
 */
export async function proposeNewDates(
  tx: Db,
  offerId: string,
  days: readonly string[],
  input: { actorId: string | null; now: Date },
): Promise<NewDateProposal[]> {
  const old = await offerRow(tx, offerId, true);
  const lines = await offerLinesOf(tx, offerId);
  const [top] = await tx
    .select({ version: max(offers.version) })
    .from(offers)
    .where(or(eq(offers.id, offerId), eq(offers.replacesId, offerId)));
  let version = top?.version ?? old.version;
  const today = berlinDay(input.now);
  const proposals: NewDateProposal[] = [];
  for (const day of days) {
    version += 1;
    const id = randomUUID();
    const latest = addDays(today, OFFER_VALID_DAYS);
    const beforeDay = addDays(day, -1);
    await tx.insert(offers).values({
      ...copyOf(old),
      id,
      version,
      replacesId: old.id,
      status: "draft",
      eventDate: day,
      validUntil: beforeDay < latest ? (beforeDay < today ? today : beforeDay) : latest,
      createdBy: input.actorId,
      createdAt: input.now,
      updatedAt: input.now,
    });
    if (lines.length > 0) {
      await tx.insert(offerLines).values(lines.map((line) => ({ ...line, offerId: id })));
    }
    proposals.push({ offerId: id, eventDate: day, version });
  }
  return proposals;
}

/**
 * Whether a draft that replaces `replacedId` is a new date for a booking the agency
 * cancelled: its send must not mark the accepted offer replaced (it stays accepted with the
 * cancelled booking) and is not refused as "accepted meanwhile".
 */
export async function isCancelledBookingOffer(tx: Db, replacedId: string): Promise<boolean> {
  const [row] = await tx
    .select({ state: bookings.state })
    .from(bookings)
    .where(eq(bookings.offerId, replacedId));
  return row?.state === "cancelled";
}

/**
 * After the customer accepted one proposal of a cancelled booking's offer: the other
 * proposals still open (sent) are withdrawn, so a second date cannot be accepted too.
 * Returns their ids.
 */
export async function withdrawOtherProposals(
  tx: Db,
  accepted: { id: string; replacesId: string | null },
  now: Date,
): Promise<string[]> {
  if (!accepted.replacesId || !(await isCancelledBookingOffer(tx, accepted.replacesId))) return [];
  const rows = await tx
    .update(offers)
    .set({ status: "withdrawn", closedAt: now, updatedAt: now })
    .where(
      and(
        eq(offers.replacesId, accepted.replacesId),
        ne(offers.id, accepted.id),
        inArray(offers.status, ["sent"]),
      ),
    )
    .returning({ id: offers.id });
  return rows.map((row) => row.id);
}

/**
 * The new dates already sent for the cancelled booking's offer (sent or accepted), each with
 * its link's token when the server can name it (decision 0197) and it went to the same
 * address: the cancelled booking's page links them.
 */
export async function sentProposalsOf(
  db: Db,
  offer: { id: string; customer: { email: string } },
  secret: string | Buffer,
): Promise<{ number: string; eventDate: string | null; token: string }[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.replacesId, offer.id), inArray(offers.status, ["sent", "accepted"])))
    .orderBy(asc(offers.eventDate));
  return rows.flatMap((row) => {
    if (row.customer.email.toLowerCase() !== offer.customer.email.toLowerCase()) return [];
    const token = recomputedToken(secret, row.id, row.tokenHash);
    return token && row.number ? [{ number: row.number, eventDate: row.eventDate, token }] : [];
  });
}

/** The other dates proposed for a cancelled booking's offer, by day, with their status. */
export async function proposalsOf(
  db: Db,
  offerId: string,
): Promise<(NewDateProposal & { status: OfferStatus; number: string | null })[]> {
  const rows = await db
    .select({
      offerId: offers.id,
      eventDate: offers.eventDate,
      version: offers.version,
      status: offers.status,
      number: offers.number,
    })
    .from(offers)
    .where(eq(offers.replacesId, offerId))
    .orderBy(asc(offers.eventDate));
  return rows.map((row) => ({ ...row, eventDate: row.eventDate ?? "" }));
}
