/**
 * Backups under load and restores across kinds. For each kind of source database: fill it
 * (consents, enquiries with mails in every state, vitals), take a backup through the
 * running server (`npm run backup`'s control command) while visitors keep sending consents,
 * then restore the file into a fresh database of each kind and compare every row: nothing
 * lost, nothing changed, every consent acknowledged before the backup began is in it. A
 * database that holds data is refused unless forced; the nightly job keeps BACKUP_KEEP days
 * and logs a failure as an error.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runControlCommand } from "../../server/control/client.ts";
import { openDatabase, type Database, type Db } from "../../server/database/connection.ts";
import { consentRecords } from "../../server/consent/schema.ts";
import { vitalsDaily } from "../../server/figures/schema.ts";
import { leads as enquiries } from "../../server/leads/schema.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { loadConfig, type ServerConfig } from "../../server/env.ts";
import { backupFileName, listBackups } from "../../server/ops/backup.ts";
import { RestoreRefused, restoreBackup } from "../../server/ops/restore.ts";
import { BackupJob } from "../../server/ops/backup-job.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import {
  getSession,
  postJson,
  startTestServer,
  validConsentBody,
  type TestServer,
} from "./support/server.ts";

const root = path.resolve(import.meta.dirname, "../..");
const tables = { consentRecords, enquiries, mailOutbox, vitalsDaily };
type Rows = Record<keyof typeof tables, string[]>;

/** Every row of every table, as sorted JSON strings (the same shape from either kind). */
async function readAll(db: Db): Promise<Rows> {
  const rows = {} as Rows;
  for (const [name, table] of Object.entries(tables)) {
    const all = (await db.select().from(table)) as unknown[];
    rows[name as keyof Rows] = all.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

async function fill(db: Db) {
  const at = new Date("2026-11-20T10:00:00.000Z");
  const future = new Date(Date.now() + 24 * 3_600_000);
  await db.insert(consentRecords).values(
    Array.from({ length: 200 }, (_, i) => ({
      consentId: randomUUID(),
      consentType: "cookies",
      preferences: { necessary: true as const, analytics: i % 2 === 0, marketing: i % 3 === 0 },
      userIdentifier: `user_${1_700_000_000_000 + i}_abcdefgh`,
      bannerVersion: "1.0",
      policyVersion: "2026-01",
      language: i % 2 ? "en" : "de",
      createdAt: new Date(at.getTime() + i * 1000),
    })),
  );
  // One enquiry per mail state; the worker leaves them alone (not due, or leased).
  const states = [
    { status: "pending", attempts: 0 },
    { status: "pending", attempts: 2, lastError: "421 try again later" },
    { status: "sending", attempts: 1, lockedUntil: future },
    { status: "sent", attempts: 1, sentAt: at },
    { status: "failed", attempts: 7, lastError: "550 mailbox unavailable" },
  ];
  for (const [i, state] of states.entries()) {
    const id = randomUUID();
    await db.insert(enquiries).values({
      id,
      idempotencyKey: randomUUID(),
      createdAt: at,
      language: "de",
      sourcePage: "/contact?event=Bowling",
      channel: i % 2 ? "form" : "api",
      name: `Anna O'Neil ${i} „Grüße“`,
      company: "Beispiel GmbH; DROP TABLE x; --",
      email: `anna${i}@beispiel.de`,
      phone: i % 2 ? null : "+49 30 1234567",
      participants: 10 + i,
      event: "Bowling",
      eventOther: null,
      preferredDate: "Mitte Dezember",
      message: "Hallo,\nwir planen ein Fest.\n\\N und \t Tab\nINSERT INTO public.leads zählt nicht",
      privacyPolicyVersion: "2026-01",
    });
    await db.insert(mailOutbox).values(
      ["agency", "confirmation"].map((kind) => ({
        id: randomUUID(),
        enquiryId: id,
        kind,
        nextAttemptAt: future,
        createdAt: at,
        ...state,
      })),
    );
  }
  await db.insert(vitalsDaily).values([
    {
      day: "2026-11-20",
      page: "/",
      metric: "LCP",
      samples: 3,
      total: 4200.5,
      good: 2,
      needsImprovement: 1,
      poor: 0,
    },
    {
      day: "2026-11-20",
      page: "/en/contact",
      metric: "CLS",
      samples: 1,
      total: 0.02,
      good: 1,
      needsImprovement: 0,
      poor: 0,
    },
  ]);
}

/** Visitors sending consents until stopped; each acknowledged id with when it was acked. */
function consentLoad(url: string, workers = 4) {
  const acked: Array<{ id: string; at: number }> = [];
  let running = true;
  let failures = 0;
  const loops = Array.from({ length: workers }, async () => {
    const session = await getSession(url);
    while (running) {
      const response = await postJson(`${url}/api/gdpr/consent`, session, validConsentBody());
      if (response.status === 200) {
        const { consentId } = (await response.json()) as { consentId: string };
        acked.push({ id: consentId, at: performance.now() });
      } else {
        failures++;
        await response.body?.cancel();
      }
    }
  });
  return {
    acked,
    until: async (count: number) => {
      while (acked.length < count) {
        if (failures > 0) throw new Error(`${failures} consents were refused during the load`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return failures;
    },
  };
}

for (const source of engines()) {
  describe.skipIf(source.skipReason)(`backup of the ${source.name} database`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let config: ServerConfig;
    let backupDir: string;
    const cleanUps: Array<() => Promise<void>> = [];

    beforeAll(async () => {
      database = await source.create();
      backupDir = mkdtempSync(path.join(tmpdir(), "spreegeist-backups-"));
      config = {
        ...loadConfig({ LOG_LEVEL: "silent" }),
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        backup: { dir: backupDir, nightlyAt: null, keepDays: 14 },
      };
      server = await startTestServer({
        database: database.service,
        dataDir: database.dataDir,
        config: { backup: config.backup, databaseUrl: database.databaseUrl },
      });
      await database.service.run(fill);
    });
    afterAll(async () => {
      for (const cleanUp of cleanUps) await cleanUp();
      await server?.close();
      await database?.dispose();
      rmSync(backupDir, { recursive: true, force: true });
    });

    let backupFile: string;
    let expected: Rows;
    let ackedBefore: Set<string>;
    /** The embedded database restored below (kept until the end), for the CLI's refusal. */
    let restoredEmbedded: string | undefined;

    it("takes a backup through the running server while consents keep coming", async () => {
      const staticBefore = await database.service.run(readAll);
      const load = consentLoad(server.url);
      await load.until(40);
      const startedAt = performance.now();
      ackedBefore = new Set(load.acked.filter((a) => a.at < startedAt).map((a) => a.id));
      const { via, result } = await runControlCommand("backup", {}, config);
      const afterBackup = load.acked.length;
      await load.until(afterBackup + 40);
      expect(await load.stop()).toBe(0);

      expect(via).toBe("server");
      expect(path.basename(result.file)).toMatch(/^spreegeist-\d{4}-.*Z\.sql\.gz$/);
      expect(result.kind).toBe(source.name);
      expect(result.bytes).toBeGreaterThan(1000);
      backupFile = result.file;
      expected = await database.service.run(readAll);
      // Only consents were written during the test: the other tables did not move.
      for (const table of ["enquiries", "mailOutbox", "vitalsDaily"] as const) {
        expect(expected[table]).toEqual(staticBefore[table]);
      }
      expect(result.rows["public.leads"]).toBe(5);
      expect(result.rows["public.mail_outbox"]).toBe(10);
      expect(result.rows["public.vitals_daily"]).toBe(2);
      const consents = result.rows["public.consent_records"]!;
      expect(consents).toBeGreaterThanOrEqual(200 + ackedBefore.size);
      // Writes went on during and after it: the backup does not hold all of them.
      expect(expected.consentRecords.length).toBeGreaterThan(consents);
    }, 60_000);

    for (const target of engines()) {
      it.skipIf(target.skipReason)(
        `restores into an empty ${target.name} database, every row`,
        async () => {
          const empty = await target.empty();
          cleanUps.push(empty.drop);
          if (target.name === "embedded") restoredEmbedded = empty.dataDir;
          const restored: Database = await openDatabase(empty);
          try {
            const { rows } = await restoreBackup(restored, backupFile);
            const actual = await readAll(restored.db);
            expect(actual.enquiries).toEqual(expected.enquiries);
            expect(actual.mailOutbox).toEqual(expected.mailOutbox);
            expect(actual.vitalsDaily).toEqual(expected.vitalsDaily);
            // Every restored consent is stored unchanged in the source; none acknowledged
            // before the backup began is missing.
            const source = new Set(expected.consentRecords);
            expect(actual.consentRecords.filter((row) => !source.has(row))).toEqual([]);
            const ids = new Set(actual.consentRecords.map((row) => JSON.parse(row).consentId));
            expect([...ackedBefore].filter((id) => !ids.has(id))).toEqual([]);
            expect(rows["public.consent_records"]).toBe(actual.consentRecords.length);
            // The schema and its migrations came along: the server's migrate finds nothing to do.
            expect(rows["drizzle.__drizzle_migrations"]).toBeGreaterThan(0);
            await restored.migrate();

            // A database that holds data is refused, unless forced (then replaced whole).
            await restored.db.delete(vitalsDaily);
            await expect(restoreBackup(restored, backupFile)).rejects.toThrow(RestoreRefused);
            expect(await restored.db.select().from(vitalsDaily)).toEqual([]);
            await restoreBackup(restored, backupFile, { force: true });
            expect(await readAll(restored.db)).toEqual(actual);
          } finally {
            await restored.close();
          }
        },
        60_000,
      );
    }

    if (source.name === "embedded") {
      it("npm run restore refuses the database of a running server and a non-empty one", () => {
        const run = (dataDir: string) =>
          spawnSync(process.execPath, ["scripts/tool.mjs", "restore", backupFile], {
            cwd: root,
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
            encoding: "utf8",
          });
        const inUse = run(database.dataDir);
        expect(inUse.status).toBe(1);
        expect(inUse.stderr).toMatch(/in use by process/);
        const full = run(restoredEmbedded!);
        expect(full.status).toBe(1);
        expect(full.stderr).toMatch(/^Refused: The database is not empty/);
      }, 30_000);
    }

    if (source.name === "postgres") {
      // pg_dump is quick; the embedded database's backup ran above.
      it("the nightly job keeps BACKUP_KEEP days and logs a failure as an error", async () => {
        const now = new Date();
        const old = path.join(backupDir, backupFileName(new Date(now.getTime() - 20 * 86_400_000)));
        const recent = path.join(
          backupDir,
          backupFileName(new Date(now.getTime() - 3 * 86_400_000)),
        );
        writeFileSync(old, "x");
        writeFileSync(recent, "x");
        const logged: Array<[string, unknown]> = [];
        const log = {
          info: (o: unknown) => logged.push(["info", o]),
          warn: (o: unknown) => logged.push(["warn", o]),
          error: (o: unknown) => logged.push(["error", o]),
        };
        const job = new BackupJob({
          config,
          database: database.service,
          now: () => new Date(),
          log,
        });
        await job.runOnce();
        const names = (await listBackups(backupDir)).map((b) => b.file);
        expect(names).not.toContain(old);
        expect(names).toContain(recent);
        expect(logged.map(([level]) => level)).toEqual(["info"]);
        expect((await job.status()).lastSuccessAt!.getTime()).toBeGreaterThan(
          now.getTime() - 5_000,
        );

        // BACKUP_DIR is a file: the backup fails, is logged as an error, and shows as failed.
        const blocked = path.join(backupDir, "not-a-dir");
        writeFileSync(blocked, "");
        const failing = new BackupJob({
          config: { ...config, backup: { ...config.backup, dir: blocked } },
          database: database.service,
          now: () => new Date(),
          log,
        });
        await failing.runOnce();
        expect(logged.at(-1)?.[0]).toBe("error");
        expect((await failing.status()).lastFailureAt).toBeInstanceOf(Date);
      }, 30_000);
    }
  });
}
