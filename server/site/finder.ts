/**
 * The event finder's pages for a query (`/event-finder?size=45&budget=80`), derived from
 * the prerendered finder page (docs/decisions/0080-finder-query-pages.md): the cards that
 * do not match get `hidden`, the finder island is rendered again with the query (the same
 * component and props the browser hydrates it with), and the page is marked `noindex`; its
 * canonical stays the bare page. Each normalised query is built once and kept, compressed,
 * in a bounded cache, so a repeated query is a map lookup like every other page.
 */
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
} from "#app/finder/query-page.server.tsx";
import type { SiteFile, SiteFiles } from "./files.ts";
import { cutAtIsland, DerivedPages, islandPage, type IslandCut } from "./island-pages.ts";

/** The finder's paths; any query on them is answered here. */
export const FINDER_PATHS = ["/event-finder", "/en/event-finder"] as const;

/** Distinct queries kept; the oldest is dropped beyond this. */
const CACHE_LIMIT = 500;

const CARD_TAG = new RegExp(`<li\\b[^>]*\\b${CARD_ATTRIBUTE}="[^"]*"[^>]*>`, "g");

/** The prerendered finder page, cut into the parts a query changes. */
interface Template extends Omit<IslandCut<FinderProps>, "props"> {
  options: FinderFormOptions;
  cards: FinderFacts[];
}

function parseTemplate(path: string, html: string): Template {
  const fail = (what: string): never => {
    throw new Error(`The finder page ${path} has no ${what}: rebuild the site (npm run build)`);
  };
  const cut =
    cutAtIsland<FinderProps>("finder", path, html, "finder", renderFinderIsland) ??
    fail("finder island");
  const cards = [...cut.after.matchAll(CARD_TAG)].map(([tag]) => {
    const attributes = new Map(
      [...tag.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [name, value]),
    );
    return readFacts((name) => attributes.get(name) ?? null) ?? fail(`readable card in ${tag}`);
  });
  if (cards.length === 0) fail("cards");
  return {
    before: cut.before,
    page: cut.page,
    after: cut.after,
    options: cut.props.options,
    cards,
  };
}

export interface FinderPages {
  /** The page for `search` (with its "?") on a finder path; undefined for other paths. */
  answer(path: string, search: string): SiteFile | undefined;
}

export function createFinderPages(site: SiteFiles): FinderPages {
  const pages = new DerivedPages(site, FINDER_PATHS, parseTemplate, CACHE_LIMIT);

  const build = (path: string, template: Template, query: FinderProps["query"]): SiteFile => {
    const result = findEvents(template.cards, query);
    const props: FinderProps = {
      options: template.options,
      query,
      status: { count: result.count, nearest: result.nearest },
    };
    let index = 0;
    const after = template.after.replace(CARD_TAG, (tag) => {
      const facts = template.cards[index++]!;
      return result.shown.has(facts.id) ? tag : tag.replace(/^<li\b/, '<li hidden=""');
    });
    return islandPage(
      site,
      path,
      template,
      "finder",
      props,
      renderFinderIsland(template.page, props),
      after,
    );
  };

  return {
    answer(path, search) {
      const template = pages.template(path);
      if (!template) return undefined;
      const query = parseQuery(
        new URLSearchParams(search),
        template.options.categories.map((c) => c.value),
      );
      return pages.page(`${path}?${serializeQuery(query)}`, () => build(path, template, query));
    },
  };
}
