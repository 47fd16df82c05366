import type { Route } from "./+types/not-found";
import { dictionary } from "../i18n/dictionary";
import { localeFromPath } from "../i18n/locales";
import { localizePath } from "../i18n/paths";
import { useDictionary, useLocale } from "../i18n/use-locale";
import { seoMeta } from "../seo/meta";

// The server answers unknown paths with this page's prerendered HTML and status 404.
export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const t = dictionary(locale);
  return seoMeta({
    locale,
    path: location.pathname,
    title: t.notFound.title,
    description: t.notFound.text,
    keywords: [],
    alternates: {},
    noindex: true,
  });
};

export default function NotFound() {
  const locale = useLocale();
  const t = useDictionary();
  const links = [
    { path: "/", label: t.notFound.home },
    { path: "/teambuilding-events", label: t.notFound.events },
    { path: "/contact", label: t.notFound.contact },
    { path: "/news", label: t.notFound.news },
  ];
  return (
    <section className="container-page py-20 md:py-28" data-testid="not-found">
      <p className="text-sm font-semibold uppercase tracking-wider text-spree">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
        <span lang={t.notFound.headingLang}>{t.notFound.heading}</span>
        {t.notFound.subheading && (
          <span className="mt-2 block text-2xl font-semibold text-ink-soft">
            {t.notFound.subheading}
          </span>
        )}
      </h1>
      <p className="mt-6 max-w-xl text-lg text-ink-soft">{t.notFound.text}</p>
      <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {links.map((link, index) => (
          <li key={link.path}>
            <a
              href={localizePath(link.path, locale)}
              className={index === 0 ? "btn-accent" : "btn-outline"}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
