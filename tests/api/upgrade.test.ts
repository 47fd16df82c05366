/**
 * Upgrades keep the data. Each committed fixture (tests/fixtures/database-<version>.sql.gz,
 * written by scripts/upgrade-fixture.ts with that release's code) is restored into a fresh
 * database of each kind; the current code starts on it, applies the migrations that are
 * new since, keeps every row, and takes new writes. Instances starting together on one
 * PostgreSQL apply the migrations once.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase } from "../../server/database/connection.ts";
import { consentRecords } from "../../server/consent/schema.ts";
import { vitalsDaily } from "../../server/figures/schema.ts";
import { leads as enquiries } from "../../server/leads/schema.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { DatabaseService } from "../../server/database/service.ts";
import { restoreBackup } from "../../server/ops/restore.ts";
import { engines, quietLog } from "./support/databases.ts";
import { getSession, postJson, startTestServer, validConsentBody } from "./support/server.ts";

const fixtures = path.resolve(import.meta.dirname, "../fixtures");
const releases = readdirSync(fixtures).filter((name) => /^database-.*\.sql\.gz$/.test(name));
const migrationCount = (
  JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

type Rows = { rows: Array<{ n: number }> };

describe("the fixtures", () => {
  it("exist: every release leaves one", () => {
    expect(releases.length).toBeGreaterThan(0);
  });
});

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`upgrading on ${engine.name}`, () => {
    const cleanUps: Array<() => Promise<void>> = [];
    afterAll(async () => {
      for (const cleanUp of cleanUps.reverse()) await cleanUp();
    });

    for (const release of releases) {
      it(`starts on the database of ${release} and keeps every row`, async () => {
        const target = await engine.empty();
        cleanUps.push(target.drop);
        const old = await openDatabase(target);
        await restoreBackup(old, path.join(fixtures, release));
        await old.close();

        const service = new DatabaseService(() => openDatabase(target), quietLog);
        cleanUps.push(() => service.close());
        expect(await service.start()).toBe("ready");
        const counts = await service.run(async (db) => ({
          migrations: (
            (await db.execute(
              sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
            )) as unknown as Rows
          ).rows[0]!.n,
          consents: (await db.select({ n: count() }).from(consentRecords))[0]!.n,
          enquiries: (await db.select({ n: count() }).from(enquiries))[0]!.n,
          mails: (await db.select({ n: count() }).from(mailOutbox))[0]!.n,
          vitals: (await db.select({ n: count() }).from(vitalsDaily))[0]!.n,
        }));
        expect(counts).toEqual({
          migrations: migrationCount,
          consents: 3,
          enquiries: 4,
          mails: 4,
          vitals: 1,
        });

        const server = await startTestServer({ database: service, dataDir: target.dataDir });
        cleanUps.push(() => server.close());
        const response = await postJson(
          `${server.url}/api/gdpr/consent`,
          await getSession(server.url),
          validConsentBody(),
        );
        expect(response.status).toBe(200);
      }, 60_000);
    }

    if (engine.name === "postgres") {
      it("applies the migrations once when three instances start together", async () => {
        const target = await engine.empty();
        cleanUps.push(target.drop);
        const services = [0, 1, 2].map(
          () => new DatabaseService(() => openDatabase(target), quietLog),
        );
        cleanUps.push(async () => {
          for (const service of services) await service.close();
        });
        expect(await Promise.all(services.map((service) => service.start()))).toEqual([
          "ready",
          "ready",
          "ready",
        ]);
        const applied = await services[0]!.run(
          async (db) =>
            (
              (await db.execute(
                sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
              )) as unknown as { rows: Array<{ hash: string; n: number }> }
            ).rows,
        );
        expect(applied).toHaveLength(migrationCount);
        expect(applied.every((row) => row.n === 1)).toBe(true);
      }, 60_000);
    }
  });
}
