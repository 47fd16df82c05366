import { createHash } from "node:crypto";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../app.ts";
import { loadConfig } from "../env.ts";

/** A miniature build: the documents and files the server needs, as the real build lays them out. */
const files: Record<string, string> = {
  // A template script and one that content smuggled in: only the first may run.
  "index.html":
    "<!DOCTYPE html><html lang=de><script>window.a=1</script><h1>Start</h1><p><script>evil()</script></html>",
  "en/index.html": "<!DOCTYPE html><html lang=en><h1>Home</h1></html>",
  "contact/index.html": "<!DOCTYPE html><html lang=de><h1>Kontakt</h1></html>",
  "404/index.html": "<!DOCTYPE html><html lang=de><h1>Page Not Found</h1></html>",
  "en/404/index.html": "<!DOCTYPE html><html lang=en><h1>Page Not Found (en)</h1></html>",
  "events/event-details/index.html": "<!DOCTYPE html><html lang=de><h1>Event Details</h1></html>",
  "en/events/event-details/index.html":
    "<!DOCTYPE html><html lang=en><h1>Event Details (en)</h1></html>",
  "assets/app-abc123.js": "console.log('x');".repeat(50),
  "sitemap.xml": "<urlset></urlset>",
};

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "site-test-"));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, "client", name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    await writeFile(`${file}.br`, brotliCompressSync(content));
    await writeFile(`${file}.gz`, gzipSync(content));
  }
  // What the build saves beside the server build: the template's inline scripts' hashes.
  await mkdir(path.join(dir, "server"), { recursive: true });
  await writeFile(
    path.join(dir, "server", "islands.json"),
    JSON.stringify({ entry: "/e.js", islands: {}, scriptHashes: [sha256("window.a=1")] }),
  );
  app = await buildServer(loadConfig({ BUILD_DIR: dir, LOG_LEVEL: "silent", TRUST_PROXY: "true" }));
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const sha256 = (code: string) => `sha256-${createHash("sha256").update(code).digest("base64")}`;

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("serving the build", () => {
  it("answers documents by path, /en and /en/ alike", async () => {
    expect((await get("/")).body).toContain("<h1>Start</h1>");
    expect((await get("/en")).body).toContain("<h1>Home</h1>");
    expect((await get("/en/")).body).toContain("<h1>Home</h1>");
    expect((await get("/contact?event=x")).statusCode).toBe(200);
  });

  it("redirects a trailing slash to the canonical path, keeping the query", async () => {
    const response = await get("/contact/?event=Lego");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/contact?event=Lego");
  });

  it("answers unknown paths with the not-found document of their language and 404", async () => {
    const german = await get("/unbekannt");
    expect(german.statusCode).toBe(404);
    expect(german.body).toContain("Page Not Found</h1>");
    const english = await get("/en/unknown");
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain("(en)");
    expect((await get("/404")).statusCode).toBe(404);
  });

  it("answers unknown event slugs with the generic event page and 200", async () => {
    const german = await get("/events/irgendwas");
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain("Event Details</h1>");
    expect((await get("/en/events/whatever")).body).toContain("Event Details (en)");
    expect((await get("/events/a/b")).statusCode).toBe(404);
  });

  it("sends brotli or gzip as the client accepts, identity otherwise", async () => {
    expect(
      (await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" })).headers[
        "content-encoding"
      ],
    ).toBe("br");
    expect(
      (await get("/assets/app-abc123.js", { "accept-encoding": "gzip" })).headers[
        "content-encoding"
      ],
    ).toBe("gzip");
    expect(
      (await get("/assets/app-abc123.js", { "accept-encoding": "br;q=0, gzip" })).headers[
        "content-encoding"
      ],
    ).toBe("gzip");
    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(files["assets/app-abc123.js"]);
    expect(plain.headers.vary).toBe("Accept-Encoding");
  });

  it("answers 304 to a matching ETag", async () => {
    const first = await get("/contact", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const second = await get("/contact", { "accept-encoding": "br", "if-none-match": etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
    const other = await get("/contact", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(other.statusCode).toBe(200);
  });

  it("caches hashed assets for a year and revalidates documents", async () => {
    expect((await get("/assets/app-abc123.js")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await get("/")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("refuses traversal, broken encoding and overlong URLs with 4xx", async () => {
    expect((await get("/..%2f..%2fetc%2fpasswd")).statusCode).toBe(400);
    // The files are served from memory: whatever a path resolves to, nothing outside the build is read.
    for (const url of [
      "/assets/%2e%2e/%2e%2e/package.json",
      "/assets/..%5c..%5cpackage.json",
      "/%00",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body).not.toContain("spreegeist-events");
    }
    expect((await get("/%E0%A4%A")).statusCode).toBe(400);
    expect((await get(`/${"a".repeat(3000)}`)).statusCode).toBe(414);
  });

  it("answers methods other than GET and HEAD on pages with 405", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"] as const) {
      // (/contact and /en/contact also take the no-JavaScript enquiry form's POST.)
      const response = await app.inject({ method, url: "/" });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
    }
    const head = await app.inject({ method: "HEAD", url: "/contact" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });
});

describe("security headers", () => {
  it("allow exactly the template's inline scripts, never one found in the page", async () => {
    const csp = String((await get("/")).headers["content-security-policy"]);
    expect(csp).toContain(`script-src 'self' '${sha256("window.a=1")}';`);
    expect(csp).not.toContain(sha256("evil()"));
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of [
      "default-src 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it("are on documents, assets, API answers and errors", async () => {
    for (const response of [
      await get("/"),
      await get("/assets/app-abc123.js"),
      await get("/api/nope"),
      await get("/nope"),
      await get("/healthz"),
    ]) {
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(response.headers["permissions-policy"]).toContain("camera=()");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("are on every back-office API answer, refusals included, as on the public API", async () => {
    for (const url of ["/api/admin/leads", "/api/admin/nope", "/api/admin/users/%00"]) {
      for (const proto of ["http", "https"]) {
        const response = await get(url, { "x-forwarded-proto": proto });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.headers["content-type"], url).toContain("application/json");
        expect(response.headers["x-content-type-options"], url).toBe("nosniff");
        expect(response.headers["content-security-policy"], url).toBe(
          "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        );
        expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
        expect(response.headers["cache-control"], url).toBe("no-store");
        expect(response.headers["strict-transport-security"], url).toBe(
          proto === "https" ? "max-age=31536000; includeSubDomains" : undefined,
        );
      }
    }
  });

  it("include HSTS only over HTTPS", async () => {
    expect((await get("/")).headers["strict-transport-security"]).toBeUndefined();
    const https = await get("/", { "x-forwarded-proto": "https" });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(
      (await get("/api/x", { "x-forwarded-proto": "https" })).headers["strict-transport-security"],
    ).toBeDefined();
  });
});
