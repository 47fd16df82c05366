/**
 * The headcount link's data (decisions 0194, 0195): the link of a booking (made the first
 * time it is shown), the page's view of it (open, closed, cancelled; what it asks), one
 * answer per address (a second is refused: `already_answered`), the live count and list
 * for staff, the confirmed count the final invoice's draft reads, and the deletion after
 * the event (retention). The privacy export and erasure are in ./privacy.ts.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import { DomainError } from "../domain-error.ts";
import { addDays, berlinDay, berlinTime } from "#app/shared/berlin-time.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { offers } from "../offers/schema.ts";
import { bookings, bookingVersions, type BookingState } from "../bookings/schema.ts";
import { headcountAnswers, headcountLinks, type Diet } from "./schema.ts";
import { needsOf, type HeadcountNeeds } from "./needs.ts";
import type { HeadcountInput } from "./input.ts";

/** How long before the event's start the link closes, unless configured (HEADCOUNT_CLOSE_HOURS). */
export const DEFAULT_CLOSES_BEFORE_HOURS = 48;
/** Days after the event day that the answers are kept (docs/product.md "Retention"). */
export const HEADCOUNT_RETENTION_DAYS = 30;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The booking's link token, made the first time it is asked for. */
export async function headcountTokenOf(db: Db, bookingId: string, now: Date): Promise<string> {
  await db
    .insert(headcountLinks)
    .values({ bookingId, token: randomBytes(32).toString("base64url"), createdAt: now })
    .onConflictDoNothing();
  const [link] = await db
    .select({ token: headcountLinks.token })
    .from(headcountLinks)
    .where(eq(headcountLinks.bookingId, bookingId));
  return link!.token;
}

export type HeadcountState = "open" | "closed" | "cancelled";

export interface HeadcountPage {
  bookingId: string;
  /** The offer's language: the page's, unless asked at the other language's path. */
  language: Locale;
  eventDate: string | null;
  startTime: string | null;
  /** The booked events: their catalogue slug and their title as the booking lists them. */
  events: Array<{ slug: string | null; title: string }>;
  needs: HeadcountNeeds;
  state: HeadcountState;
  /** When answers stop being taken; null for a booking without a day. */
  closesAt: Date | null;
}

/** The instant the link closes: the event's start (its day's beginning without a time) less the hours. */
export function closesAt(
  eventDate: string | null,
  startTime: string | null,
  closesBeforeHours: number,
): Date | null {
  if (!eventDate) return null;
  const start = berlinTime(eventDate, startTime ?? "00:00");
  return new Date(start.getTime() - closesBeforeHours * 3_600_000);
}

function stateOf(state: BookingState, closes: Date | null, now: Date): HeadcountState {
  if (state === "cancelled") return "cancelled";
  return closes && now >= closes ? "closed" : "open";
}

/** The page behind a token, or undefined for an unknown one. */
export async function headcountPageOf(
  db: Db,
  token: string,
  now: Date,
  closesBeforeHours: number,
): Promise<HeadcountPage | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await db
    .select({
      bookingId: bookings.id,
      state: bookings.state,
      language: offers.language,
      version: bookingVersions,
    })
    .from(headcountLinks)
    .innerJoin(bookings, eq(bookings.id, headcountLinks.bookingId))
    .innerJoin(offers, eq(offers.id, bookings.offerId))
    .innerJoin(
      bookingVersions,
      and(
        eq(bookingVersions.bookingId, bookings.id),
        eq(bookingVersions.version, bookings.version),
      ),
    )
    .where(eq(headcountLinks.token, token));
  if (!row) return undefined;
  const { version } = row;
  const closes = closesAt(version.eventDate, version.startTime, closesBeforeHours);
  return {
    bookingId: row.bookingId,
    language: row.language,
    eventDate: version.eventDate,
    startTime: version.startTime,
    events: version.items
      .filter((item) => item.kind === "event")
      .map((item) => ({ slug: item.eventSlug, title: item.title })),
    needs: needsOf(version.items),
    state: stateOf(row.state, closes, now),
    closesAt: closes,
  };
}

/**
 * Records a participant's answer, refusing one after the link closed (`closed`) and a
 * second from the same address (`already_answered`, decision 0195): the unique index
 * decides, so two sent at once cannot both land.
 */
