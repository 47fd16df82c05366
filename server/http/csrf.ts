/**
 * Stateless CSRF tokens (signed double-submit, docs/decisions/0012-csrf.md). The browser
 * holds a random value in an HttpOnly cookie; a token is that value's HMAC with an expiry,
 * so any instance that knows the secret can check it without shared state.
 */
import { createHmac, randomFillSync, timingSafeEqual } from "node:crypto";
import { CSRF_TOKEN_HEADER } from "#app/shared/api.ts";

/** How long a token is accepted after it was issued. */
export const CSRF_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
export const CSRF_HEADER = CSRF_TOKEN_HEADER.toLowerCase();
/** `__Host-` makes the browser refuse the cookie unless Secure, host-only and Path=/. */
export const CSRF_COOKIE_SECURE = "__Host-csrf";
/** Over plain HTTP (local development, tests) `__Host-` cookies cannot be set at all. */
export const CSRF_COOKIE_PLAIN = "csrf";

const VERSION = "v1";
const bindingPattern = /^[A-Za-z0-9_-]{43}$/;

export type CsrfCheck = "ok" | "missing" | "malformed" | "expired" | "forged";

const BINDING_BYTES = 32;
// Random bytes for 128 bindings at a time: one call into the CSPRNG costs about as much
// as serving a whole request (docs/decisions/0030-server-throughput.md); each byte is
// handed out once and the rest of the pool never leaves the process.
const pool = Buffer.alloc(BINDING_BYTES * 128);
let poolOffset = pool.length;

/** A fresh random cookie value (256 bits). */
export function newCsrfBinding(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const binding = pool.toString("base64url", poolOffset, poolOffset + BINDING_BYTES);
  pool.fill(0, poolOffset, poolOffset + BINDING_BYTES);
  poolOffset += BINDING_BYTES;
  return binding;
}

export function isCsrfBinding(value: unknown): value is string {
  return typeof value === "string" && bindingPattern.test(value);
}

/** The HMAC of a binding and expiry, ready to digest in whichever form is needed. */
const hmac = (secret: Buffer, binding: string, expires: string) =>
  createHmac("sha256", secret).update(`${VERSION}.${expires}.${binding}`);

/** `v1.<expiry in seconds, base 36>.<HMAC>`, valid for the cookie value `binding` only. */
export function createCsrfToken(secret: Buffer, binding: string, nowMs: number): string {
  const expires = Math.floor((nowMs + CSRF_TOKEN_TTL_MS) / 1000).toString(36);
  return `${VERSION}.${expires}.${hmac(secret, binding, expires).digest("base64url")}`;
}

/** A new binding and a token for it: what a first visit gets. */
export interface FirstVisitToken {
  binding: string;
  token: string;
}

/** How long a batch of first-visit tokens is handed out after it was made. */
export const FIRST_VISIT_BATCH_MAX_AGE_MS = 1000;
const FIRST_VISIT_BATCH_MAX_SIZE = 64;

/**
 * New bindings with their tokens, made in batches. Made one per request, between other
 * work, an HMAC costs two to three times what it costs made in a run; batching raised the
 * token answer's throughput by about a fifth (docs/decisions/0042-first-visit-tokens.md).
 *
 * Each binding is handed out once. A batch serves for at most
 * `FIRST_VISIT_BATCH_MAX_AGE_MS`, so a token expires at most that much before one made on
 * request would, and what is left of an aged batch is dropped. The size follows demand:
 * it doubles (up to 64) when a batch runs out while fresh and halves when one ages with
 * tokens left, so a quiet site makes about one token per visit.
 */
export class FirstVisitTokens {
  private batch: FirstVisitToken[] = [];
  private madeAt = 0;
  private size = 1;

  constructor(private readonly secret: Buffer) {}

  take(nowMs: number): FirstVisitToken {
    const aged = nowMs - this.madeAt >= FIRST_VISIT_BATCH_MAX_AGE_MS || nowMs < this.madeAt;
    if (aged || this.batch.length === 0) {
      if (!aged) this.size = Math.min(this.size * 2, FIRST_VISIT_BATCH_MAX_SIZE);
      else if (this.batch.length > 0) this.size = Math.max(this.size / 2, 1);
      this.batch = [];
      for (let i = 0; i < this.size; i++) {
        const binding = newCsrfBinding();
        this.batch.push({ binding, token: createCsrfToken(this.secret, binding, nowMs) });
      }
      this.madeAt = nowMs;
    }
    return this.batch.pop()!;
  }

  /** How many tokens the latest batch was made with (for tests). */
  get batchSize(): number {
    return this.size;
  }
}

export function verifyCsrfToken(
  secret: Buffer,
  binding: string | undefined,
  token: string | undefined,
  nowMs: number,
): CsrfCheck {
  if (!token || !binding) return "missing";
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== VERSION || !isCsrfBinding(binding)) return "malformed";
  const [, expires = "", signature = ""] = parts;
  if (!/^[0-9a-z]{1,10}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) {
    return "malformed";
  }
  const expected = hmac(secret, binding, expires).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "forged";
  // Checked after the signature so that only our own expiry values are compared.
  if (parseInt(expires, 36) * 1000 <= nowMs) return "expired";
  return "ok";
}

// The Set-Cookie values @fastify/cookie wrote for these options (path "/", httpOnly,
// sameSite "strict", secure over HTTPS), around a binding that never needs encoding.
const setCookieParts = {
  plain: [`${CSRF_COOKIE_PLAIN}=`, "; Path=/; HttpOnly; SameSite=Strict"],
  secure: [`${CSRF_COOKIE_SECURE}=`, "; Path=/; HttpOnly; Secure; SameSite=Strict"],
} as const;

/** The Set-Cookie value for a new binding: `__Host-csrf` and Secure over HTTPS. */
export function csrfSetCookie(binding: string, https: boolean): string {
  const [prefix, suffix] = https ? setCookieParts.secure : setCookieParts.plain;
  return prefix + binding + suffix;
}
