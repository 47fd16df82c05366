/**
 * `npm run leads -- --morning-mail`'s command of the control channel, on both engines: it
 * queues today's morning mail at any hour (06:30 here, before DAILY_MAIL_TIME) for whoever
 * has due steps and no mail of the day yet, wakes the server's mail worker and answers with
 * the day and a count only; after 08:00's mails, and when run again, it queues nothing more;
 * with the morning mail switched off it refuses.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminUsers } from "../../server/accounts/schema.ts";
import type { ControlContext } from "../../server/control/command.ts";
import { controlCommands } from "../../server/control/commands.ts";
import { loadConfig } from "../../server/env.ts";
import { berlinDayStart } from "../../app/shared/berlin-time.ts";
import { DailyMailJob } from "../../server/leads/daily-mail.ts";
import { leadDigests, leads } from "../../server/leads/schema.ts";
import { insertLead } from "../../server/leads/store/intake.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { engines, quietLog, type TestDatabase } from "./support/databases.ts";

const SITE_URL = "https://www.spreegeist-events.de";
const EIGHT = 8 * 60;
const day = "2027-01-15";
// Friday, 15 January 2027 in Berlin (winter time, UTC+1).
const earlyMorning = new Date("2027-01-15T05:30:00Z");
const eightAm = new Date("2027-01-15T07:00:00Z");
const afternoon = new Date("2027-01-15T13:00:00Z");

const morningMail = controlCommands["morning-mail"];

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`the morning-mail command on ${engine.name}`, () => {
    let database: TestDatabase;
    const wakeMailer = vi.fn();
    const context = (at: Date, dailyMailAt: number | null = EIGHT): ControlContext => ({
      database: database.service,
      config: { ...loadConfig({}), siteUrl: SITE_URL, dailyMailAt },
      now: () => at,
      log: quietLog,
      wakeMailer,
    });
    const dailyMails = () =>
      database.service.run((db) =>
        db.select().from(mailOutbox).where(eq(mailOutbox.kind, "daily")),
      );

    async function account(name: string, dailyMail = true): Promise<string> {
      const id = randomUUID();
      const email = `${name.toLowerCase()}@agency.example`;
      await database.service.run((db) =>
        db.insert(adminUsers).values({
          id,
          name,
          email,
          role: "staff",
          dailyMail,
          createdAt: earlyMorning,
          updatedAt: earlyMorning,
        }),
      );
      return id;
    }

    /** A lead owned by `ownerId` whose next step is `text` on `date` (no time of day). */
    async function leadWithStep(name: string, ownerId: string, date: string, text: string) {
      const { id } = await database.service.run((db) =>
        insertLead(
          db,
          {
            idempotencyKey: null,
            language: "de",
            sourcePage: "/contact",
            channel: "api",
            name,
            company: "Kunde GmbH",
            email: "kontakt@kunde.example",
            participants: 20,
            event: "Teamkochen",
            privacyPolicyVersion: "2.0",
          },
          new Date("2027-01-10T09:00:00Z"),
        ),
      );
      await database.service.run((db) =>
        db
          .update(leads)
          .set({
            ownerId,
            nextStepDate: date,
            nextStepTime: null,
            nextStepText: text,
            nextStepDueAt: berlinDayStart(date, 1),
          })
          .where(eq(leads.id, id)),
      );
      return id;
    }

    beforeAll(async () => {
      database = await engine.create();
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it("queues today's mail at any hour, once per person and day, and says only how many", async () => {
      const anna = await account("Anna");
      const carla = await account("Carla");
      const otto = await account("Otto", false);
      const annasLead = await leadWithStep("Kurt Kunde", anna, "2027-01-14", "Angebot nachfassen");
      await leadWithStep("Olli Ohne", otto, "2027-01-14", "Otto's step");

      // 06:30, before the 08:00 run: Anna's mail goes out now; Otto switched it off.
      const early = await morningMail.run(context(earlyMorning), {});
      expect(early).toEqual({ day, queued: 1 });
      expect(wakeMailer).toHaveBeenCalledTimes(1);
      const [mail] = await dailyMails();
      expect(mail!.message!.to).toBe("anna@agency.example");
      expect(mail!.message!.text).toContain("- Kurt Kunde (Kunde GmbH): Angebot nachfassen");
      expect(mail!.message!.text).toContain(`${SITE_URL}/admin/leads/${annasLead}`);

      // 08:00 mails Carla, whose step is today's; Anna already had hers.
      await leadWithStep("Clara Heute", carla, day, "Rückruf");
      const job = new DailyMailJob({
        database: database.service,
        at: EIGHT,
        siteUrl: SITE_URL,
        now: () => eightAm,
        log: quietLog,
      });
      expect(await job.runOnce()).toBe(1);

      // In the afternoon both have new overdue steps: no second mail that day, however often.
      await leadWithStep("Karl Neu", anna, "2027-01-13", "Neuer Schritt");
      await leadWithStep("Cem Neu", carla, "2027-01-13", "Neuer Schritt");
      expect(await morningMail.run(context(afternoon), {})).toEqual({ day, queued: 0 });
      expect(await morningMail.run(context(afternoon), {})).toEqual({ day, queued: 0 });
      expect(wakeMailer).toHaveBeenCalledTimes(1);
      expect(await dailyMails()).toHaveLength(2);
      const digests = await database.service.run((db) => db.select().from(leadDigests));
      expect(digests.map((row) => row.userId).sort()).toEqual([anna, carla].sort());

      // The next morning the command sends the day's mail again (after an outage, say).
      expect(await morningMail.run(context(new Date("2027-01-16T06:00:00Z")), {})).toEqual({
        day: "2027-01-16",
        queued: 2,
      });
    });

    it("refuses when the morning mail is switched off", async () => {
      await expect(morningMail.run(context(afternoon, null), {})).rejects.toThrow(
        "The morning mail is switched off (DAILY_MAIL_TIME=off).",
      );
    });
  });
}
