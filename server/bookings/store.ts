/**
 * The booking calendar's data: every booking that is not cancelled, as its current version
 * says (decisions 0135, 0188). Read by day range for the back office's month, week and list
 * views, and for each staff member's iCalendar feed, whose secret address is kept here as a
 * SHA-256.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import { adminUsers } from "../accounts/schema.ts";
import { leads } from "../leads/schema.ts";
import { offers } from "../offers/schema.ts";
import { bookings, bookingVersions, calendarFeeds, type BookingState } from "./schema.ts";

/** One booked event as the calendar shows it. */
export interface Booking {
  bookingId: string;
  offerId: string;
  /** Stored state: confirmed or changed (cancelled bookings are not listed). */
  state: BookingState;
  version: number;
  leadId: string | null;
  number: string;
  /** Berlin day YYYY-MM-DD. */
  date: string;
  /** HH:MM, or null for a day without a set start. */
  startTime: string | null;
  durationMinutes: number | null;
  place: string | null;
  participants: number;
  company: string;
  contactName: string;
  /** The booking's first item: the event (or what it offers first). */
  title: string;
  /** Every event of the booking (its event items' titles), in order. */
  events: string[];
  ownerId: string | null;
  ownerName: string | null;
  grossCents: number;
}

/** The longest range one request may read (a month view with its leading and trailing days). */
export const MAX_RANGE_DAYS = 62;

/** Bookings from `from` to `to` (Berlin days, both included), by day and start time. */
export async function bookingsBetween(db: Db, from: string, to: string): Promise<Booking[]> {
  const v = bookingVersions;
  const rows = await db
    .select({
      bookingId: bookings.id,
      offerId: offers.id,
      state: bookings.state,
      version: bookings.version,
      leadId: offers.leadId,
      number: offers.number,
      date: v.eventDate,
      startTime: v.startTime,
      durationMinutes: v.durationMinutes,
      place: v.place,
      participants: v.participants,
      items: v.items,
      customer: offers.customer,
      ownerId: leads.ownerId,
      ownerName: adminUsers.name,
      grossCents: offers.grossCents,
    })
    .from(bookings)
    .innerJoin(v, and(eq(v.bookingId, bookings.id), eq(v.version, bookings.version)))
    .innerJoin(offers, eq(offers.id, bookings.offerId))
    .leftJoin(leads, eq(leads.id, offers.leadId))
    .leftJoin(adminUsers, eq(adminUsers.id, leads.ownerId))
    .where(
      and(
        ne(bookings.state, "cancelled"),
        gte(bookings.eventDate, from),
        lte(bookings.eventDate, to),
      ),
    )
    .orderBy(asc(v.eventDate), sql`${v.startTime} asc nulls first`, asc(offers.number));
  return rows.map((row) => ({
    bookingId: row.bookingId,
    offerId: row.offerId,
    state: row.state,
    version: row.version,
    leadId: row.leadId,
    number: row.number ?? "",
    date: row.date!,
    startTime: row.startTime,
    durationMinutes: row.durationMinutes,
    place: row.place,
    participants: row.participants,
    company: row.customer.company,
    contactName: row.customer.contactName,
    title: row.items[0]?.title ?? "",
    events: row.items.filter((item) => item.kind === "event").map((item) => item.title),
    ownerId: row.ownerId ?? null,
    ownerName: row.ownerName ?? null,
    grossCents: row.grossCents,
  }));
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether the person has a feed address, and since when. */
export async function feedStatus(db: Db, userId: string): Promise<{ since: Date | null }> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { since: row?.createdAt ?? null };
}

/**
 * A new secret for the person's feed (256 bits, base64url), replacing any earlier one, whose
 * address stops working at once. The secret is returned once; only its hash is stored.
 */
export async function resetFeed(db: Db, userId: string, at: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token), createdAt: at })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hashToken(token), createdAt: at },
    });
  return token;
}

/** Turns the person's feed off: its address answers 404 from now on. */
export async function removeFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The account a feed secret belongs to, or null (also for a malformed secret). */
export async function feedOwner(db: Db, token: string): Promise<{ userId: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  return row ?? null;
}
