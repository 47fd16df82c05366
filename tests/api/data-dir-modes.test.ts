/**
 * DATA_DIR is private to the user the server runs as (server/private-files.ts): the real
 * server on a fresh DATA_DIR, with an enquiry whose mails are written as .eml files, and a
 * second local user (`nobody`) who tries to read the database's files and the mails and to
 * change the database's settings; an existing DATA_DIR that an older version left readable
 * by everyone, corrected at start; and a command-line tool that creates the database.
 *
 * Acting as another user needs root (`runuser`): as anyone else these tests are skipped with
 * a note. CI runs them as root.
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { postEnquiry, validEnquiry } from "./enquiry-support.ts";
import { getSession } from "./support/client.ts";
import { startLoggedServer, type LoggedServer } from "./support/logged-server.ts";
import { makeTinySite } from "./support/tiny-site.ts";

const root = path.resolve(import.meta.dirname, "../..");
const skipReason =
  process.getuid?.() !== 0
    ? "not running as root, so no second local user can be tried (runuser)"
    : spawnSync("runuser", ["-u", "nobody", "--", "true"]).status !== 0
      ? "`runuser -u nobody` does not work here"
      : "";
if (skipReason) console.warn(`\nNOTE: the DATA_DIR permission tests are SKIPPED: ${skipReason}.\n`);

/** A shell command run as the user `nobody`: its exit status and error output. */
function asNobody(command: string): { status: number | null; stderr: string } {
  const result = spawnSync("runuser", ["-u", "nobody", "--", "sh", "-c", command], {
    encoding: "utf8",
    cwd: "/",
  });
  return { status: result.status, stderr: result.stderr };
}

const quote = (file: string) => `'${file.replaceAll("'", "'\\''")}'`;

