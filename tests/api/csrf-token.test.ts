/**
 * GET /api/csrf-token in detail: the whole answer (headers, cookie, body), which cookie is
 * read over HTTP and HTTPS and when it is kept, HEAD, and the token route's rate limit by
 * address (IPv6 by /64). The route reads its one cookie and writes Set-Cookie itself
 * (docs/decisions/0030-server-throughput.md); these pin what @fastify/cookie did before.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_TOKEN_TTL_MS, newCsrfBinding, verifyCsrfToken } from "../../server/http/csrf.ts";
import {
  baseSecurityHeaders,
  hstsHeader,
  lockedDownCsp,
} from "../../server/http/security-headers.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { parseResponse, rawExchange } from "./support/raw-http.ts";
import {
  postJson,
  startTestServer,
  TEST_CSRF_SECRET,
  validConsentBody,
  type TestServer,
} from "./support/server.ts";

const secret = Buffer.from(TEST_CSRF_SECRET);
const tokenBody = /^\{"csrfToken":"(v1\.[0-9a-z]{1,10}\.[\w-]{43})"\}$/;
const plainCookie = /^csrf=([\w-]{43}); Path=\/; HttpOnly; SameSite=Strict$/;
const secureCookie = /^__Host-csrf=([\w-]{43}); Path=\/; HttpOnly; Secure; SameSite=Strict$/;

let database: TestDatabase;
let http: TestServer;
let https: TestServer;
/** Token requests Fastify routed, per server (answers given before routing are not). */
const routed = { http: 0, https: 0 };
const countRouted = (key: keyof typeof routed) => (app: FastifyInstance) =>
  app.addHook("onRequest", (request, _reply, done) => {
    if (request.url.startsWith("/api/csrf-token")) routed[key]++;
    done();
  });

beforeAll(async () => {
  database = await engines()[0]!.create();
  http = await startTestServer({
    database: database.service,
    dataDir: database.dataDir,
    beforeListen: countRouted("http"),
  });
  // Behind a trusted proxy that says HTTPS; 3 writes a minute, so 6 tokens.
  https = await startTestServer({
    database: database.service,
    dataDir: database.dataDir,
    config: { trustProxy: true, rateLimitPerMinute: 3 },
    beforeListen: countRouted("https"),
  });
});
afterAll(async () => {
  await http?.close();
  await https?.close();
  await database?.dispose();
});

const fromHttps = (address: string, headers: Record<string, string> = {}) => ({
  "x-forwarded-proto": "https",
  "x-forwarded-for": address,
  ...headers,
});

