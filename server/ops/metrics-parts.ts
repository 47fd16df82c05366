/**
 * What the server's metrics are made of: the process metrics kept of prom-client's
 * defaults, one route's counters and latency buckets, and the figures read from the
 * database when scraped (records, outbox).
 */
import { createRequire } from "node:module";
import { sql } from "drizzle-orm";
import type { Registry } from "prom-client";
import type { DatabaseService } from "../database/service.ts";

/**
 * The process metrics we keep of prom-client's defaults: event-loop delay, memory (resident,
 * V8 heap, external), CPU time and start time. Each reads its figures when scraped; the
 * event-loop delay comes from Node's own histogram (one timer every 10 ms). Left out: the GC
 * metric, whose PerformanceObserver runs JavaScript after every garbage collection (many a
 * second under load), and the handle, request, file-descriptor and heap-space series
 * nobody alerts on (docs/decisions/0086-lean-process-metrics.md). prom-client exports only
 * all of them together, so these come from its own modules.
 */
const requireCommonJs = createRequire(import.meta.url);
type DefaultMetric = (registry: Registry, config: { eventLoopMonitoringPrecision: number }) => void;
export const processMetrics: DefaultMetric[] = [
  requireCommonJs("prom-client/lib/metrics/eventLoopLag.js"),
  requireCommonJs("prom-client/lib/metrics/osMemoryHeap.js"),
  requireCommonJs("prom-client/lib/metrics/heapSizeAndUsed.js"),
  requireCommonJs("prom-client/lib/metrics/processCpuTotal.js"),
  requireCommonJs("prom-client/lib/metrics/processStartTime.js"),
];

/** Latency buckets in seconds: a page from memory takes well under 1 ms, a write a few. */
export const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Counters and latency buckets of one route. */
export class RouteSeries {
  /** Requests by status code. */
  readonly byStatus = new Map<number, number>();
  readonly buckets = new Float64Array(BUCKETS.length);
  count = 0;
  sum = 0;

  constructor(
    readonly route: string,
    readonly method: string,
  ) {}

  /** Counts an answer without timing it. */
  countOnly(status: number): void {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
  }

  observe(status: number, milliseconds: number): void {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    const seconds = milliseconds / 1000;
    this.count++;
    this.sum += seconds;
    // Cumulative buckets are summed at scrape time; here only the first bucket that fits.
    for (let i = 0; i < BUCKETS.length; i++) {
      if (seconds <= BUCKETS[i]!) {
        this.buckets[i]!++;
        return;
      }
    }
  }
}

type Rows<T> = { rows: T[] };

export interface DatabaseFigures {
  consents: number;
  enquiries: number;
  outbox: Record<string, number>;
  /** Epoch milliseconds of the oldest unsent mail's creation, or null. */
  oldestPendingAt: number | null;
  retrying: number;
}

export async function readFigures(database: DatabaseService): Promise<DatabaseFigures | undefined> {
  try {
    return await database.run(async (db) => {
      const counts = (await db.execute(sql`
        select
          (select count(*) from consent_records)::int as consents,
          (select count(*) from leads)::int as enquiries,
          (select (extract(epoch from min(created_at)) * 1000)::float8 from mail_outbox
            where status in ('pending', 'sending')) as oldest,
          (select count(*) from mail_outbox
            where status = 'pending' and attempts > 0)::int as retrying
      `)) as unknown as Rows<{
        consents: number;
        enquiries: number;
        oldest: number | null;
        retrying: number;
      }>;
      const outbox = (await db.execute(
        sql`select status, count(*)::int as n from mail_outbox group by status`,
      )) as unknown as Rows<{ status: string; n: number }>;
      const row = counts.rows[0]!;
      return {
        consents: Number(row.consents),
        enquiries: Number(row.enquiries),
        oldestPendingAt: row.oldest === null ? null : Number(row.oldest),
        retrying: Number(row.retrying),
        outbox: Object.fromEntries(outbox.rows.map((r) => [r.status, Number(r.n)])),
      };
    });
  } catch {
    // The database being down shows as spreegeist_database_up 0; its figures are left out.
    return undefined;
  }
}
