import { useDictionary } from "../../i18n/use-locale";
import { BookmarkIcon } from "./BookmarkIcon";

/** Marks a "Merken" button; its value is the event's id (./ShortlistButtons.tsx). */
export const SAVE_BUTTON_ATTRIBUTE = "data-shortlist-toggle";

/**
 * "Merken" / "Save": puts an event on the shortlist or takes it off (a toggle button,
 * aria-pressed; the label stays, a filled mark shows a saved event). Prerendered disabled:
 * the page's one `shortlist-buttons` island enables every such button and keeps its state,
 * so a list of cards costs one island, not one per card.
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
  return (
    <button
      type="button"
      className={`${large ? "btn" : "btn px-4"} group border border-ink/20 bg-white text-ink hover:border-ink/40 hover:bg-sand disabled:cursor-default disabled:opacity-60 aria-pressed:border-spree aria-pressed:bg-spree-soft aria-pressed:text-spree`}
      aria-pressed="false"
      aria-describedby={describedBy}
      disabled
      {...{ [SAVE_BUTTON_ATTRIBUTE]: id }}
      data-testid={`button-save-${id}`}
    >
      <BookmarkIcon className="size-5 group-aria-pressed:[&_path]:fill-current" />
      {t.save}
    </button>
  );
}
