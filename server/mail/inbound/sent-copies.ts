/**
 * Copies of the mails the app sends about a lead, filed in the mailbox's sent folder (the
 * one marked `\Sent`, or IMAP_SENT_FOLDER) with the same Message-ID, so the agency's mail
 * client shows the offer and the customer's answer in one thread (issue 47, decision 0178).
 * Filing never holds up sending: after the SMTP server took the mail, the worker hands it
 * over; the copy (the message as sent) is kept on its outbox row until it is filed. A
 * failure is logged and tried again with growing waits, from the row, so a copy not filed
 * before a restart (or while the folder was missing) is filed later by whichever instance
 * claims it first.
 */
import type { FastifyBaseLogger } from "fastify";
import { and, asc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { DatabaseService } from "../../database/service.ts";
import type { ImapConfig } from "../../env.ts";
import { mailOutbox } from "../schema.ts";
import { describeImapError } from "./reader.ts";

/** Waits between attempts; the last one repeats until MAX_ATTEMPTS. */
const RETRY_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000];
const MAX_ATTEMPTS = 12;
/** A claimed copy whose filer died is claimed again after this. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

export interface SentCopiesOptions {
  config: ImapConfig;
  database: DatabaseService;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  /** How often to look for copies due again (default: the mailbox's poll, at most a minute). */
  intervalMs?: number;
  /** The waits between attempts (tests make them short). */
  retryMs?: readonly number[];
}

export class SentCopies {
  #busy = false;
  #again = false;
  #timer: ReturnType<typeof setInterval> | undefined;
  #stopped = false;
  #folder: string | undefined;
  readonly #builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  /** Copies filed so far by this instance, and those given up (for the log and the tests). */
  filed = 0;
  failed = 0;

  constructor(private readonly options: SentCopiesOptions) {
    const every = options.intervalMs ?? Math.min(options.config.pollMs, 60_000);
    this.#timer = setInterval(() => this.#run(), every);
    this.#timer.unref();
    // Copies left from before a restart are filed at once.
    queueMicrotask(() => this.#run());
  }

  /** Keeps the copy of a sent mail on its outbox row and files it (returns at once). */
  add(outboxId: string, message: SendMailOptions): void {
    if (this.#stopped) return;
    void this.#keep(outboxId, message)
      .then(() => this.#run())
      .catch((error: unknown) =>
        this.options.log.warn(
          `Mailbox: the sent copy of ${String(message.messageId)} was not kept: ${String(error)}`,
        ),
      );
  }

  stop(): void {
    this.#stopped = true;
    clearInterval(this.#timer);
    this.#builder.close();
  }

  async #keep(outboxId: string, message: SendMailOptions): Promise<void> {
    const info = (await this.#builder.sendMail(message)) as unknown as { message: Buffer };
    await this.options.database.run((db) =>
      db
        .update(mailOutbox)
        .set({ sentCopy: info.message, sentCopyAttempts: 0, sentCopyDueAt: this.options.now() })
        .where(eq(mailOutbox.id, outboxId)),
    );
  }

  #run(): void {
    if (this.#stopped) return;
    if (this.#busy) {
      this.#again = true;
      return;
    }
    this.#busy = true;
    void this.#fileDue()
      .catch((error: unknown) =>
        this.options.log.warn(`Mailbox: filing sent copies failed: ${String(error)}`),
      )
      .finally(() => {
        this.#busy = false;
        if (this.#again) {
          this.#again = false;
          this.#run();
        }
      });
  }

  /** Claims the copies that are due (moving their time on, so one instance files each). */
  async #claim() {
    const { database, now } = this.options;
    const at = now();
    return database.run(async (db) => {
      const due = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(isNotNull(mailOutbox.sentCopy), lte(mailOutbox.sentCopyDueAt, at)))
        .orderBy(asc(mailOutbox.sentCopyDueAt))
        .limit(BATCH);
      if (due.length === 0) return [];
      return db
        .update(mailOutbox)
        .set({ sentCopyDueAt: new Date(at.getTime() + CLAIM_MS) })
        .where(
          and(
            inArray(
              mailOutbox.id,
              due.map((row) => row.id),
            ),
            isNotNull(mailOutbox.sentCopy),
            lte(mailOutbox.sentCopyDueAt, at),
          ),
        )
        .returning({
          id: mailOutbox.id,
          raw: mailOutbox.sentCopy,
          attempts: mailOutbox.sentCopyAttempts,
          messageId: mailOutbox.messageId,
        });
    });
  }

  async #fileDue(): Promise<void> {
    const batch = await this.#claim();
    if (batch.length === 0) return;
    const { config } = this.options;
    const client = new ImapFlow({
      host: config.host,
      port: config.port,
      secure: config.secure,
      auth: { user: config.user, pass: config.password },
      logger: false,
    });
    client.on("error", () => undefined);
    try {
      await client.connect();
      const folder = await this.#sentFolder(client);
      for (const item of batch) {
        try {
          await client.append(folder, Buffer.from(item.raw!), ["\\Seen"]);
          await this.#filed(item.id);
        } catch (error) {
          await this.#retry(item, error);
        }
      }
    } catch (error) {
      for (const item of batch) await this.#retry(item, error);
    } finally {
      await client.logout().catch(() => client.close());
    }
  }

  async #sentFolder(client: ImapFlow): Promise<string> {
    if (this.options.config.sentFolder) return this.options.config.sentFolder;
    if (this.#folder) return this.#folder;
    const folders = await client.list();
    this.#folder = folders.find((folder) => folder.specialUse === "\\Sent")?.path ?? "Sent";
    return this.#folder;
  }

  async #filed(id: string): Promise<void> {
    this.filed++;
    await this.options.database.run((db) =>
      db
        .update(mailOutbox)
        .set({
          sentCopy: null,
          sentCopyDueAt: null,
          sentCopyFiledAt: this.options.now(),
          sentCopyError: null,
        })
        .where(eq(mailOutbox.id, id)),
    );
  }

  async #retry(
    item: { id: string; attempts: number; messageId: string | null },
    error: unknown,
  ): Promise<void> {
    const attempts = item.attempts + 1;
    const waits = this.options.retryMs ?? RETRY_MS;
    const reason = describeImapError(error, this.options.config);
    const givenUp = attempts >= MAX_ATTEMPTS;
    const wait = waits[Math.min(attempts, waits.length) - 1] ?? RETRY_MS[0]!;
    await this.options.database.run((db) =>
      db
        .update(mailOutbox)
        .set({
          sentCopyAttempts: attempts,
          sentCopyError: reason,
          // Given up: the copy is dropped (the customer has the mail; the log says so).
          ...(givenUp
            ? { sentCopy: null, sentCopyDueAt: null }
            : { sentCopyDueAt: new Date(this.options.now().getTime() + wait) }),
        })
        .where(eq(mailOutbox.id, item.id)),
    );
    if (givenUp) {
      this.failed++;
      this.options.log.error(
        `Mailbox: the sent copy of ${String(item.messageId)} was given up: ${reason}`,
      );
      return;
    }
    this.options.log.warn(
      `Mailbox: the sent copy of ${String(item.messageId)} failed (${reason}); again in ${wait / 1000} s`,
    );
  }
}
