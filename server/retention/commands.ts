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
  mailWithoutLeadCutoff,
  purgeExpiredConsents,
  purgeExpiredDocuments,
  purgeExpiredHeadcountAnswers,
  purgeExpiredLeads,
  purgeMailsWithoutLead,
  wonLeadCutoff,
} from "./purge.ts";
import { firstKeptInvoiceYear, firstKeptOfferYear } from "./documents.ts";

export const retentionCommands = {
  /** Deletes the records past their retention period now (the server also does it daily). */
  purge: defineCommand({
    input: z.object({}).strict(),
    run: async ({ database, now, config }) => {
      const at = now();
      const outboxDir = path.join(config.dataDir, "outbox");
      return {
        consents: await purgeExpiredConsents(database, at),
        consentsBefore: consentCutoff(at).toISOString(),
        enquiries: await purgeExpiredLeads(database, at, outboxDir),
        enquiriesBefore: leadCutoff(at).toISOString(),
        wonEnquiriesBefore: wonLeadCutoff(at).toISOString(),
        mailsWithoutLead: await purgeMailsWithoutLead(database, at, outboxDir),
        mailsWithoutLeadBefore: mailWithoutLeadCutoff(at).toISOString(),
        documents: await purgeExpiredDocuments(database, at),
        invoicesBeforeYear: firstKeptInvoiceYear(at),
        offersBeforeYear: firstKeptOfferYear(at),
        headcountAnswers: await purgeExpiredHeadcountAnswers(database, at),
      };
    },
  }),
};
