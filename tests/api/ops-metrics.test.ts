/**
 * /readyz and /metrics: readiness follows the database; the metrics count requests by
 * route and status (the token answered before routing included), read the stored records
 * and the outbox when scraped, and are never public: 404 on the site's port without the
 * bearer token, the full text on METRICS_PORT (127.0.0.1 by default).
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/database/connection.ts";
import { leads as enquiries } from "../../server/leads/schema.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { DatabaseService } from "../../server/database/service.ts";
import { createBackup } from "../../server/ops/backup.ts";
import { engines, quietLog, type Engine, type TestDatabase } from "./support/databases.ts";
import { freePort } from "./support/postgres-cluster.ts";
import {
  getSession,
  postJson,
  startTestServer,
  validConsentBody,
  type TestServer,
} from "./support/server.ts";

const TOKEN = "metrics-token-0123456789abcdef";

/** The value of one sample line, e.g. `http_requests_total{route="/*",status="200"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`metrics and readiness on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let metricsPort: number;

    beforeAll(async () => {
      database = await engine.create();
      metricsPort = await freePort();
      server = await startTestServer({
        database: database.service,
        dataDir: database.dataDir,
        config: {
          metrics: { token: TOKEN, port: metricsPort, host: "127.0.0.1" },
          databaseUrl: database.databaseUrl,
          backup: { dir: path.join(database.dataDir, "backups"), nightlyAt: null, keepDays: 14 },
        },
      });
    });
    afterAll(async () => {
      await server?.close();
      await database?.dispose();
    });

    const scrape = async () => {
      const response = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0.0.4/);
      return response.text();
    };

    it("is ready once the database is migrated and the pages are loaded", async () => {
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: "ready",
        checks: { database: true, migrations: true, pages: true },
      });
    });

    it("answers 404 on the site's port without the right bearer token", async () => {
      const attempts: Array<Record<string, string>> = [
        {},
        { authorization: "Bearer wrong-token-0123456789abcdef" },
        { authorization: TOKEN },
        { authorization: `Bearer ${TOKEN}x` },
      ];
      for (const headers of attempts) {
        const response = await fetch(`${server.url}/metrics`, { headers });
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain("http_requests_total");
      }
    });

    it("counts requests by route and status, the shortcut's token answers included", async () => {
      const before = await scrape();
      const tokens = (text: string) =>
        sample(text, 'http_requests_total{route="/api/csrf-token",status="200"}') ?? 0;
      const pages = (text: string) =>
        sample(text, 'http_requests_total{route="/*",status="200"}') ?? 0;
      const missing = (text: string) =>
        sample(text, 'http_requests_total{route="/*",status="404"}') ?? 0;
      // Three plain token requests (answered before routing) and one with a query string
      // (answered by the Fastify route); two pages, one unknown page.
      for (let i = 0; i < 3; i++) await getSession(server.url);
      expect((await fetch(`${server.url}/api/csrf-token?x=1`)).status).toBe(200);
      for (const path of ["/", "/en/", "/no-such-page"])
        await (await fetch(server.url + path)).text();
      const after = await scrape();
      expect(tokens(after) - tokens(before)).toBe(4);
      expect(pages(after) - pages(before)).toBe(2);
      expect(missing(after) - missing(before)).toBe(1);
      // The routed ones are timed: the page route's histogram holds at least these.
      expect(
        sample(after, 'http_request_duration_seconds_count{route="/*"}'),
      ).toBeGreaterThanOrEqual(3);
      expect(sample(after, 'http_request_duration_seconds_bucket{le="+Inf",route="/*"}')).toBe(
        sample(after, 'http_request_duration_seconds_count{route="/*"}'),
      );
      for (const name of [
        "nodejs_eventloop_lag_p99_seconds",
        "process_resident_memory_bytes",
        "nodejs_heap_size_used_bytes",
      ]) {
        expect(after).toMatch(new RegExp(`^${name} \\d`, "m"));
      }
    });

    it("reads records, outbox depth, the oldest unsent mail and failures when scraped", async () => {
      const session = await getSession(server.url);
      for (let i = 0; i < 2; i++) {
        const response = await postJson(
          `${server.url}/api/gdpr/consent`,
          session,
          validConsentBody(),
        );
        expect(response.status).toBe(200);
      }
      // An enquiry whose two mails wait (not yet due, so the worker leaves them) and one
      // given up: written directly, as the worker would have left them.
      const enquiryId = randomUUID();
      const createdAt = new Date(Date.now() - 600_000);
      await database.service.run(async (db) => {
        await db.insert(enquiries).values({
          id: enquiryId,
          createdAt,
          language: "de",
          sourcePage: "/contact",
          channel: "api",
          name: "Anna",
          company: "Beispiel GmbH",
          email: "anna@beispiel.de",
          participants: 10,
          event: "other",
          privacyPolicyVersion: "1",
        });
        const row = (kind: string, status: string, attempts: number) => ({
          id: randomUUID(),
          enquiryId,
          kind,
          status,
          attempts,
          nextAttemptAt: new Date(Date.now() + 3_600_000),
          createdAt,
        });
        await db
          .insert(mailOutbox)
          .values([row("agency", "pending", 2), row("confirmation", "failed", 5)]);
      });
      const text = await scrape();
      expect(sample(text, "spreegeist_consent_records")).toBe(2);
      expect(sample(text, "spreegeist_enquiries")).toBe(1);
      expect(sample(text, 'spreegeist_mail_outbox{status="pending"}')).toBe(1);
      expect(sample(text, 'spreegeist_mail_outbox{status="failed"}')).toBe(1);
      expect(sample(text, "spreegeist_mail_outbox_depth")).toBe(1);
      expect(sample(text, "spreegeist_mail_failures")).toBe(2);
      const oldest = sample(text, "spreegeist_mail_oldest_pending_seconds")!;
      expect(oldest).toBeGreaterThanOrEqual(600);
      expect(oldest).toBeLessThan(700);
      expect(sample(text, "spreegeist_database_up")).toBe(1);
      expect(sample(text, 'spreegeist_database_connections{state="total"}')).toBeGreaterThanOrEqual(
        1,
      );
    });

    it("tells the age of the newest backup", async () => {
      expect(sample(await scrape(), "spreegeist_backup_age_seconds")).toBe(-1);
      await createBackup({
        database: database.service,
        databaseUrl: database.databaseUrl,
        dir: path.join(database.dataDir, "backups"),
        now: () => new Date(),
      });
      const age = sample(await scrape(), "spreegeist_backup_age_seconds")!;
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(60);
      expect(sample(await scrape(), "spreegeist_backup_last_failure_timestamp_seconds")).toBe(0);
    });

    it("answers on METRICS_PORT, bound to 127.0.0.1, and only /metrics there", async () => {
      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/^# HELP /m);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    });
  });
}

describe("metrics and readiness without a token and with the database down", () => {
  let service: DatabaseService;
  let server: TestServer;
  let fresh: Awaited<ReturnType<Engine["fresh"]>>;

  beforeAll(async () => {
    fresh = await engines()[0]!.fresh();
    const dataDir = fresh.dataDir;
    // Nothing listens there: the database never becomes ready.
    const port = await freePort();
    service = new DatabaseService(
      () => openDatabase({ databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`, dataDir }),
      quietLog,
    );
    await service.start();
    server = await startTestServer({ database: service, dataDir });
  });
  afterAll(async () => {
    await server?.close();
    await service?.close();
    await fresh?.drop();
  });

  it("is not ready (503) and says which check failed", async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "not_ready",
      checks: { database: false, migrations: false, pages: true },
    });
    // Alive all the same: pages are served.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("has no /metrics on the site's port without METRICS_TOKEN, whatever is sent", async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: "Bearer anything-at-all-0123456789" },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("# HELP");
    }
  });
});
