/**
 * The built site held in memory: every file with its brotli and gzip forms (written by the
 * build), its ETag, content type, cache policy and security headers. Loaded once at
 * start-up; requests never touch the file system. A document's Content-Security-Policy
 * allows the inline scripts the template writes, by the hashes the build saved
 * (build/server/islands.json), never scripts found in the page (docs/decisions/0101).
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { locales, type Locale } from "#app/i18n/locales.ts";
import { canonicalPath } from "#app/i18n/paths.ts";
import { genericEventDocuments, notFoundDocuments } from "#app/shared/special-pages.ts";
import { baseSecurityHeaders, documentCsp, lockedDownCsp } from "../http/security-headers.ts";

export type Encoding = "br" | "gzip" | "identity";

export interface Variant {
  body: Buffer;
  /** Complete response headers for this encoding (security headers included). */
  headers: Record<string, string>;
  etag: string;
}

export interface SiteFile {
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
};

/** Feeds are XML too, but readers recognise them by their own type. */
function contentTypeOf(urlPath: string, ext: string): string {
  if (urlPath.endsWith("/feed.xml")) return "application/atom+xml; charset=utf-8";
  return contentTypes[ext] ?? "application/octet-stream";
}

/** Files whose names carry a content hash never change: cache them for a year. */
function cacheControl(urlPath: string, ext: string): string {
  if (urlPath.startsWith("/assets/") || urlPath.startsWith("/art/"))
    return "public, max-age=31536000, immutable";
  if (ext === ".html") return "public, max-age=0, must-revalidate";
  return "public, max-age=3600, must-revalidate";
}

/**
 * The CSP hashes of the template's inline scripts, as the build saved them beside the
 * server build; none for a site built without it (API tests' small sites).
 */
export async function templateScriptHashes(siteDir: string): Promise<string[]> {
  const saved = await readOptional(path.join(path.dirname(siteDir), "server", "islands.json"));
  if (!saved) return [];
  const { scriptHashes } = JSON.parse(saved.toString("utf8")) as { scriptHashes?: unknown };
  if (!Array.isArray(scriptHashes) || !scriptHashes.every((h) => /^sha256-[\w+/=]+$/.test(h)))
    throw new Error("build/server/islands.json has no script hashes: run npm run build");
  return scriptHashes as string[];
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

export interface FileOptions {
  /** The template's inline script hashes a document may run (SiteFiles.scriptHashes). */
  scriptHashes: readonly string[];
  /** Headers replacing the path's own (a preview: `cache-control: no-store`, noindex). */
  headers?: Readonly<Record<string, string>>;
}

/** How a draft preview is served: never stored by a browser or a proxy, never indexed. */
export const previewHeaders = {
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
} as const;

export function makeFile(
  urlPath: string,
  body: Buffer,
  compressed: { br?: Buffer; gzip?: Buffer },
  options: FileOptions,
): SiteFile {
  const ext = path.extname(urlPath) || ".html";
  const isDocument = ext === ".html";
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  const common: Record<string, string> = {
    ...baseSecurityHeaders,
    "content-type": contentTypeOf(urlPath, ext),
    "cache-control": cacheControl(urlPath, ext),
    "content-security-policy": isDocument ? documentCsp(options.scriptHashes) : lockedDownCsp,
    ...options.headers,
  };
  const variant = (encoding: Encoding, data: Buffer): Variant => {
    const etag =
      encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding === "br" ? "br" : "gz"}"`;
    const headers: Record<string, string> = {
      ...common,
      etag,
      "content-length": String(data.length),
    };
    if (compressed.br || compressed.gzip) headers.vary = "Accept-Encoding";
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    return { body: data, headers, etag };
  };
  const file: SiteFile = { variants: { identity: variant("identity", body) } };
  if (compressed.br) file.variants.br = variant("br", compressed.br);
  if (compressed.gzip) file.variants.gzip = variant("gzip", compressed.gzip);
  return file;
}

