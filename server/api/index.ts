/**
 * The JSON API under /api. Every answer, errors included, is JSON with the locked-down
 * security headers; unknown API paths get a JSON 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { baseSecurityHeaders, hstsHeader, lockedDownCsp } from "../security-headers.ts";
import { isHttps } from "../site/routes.ts";
import { apiErrorHandler } from "./errors.ts";

export async function apiRoutes(api: FastifyInstance) {
  api.addHook("onRequest", async (request, reply) => {
    reply.headers(baseSecurityHeaders);
    reply.header("content-security-policy", lockedDownCsp);
    reply.header("cache-control", "no-store");
    if (isHttps(request)) reply.headers(hstsHeader);
  });
  api.setErrorHandler(apiErrorHandler);
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({
      error: "not_found",
      message: `No API endpoint ${request.method} ${request.url.split("?")[0]}`,
    });
  api.setNotFoundHandler(notFound);
  // Claims /api/* from the site's catch-all route so unknown API paths answer JSON.
  api.all("/*", notFound);
  api.all("/", notFound);
}
