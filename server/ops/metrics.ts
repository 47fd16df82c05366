/**
 * The server's Prometheus metrics (GET /metrics, prom-client). Requests are counted where it
 * costs least, because the page and token answers are the server's hottest paths
 * (docs/decisions/0030, 0041, 0070-health-and-metrics.md):
 * - Fastify routes get one onResponse hook each (added by an onRoute hook, so the route is
 *   known without a lookup) that adds the request to its route's counters and histogram
 *   buckets: a few array increments, no label hashing;
 * - answers given before routing (server/http/token-shortcut.ts) are counted by the shortcut table
 *   itself, a plain integer per URL, and added at scrape time.
 * Everything read from the database (records, outbox, pool) is read when scraped, never
 * per request. Each server has its own registry, so several servers in one process (tests)
 * do not mix their figures.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Gauge, Registry } from "prom-client";
import type { MailboxStatus } from "../mail/inbound/reader.ts";
import type { DatabaseService } from "../database/service.ts";
import type { Shortcuts } from "../http/token-shortcut.ts";
import {
  BUCKETS,
  type DatabaseFigures,
  RouteSeries,
  processMetrics,
  readFigures,
} from "./metrics-parts.ts";

/** What the backup job reports (server/ops/backup-job.ts). */
export interface BackupStatus {
  lastSuccessAt: Date | undefined;
  lastFailureAt: Date | undefined;
}

export interface MetricsOptions {
  database: DatabaseService;
  shortcuts: Shortcuts;
  now: () => Date;
  backups?: () => Promise<BackupStatus>;
  /** The agency's mailbox (server/mail/inbound); null while it is not read. */
  mailbox?: () => MailboxStatus | null;
}

export class ServerMetrics {
  readonly registry = new Registry();
  readonly #routes: RouteSeries[] = [];

