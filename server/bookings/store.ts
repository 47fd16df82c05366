/**
 * The booking calendar's data: every accepted offer with an event date is a booking
 * (decision 0135). Read by day range for the back office's month, week and list views, and
 * for each staff member's iCalendar feed, whose secret address is kept here as a SHA-256.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import { adminUsers } from "../accounts/schema.ts";
import { leads } from "../leads/schema.ts";
import { offerLines, offers } from "../offers/schema.ts";
import { calendarFeeds } from "./schema.ts";

/** One booked event as the calendar shows it. */
export interface Booking {
  offerId: string;
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
  /** The offer's first line: the event (or what it offers first). */
  title: string;
  ownerId: string | null;
  ownerName: string | null;
  grossCents: number;
}

/** The longest range one request may read (a month view with its leading and trailing days). */
export const MAX_RANGE_DAYS = 62;

/** Bookings from `from` to `to` (Berlin days, both included), by day and start time. */
export async function bookingsBetween(db: Db, from: string, to: string): Promise<Booking[]> {
  const rows = await db
    .select({
      offerId: offers.id,
      leadId: offers.leadId,
      number: offers.number,
      date: offers.eventDate,
      startTime: offers.startTime,
      durationMinutes: offers.durationMinutes,
      place: offers.place,
      participants: offers.participants,
      customer: offers.customer,
      title: offerLines.title,
      ownerId: leads.ownerId,
      ownerName: adminUsers.name,
      grossCents: offers.grossCents,
    })
    .from(offers)
    .leftJoin(offerLines, and(eq(offerLines.offerId, offers.id), eq(offerLines.position, 0)))
    .leftJoin(leads, eq(leads.id, offers.leadId))
    .leftJoin(adminUsers, eq(adminUsers.id, leads.ownerId))
    .where(
      and(eq(offers.status, "accepted"), gte(offers.eventDate, from), lte(offers.eventDate, to)),
    )
    .orderBy(asc(offers.eventDate), sql`${offers.startTime} asc nulls first`, asc(offers.number));
  return rows.map((row) => ({
    offerId: row.offerId,
    leadId: row.leadId,
    number: row.number ?? "",
    date: row.date!,
    startTime: row.startTime,
    durationMinutes: row.durationMinutes,
    place: row.place,
    participants: row.participants,
    company: row.customer.company,
    contactName: row.customer.contactName,
    title: row.title ?? "",
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
