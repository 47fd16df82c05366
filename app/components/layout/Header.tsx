import { Link, NavLink } from "react-router";
import { site } from "../../content/site";
import { localizePath } from "../../i18n/paths";
import { useDictionary, useLocale } from "../../i18n/use-locale";
import { LazyTooltipGroup } from "../ui/LazyTooltips";
import { LanguageSwitch } from "./LanguageSwitch";
import { LogoMark } from "./Logo";
import { MenuButton } from "./MenuButton";
import { categoryLinks } from "./navigation";

/** The fixed top bar (height 16 units, spec §9). Below xl the links move into the side menu. */
export function Header() {
  const locale = useLocale();
  const t = useDictionary();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-ink/10 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={localizePath("/", locale)}
          className="flex shrink-0 items-center gap-2.5 text-lg font-bold tracking-tight"
          data-testid="link-home"
        >
          <LogoMark />
          <span>{site.brand}</span>
        </Link>
        <nav aria-label={t.a11y.mainNavigation} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {categoryLinks.map((link) => (
              <li key={link.path}>
                <NavLink
                  to={localizePath(link.path, locale)}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium transition-colors hover:bg-sand ${isActive ? "text-accent" : "text-ink-soft"}`
                  }
                >
                  {link.title[locale]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* The menu button stays outside: loading the tooltips remounts the group. */}
          <LazyTooltipGroup className="flex items-center gap-2">
            {(tip) => (
              <>
                {tip(
                  t.nav.contactHint,
                  <Link
                    to={localizePath("/contact", locale)}
                    className="btn-accent hidden text-sm xl:inline-flex"
                    data-testid="link-contact"
                  >
                    {t.nav.contact}
                  </Link>,
                  // Lined up with the button's right edge, the tip leaves the language
                  // switch beside it free to hover.
                  { align: "end" },
                )}
                {tip(t.nav.switchLanguageLabel, <LanguageSwitch variant="bar" />)}
              </>
            )}
          </LazyTooltipGroup>
          <MenuButton className="xl:hidden" />
        </div>
      </div>
    </header>
  );
}
