/**
 * Page routes under hostile requests, written byte for byte on TCP sockets (what
 * `app.inject` in server/site/site.test.ts cannot send): traversal in every spelling,
 * overlong URLs up to and past Node's header limit, broken percent-encoding, malformed
 * request lines and every method. Each answers 4xx with our security headers, never 5xx,
 * never a byte from outside the build; HEAD answers headers only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { parseResponse, rawExchange, type RawResponse } from "./support/raw-http.ts";
import type { TestServer } from "./support/server.ts";

const embedded = engines().find((engine) => engine.name === "embedded")!;
let server: TestServer;
let api: ApiTest | undefined;
beforeAll(async () => {
  api = await startApiTest(embedded);
  ({ server } = api);
});
afterAll(() => api?.close());

/** One request on its own connection; `target` goes into the request line unchanged. */
async function raw(method: string, target: string, extra = ""): Promise<RawResponse> {
  const host = new URL(server.url).host;
  const answer = await rawExchange(
    server.url,
    `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n${extra}\r\n`,
  );
  return parseResponse(answer, method);
}

function expectCleanRefusal(response: RawResponse, what: string, status?: number) {
  if (status) expect(response.status, what).toBe(status);
  expect(response.status, what).toBeGreaterThanOrEqual(400);
  expect(response.status, what).toBeLessThan(500);
  expect(response.headers["x-content-type-options"], what).toBe("nosniff");
  expect(response.headers["x-frame-options"], what).toBe("DENY");
  expect(response.headers["cross-origin-resource-policy"], what).toBe("same-origin");
  expect(response.headers["content-security-policy"], what).toMatch(/frame-ancestors 'none'/);
  expect(response.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  // Nothing from outside the build: no system file, no source, no package manifest.
  expect(response.body, what).not.toMatch(/root:|spreegeist-events"|buildServer|\[core\]/);
}

describe("page routes over raw HTTP", () => {
  it("refuse path traversal in every spelling", async () => {
    const targets = [
      "/../../../../etc/passwd",
      "/..%2f..%2f..%2fetc%2fpasswd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/%2E%2E%2F%2E%2E%2Fpackage.json",
      "/.%2e/.%2e/package.json",
      "/assets/../../package.json",
      "/assets/..%2f..%2fpackage.json",
      "/assets/%2e%2e%2f%2e%2e%2fserver%2fapp.ts",
      "/..\\..\\package.json",
      "/assets\\..\\..\\package.json",
      "/%5c..%5c..%5cpackage.json",
      "/assets/..%5c..%5cserver%5capp.ts",
      "/%252e%252e/%252e%252e/package.json",
      "/..%252f..%252fpackage.json",
      "/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json",
      "/%00",
      "/contact%00",
      "/contact%00.html",
      "/index.html%00.js",
      "/./contact",
      "/contact/./",
      "//etc/passwd",
      "/.git/config",
      "/.env",
      "/package.json",
      "/server/app.ts",
    ];
    for (const target of targets) expectCleanRefusal(await raw("GET", target), target);
  });

  it("refuse a raw NUL or control character in the request line", async () => {
    for (const target of ["/contact\u0000", "/con\u0001tact", "/contact\u007f"]) {
      expectCleanRefusal(await raw("GET", target), JSON.stringify(target), 400);
    }
  });

  it("refuse overlong URLs with 414, and past Node's header limit with 431", async () => {
    expectCleanRefusal(await raw("GET", `/${"a".repeat(2_100)}`), "2 KB", 414);
    expectCleanRefusal(await raw("GET", `/contact/${"a".repeat(15_500)}`), "15.5 KB", 414);
    expectCleanRefusal(await raw("GET", `/${"a".repeat(17_000)}`), "17 KB", 431);
    expectCleanRefusal(
      await raw("GET", "/contact", `X-Filler: ${"b".repeat(17_000)}\r\n`),
      "17 KB header",
      431,
    );
  });

  it("refuse invalid percent-encoding with 400", async () => {
    for (const target of ["/%E0%A4%A", "/%", "/%zz", "/contact%", "/en/%ff", "/%C3%28"]) {
      expectCleanRefusal(await raw("GET", target), target, 400);
    }
  });

  it("answer 405 with Allow to every other method a page route does not take", async () => {
    const pages = ["/", "/en/", "/contact", "/en/contact", "/events/some-slug", "/nope"];
    const methods = ["OPTIONS", "PUT", "DELETE", "PATCH", "TRACE", "PROPFIND", "MKCOL", "PURGE"];
    for (const page of pages) {
      for (const method of [...methods, ...(page.endsWith("contact") ? [] : ["POST"])]) {
        const response = await raw(method, page, "Content-Length: 0\r\n");
        expectCleanRefusal(response, `${method} ${page}`, 405);
        expect(response.headers.allow, `${method} ${page}`).toBe("GET, HEAD");
      }
    }
  });

  it("refuse unknown and malformed methods and request lines with 400", async () => {
    const host = new URL(server.url).host;
    const lines = [
      "BREW /contact HTTP/1.1",
      "get /contact HTTP/1.1",
      "G\u00c9T /contact HTTP/1.1",
      "GET /contact HTTP/9.9",
      "GET /con tact HTTP/1.1",
      "/contact HTTP/1.1",
    ];
    for (const line of lines) {
      const answer = await rawExchange(server.url, `${line}\r\nHost: ${host}\r\n\r\n`);
      expectCleanRefusal(parseResponse(answer), JSON.stringify(line));
    }
  });

  it("closes a CONNECT tunnel request without a 5xx", async () => {
    const answer = await rawExchange(server.url, `CONNECT example.com:443 HTTP/1.1\r\n\r\n`);
    if (answer) expectCleanRefusal(parseResponse(answer), "CONNECT");
  });

  it("answer HEAD with the GET's headers and no body", async () => {
    for (const [page, status] of [
      ["/contact", 200],
      ["/en/", 200],
      ["/nope", 404],
    ] as const) {
      const get = await raw("GET", page);
      const head = await raw("HEAD", page);
      expect(head.status, page).toBe(status);
      expect(head.headers["content-length"], page).toBe(get.headers["content-length"]);
      expect(head.headers["content-security-policy"], page).toBe(
        get.headers["content-security-policy"],
      );
      expect(head.headers.etag, page).toBe(get.headers.etag);
      expect(head.rest, page).toBe(""); // the connection closed with no body at all
    }
  });

  it("keep a connection usable after refusing a request with a body", async () => {
    const host = new URL(server.url).host;
    const body = "x".repeat(500);
    const answer = await rawExchange(
      server.url,
      `PUT /contact HTTP/1.1\r\nHost: ${host}\r\nContent-Length: ${body.length}\r\n\r\n${body}` +
        `GET /${"%".repeat(3)} HTTP/1.1\r\nHost: ${host}\r\n\r\n` +
        `GET /contact HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    const first = parseResponse(answer);
    const second = parseResponse(first.rest);
    const third = parseResponse(second.rest);
    expect([first.status, second.status, third.status]).toEqual([405, 400, 200]);
    expect(third.body).toContain("<title>/contact</title>");
  });
});
