/**
 * Retention with a controlled clock: consent records older than 24 months are deleted, by
 * the server's recurring job and by `npm run purge`; younger ones stay. The job also deletes
 * the outbox's mails about no lead (morning mails, invitations, sign-in alerts) a week after
 * they were queued once sent or given up, with their .eml files; a lead's mails stay.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { promisify } from "node:util";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { consentRecords } from "../../server/consent/schema.ts";
import { DAILY_MAIL_KIND } from "../../server/leads/store/digest.ts";
import { insertLead } from "../../server/leads/store/intake.ts";
import { markFailedAttempt, markSent } from "../../server/mail/outbox.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import {
  consentCutoff,
  purgeExpiredConsents,
  RETENTION_INTERVAL_MS,
  startRetentionJob,
} from "../../server/retention/purge.ts";
import { engines, quietLog, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { getSession, postJson, validConsentBody, type TestServer } from "./support/server.ts";

const today = new Date("2026-11-21T12:00:00Z");
const at = (iso: string) => new Date(iso);

describe("consentCutoff", () => {
  it("is 24 calendar months back", () => {
    expect(consentCutoff(today).toISOString()).toBe("2024-11-21T12:00:00.000Z");
    expect(consentCutoff(at("2026-03-31T00:00:00Z")).toISOString()).toBe(
      "2024-03-31T00:00:00.000Z",
    );
  });
  it("runs daily", () => {
    expect(RETENTION_INTERVAL_MS).toBe(86_400_000);
  });
});

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`retention on ${engine.name}`, () => {
    let database: TestDatabase;
    let clock = today;

    /** Records consents through the real API while the server's clock shows `when`. */
    async function consentAt(when: Date, suffix: string) {
      clock = when;
      const session = await getSession(server.url);
      const body = validConsentBody({ userIdentifier: `user_1700000000000_${suffix}` });
      const response = await postJson(`${server.url}/api/gdpr/consent`, session, body);
      expect(response.status).toBe(200);
    }
    const remaining = async () =>
      (
        await database.service.run((db) =>
          db.select().from(consentRecords).orderBy(asc(consentRecords.createdAt)),
        )
      ).map((row) => row.userIdentifier.split("_")[2]);

    let server: TestServer;
    let api: ApiTest | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, { server: { now: () => clock } });
      ({ database, server } = api);
    });
    afterAll(() => api?.close());

    it("deletes exactly the records older than 24 months", async () => {
      await database.service.run((db) => db.delete(consentRecords));
      await consentAt(at("2024-11-20T12:00:00Z"), "older");
      await consentAt(at("2024-11-21T11:59:59Z"), "justolder");
      await consentAt(at("2024-11-21T12:00:01Z"), "justyounger");
      await consentAt(at("2026-11-20T09:00:00Z"), "yesterday");
      expect(await purgeExpiredConsents(database.service, today)).toBe(2);
      expect(await remaining()).toEqual(["justyounger", "yesterday"]);
      // A day later the next record has aged out too.
      expect(await purgeExpiredConsents(database.service, at("2026-11-22T12:00:00Z"))).toBe(1);
      expect(await remaining()).toEqual(["yesterday"]);
    });

    it("is run by the recurring job as time passes", async () => {
      await database.service.run((db) => db.delete(consentRecords));
      await consentAt(at("2024-10-01T00:00:00Z"), "first");
      await consentAt(at("2024-12-01T00:00:00Z"), "second");
      let jobNow = today;
      const stop = startRetentionJob({
        database: database.service,
        now: () => jobNow,
        log: quietLog,
        intervalMs: 50, // a "day" of the job, shortened; the job's clock is moved by hand
      });
      try {
        await expect.poll(remaining).toEqual(["second"]); // the run at start
        jobNow = at("2026-12-02T00:00:00Z");
        await expect.poll(remaining).toEqual([]); // a later run
      } finally {
        stop();
      }
    });
  });
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`mails about no lead on ${engine.name}`, () => {
    // Without a server: no mail worker sends the pending row meanwhile.
    let database: TestDatabase;
    let outboxDir: string;
    beforeAll(async () => {
      database = await engine.create();
      outboxDir = mkdtempSync(path.join(tmpdir(), "spreegeist-outbox-"));
    });
    afterAll(async () => {
      rmSync(outboxDir, { recursive: true, force: true });
      await database?.dispose();
    });

    it("go a week after they were queued once sent or given up, with their .eml files", async () => {
      const weekAgo = at("2026-11-14T11:59:00Z"); // 7 days and a minute before `today`
      const sixDays = at("2026-11-14T12:01:00Z");
      const message = {
        to: "anna@agency.example",
        subject: "Heute fällig",
        text: "Max Muster, Muster GmbH: Angebot nachfassen",
      };
      const rows = await database.service.run(async (db) => {
        const queue = async (kind: string, when: Date, outcome: "sent" | "failed" | null) => {
          const id = randomUUID();
          await db.insert(mailOutbox).values({
            id,
            kind,
            message,
            status: "pending",
            nextAttemptAt: when,
            createdAt: when,
          });
          if (outcome === "sent") await markSent(db, [id], when);
          if (outcome === "failed") await markFailedAttempt(db, id, "550 no such user", null);
          return id;
        };
        const lead = await insertLead(
          db,
          {
            language: "de",
            sourcePage: "/contact",
            channel: "api",
            name: "Max Muster",
            company: "Muster GmbH",
            email: "max@muster.example",
            participants: 12,
            event: "City Rally Berlin",
            privacyPolicyVersion: "2.0",
          },
          weekAgo,
        );
        await db
          .update(mailOutbox)
          .set({ status: "failed" })
          .where(eq(mailOutbox.enquiryId, lead.id));
        return {
          dailyGivenUp: await queue(DAILY_MAIL_KIND, weekAgo, "failed"),
          dailySent: await queue(DAILY_MAIL_KIND, weekAgo, "sent"),
          invitationGivenUp: await queue("invitation", weekAgo, "failed"),
          alertGivenUp: await queue("sign_in_alert", weekAgo, "failed"),
          dailyYounger: await queue(DAILY_MAIL_KIND, sixDays, "failed"),
          dailyNotYetSent: await queue(DAILY_MAIL_KIND, weekAgo, null),
        };
      });
      for (const id of [rows.dailyGivenUp, rows.dailyYounger]) {
        writeFileSync(path.join(outboxDir, `1794571140000-daily-${id}.eml`), message.text);
      }
      const remaining = async () =>
        (
          await database.service.run((db) =>
            db.select({ id: mailOutbox.id, kind: mailOutbox.kind }).from(mailOutbox),
          )
        )
          .map((row) => (row.kind === "agency" || row.kind === "confirmation" ? row.kind : row.id))
          .sort();

      const stop = startRetentionJob({
        database: database.service,
        outboxDir,
        now: () => today,
        log: quietLog,
      });
      try {
        // The job's first run also purges consents and leads: on a busy machine beyond 1 s.
        await expect
          .poll(remaining, { timeout: 10_000 })
          .toEqual(["agency", "confirmation", rows.dailyYounger, rows.dailyNotYetSent].sort());
      } finally {
        stop();
      }
      await expect
        .poll(() => readdirSync(outboxDir), { timeout: 10_000 })
        .toEqual([`1794571140000-daily-${rows.dailyYounger}.eml`]);
    });
  });
}

