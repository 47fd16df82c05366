/**
 * Reads the agency's mailbox over IMAP (imapflow) when IMAP_URL is set (decision 0174).
 * One instance reads at a time: a lease in `mailbox_state`, renewed every round, given back
 * on stop. The row also keeps UIDVALIDITY and the last UID taken, written in the same
 * transaction as each mail, so a restart resumes after the last mail stored (and a mail read
 * twice is stored once anyway: its Message-ID is unique). New mail is noticed by IDLE where
 * the server has it (imapflow idles between commands and reports `exists`), and by a poll
 * every IMAP_POLL otherwise. Mails taken are flagged with a keyword, never deleted or moved.
 * A wrong password or an unreachable server is one clear message (log, system card,
 * /metrics), tried again with growing waits; it never stops the server.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { ImapFlow } from "imapflow";
import type { DatabaseService } from "../../database/service.ts";
import type { Db } from "../../database/connection.ts";
import type { ImapConfig } from "../../env.ts";
import { mailboxState } from "../schema.ts";
import { parseInbound } from "./parse.ts";
import { takeInbound, type InboundSettings, type TakenMail } from "./store.ts";

/** The keyword set on every mail taken (shown by mail clients that show keywords). */
export const TAKEN_FLAG = "$SpreegeistTaken";
/** Waits after failures in a row: 2 s, 5 s, 15 s, 1 min, then every 5 min. */
const BACKOFF_MS = [2_000, 5_000, 15_000, 60_000, 300_000];
/** Mails fetched per command (sources in memory at once). */
const CHUNK = 50;

export type MailboxCondition = "starting" | "reading" | "standby" | "error" | "stopped";

export interface MailboxStatus {
  condition: MailboxCondition;
  folder: string;
  lastReadAt: string | null;
  lastError: string | null;
  /** What kind of failure it is, for the back office's words. */
  errorKind: "login" | "unreachable" | "other" | null;
  /** Mails taken in by this process. */
  taken: number;
}

export interface MailboxReaderOptions {
  database: DatabaseService;
  config: ImapConfig;
  settings: InboundSettings;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** Told after mails were stored (to wake the mail worker and the live updates). */
  onTaken?: (taken: TakenMail[]) => void;
}

/** The kind of a failure: a refused login, a server not reached, or something else. */
export function imapErrorKind(error: unknown): "login" | "unreachable" | "other" {
  const e = error as { authenticationFailed?: boolean; code?: string };
  if (e.authenticationFailed || /auth/i.test(e.code ?? "")) return "login";
  if (e.code && /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT|ECONNRESET|EAI_AGAIN/.test(e.code)) {
    return "unreachable";
  }
  return "other";
}

/** A failure as one sentence for people (log, system card). */
export function describeImapError(error: unknown, config: ImapConfig): string {
  const e = error as { authenticationFailed?: boolean; code?: string; message?: string };
  const where = `${config.host}:${config.port}`;
  if (e.authenticationFailed || /auth/i.test(e.code ?? "")) {
    return `The mailbox ${config.user} at ${where} refused the login: check IMAP_PASSWORD (an app password).`;
  }
  if (e.code && /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT|ECONNRESET|EAI_AGAIN/.test(e.code)) {
    return `The mail server ${where} cannot be reached (${e.code}).`;
  }
  return `Reading the mailbox at ${where} failed: ${(e.message ?? String(error)).slice(0, 300)}`;
}

export class MailboxReader {
  readonly #holder = randomUUID();
  /** The row of `mailbox_state`: this folder of this mailbox. */
  readonly #key: string;
  readonly #leaseMs: number;
  #stopped = false;
  #running: Promise<void> | undefined;
  #wake: (() => void) | undefined;
  #client: ImapFlow | undefined;
  #status: MailboxStatus;

