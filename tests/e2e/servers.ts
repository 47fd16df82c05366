/**
 * The browser tests' two servers: the site's, and a second one for the specs that publish
 * content, so that no other test sees their changes (playwright.config.ts). Each is
 * `npm start`'s bundled server on a data directory of its own, new for every run; the tests
 * that read what a server wrote (its .eml files, its control channel) find it here.
 */
import { tmpdir } from "node:os";
import path from "node:path";

export const mainPort = Number(process.env.E2E_PORT ?? 4173);
export const contentPort = mainPort + 1;
/**
 * The second server's address: the specs that publish content declare it for all their tests
 * (`test.use({ baseURL: contentServerURL })`), so that no other test sees their changes.
 */
export const contentServerURL = `http://127.0.0.1:${contentPort}`;

/**
 * Where the global set-up leaves the offer that ran out (tests/support/sent-offer.ts), seeded
 * into the site server's database before it starts: sent three weeks ago in English, valid
 * 14 days. The server refuses to make one with a past validity, so no test could send it.
 */
export function expiredOfferFile(): string {
  return `${e2eDataDir(mainPort)}-expired-offer.json`;
}

/**
 * Where the global set-up leaves the three deposit invoices issued weeks ago, now overdue
 * (tests/support/overdue-invoices.ts), seeded into the site server's database before it
 * starts: the server issues invoices only today.
 */
export function overdueInvoicesFile(): string {
  return `${e2eDataDir(mainPort)}-overdue-invoices.json`;
}

/** The data directory of the server on `port` (E2E_DATA_DIR for the site's, when set). */
export function e2eDataDir(port: number): string {
  return (
    (port === mainPort ? process.env.E2E_DATA_DIR : undefined) ??
    path.join(process.env.TMPDIR ?? tmpdir(), `spreegeist-e2e-${port}`)
  );
}

/**
 * The agency's test mailbox the site's server reads (started by global-setup.ts): its
 * address, password and the Dovecot's port and passwd file.
 */
export function e2eMailbox(): {
  port: number;
  usersFile: string;
  address: string;
  password: string;
} {
  const raw = process.env.E2E_MAILBOX;
  if (!raw) throw new Error("E2E_MAILBOX is not set: the global set-up starts the mailbox");
  return JSON.parse(raw) as { port: number; usersFile: string; address: string; password: string };
}
