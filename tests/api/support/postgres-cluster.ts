/**
 * Starts and stops a throw-away PostgreSQL from the machine's binaries (Debian:
 * /usr/lib/postgresql/<version>/bin), for the API tests and the benchmark. As root it runs
 * the server as the `postgres` user, because initdb refuses to run as root.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../../server/database/connection.ts";
import { DatabaseService } from "../../../server/database/service.ts";

export interface PostgresCluster {
  url: string;
  /** URL of another database in the same cluster. */
  urlFor(database: string): string;
  stop(): void;
}

/** The newest PostgreSQL bin directory on this machine, or undefined. */
export function findPostgresBin(): string | undefined {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

/** Whether `port` can be listened on at 127.0.0.1 right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * A port for a server a test starts by number (a child process, PostgreSQL, nginx): free
 * now, and below Linux's ephemeral range (32768-60999), which the kernel hands to every
 * `listen(0)` and outgoing connection. A port from that range could be given to another
 * test's in-process server between this check and the child's listen, and the test would
 * then talk to that server instead of its own.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error("no free port found between 20000 and 31999");
}

/** Why PostgreSQL cannot be started here, or undefined when it can. */
export function postgresUnavailableReason(): string | undefined {
  if (!findPostgresBin()) {
    return "no PostgreSQL binaries found (Debian: apt-get install -y postgresql, or set POSTGRES_BIN)";
  }
  if (process.getuid?.() === 0 && spawnSync("id", ["postgres"]).status !== 0) {
    return "running as root but there is no postgres user to run PostgreSQL as";
  }
  return undefined;
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(postgresUnavailableReason());
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "spreegeist-pg-"));
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  const run = (command: string, args: string[]) => {
    const file = path.join(bin, command);
    if (asRoot) {
      const quoted = [file, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" ");
      execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { stdio: "pipe" });
    } else {
      execFileSync(file, args, { stdio: "pipe" });
    }
  };
  if (asRoot) {
    const ids = execFileSync("id", ["-u", "postgres"]).toString().trim();
    const gid = execFileSync("id", ["-g", "postgres"]).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  // fsync stays on: the durability test relies on PostgreSQL's real commit behaviour.
  run("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
  ]);
  run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    "-w",
    "start",
  ]);
  const base = `postgres://postgres@127.0.0.1:${port}`;
  let stopped = false;
  return {
    url: `${base}/postgres`,
    urlFor: (database) => `${base}/${database}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A database in `cluster` with every migration applied, named for the test databases to be
 * created from (`create database … template`). The server migrates it as it migrates any
 * database at start; no connection stays open on it, since PostgreSQL copies a template only
 * while nobody is connected to it.
 */
export async function migratedPostgresTemplate(cluster: PostgresCluster): Promise<string> {
  const name = "spreegeist_migrated";
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const dataDir = mkdtempSync(path.join(tmpdir(), "spreegeist-data-"));
  const service = new DatabaseService(
    () => openDatabase({ dataDir, databaseUrl: cluster.urlFor(name) }),
    quiet,
  );
  try {
    if ((await service.start()) !== "ready") throw new Error("could not migrate " + name);
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return name;
}
