import { useDictionary, useLocale, usePage } from "../../i18n/use-locale";
import { shortlistPaths, useShortlist } from "../../shortlist/store";
import { BookmarkIcon } from "./BookmarkIcon";

/** The top bar's link to the shortlist, with the number of saved events (0 until hydrated). */
export function ShortlistLink() {
  const t = useDictionary().shortlist;
  const locale = useLocale();
  const { pathname } = usePage();
  const count = useShortlist().length;
  const href = shortlistPaths[locale];
  return (
    <a
      href={href}
      aria-current={pathname === href ? "page" : undefined}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-sand aria-[current=page]:text-accent"
      data-testid="link-shortlist"
    >
      <BookmarkIcon className="size-6" filled={count > 0} />
      {/* Named "Merkliste: 2": it contains the number it shows (WCAG 2.5.3). */}
      <span className="sr-only">{t.title}: </span>
      {/* An empty shortlist shows no badge; its name still says "0". */}
      <span
        className={
          count === 0
            ? "sr-only"
            : "absolute right-0.5 top-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-xs leading-5 font-semibold text-white"
        }
        data-testid="shortlist-count"
      >
        {count}
      </span>
    </a>
  );
}
