/**
 * The log holds no personal data of a failed query (server/database/error-redaction.ts): the real
 * server, on each database engine, with a CHECK constraint that refuses one visitor's
 * enquiry. The insert fails inside the database, whose error carries every value of the
 * row (the query's parameters, PostgreSQL's "Failing row contains (…)"); the server answers
 * 500 and logs the failure with the SQL and the SQLSTATE code, but none of the values.
 */
import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/database/connection.ts";
import { postEnquiry, validEnquiry } from "./enquiry-support.ts";
import { getSession } from "./support/client.ts";
import { engines } from "./support/databases.ts";
import { startLoggedServer, type LoggedServer } from "./support/logged-server.ts";
import { makeTinySite } from "./support/tiny-site.ts";

const visitor = {
  name: "Zebulon Verborgen",
  company: "Geheimnis Handels AG",
  email: "zebulon.verborgen@beispiel.example",
  phone: "+49 30 98765432",
  message: "Bitte vertraulich behandeln: Kennwort-4711",
};
const constraint = `alter table leads add constraint test_refuses_one_name check (name <> '${visitor.name}')`;

describe.each(engines())("$name: a database error in the log", (engine) => {
  let fresh: Awaited<ReturnType<typeof engine.fresh>>;
  let server: LoggedServer | undefined;
  let buildDir: string;

  beforeAll(async () => {
    if (engine.skipReason) return;
    buildDir = makeTinySite();
    fresh = await engine.fresh();
    if (!fresh.databaseUrl) {
      // The embedded database is a copy of the migrated template: changed before the start.
      const database = await openDatabase({ dataDir: fresh.dataDir });
      await database.execScript(constraint);
      await database.close();
    }
    server = await startLoggedServer({
      DATA_DIR: fresh.dataDir,
      BUILD_DIR: buildDir,
      LOG_LEVEL: "info",
      ...(fresh.databaseUrl ? { DATABASE_URL: fresh.databaseUrl } : {}),
    });
    if (fresh.databaseUrl) {
      // PostgreSQL is migrated by the server: changed once it is ready.
      const client = new pg.Client({ connectionString: fresh.databaseUrl });
      await client.connect();
      await client.query(constraint);
      await client.end();
    }
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await fresh?.drop();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });

  it.skipIf(engine.skipReason)(
    "names the failed SQL and its code, never the query's values",
    async () => {
      const session = await getSession(server!.url);
      const answer = await postEnquiry(server!.url, session, validEnquiry(visitor));
      expect(answer.status).toBe(500);
      const body = await answer.text();
      const log = await server!.waitForOutput(/API request failed/);
      const line = log.split("\n").find((entry) => entry.includes("API request failed"))!;
      // No value of the enquiry, anywhere in the log or the answer.
      for (const value of Object.values(visitor)) {
        expect(log).not.toContain(value);
        expect(body).not.toContain(value);
      }
      expect(log).not.toMatch(/zebulon|Kennwort|98765432/i);
      // What helps to find the fault stays: the statement, the SQLSTATE, the constraint.
      expect(line).toMatch(/Failed query: .*insert into \\?"leads\\?"/i);
      expect(line).toMatch(/parameters redacted/);
      expect(JSON.parse(line).err).toMatchObject({
        code: "23514",
        constraint: "test_refuses_one_name",
        table: "leads",
      });
    },
  );
});
