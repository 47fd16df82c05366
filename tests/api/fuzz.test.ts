/**
 * Property-based fuzzing of every API route over real HTTP (the real server, the embedded
 * database): thousands of generated requests, mostly broken in some way (method, path,
 * content type, CSRF token, Sec-Fetch-Site, Origin, body, extra and huge headers), and a
 * few hundred raw ones that no HTTP client would send (Content-Length lies, smuggling
 * attempts, malformed request lines). For every one: no 5xx, a JSON error with `error` and
 * `message`, nothing stored unless the answer was a success; afterwards the server still
 * answers /healthz.
 *
 * A failure prints fast-check's seed and path; replay it with FUZZ_SEED=<seed>
 * (FUZZ_RUNS scales the number of requests; FUZZ_TRACE=<file> logs each request and answer).
 */
import { appendFileSync } from "node:fs";
import http from "node:http";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCsrfBinding, createCsrfToken } from "../../server/http/csrf.ts";
import { consentRecords } from "../../server/consent/schema.ts";
import { vitalsDaily } from "../../server/figures/schema.ts";
import { leads as enquiries } from "../../server/leads/schema.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { validEnquiry } from "./enquiry-support.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { rawExchange } from "./support/raw-http.ts";
import {
  getSession,
  startTestServer,
  TEST_CSRF_SECRET,
  validConsentBody,
  type Session,
  type TestServer,
} from "./support/server.ts";

interface Route {
  path: string;
  method: "GET" | "POST";
  /** A body the route accepts, for mutating (write routes only). */
  validBody?: () => Record<string, unknown>;
  headers?: () => Record<string, string>;
}

/** Every API route, in one place: a new route gets fuzzed by adding it here. */
const routes: Route[] = [
  { path: "/api/csrf-token", method: "GET" },
  { path: "/api/gdpr/consent", method: "POST", validBody: () => validConsentBody() },
  {
    path: "/api/vitals",
    method: "POST",
    validBody: () => ({ page: "/", metrics: [{ name: "LCP", value: 1234, rating: "good" }] }),
  },
  {
    path: "/api/enquiries",
    method: "POST",
    validBody: () => validEnquiry(),
    headers: () => ({ "idempotency-key": `fuzz-${newCsrfBinding().slice(0, 30)}` }),
  },
];

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ 0;
const scale = Number(process.env.FUZZ_RUNS ?? 1);
const methods = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"] as const;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with node:http (a keep-alive agent), any method, headers and body. */
function send(
  base: URL,
  agent: http.Agent,
  options: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        agent,
        method: options.method,
        path: options.path,
        headers: options.headers,
        timeout: 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("no answer within 10 s")));
    request.on("error", reject);
    request.end(options.body);
  });
}

// --- generators ------------------------------------------------------------------------

/** Header values node:http will send (visible ASCII and spaces), up to huge ones: three of
 * them stay under Node's 16 KB header limit (beyond it is the raw test's business). */
const headerValue = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."abcXYZ019 -_.,;=/\"'()<>@%*"), maxLength: 40 }),
  fc.integer({ min: 1_000, max: 4_000 }).map((n) => "x".repeat(n)),
);
/** Headers that steer the connection itself are set by the test, never generated. */
const transportHeaders = new Set([
  "host",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "expect",
  "upgrade",
  "te",
  "trailer",
]);
const headerName = fc
  .stringMatching(/^[a-z][a-z0-9-]{0,20}$/)
  .filter((name) => !transportHeaders.has(name));

const contentType = fc.oneof(
  { weight: 3, arbitrary: fc.constant("application/json") },
  {
    weight: 2,
    arbitrary: fc.option(
      fc.oneof(
        fc.constantFrom(
          "application/json",
          "application/json; charset=utf-8",
          "APPLICATION/JSON",
          "application/json;",
          "application/json; charset=utf-16",
          "application/jsonx",
          "text/plain",
          "text/json",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=xyz",
          "application/xml",
          "*/*",
          "",
        ),
        headerValue,
      ),
      { nil: undefined },
    ),
  },
);

