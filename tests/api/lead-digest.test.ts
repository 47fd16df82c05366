/**
 * The morning mail of due steps, on both engines, end to end: a server started at 08:00
 * Berlin (catch-up at start-up) queues one mail through the outbox, and its worker delivers
 * it to a real SMTP server: in English for the English-speaking staff member who owns a lead
 * with an overdue step and one with a step today, listing both with their links, and
 * nothing for a colleague without steps or one who switched the mail off. Running it again,
 * or from two instances at once, queues nothing more. The timer's next run is 08:00 on
 * Berlin's wall clock in winter, in summer and on both days the clocks change.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers } from "../../server/accounts/schema.ts";
import { openDatabase } from "../../server/database/connection.ts";
import { DatabaseService } from "../../server/database/service.ts";
import { loadConfig } from "../../server/env.ts";
import { berlinDay, berlinTime } from "../../app/shared/berlin-time.ts";
import { DailyMailJob, nextDailyRun } from "../../server/leads/daily-mail.ts";
import { leadDigests, leads } from "../../server/leads/schema.ts";
import { insertLead, type NewLead } from "../../server/leads/store/intake.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { startSmtpServer, type TestSmtp } from "./mail-server.ts";
import { seedOpenInvoices } from "../support/bank-statements.ts";
import { adminFetch, adminSession, type AdminSession } from "./support/admin-session.ts";
import { engines, quietLog, type TestDatabase } from "./support/databases.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

const SITE_URL = "https://www.spreegeist-events.de";
const EIGHT = 8 * 60;

describe("the morning mail's timer", () => {
  const next = (now: string) => nextDailyRun(new Date(now), EIGHT).toISOString();

  it("runs at 08:00 Berlin time in winter (UTC+1) and summer (UTC+2)", () => {
    expect(next("2027-01-15T06:59:00Z")).toBe("2027-01-15T07:00:00.000Z");
    expect(next("2027-01-15T07:00:00Z")).toBe("2027-01-16T07:00:00.000Z");
    expect(next("2026-07-15T05:30:00Z")).toBe("2026-07-15T06:00:00.000Z");
    expect(next("2026-07-15T06:00:01Z")).toBe("2026-07-16T06:00:00.000Z");
    // Late in the evening in UTC is already the next Berlin day.
    expect(next("2026-07-15T22:30:00Z")).toBe("2026-07-16T06:00:00.000Z");
  });

  it("keeps 08:00 on the days the clocks change", () => {
    // Saturday morning before the change in March: Sunday 08:00 is summer time.
    expect(next("2026-03-28T08:00:00Z")).toBe("2026-03-29T06:00:00.000Z");
    // Saturday before the change in October: Sunday 08:00 is winter time again.
    expect(next("2026-10-24T07:00:00Z")).toBe("2026-10-25T07:00:00.000Z");
    // An hour that does not exist (02:30 on the last Sunday of March) is taken after it.
    expect(berlinTime("2026-03-29", "02:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(berlinDay(new Date("2026-10-24T22:30:00Z"))).toBe("2026-10-25");
  });
});

/** A lead as the form stores it, with the back office's owner and next step set on it. */
function lead(name: string, company: string): NewLead {
  return {
    idempotencyKey: null,
    language: "de",
    sourcePage: "/contact",
    channel: "api",
    name,
    company,
    email: `${name.split(" ")[0]!.toLowerCase()}@kunde.example`,
    participants: 20,
    event: "Teamkochen",
    privacyPolicyVersion: "2.0",
  };
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`the morning mail on ${engine.name}`, () => {
    let database: TestDatabase;
    let smtp: TestSmtp;
    let setup: TestServer | undefined;
    let ella: AdminSession;
    let gustav: AdminSession;
    let otto: AdminSession;
    let olga: AdminSession;
    let lateInvoice: string;
    const ids: Record<string, string> = {};
    // Friday, 15 January 2027, 08:00 in Berlin (winter time).
    const eightAm = new Date("2027-01-15T07:00:00Z");
    const day = "2027-01-15";

    const config = () => ({
      mail: { ...loadConfig({}).mail, smtpUrl: smtp.url, retryDelaysMs: [200] },
      siteUrl: SITE_URL,
    });
    const dailyRows = () =>
      database.service.run((db) =>
        db.select().from(mailOutbox).where(eq(mailOutbox.kind, "daily")),
      );
    const digests = () => database.service.run((db) => db.select().from(leadDigests));

    async function addLead(
      key: string,
      owner: AdminSession,
      step: { date: string; time: string | null; text: string },
      extra: Partial<typeof leads.$inferInsert> = {},
    ) {
      const [name, company] = key.split("|") as [string, string];
      const { id } = await database.service.run((db) =>
        insertLead(db, lead(name, company), new Date("2027-01-10T09:00:00Z")),
      );
      await database.service.run((db) =>
        db
          .update(leads)
          .set({
            ownerId: owner.userId,
            nextStepDate: step.date,
            nextStepTime: step.time,
            nextStepText: step.text,
            nextStepDueAt: berlinTime(step.date, step.time ?? "24:00"),
            ...extra,
          })
          .where(eq(leads.id, id)),
      );
      ids[name] = id;
      return id;
    }

    beforeAll(async () => {
      smtp = await startSmtpServer();
      database = await engine.create();
      // Accounts and their choices through the API, by a server without the morning mail.
      setup = await startTestServer({
        database: database.service,
        dataDir: database.dataDir,
        config: { ...config(), dailyMailAt: null },
      });
      ella = await adminSession(database.service, setup.url, "staff", "Ella English");
      gustav = await adminSession(database.service, setup.url, "staff", "Gustav Grün");
      otto = await adminSession(database.service, setup.url, "staff", "Otto Ohne");
      olga = await adminSession(database.service, setup.url, "owner", "Olga Owner");
      const prefer = (session: AdminSession, body: unknown) =>
        adminFetch(session, "/api/admin/account/preferences", {
          method: "PUT",
          body: JSON.stringify(body),
        });
      expect((await prefer(ella, { locale: "en" })).status).toBe(200);
      expect((await prefer(otto, { dailyMail: false })).status).toBe(200);
      await setup.close();
      setup = undefined;

      await addLead("Anna Alt|Alt & Co", ella, {
        date: "2027-01-13",
        time: "10:00",
        text: "Follow up the offer",
      });
      await addLead("Bert Heute|Heute AG", ella, { date: day, time: "14:30", text: "Call back" });
      await addLead("Carla Morgen|Morgen GmbH", ella, {
        date: "2027-01-16",
        time: null,
        text: "Tomorrow's step",
      });
      await addLead(
        "Dora Verloren|Weg KG",
        ella,
        { date: "2027-01-12", time: null, text: "Lost lead's step" },
        { state: "lost", lostReason: "no_answer" },
      );
      await addLead(
        "Emil Doppelt|Doppelt GmbH",
        ella,
        { date: "2027-01-12", time: null, text: "Merged lead's step" },
        { mergedInto: ids["Anna Alt"]! },
      );
      await addLead("Olga Ohne|Ohne AG", otto, { date: day, time: null, text: "Otto's step" });
      // An invoice due on 1 January and unpaid: the owner hears of it (decision 0187).
      const seeded = await database.service.run((db) =>
        seedOpenInvoices(db, [
          {
            number: "R-2027-0001",
            offerNumber: "A-2027-0001",
            cents: 250_000,
            company: "Spät & Partner GmbH",
            contactName: "Sina Spät",
            issueDate: "2027-01-01",
          },
        ]),
      );
      lateInvoice = seeded[0]!;
      // The leads' own mails are not what this test is about.
      await database.service.run((db) => db.delete(mailOutbox));
    });
    afterAll(async () => {
      await setup?.close();
      await database?.dispose();
      await smtp?.stop();
    });

    it("mails the English staff member her overdue and today's steps, and nobody else", async () => {
      // The set-up's invitations may have reached the SMTP server before its server closed:
      // only what arrives from here on is the morning mail.
      const before = smtp.received.length;
      // Started at 08:00 on a day whose mails were not sent: it catches up at once.
      const server = await startTestServer({
        database: database.service,
        dataDir: database.dataDir,
        config: { ...config(), dailyMailAt: EIGHT },
        now: () => eightAm,
      });
      const [{ email: olgaEmail }] = (await database.service.run((db) =>
        db
          .select({ email: adminUsers.email })
          .from(adminUsers)
          .where(eq(adminUsers.id, olga.userId)),
      )) as [{ email: string }];
      try {
        const received = (await smtp.waitFor(before + 2)).slice(before);
        const mail = received.find((m) => m.envelope.to[0] !== olgaEmail);
        expect(mail!.envelope.to).toHaveLength(1);
        await server.close();
        const rows = await dailyRows();
        expect(rows).toHaveLength(2);
        expect(rows.every((row) => row.status === "sent")).toBe(true);
        const ellas = (await digests()).find((row) => row.userId === ella.userId);
        expect(ellas).toMatchObject({ day });

        // The owner, without steps of her own, gets the overdue invoice in German.
        const owners = received.find((m) => m.envelope.to[0] === olgaEmail)!;
        expect(owners.headers.subject).toBe(
          "Rechnungen und Anzahlungen heute – Spreegeist Backoffice",
        );
        expect(owners.text).toMatch(
          /offen 2\.500,00\s€, 14 Tage überfällig \(fällig am 01\.01\.2027\)/,
        );
        expect(owners.text).toContain(`${SITE_URL}/admin/invoices/${lateInvoice}`);
        expect(mail!.text).not.toContain("R-2027-0001");
        await database.service.run((db) =>
          db.update(adminUsers).set({ dailyMail: false }).where(eq(adminUsers.id, olga.userId)),
        );

        expect(mail!.headers.subject).toBe("2 steps due today – Spreegeist back office");
        const text = mail!.text;
        expect(text).toContain("Good morning Ella English,");
        expect(text).toContain(
          "here is what is due today, Friday, 15 January 2027, on your enquiries:",
        );
        const overdue = text.indexOf("Overdue (1)");
        const today = text.indexOf("Today (1)");
        expect(overdue).toBeGreaterThan(0);
        expect(today).toBeGreaterThan(overdue);
        const anna = text.indexOf("- Anna Alt (Alt & Co): Follow up the offer");
        const bert = text.indexOf("- Bert Heute (Heute AG): Call back");
        expect(anna).toBeGreaterThan(overdue);
        expect(anna).toBeLessThan(today);
        expect(bert).toBeGreaterThan(today);
        expect(text).toContain("due since Wed 13 Jan, 10:00");
        expect(text).toContain("today, 14:30");
        expect(text).toContain(`${SITE_URL}/admin/leads/${ids["Anna Alt"]}`);
        expect(text).toContain(`${SITE_URL}/admin/leads/${ids["Bert Heute"]}`);
        expect(text).toContain(`${SITE_URL}/admin/account`);
        for (const other of ["Carla Morgen", "Dora Verloren", "Emil Doppelt", "Olga Ohne"]) {
          expect(text).not.toContain(other);
          expect(text).not.toContain(ids[other]!);
        }
        // Gustav has no steps, Otto switched the mail off: neither got anything.
        const recipients = (await digests()).map((row) => row.userId);
        expect(recipients).not.toContain(gustav.userId);
        expect(recipients).not.toContain(otto.userId);
      } finally {
        if (server.app.server.listening) await server.close();
      }
    });

    it("queues nothing more that day, even from two instances at once", async () => {
      const job = (service: DatabaseService, at: Date) =>
        new DailyMailJob({
          database: service,
          at: EIGHT,
          siteUrl: SITE_URL,
          now: () => at,
          log: quietLog,
        });
      // A second instance: its own connections to the same PostgreSQL database (the embedded
      // database has one process; there the two runs share it).
      const second = database.databaseUrl
        ? new DatabaseService(
            () => openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl }),
            quietLog,
          )
        : database.service;
      if (second !== database.service) expect(await second.start()).toBe("ready");
      try {
        const later = new Date(eightAm.getTime() + 30 * 60_000);
        expect(
          await Promise.all([job(database.service, later).runOnce(), job(second, later).runOnce()]),
        ).toEqual([0, 0]);
        // Ella's and the owner's (who then switched hers off).
        expect(await dailyRows()).toHaveLength(2);

        // The next morning both instances find Ella's steps (now all overdue): one mail.
        const nextMorning = new Date("2027-01-16T07:00:00Z");
        const queued = await Promise.all([
          job(database.service, nextMorning).runOnce(),
          job(second, nextMorning).runOnce(),
        ]);
        expect(queued.sort()).toEqual([0, 1]);
        const rows = await dailyRows();
        expect(rows).toHaveLength(3);
        const [digest] = await database.service.run((db) =>
          db
            .select()
            .from(leadDigests)
            .where(and(eq(leadDigests.day, "2027-01-16"), eq(leadDigests.userId, ella.userId))),
        );
        const message = rows.find((row) => row.id === digest!.mailId)!.message!;
        expect(message.subject).toBe("3 steps due today – Spreegeist back office");
        expect(message.text).toContain("Overdue (2)");
        expect(message.text).toContain("Today (1)");

        // Switched off, she gets nothing the morning after.
        await database.service.run((db) =>
          db.update(adminUsers).set({ dailyMail: false }).where(eq(adminUsers.id, ella.userId)),
        );
        expect(await job(database.service, new Date("2027-01-17T07:00:00Z")).runOnce()).toBe(0);
      } finally {
        if (second !== database.service) await second.close();
      }
    });
  });
}
