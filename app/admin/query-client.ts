/**
 * The back office's data cache: TanStack Query's client, with what a change needs from it.
 *
 * After a change, a screen invalidates the queries it touched, and TanStack Query fetches
 * them again, except a first load still on its way: that fetch is kept and its answer, asked
 * before the change, stays on the screen (query-core's `fetch` cancels an in-flight fetch only
 * when the query already holds data). A bank statement read in right after the statements page
 * opened listed none of its lines until the next visit. Here an invalidation cancels such a
 * first load before it invalidates, so the query is fetched again after the change.
 */
import {
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
} from "@tanstack/react-query";

export class AdminQueryClient extends QueryClient {
  override async invalidateQueries(
    filters?: InvalidateQueryFilters,
    options?: InvalidateOptions,
  ): Promise<void> {
    await this.cancelQueries({
      ...filters,
      predicate: (query) =>
        query.state.data === undefined &&
        query.state.fetchStatus === "fetching" &&
        (filters?.predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}
