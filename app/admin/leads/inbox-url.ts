/**
 * The inbox's state in its address (so a view can be bookmarked or shared): the filters,
 * the work view and the sort, each unknown value read as the default.
 */
import {
  INBOX_SORTS,
  INBOX_VIEWS,
  type InboxFilter,
  type InboxSort,
  type InboxView,
} from "./leads-api";

export const FILTER_KEYS = ["state", "event", "category", "from", "to", "q"] as const;

export function inboxFromUrl(params: URLSearchParams): {
  filter: InboxFilter;
  view: InboxView;
  sort: InboxSort;
} {
  const filter: InboxFilter = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  );
  const view = (INBOX_VIEWS as readonly string[]).includes(params.get("view") ?? "")
    ? (params.get("view") as InboxView)
    : "all";
  const sort = (INBOX_SORTS as readonly string[]).includes(params.get("sort") ?? "")
    ? (params.get("sort") as InboxSort)
    : "received";
  return { filter, view, sort };
}
