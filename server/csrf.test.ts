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
  readCookie,
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

// The server read and wrote the cookie with @fastify/cookie until readCookie and
// csrfSetCookie replaced it (docs/decisions/0030-server-throughput.md): it is the reference.
describe("the CSRF cookie, as @fastify/cookie read and wrote it", () => {
  const reference = {
    parse: (header: string): Record<string, string | undefined> => fastifyCookie.parse(header),
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

  const binding = "A".repeat(43);
  const cases: [string, string | undefined][] = [
    ["", undefined],
    [`csrf=${binding}`, binding],
    [`a=1; csrf=${binding}; b=2`, binding],
    [`a=1;csrf=${binding};b=2`, binding],
    [`  csrf \t=  ${binding} \t; b=2`, binding],
    // The first of several wins, valid or not.
    [`csrf=first; csrf=${binding}`, "first"],
    [`csrf=${binding}; csrf=second`, binding],
    // Other names that merely contain it.
    [`xcsrf=1; csrfx=2; __Host-csrf=3`, undefined],
    [`__Host-csrf=${binding}; csrf=plain`, "plain"],
    // Pairs without "=" are skipped; a value may hold "=".
    [`csrf; junk; csrf=a=b`, "a=b"],
    [`;;;; csrf=x ;;;`, "x"],
    ["csrf", undefined],
    ["csrf=", ""],
    ["=csrf", undefined],
    // Percent-decoding, kept as is when it fails.
    ["csrf=%41%42", "AB"],
    ["csrf=%zz", "%zz"],
    [`csrf="${binding}"`, `"${binding}"`],
  ];

  it.each(cases)("reads %j", (header, expected) => {
    expect(readCookie(header, CSRF_COOKIE_PLAIN)).toBe(expected);
    expect(readCookie(header, CSRF_COOKIE_PLAIN)).toBe(reference.parse(header)[CSRF_COOKIE_PLAIN]);
  });

  it("reads random headers as the plugin did", () => {
    const pieces = [
      "csrf",
      "__Host-csrf",
      "=",
      "=",
      ";",
      ";",
      " ",
      "\t",
      "%",
      "%4",
      "1",
      "A",
      "x",
      '"',
      ",",
      binding,
    ];
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 5000; i++) {
      const header = Array.from(
        { length: 1 + random(14) },
        () => pieces[random(pieces.length)],
      ).join("");
      const parsed = reference.parse(header);
      for (const name of [CSRF_COOKIE_PLAIN, CSRF_COOKIE_SECURE]) {
        expect(readCookie(header, name), header).toBe(parsed[name]);
      }
    }
  });

  it("skips long runs of pairs without '=' in one step", () => {
    const header = `${";".repeat(16_000)}csrf=${binding}`;
    expect(readCookie(header, CSRF_COOKIE_PLAIN)).toBe(binding);
    expect(readCookie(undefined, CSRF_COOKIE_PLAIN)).toBeUndefined();
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