const pathSuffix = fc.constantFrom(
  "",
  "",
  "",
  "/",
  "//",
  "/extra",
  "?a=1",
  "?__proto__[polluted]=1&constructor[prototype][x]=1",
  `?${"q".repeat(1500)}`,
  "%2F..%2F..%2Fetc%2Fpasswd",
  "/%2e%2e/%2e%2e/contact",
  ";jsessionid=1",
  "%00",
  "%E0%A4%A",
  "%",
  "#fragment",
);

type Csrf = "valid" | "none" | "header-only" | "cookie-only" | "malformed" | "forged" | "expired";
const csrf = fc.constantFrom<Csrf>(
  "valid",
  "valid",
  "valid",
  "none",
  "header-only",
  "cookie-only",
  "malformed",
  "forged",
  "expired",
);

/** A JSON value that may carry prototype keys and odd numbers. */
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__": {"polluted": true}}'),
    { constructor: { prototype: { polluted: true } } },
    Number.MAX_VALUE,
    -0,
    1e308,
    "",
    "\u0000",
    "\ud800",
    null,
  ),
);

/** A valid body with one thing broken (or, rarely, nothing: then a 2xx may store it). */
function mutatedBody(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.constantFrom(...keys).map((key) => {
      const copy = { ...valid };
      delete copy[key];
      return copy;
    }),
    fc
      .tuple(fc.constantFrom(...keys), jsonValue)
      .map(([key, value]) => ({ ...valid, [key]: value })),
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), jsonValue).map(([key, value]) => ({
      ...valid,
      [key]: value,
    })),
    fc.constant([valid]),
  );
}

/** The body's bytes: JSON of all kinds, broken JSON, binary, oversized, deeply nested. */
function bodyFor(route: Route) {
  const valid = route.validBody?.();
  return fc
    .oneof(
      ...(valid ? [mutatedBody(valid).map((b) => JSON.stringify(b))] : []),
      jsonValue.map((value) => JSON.stringify(value) ?? "null"),
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        "",
        "{",
        '{"a":',
        "[".repeat(5_000) + "]".repeat(5_000),
        '{"a":1,"a":2}',
        "\ufeff{}",
        "null",
        "true",
        "1e999999",
        '"' + "\\u0000".repeat(200) + '"',
      ),
      fc.integer({ min: 16 * 1024 - 64, max: 40 * 1024 }).map((n) => `"${"a".repeat(n)}"`),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
    )
    .map((text) => new Body(Buffer.from(text, "latin1")));
}

/** A request body that prints as a short preview in fast-check's counterexamples. */
class Body {
  constructor(readonly bytes: Buffer) {}
  [fc.toStringMethod]() {
    const text = this.bytes.toString("latin1");
    return text.length > 120
      ? `Body(${JSON.stringify(text.slice(0, 100))}… ${text.length} bytes)`
      : `Body(${JSON.stringify(text)})`;
  }
}

const describeAnswer = (answer: Answer) =>
  `${answer.status} ${JSON.stringify(answer.headers)} ${answer.body.slice(0, 300)}`;

// --- the tests ---------------------------------------------------------------------------

const embedded = engines().find((engine) => engine.name === "embedded")!;

