/**
 * Fuzzing of every /api/admin route as Fastify registered it (the real server), signed in as
 * an owner: generated bodies, queries and path parameters of every shape, among them text
 * PostgreSQL cannot store (NUL, lone UTF-16 surrogates) and very long strings. For every
 * request: no 5xx, and every refusal is a JSON error with `error` and `message`. A failure
 * prints fast-check's seed; replay with FUZZ_SEED=<seed>.
 *
 * Then every route with each unstorable value in each path parameter, in the body fields and
 * in the query: a 400 naming the field wherever the route reads it (a 413 or 431 when the
 * request is too large to read at all), and nothing of it stored. These sweeps run on one
 * engine (below); on both, a NUL or lone surrogate where the database would be reached.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "../../server/admin/audit.ts";
import type { AdminRouteInfo } from "../../server/admin/index.ts";
import { createInvitation } from "../../server/accounts/store/invitations.ts";
import type { DatabaseService } from "../../server/database/service.ts";
import { LARGE_BODY_ROUTES } from "../../server/http/body-limits.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { getSession, type TestServer } from "./support/server.ts";
import { postEnquiry, validEnquiry } from "./enquiry-support.ts";

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ 0;
const runs = 300 * Number(process.env.FUZZ_RUNS ?? 1);
/**
 * Routes that would end the fuzzer's own session, and the live stream of new leads, which
 * by design never ends (its answers are tested in leads-routes.test.ts).
 */
const skipped = new Set([
  "POST /api/admin/auth/sign-out",
  "POST /api/admin/account/sign-out-everywhere",
  "GET /api/admin/leads/stream",
]);

const embedded = engines().find((engine) => engine.name === "embedded")!;

/** In every unstorable value, so a search of the whole database finds any that got in. */
const MARK = "fuzzmark";
const unstorable = {
  "a NUL": `${MARK}\u0000x`,
  "a lone high surrogate": `${MARK}\uD800x`,
  "a lone low surrogate": `${MARK}x\uDC00`,
  "100,000 characters": `${MARK}${"x".repeat(100_000)}`,
  // Storable, but refused by the rule for all text (app/shared/text-rule.ts) everywhere; the
  // other control and direction characters take the same path (text-rule.test.ts).
  "a right-to-left override": `${MARK}\u202Ex`,
} as const;
/** What every field refuses by name (a password only a NUL). */
const refusedByName = new Set(["a NUL", "a right-to-left override"]);
/** Passwords are never shown: only what cannot be stored is refused in them. */
const secretFields = new Set(["password", "newPassword"]);
/**
 * The sweeps' engine. The routes refuse what they read before anything is stored (the rule
 * for all text, the schemas), the same whichever database runs, so the sweeps run on one
 * engine: PostgreSQL where there is one (the embedded one answers these thousands of
 * requests four times slower). A route that let a NUL through would answer 500 on either.
 * What does reach a database (a note, an alt text, a user id, a content key) is tried on
 * both (the last test of the engine's block).
 */
const sweepEngine =
  engines().find((engine) => engine.name === "postgres" && !engine.skipReason) ?? embedded;
const kinds = Object.keys(unstorable) as Array<keyof typeof unstorable>;

/**
 * A path segment or query value as a client can send it: percent-encoded UTF-8, and a lone
 * surrogate as the three bytes a careless encoder writes for it (no valid UTF-8 exists).
 */
function encodeText(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    }
    return encodeURIComponent(char);
  });
}

/** The unstorable values as sent in a path or query, encoded once (the long one takes a while). */
const encodedUnstorable = Object.fromEntries(
  Object.entries(unstorable).map(([kind, value]) => [kind, encodeText(value)]),
) as Record<keyof typeof unstorable, string>;

/** Every row of every table that holds the mark (rows as text, so any column counts). */
async function rowsWithMark(service: DatabaseService): Promise<string[]> {
  return service.run(async (db) => {
    const result = (await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: Array<{ name: string }> };
    const found: string[] = [];
    for (const { name } of result.rows) {
      const rows = (await db.execute(
        sql`select left(r::text, 200) as row from ${sql.identifier(name)} as r
            where position(${MARK} in r::text) > 0`,
      )) as unknown as { rows: Array<{ row: string }> };
      found.push(...rows.rows.map((row) => `${name}: ${row.row}`));
    }
    return found;
  });
}

