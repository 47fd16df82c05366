/**
 * The daily web-vitals figures' table.
 * Change it here, then run `npx drizzle-kit generate` (drizzle.config.ts reads every
 * feature's schema.ts) to add a migration to server/database/migrations.
 */
import { bigint, date, doublePrecision, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Web-vitals figures, aggregated per day, page and metric: sums and counts only, nothing
 * that identifies a visitor. Written only for visitors who allowed analytics.
 */
export const vitalsDaily = pgTable(
  "vitals_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** Path of a known page ('/en/contact'), or '(other)' for anything else. */
    page: text("page").notNull(),
    /** TTFB, FCP, LCP, CLS or INP. */
    metric: text("metric").notNull(),
    samples: bigint("samples", { mode: "number" }).notNull(),
    /** Sum of the values (milliseconds; CLS unitless), for the mean. */
    total: doublePrecision("total").notNull(),
    good: bigint("good", { mode: "number" }).notNull(),
    needsImprovement: bigint("needs_improvement", { mode: "number" }).notNull(),
    poor: bigint("poor", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.page, table.metric] })],
);
