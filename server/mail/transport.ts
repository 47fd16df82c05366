/**
 * Where mails go: an SMTP server (SMTP_URL) through a small nodemailer connection pool, or,
 * without SMTP_URL, `.eml` files in DATA_DIR/outbox that a developer opens with any mail
 * program. Either way `send` resolves only once the message is accepted (SMTP 250) or the
 * file is completely written.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";

export interface MailTransport {
  /** Human-readable target, for the start-up log. */
  readonly description: string;
  /** `name` identifies the message (its file name); resolves when accepted. */
  send(message: SendMailOptions, name: string): Promise<void>;
  close(): void;
}

/** Socket waits far below the worker's lease, so a hanging server cannot outlive a claim. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  // One options object (a second argument would be message defaults, not transport
  // options); settings in the URL's query win over these.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 4,
    maxMessages: 1000,
    ...SMTP_TIMEOUTS,
  });
  return {
    description: `SMTP server ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`,
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

export function fileTransport(directory: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `.eml files in ${directory}`,
    async send(message, name) {
      const info = (await builder.sendMail(message)) as unknown as { message: Buffer };
      await mkdir(directory, { recursive: true });
      // Written under a temporary name and renamed: a crash never leaves half a mail, and
      // writing the same row again after a crash replaces its file instead of adding one.
      const file = path.join(directory, `${name}.eml`);
      await writeFile(`${file}.tmp`, info.message);
      await rename(`${file}.tmp`, file);
    },
    close: () => builder.close(),
  };
}

/** Is this failure final? SMTP 5xx answers are: sending the same mail again cannot help. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