describe("fuzzing the admin API", () => {
  let database: TestDatabase;
  let server: TestServer;
  let cookie: string;
  const routes: AdminRouteInfo[] = [];

  let api: ApiTest | undefined;
  beforeAll(async () => {
    api = await startApiTest(embedded, { server: { adminRoutes: routes } });
    ({ database, server } = api);
    const { token } = await database.service.run((db) =>
      db.transaction((tx) =>
        createInvitation(
          tx,
          {
            email: "fuzz@example.com",
            role: "owner",
            invitedBy: null,
            origin: server.url,
            now: new Date(),
          },
          createAuditLog(() => new Date()),
        ),
      ),
    );
    const accepted = await fetch(`${server.url}/api/admin/invitations/accept`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ token, name: "Fuzz", password: "a fuzzing passphrase" }),
    });
    cookie = accepted.headers.getSetCookie()[0]!.split(";")[0]!;
  });
  afterAll(() => api?.close());

  it("answers every generated request without a server error", async () => {
    const targets = routes.filter(
      (route) => route.method !== "HEAD" && !skipped.has(`${route.method} ${route.url}`),
    );
    expect(targets.length).toBeGreaterThan(15);
    /** Text with a NUL or a lone surrogate somewhere in it, or very long. */
    const unstorableText = fc.oneof(
      fc
        .tuple(
          fc.string({ maxLength: 10 }),
          fc.constantFrom("\u0000", "\uD800", "\uDBFF", "\uDC00", "\uDFFF"),
          fc.string({ maxLength: 10 }),
        )
        .map(([before, char, after]) => `${MARK}${before}${char}${after}`),
      fc.constantFrom(...Object.values(unstorable)),
    );
    const text = (maxLength: number) =>
      fc.oneof({ arbitrary: fc.string({ maxLength }), weight: 3 }, unstorableText);
    const segment = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.uuid(),
      fc.constantFrom("0", "-1", "%00", "..", "x".repeat(300), "photo-0123456789ab", "home"),
      unstorableText,
    );
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          email: fc.oneof(fc.emailAddress(), text(40)),
          role: fc.oneof(fc.constantFrom("owner", "staff", "admin"), text(10)),
          password: text(200),
          newPassword: text(200),
          token: text(100),
          name: text(150),
          code: text(12),
          body: text(200),
          state: fc.oneof(fc.constantFrom("new", "won", "lost"), text(10)),
          lostReason: fc.oneof(fc.constantFrom("too_expensive", "other"), text(10)),
          lostReasonText: text(50),
          ownerId: fc.oneof(fc.constant(null), text(40)),
          date: fc.oneof(fc.constantFrom("2026-11-24", "2026-02-30", "1999-01-01"), text(12)),
          time: fc.oneof(fc.constantFrom(null, "09:30", "24:00"), text(6)),
          text: text(220),
          outcome: fc.oneof(fc.constantFrom("reached", "call_back"), text(10)),
          note: fc.oneof(fc.constant(null), text(100)),
          alt: fc.record({ de: text(50), en: text(50) }, { requiredKeys: [] }),
          data: fc.dictionary(text(10), text(50), { maxKeys: 3 }),
          slug: text(20),
          requireSecondFactor: fc.oneof(fc.boolean(), text(5)),
        },
        { requiredKeys: [] },
      ),
    );
    const query = fc.dictionary(
      fc.constantFrom("before", "after", "limit", "x", "q", "email", "key", "path", "view", "sort"),
      text(20),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        segment,
        body,
        query,
        async (route, param, json, q) => {
          const search = Object.entries(q).map(([k, v]) => `${k}=${encodeText(v)}`);
          const path =
            route.url.replace(/:\w+/g, encodeText(param)) +
            (search.length ? `?${search.join("&")}` : "");
          const response = await fetch(`${server.url}${path}`, {
            method: route.method,
            headers: {
              cookie,
              origin: server.url,
              ...(route.method === "GET" ? {} : { "content-type": "application/json" }),
            },
            body: route.method === "GET" ? undefined : JSON.stringify(json),
          });
          const text = await response.text();
          expect(response.status, `${route.method} ${path}: ${text}`).toBeLessThan(500);
          if (response.status >= 400) {
            const answer = JSON.parse(text) as { error?: unknown; message?: unknown };
            expect(typeof answer.error, text).toBe("string");
            expect(typeof answer.message, text).toBe("string");
          }
        },
      ),
      { seed, numRuns: runs },
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await rowsWithMark(database.service)).toEqual([]);
  }, 120_000);
});

