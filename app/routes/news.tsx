import type { Route } from "./+types/news";
import type { ArticleCard } from "../content/models";
import { getNewsPage, requestLocale } from "../content/index.server";
import { mailtoHref } from "../content/site";
import { localizePath } from "../i18n/paths";
import { useDictionary } from "../i18n/use-locale";
import { seoMeta } from "../seo/meta";
import { Artwork } from "../components/Artwork";
import { PageHero } from "../components/PageHero";

export function loader({ request }: Route.LoaderArgs) {
  return getNewsPage(requestLocale(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData.seo);

export default function News({ loaderData }: Route.ComponentProps) {
  const { seo, text, articles, email } = loaderData;
  return (
    <>
      <PageHero eyebrow={text.eyebrow} heading={text.heading} intro={text.intro} narrowHeading />

      <section className="container-page py-14 md:py-16">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
          {articles.map((article) => (
            <li key={article.slug}>
              <NewsCard article={article} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="news-box-heading" className="container-page pb-16 md:pb-20">
        <div
          className="rounded-3xl bg-ink px-6 py-10 text-white sm:px-10"
          data-testid="news-contact-box"
        >
          <h2 id="news-box-heading" className="text-3xl font-bold tracking-tight">
            {text.box.heading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-sand/85">{text.box.text}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={localizePath("/contact", seo.locale)} className="btn-accent">
              {text.box.contactLabel}
            </a>
            <a href={mailtoHref()} className="btn-light">
              {email}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

function NewsCard({ article }: { article: ArticleCard }) {
  const t = useDictionary();
  const titleId = `news-${article.slug}`;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink/10 bg-white shadow-sm">
      <div className="relative aspect-[4/3] bg-sand">
        <Artwork image={article.image} className="size-full object-cover" />
        {article.promotionBadge && (
          <p className="absolute left-3 top-3 rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white">
            {article.promotionBadge}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
          <span className="font-semibold text-spree">{article.category}</span>
          <time dateTime={article.date}>{article.dateLabel}</time>
          <span>{article.readTime}</span>
        </p>
        <h2 id={titleId} className="mt-3 text-xl font-semibold text-balance">
          {article.title}
        </h2>
        <p className="mt-2 mb-5 text-ink-soft">{article.excerpt}</p>
        <a
          href={article.href}
          aria-describedby={titleId}
          className="mt-auto inline-flex min-h-11 items-center gap-1 self-start font-semibold text-accent-strong underline-offset-4 after:absolute after:inset-0 hover:underline"
          data-testid={`link-article-${article.slug}`}
        >
          {t.common.readMore} <span aria-hidden="true">→</span>
        </a>
      </div>
    </article>
  );
}
