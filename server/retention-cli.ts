/**
 * `npm run purge`: deletes consent records older than 24 months and enquiries
 * unchanged for 12 months (won ones: 6 years) now, from the database the
 * server uses (same DATA_DIR / DATABASE_URL). With the embedded database, stop the server
 * first: only one process may open its files.
 */
import { ConfigError, loadConfig } from "./env.ts";
import { openDatabase } from "./db/connection.ts";
import { DatabaseService } from "./db/service.ts";
import path from "node:path";
import {
  consentCutoff,
  leadCutoff,
  purgeExpiredConsents,
  purgeExpiredEnquiries,
  wonLeadCutoff,
} from "./retention.ts";

try {
  const config = loadConfig();
  const database = new DatabaseService(
    () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
    { info: () => {}, warn: console.warn, error: console.error },
  );
  if ((await database.start()) !== "ready") {
    console.error("Purge failed: the database is not reachable.");
    process.exit(1);
  }
  const now = new Date();
  const deleted = await purgeExpiredConsents(database, now);
  console.log(
    `Deleted ${deleted} consent records created before ${consentCutoff(now).toISOString()}.`,
  );
  const enquiries = await purgeExpiredEnquiries(database, now, path.join(config.dataDir, "outbox"));
  console.log(
    `Deleted ${enquiries} enquiries (and their e-mails) last changed before ${leadCutoff(now).toISOString()} (won: before ${wonLeadCutoff(now).toISOString()}).`,
  );
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? `Invalid environment: ${error.message}` : error);
  process.exit(1);
}
