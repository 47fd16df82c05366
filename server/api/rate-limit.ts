/**
 * Per-address rate limits for the API (in memory only, forgotten when the minute is over:
 * ForgetfulStore; addresses are never written anywhere). Routes
 * opt in with `config: rateLimit(perMinute)`; behind a proxy the address is the one
 * TRUST_PROXY allows Fastify to read from X-Forwarded-For.
 */
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { ApiError } from "./errors.ts";
import { ForgetfulStore } from "./forgetful-store.ts";

export async function registerRateLimit(api: FastifyInstance) {
  await api.register(fastifyRateLimit, {
    global: false,
    store: ForgetfulStore,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        "too_many_requests",
        `Too many requests from this address: try again in ${context.after}.`,
      ),
  });
}

/** Route config for a limit per minute and client address; null means no limit. */
export function rateLimit(perMinute: number | null): {
  rateLimit?: { max: number; timeWindow: number };
} {
  return perMinute === null ? {} : { rateLimit: { max: perMinute, timeWindow: 60_000 } };
}
