/**
 * Where mails go: an SMTP server (SMTP_URL) through a small nodemailer connection pool, or,
 * without SMTP_URL, `.eml` files in DATA_DIR/outbox that a developer opens with any mail
 * program. Either way `send` resolves only once the message is accepted (SMTP 250) or the
 * file is completely written. Attachments (base64 text) go into the message either way, so
 * an `.eml` file carries the offer's PDF as the SMTP mail does.
 */
import { chmod, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { makePrivateDir, PRIVATE_FILE_MODE } from "../private-files.ts";

/** What smtp-thread.mjs receives and answers. */
interface ThreadRequest {
  id: number;
  message: SendMailOptions;
}
type ThreadReply =
  { id: number; ok: true } | { id: number; ok: false; message: string; responseCode?: number };

export interface MailTransport {
  /** Human-readable target, for the start-up log. */
  readonly description: string;
  /** `name` identifies the message (its file name); resolves when accepted. */
  send(message: SendMailOptions, name: string): Promise<void>;
  close(): void;
}

/**
 * Socket waits far below the worker's lease, so a hanging server cannot outlive a claim.
 * SMTP runs in a thread of its own (smtp-thread.mjs).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let next = 0;
  let thread: Worker | undefined;
  const failAll = (error: Error) => {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  // Started on first use, and again if it ever died: a send must never wait forever.
  const ensureThread = () => {
    if (thread) return thread;
    const started = new Worker(new URL("./smtp-thread.mjs", import.meta.url), {
      workerData: { smtpUrl, timeouts: SMTP_TIMEOUTS },
    });
    started.unref(); // never keeps the process alive on its own
    started.on("message", (reply: ThreadReply) => {
      const entry = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (!entry) return;
      if (reply.ok) return entry.resolve();
      entry.reject(Object.assign(new Error(reply.message), { responseCode: reply.responseCode }));
    });
    started.on("error", failAll);
    started.on("exit", () => {
      if (thread === started) thread = undefined;
      failAll(new Error("The SMTP thread stopped"));
    });
    thread = started;
    return started;
  };
  return {
    description: `SMTP server ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`,
    send(message) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        ensureThread().postMessage({ id, message } satisfies ThreadRequest);
      });
    },
    close: () => {
      thread?.postMessage("close");
      thread = undefined;
    },
  };
}

export function fileTransport(directory: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `.eml files in ${directory}`,
    async send(message, name) {
      const info = (await builder.sendMail(message)) as unknown as { message: Buffer };
      // Mails hold personal data and invitation links: the folder is 0700, each file 0600,
      // whatever the umask (server/private-files.ts).
      await makePrivateDir(directory);
      // Written under a temporary name and renamed: a crash never leaves half a mail, and
      // writing the same row again after a crash replaces its file instead of adding one.
      const file = path.join(directory, `${name}.eml`);
      const temporary = `${file}.tmp`;
      await writeFile(temporary, info.message, { mode: PRIVATE_FILE_MODE });
      // A temporary file left by a crash keeps its old mode when written again.
      await chmod(temporary, PRIVATE_FILE_MODE);
      await rename(temporary, file);
    },
    close: () => builder.close(),
  };
}

/** Is this failure final? SMTP 5xx answers are: sending the same mail again cannot help. */
/** A mail that can never be sent (nothing to compose): given up at once, like an SMTP 5xx. */
export class PermanentMailError extends Error {
  readonly responseCode = 550;
}

export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
