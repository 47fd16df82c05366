/**
 * Writes the database fixture of the upgrade test (tests/api/upgrade.test.ts): a backup, in
 * `npm run backup`'s format, of a database made by this release's code and migrations,
 * holding a few rows of every table. Run it once per release and commit the file; the
 * test then restores every kept fixture and starts the current code on it.
 *
 *   npx tsx scripts/upgrade-fixture.ts     (writes tests/fixtures/database-<version>.sql.gz)
 */
import { mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../server/database/connection.ts";
import { consentRecords } from "../server/consent/schema.ts";
import { vitalsDaily } from "../server/figures/schema.ts";
import { leads } from "../server/leads/schema.ts";
import { mailOutbox } from "../server/mail/schema.ts";
import { DatabaseService } from "../server/database/service.ts";
import { createBackup } from "../server/ops/backup.ts";

const root = path.resolve(import.meta.dirname, "..");
const version = (
  JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    version: string;
  }
).version;
const target = path.join(root, "tests/fixtures", `database-${version}.sql.gz`);

const dataDir = mkdtempSync(path.join(tmpdir(), "spreegeist-fixture-"));
const log = { info: () => {}, warn: console.warn, error: console.error };
const database = new DatabaseService(() => openDatabase({ dataDir }), log);
try {
  if ((await database.start()) !== "ready") throw new Error("the database did not start");
  const at = new Date("2026-11-24T12:00:00.000Z");
  const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  await database.run(async (db) => {
    await db.insert(consentRecords).values(
      [0, 1, 2].map((i) => ({
        consentId: uuid(100 + i),
        consentType: "cookies",
        preferences: { necessary: true as const, analytics: i > 0, marketing: i > 1 },
        userIdentifier: `user_1795000000000_fixture${i}`,
        bannerVersion: "1.0",
        policyVersion: "2026-01",
        language: i === 1 ? "en" : "de",
        createdAt: at,
      })),
    );
    const states = ["pending", "sending", "sent", "failed"];
    await db.insert(leads).values(
      states.map((_, i) => ({
        id: uuid(200 + i),
        idempotencyKey: uuid(300 + i),
        createdAt: at,
        language: "de",
        sourcePage: "/contact",
        channel: i % 2 ? "form" : "api",
        name: `Fixture ${i}`,
        company: "Beispiel GmbH",
        email: `fixture${i}@beispiel.de`,
        phone: null,
        participants: 12,
        event: "Bowling",
        eventOther: null,
        preferredDate: null,
        message: "Zeile eins\nZeile zwei",
        privacyPolicyVersion: "2026-01",
      })),
    );
    await db.insert(mailOutbox).values(
      states.map((status, i) => ({
        id: uuid(400 + i),
        enquiryId: uuid(200 + i),
        kind: "agency",
        status,
        attempts: i,
        nextAttemptAt: at,
        sentAt: status === "sent" ? at : null,
        lastError: status === "failed" ? "550 no such mailbox" : null,
        createdAt: at,
      })),
    );
    await db.insert(vitalsDaily).values({
      day: "2026-11-24",
      page: "/",
      metric: "LCP",
      samples: 2,
      total: 3000,
      good: 2,
      needsImprovement: 0,
      poor: 0,
    });
  });
  const dir = mkdtempSync(path.join(tmpdir(), "spreegeist-fixture-out-"));
  const backup = await createBackup({ database, databaseUrl: undefined, dir, now: () => at });
  renameSync(backup.file, target);
  rmSync(dir, { recursive: true, force: true });
  console.log(`Wrote ${path.relative(root, target)} (${backup.bytes} bytes):`, backup.rows);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
