/**
 * Serves the pictures' variants at /media/<name> from the database, through a small
 * bounded in-memory cache. Names are content-addressed (the picture's hash and the width),
 * so a name's bytes never change: browsers may keep them for a year. A name that cannot be
 * one of ours is answered 404 without asking the database.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { DatabaseService } from "../database/service.ts";
import { isHttps } from "../http/proxy.ts";
import { hstsHeader, plainHeaders, plainHeadersHttps } from "../http/security-headers.ts";
import { readMediaFile } from "./store.ts";
import { VARIANT_NAME } from "./upload.ts";
import { isUnavailable } from "../domain-error.ts";

export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

interface CachedFile {
  contentType: string;
  bytes: Buffer;
  etag: string;
}

/** Least recently used entries go first once the cache holds more than `maxBytes`. */
export class MediaCache {
  #entries = new Map<string, CachedFile>();
  #bytes = 0;
  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.#bytes;
  }

  get(name: string): CachedFile | undefined {
    const entry = this.#entries.get(name);
    if (entry) {
      this.#entries.delete(name);
      this.#entries.set(name, entry);
    }
    return entry;
  }

  set(name: string, entry: CachedFile) {
    if (entry.bytes.length > this.maxBytes) return;
    const previous = this.#entries.get(name);
    if (previous) {
      this.#bytes -= previous.bytes.length;
      this.#entries.delete(name);
    }
    this.#entries.set(name, entry);
    this.#bytes += entry.bytes.length;
    for (const [oldest, file] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= file.bytes.length;
    }
  }

  /** Forgets a picture's variants (deleted on this instance). */
  forget(prefix: string) {
    for (const [name, file] of this.#entries) {
      if (name.startsWith(prefix)) {
        this.#entries.delete(name);
        this.#bytes -= file.bytes.length;
      }
    }
  }
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

export interface MediaServing {
  cache: MediaCache;
}

/** Registers GET (and HEAD) /media/:name. 32 MB of variants stay in memory by default. */
export function registerMediaRoutes(
  app: FastifyInstance,
  options: { database: DatabaseService; cacheBytes?: number },
): MediaServing {
  const { database } = options;
  const cache = new MediaCache(options.cacheBytes ?? 32 * 1024 * 1024);
  // Concurrent first requests for one name share one database read.
  const loading = new Map<string, Promise<CachedFile | undefined>>();

  const load = (name: string): Promise<CachedFile | undefined> => {
    let pending = loading.get(name);
    if (!pending) {
      pending = database
        .run((db) => readMediaFile(db, name))
        .then((file) => {
          if (!file) return undefined;
          const etag = `"${createHash("sha256").update(file.bytes).digest("base64url").slice(0, 22)}"`;
          const entry = { ...file, etag };
          cache.set(name, entry);
          return entry;
        })
        .finally(() => loading.delete(name));
      loading.set(name, pending);
    }
    return pending;
  };

  const plain = (request: FastifyRequest, reply: FastifyReply, status: number, text: string) =>
    reply
      .headers(isHttps(request) ? plainHeadersHttps : plainHeaders)
      .header("cache-control", "no-store")
      .code(status)
      .type("text/plain; charset=utf-8")
      .send(text);

  app.get<{ Params: { name: string } }>("/media/:name", async (request, reply) => {
    const { name } = request.params;
    if (!VARIANT_NAME.test(name)) return plain(request, reply, 404, "Not Found");
    let file = cache.get(name);
    if (!file) {
      try {
        file = await load(name);
      } catch (error) {
        if (isUnavailable(error)) {
          reply.header("retry-after", "5");
          return plain(request, reply, 503, "Service Unavailable");
        }
        throw error;
      }
    }
    if (!file) return plain(request, reply, 404, "Not Found");
    reply
      .headers(plainHeaders)
      .header("content-type", file.contentType)
      .header("cache-control", MEDIA_CACHE_CONTROL)
      .header("etag", file.etag);
    if (isHttps(request)) reply.headers(hstsHeader);
    if (etagMatches(request.headers["if-none-match"], file.etag)) return reply.code(304).send();
    return reply.code(200).send(file.bytes);
  });

  return { cache };
}
