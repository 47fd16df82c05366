/**
 * POST /api/gdpr/consent and GET /api/csrf-token over HTTP against the real server, on the
 * embedded database and on PostgreSQL: every bad request gets its status and a JSON error,
 * and nothing is stored unless the answer is 200.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { consentRecords } from "../../server/consent/schema.ts";
import { createCsrfToken, CSRF_TOKEN_TTL_MS } from "../../server/http/csrf.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import {
  getSession,
  postJson,
  startTestServer,
  TEST_CSRF_SECRET,
  validConsentBody,
  type Session,
  type TestServer,
} from "./support/server.ts";

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`consent API on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let endpoint: string;
    let session: Session;

    const stored = () =>
      database.service.run(
        async (db) => (await db.select({ n: count() }).from(consentRecords))[0]!.n,
      );

    async function expectRefused(
      response: Response,
      status: number,
      error: string | RegExp,
    ): Promise<Record<string, unknown>> {
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.error).toMatch(error);
      expect(typeof body.message).toBe("string");
      expect(await stored()).toBe(0);
      return body;
    }

    let api: ApiTest | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine);
      ({ database, server } = api);
      endpoint = `${server.url}/api/gdpr/consent`;
    });
    afterAll(() => api?.close());
    beforeEach(async () => {
      await database.service.run((db) => db.delete(consentRecords));
      session = await getSession(server.url);
    });

    it("issues a token with an HttpOnly, SameSite cookie", async () => {
      const response = await fetch(`${server.url}/api/csrf-token`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { csrfToken: string };
      expect(Object.keys(body)).toEqual(["csrfToken"]);
      const cookie = response.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^csrf=[\w-]{43};/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\//);
    });

    it("uses a __Host- Secure cookie when the request came over HTTPS", async () => {
      const response = await server.app.inject({
        method: "GET",
        url: "/api/csrf-token",
        headers: { "x-forwarded-proto": "https" },
      });
      // TRUST_PROXY is off here, so a forwarded header alone does not make it HTTPS.
      expect(response.headers["set-cookie"]).toMatch(/^csrf=/);
      const https = await startTestServer({
        database: database.service,
        dataDir: database.dataDir,
        config: { trustProxy: true },
      });
      try {
        const secure = await fetch(`${https.url}/api/csrf-token`, {
          headers: { "x-forwarded-proto": "https" },
        });
        const cookie = secure.headers.get("set-cookie") ?? "";
        expect(cookie).toMatch(/^__Host-csrf=[\w-]{43};/);
        expect(cookie).toMatch(/Secure/);
        expect(cookie).toMatch(/HttpOnly/i);
        expect(cookie).not.toMatch(/Domain=/i);
      } finally {
        await https.close();
      }
    });

    it("stores a valid consent and answers its id only after commit", async () => {
      const body = validConsentBody({
        preferences: { necessary: true, analytics: true, marketing: false },
      });
      const response = await postJson(endpoint, session, body, { "content-language": "en" });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { consentId: string };
      expect(Object.keys(answer)).toEqual(["consentId"]);
      expect(answer.consentId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      const [row] = await database.service.run((db) =>
        db.select().from(consentRecords).where(eq(consentRecords.consentId, answer.consentId)),
      );
      expect(row).toMatchObject({
        consentType: "cookies",
        preferences: { necessary: true, analytics: true, marketing: false },
        userIdentifier: body.userIdentifier,
        bannerVersion: "1.0",
        policyVersion: "2.0",
        language: "en",
      });
      expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
      // Data minimisation (decision 0010): nothing but these columns exists.
      expect(Object.keys(row!).sort()).toEqual(
        [
          "bannerVersion",
          "consentId",
          "consentType",
          "createdAt",
          "language",
          "policyVersion",
          "preferences",
          "userIdentifier",
        ].sort(),
      );
    });

    it("records the default language de without a Content-Language header", async () => {
      const response = await postJson(endpoint, session, validConsentBody());
      expect(response.status).toBe(200);
      const rows = await database.service.run((db) => db.select().from(consentRecords));
      expect(rows.map((r) => r.language)).toEqual(["de"]);
    });

    it("accepts the same token again and a token from another tab with the same cookie", async () => {
      expect((await postJson(endpoint, session, validConsentBody())).status).toBe(200);
      expect((await postJson(endpoint, session, validConsentBody())).status).toBe(200);
      const secondTab = await getSession(server.url, session.cookie);
      expect(secondTab.cookie).toBe(session.cookie);
      expect((await postJson(endpoint, secondTab, validConsentBody())).status).toBe(200);
      expect(await stored()).toBe(3);
    });

    describe("refuses without a valid CSRF token (403)", () => {
      it("no token and no cookie", async () => {
        await expectRefused(
          await postJson(endpoint, undefined, validConsentBody()),
          403,
          /^csrf_missing$/,
        );
      });
      it("token header without its cookie", async () => {
        const response = await postJson(endpoint, undefined, validConsentBody(), {
          "x-csrf-token": session.token,
        });
        await expectRefused(response, 403, /^csrf_missing$/);
      });
      it("cookie without token header", async () => {
        const response = await postJson(endpoint, undefined, validConsentBody(), {
          cookie: session.cookie,
        });
        await expectRefused(response, 403, /^csrf_missing$/);
      });
      it("a forged token (signed with another secret)", async () => {
        const binding = session.cookie.split("=")[1]!;
        const forged = createCsrfToken(Buffer.from("x".repeat(40)), binding, Date.now());
        const response = await postJson(
          endpoint,
          { ...session, token: forged },
          validConsentBody(),
        );
        await expectRefused(response, 403, /^csrf_forged$/);
      });
      it("a token with a tampered expiry", async () => {
        const [version, , mac] = session.token.split(".");
        const tampered = `${version}.${(Math.floor(Date.now() / 1000) + 10 ** 8).toString(36)}.${mac}`;
        const response = await postJson(
          endpoint,
          { ...session, token: tampered },
          validConsentBody(),
        );
        await expectRefused(response, 403, /^csrf_forged$/);
      });
      it("a token issued for another browser's cookie", async () => {
        const other = await getSession(server.url);
        const response = await postJson(
          endpoint,
          { cookie: session.cookie, token: other.token },
          validConsentBody(),
        );
        await expectRefused(response, 403, /^csrf_forged$/);
      });
      it("an expired token", async () => {
        const binding = session.cookie.split("=")[1]!;
        const issuedLongAgo = Date.now() - CSRF_TOKEN_TTL_MS - 1_000;
        const expired = createCsrfToken(Buffer.from(TEST_CSRF_SECRET), binding, issuedLongAgo);
        const response = await postJson(
          endpoint,
          { ...session, token: expired },
          validConsentBody(),
        );
        await expectRefused(response, 403, /^csrf_expired$/);
      });
      it("a malformed token", async () => {
        for (const token of ["abc", "v1..", "v2.abc.def", "v1.zzzzzzzzzzz.x"]) {
          const response = await postJson(endpoint, { ...session, token }, validConsentBody());
          await expectRefused(response, 403, /^csrf_malformed$/);
        }
      });
      it("a cross-site request, even with a valid token", async () => {
        for (const site of ["cross-site", "same-site"]) {
          const response = await postJson(endpoint, session, validConsentBody(), {
            "sec-fetch-site": site,
          });
          await expectRefused(response, 403, /^forbidden$/);
        }
      });
      it("but accepts same-origin requests", async () => {
        const response = await postJson(endpoint, session, validConsentBody(), {
          "sec-fetch-site": "same-origin",
        });
        expect(response.status).toBe(200);
      });
    });

    it("refuses other content types (415)", async () => {
      for (const type of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/jsonx",
      ]) {
        const response = await postJson(endpoint, session, JSON.stringify(validConsentBody()), {
          "content-type": type,
        });
        await expectRefused(response, 415, /^unsupported_media_type$/);
      }
      const none = await fetch(endpoint, {
        method: "POST",
        headers: { cookie: session.cookie, "x-csrf-token": session.token },
        body: new Blob([JSON.stringify(validConsentBody())]),
      });
      await expectRefused(none, 415, /^unsupported_media_type$/);
    });

    it("accepts a charset parameter on the JSON content type", async () => {
      const response = await postJson(endpoint, session, validConsentBody(), {
        "content-type": "application/json; charset=utf-8",
      });
      expect(response.status).toBe(200);
    });

    it("refuses a body over 16 KB (413)", async () => {
      const body = validConsentBody({ padding: "x".repeat(17 * 1024) });
      await expectRefused(await postJson(endpoint, session, body), 413, /^payload_too_large$/);
    });

    it("refuses malformed JSON and an empty body (400)", async () => {
      for (const raw of ['{"consentType": "cookies",', "not json", "", '{"__proto__": {"x": 1}}']) {
        await expectRefused(await postJson(endpoint, session, raw), 400, /^bad_request$/);
      }
    });

    const fieldCases: Array<[string, string, unknown]> = [
      ["consentType missing", "consentType", { consentType: undefined }],
      ["consentType of another type", "consentType", { consentType: 1 }],
      ["consentType of another value", "consentType", { consentType: "newsletter" }],
      ["preferences missing", "preferences", { preferences: undefined }],
      ["preferences not an object", "preferences", { preferences: "all" }],
      ["preferences an array", "preferences", { preferences: [true, true, true] }],
      [
        "necessary false",
        "preferences.necessary",
        { preferences: { necessary: false, analytics: false, marketing: false } },
      ],
      [
        "necessary a string",
        "preferences.necessary",
        { preferences: { necessary: "true", analytics: false, marketing: false } },
      ],
      [
        "necessary missing",
        "preferences.necessary",
        { preferences: { analytics: false, marketing: false } },
      ],
      [
        "analytics a string",
        "preferences.analytics",
        { preferences: { necessary: true, analytics: "yes", marketing: false } },
      ],
      [
        "analytics a number",
        "preferences.analytics",
        { preferences: { necessary: true, analytics: 1, marketing: false } },
      ],
      [
        "analytics null",
        "preferences.analytics",
        { preferences: { necessary: true, analytics: null, marketing: false } },
      ],
      [
        "analytics missing",
        "preferences.analytics",
        { preferences: { necessary: true, marketing: false } },
      ],
      [
        "marketing a string",
        "preferences.marketing",
        { preferences: { necessary: true, analytics: false, marketing: "no" } },
      ],
      [
        "marketing missing",
        "preferences.marketing",
        { preferences: { necessary: true, analytics: false } },
      ],
      [
        "unknown preference",
        "preferences.social",
        { preferences: { necessary: true, analytics: false, marketing: false, social: true } },
      ],
      ["userIdentifier missing", "userIdentifier", { userIdentifier: undefined }],
      ["userIdentifier a number", "userIdentifier", { userIdentifier: 12345 }],
      [
        "userIdentifier without prefix",
        "userIdentifier",
        { userIdentifier: "1700000000000_abcdef" },
      ],
      [
        "userIdentifier with a short timestamp",
        "userIdentifier",
        { userIdentifier: "user_170000_abcdef" },
      ],
      [
        "userIdentifier with upper case or symbols",
        "userIdentifier",
        { userIdentifier: "user_1700000000000_ABC$%^" },
      ],
      [
        "userIdentifier with a suffix too short",
        "userIdentifier",
        { userIdentifier: "user_1700000000000_ab" },
      ],
      [
        "userIdentifier too long",
        "userIdentifier",
        { userIdentifier: `user_1700000000000_${"a".repeat(60)}` },
      ],
      ["userIdentifier empty", "userIdentifier", { userIdentifier: "" }],
      ["an unknown top-level field", "ipAddress", { ipAddress: "203.0.113.9" }],
    ];
    it.each(fieldCases)("refuses %s (400 naming %s)", async (_name, field, overrides) => {
      const body = JSON.parse(
        JSON.stringify(validConsentBody(overrides as Record<string, unknown>)),
      );
      const answer = await expectRefused(
        await postJson(endpoint, session, body),
        400,
        /^invalid_body$/,
      );
      expect(Object.keys(answer.fields as object)).toContain(field);
    });

    it("refuses a JSON body that is not an object (400)", async () => {
      for (const raw of ["[]", "null", "42", '"cookies"']) {
        await expectRefused(
          await postJson(endpoint, session, raw),
          400,
          /^(invalid_body|bad_request)$/,
        );
      }
    });

    it("refuses an unknown Content-Language (400)", async () => {
      const response = await postJson(endpoint, session, validConsentBody(), {
        "content-language": "fr",
      });
      const answer = await expectRefused(response, 400, /^invalid_header$/);
      expect(answer.fields).toHaveProperty("Content-Language");
    });

    it("answers JSON 404 for unknown API paths and other methods", async () => {
      const response = await fetch(`${server.url}/api/gdpr/consents`, { method: "POST" });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: string }).error).toBe("not_found");
      const get = await fetch(endpoint);
      expect(get.status).toBe(404);
      expect(get.headers.get("content-type")).toMatch(/json/);
    });
  });
}