/** Everything under `dir` (and `dir`) that its group or other users may use, with its mode. */
function sharedEntries(dir: string): string[] {
  const found: string[] = [];
  const visit = (file: string) => {
    const info = lstatSync(file);
    if (info.isSymbolicLink()) return;
    if ((info.mode & 0o077) !== 0) {
      found.push(`${(info.mode & 0o777).toString(8)} ${path.relative(dir, file) || "."}`);
    }
    if (info.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(dir);
  return found;
}

/** A parent directory that everybody may enter: a refusal is DATA_DIR's own doing. */
function openParent(prefix: string): string {
  const parent = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(parent, 0o755);
  // The control: nobody reads a world-readable file beside DATA_DIR.
  writeFileSync(path.join(parent, "probe.txt"), "readable\n", { mode: 0o644 });
  chmodSync(path.join(parent, "probe.txt"), 0o644);
  const probe = asNobody(`cat ${quote(path.join(parent, "probe.txt"))}`);
  expect(probe, "nobody can read a file beside DATA_DIR").toMatchObject({ status: 0 });
  return parent;
}

async function waitForFiles(dir: string, count: number, timeoutMs = 15_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith(".eml"));
    } catch {
      // not there yet
    }
    if (names.length >= count) return names.map((name) => path.join(dir, name));
    if (Date.now() > deadline) throw new Error(`expected ${count} .eml files in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(skipReason)("DATA_DIR is private to the server's user", () => {
  let buildDir: string;
  const parents: string[] = [];
  const servers: LoggedServer[] = [];

  beforeAll(() => {
    buildDir = makeTinySite();
  });

  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const dir of [...parents, buildDir]) rmSync(dir, { recursive: true, force: true });
  });

  it("a fresh DATA_DIR: another local user reads no database file and no mail, and changes nothing", async () => {
    const parent = openParent("spreegeist-modes-");
    parents.push(parent);
    const dataDir = path.join(parent, "data");
    const server = await startLoggedServer({ DATA_DIR: dataDir, BUILD_DIR: buildDir });
    servers.push(server);

    const email = "geheim.person@beispiel.example";
    const session = await getSession(server.url);
    const answer = await postEnquiry(server.url, session, validEnquiry({ email }));
    expect(answer.status).toBe(201);
    const mails = await waitForFiles(path.join(dataDir, "outbox"), 2);
    // The files are the real thing: the visitor's address is in the confirmation.
    expect(mails.some((file) => readFileSync(file, "utf8").includes(email))).toBe(true);

    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(sharedEntries(dataDir)).toEqual([]);

    const wal = path.join(dataDir, "pglite", "pg_wal");
    const segment = readdirSync(wal).find((name) => /^[0-9A-F]{24}$/.test(name));
    expect(segment).toBeDefined();
    const attempts = {
      "list DATA_DIR": `ls ${quote(dataDir)}`,
      "read PG_VERSION": `cat ${quote(path.join(dataDir, "pglite", "PG_VERSION"))}`,
      "read a WAL segment": `cat ${quote(path.join(wal, segment!))} > /dev/null`,
      "read a mail": `cat ${quote(mails[0]!)} > /dev/null`,
      "append to postgresql.auto.conf": `echo "shared_preload_libraries = 'x'" >> ${quote(path.join(dataDir, "pglite", "postgresql.auto.conf"))}`,
      "create a file": `touch ${quote(path.join(dataDir, "planted"))}`,
    };
    for (const [what, command] of Object.entries(attempts)) {
      const result = asNobody(command);
      expect(result.status, what).not.toBe(0);
      expect(result.stderr, what).toMatch(/Permission denied/);
    }

    // The files stay private while the server writes more (new mails, WAL).
    const second = await postEnquiry(server.url, session, validEnquiry({ name: "Zweite" }));
    expect(second.status).toBe(201);
    await waitForFiles(path.join(dataDir, "outbox"), 4);
    await server.stop();
    expect(sharedEntries(dataDir)).toEqual([]);
  }, 120_000);

  it("an existing DATA_DIR with files readable by everyone is corrected at start, and says how many", async () => {
    const parent = openParent("spreegeist-modes-old-");
    parents.push(parent);
    const dataDir = path.join(parent, "data");
    cpSync(inject("embeddedTemplate"), dataDir, { recursive: true });
    const outbox = path.join(dataDir, "outbox");
    mkdirSync(outbox);
    const oldMail = path.join(outbox, "2025-01-01T00-00-00-000Z-confirmation-old.eml");
    writeFileSync(oldMail, "To: anna.alt@beispiel.example\r\n\r\nHallo\r\n");
    // What an older version left: everything open to everyone.
    let entries = 0;
    const open = (file: string) => {
      const info = lstatSync(file);
      if (info.isSymbolicLink()) return;
      entries++;
      chmodSync(file, info.isDirectory() ? 0o777 : 0o666);
      if (info.isDirectory()) for (const name of readdirSync(file)) open(path.join(file, name));
    };
    open(dataDir);
    expect(asNobody(`cat ${quote(oldMail)}`).status, "readable before the start").toBe(0);

    const server = await startLoggedServer({ DATA_DIR: dataDir, BUILD_DIR: buildDir });
    servers.push(server);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(sharedEntries(dataDir)).toEqual([]);
    const read = asNobody(`cat ${quote(oldMail)}`);
    expect(read.status).not.toBe(0);
    expect(read.stderr).toMatch(/Permission denied/);

    // One line with the count, and nothing of the files' names or contents.
    const log = server.output();
    const lines = log.split("\n").filter((line) => line.includes("readable by other users"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`DATA_DIR: ${entries} files and directories`);
    expect(log).not.toMatch(/anna\.alt|confirmation-old|pg_wal/);
    await server.stop();
  }, 120_000);

  it("a command-line tool that creates the database (npm run backup) leaves nothing readable to others", () => {
    const parent = openParent("spreegeist-modes-cli-");
    parents.push(parent);
    const dataDir = path.join(parent, "data");
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
    delete env.DATABASE_URL;
    delete env.BACKUP_DIR;
    const result = spawnSync(process.execPath, ["scripts/tool.mjs", "backup"], {
      cwd: root,
      env,
      encoding: "utf8",
      timeout: 110_000,
    });
    expect(result.status, result.stderr).toBe(0);
    expect(
      readdirSync(path.join(dataDir, "backups")).some((name) => name.endsWith(".sql.gz")),
    ).toBe(true);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(sharedEntries(dataDir)).toEqual([]);
  }, 120_000);
});
