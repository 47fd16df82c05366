/**
 * The one list of routes with large bodies against deploy/nginx.conf (a location with the
 * same limit for each path, 32 KB elsewhere) and against the server (the limits it sets, a
 * route that sets its own refused, a listed route that is gone refused). The file's TLS
 * profile is checked here as text; tests/api/https-proxy.test.ts checks it from outside.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../media/upload.ts";
import {
  bodyLimits,
  DEFAULT_BODY_LIMIT,
  LARGE_BODY_ROUTES,
  PROXY_BODY_LIMIT,
} from "./body-limits.ts";
import { adminErrorHandler } from "./errors.ts";

const config = readFileSync(
  path.resolve(import.meta.dirname, "../../deploy/nginx.conf"),
  "utf8",
).replace(/#.*$/gm, "");

/** The text of each `server { … }` block, nested blocks included. */
function serverBlocks(text: string): string[] {
  const blocks: string[] = [];
  for (const match of text.matchAll(/^server\s*\{/gm)) {
    let depth = 0;
    for (let i = match.index; i < text.length; i++) {
      if (text[i] === "{") depth++;
      if (text[i] === "}" && --depth === 0) {
        blocks.push(text.slice(match.index, i + 1));
        break;
      }
    }
  }
  return blocks;
}

/** `client_max_body_size` in bytes ("96k", "16m", "1024"). */
function bytes(size: string): number {
  const [, count, unit] = /^(\d+)([km]?)$/i.exec(size)!;
  const factors: Record<string, number> = { "": 1, k: 1024, m: 1024 * 1024 };
  return Number(count) * factors[unit!.toLowerCase()]!;
}

/** The location nginx needs for a route's path: exact, or a regex with one segment per parameter. */
function locationFor(url: string): string {
  return url.includes(":") ? `~ ^${url.replace(/:\w+/g, "[^/]+")}$` : `= ${url}`;
}

/** Directives (name → value) written directly in a block, not in its locations. */
function directives(block: string): Map<string, string> {
  const own = block.replace(/location[^{]*\{[^}]*\}/g, "");
  return new Map(
    [...own.matchAll(/^[ \t]*(\w+)[ \t]+([^;\n]+);/gm)].map((match) => [
      match[1]!,
      match[2]!.trim(),
    ]),
  );
}

const servers = serverBlocks(config);
const tlsServers = servers.filter((block) => /listen[^;]*\bssl\b/.test(block));
const site = tlsServers.find((block) => block.includes("ssl_certificate "))!;

describe("deploy/nginx.conf and LARGE_BODY_ROUTES", () => {
  it("has a location with the route's limit for each listed path, and no other large one", () => {
    const expected = new Map<string, number>();
    for (const route of LARGE_BODY_ROUTES) {
      const location = locationFor(route.url);
      expected.set(location, Math.max(expected.get(location) ?? 0, route.limit));
    }
    const found = new Map<string, number>();
    for (const match of site.matchAll(/location\s+([=~]\s+\S+)\s*\{([^}]*)\}/g)) {
      const size = /client_max_body_size\s+(\w+);/.exec(match[2]!)?.[1];
      if (size) found.set(match[1]!.replace(/\s+/, " "), bytes(size));
    }
    expect(found).toEqual(expected);
    expect(bytes(directives(site).get("client_max_body_size")!)).toBe(PROXY_BODY_LIMIT);
    expect(PROXY_BODY_LIMIT).toBeGreaterThan(DEFAULT_BODY_LIMIT);
  });

  it("lets a picture of the largest size through with its form", () => {
    const media = LARGE_BODY_ROUTES.find((route) => route.url === "/api/admin/media")!;
    expect(media.limit).toBeGreaterThan(MAX_UPLOAD_BYTES + 64 * 1024);
  });

  it("gives every TLS server of the socket the same intermediate profile", () => {
    expect(tlsServers).toHaveLength(2);
    const profile = [
      "ssl_protocols",
      "ssl_ciphers",
      "ssl_prefer_server_ciphers",
      "ssl_ecdh_curve",
      "ssl_session_tickets",
    ];
    const [catchAll, own] = tlsServers.map((block) => directives(block));
    for (const name of profile) expect(catchAll!.get(name), name).toBe(own!.get(name));
    expect(own!.get("ssl_protocols")).toBe("TLSv1.2 TLSv1.3");
    for (const cipher of own!.get("ssl_ciphers")!.split(":")) {
      expect(cipher).toMatch(/^(ECDHE|DHE)-(ECDSA|RSA)-(AES\d+-GCM-SHA\d+|CHACHA20-POLY1305)$/);
    }
    expect(own!.get("ssl_prefer_server_ciphers")).toBe("off");
    expect(own!.get("ssl_session_tickets")).toBe("off");
    expect(own!.get("ssl_stapling")).toBe("on");
    expect(own!.get("resolver")).toBeDefined();
  });
});

