/**
 * Retention of consent records (privacy policy: "cookie settings until revoked or 24
 * months") and enquiries (12 months after their last change in the back office, 6 years
 * when won: commercial correspondence, HGB § 257; docs/product.md): older ones are deleted
 * daily by the server and on demand by `npm run purge`, with the `.eml` files of their
 * mails. So are the outbox's mails about no lead (invitations, sign-in alerts, morning
 * mails) 7 days after they were queued, once sent or given up, and the participants'
 * headcount answers 30 days after their event (server/headcount/). The clock is a parameter so
 * tests can move time.
 */
import type { FastifyBaseLogger } from "fastify";
import { deleteConsentsBefore } from "../consent/store.ts";
import { deleteExpiredLeads, leadCutoff, wonLeadCutoff } from "../leads/store/index.ts";
import { deleteFinishedMailsWithoutLead } from "../mail/outbox.ts";
import { removeMailFiles } from "../mail/outbox-files.ts";
import { deleteExpiredHeadcountAnswers } from "../headcount/store.ts";
import type { DatabaseService } from "../database/service.ts";
import {
  deleteDraftsOfExpiredLeads,
  deleteExpiredDocuments,
  type DocumentPurge,
} from "./documents.ts";

export const CONSENT_RETENTION_MONTHS = 24;
/** Days a mail about no lead stays in the outbox (a given-up one keeps its text until then). */
export const MAIL_WITHOUT_LEAD_RETENTION_DAYS = 7;
export { leadCutoff, wonLeadCutoff };
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** After a failed run (database away) the job tries again sooner than a day later. */
export const RETENTION_RETRY_MS = 10 * 60 * 1000;

/** The moment 24 calendar months before `now`; older records are due for deletion. */
export function consentCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - CONSENT_RETENTION_MONTHS);
  return cutoff;
}

/** The moment 7 days before `now`; finished mails about no lead queued earlier go. */
export function mailWithoutLeadCutoff(now: Date): Date {
  return new Date(now.getTime() - MAIL_WITHOUT_LEAD_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Deletes the enquiries that are due (with their mails, notes and history) and then the
 * `.eml` files of their mails in `outboxDir` when given; returns how many enquiries.
 */
export async function purgeExpiredLeads(
  database: DatabaseService,
  now: Date,
  outboxDir?: string,
): Promise<number> {
  // Offer drafts go with their lead (sent offers stay, their lead link becomes null).
  await database.run((db) => deleteDraftsOfExpiredLeads(db, now));
  const { deleted, mailIds } = await database.run((db) => deleteExpiredLeads(db, now));
  if (outboxDir) await removeMailFiles(outboxDir, mailIds);
  return deleted;
}

/**
 * Deletes the sent or given-up mails about no lead queued more than 7 days ago, then their
 * `.eml` files in `outboxDir` when given; returns how many.
 */
export async function purgeMailsWithoutLead(
  database: DatabaseService,
  now: Date,
  outboxDir?: string,
): Promise<number> {
  const ids = await database.run((db) =>
    deleteFinishedMailsWithoutLead(db, mailWithoutLeadCutoff(now)),
  );
  if (outboxDir) await removeMailFiles(outboxDir, ids);
  return ids.length;
}

/** Deletes invoices 8 and sent offers 6 years after their year, lead-less drafts after 12 months. */
export function purgeExpiredDocuments(
  database: DatabaseService,
  now: Date,
): Promise<DocumentPurge> {
  return database.run((db) => deleteExpiredDocuments(db, now));
}

/** Deletes the headcount answers of bookings whose day is 30 days past (server/headcount/). */
export function purgeExpiredHeadcountAnswers(
  database: DatabaseService,
  now: Date,
): Promise<number> {
  return database.run((db) => deleteExpiredHeadcountAnswers(db, now));
}

export function purgeExpiredConsents(database: DatabaseService, now: Date): Promise<number> {
  return database.run((db) => deleteConsentsBefore(db, consentCutoff(now)));
}

export interface RetentionJobOptions {
  database: DatabaseService;
  /** DATA_DIR/outbox: the `.eml` files of deleted enquiries and mails go too. */
  outboxDir?: string;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  intervalMs?: number;
  retryMs?: number;
}

/** Runs the purge now and then once per interval; returns the function that stops it. */
export function startRetentionJob(options: RetentionJobOptions): () => void {
  const interval = options.intervalMs ?? RETENTION_INTERVAL_MS;
  const retry = options.retryMs ?? RETENTION_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(run, delay);
    timer.unref();
  };
  const run = async () => {
    try {
      const deleted = await purgeExpiredConsents(options.database, options.now());
      if (deleted > 0) options.log.info(`Retention: deleted ${deleted} consent records`);
      const enquiries = await purgeExpiredLeads(options.database, options.now(), options.outboxDir);
      if (enquiries > 0) options.log.info(`Retention: deleted ${enquiries} enquiries`);
      const mails = await purgeMailsWithoutLead(options.database, options.now(), options.outboxDir);
      if (mails > 0) options.log.info(`Retention: deleted ${mails} mails about no lead`);
      const documents = await purgeExpiredDocuments(options.database, options.now());
      if (documents.invoices + documents.offers + documents.drafts > 0) {
        options.log.info(
          `Retention: deleted ${documents.invoices} invoices, ${documents.offers} sent offers and ${documents.drafts} offer drafts`,
        );
      }
      const answers = await purgeExpiredHeadcountAnswers(options.database, options.now());
      if (answers > 0) options.log.info(`Retention: deleted ${answers} headcount answers`);
      schedule(interval);
    } catch (error) {
      options.log.error({ err: error }, "Retention run failed; trying again later");
      schedule(retry);
    }
  };
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