describe("GET /api/csrf-token", () => {
  const get = (server: TestServer, headers: Record<string, string> = {}, method = "GET") =>
    server.app.inject({ method: method as "GET", url: "/api/csrf-token", headers });

  it("answers a token bound to a new plain cookie over HTTP, with the API's headers", async () => {
    const response = await get(http);
    expect(response.statusCode).toBe(200);
    const binding = plainCookie.exec(String(response.headers["set-cookie"]))?.[1];
    expect(binding).toBeDefined();
    const token = tokenBody.exec(response.body)?.[1];
    expect(verifyCsrfToken(secret, binding, token, Date.now())).toBe("ok");
    expect(verifyCsrfToken(secret, binding, token, Date.now() + CSRF_TOKEN_TTL_MS)).toBe("expired");
    expect(response.headers).toMatchObject({
      ...baseSecurityHeaders,
      "content-security-policy": lockedDownCsp,
      "cache-control": "no-store",
      "content-type": "application/json; charset=utf-8",
      "content-length": String(response.body.length),
    });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    // No limit configured on this server: no limiter headers.
    expect(response.headers["x-ratelimit-limit"]).toBeUndefined();
  });

  it("sets __Host-csrf with Secure and HSTS over HTTPS, and the limiter's headers", async () => {
    const response = await get(https, fromHttps("203.0.113.10"));
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["set-cookie"])).toMatch(secureCookie);
    expect(response.headers).toMatchObject({
      ...hstsHeader,
      "x-ratelimit-limit": "6",
      "x-ratelimit-remaining": "5",
      "x-ratelimit-reset": "60",
    });
  });

  it("keeps a valid cookie of its scheme (the first of that name) and signs for it", async () => {
    const binding = newCsrfBinding();
    for (const cookie of [
      `csrf=${binding}`,
      `theme=dark; csrf=${binding}; lang=de`,
      ` csrf = ${binding} ;x=1`,
      `csrf=${binding}; csrf=${newCsrfBinding()}`,
      `__Host-csrf=${newCsrfBinding()}; csrf=${binding}`,
    ]) {
      const response = await get(http, { cookie });
      expect(response.headers["set-cookie"], cookie).toBeUndefined();
      const token = tokenBody.exec(response.body)?.[1];
      expect(verifyCsrfToken(secret, binding, token, Date.now()), cookie).toBe("ok");
    }
    const secure = await get(
      https,
      fromHttps("203.0.113.11", { cookie: `__Host-csrf=${binding}` }),
    );
    expect(secure.headers["set-cookie"]).toBeUndefined();
    expect(verifyCsrfToken(secret, binding, tokenBody.exec(secure.body)?.[1], Date.now())).toBe(
      "ok",
    );
  });

  it("sets a new cookie for a missing, malformed or other-scheme one", async () => {
    const valid = newCsrfBinding();
    for (const cookie of [
      "",
      "csrf=",
      "csrf=short",
      `csrf=${valid}x`,
      `csrf=bad; csrf=${valid}`,
      `__Host-csrf=${valid}`,
      `xcsrf=${valid}`,
      `csrf;${valid}`,
    ]) {
      const response = await get(http, cookie ? { cookie } : {});
      const binding = plainCookie.exec(String(response.headers["set-cookie"]))?.[1];
      expect(binding, cookie).toBeDefined();
      expect(binding, cookie).not.toBe(valid);
      const token = tokenBody.exec(response.body)?.[1];
      expect(verifyCsrfToken(secret, binding, token, Date.now())).toBe("ok");
    }
    // Over HTTPS the plain cookie does not count.
    const secure = await get(https, fromHttps("203.0.113.12", { cookie: `csrf=${valid}` }));
    expect(String(secure.headers["set-cookie"])).toMatch(secureCookie);
  });

  it("answers HEAD with the same headers and no body", async () => {
    const response = await get(http, {}, "HEAD");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
    expect(String(response.headers["set-cookie"])).toMatch(plainCookie);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(Number(response.headers["content-length"])).toBeGreaterThan(40);
  });

  it("accepts a write with a token for a kept cookie", async () => {
    const binding = newCsrfBinding();
    const first = await get(http, { cookie: `a=1; csrf=${binding}` });
    const token = tokenBody.exec(first.body)![1]!;
    const response = await postJson(
      `${http.url}/api/gdpr/consent`,
      { cookie: `a=1; csrf=${binding}; b=2`, token },
      validConsentBody(),
    );
    expect(response.status).toBe(200);
  });

  it("limits tokens per address, IPv6 by /64 and IPv4-mapped as IPv4", async () => {
    const statuses = async (addresses: string[]) => {
      const result: number[] = [];
      for (const address of addresses)
        result.push((await get(https, fromHttps(address))).statusCode);
      return result;
    };
    // Six addresses in one /64 share one allowance of 6; the next /64 has its own.
    const sameNet = ["1", "2", "3", "4", "5", "6", "7"].map((n) => `2001:db8:1:2::${n}`);
    expect(await statuses(sameNet)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(await statuses(["2001:db8:1:3::1"])).toEqual([200]);
    // ::ffff:198.51.100.7 is 198.51.100.7.
    expect(await statuses([1, 2, 3].map(() => "198.51.100.7"))).toEqual([200, 200, 200]);
    expect(await statuses([1, 2, 3, 4].map(() => "::ffff:198.51.100.7"))).toEqual([
      200, 200, 200, 429,
    ]);
    const limited = await get(https, fromHttps("2001:db8:1:2::ff"));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers).toMatchObject({
      ...baseSecurityHeaders,
      ...hstsHeader,
      "cache-control": "no-store",
      "content-type": "application/json; charset=utf-8",
      "x-ratelimit-limit": "6",
      "x-ratelimit-remaining": "0",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["set-cookie"]).toBeUndefined();
    expect(limited.json()).toEqual({
      error: "too_many_requests",
      message: expect.stringMatching(/^Too many requests from this address: try again in /),
    });
  });
});