/** A well-formed value of each path parameter, so the one under test is the only bad one. */
function validParam(url: string, name: string): string {
  if (name === "kind") return "article";
  if (name === "key") return "fuzz-key";
  if (name === "id" && url.includes("/revisions/")) return "1";
  if (name === "id" && url.startsWith("/api/admin/media/")) return "photo-0123456789ab";
  return "00000000-0000-4000-8000-00000000000f";
}

const MB = 1024 * 1024;

/** The body fields sent one at a time; `alt` and `data` carry the value one level down. */
const bodyFields: Array<[field: string, body: (value: string) => unknown]> = [
  ...[
    "email",
    "role",
    "password",
    "newPassword",
    "token",
    "name",
    "code",
    "body",
    "state",
    "confirm",
    "slug",
    "category",
    "requireSecondFactor",
    "revision",
  ].map((field): [string, (value: string) => unknown] => [field, (value) => ({ [field]: value })]),
  ["alt.de", (value) => ({ alt: { de: value, en: "A raft on the Spree" } })],
  ["data.title", (value) => ({ data: { title: value } })],
];
/** A body field's entry by its name. */
function bodyFieldNamed(name: string): (typeof bodyFields)[number] {
  const found = bodyFields.find(([field]) => field === name);
  if (!found) throw new Error(`no body field ${name}`);
  return found;
}
/** A body with the value in every field at once. */
function everyBodyField(value: string): Record<string, unknown> {
  return Object.assign({}, ...bodyFields.map(([, body]) => body(value)));
}
const queryFields = [
  "q",
  "email",
  "key",
  "path",
  "before",
  "after",
  "event",
  "from",
  "lang",
  "view",
  "sort",
];

