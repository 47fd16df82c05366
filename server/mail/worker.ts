/**
 * The mail worker inside the server: sends the outbox. It is woken right after an enquiry
 * is committed (so mail goes out within milliseconds), and also polls, for retries that
 * fall due, rows left by a crashed process and rows written by other instances.
 *
 * A row is marked sent only after the transport accepted it. A failure schedules the next
 * attempt with growing back-off (MAIL_RETRY_DELAYS); an SMTP 5xx answer or three days of
 * failures mark it failed (it still shows in `npm run leads`). See decision 0020.
 * A composed mail's files (`mail_attachments`, an offer's PDF) are read when it is sent,
 * attached, and deleted with its message once it was accepted.
 */
import type { FastifyBaseLogger } from "fastify";
import type { SendMailOptions } from "nodemailer";
import { BatchWriter } from "../database/batch-writer.ts";
import type { DatabaseService } from "../database/service.ts";
import { composeMail, composeQueued, messageDomain, type MailSettings } from "./messages.ts";
import {
  attachmentsOf,
  claimDueMails,
  markFailedAttempt,
  markSent,
  nextDueAt,
  releaseAllClaims,
  releaseClaims,
  type ClaimedMail,
} from "./outbox.ts";
import { isPermanentFailure, PermanentMailError, type MailTransport } from "./transport.ts";

/** After this long a mail that still fails is given up (and logged as an error). */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
/** Rows claimed per round and sent at the same time (the SMTP pool has 4 connections). */
const BATCH = 16;
const PARALLEL = 4;
/** Polling: for rows of other instances and leases of crashed ones. */
const POLL_MS = 30_000;
/** How long stop() waits for sends under way before it gives their rows back. */
const STOP_WAIT_MS = 5_000;

export interface MailWorkerOptions {
  database: DatabaseService;
  transport: MailTransport;
  settings: MailSettings;
  retryDelaysMs: number[];
  leaseMs: number;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  pollMs?: number;
  /**
   * Told of each mail about a lead once the SMTP server took it (the sent copy for the
   * mailbox, server/mail/inbound/sent-copies.ts); must return at once.
   */
  onSentAboutLead?: (outboxId: string, message: SendMailOptions) => void;
  /** Called when the worker stops. */
  onStop?: () => void;
}

