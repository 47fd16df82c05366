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
  FIRST_VISIT_BATCH_MAX_AGE_MS,
  FirstVisitTokens,
  isCsrfBinding,
  newCsrfBinding,
  verifyCsrfToken,
} from "./csrf.ts";
import { loadCsrfSecret } from "../secret-files.ts";

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

describe("first-visit tokens, made in batches", () => {
  /** The expiry a token carries, in ms. */
  const expiryOf = (token: string) => parseInt(token.split(".")[1]!, 36) * 1000;

  it("hand out each binding once, with a token valid for it alone", () => {
    const tokens = new FirstVisitTokens(secret);
    const taken = Array.from({ length: 500 }, (_, i) => tokens.take(now + i));
    expect(new Set(taken.map((t) => t.binding)).size).toBe(500);
    for (const [i, { binding, token }] of taken.entries()) {
      expect(isCsrfBinding(binding)).toBe(true);
      expect(verifyCsrfToken(secret, binding, token, now + i)).toBe("ok");
      expect(verifyCsrfToken(secret, taken[(i + 1) % 500]!.binding, token, now + i)).toBe("forged");
    }
  });

  it("never hand out a token from a batch older than its maximum age", () => {
    const batchedAt = now + 10;
    const fromBatch = () => {
      const tokens = new FirstVisitTokens(secret);
      tokens.take(now);
      // That batch of one ran out while fresh, so this one holds two; one is left over.
      tokens.take(batchedAt);
      return tokens;
    };
    // Within the maximum age the left-over token comes from the batch: its expiry is the
    // batch's, one second before a token made at this moment would expire.
    const late = fromBatch().take(batchedAt + FIRST_VISIT_BATCH_MAX_AGE_MS - 1);
    expect(expiryOf(late.token)).toBe(expiryOf(createCsrfToken(secret, late.binding, batchedAt)));
    expect(verifyCsrfToken(secret, late.binding, late.token, now + CSRF_TOKEN_TTL_MS - 1)).toBe(
      "ok",
    );
    // Once the batch has aged, its left-over is dropped and the token is made at this moment.
    const aged = batchedAt + FIRST_VISIT_BATCH_MAX_AGE_MS;
    const fresh = fromBatch().take(aged);
    expect(fresh.token).toBe(createCsrfToken(secret, fresh.binding, aged));
    expect(expiryOf(fresh.token)).toBe(expiryOf(late.token) + 1000);
    // A clock set back starts a new batch too, rather than hand out tokens from the future.
    const setBack = fromBatch().take(now);
    expect(setBack.token).toBe(createCsrfToken(secret, setBack.binding, now));
  });

  it("grow batches under load up to 64 and shrink them to one on a quiet site", () => {
    const tokens = new FirstVisitTokens(secret);
    for (let i = 0; i < 1000; i++) tokens.take(now);
    expect(tokens.batchSize).toBe(64);
    let t = now;
    for (let visit = 0; visit < 8; visit++) {
      t += FIRST_VISIT_BATCH_MAX_AGE_MS;
      tokens.take(t);
    }
    expect(tokens.batchSize).toBe(1);
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
