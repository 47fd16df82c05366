/**
 * Security headers graded like the MDN HTTP Observatory (tests/api/support/observatory.ts)
 * on a real server started with TRUST_PROXY=true, asked the way the TLS-terminating proxy
 * asks (X-Forwarded-Proto: https): a page with an inline script, a hashed asset, the CSRF
 * token answer (which sets the cookie), an API error and the not-found page must each be
 * A+ with no failing test. Redirection from http:// is the proxy's job and not graded.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../server/app.ts";
import { loadConfig } from "../../server/env.ts";
import { loadSiteFiles } from "../../server/site/files.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { gradeResponse, type ObservedResponse } from "./support/observatory.ts";
import { TEST_CSRF_SECRET } from "./support/server.ts";
import { makeTinySite } from "./support/tiny-site.ts";

const embedded = engines().find((engine) => engine.name === "embedded")!;
const PUBLIC_ORIGIN = "https://www.spreegeist.test";
let database: TestDatabase;
let buildDir: string;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  database = await embedded.create();
  buildDir = makeTinySite();
  const client = path.join(buildDir, "client");
  // The home page as the build writes it: an inline boot script and a hashed module.
  writeFileSync(
    path.join(client, "index.html"),
    '<!doctype html><html lang="de"><title>Start</title><script>window.__boot=1</script>' +
      '<script type="module" src="/assets/app-abc123.js"></script><h1>Start</h1></html>',
  );
  mkdirSync(path.join(client, "assets"));
  const asset = "export const x = 1;".repeat(40);
  writeFileSync(path.join(client, "assets", "app-abc123.js"), asset);
  writeFileSync(path.join(client, "assets", "app-abc123.js.br"), brotliCompressSync(asset));
  app = await buildServer(
    {
      ...loadConfig({ LOG_LEVEL: "silent", TRUST_PROXY: "true" }),
      dataDir: database.dataDir,
      csrfSecret: TEST_CSRF_SECRET,
    },
    { site: await loadSiteFiles(client), database: database.service },
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

/** Fetches through the "proxy": over HTTPS as far as the server and the grader know. */
async function observe(pathname: string, init: RequestInit = {}): Promise<ObservedResponse> {
  const response = await fetch(base + pathname, {
    ...init,
    headers: { "x-forwarded-proto": "https", "accept-encoding": "br", ...init.headers },
  });
  return { url: PUBLIC_ORIGIN + pathname, headers: response.headers, body: await response.text() };
}

function expectAPlus(observed: ObservedResponse) {
  const grade = gradeResponse(observed);
  const report = grade.results.map((r) => `${r.modifier} ${r.test}: ${r.result}`).join("\n");
  expect(grade.failing, `${observed.url}\n${report}`).toEqual([]);
  expect(grade.score, report).toBeGreaterThanOrEqual(100);
  expect(grade.grade).toBe("A+");
  return grade;
}

describe("MDN HTTP Observatory grade over HTTPS", () => {
  it("is A+ for a page with inline and module scripts", async () => {
    const grade = expectAPlus(await observe("/"));
    // The page's CSP allows inline styles only (Radix), which the Observatory lets pass.
    expect(grade.results.find((r) => r.test === "content-security-policy")?.result).toBe(
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    );
  });

  it("is A+ for an asset, with default-src 'none'", async () => {
    const grade = expectAPlus(await observe("/assets/app-abc123.js"));
    expect(grade.results[0]?.result).toBe("csp-implemented-with-no-unsafe-default-src-none");
  });

  it("is A+ for the CSRF token answer and its __Host- cookie", async () => {
    const observed = await observe("/api/csrf-token");
    expect(observed.headers.getSetCookie()[0]).toMatch(/^__Host-csrf=/);
    const grade = expectAPlus(observed);
    expect(grade.results.find((r) => r.test === "cookies")?.result).toBe(
      "cookies-secure-with-httponly-sessions-and-samesite",
    );
  });

  it("is A+ for API errors, the not-found page, refusals and redirects", async () => {
    expectAPlus(await observe("/api/gdpr/consent", { method: "POST", body: "{}" }));
    expectAPlus(await observe("/nope"));
    expectAPlus(await observe("/%E0%A4%A"));
    expectAPlus(await observe(`/${"a".repeat(3000)}`));
    expectAPlus(await observe("/contact/", { redirect: "manual" }));
  });

  it("over plain HTTP the same server gets no HSTS and a plain cookie", async () => {
    const response = await fetch(`${base}/api/csrf-token`);
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.getSetCookie()[0]).toMatch(/^csrf=/);
  });
});

describe("the grader", () => {
  const graded = (headers: Record<string, string>, url = `${PUBLIC_ORIGIN}/`) =>
    gradeResponse({ url, headers: new Headers(headers), body: "" });

  it("fails a response without security headers", () => {
    const grade = graded({});
    // 100 - 25 (CSP) - 20 (HSTS) - 5 (nosniff) - 20 (framing) = 30
    expect(grade.score).toBe(30);
    expect(grade.grade).toBe("D");
    expect(grade.failing.map((r) => r.result)).toContain("csp-not-implemented");
  });

  it("penalises script-src 'unsafe-inline', but not next to a hash", () => {
    const strict = {
      "x-content-type-options": "nosniff",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
    };
    const unsafe = graded({
      ...strict,
      "content-security-policy": "default-src 'self' 'unsafe-inline'",
    });
    expect(unsafe.results[0]?.result).toBe("csp-implemented-with-unsafe-inline");
    const hashed = graded({
      ...strict,
      "content-security-policy": "default-src 'none'; script-src 'sha256-abc' 'unsafe-inline'",
    });
    expect(hashed.results[0]?.result).toBe("csp-implemented-with-no-unsafe-default-src-none");
  });

  it("fails short HSTS, cookies without Secure or __Host-, and a CORS wildcard", () => {
    const grade = graded({
      "strict-transport-security": "max-age=86400",
      "set-cookie": "session=1; Path=/; Secure",
      "access-control-allow-origin": "*",
    });
    const failing = grade.failing.map((r) => r.result);
    expect(failing).toContain("hsts-implemented-max-age-less-than-six-months");
    expect(failing).toContain("cookies-session-without-httponly-flag");
    expect(failing).toContain("*");
    expect(grade.failing.map((r) => r.test)).toContain("LOCAL cookies __Host- prefix over HTTPS");
  });
});
