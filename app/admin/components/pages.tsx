/**
 * Small pages of the shell: the overview (the day's start page: deposits open before the
 * event, my steps, overdue invoices, upcoming events, new leads nobody has taken, open
 * offers, the last backup; its cards in
 * figures/StartPageSections.tsx), not found, forbidden, error.
 */
import { Link, useRouteError, useRouteLoaderData } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { Overview } from "../../../server/admin/overview-routes.ts";
import { adminApi, AdminApiError, type Me } from "../api";
import { LateInvoices, MySteps, NewAndOffers, UpcomingEvents } from "../figures/StartPageSections";
import { DepositsDue } from "../invoices/DepositsDue";
import { format, useI18n } from "../i18n";
import { MailboxCard } from "./MailboxCard";

export function HomePage() {
  const me = useRouteLoaderData("layout") as Me;
  const { t, dateTime } = useI18n();
  const overview = useQuery({
    queryKey: ["overview"],
    queryFn: () => adminApi.get<Overview>("/overview"),
  });
  const data = overview.data;
  return (
    <section className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">{format(t.home.title, { name: me.user.name })}</h1>
        {data && (
          <>
            <p className="text-ink-soft" data-testid="home-summary">
              {data.myOverdue.count + data.myToday.count === 0
                ? format(t.home.allClear, { unassigned: data.unassignedNew.count })
                : format(t.home.summary, {
                    overdue: data.myOverdue.count,
                    today: data.myToday.count,
                    unassigned: data.unassignedNew.count,
                  })}
            </p>
            {data.teamOverdue > 0 && (
              <p data-testid="home-team-overdue">
                {format(t.home.teamOverdue, { count: data.teamOverdue })}{" "}
                <Link className="text-spree underline" to="/leads?view=overdue">
                  {t.home.teamOverdueLink}
                </Link>
              </p>
            )}
          </>
        )}
      </div>
      <DepositsDue />
      {overview.isPending && <p role="status">{t.app.loading}</p>}
      {data && (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <MySteps overview={data} />
          <LateInvoices overview={data} />
          <UpcomingEvents overview={data} />
          <NewAndOffers overview={data} />
          <section className="card space-y-3" aria-labelledby="home-backup">
            <h2 id="home-backup" className="text-lg font-bold">
              {t.home.backupTitle}
            </h2>
            {data.backup.failing && data.backup.lastFailureAt && (
              <p
                role="alert"
                className="rounded-lg border border-red-700/30 bg-red-50 p-3 text-red-800"
                data-testid="home-backup-failed"
              >
                {format(t.home.backupFailed, { time: dateTime(data.backup.lastFailureAt) })}
              </p>
            )}
            <p data-testid="home-backup-last">
              {data.backup.lastSuccessAt
                ? format(t.home.backupLast, { time: dateTime(data.backup.lastSuccessAt) })
                : t.home.backupNone}
            </p>
            {!data.backup.nightly && <p className="text-ink-soft">{t.home.backupNightlyOff}</p>}
          </section>
          <MailboxCard mailbox={data.mailbox} />
        </div>
      )}
    </section>
  );
}

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-bold">{t.app.notFound}</h1>
      <Link className="text-spree underline" to="/">
        {t.app.back}
      </Link>
    </section>
  );
}

export function ForbiddenPage() {
  const { t } = useI18n();
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-bold">{t.app.forbidden}</h1>
      <Link className="text-spree underline" to="/">
        {t.app.back}
      </Link>
    </section>
  );
}

export function ErrorPage() {
  const error = useRouteError();
  const { t } = useI18n();
  const offline = error instanceof AdminApiError && (error.status === 0 || error.status === 503);
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{offline ? t.app.offline : t.app.error}</h1>
      <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
        {t.app.retry}
      </button>
    </main>
  );
}

/** Shown while the layout asks who is signed in. */
export function Loading() {
  const { t } = useI18n();
  return (
    <p role="status" className="px-4 py-8 text-center text-ink-soft">
      {t.app.loading}
    </p>
  );
}