  constructor(private readonly options: MetricsOptions) {
    for (const metric of processMetrics) {
      metric(this.registry, { eventLoopMonitoringPrecision: 10 });
    }
    const registry = this.registry;
    this.#requestMetrics();
    const { database } = options;

    let stats: Promise<DatabaseFigures | undefined> | undefined;
    // One query per scrape, shared by the gauges below (each collects on its own).
    const figures = () => {
      stats ??= readFigures(database).finally(() =>
        setImmediate(() => {
          stats = undefined;
        }),
      );
      return stats;
    };

    new Gauge({
      name: "spreegeist_database_up",
      help: "1 when the database answers (the API can write), 0 otherwise.",
      registers: [registry],
      async collect() {
        this.set((await database.check()) === "ready" ? 1 : 0);
      },
    });
    const rowGauge = (name: string, help: string, pick: (f: DatabaseFigures) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          const f = await figures();
          if (f) this.set(pick(f));
        },
      });
    rowGauge("spreegeist_consent_records", "Consent records stored.", (f) => f.consents);
    rowGauge("spreegeist_enquiries", "Enquiries stored.", (f) => f.enquiries);
    new Gauge({
      name: "spreegeist_mail_outbox",
      help: "Outbox rows by status (pending and sending: not yet sent; failed: given up).",
      labelNames: ["status"],
      registers: [registry],
      async collect() {
        const f = await figures();
        if (!f) return;
        for (const status of ["pending", "sending", "sent", "failed"]) {
          this.set({ status }, f.outbox[status] ?? 0);
        }
      },
    });
    rowGauge(
      "spreegeist_mail_outbox_depth",
      "Mails not yet sent (pending or being sent).",
      (f) => (f.outbox.pending ?? 0) + (f.outbox.sending ?? 0),
    );
    rowGauge(
      "spreegeist_mail_oldest_pending_seconds",
      "Age of the oldest mail not yet sent; 0 when none waits.",
      (f) =>
        f.oldestPendingAt === null
          ? 0
          : Math.max(0, (options.now().getTime() - f.oldestPendingAt) / 1000),
    );
    rowGauge(
      "spreegeist_mail_failures",
      "Mails whose last attempt failed: waiting for a retry, or given up (status failed).",
      (f) => f.retrying + (f.outbox.failed ?? 0),
    );
    new Gauge({
      name: "spreegeist_database_connections",
      help: "Database connections by state (embedded database: its one connection).",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const pool = database.poolStats();
        if (!pool) return;
        this.set({ state: "total" }, pool.total);
        this.set({ state: "idle" }, pool.idle);
        this.set({ state: "waiting" }, pool.waiting);
        this.set({ state: "in_use" }, pool.inUse);
      },
    });
    const mailbox = options.mailbox;
    if (mailbox) {
      new Gauge({
        name: "spreegeist_mailbox_up",
        help: "1 while the mailbox is read without error, 0 on an error, -1 when IMAP_URL is not set.",
        registers: [registry],
        collect() {
          const status = mailbox();
          this.set(status === null ? -1 : status.condition === "error" ? 0 : 1);
        },
      });
      new Gauge({
        name: "spreegeist_mailbox_last_read_seconds",
        help: "Time since this instance last read the mailbox (-1: not yet).",
        registers: [registry],
        collect() {
          const last = mailbox()?.lastReadAt;
          this.set(last ? (options.now().getTime() - Date.parse(last)) / 1000 : -1);
        },
      });
      new Gauge({
        name: "spreegeist_mailbox_taken_total",
        help: "Mails this instance took from the mailbox since it started.",
        registers: [registry],
        collect() {
          this.set(mailbox()?.taken ?? 0);
        },
      });
    }
    const backups = options.backups;
    if (backups) {
      new Gauge({
        name: "spreegeist_backup_age_seconds",
        help: "Time since the newest backup in BACKUP_DIR was taken (-1: none there).",
        registers: [registry],
        async collect() {
          const last = (await backups()).lastSuccessAt;
          this.set(last ? (options.now().getTime() - last.getTime()) / 1000 : -1);
        },
      });
      new Gauge({
        name: "spreegeist_backup_last_failure_timestamp_seconds",
        help: "When the last backup failed (0: none failed since start).",
        registers: [registry],
        async collect() {
          const last = (await backups()).lastFailureAt;
          this.set(last ? last.getTime() / 1000 : 0);
        },
      });
    }
  }

  /** Counts every request of the routes added from now on (call before adding routes). */
  instrument(app: FastifyInstance): void {
    app.addHook("onRoute", (route) => {
      const method = Array.isArray(route.method) ? route.method.join(",") : route.method;
      const series = new RouteSeries(route.url, method);
      this.#routes.push(series);
      const hook = (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        series.observe(reply.statusCode, reply.elapsedTime);
        done();
      };
      const existing = route.onResponse;
      route.onResponse = existing
        ? [...(Array.isArray(existing) ? existing : [existing]), hook]
        : [hook];
    });
  }

  /** Counts a request no route matched (the not-found handler), untimed. */
  readonly unrouted = new RouteSeries("(none)", "*");

  #requestMetrics() {
    const routes = this.#routes;
    const shortcuts = this.options.shortcuts;
    const unrouted = this.unrouted;
    /** Routes added for every method answer HEAD too; one series per path and method set. */
    const all = () => [...routes.filter((s) => s.count > 0), unrouted];
    this.registry.registerMetric({
      name: "http_requests_total",
      help: "Requests answered, by route and status (answers given before routing included).",
      type: "counter",
      aggregator: "sum",
      get: () => {
        const values: Array<{ labels: Record<string, string | number>; value: number }> = [];
        const counts = new Map<string, number>();
        for (const series of all()) {
          for (const [status, n] of series.byStatus) {
            const key = `${series.route}\u0000${status}`;
            counts.set(key, (counts.get(key) ?? 0) + n);
          }
        }
        for (const [url, n] of shortcuts.answeredCounts()) {
          const key = `${url}\u0000200`;
          counts.set(key, (counts.get(key) ?? 0) + n);
        }
        for (const [key, value] of counts) {
          const [route, status] = key.split("\u0000") as [string, string];
          values.push({ labels: { route, status }, value });
        }
        return {
          name: "http_requests_total",
          help: "",
          type: "counter",
          values,
          aggregator: "sum",
        };
      },
    } as never);
    this.registry.registerMetric({
      name: "http_request_duration_seconds",
      help: "Time from routing to the end of the answer, by route (answers given before routing are not timed).",
      type: "histogram",
      aggregator: "sum",
      get: () => {
        const values: Array<{
          metricName: string;
          labels: Record<string, string | number>;
          value: number;
        }> = [];
        const merged = new Map<string, { buckets: number[]; count: number; sum: number }>();
        for (const series of routes) {
          if (series.count === 0) continue;
          const entry = merged.get(series.route) ?? {
            buckets: BUCKETS.map(() => 0),
            count: 0,
            sum: 0,
          };
          series.buckets.forEach((n, i) => (entry.buckets[i]! += n));
          entry.count += series.count;
          entry.sum += series.sum;
          merged.set(series.route, entry);
        }
        for (const [route, entry] of merged) {
          let cumulative = 0;
          BUCKETS.forEach((le, i) => {
            cumulative += entry.buckets[i]!;
            values.push({
              metricName: "http_request_duration_seconds_bucket",
              labels: { le, route },
              value: cumulative,
            });
          });
          values.push({
            metricName: "http_request_duration_seconds_bucket",
            labels: { le: "+Inf", route },
            value: entry.count,
          });
          values.push({
            metricName: "http_request_duration_seconds_sum",
            labels: { route },
            value: entry.sum,
          });
          values.push({
            metricName: "http_request_duration_seconds_count",
            labels: { route },
            value: entry.count,
          });
        }
        return {
          name: "http_request_duration_seconds",
          help: "",
          type: "histogram",
          values,
          aggregator: "sum",
        };
      },
    } as never);
  }

  /** The Prometheus text and its content type. */
  async render(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
