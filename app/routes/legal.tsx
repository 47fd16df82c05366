import type { Route } from "./+types/legal";
import { getLegalPage, legalKindOf, requestLocale } from "../content/index.server";
import { defaultLocale, localeSettings } from "../i18n/locales";
import { basePath } from "../i18n/paths";
import { seoMeta } from "../seo/meta";

// Privacy policy, imprint and terms in both languages (six route ids, one module). The
// Markdown is rendered when the site builds; the browser only receives the finished HTML.
export function loader({ request }: Route.LoaderArgs) {
  const kind = legalKindOf(basePath(new URL(request.url).pathname));
  if (!kind) throw new Response("Not Found", { status: 404 });
  return getLegalPage(kind, requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData.seo);

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { kind, title, updated, translationNote, contentsLabel, headings, html } = loaderData;
  return (
    <>
      <header className="bg-sand">
        <div className="container-page py-12 md:py-16">
          <h1 className="max-w-4xl text-[1.75rem] leading-tight font-bold tracking-tight text-balance hyphens-auto [overflow-wrap:break-word] sm:text-4xl md:text-5xl">
            {title}
          </h1>
          {updated && (
            <p className="mt-4 text-ink-soft" data-testid="legal-updated">
              {updated.version && <>{updated.version} · </>}
              {updated.label} <time dateTime={updated.date}>{updated.text}</time>
            </p>
          )}
          {translationNote && (
            <p
              className="mt-6 max-w-[38.5rem] rounded-xl border-l-4 border-spree bg-white px-5 py-4 text-sm leading-relaxed text-ink-soft"
              data-testid="legal-translation-note"
            >
              {translationNote.text}{" "}
              <a
                href={translationNote.href}
                hrefLang={localeSettings[defaultLocale].hreflang}
                className="font-medium text-spree underline underline-offset-2 hover:text-accent"
              >
                {translationNote.link}
              </a>
            </p>
          )}
        </div>
      </header>

      <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <nav
          aria-labelledby="legal-contents"
          className="self-start rounded-2xl border border-ink/10 p-5 lg:sticky lg:top-24 lg:border-0 lg:p-0"
          data-testid="legal-toc"
        >
          <p
            id="legal-contents"
            className="text-sm font-semibold tracking-wider text-ink uppercase"
          >
            {contentsLabel}
          </p>
          <ul className="mt-3 flex flex-col text-sm">
            {headings.map((heading) => (
              <li key={heading.id}>
                <a
                  href={`#${heading.id}`}
                  className="inline-flex min-h-6 py-1.5 leading-snug text-ink-soft hover:text-spree hover:underline"
                >
                  {heading.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article
          className="prose-legal"
          data-testid={`legal-${kind}`}
          // Rendered from our own Markdown at build time (app/content/legal); no user input.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </>
  );
}
