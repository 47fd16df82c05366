/**
 * The separate metrics listener (METRICS_PORT) and its bearer-token check.
 */
import { createServer, type Server } from "node:http";
import { timingSafeEqual } from "node:crypto";
import type { ServerMetrics } from "./metrics.ts";

/** Whether `header` is exactly `Bearer <token>` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The metrics on a port of their own (METRICS_PORT), by default on 127.0.0.1 only: for a
 * Prometheus on the same machine or one that reaches it through a private network.
 */
export function startMetricsServer(
  metrics: ServerMetrics,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = request.url?.split("?")[0];
    if (request.method !== "GET" || path !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not Found");
      return;
    }
    metrics.render().then(
      ({ body, contentType }) =>
        response
          .writeHead(200, { "content-type": contentType, "cache-control": "no-store" })
          .end(body),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
