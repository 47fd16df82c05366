/**
 * Only one process may open an embedded database: a second one (here `npm run purge` while
 * the database is open) is refused with a message naming the owner, instead of both
 * writing the same files.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines, type TestDatabase } from "./support/databases.ts";

describe("embedded database lock", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engines()[0]!.create();
  });
  afterAll(() => database?.dispose());

  it("refuses a second process while one has the database open", async () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const run = promisify(execFile)(process.execPath, ["scripts/tool.mjs", "purge"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: "" },
    });
    const failure = (await run.then(
      () => undefined,
      (error: unknown) => error,
    )) as { code: number; stderr: string } | undefined;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(`is in use by process ${process.pid}`);
    // The owner is unharmed.
    expect(database.service.status).toBe("ready");
  });
});
