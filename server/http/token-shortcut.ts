/**
 * Answers given before Fastify routes a request. There is one: `GET /api/csrf-token`, the
 * API's hottest answer, whose cost per request Fastify's routing, hooks and reply
 * otherwise raise by half (docs/decisions/0041-token-shortcut.md). A shortcut answers
 * exactly as the Fastify route would (tests/api/csrf-token.test.ts holds the two answers
 * side by side) and leaves everything else to Fastify: other methods (HEAD included), a
 * query string or any other spelling of the URL, a request with a body, a refusal such as
 * a 429, and every request once the server is closing (Fastify then answers 503).
 */
import {
  createServer,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type { FastifyServerFactory } from "fastify";
import { clientOf, type Client, type TrustFunction } from "./proxy.ts";

/** Answers and returns true, or writes nothing and returns false to leave it to Fastify. */
export type Shortcut = (
  request: IncomingMessage,
  response: ServerResponse,
  client: Client,
) => boolean;

/** The options Fastify hands its `serverFactory`, its defaults filled in. */
interface ServerFactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

interface Entry {
  shortcut: Shortcut;
  /** Requests it answered: a plain integer, read by the metrics (server/ops/metrics.ts). */
  answered: number;
}

export class Shortcuts {
  private readonly byUrl = new Map<string, Entry>();
  private open = true;

  constructor(private readonly trust: TrustFunction | false) {}

  /** `shortcut` may answer GET requests for exactly `url` (no query string). */
  add(url: string, shortcut: Shortcut): void {
    this.byUrl.set(url, { shortcut, answered: 0 });
  }

  /** How many requests each URL's shortcut answered. */
  answeredCounts(): Array<[string, number]> {
    return [...this.byUrl].map(([url, entry]) => [url, entry.answered]);
  }

  /** From now on every request goes to Fastify (call it from Fastify's preClose). */
  close(): void {
    this.open = false;
  }

  private answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || request.method !== "GET") return false;
    const entry = this.byUrl.get(request.url!);
    if (!entry) return false;
    // A body, which a GET may carry, is Fastify's to read or refuse.
    const { headers } = request;
    if (headers["content-length"] || headers["transfer-encoding"]) return false;
    try {
      if (!entry.shortcut(request, response, clientOf(request, this.trust))) return false;
      entry.answered++;
      return true;
    } catch (error) {
      // Writing is a shortcut's last step, so normally nothing was written: the route then
      // does the same work again, and Fastify answers and logs whatever fails.
      if (!response.headersSent) return false;
      response.destroy(error as Error);
      entry.answered++;
      return true;
    }
  }

  /**
   * Fastify's `serverFactory`: the plain HTTP/1.1 server Fastify would create, shortcuts
   * first. TLS ends at the proxy in front (0030), so Fastify's `https` and `http2` options
   * are not used here.
   */
  readonly serverFactory: FastifyServerFactory = (handler, fastifyOptions) => {
    const options = fastifyOptions as unknown as ServerFactoryOptions;
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    // What Fastify sets on a server it creates itself (fastify/lib/server.js).
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
