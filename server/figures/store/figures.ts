/**
 * The dashboard's weekly figures, computed in the database from what the site already
 * stores: leads per week by category and state, consent choices per week, and the web
 * vitals of consenting visitors over the last 28 days against their thresholds. Weeks are
 * Berlin weeks starting on Monday (decision 0067); leads merged into another never count.
 * The figures in euros are in sales.ts.
 */
import { sql } from "drizzle-orm";
import { LEAD_CATEGORIES, leadEvent, type LeadCategory } from "../../leads/catalogue.ts";
import type { Db } from "../../database/connection.ts";
import { rowsOf } from "../../database/rows.ts";
import { consentRecords } from "../../consent/schema.ts";
import { vitalsDaily } from "../schema.ts";
import { leads, LEAD_STATES, type LeadState } from "../../leads/schema.ts";
import { berlinDay, berlinDayStart } from "#app/shared/berlin-time.ts";

export interface WeekCount<K extends string> {
  /** Monday of the week (Berlin), YYYY-MM-DD. */
  week: string;
  counts: Record<K, number>;
  total: number;
}

export interface LeadFigures {
  weeks: number;
  byCategory: Array<WeekCount<LeadCategory | "other">>;
  byState: Array<WeekCount<LeadState>>;
  /** Over the whole range. */
  total: number;
  won: number;
  lost: number;
  /** won / total, 0 without leads. */
  wonShare: number;
  /** Over the whole range, by where they came from: the site's form, or an e-mail (decision 0175). */
  bySource: { form: number; email: number };
}

export interface ConsentFigures {
  byChoice: Array<WeekCount<"all" | "necessary" | "custom">>;
  total: number;
}

export type VitalBand = "good" | "needs-improvement" | "poor";

/** The web vitals the dashboard shows: the three Core Web Vitals, then two of loading. */
export const VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];
/** Google's Core Web Vitals, what the search engine assesses a page by. */
export const CORE_WEB_VITALS = ["LCP", "INP", "CLS"] as const satisfies readonly VitalMetric[];

export interface VitalFigure {
  page: string;
  metric: VitalMetric;
  samples: number;
  /** The band the 75th percentile falls in: what Core Web Vitals assesses. */
  p75: VitalBand;
  goodShare: number;
  needsImprovementShare: number;
  poorShare: number;
  /** Mean value (ms; CLS unitless). */
  mean: number;
}

/**
 * Google's thresholds (web.dev) that the browser's rating uses: good up to the first, poor
 * above the second.
 */
export const VITAL_THRESHOLDS = {
  LCP: { good: 2500, poor: 4000, unit: "ms" },
  INP: { good: 200, poor: 500, unit: "ms" },
  CLS: { good: 0.1, poor: 0.25, unit: "" },
  FCP: { good: 1800, poor: 3000, unit: "ms" },
  TTFB: { good: 800, poor: 1800, unit: "ms" },
} as const satisfies Record<VitalMetric, { good: number; poor: number; unit: string }>;

/** Monday (YYYY-MM-DD) of the Berlin week that holds `at`. */
export function berlinMonday(at: Date): string {
  const [y, m, d] = berlinDay(at).split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  date.setUTCDate(date.getUTCDate() - weekday);
  return date.toISOString().slice(0, 10);
}

