/**
 * The agency's mailbox in the server (decision 0174): the reader when IMAP_URL is set,
 * nothing otherwise (the back office then says how to switch it on). `buildServer` starts
 * it and stops it when the server closes, before the database.
 */
import type { FastifyInstance } from "fastify";
import type { DatabaseService } from "../../database/service.ts";
import type { MailConfig } from "../../env.ts";
import { MailboxReader, type MailboxStatus } from "./reader.ts";
import type { TakenMail } from "./store.ts";

export type { MailboxStatus };

export interface Mailbox {
  /** Null when IMAP_URL is not set. */
  status(): MailboxStatus | null;
}

export function startMailbox(
  app: FastifyInstance,
  options: {
    config: MailConfig;
    siteUrl: string;
    database: DatabaseService;
    now: () => Date;
    onTaken: (taken: TakenMail[]) => void;
  },
): Mailbox {
  const { config } = options;
  if (!config.imap) {
    app.log.info("Mailbox: IMAP_URL is not set, so answers are not read from a mailbox");
    return { status: () => null };
  }
  const fromAddress = (/<([^<>]+)>$/.exec(config.from)?.[1] ?? config.from).toLowerCase();
  const reader = new MailboxReader({
    database: options.database,
    config: config.imap,
    settings: {
      ownAddresses: [
        ...new Set([
          config.agencyEmail.toLowerCase(),
          config.imap.address.toLowerCase(),
          fromAddress,
        ]),
      ],
      messageDomain: new URL(options.siteUrl).hostname,
      siteUrl: options.siteUrl,
    },
    now: options.now,
    log: app.log,
    onTaken: options.onTaken,
  });
  app.log.info(
    `Mailbox: reading ${config.imap.folder} of ${config.imap.user} at ${config.imap.host}:${config.imap.port}`,
  );
  reader.start();
  app.addHook("onClose", () => reader.stop());
  return { status: () => reader.status() };
}
