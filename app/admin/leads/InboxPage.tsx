/**
 * The leads inbox: the day's views of the work ("Meine", "Überfällig" with its count,
 * "Heute", "Ohne nächsten Schritt", "Alle"), sorted by arrival, next step or estimated
 * value; each row with owner, next step and estimate. View, sort and filters live in the URL
 * (so a view can be bookmarked or shared); search, "load more" by keyset cursor, exports of
 * the filtered list, and new leads arriving live (server-sent events), counted in the title.
 */
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../components/Layout";
import { format, useI18n } from "../i18n";
import { useLeadFormat } from "./lead-format";
import {
  fetchLeadPage,
  filterQuery,
  INBOX_SORTS,
  INBOX_VIEWS,
  LEAD_STATES,
  leadCountsQuery,
  leadOptionsQuery,
  type InboxFilter,
  type InboxSort,
  type InboxView,
  type LeadSummary,
} from "./leads-api";
import { NextStepSummary } from "./NextStepSummary";
import { OwnerBadge } from "./OwnerBadge";
import { StateBadge } from "./StateBadge";

export { StateBadge };

const FILTER_KEYS = ["state", "event", "category", "from", "to", "q"] as const;

/**
 * Counts leads announced by the server since the page opened; `connected` false while the
 * stream is down. The stream also announces the leads of the seconds before it started (so
 * none committed meanwhile is lost); one the list already showed is not new to the reader.
 */
function useLiveLeads(onLead: () => void, listed: (id: string) => boolean) {
  const [count, setCount] = useState(0);
  const [connected, setConnected] = useState(true);
  useEffect(() => {
    const source = new EventSource("/api/admin/leads/stream");
    source.addEventListener("lead", (event) => {
      let id = "";
      try {
        id = String((JSON.parse(event.data as string) as { id?: unknown }).id ?? "");
      } catch {
        // Not the announcement's shape: counted as new.
      }
      if (!listed(id)) setCount((n) => n + 1);
      onLead();
    });
    // An offer answered online moved its lead to won or lost: the list is read again.
    source.addEventListener("offer", () => onLead());
    // After a lost connection the stream announces only what arrives from then on (and
    // the last seconds before): the list is read again so nothing from the outage is missed.
    let opened = false;
    source.onopen = () => {
      setConnected(true);
      if (opened) onLead();
      opened = true;
    };
    source.onerror = () => setConnected(false);
    return () => source.close();
  }, [onLead, listed]);
  return { count, reset: () => setCount(0), connected };
}

