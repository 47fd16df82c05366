/** Small pages of the shell: overview, not found, forbidden, error. */
import { Link, useRouteError, useRouteLoaderData } from "react-router";
import { AdminApiError, type Me } from "../api";
import { format, useI18n } from "../i18n";

export function HomePage() {
  const me = useRouteLoaderData("layout") as Me;
  const { t } = useI18n();
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-bold">{format(t.home.title, { name: me.user.name })}</h1>
      <p className="text-ink-soft">{t.home.intro}</p>
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