/** The Mondays of the last `weeks` weeks up to the one holding `now`, oldest first. */
export function weekStarts(now: Date, weeks: number): string[] {
  const last = berlinMonday(now);
  return Array.from({ length: weeks }, (_, i) => {
    const date = new Date(`${last}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - (weeks - 1 - i) * 7);
    return date.toISOString().slice(0, 10);
  });
}

/**
 * The Berlin Monday of a timestamp column, in SQL: both engines have the time zone data,
 * and `date_trunc('week')` starts weeks on Monday.
 */
const berlinWeek = (column: unknown) =>
  sql`to_char(date_trunc('week', ${column} at time zone 'Europe/Berlin'), 'YYYY-MM-DD')`;

function emptyWeeks<K extends string>(weeks: string[], keys: readonly K[]) {
  return new Map(
    weeks.map((week) => [
      week,
      {
        week,
        counts: Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>,
        total: 0,
      },
    ]),
  );
}

export async function leadFigures(db: Db, now: Date, weeks: number): Promise<LeadFigures> {
  const starts = weekStarts(now, weeks);
  const since = berlinDayStart(starts[0]!);
  const e = leads;
  const rows = rowsOf<{
    week: string;
    event: string;
    state: LeadState;
    email: boolean;
    n: number | string;
  }>(
    await db.execute(sql`
      select ${berlinWeek(e.createdAt)} as week, ${e.event} as event, ${e.state} as state,
             ${e.channel} = 'email' as email, count(*) as n
      from ${e}
      where ${e.createdAt} >= ${since.toISOString()}::timestamptz and ${e.mergedInto} is null
      group by 1, 2, 3, 4`),
  );
  const bySource = { form: 0, email: 0 };
  const categories = [...LEAD_CATEGORIES, "other" as const];
  const byCategory = emptyWeeks<LeadCategory | "other">(starts, categories);
  const byState = emptyWeeks<LeadState>(starts, LEAD_STATES);
  let total = 0;
  let won = 0;
  let lost = 0;
  for (const row of rows) {
    const n = Number(row.n);
    const category = leadEvent(row.event)?.category ?? "other";
    const c = byCategory.get(row.week);
    const s = byState.get(row.week);
    if (!c || !s) continue; // a lead from the future (a clock moved back)
    c.counts[category] += n;
    c.total += n;
    s.counts[row.state] += n;
    s.total += n;
    total += n;
    bySource[row.email ? "email" : "form"] += n;
    if (row.state === "won") won += n;
    if (row.state === "lost") lost += n;
  }
  return {
    weeks,
    byCategory: [...byCategory.values()],
    byState: [...byState.values()],
    total,
    won,
    lost,
    wonShare: total ? won / total : 0,
    bySource,
  };
}

export async function consentFigures(db: Db, now: Date, weeks: number): Promise<ConsentFigures> {
  const starts = weekStarts(now, weeks);
  const since = berlinDayStart(starts[0]!);
  const c = consentRecords;
  const rows = rowsOf<{ week: string; choice: "all" | "necessary" | "custom"; n: number | string }>(
    await db.execute(sql`
      select ${berlinWeek(c.createdAt)} as week,
        case
          when (${c.preferences}->>'analytics')::boolean and (${c.preferences}->>'marketing')::boolean then 'all'
          when not (${c.preferences}->>'analytics')::boolean and not (${c.preferences}->>'marketing')::boolean then 'necessary'
          else 'custom'
        end as choice,
        count(*) as n
      from ${c} where ${c.createdAt} >= ${since.toISOString()}::timestamptz
      group by 1, 2`),
  );
  const byChoice = emptyWeeks(starts, ["all", "necessary", "custom"] as const);
  let total = 0;
  for (const row of rows) {
    const week = byChoice.get(row.week);
    if (!week) continue;
    const n = Number(row.n);
    week.counts[row.choice] += n;
    week.total += n;
    total += n;
  }
  return { byChoice: [...byChoice.values()], total };
}

/**
 * The 75th percentile's band from the counts per band the site stores (it keeps no single
 * values): good when at least 75 % were good, poor when more than 25 % were poor.
 */
export function p75Band(good: number, needsImprovement: number, poor: number): VitalBand {
  const samples = good + needsImprovement + poor;
  if (samples === 0 || good / samples >= 0.75) return "good";
  return poor / samples > 0.25 ? "poor" : "needs-improvement";
}

/** The web vitals of the last 28 days by page and metric (the Core Web Vitals unless told). */
export async function vitalFigures(
  db: Db,
  now: Date,
  metrics: readonly VitalMetric[] = CORE_WEB_VITALS,
): Promise<VitalFigure[]> {
  const since = new Date(now.getTime() - 28 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const v = vitalsDaily;
  const rows = rowsOf<{
    page: string;
    metric: VitalMetric;
    samples: string | number;
    total: string | number;
    good: string | number;
    ni: string | number;
    poor: string | number;
  }>(
    await db.execute(sql`
      select ${v.page} as page, ${v.metric} as metric, sum(${v.samples}) as samples,
             sum(${v.total}) as total, sum(${v.good}) as good,
             sum(${v.needsImprovement}) as ni, sum(${v.poor}) as poor
      from ${v}
      where ${v.day} > ${since} and ${v.metric} in (${sql.join(
        metrics.map((metric) => sql`${metric}`),
        sql`, `,
      )})
      group by 1, 2 order by 1, 2`),
  );
  return rows.map((row) => {
    const samples = Number(row.samples);
    const good = Number(row.good);
    const ni = Number(row.ni);
    const poor = Number(row.poor);
    return {
      page: row.page,
      metric: row.metric,
      samples,
      p75: p75Band(good, ni, poor),
      goodShare: samples ? good / samples : 0,
      needsImprovementShare: samples ? ni / samples : 0,
      poorShare: samples ? poor / samples : 0,
      mean: samples ? Number(row.total) / samples : 0,
    };
  });
}