describe("API fuzzing over HTTP (embedded database)", () => {
  let database: TestDatabase;
  let server: TestServer;
  let base: URL;
  let session: Session;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  /** Everything the API can store, in one query: rows of each table, vitals samples. */
  const stored = () =>
    database.service.run(async (db) => {
      const result = await db.execute(sql`select
        (select count(*) from ${consentRecords}) as consents,
        (select coalesce(sum(${vitalsDaily.samples}), 0) from ${vitalsDaily}) as vitals,
        (select count(*) from ${enquiries}) as enquiries,
        (select count(*) from ${mailOutbox}) as mails`);
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0]);
    });

  beforeAll(async () => {
    database = await embedded.create();
    server = await startTestServer({
      database: database.service,
      dataDir: database.dataDir,
      // The limiter runs on every write, as in production, but never trips.
      config: { rateLimitPerMinute: 1_000_000 },
    });
    base = new URL(server.url);
    session = await getSession(server.url);
  });
  afterAll(async () => {
    agent.destroy();
    await server?.close();
    await database?.dispose();
  });

  function csrfHeaders(kind: Csrf): Record<string, string> {
    const other = newCsrfBinding();
    const secret = Buffer.from(TEST_CSRF_SECRET);
    switch (kind) {
      case "valid":
        return { cookie: session.cookie, "x-csrf-token": session.token };
      case "none":
        return {};
      case "header-only":
        return { "x-csrf-token": session.token };
      case "cookie-only":
        return { cookie: session.cookie };
      case "malformed":
        return { cookie: session.cookie, "x-csrf-token": `${session.token}x` };
      case "forged":
        return {
          cookie: session.cookie,
          "x-csrf-token": createCsrfToken(secret, other, Date.now()),
        };
      case "expired":
        return {
          cookie: session.cookie,
          "x-csrf-token": createCsrfToken(
            secret,
            session.cookie.split("=")[1]!,
            Date.now() - 3 * 60 * 60 * 1000,
          ),
        };
    }
  }

  const request = fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      method: fc.oneof(
        { weight: 3, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom(...methods) },
      ),
      suffix: pathSuffix,
      contentType,
      csrf,
      fetchSite: fc.constantFrom(
        undefined,
        "same-origin",
        "same-origin",
        "same-site",
        "cross-site",
        "none",
        "CROSS-SITE",
        "",
      ),
      origin: fc.constantFrom(
        undefined,
        "self",
        "https://evil.example",
        "null",
        "http://localhost",
        "",
      ),
      chunked: fc.boolean(),
      extra: fc.dictionary(headerName, headerValue, { maxKeys: 3 }),
      body: bodyFor(route),
    }),
  );

  it(`answers ${2_000 * scale} generated requests without 5xx, with JSON errors, storing nothing invalid`, async () => {
    const statuses = new Map<number, number>();
    let before = await stored();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers: Record<string, string> = {
          ...r.extra,
          ...(r.route.headers?.() ?? {}),
          ...csrfHeaders(r.csrf),
          ...(r.contentType === undefined ? {} : { "content-type": r.contentType }),
          ...(r.fetchSite === undefined ? {} : { "sec-fetch-site": r.fetchSite }),
          ...(r.origin === undefined
            ? {}
            : { origin: r.origin === "self" ? base.origin : r.origin }),
          // Framed explicitly: node:http sends a GET's body with neither header, which
          // the server then rightly reads as the next request.
          ...(r.chunked
            ? { "transfer-encoding": "chunked" }
            : { "content-length": String(r.body.bytes.length) }),
        };
        const answer = await send(base, agent, {
          method: r.method,
          path: r.route.path + r.suffix,
          headers,
          body: r.body.bytes,
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (process.env.FUZZ_TRACE) {
          appendFileSync(
            process.env.FUZZ_TRACE,
            `${r.method} ${r.route.path + r.suffix} ${JSON.stringify(headers).slice(0, 300)} ${r.body.bytes.length} bytes -> ${describeAnswer(answer).slice(0, 200)}\n`,
          );
        }
        const what = describeAnswer(answer);
        expect(answer.status, what).toBeLessThan(500);
        expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
        if (answer.status >= 400 && r.method !== "HEAD") {
          expect(answer.headers["content-type"], what).toMatch(/^application\/json/);
          const error = JSON.parse(answer.body) as { error?: unknown; message?: unknown };
          expect(typeof error.error, what).toBe("string");
          expect(typeof error.message, what).toBe("string");
        }
        // Only a POST reaches a write route's handler; other requests are checked by the
        // next POST's comparison and the final one.
        if (r.method === "POST") {
          const after = await stored();
          if (answer.status < 200 || answer.status >= 300) expect(after, what).toBe(before);
          before = after;
        }
      }),
      { numRuns: 2_000 * scale, seed, endOnFailure: true },
    );
    expect(await stored()).toBe(before);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    // The runs must reach past the guards, or the fuzzing proves little about the routes.
    const refusedByBody = statuses.get(400) ?? 0;
    expect(refusedByBody, JSON.stringify([...statuses])).toBeGreaterThan(100 * scale);
  }, 120_000);

  /** Raw requests: what an HTTP client would refuse to send. */
  const rawRequest = fc.record({
    route: fc.constantFrom(...routes),
    kind: fc.constantFrom(
      "length-short",
      "length-long",
      "length-negative",
      "length-junk",
      "length-twice",
      "length-and-chunked",
      "bad-chunks",
      "bad-request-line",
      "header-too-large",
      "bare-lf",
      "http10",
    ),
    body: fc.string({ maxLength: 120 }),
    lie: fc.integer({ min: 1, max: 5_000 }),
    line: fc.constantFrom(
      "POST  /api/gdpr/consent HTTP/1.1",
      "POST /api/gdpr/consent HTTP/9.9",
      "POST /api/gdpr/consent",
      "post /api/gdpr/consent HTTP/1.1",
      "POST http://evil.example/api/gdpr/consent HTTP/1.1",
      "POST /api/gdpr/consent\tHTTP/1.1",
      "POST /api/gd pr/consent HTTP/1.1",
      "BREW /api/vitals HTTP/1.1",
      "GET /api/csrf-token\u0000 HTTP/1.1",
      "G\u00c9T /api/csrf-token HTTP/1.1",
      "",
    ),
  });

  type RawRequest = typeof rawRequest extends fc.Arbitrary<infer T> ? T : never;

  function rawBytes(r: RawRequest): Buffer {
    const csrfLines = `Cookie: ${session.cookie}\r\nX-CSRF-Token: ${session.token}\r\n`;
    const start = (extra: string) =>
      `POST ${r.route.path} HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: application/json\r\n${csrfLines}${extra}`;
    const body = Buffer.from(r.body, "utf8");
    const n = body.length;
    switch (r.kind) {
      case "length-short":
        return Buffer.concat([
          Buffer.from(start(`Content-Length: ${Math.max(0, n - r.lie)}\r\n\r\n`)),
          body,
        ]);
      case "length-long":
        return Buffer.concat([Buffer.from(start(`Content-Length: ${n + r.lie}\r\n\r\n`)), body]);
      case "length-negative":
        return Buffer.concat([Buffer.from(start(`Content-Length: -${r.lie}\r\n\r\n`)), body]);
      case "length-junk":
        return Buffer.concat([Buffer.from(start(`Content-Length: ${n}abc\r\n\r\n`)), body]);
      case "length-twice":
        return Buffer.concat([
          Buffer.from(start(`Content-Length: ${n}\r\nContent-Length: ${n + r.lie}\r\n\r\n`)),
          body,
        ]);
      case "length-and-chunked":
        return Buffer.from(
          start(`Content-Length: ${n}\r\nTransfer-Encoding: chunked\r\n\r\n`) +
            `${n.toString(16)}\r\n${r.body}\r\n0\r\n\r\n`,
        );
      case "bad-chunks":
        return Buffer.from(
          start("Transfer-Encoding: chunked\r\n\r\n") +
            `${(n + r.lie).toString(16)}\r\n${r.body}\r\nzz\r\n`,
        );
      case "bad-request-line":
        return Buffer.from(`${r.line}\r\nHost: ${base.host}\r\n${csrfLines}\r\n`, "latin1");
      case "header-too-large":
        return Buffer.from(start(`X-Big: ${"b".repeat(17_000 + r.lie)}\r\n\r\n`));
      case "bare-lf":
        return Buffer.from(start(`Content-Length: ${n}\r\n\r\n`).replaceAll("\r\n", "\n") + r.body);
      case "http10":
        return Buffer.from(
          `POST ${r.route.path} HTTP/1.0\r\nContent-Type: application/json\r\n${csrfLines}\r\n${r.body}`,
        );
    }
  }
  it(`survives ${250 * scale} raw malformed requests without 5xx or stored records`, async () => {
    let before = await stored();
    await fc.assert(
      fc.asyncProperty(rawRequest, async (r) => {
        const reply = await rawExchange(server.url, rawBytes(r));
        for (const [, status] of reply.matchAll(/HTTP\/1\.[01] (\d{3})/g)) {
          expect(Number(status), reply.slice(0, 300)).toBeLessThan(500);
        }
        const after = await stored();
        if (!/^HTTP\/1\.[01] 2\d\d/.test(reply)) expect(after).toBe(before);
        before = after;
      }),
      { numRuns: 250 * scale, seed, endOnFailure: true },
    );
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { database: string }).database).toBe("ready");
  }, 120_000);
});
