/**
 * Restoring a backup (`npm run restore`, the upgrade test): its SQL made fit for the target
 * kind, into an empty database or, with `force`, over everything in it, in one transaction.
 */
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "../database/connection.ts";

/**
 * A backup's SQL made fit for the target kind: the lines only one side understands go.
 * pg_dump 17+ wraps its output in psql's `\restrict`/`\unrestrict`, which no server runs;
 * PGlite is PostgreSQL 18, whose `SET transaction_timeout` PostgreSQL 15 refuses.
 */
export function portableSql(script: string): string {
  return script
    .split("\n")
    .filter((line) => !/^\\(un)?restrict /.test(line) && !/^SET transaction_timeout\b/.test(line))
    .join("\n");
}

export async function readBackup(file: string): Promise<string> {
  const chunks: Buffer[] = [];
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.once("error", (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  for await (const chunk of gunzip) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Tables (and views, sequences) of our schemas: none means the database is empty. */
export async function userTables(database: Database): Promise<string[]> {
  const result = (await database.db.execute(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema')
    order by 1`)) as unknown as { rows: Array<{ name: string }> };
  return result.rows.map((row) => row.name);
}

export class RestoreRefused extends Error {}

/**
 * Restores `file` into `database`, which must be empty unless `force` (then everything in
 * it is dropped first, in the same transaction as the restore).
 */
export async function restoreBackup(
  database: Database,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ rows: Record<string, number>; milliseconds: number }> {
  const started = performance.now();
  const script = portableSql(await readBackup(file));
  const existing = await userTables(database);
  if (existing.length > 0 && !force) {
    throw new RestoreRefused(
      `The database is not empty (${existing.length} tables, e.g. ${existing.slice(0, 3).join(", ")}): restore into an empty one, or add --force to replace everything in it.`,
    );
  }
  const wipe = existing.length
    ? "DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;\n"
    : "";
  await database.execScript(wipe + script);
  const rows: Record<string, number> = {};
  for (const table of await userTables(database)) {
    const [schema, name] = table.split(".") as [string, string];
    const result = (await database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)}`,
    )) as unknown as { rows: Array<{ n: number }> };
    rows[table] = Number(result.rows[0]!.n);
  }
  return { rows, milliseconds: Math.round(performance.now() - started) };
}