  constructor(private readonly options: MailboxReaderOptions) {
    const { user, host, port, folder } = options.config;
    this.#key = `${user}@${host}:${port}/${folder}`;
    this.#leaseMs = Math.max(3 * options.config.pollMs, 30_000);
    this.#status = {
      condition: "starting",
      folder: options.config.folder,
      lastReadAt: null,
      lastError: null,
      errorKind: null,
      taken: 0,
    };
  }

  status(): MailboxStatus {
    return { ...this.#status };
  }

  start(): void {
    this.#running ??= this.#loop();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#status.condition = "stopped";
    this.#wake?.();
    this.#client?.close();
    await this.#running?.catch(() => undefined);
    const { database } = this.options;
    await database
      .run((db) =>
        db
          .update(mailboxState)
          .set({ holder: null, leaseUntil: null })
          .where(and(eq(mailboxState.mailbox, this.#key), eq(mailboxState.holder, this.#holder))),
      )
      .catch(() => undefined);
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = done;
    });
  }

  async #loop(): Promise<void> {
    let failures = 0;
    while (!this.#stopped) {
      try {
        if (!(await this.#lease())) {
          this.#status.condition = "standby";
          await this.#sleep(Math.min(this.#leaseMs / 2, this.options.config.pollMs));
          continue;
        }
        await this.#session();
        failures = 0;
      } catch (error) {
        if (this.#stopped) break;
        failures++;
        const message = describeImapError(error, this.options.config);
        const wait = BACKOFF_MS[Math.min(failures - 1, BACKOFF_MS.length - 1)]!;
        if (message !== this.#status.lastError || failures === 1) {
          this.options.log.error(`Mailbox: ${message} Trying again in ${wait / 1000} s.`);
        }
        this.#status = {
          ...this.#status,
          condition: "error",
          lastError: message,
          errorKind: imapErrorKind(error),
        };
        await this.#record({ lastError: message }).catch(() => undefined);
        await this.#sleep(wait);
      }
    }
  }

  /** Takes or renews the lease; false while another instance holds it. */
  async #lease(): Promise<boolean> {
    const { database, now } = this.options;
    const at = now();
    const until = new Date(at.getTime() + this.#leaseMs);
    return database.run(async (db) => {
      await db.insert(mailboxState).values({ mailbox: this.#key }).onConflictDoNothing();
      const rows = await db
        .update(mailboxState)
        .set({ holder: this.#holder, leaseUntil: until })
        .where(
          and(
            eq(mailboxState.mailbox, this.#key),
            or(
              isNull(mailboxState.holder),
              eq(mailboxState.holder, this.#holder),
              lt(mailboxState.leaseUntil, at),
            ),
          ),
        )
        .returning({ mailbox: mailboxState.mailbox });
      return rows.length > 0;
    });
  }

  async #record(values: Partial<typeof mailboxState.$inferInsert>): Promise<void> {
    const { database } = this.options;
    await database.run((db) =>
      db.update(mailboxState).set(values).where(eq(mailboxState.mailbox, this.#key)),
    );
  }

  async #session(): Promise<void> {
    const { config } = this.options;
    const client = new ImapFlow({
      host: config.host,
      port: config.port,
      secure: config.secure,
      auth: { user: config.user, pass: config.password },
      logger: false,
      // IDLE is restarted at least this often, which is also how often the poll looks.
      maxIdleTime: config.pollMs,
    });
    this.#client = client;
    // A dropped connection ends the session through `close`; errors must not be thrown.
    client.on("error", () => undefined);
    const closed = new Promise<void>((resolve) => client.once("close", () => resolve()));
    await client.connect();
    try {
      await client.mailboxOpen(config.folder);
      client.on("exists", () => this.#wake?.());
      this.#status = { ...this.#status, condition: "reading", lastError: null, errorKind: null };
      await this.#record({ lastError: null, errorSince: null });
      while (!this.#stopped && client.usable) {
        await this.#takeNew(client);
        if (!(await this.#lease())) break;
        await Promise.race([this.#sleep(config.pollMs), closed]);
      }
      if (!this.#stopped && !client.usable) throw new Error("The connection was closed");
    } finally {
      this.#client = undefined;
      if (client.usable) await client.logout().catch(() => client.close());
      else client.close();
    }
  }

  /** Takes every mail after the last UID stored, in chunks, each in its own transaction. */
  async #takeNew(client: ImapFlow): Promise<void> {
    const { database, settings, now, onTaken } = this.options;
    const mailbox = client.mailbox;
    if (!mailbox) throw new Error("No folder open");
    const validity = Number(mailbox.uidValidity);
    const [state] = await database.run((db) =>
      db.select().from(mailboxState).where(eq(mailboxState.mailbox, this.#key)),
    );
    let last = state?.uidValidity === validity ? (state?.lastUid ?? 0) : 0;
    if (state?.uidValidity !== validity) {
      // A new UIDVALIDITY: the folder's UIDs start anew; the Message-IDs keep mails once.
      await this.#record({ uidValidity: validity, lastUid: 0 });
    }
    const found = await client.search({ uid: `${last + 1}:*` }, { uid: true });
    const uids = (found || []).filter((uid) => uid > last).sort((a, b) => a - b);
    for (let start = 0; start < uids.length && !this.#stopped; start += CHUNK) {
      const chunk = uids.slice(start, start + CHUNK);
      const messages = await client.fetchAll(chunk, { uid: true, source: true }, { uid: true });
      const taken: TakenMail[] = [];
      for (const message of messages.sort((a, b) => a.uid - b.uid)) {
        if (!message.source) continue;
        const mail = await parseInbound(message.source);
        const uid = message.uid;
        const result = await database.run(async (db: Db) => {
          const stored = await takeInbound(db, mail, settings, now());
          await db
            .update(mailboxState)
            .set({
              lastUid: sql`greatest(${mailboxState.lastUid}, ${uid})`,
              lastReadAt: now(),
              taken: sql`${mailboxState.taken} + ${stored ? 1 : 0}`,
            })
            .where(eq(mailboxState.mailbox, this.#key));
          return stored;
        });
        last = uid;
        if (result) {
          taken.push(result);
          this.#status.taken++;
        }
      }
      await client.messageFlagsAdd(chunk, [TAKEN_FLAG], { uid: true }).catch(() => false);
      if (taken.length > 0) onTaken?.(taken);
    }
    this.#status.lastReadAt = now().toISOString();
    await this.#record({ lastReadAt: now() });
  }
}
