/**
 * The embedded database runs with a small buffer cache (server/db/connection.ts): PGlite
 * keeps PostgreSQL's `shared_buffers` inside the server's own memory, and the default of
 * 128 MB would make it most of the server's footprint. The setting is a start parameter,
 * so the data directory's postgresql.conf keeps what initdb wrote.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/connection.ts";
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

  it("creates a new database on first start, and says why when that fails", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "spreegeist-data-"));
    try {
      // A file where initdb needs its directory "base".
      mkdirSync(path.join(dataDir, "pglite"));
      writeFileSync(path.join(dataDir, "pglite", "base"), "not a directory");
      await expect(openDatabase({ dataDir, databaseUrl: undefined })).rejects.toThrow(
        /^Creating the embedded database in .*pglite failed: .*ErrnoError/,
      );
      // The lock is released, so the next start (after the directory is mended) can go on.
      expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);

      rmSync(path.join(dataDir, "pglite"), { recursive: true });
      const database = await openDatabase({ dataDir, databaseUrl: undefined });
      try {
        await database.migrate();
        await database.db.execute(sql`select count(*) from consent_records`);
      } finally {
        await database.close();
      }
      expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
