/**
 * Per-address rate limits for the API (in memory only, forgotten when the minute is over:
 * ForgetfulStore; addresses are never written anywhere). Routes opt in with
 * `config: rateLimit(perMinute)`, each with counters of its own; a route whose requests are
 * also answered before routing (the CSRF token, server/http/token-shortcut.ts) holds its `RateLimiter`
 * itself and shares it. Behind a proxy the address is the one TRUST_PROXY allows Fastify to
 * read from X-Forwarded-For (server/http/proxy.ts).
 *
 * Behaves as @fastify/rate-limit did here (its address normalisation, IPv6 by /64; the
 * `x-ratelimit-*` headers; 429 with `retry-after`), but as one synchronous hook per limited
 * route: the plugin's three awaits per request cost a sixth of a token request
 * (docs/decisions/0030-server-throughput.md).
 */
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { ForgetfulStore } from "./forgetful-store.ts";
import { DomainError } from "../domain-error.ts";

export interface Limit {
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

/** What a limiter decided for one request, as its `x-ratelimit-*` header values. */
export interface LimitDecision {
  allowed: boolean;
  limit: string;
  remaining: string;
  /** Seconds until the address's window ends. */
  reset: string;
}

/** One route's limit: its own counters, by address key. */
export class RateLimiter {
  private readonly store = new ForgetfulStore();
  private readonly limit: string;

  constructor(private readonly options: Limit) {
    this.limit = String(options.max);
  }

  /** Counts a request from `ip`, refused ones included (as @fastify/rate-limit did). */
  take(ip: string): LimitDecision {
    return this.countKey(rateLimitKey(ip));
  }

  /**
   * Counts a request that is within the limit; one that is not is left uncounted
   * (undefined), for the route to count and refuse (server/http/token-shortcut.ts).
   */
  takeIfAllowed(ip: string): LimitDecision | undefined {
    const key = rateLimitKey(ip);
    return this.store.count(key) < this.options.max ? this.countKey(key) : undefined;
  }

  /** Counts a request under an address's key (`rateLimitKey`), worked out once. */
  private countKey(key: string): LimitDecision {
    const { max, timeWindow } = this.options;
    const { current, ttl } = this.store.incr(key, timeWindow);
    return {
      allowed: current <= max,
      limit: this.limit,
      remaining: String(Math.max(0, max - current)),
      reset: String(Math.ceil(ttl / 1000)),
    };
  }

  /** The route hook: the `x-ratelimit-*` headers on every answer, 429 when exceeded. */
  readonly hook: onRequestHookHandler = (request, reply, done) => {
    const { allowed, limit, remaining, reset } = this.take(request.ip);
    reply.header("x-ratelimit-limit", limit);
    reply.header("x-ratelimit-remaining", remaining);
    reply.header("x-ratelimit-reset", reset);
    if (allowed) {
      done();
      return;
    }
    reply.header("retry-after", reset);
    done(
      new DomainError(
        "too_many",
        "too_many_requests",
        `Too many requests from this address: try again in ${formatWait(Number(reset) * 1000)}.`,
      ),
    );
  };
}

/** Adds a limiter to every route registered after this in `api` that asks for one. */
export async function registerRateLimit(api: FastifyInstance) {
  api.addHook("onRoute", (route) => {
    const config = route.config as { rateLimit?: Limit } | undefined;
    if (!config?.rateLimit) return;
    const { hook } = new RateLimiter(config.rateLimit);
    route.onRequest = [...[route.onRequest ?? []].flat(), hook];
  });
}

/** A limit per minute and client address; null means no limit. */
export function limitPerMinute(perMinute: number | null): Limit | undefined {
  return perMinute === null ? undefined : { max: perMinute, timeWindow: 60_000 };
}

/** Route config for a limit per minute and client address; null means no limit. */
export function rateLimit(perMinute: number | null): {
  rateLimit?: Limit;
} {
  const limit = limitPerMinute(perMinute);
  return limit ? { rateLimit: limit } : {};
}
