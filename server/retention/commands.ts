/**
 * `purge` of the control channel (server/control/commands.ts): `npm run purge` runs it in the
 * running server, or in its own process when no server runs.
 */
import path from "node:path";
import { z } from "zod";
import { defineCommand } from "../control/command.ts";
import {
  consentCutoff,
  leadCutoff,
  purgeExpiredConsents,
  purgeExpiredLeads,
  wonLeadCutoff,
} from "./purge.ts";

export const retentionCommands = {
  /** Deletes the records past their retention period now (the server also does it daily). */
  purge: defineCommand({
    input: z.object({}).strict(),
    run: async ({ database, now, config }) => {
      const at = now();
      return {
        consents: await purgeExpiredConsents(database, at),
        consentsBefore: consentCutoff(at).toISOString(),
        enquiries: await purgeExpiredLeads(database, at, path.join(config.dataDir, "outbox")),
        enquiriesBefore: leadCutoff(at).toISOString(),
        wonEnquiriesBefore: wonLeadCutoff(at).toISOString(),
      };
    },
  }),
};
