import type { Route } from "./+types/article";
import { getArticlePage, requestLocale } from "../content/index.server";
import { useDictionary } from "../i18n/use-locale";
import { seoMeta } from "../seo/meta";
import { Artwork } from "../components/Artwork";
import { Breadcrumbs } from "../components/Breadcrumbs";

export function loader({ params, request }: Route.LoaderArgs) {
  return getArticlePage(params.slug, requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData.seo);

// Typography for the Markdown body (rendered to HTML at build time).
const prose =
  "text-lg leading-relaxed text-ink-soft [&_a]:font-semibold [&_a]:text-accent-strong [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_strong]:text-ink [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6";

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, breadcrumbs, backHref } = loaderData;
  const t = useDictionary();
  return (
    <article className="container-page max-w-3xl py-8 md:py-12">
      <Breadcrumbs crumbs={breadcrumbs} />
      <header className="mt-8">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
          <span className="font-semibold text-spree" data-testid="article-category">
            {article.category}
          </span>
          <time dateTime={article.date} data-testid="article-date">
            {article.dateLabel}
          </time>
          <span>{article.readTime}</span>
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {article.title}
        </h1>
        <p className="mt-4 text-ink-soft">{article.author}</p>
      </header>
      {article.promotion && (
        <p
          role="note"
          className={`mt-6 rounded-2xl border-l-4 p-5 font-semibold ${article.promotion.ended ? "border-accent bg-accent-soft text-ink" : "border-spree bg-spree-soft text-ink"}`}
          data-testid="promotion-notice"
        >
          {article.promotion.text}
        </p>
      )}
      <Artwork
        image={article.image}
        priority
        className="mt-8 aspect-[16/10] w-full rounded-3xl object-cover shadow-sm"
      />
      <div
        className={`mt-4 ${prose}`}
        data-testid="article-body"
        dangerouslySetInnerHTML={{ __html: article.html }}
      />
      <p className="mt-12 border-t border-ink/10 pt-6">
        <a
          href={backHref}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong underline-offset-4 hover:underline"
          data-testid="link-back-to-news"
        >
          <span aria-hidden="true">←</span> {t.common.backToNews}
        </a>
      </p>
    </article>
  );
}