/** Routes whose handler reads a JSON body through the parsing helper: each must name the field. */
const readsBody = new Set([
  "POST /api/admin/auth/sign-in/email",
  "POST /api/admin/auth/change-password",
  "POST /api/admin/auth/passkey/update-passkey",
  "POST /api/admin/invitations/lookup",
  "POST /api/admin/invitations/accept",
  "POST /api/admin/users/invitations",
  "PATCH /api/admin/users/:id",
  "PUT /api/admin/settings",
  "POST /api/admin/leads/:id/state",
  "POST /api/admin/leads/:id/notes",
  "PUT /api/admin/leads/:id/owner",
  "PUT /api/admin/leads/:id/next-step",
  "POST /api/admin/leads/:id/calls",
  "POST /api/admin/leads/:id/customer-replies",
  "POST /api/admin/leads/:id/replies",
  "POST /api/admin/reply-templates",
  "PUT /api/admin/reply-templates/:id",
  "PUT /api/admin/account/preferences",
  "POST /api/admin/leads/:id/merge",
  "POST /api/admin/mails-in/:id/assign",
  "POST /api/admin/mails-in/:id/settle",
  "POST /api/admin/privacy/person/erase",
  "PUT /api/admin/content/:kind/:key/draft",
  "POST /api/admin/content/:kind/:key/publish",
  "POST /api/admin/content/:kind/:key/revisions/:id/restore",
  "POST /api/admin/content/:kind",
  "PATCH /api/admin/media/:id",
  "PUT /api/admin/offers/settings",
  "PUT /api/admin/business",
  "PUT /api/admin/offers/:id",
  "POST /api/admin/offers/:id/send",
  "POST /api/admin/offers/:id/booking/cancel",
  "POST /api/admin/offers/:id/booking/change",
  "PUT /api/admin/offers/:id/invoices/final/draft",
  "POST /api/admin/offers/:id/invoices/final",
  "POST /api/admin/offers/:id/invoices/deposit",
  "POST /api/admin/invoices/:id/cancel",
  "POST /api/admin/invoices/:id/payment",
  "POST /api/admin/invoices/:id/reminder",
  "POST /api/admin/bank-statements",
  "POST /api/admin/bank-statements/lines/:id/confirm",
  "POST /api/admin/bank-statements/csv-preview",
  "POST /api/admin/bank-statements/lines/:id/undo",
  "POST /api/admin/content/:kind/:key/schedules",
]);
/** Writes that take no JSON body (Better Auth reads its own, the upload is multipart). */
const noJsonBody = new Set([
  "POST /api/admin/auth/two-factor/verify-totp",
  "POST /api/admin/auth/two-factor/verify-backup-code",
  "POST /api/admin/auth/passkey/verify-authentication",
  "POST /api/admin/auth/two-factor/enable",
  "POST /api/admin/auth/two-factor/disable",
  "POST /api/admin/auth/two-factor/generate-backup-codes",
  "POST /api/admin/auth/passkey/verify-registration",
  "POST /api/admin/auth/passkey/delete-passkey",
  "DELETE /api/admin/account/sessions/:id",
  "DELETE /api/admin/users/invitations/:id",
  "DELETE /api/admin/users/:id",
  "POST /api/admin/leads/:id/mails/:mailId/resend",
  "POST /api/admin/leads/:id/next-step/done",
  "POST /api/admin/leads/:id/mails-in/read",
  "DELETE /api/admin/reply-templates/:id",
  "DELETE /api/admin/content/:kind/:key/draft",
  "DELETE /api/admin/content/:kind/:key",
  "POST /api/admin/media",
  "DELETE /api/admin/media/:id",
  "POST /api/admin/leads/:id/offers",
  "DELETE /api/admin/offers/:id",
  "POST /api/admin/offers/:id/revise",
  "POST /api/admin/offers/:id/withdraw",
  "POST /api/admin/calendar-feed",
  "DELETE /api/admin/calendar-feed",
  "DELETE /api/admin/content/:kind/:key/schedules/:id",
]);
/** GET routes that read their query through the parsing helper. */
const readsQuery = new Set([
  "GET /api/admin/leads",
  "GET /api/admin/leads/export.csv",
  "GET /api/admin/leads/export.json",
  "GET /api/admin/privacy/person",
  "GET /api/admin/privacy/person/export",
  "GET /api/admin/privacy/consents",
  "GET /api/admin/audit",
  "GET /api/admin/offers",
  "GET /api/admin/offer-list",
  "GET /api/admin/invoices",
  "GET /api/admin/invoices/export",
  "GET /api/admin/bank-statements/invoices",
]);

/** The value at a dotted path of what was sent. */
function valueAt(sent: unknown, field: string): unknown {
  return field
    .split(".")
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], sent);
}