/** Anything that looks like an e-mail address, as SMTP answers quote them (`<a@b.de>`). */
const addressPattern = /[^\s<>()[\]{}"',;:]+@[^\s<>()[\]{}"',;:]+/g;

/**
 * A failed send as the log shows it: the SMTP reply code and the error's text with every
 * e-mail address replaced (SMTP servers quote the refused recipient: "550 5.1.1
 * <anna@example.com>: Recipient address rejected"). Logs keep no personal data.
 */
export function mailErrorForLog(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(
    addressPattern,
    "[address]",
  );
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === "number" && !message.includes(String(code))
    ? `SMTP ${code}: ${message}`
    : message;
}

/** The wait before attempt `attempts + 1`: the list's entry for it, the last one repeating. */
export function retryDelay(attempts: number, delaysMs: readonly number[]): number {
  return delaysMs[Math.min(Math.max(attempts, 1) - 1, delaysMs.length - 1)] ?? 60_000;
}

export class MailWorker {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #round: Promise<void> | undefined;
  #again = false;
  #stopped = false;
  #started = false;
  /** The first round on the embedded database takes back the claims of a crashed run. */
  #firstRound = true;
  /** Rows claimed and not yet settled, given back if the worker stops first. */
  readonly #inHand = new Set<string>();
  /**
   * Group commit for "sent": the mails accepted in the same turn of the event loop are
   * marked in one UPDATE; each send still waits for its own row's commit.
   */
  readonly #sent: BatchWriter<string>;

  constructor(private readonly options: MailWorkerOptions) {
    this.#sent = new BatchWriter((ids) =>
      options.database.run((db) => markSent(db, ids, options.now())),
    );
  }

  /** Begins sending (after taking back claims of a crashed run on the embedded database). */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.wake();
  }

  /** Something may be due now: run a round at once (or right after the current one). */
  wake(): void {
    if (this.#stopped || !this.#started) return;
    if (this.#round) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#round = this.#runRounds().finally(() => {
      this.#round = undefined;
      if (this.#again && !this.#stopped) this.wake();
    });
  }

  /** Stops claiming, lets sends under way finish (briefly), gives unsent claims back. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    if (this.#round) {
      await Promise.race([
        this.#round,
        new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
      ]);
    }
    const left = [...this.#inHand];
    if (left.length > 0) {
      await this.options.database.run((db) => releaseClaims(db, left)).catch(() => undefined);
    }
    this.options.transport.close();
    this.options.onStop?.();
  }

  async #runRounds(): Promise<void> {
    const { database, leaseMs, now } = this.options;
    try {
      if (this.#firstRound && database.kind === "embedded") {
        const released = await database.run((db) => releaseAllClaims(db));
        if (released > 0) this.options.log.warn(`Mail: ${released} unfinished sends resumed`);
      }
      this.#firstRound = false;
      for (;;) {
        this.#again = false;
        if (this.#stopped) return;
        const domain = messageDomain(this.options.settings);
        const claimed = await database.run((db) =>
          claimDueMails(db, now(), leaseMs, BATCH, domain),
        );
        if (claimed.length === 0) break;
        for (const mail of claimed) this.#inHand.add(mail.id);
        await this.#sendAll(claimed);
      }
      await this.#scheduleNext();
    } catch (error) {
      // Typically the database is away; the poll tries again.
      this.options.log.warn({ err: error }, "Mail: outbox not readable, trying again later");
      this.#schedule(Math.min(this.options.pollMs ?? POLL_MS, 5_000));
    }
  }

  async #sendAll(claimed: ClaimedMail[]): Promise<void> {
    const queue = [...claimed];
    const lanes = Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let mail = queue.shift(); mail; mail = queue.shift()) {
        if (this.#stopped) return; // left in hand: stop() gives it back
        await this.#sendOne(mail);
      }
    });
    await Promise.all(lanes);
  }

  async #sendOne(mail: ClaimedMail): Promise<void> {
    const { database, transport, settings, log } = this.options;
    let error: unknown;
    const { enquiry, message } = mail;
    const at = (enquiry?.createdAt ?? mail.createdAt).toISOString().replace(/[:.]/g, "-");
    try {
      if (message) {
        // Files (an offer's PDF) go as base64 text: they cross to the SMTP thread as such.
        const files = message.attachments
          ? await database.run((db) => attachmentsOf(db, mail.id))
          : [];
        const composed: SendMailOptions = {
          ...composeQueued(mail.id, message, settings, {
            kind: mail.kind,
            aboutLead: mail.aboutLead,
          }),
          ...(files.length > 0
            ? {
                attachments: files.map((file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  content: file.content.toString("base64"),
                  encoding: "base64",
                })),
              }
            : {}),
        };
        await transport.send(composed, `${at}-${mail.kind}-${mail.id}`);
        if (mail.aboutLead) this.options.onSentAboutLead?.(mail.id, composed);
      } else if (enquiry && (mail.kind === "agency" || mail.kind === "confirmation")) {
        const composed = composeMail(mail.kind, mail.id, enquiry, settings);
        await transport.send(composed, `${at}-${mail.kind}-${mail.id}`);
        // The confirmation went to the customer: its copy belongs in the sent folder.
        if (mail.kind === "confirmation") this.options.onSentAboutLead?.(mail.id, composed);
      } else {
        throw new PermanentMailError("The mail has neither an enquiry nor a message");
      }
    } catch (caught) {
      error = caught;
    }
    try {
      if (error === undefined) {
        await this.#sent.add(mail.id);
      } else {
        const retryAt = this.#retryAt(mail, error);
        const message = error instanceof Error ? error.message : String(error);
        // The outbox row keeps the whole answer (the back office shows it on the lead's
        // page); the log names the mail by its kind and id, never its recipients.
        await database.run((db) => markFailedAttempt(db, mail.id, message, retryAt));
        const reason = mailErrorForLog(error);
        if (retryAt) {
          log.warn(
            `Mail ${mail.kind} ${mail.id}: attempt ${mail.attempts} failed (${reason}); next ${retryAt.toISOString()}`,
          );
        } else {
          log.error(
            `Mail ${mail.kind} ${mail.id} given up after ${mail.attempts} attempts: ${reason}`,
          );
        }
      }
    } catch (recordError) {
      // The outcome could not be written (database away): the lease runs out and the row is
      // sent again, which is the safe direction (at least once).
      log.error({ err: recordError }, `Mail ${mail.id}: outcome not recorded`);
    } finally {
      this.#inHand.delete(mail.id);
    }
  }

  #retryAt(mail: ClaimedMail, error: unknown): Date | null {
    if (isPermanentFailure(error)) return null;
    const at = this.options.now();
    if (at.getTime() - mail.createdAt.getTime() > GIVE_UP_AFTER_MS) return null;
    return new Date(at.getTime() + retryDelay(mail.attempts, this.options.retryDelaysMs));
  }

  async #scheduleNext(): Promise<void> {
    const poll = this.options.pollMs ?? POLL_MS;
    const due = await this.options.database.run((db) => nextDueAt(db));
    const wait = due ? due.getTime() - this.options.now().getTime() : poll;
    // A row that is due but was not claimed is locked by another instance right now.
    this.#schedule(Math.max(50, Math.min(wait, poll)));
  }

  #schedule(delay: number): void {
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.wake(), delay);
    this.#timer.unref();
  }
}
