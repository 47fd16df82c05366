/**
 * The inbox's filters: search, and (folded at narrow widths) state, category, event and a
 * date range; applied together. A field the server refused is marked.
 */
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useI18n } from "../i18n";
import { FILTER_KEYS } from "./inbox-url";
import { LEAD_STATES, leadOptionsQuery, type InboxFilter } from "./leads-api";

export function InboxFilters({
  filter,
  error,
  formKey,
  onApply,
  onReset,
}: {
  filter: InboxFilter;
  /** The list's refusal; its field is marked. */
  error: { field?: string } | null;
  /** Changes with the address, so the fields show the filters applied. */
  formKey: string;
  onApply: (filters: URLSearchParams) => void;
  onReset: () => void;
}) {
  const { t, locale } = useI18n();
  const options = useQuery(leadOptionsQuery);
  const [filtersOpen, setFiltersOpen] = useState(() =>
    Object.keys(filter).some((key) => key !== "q"),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = String(data.get(key) ?? "").trim();
      if (value) next.set(key, value);
    }
    onApply(next);
  }

  return (
    <form
      key={formKey}
      className="card grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={submit}
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
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="btn-primary">
          {t.inbox.apply}
        </button>
        <button type="button" className="btn-outline" onClick={onReset}>
          {t.inbox.reset}
        </button>
      </div>
    </form>
  );
}
