/**
 * Playwright's global set-up: builds what is missing or stale, starts the suite's Dovecot
 * (the real IMAP server, tests/api/support/dovecot.ts) with the agency's test mailbox, then
 * starts the browser tests' two servers at once (tests/e2e/servers.ts) and stops them all
 * after the run. The site's server reads that mailbox (IMAP_URL), as a production server
 * does once it is connected, so mails about a lead answer to it (Reply-To) and name their
 * writer; admin-mailbox.spec.ts puts customers' mails into it (the mailbox's address and
 * password reach the specs through E2E_MAILBOX, `e2eMailbox()`). The site's server also
 * starts with an offer that ran out and three overdue invoices already in its database.
 * Their data directories are emptied first and get a copy of the migrated embedded database
 * (decision 0208): a database kept from an earlier run would serve that run's content and
 * carry its leads, so the tests would see yesterday's site. Playwright's own `webServer`
 * starts them one after the other; started together, the seeding and the start of one
 * overlap the other's.
 */
import { writeFileSync } from "node:fs";
import { startSiteServer } from "../../scripts/lib/site-server.ts";
import { prepareStart } from "../../scripts/prepare-start.ts";
import { intoDatabase, sendOne } from "../support/sent-offer.ts";
import { overdueInvoicesInto } from "../support/overdue-invoices.ts";
import { createMailbox, findDovecot, startDovecot } from "../api/support/dovecot.ts";
import { storeE2eBusiness } from "./business-setup.ts";
import {
  contentPort,
  e2eDataDir,
  expiredOfferFile,
  mainPort,
  overdueInvoicesFile,
} from "./servers.ts";

/** What no request can make, into the site server's new database before it starts. */
async function seedThePast(dataDir: string): Promise<void> {
  const siteUrl = `http://127.0.0.1:${mainPort}`;
  await intoDatabase(dataDir, async (db) => {
    const offer = await sendOne(db, {
      language: "en",
      sentAt: new Date(Date.now() - 21 * 24 * 3600 * 1000),
      siteUrl,
    });
    writeFileSync(expiredOfferFile(), JSON.stringify(offer));
    const invoices = await overdueInvoicesInto(db, { siteUrl });
    writeFileSync(overdueInvoicesFile(), JSON.stringify(invoices));
  });
}

export default async function startServers(): Promise<() => Promise<void>> {
  // Never skipped: `npm test` installs dovecot-imapd where it is missing (scripts/test.ts).
  if (!findDovecot()) {
    throw new Error(
      "Dovecot is not installed: `apt-get install -y dovecot-imapd` (npm test does).",
    );
  }
  const [, dovecot] = await Promise.all([prepareStart(), startDovecot()]);
  const mailbox = createMailbox(dovecot);
  // The workers inherit the set-up's environment: the specs find the mailbox here.
  process.env.E2E_MAILBOX = JSON.stringify({
    port: dovecot.port,
    usersFile: dovecot.usersFile,
    address: mailbox.address,
    password: mailbox.password,
  });
  const started = await Promise.allSettled(
    [mainPort, contentPort].map((port) =>
      startSiteServer(port, {
        builtAlready: true,
        dataDir: e2eDataDir(port),
        // Every browser of the run is a visitor from 127.0.0.1: the default 60 writes a
        // minute per address (meant for one person) is reached by three browsers sending
        // enquiries and creating leads. The limit stays on; tests/api/rate-limit.test.ts
        // tests it.
        env: {
          RATE_LIMIT_PER_MINUTE: "1000",
          ...(port === mainPort
            ? {
                IMAP_URL: mailbox.url,
                IMAP_PASSWORD: mailbox.password,
                IMAP_POLL: "500ms",
              }
            : {}),
        },
        // The site's server starts with an offer that ran out and overdue invoices (servers.ts).
        prepare: port === mainPort ? seedThePast : undefined,
      }),
    ),
  );
  const servers = started.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : [],
  );
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    dovecot.stop();
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  await storeE2eBusiness(`http://127.0.0.1:${mainPort}`);
  return stopAll;
}
