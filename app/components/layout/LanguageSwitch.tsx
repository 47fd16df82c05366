import { dictionary } from "../../i18n/dictionary";
import { localeSettings, type Locale } from "../../i18n/locales";
import {
  alternatesOf,
  basePath,
  localizePath,
  switchLanguagePath,
  type Alternates,
} from "../../i18n/paths";
import { useBrowserPath, useBrowserSearch, useHydrated } from "../../lib/hydrated";
import { StrokeIcon } from "../ui/icons";

/** The other languages' versions of an indexable page, from its SEO facts. */
export type SwitchTargets = Alternates;

/**
 * Where the switch to `target` leads from the current page, keeping the query (e.g.
 * ?event=). Pages served for many paths (not-found, generic event page) have no targets and
 * lead to the same path in the target language.
 */
export function useLanguageSwitchTarget(
  targets: SwitchTargets | undefined,
  target: Locale,
): string {
  const pathname = useBrowserPath();
  const search = useBrowserSearch();
  const hydrated = useHydrated();
  if (targets) return switchLanguagePath(pathname, targets, target) + search;
  // Before hydration the real path is unknown (the HTML was prerendered once for all of
  // them): point to the target language's home, which always exists.
  if (!hydrated) return localizePath("/", target);
  return switchLanguagePath(pathname, alternatesOf(basePath(pathname)), target) + search;
}

interface Props extends Omit<React.ComponentPropsWithRef<"a">, "href"> {
  /** "bar": the compact DE/EN link of the top bar; "menu": the side menu's full sentence. */
  variant: "bar" | "menu";
  /** The language the link leads to; it presents itself in that language's words. */
  target: Locale;
  targets: SwitchTargets | undefined;
  onNavigate?: () => void;
}

/** Extra anchor props (a tooltip trigger's handlers and ref) reach the link. */
export function LanguageSwitch({
  variant,
  target,
  targets,
  onNavigate,
  className = "",
  onClick,
  ...anchor
}: Props) {
  const t = dictionary(target).languageLink;
  const common = {
    ...anchor,
    href: useLanguageSwitchTarget(targets, target),
    hrefLang: localeSettings[target].hreflang,
    lang: localeSettings[target].lang,
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      onNavigate?.();
    },
    "data-testid": `language-switch-${variant}`,
  };

  if (variant === "menu") {
    return (
      <a
        {...common}
        className={`flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium hover:bg-sand ${className}`}
      >
        <GlobeIcon />
        {t.text}
      </a>
    );
  }
  return (
    <a
      {...common}
      // The name starts with the visible "EN"/"DE", so "click EN" works for voice control
      // (WCAG 2.5.3 Label in Name); the rest says where it leads.
      aria-label={`${t.short}: ${t.label}`}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-ink/15 px-3 text-sm font-semibold hover:border-ink/40 ${className}`}
    >
      <GlobeIcon className="hidden min-[400px]:block" />
      <span>{t.short}</span>
    </a>
  );
}

function GlobeIcon({ className = "" }: { className?: string }) {
  return (
    <StrokeIcon className={`size-4 shrink-0 ${className}`} strokeWidth={1.8} roundCaps={false}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </StrokeIcon>
  );
}
