/**
 * The embedded database runs with a small buffer cache (server/database/connection.ts): PGlite
 * keeps PostgreSQL's `shared_buffers` inside the server's own memory, and the default of
 * 128 MB would make it most of the server's footprint. The setting is a start parameter,
 * so the data directory's postgresql.conf keeps what initdb wrote. A first start creates the
 * database aside (in a child process) and moves it into place when it is complete.
 */
import {
  existsSync,
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
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/database/connection.ts";
import { engines } from "./support/databases.ts";

describe("embedded database settings", () => {
  let fresh: Awaited<ReturnType<ReturnType<typeof engines>[number]["fresh"]>>;
  beforeAll(async () => {
    fresh = await engines()[0]!.fresh();
  });
  afterAll(() => fresh?.drop());

  it("opens with a 16 MB buffer cache and leaves postgresql.conf as initdb wrote it", async () => {
    const confFile = path.join(fresh.dataDir, "pglite", "postgresql.conf");
    const confBefore = readFileSync(confFile, "utf8");
    const database = await openDatabase({ dataDir: fresh.dataDir, databaseUrl: undefined });
    try {
      const { rows } = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: Array<{ shared_buffers: string }>;
      };
      expect(rows[0]?.shared_buffers).toBe("16MB");
      // Still the database it was: the migrated tables are there.
      await database.db.execute(sql`select count(*) from consent_records`);
    } finally {
      await database.close();
    }
    const confAfter = readFileSync(confFile, "utf8");
    expect(confAfter).toBe(confBefore);
    expect(confAfter).toMatch(/^max_connections = /m);
  });

  describe("on a first start", () => {
    let dataDir: string;
    beforeEach(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), "spreegeist-data-"));
    });
    afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

    async function expectWorkingDatabase() {
      const database = await openDatabase({ dataDir, databaseUrl: undefined });
      try {
        await database.migrate();
        await database.db.execute(sql`select count(*) from consent_records`);
      } finally {
        await database.close();
      }
    }

    it("creates the database, and begins again after an interrupted first start", async () => {
      // What a first start killed in the middle of initdb leaves.
      mkdirSync(path.join(dataDir, "pglite.creating-0a1b2c3d4e5f"));
      writeFileSync(path.join(dataDir, "pglite.creating-0a1b2c3d4e5f", "PG_VERSION"), "17\n");
      await expectWorkingDatabase();
      // The half-made files are gone, the database is complete (and the lock released).
      expect(readdirSync(dataDir)).toEqual(["pglite"]);
      expect(existsSync(path.join(dataDir, "pglite", "base"))).toBe(true);
      // The next start opens that database; it does not create another.
      const version = statSync(path.join(dataDir, "pglite", "PG_VERSION"));
      await expectWorkingDatabase();
      expect(statSync(path.join(dataDir, "pglite", "PG_VERSION")).ino).toBe(version.ino);
      // initdb in WebAssembly and every migration, twice: about 8 s on a quiet machine, and
      // past the default 20 s while the machine is busy.
    }, 60_000);

    it("does not touch a directory that is not a database, and says so", async () => {
      mkdirSync(path.join(dataDir, "pglite"));
      writeFileSync(path.join(dataDir, "pglite", "notes.txt"), "not a database");
      await expect(openDatabase({ dataDir, databaseUrl: undefined })).rejects.toThrow(
        /pglite is not an embedded database \(it has no PG_VERSION\) but is not empty/,
      );
      expect(readdirSync(path.join(dataDir, "pglite"))).toEqual(["notes.txt"]);
      // The lock is released, so a start after the directory is moved away can go on.
      expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
      rmSync(path.join(dataDir, "pglite"), { recursive: true });
      await expectWorkingDatabase();
    });
  });
});
