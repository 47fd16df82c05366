import { useHydrated } from "../../lib/hydrated";
import { useDictionary } from "../../i18n/use-locale";
import { setSaved, useShortlist } from "../../shortlist/store";
import { BookmarkIcon } from "./BookmarkIcon";

/**
 * "Merken" / "Save": puts an event on the shortlist or takes it off (a toggle button,
 * aria-pressed). An island on every event card and detail page
 * (app/islands/shortlist-toggle.island.ts). The shortlist lives in the browser, so the
 * button is disabled until the page's script runs; the label stays the same in both states
 * and the filled mark shows a saved event.
 */
export function SaveButton({
  id,
  describedBy,
  large = false,
}: {
  id: string;
  /** Id of the event's title, which tells the card's buttons apart. */
  describedBy?: string;
  large?: boolean;
}) {
  const t = useDictionary().shortlist;
  const saved = useShortlist().includes(id);
  const ready = useHydrated();
  return (
    <button
      type="button"
      className={`${large ? "btn" : "btn px-4"} border border-ink/20 bg-white text-ink hover:border-ink/40 hover:bg-sand disabled:cursor-default disabled:opacity-60 aria-pressed:border-spree aria-pressed:bg-spree-soft aria-pressed:text-spree`}
      aria-pressed={saved}
      aria-describedby={describedBy}
      disabled={!ready}
      data-testid={`button-save-${id}`}
      onClick={() => setSaved(id, !saved)}
    >
      <BookmarkIcon className="size-5" filled={saved} />
      {t.save}
    </button>
  );
}