interface Answer {
  status: number;
  body: { error?: unknown; message?: unknown; field?: unknown };
  text: string;
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(
    `unstorable text on every admin route (${engine.name})`,
    () => {
      let database: TestDatabase;
      let server: TestServer;
      let owner: AdminSession;
      const routes: AdminRouteInfo[] = [];

      let api: ApiTest<"owner"> | undefined;
      beforeAll(async () => {
        api = await startApiTest(engine, {
          server: { adminRoutes: routes },
          sessions: { owner: "owner" },
        });
        ({ database, server } = api);
        ({ owner } = api.sessions);
      });
      afterAll(() => api?.close());

      async function send(method: string, path: string, body?: unknown): Promise<Answer> {
        const response = await adminFetch(owner, path, {
          method,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await response.text();
        let parsed: Answer["body"] = {};
        try {
          parsed = JSON.parse(text) as Answer["body"];
        } catch {
          // left empty: the assertions below name the answer
        }
        return { status: response.status, body: parsed, text: text.slice(0, 300) };
      }

      /** A refusal: 4xx, JSON with `error` and `message`. */
      function expectJsonRefusal(answer: Answer, what: string) {
        expect(answer.status, `${what}: ${answer.text}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${what}: ${answer.text}`).toBeLessThan(500);
        expect(typeof answer.body.error, `${what}: ${answer.text}`).toBe("string");
        expect(typeof answer.body.message, `${what}: ${answer.text}`).toBe("string");
      }

      it("classifies every write route: reads a JSON body or takes none", () => {
        const writes = routes
          .filter((route) => !["GET", "HEAD"].includes(route.method))
          .map((route) => `${route.method} ${route.url}`)
          .filter((route) => !skipped.has(route));
        expect(writes.filter((route) => !readsBody.has(route) && !noJsonBody.has(route))).toEqual(
          [],
        );
      });

      if (engine.name === sweepEngine.name) {
        it("refuses unstorable text in every path parameter with a 400 naming it", async () => {
          const targets = routes.filter(
            (route) =>
              route.method !== "HEAD" &&
              route.url.includes("/:") &&
              !skipped.has(`${route.method} ${route.url}`),
          );
          expect(targets.length).toBeGreaterThan(15);
          for (const route of targets) {
            const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
            for (const name of names) {
              for (const kind of kinds) {
                const path = route.url.replace(/:(\w+)/g, (_match, param: string) =>
                  param === name ? encodedUnstorable[kind] : validParam(route.url, param),
                );
                const what = `${route.method} ${route.url} with ${kind} in :${name}`;
                const answer = await send(
                  route.method,
                  path,
                  route.method === "GET" || route.method === "DELETE" ? undefined : {},
                );
                expectJsonRefusal(answer, what);
                if (refusedByName.has(kind)) {
                  // Read and refused by the route: the parameter is named.
                  expect([answer.status, answer.body.field], `${what}: ${answer.text}`).toEqual([
                    400,
                    name,
                  ]);
                }
                // A lone surrogate has no UTF-8 form: the URL itself is malformed (400), and
                // 100,000 characters are more than a request line may have (431).
                if (kind.includes("surrogate")) expect(answer.status, what).toBe(400);
                if (kind.startsWith("100,000")) expect(answer.status, what).toBe(431);
              }
            }
          }
          expect(await rowsWithMark(database.service)).toEqual([]);
        }, 120_000);

        it("refuses unstorable text in every body field with a 400 naming it", async () => {
          const targets = routes.filter(
            (route) =>
              !["GET", "HEAD"].includes(route.method) &&
              !skipped.has(`${route.method} ${route.url}`),
          );
          /** Which fields were sent alone, per kind: every one must have been. */
          const sentAlone = new Map<string, Set<string>>();
          for (const [routeIndex, route] of targets.entries()) {
            const path = route.url.replace(/:(\w+)/g, (_match, param: string) =>
              validParam(route.url, param),
            );
            for (const [kindIndex, kind] of kinds.entries()) {
              const value = unstorable[kind];
              // The rule reads the whole body whatever the route: each route gets every field at
              // once and one field alone, the lone field turning with the route so that every
              // field is sent alone on some routes. The long one needs one field per route to
              // meet the body limit.
              const alone = kind.startsWith("100,000")
                ? bodyFieldNamed("name")
                : bodyFields[(routeIndex + kindIndex) % bodyFields.length]!;
              const bodies: Array<[field: string, body: unknown]> = [[alone[0], alone[1](value)]];
              if (!kind.startsWith("100,000")) bodies.push(["every field", everyBodyField(value)]);
              sentAlone.set(kind, (sentAlone.get(kind) ?? new Set()).add(alone[0]));
              for (const [field, sent] of bodies) {
                const what = `${route.method} ${route.url} with ${kind} in ${field}`;
                const answer = await send(route.method, path, sent);
                expectJsonRefusal(answer, what);
                // A route that takes megabytes (a bank statement) reads it and refuses it (400).
                const roomy = LARGE_BODY_ROUTES.some(
                  (large) =>
                    large.method === route.method &&
                    large.url === route.url &&
                    !large.multipart &&
                    large.limit > MB,
                );
                if (kind.startsWith("100,000")) {
                  expect(answer.status, what).toBe(roomy ? 400 : 413);
                } else if (
                  readsBody.has(`${route.method} ${route.url}`) &&
                  (kind === "a NUL" || !secretFields.has(field))
                ) {
                  expect(answer.status, `${what}: ${answer.text}`).toBe(400);
                  expect(typeof answer.body.field, `${what}: ${answer.text}`).toBe("string");
                  expect(
                    valueAt(sent, answer.body.field as string),
                    `${what}: ${answer.text}`,
                  ).toBe(value);
                }
              }
            }
          }
          for (const kind of kinds.filter((kind) => !kind.startsWith("100,000"))) {
            expect([...(sentAlone.get(kind) ?? [])].sort(), kind).toEqual(
              bodyFields.map(([field]) => field).sort(),
            );
          }
          expect(await rowsWithMark(database.service)).toEqual([]);
        }, 240_000);

        it("refuses a line break or tab in every one-line body field with a 400 naming it", async () => {
          /** The fields of these routes have several lines (or are free-form content). */
          const multiLine = new Set([
            "POST /api/admin/leads/:id/notes body",
            "POST /api/admin/leads/:id/customer-replies body",
            "PUT /api/admin/content/:kind/:key/draft data.title",
            "POST /api/admin/content/:kind/:key/publish data.title",
          ]);
          const targets = routes.filter((route) => readsBody.has(`${route.method} ${route.url}`));
          expect(targets.length).toBeGreaterThan(25);
          for (const route of targets) {
            const path = route.url.replace(/:(\w+)/g, (_match, param: string) =>
              validParam(route.url, param),
            );
            for (const [field, body] of bodyFields) {
              if (
                secretFields.has(field) ||
                multiLine.has(`${route.method} ${route.url} ${field}`)
              ) {
                continue;
              }
              // A tab and a line separator through one field; a line feed through every one.
              const values = [`${MARK}\nBcc: x@example.com`];
              if (field === "name") values.push(`${MARK}\tx`, `${MARK}\u2028x`);
              for (const value of values) {
                const what = `${route.method} ${route.url} with ${JSON.stringify(value)} in ${field}`;
                const sent = body(value);
                const answer = await send(route.method, path, sent);
                expect(answer.status, `${what}: ${answer.text}`).toBe(400);
                expect(valueAt(sent, answer.body.field as string), `${what}: ${answer.text}`).toBe(
                  value,
                );
              }
            }
          }
          expect(await rowsWithMark(database.service)).toEqual([]);
        }, 240_000);

        it("refuses unstorable text in the query of every route that reads one", async () => {
          const targets = routes.filter(
            (route) =>
              route.method === "GET" &&
              !route.url.includes("/:") &&
              !skipped.has(`${route.method} ${route.url}`),
          );
          const sentAlone = new Map<string, Set<string>>();
          for (const [routeIndex, route] of targets.entries()) {
            for (const [kindIndex, kind] of kinds.entries()) {
              // As with bodies: every query field at once, and one alone that turns with the
              // route; the long one once per route (the request line's limit refuses it).
              const alone = queryFields[(routeIndex + kindIndex) % queryFields.length]!;
              sentAlone.set(kind, (sentAlone.get(kind) ?? new Set()).add(alone));
              const queries = [[alone]];
              if (!kind.startsWith("100,000")) queries.push(queryFields);
              for (const fields of queries) {
                const query = fields
                  .map((field) => `${field}=${encodedUnstorable[kind]}`)
                  .join("&");
                const what = `${route.method} ${route.url} with ${kind} in ?${fields.join(",")}`;
                const answer = await send("GET", `${route.url}?${query}`);
                if (kind.startsWith("100,000")) {
                  expectJsonRefusal(answer, what);
                  expect(answer.status, what).toBe(431);
                } else if (
                  refusedByName.has(kind) &&
                  readsQuery.has(`${route.method} ${route.url}`)
                ) {
                  expectJsonRefusal(answer, what);
                  expect(answer.status, `${what}: ${answer.text}`).toBe(400);
                  expect(fields, `${what}: ${answer.text}`).toContain(answer.body.field);
                } else {
                  // A lone surrogate has no UTF-8 form: the query string decodes it as
                  // replacement text, which is storable. Whatever the answer: no 5xx.
                  expect(answer.status, `${what}: ${answer.text}`).toBeLessThan(500);
                }
              }
            }
          }
          for (const kind of kinds) {
            expect([...(sentAlone.get(kind) ?? [])].sort(), kind).toEqual([...queryFields].sort());
          }
          expect(await rowsWithMark(database.service)).toEqual([]);
        }, 120_000);
      }

      it("refuses a NUL or lone surrogate in a lead's note, a picture's alt text, a user id and a content key", async () => {
        const created = await postEnquiry(
          server.url,
          await getSession(server.url),
          validEnquiry({ name: "Nora Notiz" }),
        );
        const leadId = ((await created.json()) as { id: string }).id;
        const png = await sharp({
          create: { width: 64, height: 48, channels: 3, background: "#3a7" },
        })
          .png()
          .toBuffer();
        const upload = (alt: { de: string; en: string }, name = "raft.png") => {
          const form = new FormData();
          form.set("alt.de", alt.de);
          form.set("alt.en", alt.en);
          form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), name);
          return fetch(`${server.url}/api/admin/media`, {
            method: "POST",
            headers: { cookie: owner.cookie, origin: owner.origin },
            body: form,
          });
        };
        for (const value of [unstorable["a NUL"], unstorable["a lone high surrogate"]]) {
          const note = await send("POST", `/api/admin/leads/${leadId}/notes`, { body: value });
          expect([note.status, note.body.field], note.text).toEqual([400, "body"]);
        }
        // A form is UTF-8 (a lone surrogate arrives as U+FFFD): a NUL is what it can carry.
        const refusedUpload = await upload({ de: unstorable["a NUL"], en: "A raft" });
        const refused = (await refusedUpload.json()) as Answer["body"];
        expect([refusedUpload.status, refused.field]).toEqual([400, "alt.de"]);
        const badName = await upload(
          { de: "Ein Floß", en: "A raft" },
          `${unstorable["a NUL"]}.png`,
        );
        expect([badName.status, ((await badName.json()) as Answer["body"]).field]).toEqual([
          400,
          "file",
        ]);
        const stored = await upload({ de: "Ein Floß", en: "A raft" });
        expect(stored.status).toBe(201);
        const { picture } = (await stored.json()) as { picture: { id: string } };
        for (const value of [unstorable["a NUL"], unstorable["a lone low surrogate"]]) {
          const alt = await send("PATCH", `/api/admin/media/${picture.id}`, {
            alt: { de: "Ein Floß", en: value },
          });
          expect([alt.status, alt.body.field], alt.text).toEqual([400, "alt.en"]);
        }

        for (const method of ["PATCH", "DELETE"]) {
          for (const id of ["%00", "not-a-user-id"]) {
            const user = await send(method, `/api/admin/users/${id}`, {
              role: "staff",
            });
            expect([user.status, user.body.field], user.text).toEqual([400, "id"]);
          }
        }
        const draft = await send("PUT", "/api/admin/content/article/%00/draft", { data: {} });
        expect([draft.status, draft.body.field], draft.text).toEqual([400, "key"]);
        const home = await send("PUT", "/api/admin/content/home/home/draft", {
          data: { [`${MARK}\u0000`]: "x" },
        });
        expect(home.status, home.text).toBe(400);
        expect(String(home.body.field).startsWith("data."), home.text).toBe(true);

        expect(await rowsWithMark(database.service)).toEqual([]);
      });
    },
  );
}
