/**
 * `npm run leads` prints the enquiries as a table; `npm run leads -- --csv` writes them as
 * CSV to standard output (`npm run leads -- --csv > leads.csv`). Reads the database the
 * server uses (same DATA_DIR / DATABASE_URL); with the embedded database stop the server
 * first, since only one process may open its files.
 */
import { ConfigError, loadConfig } from "./env.ts";
import { openDatabase } from "./db/connection.ts";
import { listEnquiries } from "./db/enquiries.ts";
import { toCsv, toLead, toTable } from "./leads.ts";

const csv = process.argv.includes("--csv");
try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const leads = (await listEnquiries(database.db)).map(toLead);
    if (csv) process.stdout.write(toCsv(leads));
    else if (leads.length === 0) console.log("No enquiries yet.");
    else console.log(`${toTable(leads)}\n\n${leads.length} enquiries, newest first.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? `Invalid environment: ${error.message}`
      : `Cannot list enquiries: ${(error as Error).message}`,
  );
  process.exit(1);
}
