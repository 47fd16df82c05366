/**
 * Serves the built site from memory: exact files, prerendered documents, the generic event
 * page for unknown event slugs and the not-found document with status 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { localeFromPath } from "#app/i18n/locales.ts";
import { canonicalPath, isHome } from "#app/i18n/paths.ts";
import { isHttps } from "../http/proxy.ts";
import { hstsHeader, plainHeaders, plainHeadersHttps } from "../http/security-headers.ts";
import { makeFile, previewHeaders, type Encoding, type SiteFile, type SiteFiles } from "./files.ts";
import { createFinderPages } from "./finder.ts";
import { createContactPages } from "./contact.ts";

/** Longer URLs are refused (414); no page of ours comes close. */
export const MAX_URL_LENGTH = 2048;

const eventPage = /^(?:\/en)?\/events\/[^/]+$/;

interface Accepts {
  br: boolean;
  gzip: boolean;
}

function parseAcceptEncoding(accept: string): Accepts {
  const accepted = new Map<string, number>();
  for (const part of accept.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  return { br: ok("br"), gzip: ok("gzip") };
}

// Browsers send a handful of distinct Accept-Encoding values, so each is parsed once
// (docs/decisions/0030-server-throughput.md); the cache stops growing at its limit, so
// made-up values cost a parse each but no memory.
const acceptsCache = new Map<string, Accepts>();
const ACCEPTS_CACHE_LIMIT = 256;

/** Picks the best encoding we hold for the client's Accept-Encoding. */
export function negotiateEncoding(accept: string | undefined, file: SiteFile): Encoding {
  if (!accept) return "identity";
  let accepts = acceptsCache.get(accept);
  if (!accepts) {
    accepts = parseAcceptEncoding(accept);
    if (acceptsCache.size < ACCEPTS_CACHE_LIMIT) acceptsCache.set(accept, accepts);
  }
  if (file.variants.br && accepts.br) return "br";
  if (file.variants.gzip && accepts.gzip) return "gzip";
  return "identity";
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

function send(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status: number) {
  const variant =
    file.variants[negotiateEncoding(request.headers["accept-encoding"], file)] ??
    file.variants.identity;
  reply.headers(variant.headers);
  if (isHttps(request)) reply.headers(hstsHeader);
  if (status === 200 && etagMatches(request.headers["if-none-match"], variant.etag)) {
    reply.removeHeader("content-length");
    return reply.code(304).send();
  }
  return reply.code(status).send(variant.body);
}

type Resolved = { file: SiteFile; status: number } | { redirect: string } | { error: number };

/** Maps a request path to what is served: a pure function of the path and the build. */
export function resolvePath(site: SiteFiles, rawPath: string, search: string): Resolved {
  // The common case: the path is exactly one of ours (and decodes to itself), so it needs
  // no decoding and no checks.
  if (!rawPath.includes("%")) {
    const exact = site.files.get(rawPath) ?? site.documents.get(rawPath);
    if (exact) return { file: exact, status: 200 };
  }
  if (rawPath.length > MAX_URL_LENGTH) return { error: 414 };
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { error: 400 };
  }
  if (
    !pathname.startsWith("/") ||
    pathname.includes("\0") ||
    pathname.includes("\\") ||
    /(^|\/)\.\.?(\/|$)/.test(pathname)
  ) {
    return { error: 400 };
  }

  const file = site.files.get(pathname);
  if (file) return { file, status: 200 };

  const canonical = canonicalPath(pathname);
  const document = site.documents.get(canonical);
  if (document) return { file: document, status: 200 };
  // Content that moved or was deleted (server/content/store/addresses.ts).
  const movedTo = site.moved.get(canonical);
  if (movedTo) return { redirect: encodeURI(movedTo) + search };
  if (site.gone.has(canonical))
    return { file: site.notFound[localeFromPath(pathname)], status: 410 };

  if (pathname.length > 1 && pathname.endsWith("/") && !isHome(pathname)) {
    const trimmed = pathname.replace(/\/+$/, "") || "/";
    if (site.documents.has(trimmed) || eventPage.test(trimmed))
      return { redirect: encodeURI(trimmed) + search };
  }

  const locale = localeFromPath(pathname);
  if (eventPage.test(pathname)) return { file: site.genericEvent[locale], status: 200 };
  return { file: site.notFound[locale], status: 404 };
}

/**
 * A draft preview of the page at a path for a signed-in member of staff, or undefined (no
 * session, or not allowed): the visitor then gets the public page.
 */
export type PreviewPage = (request: FastifyRequest, path: string) => Promise<string | undefined>;

export function registerSiteRoutes(app: FastifyInstance, site: SiteFiles, preview?: PreviewPage) {
  const finder = createFinderPages(site);
  const contact = createContactPages(site);
  const serve = (request: FastifyRequest, reply: FastifyReply, rawPath: string, search: string) => {
    // The event finder answers a query with the page for it (docs/decisions/0080).
    const finderPage = search.length > 1 ? finder.answer(rawPath, search) : undefined;
    if (finderPage) return send(request, reply, finderPage, 200);
    // So does the contact page for the events an address names (the shortlist's link).
    const contactPage = search.length > 1 ? contact.answer(rawPath, search) : undefined;
    if (contactPage) return send(request, reply, contactPage, 200);
    const resolved = resolvePath(site, rawPath, search);
    if ("file" in resolved) return send(request, reply, resolved.file, resolved.status);
    reply.headers(isHttps(request) ? plainHeadersHttps : plainHeaders);
    if ("redirect" in resolved) return reply.redirect(resolved.redirect, 301);
    return reply
      .code(resolved.error)
      .type("text/plain; charset=utf-8")
      .send(resolved.error === 414 ? "URI Too Long" : "Bad Request");
  };
  const servePreview = async (
    request: FastifyRequest,
    reply: FastifyReply,
    rawPath: string,
    search: string,
  ) => {
    const html = await preview!(request, rawPath);
    if (html === undefined) return serve(request, reply, rawPath, search);
    const file = makeFile(
      rawPath,
      Buffer.from(html),
      {},
      {
        scriptHashes: site.scriptHashes,
        headers: previewHeaders,
      },
    );
    return send(request, reply, file, 200);
  };
  app.get("/*", (request, reply) => {
    const queryAt = request.url.indexOf("?");
    const rawPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt === -1 ? "" : request.url.slice(queryAt);
    // `?preview` with a back-office session: the page with the saved drafts (never cached).
    if (preview && search.length > 1 && new URLSearchParams(search).has("preview")) {
      return servePreview(request, reply, rawPath, search);
    }
    return serve(request, reply, rawPath, search);
  });
}
