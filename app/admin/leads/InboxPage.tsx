/**
 * The leads inbox: every enquiry newest first with its state, filters in the URL (so a
 * filtered view can be bookmarked or shared), search, "load more" by keyset cursor, exports
 * of the filtered list, and new leads arriving live (server-sent events) with their count
 * in the tab's title.
 */
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { format, useI18n } from "../i18n";
import {
  fetchLeadPage,
  filterQuery,
  LEAD_STATES,
  leadOptionsQuery,
  stateBadge,
  type InboxFilter,
  type LeadState,
} from "./leads-api";

const FILTER_KEYS = ["state", "event", "category", "from", "to", "q"] as const;

export function StateBadge({ state }: { state: LeadState }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-sm font-medium ${stateBadge[state]}`}
    >
      {t.leadStates[state]}
    </span>
  );
}

/** Counts leads announced by the server since the page opened; null while disconnected. */
function useLiveLeads(onLead: () => void) {
  const [count, setCount] = useState(0);
  const [connected, setConnected] = useState(true);
  useEffect(() => {
    const source = new EventSource("/api/admin/leads/stream");
    source.addEventListener("lead", () => {
      setCount((n) => n + 1);
      onLead();
    });
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    return () => source.close();
  }, [onLead]);
  return { count, reset: () => setCount(0), connected };
}

export function InboxPage() {
  const { t, locale, dateTime } = useI18n();
  const [params, setParams] = useSearchParams();
  const filter: InboxFilter = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  );
  const queryClient = useQueryClient();
  const options = useQuery(leadOptionsQuery);
  const leads = useInfiniteQuery({
    queryKey: ["leads", "list", filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => fetchLeadPage(filter, pageParam),
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const [onLead] = useState(
    () => () => void queryClient.invalidateQueries({ queryKey: ["leads", "list"] }),
  );
  const live = useLiveLeads(onLead);

  useEffect(() => {
    const base = `${t.inbox.title} · ${t.app.title}`;
    document.title = live.count > 0 ? `(${live.count}) ${base}` : base;
  }, [live.count, t]);

  const items = leads.data?.pages.flatMap((page) => page.items) ?? [];
  const error = leads.error as { field?: string; message?: string } | null;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = String(data.get(key) ?? "").trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  }

  const exportHref = (format: "csv" | "json") =>
    `/api/admin/leads/export.${format}?${filterQuery(filter, format === "csv" ? { lang: locale } : {})}`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-bold">{t.inbox.title}</h1>
        <a className="btn-outline text-sm" href={exportHref("csv")} download>
          {t.inbox.exportCsv}
        </a>
        <a className="btn-outline text-sm" href={exportHref("json")} download>
          {t.inbox.exportJson}
        </a>
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
        <div className="space-y-1">
          <label htmlFor="inbox-state" className="block font-medium">
            {t.inbox.state}
          </label>
          <select id="inbox-state" name="state" className="input" defaultValue={filter.state ?? ""}>
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
          <select id="inbox-event" name="event" className="input" defaultValue={filter.event ?? ""}>
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
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn-primary">
            {t.inbox.apply}
          </button>
          <button
            type="button"
            className="btn-outline"
            onClick={() => setParams(new URLSearchParams())}
          >
            {t.inbox.reset}
          </button>
        </div>
      </form>

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
      {leads.data && items.length === 0 ? <p>{t.inbox.empty}</p> : null}

      {items.length > 0 ? (
        <ul className="card divide-y divide-ink/10 p-0 sm:p-0" data-testid="inbox-list">
          {items.map((lead) => (
            <li
              key={lead.id}
              className="relative flex flex-wrap items-start gap-x-4 gap-y-1 px-4 py-3 hover:bg-sand"
            >
              <div className="min-w-0 flex-1 basis-60">
                <Link
                  to={`/leads/${lead.id}`}
                  className="font-semibold text-spree underline-offset-2 after:absolute after:inset-0 hover:underline"
                >
                  {lead.name}
                </Link>
                <p className="truncate text-sm text-ink-soft">
                  {lead.company} · {lead.email}
                </p>
              </div>
              <div className="min-w-0 basis-48 text-sm">
                <p className="truncate">
                  {lead.events
                    .map((title) =>
                      title === "other"
                        ? `${t.inbox.otherEvent}${lead.eventOther ? `: ${lead.eventOther}` : ""}`
                        : title,
                    )
                    .join(", ")}
                </p>
                <p className="text-ink-soft">
                  {lead.participants} {t.inbox.people}
                  {lead.mail === "failed" || lead.mail === "retrying" ? (
                    <span className="ml-2 font-medium text-danger">
                      {t.inbox.mail}: {t.mailDelivery[lead.mail === "failed" ? "failed" : "queued"]}
                    </span>
                  ) : null}
                </p>
              </div>
              <div className="flex basis-40 flex-col items-start gap-1 text-sm sm:items-end">
                <StateBadge state={lead.state} />
                <time dateTime={lead.createdAt} className="text-ink-soft">
                  {dateTime(lead.createdAt)}
                </time>
              </div>
            </li>
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