export interface SiteFiles {
  /** Non-document files by URL path: /assets/x.js, /sitemap.xml, /favicon.svg ... */
  files: Map<string, SiteFile>;
  /** Prerendered pages by their canonical path: "/", "/en/", "/contact", ... */
  documents: Map<string, SiteFile>;
  notFound: Record<Locale, SiteFile>;
  genericEvent: Record<Locale, SiteFile>;
  /** Counts the swaps of published content (server/content/runtime.ts); 0 as built. */
  generation: number;
  /** Old addresses of pages whose slug changed -> their new address (301). */
  moved: Map<string, string>;
  /** Addresses of deleted pages (410). */
  gone: Set<string>;
  /** CSP hashes of the inline scripts the template writes: the only ones documents run. */
  scriptHashes: readonly string[];
}

/** The canonical path a prerendered document is served at. */
function documentPath(relative: string): string {
  const dir = path.posix.dirname(relative.split(path.sep).join("/"));
  if (dir === ".") return "/";
  return canonicalPath(`/${dir}`);
}

const perLocale = <T>(make: (locale: Locale) => T) =>
  Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

export async function loadSiteFiles(siteDir: string): Promise<SiteFiles> {
  const [all, scriptHashes] = await Promise.all([
    listFiles(siteDir),
    templateScriptHashes(siteDir),
  ]);
  const options = { scriptHashes };
  const files = new Map<string, SiteFile>();
  const documents = new Map<string, SiteFile>();

  await Promise.all(
    all
      .filter((file) => !/\.(br|gz)$/.test(file))
      .map(async (file) => {
        const relative = path.relative(siteDir, file);
        const [body, br, gzip] = await Promise.all([
          readFile(file),
          readOptional(`${file}.br`),
          readOptional(`${file}.gz`),
        ]);
        if (path.basename(file) === "index.html") {
          const urlPath = documentPath(relative);
          documents.set(urlPath, makeFile(urlPath, body, { br, gzip }, options));
        } else {
          const urlPath = `/${relative.split(path.sep).join("/")}`;
          files.set(urlPath, makeFile(urlPath, body, { br, gzip }, options));
        }
      }),
  );

  return {
    files,
    ...specialDocuments(documents),
    generation: 0,
    moved: new Map(),
    gone: new Set(),
    scriptHashes,
  };
}

/** Takes the not-found and generic event documents out of the pages. */
function specialDocuments(documents: Map<string, SiteFile>) {
  const take = (urlPath: string): SiteFile => {
    const doc = documents.get(urlPath);
    if (!doc) throw new Error(`The build has no ${urlPath} document: run npm run build`);
    documents.delete(urlPath);
    return doc;
  };
  return {
    documents,
    notFound: perLocale((locale) => take(notFoundDocuments[locale])),
    genericEvent: perLocale((locale) => take(genericEventDocuments[locale])),
  };
}

/** The URL path of a file of the site's directory ("en/index.html" -> "/en/"). */
export function urlPathOf(file: string): { urlPath: string; document: boolean } {
  return path.posix.basename(file) === "index.html"
    ? { urlPath: documentPath(file), document: true }
    : { urlPath: `/${file}`, document: false };
}

/** The file served at a URL path now, the not-found and generic event documents included. */
export function servedFile(site: SiteFiles, urlPath: string): SiteFile | undefined {
  const special = locales.flatMap((locale) => [
    [notFoundDocuments[locale], site.notFound[locale]] as const,
    [genericEventDocuments[locale], site.genericEvent[locale]] as const,
  ]);
  return (
    site.documents.get(urlPath) ??
    site.files.get(urlPath) ??
    special.find(([specialPath]) => specialPath === urlPath)?.[1]
  );
}

/**
 * Replaces the site's documents with a new rendering of all of them, and the other files it
 * names (sitemap, feeds), in one synchronous step: every request is answered from the old
 * set or the new one. A page missing from the new set (a deleted event) is gone.
 */
export function swapSiteFiles(
  site: SiteFiles,
  rendered: ReadonlyArray<{ file: string; siteFile: SiteFile }>,
  addresses: Pick<SiteFiles, "moved" | "gone">,
): void {
  const documents = new Map<string, SiteFile>();
  const files = new Map(site.files);
  for (const { file, siteFile } of rendered) {
    const { urlPath, document } = urlPathOf(file);
    (document ? documents : files).set(urlPath, siteFile);
  }
  const special = specialDocuments(documents);
  site.files = files;
  site.documents = special.documents;
  site.notFound = special.notFound;
  site.genericEvent = special.genericEvent;
  site.moved = addresses.moved;
  site.gone = addresses.gone;
  site.generation += 1;
}
