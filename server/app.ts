/**
 * Builds the Fastify server: the API under /api, the health check and the prerendered
 * site. `index.ts` starts it; tests build it with their own configuration.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from "fastify";
import type { ServerConfig } from "./env.ts";
import { apiRoutes } from "./api/index.ts";
import { baseSecurityHeaders, lockedDownCsp } from "./security-headers.ts";
import { loadSiteFiles, type SiteFiles } from "./site/files.ts";
import { registerSiteRoutes } from "./site/routes.ts";

/** A hop count becomes the function form Fastify accepts: trust the nearest n proxies. */
function fastifyTrustProxy(value: ServerConfig["trustProxy"]) {
  if (typeof value !== "number") return value;
  return (_address: string, hop: number) => hop < value;
}

export interface ServerDeps {
  site?: SiteFiles;
}

export async function buildServer(
  config: ServerConfig,
  deps: ServerDeps = {},
): Promise<FastifyInstance> {
  const site = deps.site ?? (await loadSiteFiles(config.siteDir));
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Per-request logs would cost more than serving a page; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // Malformed URLs (e.g. broken percent-encoding) get a plain 400 with our headers.
    frameworkErrors: (_error, _request, rawReply) => {
      const reply = rawReply as FastifyReply;
      reply
        .headers(baseSecurityHeaders)
        .header("content-security-policy", lockedDownCsp)
        .code(400)
        .type("text/plain; charset=utf-8")
        .send("Bad Request");
    },
  });

  await app.register(apiRoutes, { prefix: "/api" });

  app.get("/healthz", async (_request, reply) => {
    reply
      .headers(baseSecurityHeaders)
      .header("content-security-policy", lockedDownCsp)
      .header("cache-control", "no-store");
    return { status: "ok", pages: site.documents.size };
  });

  registerSiteRoutes(app, site);

  // Pages and files answer GET and HEAD only.
  app.setNotFoundHandler((request, reply) => {
    reply
      .headers(baseSecurityHeaders)
      .header("content-security-policy", lockedDownCsp)
      .header("allow", "GET, HEAD")
      .code(405)
      .type("text/plain; charset=utf-8")
      .send(`Method ${request.method} is not allowed here`);
  });

  return app;
}
