import { Fragment } from "react";
import { site } from "../../content/site";
import { dictionary } from "../../i18n/dictionary";
import { otherLocales } from "../../i18n/locales";
import { localizePath } from "../../i18n/paths";
import { useDictionary, useLocale, usePage } from "../../i18n/use-locale";
import { LazyTooltipGroup } from "../ui/LazyTooltips";
import { LanguageSwitch, type SwitchTargets } from "./LanguageSwitch";
import { LogoMark } from "./Logo";
import { MenuButton } from "./MenuButton";
import { ShortlistLink } from "../shortlist/ShortlistLink";
import { categoryLinks, sectionLink } from "./navigation";

/**
 * The fixed top bar (height 16 units, docs/product.md#chrome). Below xl the links move into the
 * side menu. An island (app/islands/header.island.ts): the menu, tooltips and language switch work
 * in the browser.
 */
export function Header({ switchTargets }: { switchTargets?: SwitchTargets }) {
  const locale = useLocale();
  const { pathname } = usePage();
  const t = useDictionary();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-ink/10 bg-white/95 backdrop-blur">
      {/* Narrow phones (360 px) hold brand, shortlist, language and menu with tighter gaps. */}
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <a
          href={localizePath("/", locale)}
          className="flex shrink-0 items-center gap-2.5 text-base font-bold tracking-tight sm:text-lg"
          data-testid="link-home"
        >
          <LogoMark />
          <span>{site.brand}</span>
        </a>
        <nav aria-label={t.a11y.mainNavigation} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {categoryLinks.map((link) => (
              <li key={link.path}>
                <a
                  {...sectionLink(localizePath(link.path, locale), pathname)}
                  className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-ink-soft transition-colors hover:bg-sand aria-[current=page]:text-accent"
                >
                  {link.title[locale]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* Before the tooltip group: the language switch stays next to the menu button. */}
          <ShortlistLink />
          {/* The menu button stays outside: loading the tooltips remounts the group. */}
          <LazyTooltipGroup className="flex items-center gap-1 sm:gap-2">
            {(tip) => (
              <>
                {tip(
                  t.nav.contactHint,
                  <a
                    href={localizePath("/contact", locale)}
                    className="btn-accent hidden text-sm xl:inline-flex"
                    data-testid="link-contact"
                  >
                    {t.nav.contact}
                  </a>,
                  // Lined up with the button's right edge, the tip leaves the language
                  // switch beside it free to hover.
                  { align: "end" },
                )}
                {otherLocales(locale).map((target) => (
                  <Fragment key={target}>
                    {tip(
                      dictionary(target).languageLink.label,
                      <LanguageSwitch variant="bar" target={target} targets={switchTargets} />,
                    )}
                  </Fragment>
                ))}
              </>
            )}
          </LazyTooltipGroup>
          <MenuButton className="xl:hidden" switchTargets={switchTargets} />
        </div>
      </div>
    </header>
  );
}
