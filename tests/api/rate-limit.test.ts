/**
 * Rate limits per client address on the write endpoints: 429 with a JSON error and
 * Retry-After, nothing stored; X-Forwarded-For counts only when TRUST_PROXY says so.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { normalizeIP } from "@fastify/rate-limit";
import { rateLimitKey } from "../../server/http/rate-limit.ts";
import { consentRecords } from "../../server/consent/schema.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { getSession, postJson, startTestServer, validConsentBody } from "./support/server.ts";

describe("rate limits", () => {
  let database: TestDatabase;
  const stored = () =>
    database.service.run(
      async (db) => (await db.select({ n: count() }).from(consentRecords))[0]!.n,
    );

  beforeAll(async () => {
    database = await engines()[0]!.create();
  });
  afterAll(() => database?.dispose());

  it("answers 429 JSON after the limit and stores nothing more", async () => {
    const server = await startTestServer({
      database: database.service,
      dataDir: database.dataDir,
      config: { rateLimitPerMinute: 3 },
    });
    try {
      const session = await getSession(server.url);
      const endpoint = `${server.url}/api/gdpr/consent`;
      const before = await stored();
      for (let i = 0; i < 3; i++) {
        expect((await postJson(endpoint, session, validConsentBody())).status).toBe(200);
      }
      const limited = await postJson(endpoint, session, validConsentBody());
      expect(limited.status).toBe(429);
      expect(limited.headers.get("content-type")).toMatch(/^application\/json/);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = (await limited.json()) as { error: string; message: string };
      expect(body.error).toBe("too_many_requests");
      expect(body.message).toMatch(/try again/);
      expect(await stored()).toBe(before + 3);

      // Bad requests count too: a flood of forged tokens is limited like valid ones.
      const forged = await postJson(endpoint, { ...session, token: "v1.x.y" }, validConsentBody());
      expect(forged.status).toBe(429);

      // Token requests have their own, larger allowance (2x).
      for (let i = 0; i < 5; i++) {
        expect((await fetch(`${server.url}/api/csrf-token`)).status).toBe(200);
      }
      const tokenLimited = await fetch(`${server.url}/api/csrf-token`);
      expect(tokenLimited.status).toBe(429);
      expect(((await tokenLimited.json()) as { error: string }).error).toBe("too_many_requests");
    } finally {
      await server.close();
    }
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY trusts the proxy", async () => {
    const direct = await startTestServer({
      database: database.service,
      dataDir: database.dataDir,
      config: { rateLimitPerMinute: 2, trustProxy: false },
    });
    const proxied = await startTestServer({
      database: database.service,
      dataDir: database.dataDir,
      config: { rateLimitPerMinute: 2, trustProxy: true },
    });
    try {
      const statuses = async (base: string) => {
        const session = await getSession(base);
        const result: number[] = [];
        for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
          const response = await postJson(`${base}/api/gdpr/consent`, session, validConsentBody(), {
            "x-forwarded-for": client,
          });
          result.push(response.status);
        }
        return result;
      };
      // Untrusted: all three come from 127.0.0.1, the third is over the limit of 2.
      expect(await statuses(direct.url)).toEqual([200, 200, 429]);
      // Trusted proxy: three different clients, each well within its limit.
      expect(await statuses(proxied.url)).toEqual([200, 200, 200]);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});

describe("rate-limit keys", () => {
  it("are @fastify/rate-limit's normalizeIP, whatever the address", () => {
    for (const ip of [
      "127.0.0.1",
      "203.0.113.7",
      "2001:db8:1:2::7",
      "2001:DB8:1:2:3:4:5:6",
      "::1",
      "::ffff:198.51.100.7",
      "::FFFF:198.51.100.7",
      "fe80::1%eth0",
      "unknown",
      "Some-Proxy-Name",
      "",
    ]) {
      expect(rateLimitKey(ip), ip).toBe(normalizeIP(ip));
    }
  });
});
