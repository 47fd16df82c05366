/**
 * When PostgreSQL is unreachable the server still starts and serves pages, the API answers
 * 503 with a JSON error, /healthz says so, and everything recovers by itself when the
 * database is back, with no restart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { openDatabase } from "../../server/database/connection.ts";
import { consentRecords } from "../../server/consent/schema.ts";
import { DatabaseService } from "../../server/database/service.ts";
import { freePort } from "./support/postgres-cluster.ts";
import { engines, quietLog } from "./support/databases.ts";
import { getSession, postJson, startTestServer, validConsentBody } from "./support/server.ts";
import { TcpProxy } from "./support/tcp-proxy.ts";

const postgres = engines()[1]!;

describe.skipIf(postgres.skipReason)(
  "database outage (PostgreSQL behind a switchable proxy)",
  () => {
    let fresh: Awaited<ReturnType<typeof postgres.fresh>>;
    let proxy: TcpProxy;
    let service: DatabaseService;
    let server: Awaited<ReturnType<typeof startTestServer>>;

    beforeAll(async () => {
      fresh = await postgres.fresh();
      const real = new URL(fresh.databaseUrl!);
      proxy = new TcpProxy(await freePort(), { host: real.hostname, port: Number(real.port) });
      const viaProxy = new URL(real);
      viaProxy.port = String(proxy.port);
      service = new DatabaseService(
        () => openDatabase({ databaseUrl: viaProxy.toString(), dataDir: fresh.dataDir }),
        quietLog,
      );
      // The database is down when the server starts.
      await service.start();
      server = await startTestServer({ database: service, dataDir: fresh.dataDir });
    });
    afterAll(async () => {
      await server?.close();
      await service?.close();
      await proxy?.stop();
      await fresh?.drop();
    });

    const consent = async () => {
      const session = await getSession(server.url);
      return postJson(`${server.url}/api/gdpr/consent`, session, validConsentBody());
    };
    const health = async () =>
      ((await (await fetch(`${server.url}/healthz`)).json()) as { database: string }).database;

    async function expect503() {
      const response = await consent();
      expect(response.status).toBe(503);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(((await response.json()) as { error: string }).error).toBe("service_unavailable");
    }

    it("starts without the database: pages served, API 503, tokens still issued", async () => {
      expect(service.status).toBe("unavailable");
      const page = await fetch(`${server.url}/contact`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("/contact");
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(await health()).toBe("unavailable");
      await expect503();
    });

    it("recovers by itself when the database comes back, migrating first", async () => {
      await proxy.start();
      await expect.poll(health, { timeout: 15_000, interval: 200 }).toBe("ready");
      const response = await consent();
      expect(response.status).toBe(200);
    });

    it("answers 503 again when the database goes away, and recovers again", async () => {
      await proxy.stop();
      await expect503();
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect(await health()).toBe("unavailable");
      await proxy.start();
      await expect.poll(health, { timeout: 15_000, interval: 200 }).toBe("ready");
      expect((await consent()).status).toBe(200);
      const stored = await service.run(
        async (db) => (await db.select({ n: count() }).from(consentRecords))[0]!.n,
      );
      expect(stored).toBe(2); // the two 200s, none of the 503s
    });
  },
);
