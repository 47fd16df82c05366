/**
 * `npm run backup`: writes a compressed snapshot of the database into BACKUP_DIR (default
 * DATA_DIR/backups), through the running server when there is one, and prints where, how
 * big and how many rows of each table it holds.
 */
// First: whatever this tool writes (database files, backups) is private to its user.
import "../umask.ts";
import { runControlCommand } from "../control/client.ts";
import { ConfigError, loadConfig } from "../env.ts";

try {
  const { via, result } = await runControlCommand("backup", {}, loadConfig());
  const megabytes = (result.bytes / 1024 / 1024).toFixed(2);
  console.log(`Backup written: ${result.file}`);
  console.log(
    `${megabytes} MB (gzip), ${result.kind} database, ${result.milliseconds} ms, taken ${via === "server" ? "by the running server" : "directly (no server running)"}`,
  );
  const width = Math.max(...Object.keys(result.rows).map((table) => table.length), 5);
  for (const [table, rows] of Object.entries(result.rows).sort()) {
    console.log(`  ${table.padEnd(width)}  ${String(rows).padStart(9)} rows`);
  }
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? `Invalid environment: ${error.message}`
      : `Backup FAILED: ${(error as Error).message}`,
  );
  process.exit(1);
}
