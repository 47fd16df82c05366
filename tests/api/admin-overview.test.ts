/**
 * The back office's start page: the signed-in person's overdue and today's steps (not
 * anyone else's), new leads nobody has taken, open offers with their estimates, the booked
 * events of the next 14 days and the overdue invoices with their open sum (both
 * engines, through the real server with real sessions); and whether the nightly backup
 * failed (a failure must reach the agency, not only the log). The route's guard is also
 * covered by the walk over every admin route (admin-auth.test.ts).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createAuditLog } from "../../server/admin/audit.ts";
import { overviewAdminRoutes, type Overview } from "../../server/admin/overview-routes.ts";
import { leadActivities, leads } from "../../server/leads/schema.ts";
import { offers } from "../../server/offers/schema.ts";
import { bookings, bookingVersions } from "../../server/bookings/schema.ts";
import { invoices } from "../../server/invoices/schema.ts";
import { computeTotals } from "../../app/shared/money/totals.ts";
import { insertLead as insertEnquiry } from "../../server/leads/store/intake.ts";
import { loadConfig } from "../../server/env.ts";
import { BackupJob } from "../../server/ops/backup-job.ts";
import { adminFetch, adminSession } from "./support/admin-session.ts";
import { engines, quietLog } from "./support/databases.ts";
import { startTestServer } from "./support/server.ts";

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
    // The admin plugin's guard puts the signed-in person here; this app has none.
    app.decorateRequest("admin", null as never);
    app.addHook("onRequest", async (request) => {
      request.admin = {
        userId: "u1",
        email: "u1@agency.example",
        name: "U",
        role: "staff",
        sessionId: "s",
      };
    });
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

/** Thursday 26 November 2026, 11:00 in Berlin. */
const NOW = new Date("2026-11-26T10:00:00Z");

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`the day's start page on ${engine.name}`, () => {
    it("lists my overdue and today's steps, not a colleague's; new leads nobody has; open offers; upcoming events; overdue invoices", async () => {
      const database = await engine.create();
      const server = await startTestServer({
        database: database.service,
        dataDir: database.dataDir,
        now: () => NOW,
      });
      try {
        const olga = await adminSession(database.service, server.url, "owner");
        const stefan = await adminSession(database.service, server.url, "staff");
        const add = (name: string, at: string, columns: Partial<typeof leads.$inferInsert> = {}) =>
          database.service.run(async (db) => {
            const { id } = await insertEnquiry(db, { ...enquiry, name }, new Date(at));
            await db
              .update(leads)
              .set({ estimateCents: null, ...columns })
              .where(eq(leads.id, id));
            return id;
          });
        /** A next step as the lead routes store it: `dueAt` its time, or the day's end. */
        const step = (
          owner: string,
          date: string,
          time: string | null,
          text: string,
          dueAt: string,
        ) =>
          ({
            state: "contacted",
            ownerId: owner,
            nextStepDate: date,
            nextStepTime: time,
            nextStepText: text,
            nextStepDueAt: new Date(dueAt),
          }) as const;

        const old = await add("Ida Alt", "2026-11-20T09:00:00Z", {
          ...step(olga.userId, "2026-11-24", null, "Rückruf", "2026-11-24T23:00:00Z"),
          state: "new",
        });
        const morning = await add("Max Morgen", "2026-11-21T09:00:00Z", {
          ...step(olga.userId, "2026-11-26", "09:00", "Angebot nachfassen", "2026-11-26T08:00:00Z"),
        });
        const afternoon = await add("Nora Nachmittag", "2026-11-22T09:00:00Z", {
          ...step(olga.userId, "2026-11-26", "16:30", "Termin bestätigen", "2026-11-26T15:30:00Z"),
        });
        const evening = await add("Tom Tag", "2026-11-22T10:00:00Z", {
          ...step(olga.userId, "2026-11-26", null, "Unterlagen schicken", "2026-11-26T23:00:00Z"),
        });
        await add("Mia Morgen", "2026-11-22T11:00:00Z", {
          ...step(olga.userId, "2026-11-27", null, "Rückruf", "2026-11-27T23:00:00Z"),
        });
        await add("Wim Won", "2026-11-01T09:00:00Z", {
          ...step(olga.userId, "2026-11-20", null, "Rechnung", "2026-11-20T23:00:00Z"),
          state: "won",
          decidedAt: new Date("2026-11-21T09:00:00Z"),
        });
        await add("Udo Doppelt", "2026-11-23T09:00:00Z", {
          ...step(olga.userId, "2026-11-23", null, "Rückruf", "2026-11-23T23:00:00Z"),
          mergedInto: old,
        });
        const colleagues = await add("Sara Stefan", "2026-11-23T09:00:00Z", {
          ...step(stefan.userId, "2026-11-25", null, "Rückruf", "2026-11-25T23:00:00Z"),
        });
        await add("Nils Neu", "2026-11-24T09:00:00Z", { ownerId: stefan.userId });
        const waiting = await add("Erika Erst", "2026-11-20T08:00:00Z", { estimateCents: 120_000 });
        const fresh = await add("Felix Frisch", "2026-11-25T08:00:00Z");
        await add("Gustav Gemerged", "2026-11-19T08:00:00Z", { mergedInto: fresh });
        // Sent on 10 November, a note on the 25th: touched more lately than Paula's.
        const noted = await add("Olaf Offen", "2026-11-02T08:00:00Z", {
          state: "offer_sent",
          estimateCents: 300_000,
          updatedAt: new Date("2026-11-25T08:00:00Z"),
        });
        await database.service.run((db) =>
          db.insert(leadActivities).values({
            id: randomUUID(),
            leadId: noted,
            kind: "state_changed",
            actorId: olga.userId,
            actorName: "Olga Owner",
            at: new Date("2026-11-10T08:00:00Z"),
            detail: { from: "contacted", to: "offer_sent" },
          }),
        );
        // No history of the change (from before migration 0010): its last change counts.
        const quiet = await add("Paula Post", "2026-11-12T08:00:00Z", {
          state: "offer_sent",
          updatedAt: new Date("2026-11-20T08:00:00Z"),
        });

        const overviewOf = async (session: typeof olga) => {
          const response = await adminFetch(session, "/api/admin/overview");
          expect(response.status).toBe(200);
          return (await response.json()) as Overview;
        };
        const mine = await overviewOf(olga);
        expect(mine.myOverdue.count).toBe(2);
        expect(mine.myOverdue.items).toEqual([
          {
            id: old,
            name: "Ida Alt",
            company: "Beispiel GmbH",
            state: "new",
            date: "2026-11-24",
            time: null,
            text: "Rückruf",
            dueAt: "2026-11-24T23:00:00.000Z",
          },
          expect.objectContaining({ id: morning, time: "09:00", text: "Angebot nachfassen" }),
        ]);
        expect(mine.myToday.count).toBe(2);
        expect(mine.myToday.items.map((item) => [item.id, item.text])).toEqual([
          [afternoon, "Termin bestätigen"],
          [evening, "Unterlagen schicken"],
        ]);
        expect(mine.teamOverdue).toBe(3);
        expect(mine.unassignedNew.count).toBe(2);
        expect(mine.unassignedNew.items).toEqual([
          {
            id: waiting,
            name: "Erika Erst",
            company: "Beispiel GmbH",
            createdAt: "2026-11-20T08:00:00.000Z",
            estimateCents: 120_000,
          },
          expect.objectContaining({ id: fresh, estimateCents: null }),
        ]);
        expect(mine.newLeads).toBe(4); // Ida's, Nils's and the two nobody has
        expect(mine.openOffers).toEqual({
          count: 2,
          cents: 300_000,
          items: [
            // Nobody's touched longest first: the ones to follow up.
            expect.objectContaining({ id: quiet, sentAt: "2026-11-20T08:00:00.000Z" }),
            expect.objectContaining({ id: noted, sentAt: "2026-11-10T08:00:00.000Z" }),
          ],
        });

        // Bookings: in 5 days, today, in 20 days (too far), cancelled, and last week's.
        const customer = {
          company: "Kiez AG",
          contactName: "Kai Kiez",
          email: "kai@kiez.example",
          address: null,
          vatId: null,
          buyerReference: null,
        };
        const booked = (day: string, title: string, state: "confirmed" | "cancelled") =>
          database.service.run(async (db) => {
            const offerId = randomUUID();
            const bookingId = randomUUID();
            await db.insert(offers).values({
              id: offerId,
              leadId: waiting,
              number: `A-2026-${randomUUID().slice(0, 6)}`,
              status: "accepted",
              language: "de",
              taxRegime: "small_business",
              customer,
              participants: 18,
              eventDate: day,
              validUntil: "2026-11-30",
              depositBp: 0,
              totals: computeTotals([], null, "small_business"),
              grossCents: 0,
              createdAt: NOW,
              updatedAt: NOW,
            });
            await db.insert(bookings).values({
              id: bookingId,
              offerId,
              state,
              eventDate: day,
              createdAt: NOW,
              updatedAt: NOW,
            });
            await db.insert(bookingVersions).values({
              bookingId,
              version: 1,
              eventDate: day,
              startTime: "10:00",
              participants: 18,
              items: [{ kind: "event", eventSlug: null, title, quantity: 18 }],
              agreement: "acceptance",
              createdAt: NOW,
            });
            return offerId;
          });
        const soon = await booked("2026-12-01", "Teamkochen", "confirmed");
        await booked("2026-11-26", "Stadtrallye", "confirmed");
        await booked("2026-12-16", "Floßbau", "confirmed");
        await booked("2026-11-28", "Bogenschießen", "cancelled");
        await booked("2026-11-19", "Escape Room", "confirmed");
        // Invoices on that offer: one overdue partly paid, one overdue cancelled, one not due.
        const issued = (number: string, dueDate: string, cents: number, paid: number | null) =>
          database.service.run(async (db) => {
            const id = randomUUID();
            await db.insert(invoices).values({
              id,
              number,
              kind: "deposit_invoice",
              offerId: soon,
              leadId: waiting,
              language: "de",
              taxRegime: "small_business",
              customer,
              issueDate: "2026-11-01",
              dueDate,
              lines: [],
              totals: computeTotals([], null, "small_business"),
              netCents: cents,
              taxCents: 0,
              grossCents: cents,
              amountDueCents: cents,
              pdf: Buffer.from("%PDF-"),
              xml: "<x/>",
              createdAt: NOW,
              paidCents: paid,
            });
            return id;
          });
        const late = await issued("R-2026-0901", "2026-11-15", 90_000, 20_000);
        const cancelled = await issued("R-2026-0902", "2026-11-10", 50_000, null);
        await database.service.run((db) =>
          db.insert(invoices).values({
            id: randomUUID(),
            number: "R-2026-0903",
            kind: "cancellation",
            offerId: soon,
            cancelsId: cancelled,
            language: "de",
            taxRegime: "small_business",
            customer,
            issueDate: "2026-11-11",
            dueDate: "2026-11-11",
            lines: [],
            totals: computeTotals([], null, "small_business"),
            netCents: 50_000,
            taxCents: 0,
            grossCents: 50_000,
            amountDueCents: 50_000,
            pdf: Buffer.from("%PDF-"),
            xml: "<x/>",
            createdAt: NOW,
          }),
        );
        await issued("R-2026-0904", "2026-11-30", 40_000, null);
        const withMoney = await overviewOf(olga);
        expect(withMoney.upcomingEvents.count).toBe(2);
        expect(withMoney.upcomingEvents.items).toEqual([
          expect.objectContaining({
            date: "2026-11-26",
            events: ["Stadtrallye"],
            leadId: waiting,
            company: "Kiez AG",
            participants: 18,
          }),
          expect.objectContaining({ date: "2026-12-01", offerId: soon, events: ["Teamkochen"] }),
        ]);
        expect(withMoney.overdueInvoices).toEqual({
          count: 1,
          cents: 70_000,
          items: [
            {
              id: late,
              number: "R-2026-0901",
              leadId: waiting,
              company: "Kiez AG",
              daysOverdue: 11,
              openCents: 70_000,
            },
          ],
        });

        const his = await overviewOf(stefan);
        expect(his.myOverdue.items.map((item) => item.id)).toEqual([colleagues]);
        expect(his.myToday).toEqual({ count: 0, items: [] });
        expect(his.teamOverdue).toBe(3);
      } finally {
        await server.close();
        await database.dispose();
      }
    }, 60_000);
  });
}
