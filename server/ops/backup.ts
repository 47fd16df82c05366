/**
 * Backups and restores of the whole database as gzip-compressed SQL (`pg_dump --inserts`
 * format), so that a backup of either kind restores into either kind (docs/decisions/
 * 0072-backups.md):
 * - embedded: the process that has the database open copies its files while nothing
 *   else uses it (DatabaseService.exclusive: writes meanwhile wait for the copy), then
 *   PGlite's pg_dump (WebAssembly) dumps the copy in a child process;
 * - PostgreSQL: the pg_dump program, whose snapshot is consistent by itself.
 * Files are named by their UTC time, `spreegeist-2026-11-24T03-30-00-000Z.sql.gz`, and
 * written under a temporary name first, so a file with the final name is complete.
 * Restoring one is in restore.ts.
 */
import { spawn } from "node:child_process";
import { createReadStream, createWriteStream, existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import { Transform } from "node:stream";
import { createGzip } from "node:zlib";
import type { Database } from "../database/connection.ts";
import type { DatabaseService } from "../database/service.ts";

export const BACKUP_PREFIX = "spreegeist-";
export const BACKUP_SUFFIX = ".sql.gz";
const backupName = /^spreegeist-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.sql\.gz$/;

export interface BackupResult {
  file: string;
  bytes: number;
  /** Rows per table in the backup (`public.leads`, `drizzle.__drizzle_migrations`, …). */
  rows: Record<string, number>;
  /** The database kind it was taken from. */
  kind: "embedded" | "postgres";
  milliseconds: number;
  startedAt: string;
}

export function backupFileName(at: Date): string {
  return `${BACKUP_PREFIX}${at.toISOString().replaceAll(":", "-").replace(".", "-")}${BACKUP_SUFFIX}`;
}

/** When a backup file was taken, from its name; undefined for other files. */
export function backupTime(name: string): Date | undefined {
  const match = backupName.exec(name);
  if (!match) return undefined;
  const [date, time] = match[1]!.split("T") as [string, string];
  const [h, m, s, ms] = time.replace("Z", "").split("-");
  return new Date(`${date}T${h}:${m}:${s}.${ms}Z`);
}

/**
 * Counts the rows of each table in `--inserts` SQL: every row is one statement that starts
 * a line with `INSERT INTO <table> `. Text values may hold line breaks and such words, so
 * it follows the quotes (pg_dump writes standard strings, where a quote inside is doubled).
 */
class RowCounter extends Transform {
  readonly rows: Record<string, number> = {};
  #quoted = false;
  #lineStart = true;
  /** The start of a line outside quotes, kept until it is long enough to match. */
  #head = "";

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.#scan(chunk.toString("latin1"));
    this.push(chunk);
    done();
  }

  override _flush(done: () => void) {
    this.#match();
    done();
  }

  #scan(text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.#lineStart) {
        if (c === 10) {
          this.#match();
          continue;
        }
        this.#head += text[i];
        // The head ends at the values' parenthesis or a quote (which still counts below).
        if (c === 39 || c === 40 || this.#head.length >= 200) {
          this.#match();
          this.#lineStart = false;
        }
        if (c !== 39) continue;
      }
      if (c === 39) this.#quoted = !this.#quoted;
      else if (c === 10 && !this.#quoted) this.#lineStart = true;
    }
  }

  #match() {
    const head = this.#head;
    this.#head = "";
    if (!head.startsWith("INSERT INTO ")) return;
    const match = /^INSERT INTO ([\w."]+) /.exec(head);
    if (!match) return;
    const table = match[1]!.replaceAll('"', "");
    this.rows[table] = (this.rows[table] ?? 0) + 1;
  }
}

/** The newest pg_dump on this machine: on PATH, else Debian's /usr/lib/postgresql/N/bin. */
export function findPgDump(): string {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, "pg_dump"))) return path.join(dir, "pg_dump");
  }
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, "bin", "pg_dump")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], "bin", "pg_dump");
  }
  throw new Error(
    "pg_dump not found: install PostgreSQL's client (apt-get install -y postgresql-client)",
  );
}

/**
 * pg_dump's command line and environment for DATABASE_URL. The password goes into the
 * environment (PGPASSWORD), which only the same user and root can read, never onto the
 * command line, which every user of the machine sees (`ps`, /proc/<pid>/cmdline).
 */
export function pgDumpInvocation(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): { args: string[]; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const childEnv: NodeJS.ProcessEnv = { ...env };
  // libpq also takes the password as a query parameter (`?password=`).
  const password = url.password
    ? decodeURIComponent(url.password)
    : (url.searchParams.get("password") ?? undefined);
  url.password = "";
  url.searchParams.delete("password");
  if (password !== undefined) childEnv.PGPASSWORD = password;
  return {
    args: ["--no-owner", "--no-privileges", "--inserts", "--dbname", url.toString()],
    env: childEnv,
  };
}

/** pg_dump's output as a stream; rejects `done` with its error output when it fails. */
function pgDumpStream(databaseUrl: string): { stream: Readable; done: Promise<void> } {
  const { args, env } = pgDumpInvocation(databaseUrl);
  const child = spawn(findPgDump(), args, { stdio: ["ignore", "pipe", "pipe"], env });
  let errors = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
  const done = new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`pg_dump failed (exit code ${code}): ${errors.trim()}`)),
    );
  });
  return { stream: child.stdout, done };
}

