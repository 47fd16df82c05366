/**
 * Copies of the mails the app sends about a lead, filed in the mailbox's sent folder (the
 * one marked `\Sent`, or IMAP_SENT_FOLDER) with the same Message-ID, so the agency's mail
 * client shows the offer and the customer's answer in one thread (issue 47, decision 0178).
 * Filing never holds up sending: the worker hands the mail over after the SMTP server took
 * it; a failure is logged and tried again with growing waits (in this process: a copy not
 * filed before a restart is missing from the folder, never from the customer's inbox).
 */
import type { FastifyBaseLogger } from "fastify";
import { ImapFlow } from "imapflow";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { ImapConfig } from "../../env.ts";
import { describeImapError } from "./reader.ts";

const RETRY_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000];

interface Pending {
  message: SendMailOptions;
  attempts: number;
}

export class SentCopies {
  readonly #queue: Pending[] = [];
  #busy = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;
  #folder: string | undefined;
  readonly #builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  /** Copies filed so far, and those given up (for the log and the tests). */
  filed = 0;
  failed = 0;

  constructor(
    private readonly config: ImapConfig,
    private readonly log: Pick<FastifyBaseLogger, "warn" | "error">,
  ) {}

  /** Files a copy of a sent mail (returns at once). */
  add(message: SendMailOptions): void {
    if (this.#stopped) return;
    this.#queue.push({ message, attempts: 0 });
    this.#run();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#builder.close();
  }

  #run(): void {
    if (this.#busy || this.#stopped) return;
    this.#busy = true;
    void this.#fileAll().finally(() => {
      this.#busy = false;
      // Mails handed over meanwhile go now; the ones to try again wait for their timer.
      if (this.#queue.some((item) => item.attempts === 0)) this.#run();
    });
  }

  async #fileAll(): Promise<void> {
    const batch = this.#queue.splice(0);
    // Several at once arrive together (a batch of sends): one connection for them all.
    if (batch.length === 0) return;
    const client = new ImapFlow({
      host: this.config.host,
      port: this.config.port,
      secure: this.config.secure,
      auth: { user: this.config.user, pass: this.config.password },
      logger: false,
    });
    client.on("error", () => undefined);
    try {
      await client.connect();
      const folder = await this.#sentFolder(client);
      for (let item = batch.shift(); item; item = batch.shift()) {
        const raw = await this.#build(item.message);
        try {
          await client.append(folder, raw, ["\\Seen"]);
          this.filed++;
        } catch (error) {
          this.#retry(item, error);
        }
      }
    } catch (error) {
      for (const item of batch) this.#retry(item, error);
    } finally {
      await client.logout().catch(() => client.close());
    }
  }

  /** The message as the SMTP server got it (nodemailer's own composer, same Message-ID). */
  async #build(message: SendMailOptions): Promise<Buffer> {
    const info = (await this.#builder.sendMail(message)) as unknown as { message: Buffer };
    return info.message;
  }

  async #sentFolder(client: ImapFlow): Promise<string> {
    if (this.config.sentFolder) return this.config.sentFolder;
    if (this.#folder) return this.#folder;
    const folders = await client.list();
    this.#folder = folders.find((folder) => folder.specialUse === "\\Sent")?.path ?? "Sent";
    return this.#folder;
  }

  #retry(item: Pending, error: unknown): void {
    item.attempts++;
    const wait = RETRY_MS[item.attempts - 1];
    const reason = describeImapError(error, this.config);
    if (wait === undefined) {
      this.failed++;
      this.log.error(
        `Mailbox: the sent copy of ${String(item.message.messageId)} was given up: ${reason}`,
      );
      return;
    }
    this.log.warn(
      `Mailbox: the sent copy of ${String(item.message.messageId)} failed (${reason}); again in ${wait / 1000} s`,
    );
    this.#queue.push(item);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#run(), wait);
    this.#timer.unref();
  }
}
