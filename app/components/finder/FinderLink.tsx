import { localizePath } from "../../i18n/paths";
import { useDictionary, useLocale } from "../../i18n/use-locale";
import { StrokeIcon } from "../ui/icons";

/** The way into the event finder from the home page and every list page. */
export function FinderLink({ className = "" }: { className?: string }) {
  const t = useDictionary().finder;
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${className}`}>
      <a
        href={localizePath("/event-finder", useLocale())}
        className="btn-outline"
        data-testid="link-finder"
      >
        <StrokeIcon className="size-5">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </StrokeIcon>
        {t.link}
      </a>
      <span className="text-ink-soft">{t.linkHint}</span>
    </p>
  );
}
