/**
 * The leads' commands of the control channel (server/control/commands.ts), which
 * `npm run leads` runs in the running server, or in its own process when no server runs:
 * the leads as a table, and today's morning mail now (`--morning-mail`).
 */
import { z } from "zod";
import { defineCommand } from "../control/command.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import { DailyMailJob } from "./daily-mail.ts";
import { listLeads } from "./store/intake.ts";
import { toLead } from "./cli-table.ts";

export const leadsCommands = {
  /** The leads, newest first, as the shape `npm run leads` prints. */
  leads: defineCommand({
    input: z.object({}).strict(),
    run: ({ database }) => database.run(async (db) => (await listLeads(db)).map(toLead)),
  }),
  /**
   * Today's morning mail now (after an outage, or for a test), whatever the time: queued for
   * everyone with due steps who has not had today's (./daily-mail.ts), so a second run, or
   * one after 08:00's, queues nothing more. Counts only: no person, no lead.
   */
  "morning-mail": defineCommand({
    input: z.object({}).strict(),
    run: async ({ database, config, now, log, wakeMailer }) => {
      if (config.dailyMailAt === null) {
        throw new Error("The morning mail is switched off (DAILY_MAIL_TIME=off).");
      }
      const at = now();
      const job = new DailyMailJob({
        database,
        at: config.dailyMailAt,
        siteUrl: config.siteUrl,
        now: () => at,
        log,
        ...(wakeMailer ? { onQueued: wakeMailer } : {}),
      });
      return { day: berlinDay(at), queued: await job.runOnce() };
    },
  }),
};
