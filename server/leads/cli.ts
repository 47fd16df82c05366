/**
 * `npm run leads` prints the enquiries as a table; `npm run leads -- --csv` writes them as
 * CSV to standard output (`npm run leads -- --csv > leads.csv`). Reads the database the
 * server uses (same DATA_DIR / DATABASE_URL), through the running server when there is one
 * (server/control/README.md).
 */
// First: whatever this tool writes (database files, backups) is private to its user.
import "../umask.ts";
import { ConfigError, loadConfig } from "../env.ts";
import { runControlCommand } from "../control/client.ts";
import { toCsv, toTable } from "./cli-table.ts";

const csv = process.argv.includes("--csv");
try {
  const { result: leads } = await runControlCommand("leads", {}, loadConfig());
  if (csv) process.stdout.write(toCsv(leads));
  else if (leads.length === 0) console.log("No enquiries yet.");
  else console.log(`${toTable(leads)}\n\n${leads.length} enquiries, newest first.`);
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? `Invalid environment: ${error.message}`
      : `Cannot list enquiries: ${(error as Error).message}`,
  );
  process.exit(1);
}
