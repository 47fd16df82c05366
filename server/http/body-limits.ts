/**
 * How large a request body may be: 16 KB on every route but the few listed here, the one
 * list of routes that take more (decision 0159). The server sets each listed route's limit
 * from it (`bodyLimits`, registered before any route), and refuses at start-up a route that
 * sets a limit of its own without being listed; deploy/nginx.conf has a location with the
 * same `client_max_body_size` for each listed path (server/http/body-limits.test.ts
 * compares the two), so a route that takes more than nginx's 32 KB cannot be forgotten there.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { DomainError } from "../domain-error.ts";

const KB = 1024;
const MB = 1024 * KB;

/** Fastify's limit for every route that is not listed below. */
export const DEFAULT_BODY_LIMIT = 16 * KB;
/**
 * nginx's limit for every path without a location of its own (deploy/nginx.conf): the
 * server's 16 KB with room for a form's encoding, so that the server, not nginx, answers.
 */
export const PROXY_BODY_LIMIT = 32 * KB;

export interface LargeBodyRoute {
  method: "POST" | "PUT" | "PATCH";
  /** The full path as Fastify registers it, parameters as `:name`. */
  url: string;
  /** The largest body in bytes, here and in nginx. */
  limit: number;
  /**
   * The route reads a multipart form as a stream, which Fastify does not measure: the limit
   * holds for the declared Content-Length, and a body Fastify parses (JSON) keeps 16 KB.
   */
  multipart?: true;
  /** What needs that much. */
  why: string;
}

export const LARGE_BODY_ROUTES: readonly LargeBodyRoute[] = [
  {
    method: "POST",
    url: "/api/admin/media",
    limit: 16 * MB,
    multipart: true,
    why: "a picture of up to 15 MB (MAX_UPLOAD_BYTES, server/media/upload.ts) and its form",
  },
  {
    method: "PUT",
    url: "/api/admin/offers/:id",
    limit: 96 * KB,
    why: "an offer's 50 lines with their details and the intro",
  },
  {
    method: "POST",
    url: "/api/admin/offers/:id/send",
    limit: 96 * KB,
    why: "the offer's mail, edited before it is sent",
  },
  {
    method: "POST",
    url: "/api/admin/reply-templates",
    limit: 96 * KB,
    why: "a reply template in both languages (umlauts take two bytes)",
  },
  {
    method: "PUT",
    url: "/api/admin/reply-templates/:id",
    limit: 96 * KB,
    why: "a reply template in both languages (umlauts take two bytes)",
  },
  {
    method: "POST",
    url: "/api/admin/leads/:id/replies",
    limit: 96 * KB,
    why: "a reply to an enquiry, written from a template",
  },
  {
    method: "POST",
    url: "/api/admin/bank-statements",
    limit: 8 * MB,
    why: "a month's CAMT.053 bank statement as text (5,000 entries are about 5 MB)",
  },
];

function listed(method: string, url: string): LargeBodyRoute | undefined {
  return LARGE_BODY_ROUTES.find((route) => route.method === method && route.url === url);
}

/**
 * Refuses a body whose Content-Length is over `limit` before it is read: Fastify does so
 * itself for the bodies it parses, this also for multipart uploads, read as a stream.
 */
function refuseLargerThan(limit: number) {
  return async (request: FastifyRequest) => {
    if (Number(request.headers["content-length"]) > limit) {
      throw new DomainError(
        "too_large",
        "payload_too_large",
        `The body is larger than ${limit} bytes.`,
      );
    }
  };
}

/** Sets the listed routes' limits as they are registered; call before registering any route. */
export function bodyLimits(app: FastifyInstance): void {
  const seen = new Set<LargeBodyRoute>();
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = [route.method].flat();
    const entries = methods.map((method) => listed(method, route.url));
    const entry = entries.find((found) => found !== undefined);
    if (!entry) {
      if (route.bodyLimit !== undefined) {
        throw new Error(
          `${methods.join(",")} ${route.url} sets a bodyLimit of its own: list it in LARGE_BODY_ROUTES (server/http/body-limits.ts) and give it a location in deploy/nginx.conf`,
        );
      }
      return;
    }
    if (methods.length > 1) {
      throw new Error(`${route.url}: a route with a large body has one method`);
    }
    seen.add(entry);
    if (!entry.multipart) route.bodyLimit = entry.limit;
    const refuse = refuseLargerThan(entry.limit);
    const existing = route.preParsing;
    route.preParsing = existing
      ? [refuse, ...(Array.isArray(existing) ? existing : [existing])]
      : [refuse];
  });
  // A listed route that no longer exists would keep its nginx location open for nothing.
  app.addHook("onReady", async () => {
    const missing = LARGE_BODY_ROUTES.filter((route) => !seen.has(route));
    if (missing.length > 0) {
      throw new Error(
        `LARGE_BODY_ROUTES lists routes that are not registered: ${missing.map((route) => `${route.method} ${route.url}`).join(", ")}`,
      );
    }
  });
}
