/**
 * The event finder's pages for a query (`/event-finder?size=45&budget=80`), derived from
 * the prerendered finder page (docs/decisions/0080-finder-query-pages.md): the cards that
 * do not match get `hidden`, the finder island is rendered again with the query (the same
 * component and props the browser hydrates it with), and the page is marked `noindex`; its
 * canonical stays the bare page. Each normalised query is built once and kept, compressed,
 * in a bounded cache, so a repeated query is a map lookup like every other page.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  CARD_ATTRIBUTE,
  findEvents,
  parseQuery,
  readFacts,
  renderFinderIsland,
  serializeQuery,
  type FinderFacts,
  type FinderFormOptions,
  type FinderProps,
  type PageInfo,
} from "#app/finder/query-page.server.tsx";
import { makeFile, type SiteFile, type SiteFiles } from "./files.ts";

/** The finder's paths; any query on them is answered here. */
export const FINDER_PATHS = ["/event-finder", "/en/event-finder"] as const;

/** Distinct queries kept; the oldest is dropped beyond this. */
const CACHE_LIMIT = 500;

const ISLAND_START = /<div data-island="finder" data-page="([^"]*)" data-props="([^"]*)">/;
const CARD_TAG = new RegExp(`<li\\b[^>]*\\b${CARD_ATTRIBUTE}="[^"]*"[^>]*>`, "g");
const ROBOTS = '<meta name="robots" content="noindex, follow"/>';

const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

/** The prerendered finder page, cut into the parts a query changes. */
interface Template {
  before: string;
  page: PageInfo;
  options: FinderFormOptions;
  after: string;
  cards: FinderFacts[];
}

function parseTemplate(path: string, html: string): Template {
  const fail = (what: string): never => {
    throw new Error(`The finder page ${path} has no ${what}: rebuild the site (npm run build)`);
  };
  const start = ISLAND_START.exec(html) ?? fail("finder island");
  const page = JSON.parse(unescapeHtml(start[1] ?? "")) as PageInfo;
  const props = JSON.parse(unescapeHtml(start[2] ?? "")) as FinderProps;
  // The island's HTML is what the component renders for the page's props; finding exactly
  // that proves the build and this server agree, and tells where the island ends.
  const islandHtml = renderFinderIsland(page, props);
  const innerAt = start.index + start[0].length;
  if (html.slice(innerAt, innerAt + islandHtml.length) !== islandHtml)
    fail("finder island as FinderForm renders it");
  const after = html.slice(innerAt + islandHtml.length);
  const cards = [...after.matchAll(CARD_TAG)].map(([tag]) => {
    const attributes = new Map(
      [...tag.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [name, value]),
    );
    return readFacts((name) => attributes.get(name) ?? null) ?? fail(`readable card in ${tag}`);
  });
  if (cards.length === 0) fail("cards");
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1 || headEnd > start.index) fail("head before the island");
  return {
    before: html.slice(0, headEnd) + ROBOTS + html.slice(headEnd, start.index),
    page,
    options: props.options,
    after,
    cards,
  };
}

function compress(body: Buffer) {
  return {
    // A middle quality: built once per query on a request, so speed counts as well as size.
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 6 }),
  };
}

export interface FinderPages {
  /** The page for `search` (with its "?") on a finder path; undefined for other paths. */
  answer(path: string, search: string): SiteFile | undefined;
}

export function createFinderPages(site: SiteFiles): FinderPages {
  const templates = new Map<string, Template>();
  const cache = new Map<string, SiteFile>();
  let generation = -1;
  // Parsed again, and the cache emptied, whenever published content replaced the pages.
  const refresh = () => {
    if (generation === site.generation) return;
    generation = site.generation;
    templates.clear();
    cache.clear();
    for (const path of FINDER_PATHS) {
      const file = site.documents.get(path);
      if (file)
        templates.set(path, parseTemplate(path, file.variants.identity.body.toString("utf8")));
    }
  };
  refresh();

  const build = (path: string, template: Template, query: FinderProps["query"]): SiteFile => {
    const result = findEvents(template.cards, query);
    const props: FinderProps = {
      options: template.options,
      query,
      status: { count: result.count, nearest: result.nearest },
    };
    const start =
      `<div data-island="finder" data-page="${escapeHtml(JSON.stringify(template.page))}"` +
      ` data-props="${escapeHtml(JSON.stringify(props))}">`;
    let index = 0;
    const after = template.after.replace(CARD_TAG, (tag) => {
      const facts = template.cards[index++]!;
      return result.shown.has(facts.id) ? tag : tag.replace(/^<li\b/, '<li hidden=""');
    });
    const body = Buffer.from(
      template.before + start + renderFinderIsland(template.page, props) + after,
      "utf8",
    );
    return makeFile(path, body, compress(body));
  };

  return {
    answer(path, search) {
      refresh();
      const template = templates.get(path);
      if (!template) return undefined;
      const query = parseQuery(
        new URLSearchParams(search),
        template.options.categories.map((c) => c.value),
      );
      const key = `${path}?${serializeQuery(query)}`;
      let file = cache.get(key);
      if (file) {
        // Most recently used last: the oldest entry is the first one dropped.
        cache.delete(key);
      } else {
        file = build(path, template, query);
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      }
      cache.set(key, file);
      return file;
    },
  };
}
