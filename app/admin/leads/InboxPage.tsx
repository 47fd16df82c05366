/**
 * The leads inbox: the day's views of the work ("Meine", "Überfällig" with its count,
 * "Heute", "Ohne nächsten Schritt", "Alle"), sorted by arrival, next step or estimated
 * value; each row with owner, next step and estimate. View, sort and filters live in the URL
 * (so a view can be bookmarked or shared); search, "load more" by keyset cursor, exports of
 * the filtered list, and new leads arriving live (server-sent events), counted in the title.
 */
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../components/Layout";
import { format, useI18n } from "../i18n";
import { InboxFilters } from "./InboxFilters";
import { inboxFromUrl } from "./inbox-url";
import { LeadRow } from "./LeadRow";
import { fetchLeadPage, filterQuery, INBOX_SORTS, type InboxSort } from "./leads-api";
import { useLiveLeads } from "./live-leads";
import { StateBadge } from "./StateBadge";
import { ViewTabs } from "./ViewTabs";
import { MailsToAssign } from "./MailsToAssign";

export { StateBadge };

export function InboxPage() {
  const { t, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const { filter, view, sort } = inboxFromUrl(params);
  const queryClient = useQueryClient();
  const leads = useInfiniteQuery({
    queryKey: ["leads", "list", { filter, view, sort }],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => fetchLeadPage({ filter, view, sort }, pageParam),
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const [onLead] = useState(() => () => {
    void queryClient.invalidateQueries({ queryKey: ["leads", "list"] });
    void queryClient.invalidateQueries({ queryKey: ["leads", "counts"] });
  });
  // The leads the list shows; null until its first page arrives, when a lead the stream
  // announces is one the list being loaded will show, not a new one.
  const listedIds = useRef<Set<string> | null>(null);
  const [listed] = useState(() => (id: string) => listedIds.current?.has(id) ?? true);
  const live = useLiveLeads(onLead, listed);
  usePageTitle(
    live.count > 0
      ? format(t.inbox.titleLive, { count: live.count, title: t.inbox.title })
      : t.inbox.title,
  );

  const items = leads.data?.pages.flatMap((page) => page.items) ?? [];
  useEffect(() => {
    if (leads.data) listedIds.current = new Set(items.map((lead) => lead.id));
  });
  const error = leads.error as { field?: string; message?: string } | null;

  /** The view and sort stay when the filters change. */
  function withViewAndSort(next: URLSearchParams) {
    if (view !== "all") next.set("view", view);
    if (sort !== "received") next.set("sort", sort);
    return next;
  }

  function changeSort(next: InboxSort) {
    const query = new URLSearchParams(params);
    if (next === "received") query.delete("sort");
    else query.set("sort", next);
    setParams(query);
  }

  const exportHref = (format: "csv" | "json") =>
    `/api/admin/leads/export.${format}?${filterQuery(filter, format === "csv" ? { lang: locale } : {})}`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto basis-full text-2xl font-bold sm:basis-auto">{t.inbox.title}</h1>
        <p className="flex items-center gap-2">
          <span className="text-sm text-ink-soft">{t.inbox.export}</span>
          {(["csv", "json"] as const).map((kind) => (
            <a
              key={kind}
              className="btn-outline px-3 text-sm"
              href={exportHref(kind)}
              download
              aria-label={format(t.inbox.exportAs, { format: kind.toUpperCase() })}
            >
              {kind.toUpperCase()}
            </a>
          ))}
        </p>
      </div>

      <div aria-live="polite">
        {live.count > 0 ? (
          <p
            className="flex flex-wrap items-center gap-3 rounded-lg border border-spree/30 bg-spree-soft px-3 py-2 font-medium text-spree"
            data-testid="live-count"
          >
            {format(t.inbox.live, { count: live.count })}
            <button type="button" className="btn-outline min-h-11 text-sm" onClick={live.reset}>
              {t.inbox.seen}
            </button>
          </p>
        ) : null}
        {!live.connected ? <p className="text-sm text-ink-soft">{t.inbox.liveOff}</p> : null}
      </div>

      <ViewTabs view={view} params={params} />

      {view === "answers" ? <MailsToAssign /> : null}

      <InboxFilters
        filter={filter}
        error={error}
        formKey={params.toString()}
        onApply={(next) => setParams(withViewAndSort(next))}
        onReset={() => setParams(withViewAndSort(new URLSearchParams()))}
      />

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label htmlFor="inbox-sort" className="font-medium">
          {t.inbox.sort}
        </label>
        <select
          id="inbox-sort"
          className="input w-auto"
          value={sort}
          onChange={(event) => changeSort(event.target.value as InboxSort)}
        >
          {INBOX_SORTS.map((option) => (
            <option key={option} value={option}>
              {t.inboxSorts[option]}
            </option>
          ))}
        </select>
      </div>

      {error ? (
        <p id="inbox-error" role="alert" className="font-medium text-danger">
          {error.field === "to"
            ? t.inbox.dateOrder
            : error.field
              ? t.inbox.invalidFilter
              : t.app.error}
        </p>
      ) : null}
      {leads.isPending ? <p role="status">{t.app.loading}</p> : null}
      {leads.data && items.length === 0 ? (
        <p>{Object.keys(filter).length > 0 ? t.inbox.empty : t.inboxViewEmpty[view]}</p>
      ) : null}

      {items.length > 0 ? (
        <ul className="card divide-y divide-ink/10 p-0 sm:p-0" data-testid="inbox-list">
          {items.map((lead) => (
            <LeadRow key={lead.id} lead={lead} />
          ))}
        </ul>
      ) : null}
      {items.length > 0 ? (
        <p className="text-sm text-ink-soft">{format(t.inbox.count, { count: items.length })}</p>
      ) : null}
      {leads.hasNextPage ? (
        <button
          type="button"
          className="btn-outline"
          onClick={() => leads.fetchNextPage()}
          disabled={leads.isFetchingNextPage}
        >
          {t.inbox.loadMore}
        </button>
      ) : null}
    </div>
  );
}
