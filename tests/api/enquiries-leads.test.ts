/**
 * `npm run leads` as the agency runs it (a real process on the server's database, both
 * engines): a readable table, and CSV that a spreadsheet reads without running formulas;
 * a lead merged into another is not listed (the back office shows it within that one).
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ServerConfig } from "../../server/env.ts";
import { leadsCommands } from "../../server/leads/commands.ts";
import { leads } from "../../server/leads/schema.ts";
import { insertLead as insertEnquiry } from "../../server/leads/store/intake.ts";
import { engines, quietLog } from "./support/databases.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

const base = {
  language: "de",
  sourcePage: "/contact",
  channel: "api",
  company: "Beispiel GmbH",
  email: "anna@beispiel.de",
  participants: 24,
  event: "City Rally Berlin",
  privacyPolicyVersion: "2.0",
};

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`npm run leads on ${engine.name}`, () => {
    it("prints a table and exports CSV", { timeout: 30_000 }, async () => {
      const database = await engine.create();
      try {
        await database.service.run(async (db) => {
          await insertEnquiry(
            db,
            { ...base, name: "Anna Beispiel" },
            new Date("2026-11-20T09:00:00Z"),
          );
          await insertEnquiry(
            db,
            {
              ...base,
              language: "en",
              name: '=HYPERLINK("http://evil.example","Click")',
              company: 'Quote "and", comma',
              event: "other",
              eventOther: "Boat trip",
              message: "Line 1\nLine 2",
              phone: "+49 30 1234567",
            },
            new Date("2026-11-21T09:00:00Z"),
          );
        });
        await database.service.close(); // the embedded database admits one process
        const env = {
          ...process.env,
          DATA_DIR: database.dataDir,
          DATABASE_URL: database.databaseUrl ?? "",
        };
        const cli = ["scripts/tool.mjs", "leads"];
        const table = await run(process.execPath, cli, { cwd: root, env });
        const lines = table.stdout.trim().split("\n");
        expect(lines[0]).toMatch(/^received\s+state\s+lang\s+name\s+company/);
        expect(lines[2]).toMatch(/^2026-11-21 10:00\s+new\s+en\s+=HYPERLINK/);
        expect(lines[2]).toContain("Other / not sure yet: Bo");
        expect(lines[3]).toMatch(/^2026-11-20 10:00\s+new\s+de\s+Anna Beispiel\s+Beispiel GmbH/);
        expect(table.stdout).toContain("2 enquiries, newest first.");

        const csv = await run(process.execPath, [...cli, "--csv"], { cwd: root, env });
        const records = csv.stdout.split("\r\n");
        // Every cell quoted (a visitor's , or ; never splits one: docs/security.md, CSV).
        expect(records[0]).toMatch(
          /^"received \(Berlin\)","state","language","name","company","email","phone"/,
        );
        expect(records[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
        expect(records[1]).toContain(`"Quote ""and"", comma"`);
        expect(records[1]).toContain("'+49 30 1234567");
        expect(csv.stdout).toContain('"Line 1\nLine 2"');
        // Records end in CRLF; the line break inside the quoted message is a bare LF.
        expect(records.filter(Boolean)).toHaveLength(3);
      } finally {
        await database.dispose();
      }
    });

    it("leaves out a lead merged into another", async () => {
      const database = await engine.create();
      try {
        const [kept, merged, other] = await database.service.run(async (db) => {
          const ids: string[] = [];
          for (const [name, day] of [
            ["Anna Beispiel", 20],
            ["Anna Beispiel again", 21],
            ["Ben Other", 22],
          ] as const) {
            const lead = await insertEnquiry(
              db,
              { ...base, name },
              new Date(`2026-11-${day}T09:00:00Z`),
            );
            ids.push(lead.id);
          }
          await db.update(leads).set({ mergedInto: ids[0] }).where(eq(leads.id, ids[1]!));
          return ids;
        });
        const listed = await leadsCommands.leads.run(
          {
            database: database.service,
            config: {} as ServerConfig,
            now: () => new Date(),
            log: quietLog,
          },
          {},
        );
        expect(listed.map((lead) => lead.id)).toEqual([other, kept]);
        expect(listed.map((lead) => lead.id)).not.toContain(merged);
      } finally {
        await database.dispose();
      }
    });
  });
}
