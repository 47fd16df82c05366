/**
 * The server's mail: the transport SMTP_URL asks for (or .eml files) and the worker that
 * sends the outbox. `buildServer` starts it and stops it when the server closes.
 */
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { MailConfig } from "../env.ts";
import type { DatabaseService } from "../database/service.ts";
import { fileTransport, smtpTransport } from "./transport.ts";
import { MailWorker } from "./worker.ts";
import { SentCopies } from "./inbound/sent-copies.ts";

export interface MailerOptions {
  config: MailConfig;
  dataDir: string;
  /** The public site's origin: the domain of our Message-IDs. */
  siteUrl?: string;
  database: DatabaseService;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  pollMs?: number;
}

export function createMailer(options: MailerOptions): MailWorker {
  const { config, log } = options;
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl)
    : fileTransport(path.join(options.dataDir, "outbox"));
  if (config.smtpUrl) {
    log.info(`Mail: sending through ${transport.description}`);
  } else {
    log.warn(
      `Mail: SMTP_URL is not set, so e-mails are not sent but written as ${transport.description}`,
    );
  }
  // With the mailbox read, each mail about a lead is also filed in its sent folder.
  const copies = config.imap
    ? new SentCopies({
        config: config.imap,
        database: options.database,
        now: options.now,
        log,
        ...(config.imap.sentRetryMs ? { retryMs: config.imap.sentRetryMs } : {}),
      })
    : undefined;
  return new MailWorker({
    ...(copies
      ? {
          onSentAboutLead: (outboxId, message) => copies.add(outboxId, message),
          onStop: () => copies.stop(),
        }
      : {}),
    database: options.database,
    transport,
    settings: {
      // Read per mail: unset, they follow the business data (decision 0204).
      get from() {
        return config.from;
      },
      get agencyEmail() {
        return config.agencyEmail;
      },
      messageDomain: options.siteUrl ? new URL(options.siteUrl).hostname : undefined,
      mailbox: config.imap?.address,
    },
    retryDelaysMs: config.retryDelaysMs,
    leaseMs: config.leaseMs,
    now: options.now,
    log,
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
  });
}