export async function recordAnswer(
  db: Db,
  page: HeadcountPage,
  input: HeadcountInput,
  now: Date,
): Promise<void> {
  if (page.state !== "open") {
    throw new DomainError("conflict", "closed", "This headcount link is closed.");
  }
  const inserted = await db
    .insert(headcountAnswers)
    .values({
      id: randomUUID(),
      bookingId: page.bookingId,
      email: input.email,
      name: input.name,
      attending: input.attending,
      diet: input.attending && page.needs.diet ? input.diet : null,
      dietNote: input.attending && page.needs.diet ? input.dietNote : null,
      guide: input.attending ? input.guide : null,
      waiverAcceptedAt: input.attending && page.needs.waiver ? now : null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: headcountAnswers.id });
  if (inserted.length === 0) {
    throw new DomainError(
      "conflict",
      "already_answered",
      "This e-mail address has already answered for this event.",
      { field: "email", fields: { email: "already answered" } },
    );
  }
}

export interface HeadcountAnswerRow {
  name: string;
  email: string;
  attending: boolean;
  diet: Diet | null;
  dietNote: string | null;
  guide: Locale | null;
  waiverAccepted: boolean;
  answeredAt: string;
}

export interface HeadcountSummary {
  token: string;
  language: Locale;
  state: HeadcountState;
  closesAt: string | null;
  needs: HeadcountNeeds;
  confirmed: number;
  declined: number;
  diets: Partial<Record<Diet, number>>;
  guides: Partial<Record<Locale, number>>;
  answers: HeadcountAnswerRow[];
}

/** The live count and list of an offer's booking for staff; null when it has no booking. */
export async function headcountSummaryOfOffer(
  db: Db,
  offerId: string,
  now: Date,
  closesBeforeHours: number,
): Promise<HeadcountSummary | null> {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.offerId, offerId));
  if (!booking) return null;
  const token = await headcountTokenOf(db, booking.id, now);
  const page = (await headcountPageOf(db, token, now, closesBeforeHours))!;
  const rows = await db
    .select()
    .from(headcountAnswers)
    .where(eq(headcountAnswers.bookingId, booking.id))
    .orderBy(asc(headcountAnswers.createdAt), asc(headcountAnswers.id));
  const diets: HeadcountSummary["diets"] = {};
  const guides: HeadcountSummary["guides"] = {};
  for (const row of rows) {
    if (!row.attending) continue;
    if (row.diet) diets[row.diet] = (diets[row.diet] ?? 0) + 1;
    if (row.guide) guides[row.guide] = (guides[row.guide] ?? 0) + 1;
  }
  const confirmed = rows.filter((row) => row.attending).length;
  return {
    token,
    language: page.language,
    state: page.state,
    closesAt: page.closesAt?.toISOString() ?? null,
    needs: page.needs,
    confirmed,
    declined: rows.length - confirmed,
    diets,
    guides,
    answers: rows.map((row) => ({
      name: row.name,
      email: row.email,
      attending: row.attending,
      diet: row.diet,
      dietNote: row.dietNote,
      guide: row.guide,
      waiverAccepted: row.waiverAcceptedAt !== null,
      answeredAt: row.createdAt.toISOString(),
    })),
  };
}

/** How many participants confirmed a booking: what the final invoice's draft starts from. */
export async function confirmedHeadcount(db: Db, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(headcountAnswers)
    .where(and(eq(headcountAnswers.bookingId, bookingId), eq(headcountAnswers.attending, true)));
  return Number(row?.count ?? 0);
}

/**
 * Deletes the answers of bookings whose day is more than HEADCOUNT_RETENTION_DAYS past (in
 * Berlin), and of cancelled ones as long after their cancellation; returns how many.
 */
export async function deleteExpiredHeadcountAnswers(db: Db, now: Date): Promise<number> {
  const lastKeptDay = addDays(berlinDay(now), -HEADCOUNT_RETENTION_DAYS);
  const due = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      or(
        lt(bookings.eventDate, lastKeptDay),
        and(
          isNotNull(bookings.cancelledAt),
          lt(bookings.cancelledAt, new Date(now.getTime() - HEADCOUNT_RETENTION_DAYS * 86_400_000)),
        ),
      ),
    );
  const deleted = await db
    .delete(headcountAnswers)
    .where(sql`${headcountAnswers.bookingId} in ${due}`)
    .returning({ id: headcountAnswers.id });
  return deleted.length;
}
