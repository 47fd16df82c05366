/**
 * The rule for all text (decision 0167) on the public routes, on both engines: every string
 * field of a valid body of every public JSON route, one at a time, with a control character,
 * a direction character (U+202E, U+2066, U+200F) and, where the field is one line, a line
 * break: a 400 naming that field, nothing stored. The enquiry form without JavaScript
 * answers such a post with its page of what to correct (400), in German and English; a
 * multi-line message keeps its line breaks. The back office's routes are swept in
 * admin-fuzz.test.ts, the offer's answer forms in offer-acceptance.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { consentRecords } from "../../server/consent/schema.ts";
import { vitalsDaily } from "../../server/figures/schema.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { getSession, postJson, validConsentBody, type TestServer } from "./support/server.ts";
import {
  clearEnquiries,
  newKey,
  postForm,
  storedCounts,
  validEnquiry,
  validFormFields,
  waitForOutboxSettled,
} from "./enquiry-support.ts";

/** Every public JSON route with a body it accepts, and the fields that have several lines. */
const routes: Array<{ path: string; body: () => unknown; multiLine: string[] }> = [
  { path: "/api/enquiries", body: () => validEnquiry(), multiLine: ["message"] },
  { path: "/api/gdpr/consent", body: () => validConsentBody(), multiLine: [] },
  {
    path: "/api/vitals",
    body: () => ({ page: "/", metrics: [{ name: "LCP", value: 1234, rating: "good" }] }),
    multiLine: [],
  },
];

const injected = {
  "a NUL": "\u0000",
  "a C1 control": "\u009B",
  "an escape": "\u001B[31m",
  "a right-to-left override": "\u202E",
  "a right-to-left isolate": "\u2067",
  "a right-to-left mark": "\u200F",
  "a line break": "\nBcc: x@example.com",
} as const;

/** The dotted paths of every string in a body. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
}

function withValueAt(body: unknown, path: string[], value: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1)!] = `${String(at[path.at(-1)!])}${value}`;
  return copy;
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `the rule for all text on the public routes (${engine.name})`,
    () => {
      let database: TestDatabase;
      let server: TestServer;
      let api: ApiTest | undefined;
      beforeAll(async () => {
        api = await startApiTest(engine);
        ({ database, server } = api);
      });
      afterAll(() => api?.close());
      beforeEach(async () => {
        await waitForOutboxSettled(database.service);
        await clearEnquiries(database.service);
      });

      const stored = async () => ({
        ...(await storedCounts(database.service)),
        consents: await database.service.run(
          async (db) => (await db.select({ n: count() }).from(consentRecords))[0]!.n,
        ),
        vitals: await database.service.run(
          async (db) => (await db.select({ n: count() }).from(vitalsDaily))[0]!.n,
        ),
      });

      it("refuses control and direction characters in every string field, and line breaks in one-line fields, naming the field", async () => {
        const session = await getSession(server.url);
        const before = await stored();
        let sent = 0;
        for (const route of routes) {
          const paths = stringPaths(route.body());
          expect(paths.length, route.path).toBeGreaterThan(0);
          for (const path of paths) {
            const field = path.join(".");
            for (const [kind, value] of Object.entries(injected)) {
              if (kind === "a line break" && route.multiLine.includes(field)) continue;
              const body = withValueAt(route.body(), path, value);
              const response = await postJson(`${server.url}${route.path}`, session, body, {
                "idempotency-key": newKey(),
              });
              const answer = (await response.json()) as { fields?: Record<string, string> };
              const what = `${route.path} with ${kind} in ${field}: ${JSON.stringify(answer)}`;
              expect(response.status, what).toBe(400);
              expect(Object.keys(answer.fields ?? {}), what).toContain(field);
              sent++;
            }
          }
        }
        expect(sent).toBeGreaterThan(80);
        expect(await stored()).toEqual(before);

        // A message has several lines: they are kept.
        const enquiry = await postJson(
          `${server.url}/api/enquiries`,
          session,
          validEnquiry({ message: "Hallo,\n\tzwei Zeilen\r\nund drei." }),
          { "idempotency-key": newKey() },
        );
        expect(enquiry.status).toBe(201);
      }, 120_000);

      it("answers a form post with a direction or control character with its page of what to correct", async () => {
        const german = await postForm(server.url, "/contact", {
          ...validFormFields,
          company: "\u202EGK enhöS & rebeW",
        });
        expect(german.status).toBe(400);
        const html = await german.text();
        expect(html).toContain("„Firma“ enthält ein unsichtbares Steuer- oder Richtungszeichen");
        const english = await postForm(server.url, "/en/contact", {
          ...validFormFields,
          name: "Jonas\u0000Weber",
          message: "Line one\u2066two",
        });
        expect(english.status).toBe(400);
        const page = await english.text();
        expect(page).toContain("“Your name” contains an invisible control or direction character");
        expect(page).toContain("“Message” contains an invisible control or direction character");
        expect(await storedCounts(database.service)).toEqual({ enquiries: 0, mails: 0 });
      });
    },
  );
}
