/**
 * Bookings (decision 0188): what an accepted offer becomes. A booking holds its state and
 * its versions; each version is the whole agreed booking (day, time, place, headcount, the
 * events and extras), the first copied from the offer at acceptance, each later one a
 * change staff recorded with how the customer agreed. The calendar, the feeds and the
 * customer's page read the current version. Kept with the offer it rests on (the agency's
 * booking records, see docs/product.md#retention). This feature's other table is the
 * secret address of each staff member's iCalendar feed, stored as a SHA-256 so a leaked
 * database does not open it, and reset by its owner.
 */
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { adminUsers } from "../accounts/schema.ts";
import { offers } from "../offers/schema.ts";
import { time } from "../database/columns.ts";

export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [uniqueIndex("calendar_feeds_token_idx").on(table.tokenHash)],
);

/**
 * Stored states: `confirmed` (bestätigt, as accepted), `changed` (geändert: a later version
 * holds), `cancelled` (storniert). "Durchgeführt" (held) is not stored: a booking that is
 * not cancelled and whose day has passed (decision 0188).
 */
export const BOOKING_STATES = ["confirmed", "changed", "cancelled"] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** Who cancelled: the customer (on their page, or staff on their behalf) or the agency. */
export const CANCELLED_BY = ["customer", "staff_for_customer", "agency"] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** One event or extra of a booking version: an offer line's kind, title and quantity. */
export interface BookingItem {
  kind: "event" | "extra" | "text";
  eventSlug: string | null;
  title: string;
  quantity: number;
  /**
   * The price of an item a change added (decision 0191); absent on items copied from the
   * offer, which the final invoice prices from the offer's line.
   */
  unit?: "person" | "piece" | "flat" | "hour";
  unitPriceCents?: number;
  taxRateBp?: number;
}

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey(),
    /** The accepted offer; one booking per offer. */
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    state: text("state").$type<BookingState>().notNull().default("confirmed"),
    /** The current version's number. */
    version: integer("version").notNull().default(1),
    /** The current version's day, copied for the calendar's range index. */
    eventDate: date("event_date", { mode: "string" }),
    createdAt: time("created_at").notNull(),
    updatedAt: time("updated_at").notNull(),
    cancelledAt: time("cancelled_at"),
    cancelledBy: text("cancelled_by").$type<CancelledBy>(),
    /** The fee's share of the gross in basis points (0, 5000, 10000) and its amount. */
    cancellationFeeBp: integer("cancellation_fee_bp"),
    cancellationFeeCents: integer("cancellation_fee_cents"),
    /** What the customer owes (positive) or is refunded (negative) after the deposit. */
    cancellationDueCents: integer("cancellation_due_cents"),
    /**
     * Why the agency cancelled (weather, a guide ill, …; decision 0202): required then, shown
     * to the customer in the mail and on their page; null for the customer's cancellations.
     */
    cancellationReason: text("cancellation_reason"),
  },
  (table) => [
    uniqueIndex("bookings_offer_idx").on(table.offerId),
    index("bookings_day_idx")
      .on(table.eventDate)
      .where(sql`${table.state} <> 'cancelled'`),
    check("bookings_state_check", sql`${table.state} in ('confirmed', 'changed', 'cancelled')`),
  ],
);

/** Each version of a booking as agreed; never changed once written. */
export const bookingVersions = pgTable(
  "booking_versions",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    eventDate: date("event_date", { mode: "string" }),
    startTime: text("start_time"),
    durationMinutes: integer("duration_minutes"),
    place: text("place"),
    participants: integer("participants").notNull(),
    items: jsonb("items").$type<BookingItem[]>().notNull(),
    /** How the customer agreed to a change ("acceptance" for version 1). */
    agreement: text("agreement").notNull(),
    note: text("note"),
    createdAt: time("created_at").notNull(),
    createdBy: text("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.version] }),
    check("booking_versions_participants_check", sql`${table.participants} > 0`),
  ],
);