describe("bodyLimits on a server", () => {
  const handler = async () => ({ ok: true });

  it("sets a listed route's limit and keeps the default elsewhere", async () => {
    const app = Fastify({ bodyLimit: DEFAULT_BODY_LIMIT });
    bodyLimits(app);
    const limits: Record<string, number> = {};
    app.addHook("onRoute", (route) => {
      limits[`${String(route.method)} ${route.url}`] = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
    });
    for (const route of LARGE_BODY_ROUTES) app.route({ ...route, handler });
    app.put("/api/admin/offers/:id/revise", handler);
    await app.ready();
    for (const route of LARGE_BODY_ROUTES) {
      const parsed = route.multipart ? DEFAULT_BODY_LIMIT : route.limit;
      expect(limits[`${route.method} ${route.url}`], route.url).toBe(parsed);
    }
    expect(limits["PUT /api/admin/offers/:id/revise"]).toBe(DEFAULT_BODY_LIMIT);
    const body = JSON.stringify({ text: "a".repeat(20 * 1024) });
    const listed = await app.inject({
      method: "PUT",
      url: "/api/admin/offers/1",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(listed.statusCode).toBe(200);
    const other = await app.inject({
      method: "PUT",
      url: "/api/admin/offers/1/revise",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(other.statusCode).toBe(413);
    await app.close();
  });

  it("holds a multipart route to its limit by Content-Length, and its JSON to 16 KB", async () => {
    const app = Fastify({ bodyLimit: DEFAULT_BODY_LIMIT });
    app.setErrorHandler(adminErrorHandler);
    bodyLimits(app);
    app.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null));
    for (const route of LARGE_BODY_ROUTES) app.route({ ...route, handler });
    await app.ready();
    const media = LARGE_BODY_ROUTES.find((route) => route.multipart)!;
    const multipart = (length: number) =>
      app.inject({
        method: "POST",
        url: media.url,
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": `${length}`,
        },
        payload: "x".repeat(length),
      });
    expect((await multipart(media.limit)).statusCode).toBe(200);
    const over = await multipart(media.limit + 1);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ error: "payload_too_large" });
    const json = await app.inject({
      method: "POST",
      url: media.url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "a".repeat(20 * 1024) }),
    });
    expect(json.statusCode).toBe(413);
    await app.close();
  });

  it("refuses a route that sets a limit of its own without being listed", async () => {
    const app = Fastify();
    bodyLimits(app);
    expect(() => app.post("/api/admin/imports", { bodyLimit: 5 * 1024 * 1024 }, handler)).toThrow(
      /LARGE_BODY_ROUTES/,
    );
  });

  it("refuses to start when a listed route is not registered", async () => {
    const app = Fastify();
    bodyLimits(app);
    for (const route of LARGE_BODY_ROUTES.slice(1)) app.route({ ...route, handler });
    await expect(app.ready()).rejects.toThrow(/POST \/api\/admin\/media/);
  });
});
