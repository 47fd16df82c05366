/**
 * The booking calendar reads accepted offers (server/offers/schema.ts, index
 * offers_booked_idx); this feature's own table is the secret address of each staff
 * member's iCalendar feed, stored as a SHA-256 so a leaked database does not open it, and
 * reset by its owner.
 */
import { pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { adminUsers } from "../accounts/schema.ts";

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
