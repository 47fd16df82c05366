import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import Fastify from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createCsrfToken,
  CSRF_COOKIE_PLAIN,
  CSRF_COOKIE_SECURE,
  CSRF_TOKEN_TTL_MS,
  csrfSetCookie,
  isCsrfBinding,
  newCsrfBinding,
  verifyCsrfToken,
} from "./csrf.ts";
import { loadCsrfSecret } from "./csrf-secret.ts";

const secret = Buffer.from("s".repeat(32));
const now = Date.UTC(2026, 10, 21, 12);

describe("CSRF tokens", () => {
  it("verify for their own cookie until they expire", () => {
    const binding = newCsrfBinding();
    expect(isCsrfBinding(binding)).toBe(true);
    const token = createCsrfToken(secret, binding, now);
    expect(verifyCsrfToken(secret, binding, token, now)).toBe("ok");
    expect(verifyCsrfToken(secret, binding, token, now + CSRF_TOKEN_TTL_MS - 1000)).toBe("ok");
    expect(verifyCsrfToken(secret, binding, token, now + CSRF_TOKEN_TTL_MS)).toBe("expired");
  });

  it("fail for another cookie, another secret or a changed token", () => {
    const binding = newCsrfBinding();
    const token = createCsrfToken(secret, binding, now);
    expect(verifyCsrfToken(secret, newCsrfBinding(), token, now)).toBe("forged");
    expect(verifyCsrfToken(Buffer.from("t".repeat(32)), binding, token, now)).toBe("forged");
    const flipped = token.slice(0, -2) + (token.endsWith("AA") ? "BA" : "AA");
    expect(verifyCsrfToken(secret, binding, flipped, now)).toBe("forged");
  });

  it("report missing and malformed input", () => {
    const binding = newCsrfBinding();
    expect(verifyCsrfToken(secret, undefined, "v1.a.b", now)).toBe("missing");
    expect(verifyCsrfToken(secret, binding, undefined, now)).toBe("missing");
    expect(verifyCsrfToken(secret, "short", createCsrfToken(secret, binding, now), now)).toBe(
      "malformed",
    );
    expect(verifyCsrfToken(secret, binding, "v1.only-two", now)).toBe("malformed");
  });
});

// The server wrote the cookie with @fastify/cookie until csrfSetCookie replaced it
// (docs/decisions/0030-server-throughput.md): the plugin is the reference.
describe("the CSRF cookie, as @fastify/cookie wrote it", () => {
  const reference = {
    serialize: (name: string, value: string, secure: boolean) =>
      fastifyCookie.serialize(name, value, {
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure,
      }),
  };
  beforeAll(async () => {
    // The plugin loads its cookie module when it is registered.
    const app = Fastify();
    await app.register(fastifyCookie).ready();
    await app.close();
  });

  it("writes the Set-Cookie values the plugin wrote", () => {
    const value = newCsrfBinding();
    expect(csrfSetCookie(value, false)).toBe(reference.serialize(CSRF_COOKIE_PLAIN, value, false));
    expect(csrfSetCookie(value, true)).toBe(reference.serialize(CSRF_COOKIE_SECURE, value, true));
    expect(csrfSetCookie(value, false)).toBe(`csrf=${value}; Path=/; HttpOnly; SameSite=Strict`);
    expect(csrfSetCookie(value, true)).toBe(
      `__Host-csrf=${value}; Path=/; HttpOnly; Secure; SameSite=Strict`,
    );
  });
});

describe("loadCsrfSecret", () => {
  it("prefers CSRF_SECRET", async () => {
    const value = "c".repeat(40);
    expect((await loadCsrfSecret({ csrfSecret: value, dataDir: "/nonexistent" })).toString()).toBe(
      value,
    );
  });

  it("generates a secret once into the data directory and keeps it", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "csrf-")), "data");
    const first = await loadCsrfSecret({ dataDir });
    const second = await loadCsrfSecret({ dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second.equals(first)).toBe(true);
    const file = path.join(dataDir, "csrf-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first.toString());
    expect(statSync(file).mode & 0o077).toBe(0); // readable by the server's user only
  });
});
