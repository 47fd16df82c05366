/**
 * The booking calendar under /api/admin (decision 0135): bookings by day range for the
 * team, each person's feed address (made, reset, turned off by that person only), and the
 * feed itself, which calendar apps fetch without a session: its secret is the only key.
 */
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { adminUsers } from "../accounts/schema.ts";
import { DomainError } from "../domain-error.ts";
import { parseInput } from "../http/guards.ts";
import { berlinDay, berlinDayStart } from "#app/shared/berlin-time.ts";
import { bookingsFeed } from "./ical.ts";
import { depositsDue } from "../invoices/store/deposits-due.ts";
import {
  bookingsBetween,
  feedOwner,
  feedStatus,
  MAX_RANGE_DAYS,
  removeFeed,
  resetFeed,
  type Booking,
} from "./store.ts";

const team = { roles: ["owner", "staff"] as const };
const day = z.iso.date("Not a day (YYYY-MM-DD).");
const rangeQuery = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { message: "from is after to.", path: ["to"] })
  .refine(
    ({ from, to }) =>
      (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 <
      MAX_RANGE_DAYS,
    { message: `At most ${MAX_RANGE_DAYS} days at once.`, path: ["to"] },
  );
const feedParams = z.object({ file: z.string().max(100) });
/** Making or turning off the feed takes no fields: anything sent is refused, nothing changes. */
const noFields = z.strictObject({}).optional();

/**
 * A booking in the back office's calendar: with the deposit still open when its event is
 * within the week (decision 0187's rule and query), null otherwise.
 */
export interface CalendarBooking extends Booking {
  depositOpenCents: number | null;
}

/** GET /api/admin/bookings answers this. */
export interface BookingsAnswer {
  bookings: CalendarBooking[];
}
/** GET /api/admin/calendar-feed: whether the person has a feed address, and since when. */
export interface FeedAnswer {
  since: string | null;
}
/** POST /api/admin/calendar-feed: the new address, shown once. */
export interface NewFeedAnswer {
  url: string;
  since: string;
}

/** How far the feed reaches: two months back, a year ahead. */
const FEED_DAYS_BACK = 62;
const FEED_DAYS_AHEAD = 366;

export async function bookingsAdminRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, now, config } = options;
  const feedUrl = (token: string) => `${config.siteUrl}/api/admin/calendar/${token}.ics`;

  app.get("/bookings", { config: team }, async (request): Promise<BookingsAnswer> => {
    const { from, to } = parseInput(rangeQuery, request.query);
    return database.run(async (db) => {
      const open = new Map<string, number>();
      for (const deposit of await depositsDue(db, berlinDay(now()))) {
        open.set(deposit.offerId, (open.get(deposit.offerId) ?? 0) + deposit.openCents);
      }
      const found = await bookingsBetween(db, from, to);
      return {
        bookings: found.map((booking) => ({
          ...booking,
          depositOpenCents: open.get(booking.offerId) ?? null,
        })),
      };
    });
  });

  app.get("/calendar-feed", { config: team }, async (request): Promise<FeedAnswer> => {
    const { since } = await database.run((db) => feedStatus(db, request.admin.userId));
    return { since: since?.toISOString() ?? null };
  });

  app.post("/calendar-feed", { config: team }, async (request): Promise<NewFeedAnswer> => {
    parseInput(noFields, request.body);
    const at = now();
    const token = await database.run((db) => resetFeed(db, request.admin.userId, at));
    return { url: feedUrl(token), since: at.toISOString() };
  });

  app.delete("/calendar-feed", { config: team }, async (request, reply) => {
    parseInput(noFields, request.body);
    await database.run((db) => removeFeed(db, request.admin.userId));
    return reply.code(204).send();
  });

  app.get("/calendar/:file", { config: { roles: "public" } }, async (request, reply) => {
    const { file } = parseInput(feedParams, request.params);
    const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
    const at = now();
    const body = await database.run(async (db) => {
      const owner = await feedOwner(db, token);
      if (!owner) return null;
      const [user] = await db
        .select({ locale: adminUsers.locale })
        .from(adminUsers)
        .where(eq(adminUsers.id, owner.userId));
      const today = berlinDay(at);
      const from = berlinDay(berlinDayStart(today, -FEED_DAYS_BACK));
      const to = berlinDay(berlinDayStart(today, FEED_DAYS_AHEAD));
      return bookingsFeed(await bookingsBetween(db, from, to), {
        language: user?.locale === "en" ? "en" : "de",
        adminOrigin: config.siteUrl,
        now: at,
      });
    });
    if (body === null) {
      throw new DomainError("not_found", "not_found", "No calendar at this address.");
    }
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("cache-control", "private, no-store")
      .header("referrer-policy", "no-referrer")
      .send(body);
  });
}
