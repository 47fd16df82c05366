/**
 * The reference for bench/static.ts: a bare `node:http` server answering the same bytes
 * with the same headers as our server, from memory, with no routing, no framework and no
 * per-request work. Its throughput is the limit for Node's HTTP stack on this machine.
 *
 *   GET <BENCH_PAGE>        the page's brotli form and its complete header set, as the
 *                           server holds them (loaded by the server's own loadSiteFiles)
 *   GET /api/csrf-token     a token answer built once: the API's headers, a Set-Cookie
 *                           and a JSON body of the real length (our server makes a fresh
 *                           binding and HMAC per request; that work is part of what we
 *                           are measured on)
 *   GET /api/csrf-token-computed
 *                           the same answer with the work a token needs done per request
 *                           (a new binding and its HMAC, the server's own functions) and
 *                           nothing else: headers prebuilt, only Set-Cookie and
 *                           Content-Length vary. It separates Fastify's cost from the
 *                           token's own
 *   GET /healthz            so the bench can wait for it like for the real server
 */
import { createServer, type OutgoingHttpHeaders } from "node:http";
import path from "node:path";
import { createCsrfToken, csrfSetCookie, newCsrfBinding } from "../../server/http/csrf.ts";
import { baseSecurityHeaders, lockedDownCsp } from "../../server/http/security-headers.ts";
import { loadSiteFiles } from "../../server/site/files.ts";

const site = await loadSiteFiles(path.resolve(process.env.BUILD_DIR ?? "build", "client"));
const pagePath = process.env.BENCH_PAGE ?? "/";
const page = site.documents.get(pagePath)?.variants.br;
if (!page) throw new Error(`The build has no brotli form of ${pagePath}`);

function jsonAnswer(body: string, extra: OutgoingHttpHeaders = {}) {
  const bytes = Buffer.from(body);
  return {
    body: bytes,
    headers: {
      ...baseSecurityHeaders,
      "content-security-policy": lockedDownCsp,
      "cache-control": "no-store",
      ...extra,
      "content-type": "application/json; charset=utf-8",
      "content-length": String(bytes.length),
    } as OutgoingHttpHeaders,
  };
}

const secret = Buffer.alloc(32, 1);
const binding = newCsrfBinding();
const token = jsonAnswer(
  JSON.stringify({ csrfToken: createCsrfToken(secret, binding, Date.now()) }),
  {
    // Ours sends the rate limiter's figures too (the values of a bench run).
    "x-ratelimit-limit": "19999998",
    "x-ratelimit-remaining": "19999997",
    "x-ratelimit-reset": "60",
    "set-cookie": csrfSetCookie(binding, false),
  },
);
// The computed answer's headers as writeHead's flat array, built once: per request only the
// Set-Cookie and Content-Length values change, written into their two slots (writeHead
// turns the array into the header block at once, so reusing it is safe). Spreading the
// 17-key header object per request instead cost about 10 µs of CPU per request here
// (docs/decisions/0030-server-throughput.md), which is Node's slow path for a new
// dictionary object, not the token's work.
const computedHeaders: string[] = [
  ...Object.entries(token.headers)
    .filter(([name]) => name !== "content-length" && name !== "set-cookie")
    .flatMap(([name, value]) => [name, String(value)]),
  "set-cookie",
  "",
  "content-length",
  "",
];
const cookieSlot = computedHeaders.length - 3;
const lengthSlot = computedHeaders.length - 1;
const health = jsonAnswer(JSON.stringify({ status: "ok", database: "ready" }));
const pageHeaders = page.headers as OutgoingHttpHeaders;

const server = createServer((request, response) => {
  if (request.url === pagePath) {
    response.writeHead(200, pageHeaders);
    response.end(page.body);
  } else if (request.url === "/api/csrf-token") {
    response.writeHead(200, token.headers);
    response.end(token.body);
  } else if (request.url === "/api/csrf-token-computed") {
    const fresh = newCsrfBinding();
    const body = `{"csrfToken":"${createCsrfToken(secret, fresh, Date.now())}"}`;
    computedHeaders[cookieSlot] = csrfSetCookie(fresh, false);
    computedHeaders[lengthSlot] = String(body.length);
    response.writeHead(200, computedHeaders);
    response.end(body);
  } else if (request.url === "/healthz") {
    response.writeHead(200, health.headers);
    response.end(health.body);
  } else {
    response.writeHead(404).end();
  }
});
// The same keep-alive as Fastify's default, so neither side closes connections the other keeps.
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT ?? 4590), "127.0.0.1");
process.once("SIGTERM", () => server.close(() => process.exit(0)));
