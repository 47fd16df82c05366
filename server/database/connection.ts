/**
 * Opens the database: PostgreSQL when a DATABASE_URL is given, otherwise PGlite (PostgreSQL
 * compiled to WebAssembly) with its files under DATA_DIR. Both speak the same SQL, so the
 * same tables and one migrations folder serve both (docs/decisions/0011-database.md).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, open, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import {
  correctDataDirModes,
  makePrivateDir,
  PRIVATE_DIR_MODE,
  restrictUmask,
} from "../private-files.ts";
import * as consentSchema from "../consent/schema.ts";
import * as contentSchema from "../content/schema.ts";
import * as figuresSchema from "../figures/schema.ts";
import * as leadsSchema from "../leads/schema.ts";
import * as mailSchema from "../mail/schema.ts";

/** The features' tables that queries through `Db` know by name. */
const schema = {
  ...consentSchema,
  ...contentSchema,
  ...figuresSchema,
  ...leadsSchema,
  ...mailSchema,
};

export const migrationsFolder = path.join(import.meta.dirname, "migrations");

/** The query interface both engines share. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: "embedded" | "postgres";
  db: Db;
  /** Applies pending migrations; several instances may call it at the same time. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Runs a script of several SQL statements (a restore), in one transaction. */
  execScript(script: string): Promise<void>;
  /**
   * The embedded database's files, consistent, copied to `dest` (which must not exist):
   * a checkpoint, then a copy. Call it only while nothing else uses the database
   * (DatabaseService.exclusive). A backup dumps the copy in a process of its own
   * (server/ops/backup.ts); PostgreSQL is dumped with the pg_dump program instead.
   */
  copyFiles?: (dest: string) => Promise<void>;
  /** What a process needs to open a copy of the embedded database like this one does. */
  startParams?: string[];
  /** PostgreSQL's pool: connections open, idle, and requests waiting for one. */
  pool?: () => { total: number; idle: number; waiting: number };
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (PostgreSQL: on a
   * connection of its own, opened again after it drops); resolves to the unsubscribe.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; unset for the embedded database. */
  databaseUrl?: string | undefined;
  /** The embedded database lives in <dataDir>/pglite. */
  dataDir: string;
  /** Receives errors of idle PostgreSQL connections (they must not crash the process). */
  onIdleError?: (error: Error) => void;
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openEmbedded(options);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite does not stop a second process from opening the same files, which would corrupt
 * them; a lock file with the owner's pid does. A lock whose process is gone (killed,
 * crashed, or a container restart that reuses our pid) is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: "wx" });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const owner = Number((await readFile(file, "utf8")).trim());
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${owner}: only one process may open it (stop it, or use DATABASE_URL)`,
        );
      }
      await rm(file, { force: true });
    }
  }
}

/**
 * PGlite's own start parameters plus a smaller buffer cache. PostgreSQL's default
 * `shared_buffers` of 128 MB lives inside PGlite's WebAssembly memory, so it counts fully
 * in the server's resident memory. 16 MB (2,048 pages) is ample for what the site does,
 * appending rows and reading a few, and takes about 130 MB off the server's footprint
 * (docs/decisions/0011-database.md).
 * A start parameter leaves the data directory's postgresql.conf alone, which PGlite's
 * `postgresqlconf` option would overwrite.
 */
const EMBEDDED_SHARED_BUFFERS = "16MB";
const embeddedStartParams = [
  ...PGlite.defaultStartParams,
  "-c",
  `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`,
];

/** The Emscripten module's file system as far as `privateModes` touches it. */
interface EmscriptenNodeFs {
  NODEFS: { node_ops: { setattr(node: unknown, attr: { mode?: number }): void } };
}

/**
 * PGlite's files on disk (Emscripten's NODEFS), private to this user: PostgreSQL in
 * WebAssembly creates every file and then sets its mode to 0666 explicitly, which no umask
 * prevents. Every mode it sets loses its group and other bits here (0666 becomes 0600).
 */
class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS["init"]>[1]) {
    const { emscriptenOpts } = await super.init(pg, options);
    const privateModes = (mod: EmscriptenNodeFs) => {
      const ops = mod.NODEFS.node_ops;
      const setattr = ops.setattr.bind(ops);
      ops.setattr = (node, attr) =>
        setattr(node, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~0o077 });
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        // After NodeFS's own, which mounts the directory.
        preRun: [...(emscriptenOpts.preRun ?? []), privateModes as never],
      },
    };
  }
}

/** The child's program: plain CommonJS, beside this file. */
const childProgram = fileURLToPath(new URL("./create-embedded.cjs", import.meta.url));

/**
 * Creates the embedded database's files (PostgreSQL's initdb, which PGlite runs in a
 * WebAssembly instance of its own) in a child process. initdb takes several hundred MB,
 * which a process keeps once it has had it: done in the server, the first start left it
 * at about 800 MB instead of 300 (docs/decisions/0011-database.md). The child is plain
 * JavaScript that loads PGlite's CommonJS build (create-embedded.cjs); it needs nothing of
 * ours.
 *
 * The files are made in a directory of this attempt's own, `<dir>.creating-<random>`, and
 * renamed to `dir` when complete: a database appears whole or not at all, and the next
 * start after an interrupted one deletes the leftovers, with which a child orphaned by a
 * kill can no longer meddle.
 */
async function createEmbedded(dir: string): Promise<void> {
  const existing = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (existing.length > 0) {
    throw new Error(
      `${dir} is not an embedded database (it has no PG_VERSION) but is not empty: move it away to start with a new database`,
    );
  }
  await rm(dir, { recursive: true, force: true });
  const parent = path.dirname(dir);
  const prefix = `${path.basename(dir)}.creating-`;
  for (const name of await readdir(parent)) {
    if (name.startsWith(prefix)) await rm(path.join(parent, name), { recursive: true });
  }
  const creating = path.join(parent, prefix + randomBytes(6).toString("hex"));
  await mkdir(creating, { mode: PRIVATE_DIR_MODE });
  const job = {
    pglite: createRequire(import.meta.url).resolve("@electric-sql/pglite"),
    dir: creating,
    startParams: embeddedStartParams,
  };
  // The child's error output goes to a file, not a pipe. With a pipe (a socket object in
  // this process, like the clients' connections), every request the server answered
  // afterwards cost about 10 % more CPU time, for as long as the process lived.
  const errorFile = `${creating}.stderr`;
  const errors = await open(errorFile, "w");
  let exit: { code: number | null; signal: NodeJS.Signals | null };
  try {
    exit = await new Promise((resolve, reject) => {
      spawn(process.execPath, [childProgram, JSON.stringify(job)], {
        stdio: ["ignore", "ignore", errors.fd],
      })
        .once("error", reject)
        .once("exit", (code, signal) => resolve({ code, signal }));
    });
  } finally {
    await errors.close();
  }
  const stderr = (await readFile(errorFile, "utf8")).trim();
  await rm(errorFile);
  if (exit.code !== 0) {
    throw new Error(
      `Creating the embedded database in ${creating} failed (${exit.signal ?? `exit code ${exit.code}`})${stderr ? `: ${stderr}` : ""}`,
    );
  }
  // initdb set its files' modes to 0666 (see PrivateNodeFS): private before they appear.
  await correctDataDirModes(creating);
  await rename(creating, dir);
}

async function openEmbedded(options: DatabaseOptions): Promise<Database> {
  const dir = path.join(options.dataDir, "pglite");
  // Whichever process opens the database (the server, a tool, a test), its files are
  // private to that user: directories are made 0777 less the umask, files' modes pass
  // through PrivateNodeFS (server/private-files.ts).
  restrictUmask();
  await makePrivateDir(options.dataDir);
  const unlock = await lockDataDir(options.dataDir);
  let client: PGlite;
  try {
    if (!existsSync(path.join(dir, "PG_VERSION"))) await createEmbedded(dir);
    client = await PGlite.create({ fs: new PrivateNodeFS(dir), startParams: embeddedStartParams });
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    kind: "embedded",
    db: db as unknown as Db,
    // One process owns the directory, so there is nobody to race with.
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    execScript: async (script) => {
      await client.transaction(async (tx) => {
        await tx.exec(script);
      });
      // A dump empties the session's search_path (set_config) for its own statements.
      await client.exec("SET search_path TO public");
    },
    copyFiles: async (dest) => {
      // Every change is in the files after a checkpoint; the copy opens without recovery.
      await client.query("CHECKPOINT");
      await cp(dir, dest, { recursive: true, errorOnExist: true, force: false });
    },
    startParams: embeddedStartParams,
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

/** Any fixed number: it only has to be the same in every instance of this application. */
const MIGRATION_LOCK_KEY = 7_302_114_401;

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast while the database is down: the API answers 503 instead of hanging.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    application_name: "spreegeist-events",
  });
  // An idle connection that the server drops emits 'error'; unhandled it would kill us.
  pool.on("error", (error) => options.onIdleError?.(error));
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: "postgres",
    db: db as unknown as Db,
    migrate: async () => {
      // Drizzle's migrator is not safe against a second instance migrating at the same
      // moment; a session-level advisory lock makes the others wait, then find nothing to do.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    execScript: async (script) => {
      const client = await pool.connect();
      try {
        // Without statement_timeout: a large restore takes longer than a request may.
        await client.query("begin");
        await client.query("set local statement_timeout = 0");
        await client.query(script);
        await client.query("commit");
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        // The script's set_config('search_path', '', false) must not stay with the pool.
        client.release(true);
      }
    },
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify, options),
    close: () => pool.end(),
  };
}

/** Seconds between attempts to listen again after the listening connection dropped. */
const RELISTEN_MS = 2_000;

/**
 * LISTEN on a connection of its own (a pooled one would go back to the pool). When it drops,
 * it connects again and calls `onNotify("")` once, since notifications sent meanwhile are lost.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  options: DatabaseOptions,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const scheduleRetry = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect()
        .then(() => onNotify(""))
        .catch(scheduleRetry);
    }, RELISTEN_MS);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      application_name: "spreegeist-events-listen",
    });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", (error) => {
      options.onIdleError?.(error);
      next.end().catch(() => undefined);
      if (stopped || client !== next) return;
      client = undefined;
      scheduleRetry();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
