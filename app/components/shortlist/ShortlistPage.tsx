import { useRef } from "react";
import { format } from "../../i18n/dictionary";
import type { ShortlistLabels } from "../../content/finder";
import { useDictionary } from "../../i18n/use-locale";
import { useHydrated } from "../../lib/hydrated";
import { setSaved, useShortlist } from "../../shortlist/store";

/** One event as the shortlist shows it. */
export interface ShortlistEntry {
  id: string;
  title: string;
  /** Its detail page, when it has one. */
  href?: string;
  /** Group size, duration, place. */
  facts: string[];
  priceLine: string;
}

/** `/contact?event=A&event=B`: the contact page with every shortlisted event chosen. */
export function enquireAllHref(contactHref: string, titles: readonly string[]): string {
  const params = new URLSearchParams(titles.map((title) => ["event", title]));
  return `${contactHref}?${params.toString()}`;
}

/**
 * The shortlist page's list (an island, app/islands/shortlist.island.ts): the saved events
 * with a remove button each, and one enquiry about all of them. Prerendered empty: the
 * shortlist is known only in the browser.
 */
export function ShortlistPage({
  entries,
  labels,
  contactHref,
  browseHref,
}: {
  entries: ShortlistEntry[];
  /** The page's words in its language. */
  labels: ShortlistLabels;
  contactHref: string;
  browseHref: string;
}) {
  const t = { ...labels, title: useDictionary().shortlist.title };
  const ids = useShortlist();
  const ready = useHydrated();
  const statusRef = useRef<HTMLHeadingElement>(null);
  const saved = ids.flatMap((id) => entries.filter((entry) => entry.id === id));
  const count = saved.length === 1 ? t.countOne : format(t.countOther, { count: saved.length });

  const remove = (entry: ShortlistEntry) => {
    setSaved(entry.id, false);
    // The row and its button are gone: keep the keyboard on the list's heading.
    statusRef.current?.focus();
  };

  return (
    <section aria-labelledby="shortlist-status" className="min-h-[24rem]">
      <h2
        id="shortlist-status"
        ref={statusRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight outline-none"
        data-testid="shortlist-status"
      >
        {ready ? count : t.title}
      </h2>
      {!ready ? (
        // Until the script runs (or without it) the page cannot know the shortlist.
        <p className="mt-4 max-w-prose text-lg text-ink-soft" data-testid="shortlist-needs-script">
          {t.needsScript}
        </p>
      ) : saved.length === 0 ? (
        <div className="mt-4">
          <p className="max-w-prose text-lg text-ink-soft" data-testid="shortlist-empty">
            {t.empty}
          </p>
          <a href={browseHref} className="btn-accent mt-6">
            {t.browse}
          </a>
        </div>
      ) : (
        <>
          <ul className="mt-6 grid gap-4" data-testid="shortlist-items">
            {saved.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-4 rounded-2xl border border-ink/10 bg-white p-5 shadow-sm sm:flex-row sm:items-center"
                data-testid={`shortlist-item-${entry.id}`}
              >
                <div className="flex-1">
                  <h3 id={`shortlist-${entry.id}`} className="text-lg font-semibold">
                    {entry.href ? (
                      <a
                        href={entry.href}
                        className="underline decoration-ink/25 decoration-2 underline-offset-4 hover:decoration-accent"
                      >
                        {entry.title}
                      </a>
                    ) : (
                      entry.title
                    )}
                  </h3>
                  <p className="mt-1 text-sm text-ink-soft">{entry.facts.join(" · ")}</p>
                  <p className="mt-1 font-semibold text-accent-strong">{entry.priceLine}</p>
                </div>
                <button
                  type="button"
                  className="btn-outline shrink-0"
                  aria-describedby={`shortlist-${entry.id}`}
                  data-testid={`button-remove-${entry.id}`}
                  onClick={() => remove(entry)}
                >
                  {t.remove}
                </button>
              </li>
            ))}
          </ul>
          <a
            href={enquireAllHref(
              contactHref,
              saved.map((entry) => entry.title),
            )}
            className="btn-accent mt-8"
            data-testid="link-enquire-all"
          >
            {t.enquireAll}
          </a>
        </>
      )}
    </section>
  );
}
