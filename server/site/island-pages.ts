/**
 * What the pages the server derives from a prerendered page share (the finder's query pages,
 * server/site/finder.ts; the contact page with chosen events, server/site/contact.ts): the
 * page cut around its island, the island's opening tag written as React writes it, the
 * `noindex` these variants carry, compression, and a bounded cache of built pages that is
 * emptied, and the templates parsed again, whenever published content replaced the pages.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { PageInfo } from "#app/i18n/use-locale.ts";
import { makeFile, type SiteFile, type SiteFiles } from "./files.ts";

const NOINDEX = '<meta name="robots" content="noindex, follow"/>';

// React's escaping of attribute values (it writes &#x27;, not the &#39; of server/html.ts):
// the island's tag must read exactly as the prerendered page has it.
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

/** A prerendered page cut around its island. */
export interface IslandCut<P> {
  /** Everything before the island's tag, with `noindex` added to the head. */
  before: string;
  page: PageInfo;
  /** The props the island was prerendered with. */
  props: P;
  /** Everything after the island's HTML. */
  after: string;
}

/**
 * Cuts `html` around the island `name`; undefined when the page has none. Fails (naming
 * `what`) when the island's HTML is not what `render` makes of its props, which proves the
 * build and this server agree and tells where the island ends.
 */
export function cutAtIsland<P>(
  what: string,
  path: string,
  html: string,
  name: string,
  render: (page: PageInfo, props: P) => string,
): IslandCut<P> | undefined {
  const fail = (missing: string): never => {
    throw new Error(`The ${what} page ${path} has no ${missing}: rebuild the site (npm run build)`);
  };
  const start = new RegExp(
    `<div data-island="${name}" data-page="([^"]*)" data-props="([^"]*)">`,
  ).exec(html);
  if (!start) return undefined;
  const page = JSON.parse(unescapeAttribute(start[1] ?? "")) as PageInfo;
  const props = JSON.parse(unescapeAttribute(start[2] ?? "")) as P;
  const islandHtml = render(page, props);
  const innerAt = start.index + start[0].length;
  if (html.slice(innerAt, innerAt + islandHtml.length) !== islandHtml)
    fail(`${name} island as its component renders it`);
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1 || headEnd > start.index) fail("head before the island");
  return {
    before: html.slice(0, headEnd) + NOINDEX + html.slice(headEnd, start.index),
    page,
    props,
    after: html.slice(innerAt + islandHtml.length),
  };
}

/** The page of `cut` with the island `name` rendered for `props`, compressed. */
export function islandPage<P>(
  site: Pick<SiteFiles, "scriptHashes">,
  path: string,
  cut: Pick<IslandCut<unknown>, "before" | "page">,
  name: string,
  props: P,
  islandHtml: string,
  after: string,
): SiteFile {
  const start =
    `<div data-island="${name}" data-page="${escapeAttribute(JSON.stringify(cut.page))}"` +
    ` data-props="${escapeAttribute(JSON.stringify(props))}">`;
  const body = Buffer.from(cut.before + start + islandHtml + after, "utf8");
  return makeFile(
    path,
    body,
    {
      // A middle quality: built once per variant on a request, so speed counts as well as size.
      br: brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip: gzipSync(body, { level: 6 }),
    },
    { scriptHashes: site.scriptHashes },
  );
}

/**
 * The templates of `paths` (parsed from the served pages) and a bounded cache of the pages
 * built from them, most recently used last. Both start again after a swap of published
 * content (`site.generation`).
 */
export class DerivedPages<T> {
  readonly #templates = new Map<string, T>();
  readonly #cache = new Map<string, SiteFile>();
  #generation = -1;

  constructor(
    private readonly site: SiteFiles,
    private readonly paths: readonly string[],
    private readonly parse: (path: string, html: string) => T | undefined,
    private readonly limit: number,
  ) {
    this.#refresh();
  }

  #refresh(): void {
    if (this.#generation === this.site.generation) return;
    this.#generation = this.site.generation;
    this.#templates.clear();
    this.#cache.clear();
    for (const path of this.paths) {
      const file = this.site.documents.get(path);
      const template = file && this.parse(path, file.variants.identity.body.toString("utf8"));
      if (template) this.#templates.set(path, template);
    }
  }

  /** The template of a path, undefined for paths not derived here. */
  template(path: string): T | undefined {
    this.#refresh();
    return this.#templates.get(path);
  }

  /** The page kept under `key`, or the one `build` makes (the oldest dropped beyond the limit). */
  page(key: string, build: () => SiteFile): SiteFile {
    let file = this.#cache.get(key);
    if (file) this.#cache.delete(key);
    else {
      file = build();
      if (this.#cache.size >= this.limit) this.#cache.delete(this.#cache.keys().next().value!);
    }
    this.#cache.set(key, file);
    return file;
  }
}
