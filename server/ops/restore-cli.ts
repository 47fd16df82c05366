/**
 * `npm run restore -- FILE [--force]`: restores a backup (`npm run backup`, either database
 * kind) into the database the environment names (DATABASE_URL, else the embedded one in
 * DATA_DIR). Refuses a database that holds tables unless --force, and the embedded
 * database while a server has it open.
 */
// First: whatever this tool writes (database files, backups) is private to its user.
import "../umask.ts";
import { existsSync } from "node:fs";
import { openDatabase } from "../database/connection.ts";
import { ConfigError, loadConfig } from "../env.ts";
import { RestoreRefused, restoreBackup } from "./restore.ts";

const args = process.argv.slice(2);
const force = args.includes("--force");
const file = args.find((arg) => !arg.startsWith("--"));

if (!file || !existsSync(file)) {
  console.error(file ? `No such backup file: ${file}` : "Usage: npm run restore -- FILE [--force]");
  process.exit(2);
}

try {
  const config = loadConfig();
  // The embedded database refuses a second process (its lock file): stop the server first.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { rows, milliseconds } = await restoreBackup(database, file, { force });
    console.log(`Restored ${file} into the ${database.kind} database in ${milliseconds} ms:`);
    const width = Math.max(...Object.keys(rows).map((table) => table.length), 5);
    for (const [table, n] of Object.entries(rows).sort()) {
      console.log(`  ${table.padEnd(width)}  ${String(n).padStart(9)} rows`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? `Invalid environment: ${error.message}`
      : error instanceof RestoreRefused
        ? `Refused: ${error.message}`
        : `Restore FAILED: ${(error as Error).message}`,
  );
  process.exit(1);
}
