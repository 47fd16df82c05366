import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { CARD_ATTRIBUTE, readFacts } from "../../finder/card-facts";
import {
  findEvents,
  parseQuery,
  serializeQuery,
  type FinderFacts,
  type FinderQuery,
} from "../../finder/filter";
import { format } from "../../i18n/dictionary";
import { localizePath } from "../../i18n/paths";
import type { FinderLabels } from "../../content/finder";
import { useLocale } from "../../i18n/use-locale";

export interface FinderFormOptions {
  /** The form's words in the page's language. */
  labels: FinderLabels;
  /** Category choices: list-page slugs and their names. */
  categories: Array<{ value: string; label: string }>;
  months: Array<{ value: number; label: string }>;
  /** Number of events in the finder (the count without filters). */
  total: number;
  contactHref: string;
}

/** What the list shows: how many match, and whether it shows the nearest ones instead. */
export interface FinderStatus {
  count: number;
  nearest: boolean;
}

const inputClass =
  "block min-h-11 w-full rounded-lg border border-ink/25 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs hover:border-ink/45 focus-visible:border-spree focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-spree";

function FieldFrame({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

/** The finder's cards in the page, with their facts (read once). */
let cards: Array<{ element: HTMLElement; facts: FinderFacts }> | undefined;
function finderCards() {
  cards ??= [...document.querySelectorAll<HTMLElement>(`[${CARD_ATTRIBUTE}]`)].flatMap(
    (element) => {
      const facts = readFacts((name) => element.getAttribute(name));
      return facts ? [{ element, facts }] : [];
    },
  );
  return cards;
}

/**
 * The event finder's filters and result count (an island, app/islands/finder.island.ts).
 * Without JavaScript the form is a GET form and the server answers the query with the page
 * for it (server/site/finder.ts); with JavaScript every change filters the prerendered
 * cards in place and the address follows. `query` and `status` are what the page was
 * rendered for, so hydration matches either way.
 */
export function FinderForm({
  options,
  query,
  status,
}: {
  options: FinderFormOptions;
  query: FinderQuery;
  status: FinderStatus;
}) {
  const t = options.labels;
  const locale = useLocale();
  const [shown, setShown] = useState(status);
  const [formKey, setFormKey] = useState(0);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const categories = options.categories.map((c) => c.value);

  const apply = (params: URLSearchParams) => {
    const next = parseQuery(params, categories);
    const all = finderCards();
    const result = findEvents(
      all.map((card) => card.facts),
      next,
    );
    for (const { element, facts } of all) element.hidden = !result.shown.has(facts.id);
    setShown({ count: result.count, nearest: result.nearest });
    const search = serializeQuery(next);
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${search ? `?${search}` : ""}`,
    );
  };

  const formParams = (form: HTMLFormElement) =>
    new URLSearchParams(
      [...new FormData(form)].map(([key, value]) => [key, String(value)] as [string, string]),
    );

  const onChange = (event: ChangeEvent<HTMLFormElement>) => apply(formParams(event.currentTarget));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(formParams(event.currentTarget));
    statusRef.current?.focus();
  };
  const reset = (event: React.MouseEvent) => {
    event.preventDefault();
    apply(new URLSearchParams());
    // A fresh form: its fields start from "any" again.
    setFormKey((key) => key + 1);
  };

  const current = formKey === 0 ? query : {};
  const countText = shown.count === 1 ? t.countOne : format(t.countOther, { count: shown.count });

  return (
    <>
      <form
        key={formKey}
        method="get"
        aria-label={t.filters}
        className="grid content-start gap-5 rounded-2xl border border-ink/10 bg-white p-5 shadow-sm sm:grid-cols-2 lg:sticky lg:grid-cols-1 lg:top-20 lg:row-span-2 lg:self-start"
        data-testid="finder-form"
        onChange={onChange}
        onSubmit={onSubmit}
      >
        <FieldFrame id="finder-size" label={t.size} hint={t.sizeHint}>
          <input
            id="finder-size"
            name="size"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={current.size}
            aria-describedby="finder-size-hint"
            className={inputClass}
          />
        </FieldFrame>
        <FieldFrame id="finder-budget" label={t.budget} hint={t.budgetHint}>
          <input
            id="finder-budget"
            name="budget"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={current.budget}
            aria-describedby="finder-budget-hint"
            className={inputClass}
          />
        </FieldFrame>
        <FieldFrame id="finder-setting" label={t.setting}>
          <select
            id="finder-setting"
            name="setting"
            defaultValue={current.setting ?? ""}
            className={inputClass}
          >
            <option value="">{t.any}</option>
            <option value="indoor">{t.settingIndoor}</option>
            <option value="outdoor">{t.settingOutdoor}</option>
          </select>
        </FieldFrame>
        <FieldFrame id="finder-duration" label={t.duration}>
          <select
            id="finder-duration"
            name="duration"
            defaultValue={current.duration ?? ""}
            className={inputClass}
          >
            <option value="">{t.any}</option>
            <option value="short">{t.durationShort}</option>
            <option value="medium">{t.durationMedium}</option>
            <option value="long">{t.durationLong}</option>
          </select>
        </FieldFrame>
        <FieldFrame id="finder-category" label={t.category}>
          <select
            id="finder-category"
            name="category"
            defaultValue={current.category ?? ""}
            className={inputClass}
          >
            <option value="">{t.any}</option>
            {options.categories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id="finder-month" label={t.month} hint={t.monthHint}>
          <select
            id="finder-month"
            name="month"
            defaultValue={current.month ?? ""}
            aria-describedby="finder-month-hint"
            className={inputClass}
          >
            <option value="">{t.any}</option>
            {options.months.map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </select>
        </FieldFrame>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
          <button type="submit" className="btn-accent" data-testid="finder-submit">
            {t.submit}
          </button>
          <a
            href={localizePath("/event-finder", locale)}
            onClick={reset}
            className="inline-flex min-h-11 items-center font-medium text-spree underline underline-offset-2 hover:text-accent"
            data-testid="finder-reset"
          >
            {t.reset}
          </a>
        </div>
      </form>

      <div
        className="grid content-start gap-3 lg:col-start-2"
        role="status"
        data-testid="finder-status"
      >
        <h2
          ref={statusRef}
          tabIndex={-1}
          id="finder-results-heading"
          className="text-2xl font-bold tracking-tight outline-none"
          data-testid="finder-count"
        >
          {countText}
        </h2>
        {shown.nearest && (
          <div className="rounded-2xl bg-spree-soft p-5" data-testid="finder-no-match">
            <p className="font-semibold">{t.noMatch}</p>
            <p className="mt-1">{t.nearest}</p>
            <p className="mt-3 text-ink-soft">
              {t.contactHint}{" "}
              <a
                href={options.contactHref}
                className="font-medium text-spree underline underline-offset-2 hover:text-accent"
              >
                {t.contactLink}
              </a>
            </p>
          </div>
        )}
      </div>
    </>
  );
}
