/**
 * Per-address rate limits for the API (in memory only, forgotten when the minute is over:
 * ForgetfulStore; addresses are never written anywhere). Routes
 * opt in with `config: rateLimit(perMinute)`; behind a proxy the address is the one
 * TRUST_PROXY allows Fastify to read from X-Forwarded-For.
 *
 * Behaves as @fastify/rate-limit did here (its address normalisation, IPv6 by /64; the
 * `x-ratelimit-*` headers; 429 with `retry-after`), but as one synchronous hook per limited
 * route: the plugin's three awaits per request cost a sixth of a token request
 * (docs/decisions/0030-server-throughput.md).
 */
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { ApiError } from "./errors.ts";
import { ForgetfulStore } from "./forgetful-store.ts";

interface Limit {
  max: number;
  timeWindow: number;
}

/** "45 seconds", "1 minute": the wording @fastify/rate-limit used (@lukeed/ms, long form). */
export function formatWait(ms: number): string {
  const [value, unit] = ms < 60_000 ? [ms / 1000, "second"] : [ms / 60_000, "minute"];
  const n = Math.round(value);
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/**
 * The key of an address: @fastify/rate-limit's own `normalizeIP` (IPv6 by /64, mapped IPv4
 * as IPv4), which is the address in lower case for anything that is not IPv6. IPv6 always
 * holds a colon, so other addresses skip `net.isIPv6`'s large expression.
 */
export function rateLimitKey(ip: string): string {
  return ip.includes(":") ? normalizeIP(ip) : ip.toLowerCase();
}

function limiter({ max, timeWindow }: Limit): onRequestHookHandler {
  const store = new ForgetfulStore();
  const limit = String(max);
  return (request, reply, done) => {
    store.incr(
      rateLimitKey(request.ip),
      (_error, { current, ttl }) => {
        const reset = Math.ceil(ttl / 1000);
        reply.header("x-ratelimit-limit", limit);
        if (current <= max) {
          reply.header("x-ratelimit-remaining", String(max - current));
          reply.header("x-ratelimit-reset", String(reset));
          done();
          return;
        }
        reply.header("x-ratelimit-remaining", "0");
        reply.header("x-ratelimit-reset", String(reset));
        reply.header("retry-after", String(reset));
        done(
          new ApiError(
            429,
            "too_many_requests",
            `Too many requests from this address: try again in ${formatWait(reset * 1000)}.`,
          ),
        );
      },
      timeWindow,
    );
  };
}

/** Adds a limiter to every route registered after this in `api` that asks for one. */
export async function registerRateLimit(api: FastifyInstance) {
  api.addHook("onRoute", (route) => {
    const config = route.config as { rateLimit?: Limit } | undefined;
    if (!config?.rateLimit) return;
    const hook = limiter(config.rateLimit);
    route.onRequest = [...[route.onRequest ?? []].flat(), hook];
  });
}

/** Route config for a limit per minute and client address; null means no limit. */
export function rateLimit(perMinute: number | null): {
  rateLimit?: Limit;
} {
  return perMinute === null ? {} : { rateLimit: { max: perMinute, timeWindow: 60_000 } };
}
