/**
 * The frame of every signed-in page: brand, navigation (MainNav: one row, the rest behind
 * "Mehr") with the count of overdue leads beside "Anfragen", language switch, the account
 * menu (AccountMenu: "Mein Konto", sign-out); at narrow widths the navigation, the person and
 * sign-out fold behind a menu button. It also writes the
 * tab's title: the page's own (usePageTitle), the back office's name, and the overdue count
 * in front, so a tab in the background shows when work is waiting.
 * It holds the notices of offers answered online (OfferNotices).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useState } from "react";
import { Outlet, useLoaderData, useMatches, useNavigate } from "react-router";
import { adminApi, type Me } from "../api";
import { format, useI18n } from "../i18n";
import { otherLocales } from "../../i18n/locales";
import type { PageHandle } from "../navigation";
import { AccountMenu } from "./AccountMenu";
import { MainNav } from "./MainNav";
import { OfferNotices } from "./OfferNotices";
import { ForbiddenPage } from "./pages";
import { leadCountsQuery } from "../leads/leads-api";

const PageTitleContext = createContext<(title: string | null) => void>(() => undefined);

/** Names the page in the tab's title while it is shown ("Anfragen – Backoffice"). */
export function usePageTitle(title: string) {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}

export function LanguageSwitch() {
  const { t, locale, setLocale } = useI18n();
  // The next language of the site's table (app/i18n/locales.ts).
  const other = otherLocales(locale)[0]!;
  return (
    <button
      type="button"
      className="btn-outline px-3 text-sm"
      lang={other}
      onClick={() => setLocale(other)}
    >
      <span className="sr-only">{t.app.language}: </span>
      {t.app.switchTo}
    </button>
  );
}

/** The overdue count as a red badge; read out as "(3 überfällig)". */
function OverdueBadge({ count, testId }: { count: number; testId?: string }) {
  const { t } = useI18n();
  return (
    <span
      className="rounded-full bg-danger px-2 text-sm font-semibold text-white"
      data-testid={testId}
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{`(${format(t.inbox.overdueBadge, { count })})`}</span>
    </span>
  );
}

export function Layout() {
  const me = useLoaderData() as Me;
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as PageHandle | undefined;
  const allowed = !handle || handle.roles.includes(me.user.role);
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  const counts = useQuery(leadCountsQuery);
  const overdue = counts.data?.overdue ?? 0;

  useEffect(() => {
    const title = pageTitle ? `${pageTitle} – ${t.app.title}` : `${t.app.title} · ${t.app.brand}`;
    document.title = overdue > 0 ? format(t.inbox.titleOverdue, { count: overdue, title }) : title;
  }, [pageTitle, overdue, t]);

  async function signOut() {
    await adminApi.post("/auth/sign-out").catch(() => undefined);
    queryClient.clear();
    await navigate("/sign-in");
  }

  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t.app.skipToContent}
      </a>
      <header className="border-b border-ink/10 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
          <p className="mr-auto font-semibold">
            {t.app.brand}{" "}
            <span className="font-normal text-ink-soft max-sm:sr-only">· {t.app.title}</span>
          </p>
          <button
            type="button"
            className="btn-outline px-3 text-sm md:hidden"
            aria-expanded={open}
            aria-controls="admin-nav"
            onClick={() => setOpen(!open)}
          >
            {t.app.menu}
            {overdue > 0 ? <OverdueBadge count={overdue} /> : null}
          </button>
          <div className="hidden items-center gap-3 md:flex">
            <LanguageSwitch />
            <AccountMenu name={me.user.name} onSignOut={signOut} />
          </div>
        </div>
        <nav
          id="admin-nav"
          aria-label={t.nav.label}
          className={`${open ? "block" : "hidden"} border-t border-ink/10 md:block`}
        >
          <MainNav
            role={me.user.role}
            badge={overdue > 0 ? <OverdueBadge count={overdue} testId="nav-overdue" /> : null}
            onChosen={() => setOpen(false)}
          />
          <div className="flex flex-wrap items-center gap-3 border-t border-ink/10 px-4 py-3 md:hidden">
            <p className="mr-auto text-sm text-ink-soft">
              {format(t.app.signedInAs, { name: me.user.name })}
            </p>
            <LanguageSwitch />
            <button type="button" className="btn-outline px-3 text-sm" onClick={signOut}>
              {t.app.signOut}
            </button>
          </div>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        <PageTitleContext.Provider value={setPageTitle}>
          {allowed ? <Outlet /> : <ForbiddenPage />}
        </PageTitleContext.Provider>
      </main>
      <OfferNotices user={me.user} />
    </div>
  );
}
