/**
 * Both CSV exports of the leads (the back office's `;` file and `npm run leads -- --csv`,
 * `,`) read back with both separators, as English Excel or Google Sheets (`,`) and German
 * Excel (`;`) would read either: no cell may start with a formula character, and what the
 * visitor wrote is still there as text. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlCommands } from "../../server/control/commands.ts";
import type { ServerConfig } from "../../server/env.ts";
import { toCsv } from "../../server/leads/cli-table.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { formulaCells, parseCsv } from "./support/csv-parse.ts";
import { engines, quietLog, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { getSession, type TestServer } from "./support/server.ts";
import { clearEnquiries, postEnquiry, validEnquiry } from "./enquiry-support.ts";
import { locales } from "../../app/i18n/locales.ts";

/** What a visitor may type into the form, meant to become formulas in the agency's sheet. */
const planted = {
  name: "x,=1+2,",
  company: 'a;=1+2;b "c",@SUM(A1)',
  phone: "+49 30 1234567",
  date: "-2+3;+cmd|' /C calc'!A0",
  message: 'Hallo;=HYPERLINK("http://evil"),\n@x',
};

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`leads CSV exports on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let staff: AdminSession;

    let api: ApiTest<"staff"> | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, { sessions: { staff: "staff" } });
      ({ database, server } = api);
      ({ staff } = api.sessions);
      await clearEnquiries(database.service);
      const response = await postEnquiry(
        server.url,
        await getSession(server.url),
        validEnquiry(planted),
      );
      expect(response.status, await response.clone().text()).toBe(201);
    });
    afterAll(() => api?.close());

    /** What the visitor wrote as the sheet shows it: an apostrophe before each formula start. */
    const shown = {
      name: "x,'=1+2,",
      company: `a;'=1+2;b "c",'@SUM(A1)`,
      phone: "'+49 30 1234567",
      date: "'-2+3;'+cmd|' /C calc'!A0",
      message: `Hallo;'=HYPERLINK("http://evil"),\n'@x`,
    };

    function expectSafe(csv: string, own: "," | ";") {
      for (const separator of [",", ";"] as const) {
        for (const quotes of ["anywhere", "cell-start"] as const) {
          const records = parseCsv(csv, separator, quotes);
          const reading = `read with "${separator}", quotes ${quotes}`;
          expect(formulaCells(records), reading).toEqual([]);
          if (quotes === "cell-start") continue;
          // Every planted text survives as text somewhere in the record.
          const row = records.find((record) => record.join(separator).includes(shown.name))!;
          expect(row, reading).toBeDefined();
          for (const text of Object.values(shown)) expect(row.join(separator)).toContain(text);
        }
      }
      // Read with its own separator, each field is one cell, as written but defused.
      const [header, ...rows] = parseCsv(csv, own);
      const row = rows.find((record) => record.includes(shown.name))!;
      expect(row).toHaveLength(header!.length);
      for (const text of Object.values(shown)) expect(row).toContain(text);
    }

    it("the back office's export (;) is formula-free read with , and with ;", async () => {
      for (const lang of locales) {
        const response = await adminFetch(staff, `/api/admin/leads/export.csv?lang=${lang}`);
        expect(response.status).toBe(200);
        expectSafe(await response.text(), ";");
      }
    });

    it("npm run leads -- --csv (,) is formula-free read with , and with ;", async () => {
      const leads = await controlCommands.leads.run(
        {
          database: database.service,
          config: {} as ServerConfig,
          now: () => new Date(),
          log: quietLog,
        },
        {},
      );
      expectSafe(toCsv(leads), ",");
    });
  });
}
