/**
 * `npm run purge`: deletes consent records older than 24 months, enquiries unchanged for
 * 12 months (won ones: 6 years) and the sent or given-up mails about no lead (invitations,
 * sign-in alerts, morning mails) queued more than 7 days ago, invoices 8 and sent offers 6
 * years after the end of their year, and offer drafts without a lead unchanged for 12
 * months now, with the mails' .eml files, from the database the server uses (same DATA_DIR / DATABASE_URL), through the
 * running server when there is one (server/control/README.md).
 */
// First: whatever this tool writes (database files, backups) is private to its user.
import "../umask.ts";
import { ConfigError, loadConfig } from "../env.ts";
import { runControlCommand } from "../control/client.ts";

try {
  const { result } = await runControlCommand("purge", {}, loadConfig());
  console.log(
    `Deleted ${result.consents} consent records created before ${result.consentsBefore}.`,
  );
  console.log(
    `Deleted ${result.enquiries} enquiries (and their e-mails) last changed before ${result.enquiriesBefore} (won ones: before ${result.wonEnquiriesBefore}).`,
  );
  console.log(
    `Deleted ${result.mailsWithoutLead} sent or given-up e-mails about no lead (invitations, sign-in alerts, morning mails) queued before ${result.mailsWithoutLeadBefore}.`,
  );
  console.log(
    `Deleted ${result.documents.invoices} invoices issued before ${result.invoicesBeforeYear}, ${result.documents.offers} sent offers sent before ${result.offersBeforeYear} (none an invoice still kept rests on) and ${result.documents.drafts} offer drafts without a lead unchanged for 12 months.`,
  );
  console.log(
    `Deleted ${result.headcountAnswers} headcount answers of events more than 30 days past.`,
  );
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? `Invalid environment: ${error.message}`
      : `Purge failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