/**
 * The embedded database: its files are copied while nothing else uses it (writes wait for
 * the copy, not for the dump), then PGlite's pg_dump (WebAssembly) dumps the copy in a
 * child process, so neither the dump's time nor its memory fall on the server. Like the
 * database's creation (database/connection.ts), the child writes to files, not to pipes.
 */
async function dumpEmbedded(
  database: DatabaseService,
  dir: string,
  partial: string,
  counter: RowCounter,
): Promise<void> {
  const work = await mkdtemp(path.join(dir, ".snapshot-"));
  try {
    const copy = path.join(work, "pglite");
    let startParams: string[] = [];
    await database.exclusive(async (db: Database) => {
      if (!db.copyFiles) throw new Error("this database cannot be copied");
      startParams = db.startParams ?? [];
      await db.copyFiles(copy);
    });
    const sqlFile = path.join(work, "dump.sql");
    const errorFile = path.join(work, "stderr");
    const require = createRequire(import.meta.url);
    const job = {
      pglite: require.resolve("@electric-sql/pglite"),
      pgDump: require.resolve("@electric-sql/pglite-tools/pg_dump"),
      dir: copy,
      startParams,
      out: sqlFile,
    };
    const code = `
      process.umask(0o077);
      const job = JSON.parse(process.argv[1]);
      const { PGlite } = require(job.pglite);
      const { pgDump } = require(job.pgDump);
      (async () => {
        const pg = await PGlite.create(job.dir, { startParams: job.startParams });
        const file = await pgDump({ pg, args: ["--no-owner", "--no-privileges"] });
        require("node:fs").writeFileSync(job.out, Buffer.from(await file.arrayBuffer()), {
          mode: 0o600,
        });
        await pg.close().catch(() => {});
      })().catch((error) => {
        console.error(error instanceof Error ? error.stack : JSON.stringify(error));
        process.exitCode = 1;
      });
    `;
    const errors = await open(errorFile, "w");
    let exitCode: number | null;
    try {
      exitCode = await new Promise((resolve, reject) => {
        spawn(process.execPath, ["--eval", code, JSON.stringify(job)], {
          stdio: ["ignore", "ignore", errors.fd],
        })
          .once("error", reject)
          .once("exit", (code) => resolve(code));
      });
    } finally {
      await errors.close();
    }
    if (exitCode !== 0) {
      const stderr = (await readFile(errorFile, "utf8")).trim();
      throw new Error(
        `pg_dump of the embedded database failed: ${stderr || `exit code ${exitCode}`}`,
      );
    }
    await pipeline(
      createReadStream(sqlFile),
      counter,
      createGzip({ level: 6 }),
      createWriteStream(partial, { mode: 0o600, flags: "wx" }),
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export interface BackupOptions {
  database: DatabaseService;
  databaseUrl: string | undefined;
  dir: string;
  now: () => Date;
}

/** Writes one backup into `dir` and says what it holds. */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { database, dir } = options;
  const started = performance.now();
  const startedAt = options.now();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, backupFileName(startedAt));
  const partial = `${file}.partial`;
  const counter = new RowCounter();
  const write = (source: Readable) =>
    pipeline(
      source,
      counter,
      createGzip({ level: 6 }),
      createWriteStream(partial, { mode: 0o600, flags: "wx" }),
    );
  try {
    if (options.databaseUrl) {
      const dump = pgDumpStream(options.databaseUrl);
      await Promise.all([write(dump.stream), dump.done]);
    } else {
      await dumpEmbedded(database, dir, partial, counter);
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return {
    file,
    bytes: (await stat(file)).size,
    rows: counter.rows,
    kind: options.databaseUrl ? "postgres" : "embedded",
    milliseconds: Math.round(performance.now() - started),
    startedAt: startedAt.toISOString(),
  };
}

/** The backups in `dir`, oldest first. */
export async function listBackups(dir: string): Promise<Array<{ file: string; at: Date }>> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  return names
    .map((name) => ({ file: path.join(dir, name), at: backupTime(name) }))
    .filter((entry): entry is { file: string; at: Date } => entry.at !== undefined)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Deletes backups older than `keepDays`, never the newest one. Returns the deleted files. */
export async function pruneBackups(dir: string, keepDays: number, now: Date): Promise<string[]> {
  const backups = await listBackups(dir);
  const cutoff = now.getTime() - keepDays * 24 * 60 * 60 * 1000;
  const old = backups.slice(0, -1).filter((backup) => backup.at.getTime() < cutoff);
  for (const backup of old) await rm(backup.file, { force: true });
  // What an interrupted backup left (a killed process): older than a day, so never the
  // work of one under way.
  for (const name of await readdir(dir)) {
    if (!name.startsWith(".snapshot-") && !name.endsWith(".partial")) continue;
    const file = path.join(dir, name);
    if ((await stat(file)).mtimeMs < now.getTime() - 24 * 60 * 60 * 1000) {
      await rm(file, { recursive: true, force: true });
    }
  }
  return old.map((backup) => backup.file);
}
