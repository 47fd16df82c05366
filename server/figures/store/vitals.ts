/** Data access for the aggregated web-vitals figures. */
import { sql } from "drizzle-orm";
import type { Db } from "../../database/connection.ts";
import { vitalsDaily } from "../schema.ts";

export type VitalName = "TTFB" | "FCP" | "LCP" | "CLS" | "INP";
export type VitalRating = "good" | "needs-improvement" | "poor";

export interface VitalSample {
  name: VitalName;
  value: number;
  rating: VitalRating;
}

/** Adds the samples of one page view to the day's totals for that page (one statement). */
export async function addVitals(
  db: Db,
  page: string,
  samples: readonly VitalSample[],
  now: Date,
): Promise<void> {
  if (samples.length === 0) return;
  const day = now.toISOString().slice(0, 10);
  const rows = samples.map((sample) => ({
    day,
    page,
    metric: sample.name,
    samples: 1,
    total: sample.value,
    good: sample.rating === "good" ? 1 : 0,
    needsImprovement: sample.rating === "needs-improvement" ? 1 : 0,
    poor: sample.rating === "poor" ? 1 : 0,
  }));
  await db
    .insert(vitalsDaily)
    .values(rows)
    .onConflictDoUpdate({
      target: [vitalsDaily.day, vitalsDaily.page, vitalsDaily.metric],
      set: {
        samples: sql`${vitalsDaily.samples} + excluded.samples`,
        total: sql`${vitalsDaily.total} + excluded.total`,
        good: sql`${vitalsDaily.good} + excluded.good`,
        needsImprovement: sql`${vitalsDaily.needsImprovement} + excluded.needs_improvement`,
        poor: sql`${vitalsDaily.poor} + excluded.poor`,
      },
    });
}