describe("npm run purge", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engines()[0]!.create();
  });
  afterAll(() => database?.dispose());

  it("deletes old records from the embedded database in DATA_DIR", async () => {
    const rows = ["2020-01-01T00:00:00Z", new Date().toISOString()].map((iso, i) => ({
      consentId: `00000000-0000-4000-8000-00000000000${i}`,
      consentType: "cookies",
      preferences: { necessary: true as const, analytics: false, marketing: false },
      userIdentifier: `user_1700000000000_purge${i}`,
      bannerVersion: "1.0",
      policyVersion: "2.0",
      language: "de",
      createdAt: new Date(iso),
    }));
    await database.service.run((db) => db.insert(consentRecords).values(rows));
    await database.service.close(); // one process at a time may open the embedded files

    const root = path.resolve(import.meta.dirname, "../..");
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/tool.mjs", "purge"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: "" },
    });
    expect(stdout).toMatch(/Deleted 1 consent records created before/);

    const { openDatabase } = await import("../../server/database/connection.ts");
    const reopened = await openDatabase({ dataDir: database.dataDir });
    try {
      const left = await reopened.db.select().from(consentRecords);
      expect(left.map((row) => row.userIdentifier)).toEqual(["user_1700000000000_purge1"]);
    } finally {
      await reopened.close();
    }
  });
});