/**
 * The plain `GET /api/csrf-token` is answered before Fastify routes it (server/http/token-shortcut.ts,
 * docs/decisions/0041-token-shortcut.md); with a query string it goes through the route.
 * Over real HTTP, byte for byte: the two answers are the same but for the values that vary
 * per request, they count against one limit, and the route answers what the shortcut
 * leaves (the 429, HEAD).
 */
describe("GET /api/csrf-token before routing", () => {
  /** The answer's head and body as sent, with what varies per request replaced by names. */
  const exchange = async (
    server: TestServer,
    path: string,
    headers: Record<string, string> = {},
    method = "GET",
  ) => {
    const head = Object.entries({ host: "localhost", ...headers, connection: "close" })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    const raw = await rawExchange(server.url, `${method} ${path} HTTP/1.1\r\n${head}\r\n`);
    const response = parseResponse(raw, method);
    const binding = /csrf=([\w-]{43});/.exec(raw)?.[1];
    const token = /"csrfToken":"([^"]+)"/.exec(raw)?.[1];
    return {
      status: response.status,
      headers: response.headers,
      binding,
      token,
      normalized: raw
        .replace(/^date: .*$/im, "date: <date>")
        .replace(/^(x-ratelimit-remaining): \d+$/im, "$1: <n>")
        .replaceAll(binding ?? "<none>", "<binding>")
        .replaceAll(token ?? "<none>", "<token>"),
    };
  };
  it("answers as the route does, without routing, over HTTP", async () => {
    const binding = newCsrfBinding();
    for (const headers of [
      {},
      { cookie: `a=1; csrf=${binding}` },
      { cookie: "csrf=short" },
    ] as Record<string, string>[]) {
      const before = routed.http;
      const shortcut = await exchange(http, "/api/csrf-token", headers);
      expect(routed.http, "answered before routing").toBe(before);
      const route = await exchange(http, "/api/csrf-token?via=route", headers);
      expect(routed.http).toBe(before + 1);
      expect(shortcut.status).toBe(200);
      expect(shortcut.normalized).toBe(route.normalized);
      const cookieBinding = shortcut.binding ?? binding;
      expect(verifyCsrfToken(secret, cookieBinding, shortcut.token, Date.now())).toBe("ok");
    }
  });

  it("answers as the route does behind a proxy over HTTPS, counting one limit", async () => {
    const before = routed.https;
    const answers = [];
    // 6 tokens a minute per address, taken alternately by the shortcut and the route.
    for (let i = 0; i < 6; i++) {
      answers.push(
        await exchange(
          https,
          i % 2 ? "/api/csrf-token?via=route" : "/api/csrf-token",
          fromHttps("203.0.113.40"),
        ),
      );
    }
    expect(routed.https - before).toBe(3);
    expect(answers.map((a) => a.headers["x-ratelimit-remaining"])).toEqual([
      "5",
      "4",
      "3",
      "2",
      "1",
      "0",
    ]);
    expect(answers[0]!.normalized).toBe(answers[1]!.normalized);
    expect(answers[0]!.headers).toMatchObject({
      ...hstsHeader,
      "set-cookie": expect.stringMatching(secureCookie),
    });
    // The seventh goes to the route whichever way it comes, and is refused there.
    const limited = await exchange(https, "/api/csrf-token", fromHttps("203.0.113.40"));
    expect(limited.status).toBe(429);
    expect(routed.https - before).toBe(4);
    expect(limited.headers).toMatchObject({ "x-ratelimit-remaining": "0", ...hstsHeader });
    // Another address has its own allowance.
    expect((await exchange(https, "/api/csrf-token", fromHttps("203.0.113.41"))).status).toBe(200);
    expect(routed.https - before).toBe(4);
  });

  it("leaves HEAD to the route, which answers it as before", async () => {
    const before = routed.http;
    const head = await exchange(http, "/api/csrf-token", {}, "HEAD");
    expect(routed.http).toBe(before + 1);
    expect(head.status).toBe(200);
    expect(head.headers["set-cookie"]).toMatch(plainCookie);
  });
});
