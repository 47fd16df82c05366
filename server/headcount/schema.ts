/**
 * The headcount link (decisions 0194, 0195): each booking's secret link that its customer
 * passes on to the participants, and each participant's answer to it. The link's token is
 * the only key of the public page; one answer per e-mail address and booking (a unique
 * index, so two answers sent at once cannot both land). The answers are personal data that
 * no law requires us to keep: deleted 30 days after the event day (docs/product.md
 * "Retention"), in the privacy export and erased by their address.
 */
import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookings } from "../bookings/schema.ts";
import { time } from "../database/columns.ts";
import type { Locale } from "#app/i18n/locales.ts";

export const headcountLinks = pgTable(
  "headcount_links",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** 32 random bytes, base64url: unguessable, shown to the customer and staff. */
    token: text("token").notNull(),
    createdAt: time("created_at").notNull(),
  },
  (table) => [uniqueIndex("headcount_links_token_idx").on(table.token)],
);

/** What a participant eats: the choices the page offers (free text goes to `dietNote`). */
export const DIETS = [
  "any",
  "vegetarian",
  "vegan",
  "no_pork",
  "gluten_free",
  "lactose_free",
] as const;
export type Diet = (typeof DIETS)[number];

export const headcountAnswers = pgTable(
  "headcount_answers",
  {
    id: uuid("id").primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** Trimmed and in lower case: one answer per address and booking. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    attending: boolean("attending").notNull(),
    /** Only where the booking asks for it (a cooking or catering event), and only if attending. */
    diet: text("diet").$type<Diet>(),
    dietNote: text("diet_note"),
    /** The guide's language, for an attending participant. */
    guide: text("guide").$type<Locale>(),
    /** When the participant accepted the event's waiver (events that have one). */
    waiverAcceptedAt: time("waiver_accepted_at"),
    createdAt: time("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("headcount_answers_booking_email_idx").on(table.bookingId, table.email),
    index("headcount_answers_email_idx").on(table.email),
  ],
);
