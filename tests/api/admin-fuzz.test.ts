/**
 * Fuzzing of every /api/admin route as Fastify registered it (the real server, the embedded
 * database), signed in as an owner: generated bodies, queries and path parameters of every
 * shape. For every request: no 5xx, and every refusal is a JSON error with `error` and
 * `message`. A failure prints fast-check's seed; replay with FUZZ_SEED=<seed>.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "../../server/admin/audit.ts";
import type { AdminRouteInfo } from "../../server/admin/index.ts";
import { createInvitation } from "../../server/admin/invitations.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

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

describe("fuzzing the admin API", () => {
  let database: TestDatabase;
  let server: TestServer;
  let cookie: string;
  const routes: AdminRouteInfo[] = [];

  beforeAll(async () => {
    database = await embedded.create();
    server = await startTestServer({
      database: database.service,
      dataDir: database.dataDir,
      adminRoutes: routes,
    });
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
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it("answers every generated request without a server error", async () => {
    const targets = routes.filter(
      (route) => route.method !== "HEAD" && !skipped.has(`${route.method} ${route.url}`),
    );
    expect(targets.length).toBeGreaterThan(15);
    const segment = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.uuid(),
      fc.constantFrom("0", "-1", "%00", "..", "x".repeat(300)),
    );
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          email: fc.oneof(fc.emailAddress(), fc.string()),
          role: fc.oneof(fc.constantFrom("owner", "staff", "admin"), fc.string()),
          password: fc.string({ maxLength: 200 }),
          newPassword: fc.string({ maxLength: 200 }),
          token: fc.string({ maxLength: 100 }),
          name: fc.string({ maxLength: 150 }),
          code: fc.string({ maxLength: 12 }),
          requireSecondFactor: fc.oneof(fc.boolean(), fc.string()),
        },
        { requiredKeys: [] },
      ),
    );
    const query = fc.dictionary(
      fc.constantFrom("before", "limit", "x"),
      fc.string({ maxLength: 20 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        segment,
        body,
        query,
        async (route, param, json, q) => {
          const path =
            route.url.replace(/:\w+/g, encodeURIComponent(param)) +
            (Object.keys(q).length ? `?${new URLSearchParams(q).toString()}` : "");
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
  }, 120_000);
});
