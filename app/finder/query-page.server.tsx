/**
 * What the server needs to answer a finder query from the prerendered finder page
 * (server/site/finder.ts, docs/decisions/0080-finder-query-pages.md): the filter, the facts
 * each card carries, and the finder island rendered again with the query, by the same
 * component and props the browser hydrates it with.
 */
import { renderToString } from "react-dom/server";
import { FinderForm, type FinderFormOptions } from "../components/finder/FinderForm.tsx";
import type { PageInfo } from "../i18n/use-locale.ts";
import { islandIdPrefix } from "../islands/island.ts";
import { IslandRoot } from "../islands/IslandRoot.tsx";
import type { parseQuery } from "./filter.ts";

export { CARD_ATTRIBUTE, readFacts } from "./card-facts.ts";
export { findEvents, parseQuery, serializeQuery, type FinderFacts } from "./filter.ts";
export type { FinderFormOptions, PageInfo };

export interface FinderProps {
  options: FinderFormOptions;
  query: ReturnType<typeof parseQuery>;
  status: { count: number; nearest: boolean };
}

/** The finder island's HTML for a query, as the prerender would have written it. */
export function renderFinderIsland(page: PageInfo, props: FinderProps): string {
  return renderToString(
    <IslandRoot page={page}>
      <FinderForm {...props} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix("finder") },
  );
}
