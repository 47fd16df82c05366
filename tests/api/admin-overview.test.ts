/**
 * The back office's start page: how many leads wait for a first answer, and whether the
 * nightly backup failed (a failure must reach the agency, not only the log). The route's
 * guard is covered by the walk over every admin route (admin-auth.test.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createAuditLog } from "../../server/admin/audit.ts";
import { overviewAdminRoutes, type Overview } from "../../server/admin/overview-routes.ts";
import { insertLead as insertEnquiry } from "../../server/leads/store/intake.ts";
import { loadConfig } from "../../server/env.ts";
import { BackupJob } from "../../server/ops/backup-job.ts";
import { engines, quietLog } from "./support/databases.ts";

const embedded = engines().find((engine) => engine.name === "embedded")!;
const enquiry = {
  language: "de",
  sourcePage: "/contact",
  channel: "api",
  name: "Anna Beispiel",
  company: "Beispiel GmbH",
  email: "anna@beispiel.de",
  participants: 24,
  event: "City Rally Berlin",
  privacyPolicyVersion: "2.0",
};

describe("the back office's overview", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("counts the new leads and shows a failed nightly backup until one succeeds", async () => {
    const database = await embedded.create();
    const backupDir = mkdtempSync(path.join(tmpdir(), "spreegeist-backups-"));
    dirs.push(backupDir);
    const blocked = path.join(backupDir, "not-a-dir");
    writeFileSync(blocked, "");
    const config = { ...loadConfig({ LOG_LEVEL: "silent" }), dataDir: database.dataDir };
    const now = () => new Date();
    const job = (dir: string) =>
      new BackupJob({
        config: { ...config, backup: { ...config.backup, dir } },
        database: database.service,
        now,
        log: quietLog,
      });
    const good = job(backupDir);
    let status = () => good.status();
    const app = Fastify();
    await app.register(overviewAdminRoutes, {
      database: database.service,
      now,
      config,
      audit: createAuditLog(now),
      backupStatus: () => status(),
    });
    const overview = async () => (await app.inject("/overview")).json<Overview>();
    try {
      await database.service.run(async (db) => {
        await insertEnquiry(db, enquiry, new Date());
        await insertEnquiry(db, { ...enquiry, name: "Bernd Neu" }, new Date());
      });
      expect(await overview()).toMatchObject({
        newLeads: 2,
        backup: { lastSuccessAt: null, failing: false, nightly: true },
      });

      await good.runOnce();
      const failing = job(blocked);
      await failing.runOnce();
      status = () => failing.status();
      const failed = await overview();
      expect(failed.backup.failing).toBe(true);
      expect(failed.backup.lastFailureAt).not.toBeNull();

      // The next night's backup succeeds: the warning goes.
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // backup names have seconds
      const recovered = job(backupDir);
      await recovered.runOnce();
      status = async () => ({
        lastSuccessAt: (await recovered.status()).lastSuccessAt,
        lastFailureAt: (await failing.status()).lastFailureAt,
      });
      const after = await overview();
      expect(after.backup.lastSuccessAt).not.toBeNull();
      expect(after.backup.failing).toBe(false);
    } finally {
      await app.close();
      await database.dispose();
    }
  }, 60_000);
});
