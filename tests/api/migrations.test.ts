/**
 * One migrations folder for both engines: applying it creates the schema, applying it again
 * changes nothing, and the schema is the same on both.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { migrationsFolder, openDatabase, type Database } from "../../server/database/connection.ts";
import { engines } from "./support/databases.ts";

const columnsQuery = sql`
  select table_name, column_name, data_type, is_nullable
  from information_schema.columns
  where table_schema = 'public'
  order by table_name, column_name`;

const schemas: Record<string, unknown> = {};

/** Every migration the folder holds, each applied exactly once. */
const migrationCount = (
  JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

type Rows = { rows: Array<Record<string, unknown>> };

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`migrations on ${engine.name}`, () => {
    let fresh: Awaited<ReturnType<typeof engine.fresh>>;
    let database: Database;
    afterAll(async () => {
      await database?.close();
      await fresh?.drop();
    });

    it("apply once, then find nothing left to do", async () => {
      fresh = await engine.fresh();
      database = await openDatabase({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl });
      await database.migrate();
      await database.migrate();
      const applied = (await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as Rows;
      expect((applied.rows[0] as { n: number }).n).toBe(migrationCount);
      const columns = ((await database.db.execute(columnsQuery)) as unknown as Rows).rows;
      expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(
        expect.arrayContaining([
          "consent_records.consent_id",
          "vitals_daily.page",
          "leads.idempotency_key",
          "mail_outbox.next_attempt_at",
        ]),
      );
      schemas[engine.name] = columns;
      if (schemas.embedded && schemas.postgres) {
        expect(schemas.postgres).toEqual(schemas.embedded);
      }
    });
  });
}
