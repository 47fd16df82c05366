/** Small pages of the shell: overview, not found, forbidden, error. */
import { Link, useRouteError, useRouteLoaderData } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { Overview } from "../../../server/admin/overview-routes.ts";
import { adminApi, AdminApiError, type Me } from "../api";
import { format, useI18n } from "../i18n";

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
      <div className="space-y-3">
        <h1 className="text-2xl font-bold">{format(t.home.title, { name: me.user.name })}</h1>
        <p className="text-ink-soft">{t.home.intro}</p>
      </div>
      {data && (
        <div className="grid gap-4 md:grid-cols-2">
          <section className="card space-y-3 p-5" aria-labelledby="home-leads">
            <h2 id="home-leads" className="text-lg font-bold">
              {t.home.newLeadsTitle}
            </h2>
            <p data-testid="home-new-leads">
              {data.newLeads === 0
                ? t.home.newLeadsNone
                : format(t.home.newLeadsSome, { count: data.newLeads })}
            </p>
            {data.newLeads > 0 && (
              <Link className="text-spree underline" to="/leads?state=new">
                {t.home.newLeadsLink}
              </Link>
            )}
          </section>
          <section className="card space-y-3 p-5" aria-labelledby="home-backup">
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
