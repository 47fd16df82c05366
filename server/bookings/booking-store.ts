/**
 * A booking's life (decision 0188): made from the accepted offer in the acceptance's own
 * transaction (version 1: the offer's day, time, place, headcount, events and extras), read
 * with all its versions for the back office and the customer's page, and its effective state
 * ("held" once its day has passed and it is not cancelled).
 */
import { randomUUID } from "node:crypto";
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import { offerLines, offers } from "../offers/schema.ts";
import {
  bookings,
  bookingVersions,
  type BookingItem,
  type BookingState,
  type CancelledBy,
} from "./schema.ts";

/** The state as shown: the stored one, or "held" (durchgeführt) once the day has passed. */
export type BookingStatus = BookingState | "held";

export interface BookingVersion {
  version: number;
  eventDate: string | null;
  startTime: string | null;
  durationMinutes: number | null;
  place: string | null;
  participants: number;
  items: BookingItem[];
  agreement: string;
  note: string | null;
  createdAt: string;
}

export interface BookingDetail {
  id: string;
  offerId: string;
  state: BookingState;
  status: BookingStatus;
  version: number;
  current: BookingVersion;
  /** Every version, newest first. */
  versions: BookingVersion[];
  cancelledAt: string | null;
  cancelledBy: CancelledBy | null;
  cancellationFeeBp: number | null;
  cancellationFeeCents: number | null;
  cancellationDueCents: number | null;
  /** Why the agency cancelled (decision 0202). */
  cancellationReason: string | null;
}

/** The shown state on a Berlin day. */
export function statusOn(
  state: BookingState,
  eventDate: string | null,
  today: string,
): BookingStatus {
  if (state !== "cancelled" && eventDate !== null && eventDate < today) return "held";
  return state;
}

/**
 * Makes the booking of an offer just accepted, in the caller's transaction: version 1 from
 * the offer's row and lines. Idempotent: an offer with a booking keeps it.
 */
export async function createBookingFromOffer(tx: Db, offerId: string, now: Date): Promise<string> {
  const [existing] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.offerId, offerId));
  if (existing) return existing.id;
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
  if (!offer) throw new Error(`No offer ${offerId}`);
  const lines = await tx
    .select()
    .from(offerLines)
    .where(eq(offerLines.offerId, offerId))
    .orderBy(asc(offerLines.position));
  const id = randomUUID();
  await tx.insert(bookings).values({
    id,
    offerId,
    state: "confirmed",
    version: 1,
    eventDate: offer.eventDate,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(bookingVersions).values({
    bookingId: id,
    version: 1,
    eventDate: offer.eventDate,
    startTime: offer.startTime,
    durationMinutes: offer.durationMinutes,
    place: offer.place,
    participants: offer.participants,
    items: lines.map((line) => ({
      kind: line.kind,
      eventSlug: line.eventSlug,
      title: line.title,
      quantity: line.quantity,
    })),
    agreement: "acceptance",
    note: null,
    createdAt: now,
    createdBy: null,
  });
  return id;
}

const versionOf = (row: typeof bookingVersions.$inferSelect): BookingVersion => ({
  version: row.version,
  eventDate: row.eventDate,
  startTime: row.startTime,
  durationMinutes: row.durationMinutes,
  place: row.place,
  participants: row.participants,
  items: row.items,
  agreement: row.agreement,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/** The offer's booking with its versions, or null (not accepted). */
export async function bookingOfOffer(
  db: Db,
  offerId: string,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<BookingDetail | null> {
  const query = db.select().from(bookings).where(eq(bookings.offerId, offerId));
  const [row] = await (options.lock ? query.for("update") : query);
  if (!row) return null;
  const versions = (
    await db
      .select()
      .from(bookingVersions)
      .where(eq(bookingVersions.bookingId, row.id))
      .orderBy(desc(bookingVersions.version))
  ).map(versionOf);
  const current = versions.find((v) => v.version === row.version) ?? versions[0]!;
  return {
    id: row.id,
    offerId: row.offerId,
    state: row.state,
    status: statusOn(row.state, current.eventDate, berlinDay(now)),
    version: row.version,
    current,
    versions,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy ?? null,
    cancellationFeeBp: row.cancellationFeeBp ?? null,
    cancellationFeeCents: row.cancellationFeeCents ?? null,
    cancellationDueCents: row.cancellationDueCents ?? null,
    cancellationReason: row.cancellationReason ?? null,
  };
}