/** The view tabs: links (each view has its address), the current one marked. */
function ViewTabs({ view, params }: { view: InboxView; params: URLSearchParams }) {
  const { t } = useI18n();
  const counts = useQuery(leadCountsQuery);
  const hrefOf = (next: InboxView) => {
    const query = new URLSearchParams(params);
    query.delete("after");
    if (next === "all") query.delete("view");
    else query.set("view", next);
    const text = query.toString();
    return { pathname: "/leads", search: text ? `?${text}` : "" };
  };
  return (
    <nav aria-label={t.inbox.views}>
      <ul className="flex flex-wrap gap-2">
        {INBOX_VIEWS.map((option) => {
          const current = option === view;
          const overdue = option === "overdue" ? (counts.data?.overdue ?? 0) : 0;
          return (
            <li key={option}>
              <Link
                to={hrefOf(option)}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-11 items-center gap-2 rounded-full border px-4 font-medium ${
                  current
                    ? "border-spree bg-spree text-white"
                    : "border-ink/20 bg-white text-ink hover:border-ink/50"
                }`}
              >
                {t.inboxViews[option]}
                {overdue > 0 ? (
                  <span
                    className={`rounded-full px-2 text-sm font-semibold ${
                      current ? "bg-white text-danger" : "bg-danger text-white"
                    }`}
                    data-testid="overdue-tab-count"
                  >
                    <span aria-hidden="true">{overdue}</span>
                    <span className="sr-only">({overdue})</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function eventsText(lead: LeadSummary, other: string): string {
  return lead.events
    .map((title) =>
      title === "other" ? `${other}${lead.eventOther ? `: ${lead.eventOther}` : ""}` : title,
    )
    .join(", ");
}

function LeadRow({ lead }: { lead: LeadSummary }) {
  const { t } = useI18n();
  const { money, at } = useLeadFormat();
  return (
    <li className="relative grid gap-y-1 px-4 py-3 hover:bg-sand lg:grid-cols-[minmax(0,2.2fr)_minmax(0,2.6fr)_minmax(0,1.4fr)_minmax(0,0.9fr)_auto] lg:items-start lg:gap-x-4">
      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={`/leads/${lead.id}`}
            className="font-semibold break-words text-spree underline-offset-2 after:absolute after:inset-0 hover:underline"
          >
            {lead.name}
          </Link>
          <p className="text-sm break-words text-ink-soft lg:truncate">{lead.company}</p>
        </div>
        <span className="lg:hidden">
          <StateBadge state={lead.state} />
        </span>
      </div>
      <div className="min-w-0 text-sm">
        <p>
          <span className="sr-only">{t.inbox.nextStep}: </span>
          <NextStepSummary step={lead.nextStep} />
        </p>
        <p className="break-words text-ink-soft lg:truncate">
          {eventsText(lead, t.inbox.otherEvent)} · {lead.participants} {t.inbox.people}
          {lead.mail === "failed" || lead.mail === "retrying" ? (
            <span className="ml-2 font-medium text-danger">
              {t.inbox.mail}: {t.mailDelivery[lead.mail === "failed" ? "failed" : "queued"]}
            </span>
          ) : null}
        </p>
      </div>
      {/* One wrapping line at narrow widths; three columns of the row's grid on wide ones. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm lg:contents">
        <p className="min-w-0">
          <span className="sr-only">{t.inbox.owner}: </span>
          <OwnerBadge owner={lead.owner} />
        </p>
        <p className="lg:text-right">
          <span className="sr-only">{t.inbox.estimate}: </span>
          {lead.estimateCents === null ? (
            <span className="text-ink-soft">{t.inbox.noEstimate}</span>
          ) : (
            <span className="font-medium tabular-nums">{money(lead.estimateCents)}</span>
          )}
        </p>
        <div className="flex items-center gap-2 lg:flex-col lg:items-end">
          <span className="hidden lg:inline">
            <StateBadge state={lead.state} />
          </span>
          <time dateTime={lead.createdAt} className="text-ink-soft">
            {at(lead.createdAt)}
          </time>
        </div>
      </div>
    </li>
  );
}

export function InboxPage() {
  const { t, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const filter: InboxFilter = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  );
  const view = (INBOX_VIEWS as readonly string[]).includes(params.get("view") ?? "")
    ? (params.get("view") as InboxView)
    : "all";
  const sort = (INBOX_SORTS as readonly string[]).includes(params.get("sort") ?? "")
    ? (params.get("sort") as InboxSort)
    : "received";
  const [filtersOpen, setFiltersOpen] = useState(() =>
    FILTER_KEYS.some((key) => key !== "q" && params.get(key)),
  );
  const queryClient = useQueryClient();
  const options = useQuery(leadOptionsQuery);
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

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = String(data.get(key) ?? "").trim();
      if (value) next.set(key, value);
    }
    setParams(withViewAndSort(next));
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

      <form
        key={params.toString()}
        className="card grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={apply}
        aria-label={t.inbox.filters}
      >
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor="inbox-q" className="block font-medium">
            {t.inbox.search}
          </label>
          <input
            id="inbox-q"
            name="q"
            type="search"
            className="input"
            defaultValue={filter.q ?? ""}
            placeholder={t.inbox.searchHint}
            aria-invalid={error?.field === "q" ? true : undefined}
          />
        </div>
        <button
          type="button"
          className="btn-outline justify-between sm:hidden"
          aria-expanded={filtersOpen}
          aria-controls="inbox-more-filters"
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {t.inbox.moreFilters}
          <span aria-hidden="true">{filtersOpen ? "▴" : "▾"}</span>
        </button>
        {/* Folded at narrow widths (the list comes first); grid cells of the form on wider ones. */}
        <div
          id="inbox-more-filters"
          className={`${filtersOpen ? "grid" : "hidden"} gap-3 sm:contents`}
        >
          <div className="space-y-1">
            <label htmlFor="inbox-state" className="block font-medium">
              {t.inbox.state}
            </label>
            <select
              id="inbox-state"
              name="state"
              className="input"
              defaultValue={filter.state ?? ""}
            >
              <option value="">{t.inbox.allStates}</option>
              {LEAD_STATES.map((state) => (
                <option key={state} value={state}>
                  {t.leadStates[state]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="inbox-category" className="block font-medium">
              {t.inbox.category}
            </label>
            <select
              id="inbox-category"
              name="category"
              className="input"
              defaultValue={filter.category ?? ""}
            >
              <option value="">{t.inbox.allCategories}</option>
              {(options.data?.categories ?? []).map((category) => (
                <option key={category} value={category}>
                  {t.categories[category as keyof typeof t.categories] ?? category}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1 sm:col-span-2">
            <label htmlFor="inbox-event" className="block font-medium">
              {t.inbox.event}
            </label>
            <select
              id="inbox-event"
              name="event"
              className="input"
              defaultValue={filter.event ?? ""}
            >
              <option value="">{t.inbox.allEvents}</option>
              {(options.data?.events ?? []).map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title[locale]}
                </option>
              ))}
              <option value="other">{t.inbox.otherEvent}</option>
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="inbox-from" className="block font-medium">
              {t.inbox.from}
            </label>
            <input
              id="inbox-from"
              name="from"
              type="date"
              className="input"
              defaultValue={filter.from ?? ""}
              aria-invalid={error?.field === "from" ? true : undefined}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor="inbox-to" className="block font-medium">
              {t.inbox.to}
            </label>
            <input
              id="inbox-to"
              name="to"
              type="date"
              className="input"
              defaultValue={filter.to ?? ""}
              aria-invalid={error?.field === "to" ? true : undefined}
              aria-describedby={error?.field === "to" ? "inbox-error" : undefined}
            />
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn-primary">
            {t.inbox.apply}
          </button>
          <button
            type="button"
            className="btn-outline"
            onClick={() => setParams(withViewAndSort(new URLSearchParams()))}
          >
            {t.inbox.reset}
          </button>
        </div>
      </form>

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
