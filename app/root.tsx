import { isRouteErrorResponse, Links, Meta, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import interLatin from "./fonts/generated/inter-latin-400-700.woff2?url";
import { Footer } from "./components/layout/Footer";
import { SkipLink } from "./components/layout/SkipLink";
import { consentProbeScript, noScriptStyle } from "./components/consent/consent-probe";
import { localeFromPath, localeSettings } from "./i18n/locales";
import { servedPath } from "./i18n/paths";
import { PageContext } from "./i18n/use-locale";
import { DevBoot } from "./islands/DevBoot";
import { Island } from "./islands/Island";
import consent from "./islands/consent.island";
import header from "./islands/header.island";
import toaster from "./islands/toaster.island";
import { useCurrentPageSeo } from "./lib/current-page";
import { speculationRules } from "./lib/speculation-rules";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // With a precedence React emits the stylesheet first in <head>, before any preload.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <html lang={localeSettings[locale].lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#13212e" />
        <Meta />
        <Links />
        {/* Runs before the first paint: shows the prerendered cookie banner to visitors
            without a stored choice (docs/decisions/0007). */}
        <script dangerouslySetInnerHTML={{ __html: consentProbeScript }} suppressHydrationWarning />
        <noscript>
          <style>{noScriptStyle}</style>
        </noscript>
        {/* Fetches the page behind a link the visitor is about to follow (its hash is in
            the page's Content-Security-Policy like every inline script's). */}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      </head>
      {/* No React Router scripts: only the page's islands hydrate, and the build adds the
          script that loads them (app/render/islands-boot.server.ts, docs/decisions/0040). */}
      <body>
        {children}
        <DevBoot />
      </body>
    </html>
  );
}

export default function App() {
  // The build and a render after a publish must write the same document, or every page gets
  // new bytes on the first publish.
  const pathname = servedPath(useLocation().pathname);
  const seo = useCurrentPageSeo();
  return (
    <PageContext.Provider value={{ locale: localeFromPath(pathname), pathname }}>
      <SkipLink />
      {/* Early in the tab order: keyboard users reach the banner right after the skip link. */}
      <Island of={consent} props={{}} />
      <Island
        of={header}
        props={{
          // Pages served for many paths have no counterpart; a noindex page that names its
          // counterparts (the shortlist) still switches to them.
          switchTargets:
            seo && (!seo.noindex || Object.keys(seo.alternates).length > 0)
              ? seo.alternates
              : undefined,
        }}
      />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <Outlet />
      </main>
      <Footer />
      <Island of={toaster} props={{}} />
    </PageContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-bold">
        {status === 404 ? "Page Not Found" : "Something went wrong"}
      </h1>
      <p className="mt-4">
        <a className="text-accent underline" href="/">
          Spreegeist Events
        </a>
      </p>
    </main>
  );
}
