/**
 * POST /api/vitals: strict validation, CSRF like every write, and aggregation per day, page
 * and metric without anything that identifies a visitor. Both database engines.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vitalsDaily } from "../../server/figures/schema.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { getSession, postJson, type Session, type TestServer } from "./support/server.ts";

const lcp = { name: "LCP", value: 1800, rating: "good" };
const cls = { name: "CLS", value: 0.12, rating: "needs-improvement" };

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`vitals API on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let endpoint: string;
    let session: Session;
    const rows = () => database.service.run((db) => db.select().from(vitalsDaily));

    let api: ApiTest | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, { server: { now: () => new Date("2026-11-21T10:00:00Z") } });
      ({ database, server } = api);
      endpoint = `${server.url}/api/vitals`;
    });
    afterAll(() => api?.close());
    beforeEach(async () => {
      await database.service.run((db) => db.delete(vitalsDaily));
      session = await getSession(server.url);
    });

    it("adds page views up per day, page and metric", async () => {
      for (const value of [1800, 2600]) {
        const metrics = [
          { ...lcp, value, rating: value > 2500 ? "needs-improvement" : "good" },
          cls,
        ];
        const response = await postJson(endpoint, session, { page: "/en/contact", metrics });
        expect(response.status).toBe(204);
      }
      const byMetric = Object.fromEntries((await rows()).map((row) => [row.metric, row]));
      expect(byMetric.LCP).toEqual({
        day: "2026-11-21",
        page: "/en/contact",
        metric: "LCP",
        samples: 2,
        total: 4400,
        good: 1,
        needsImprovement: 1,
        poor: 0,
      });
      expect(byMetric.CLS).toMatchObject({ samples: 2, needsImprovement: 2 });
      expect(byMetric.CLS!.total).toBeCloseTo(0.24);
    });

    it("counts unknown pages together as (other), keeping paths out of the data", async () => {
      for (const page of ["/no-such-page", "/en", "/contact/"]) {
        await postJson(endpoint, session, { page, metrics: [lcp] });
      }
      const pages = (await rows()).map((row) => `${row.page}:${row.samples}`).sort();
      expect(pages).toEqual(["(other):2", "/en/:1"]);
    });

    it("refuses without a CSRF token (403) and cross-site (403)", async () => {
      const body = { page: "/", metrics: [lcp] };
      expect((await postJson(endpoint, undefined, body)).status).toBe(403);
      const crossSite = await postJson(endpoint, session, body, { "sec-fetch-site": "cross-site" });
      expect(crossSite.status).toBe(403);
      expect(await rows()).toEqual([]);
    });

    it("refuses another content type (415)", async () => {
      const response = await postJson(
        endpoint,
        session,
        JSON.stringify({ page: "/", metrics: [lcp] }),
        {
          "content-type": "text/plain",
        },
      );
      expect(response.status).toBe(415);
      expect(await rows()).toEqual([]);
    });

    const bad: Array<[string, string, unknown]> = [
      ["no page", "page", { metrics: [lcp] }],
      ["a page that is not a path", "page", { page: "https://evil.example/", metrics: [lcp] }],
      ["a page too long", "page", { page: `/${"a".repeat(250)}`, metrics: [lcp] }],
      ["no metrics", "metrics", { page: "/" }],
      ["empty metrics", "metrics", { page: "/", metrics: [] }],
      ["six metrics", "metrics", { page: "/", metrics: Array(6).fill(lcp) }],
      ["a metric twice", "metrics", { page: "/", metrics: [lcp, lcp] }],
      ["an unknown metric", "metrics.0.name", { page: "/", metrics: [{ ...lcp, name: "FID" }] }],
      ["a negative value", "metrics.0.value", { page: "/", metrics: [{ ...lcp, value: -1 }] }],
      ["a value as text", "metrics.0.value", { page: "/", metrics: [{ ...lcp, value: "1800" }] }],
      ["an absurd value", "metrics.0.value", { page: "/", metrics: [{ ...lcp, value: 1e9 }] }],
      [
        "an unknown rating",
        "metrics.0.rating",
        { page: "/", metrics: [{ ...lcp, rating: "great" }] },
      ],
      ["an identifier", "metrics.0.id", { page: "/", metrics: [{ ...lcp, id: "v5-123" }] }],
      ["an unknown field", "userAgent", { page: "/", metrics: [lcp], userAgent: "x" }],
    ];
    it.each(bad)("refuses %s (400 naming %s)", async (_name, field, body) => {
      const response = await postJson(endpoint, session, body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(answer.error).toBe("invalid_body");
      expect(Object.keys(answer.fields)).toContain(field);
      expect(await rows()).toEqual([]);
    });
  });
}
