/**
 * Shapes the news overview and the articles. Markdown is rendered here, at build time, so
 * no Markdown library reaches the browser.
 */
import { site } from "./site";
import { dictionary, format } from "../i18n/dictionary";
import { localeSettings, type Locale } from "../i18n/locales";
import { localizePath } from "../i18n/paths";
import { absoluteUrl } from "../seo/meta";
import { articleJsonLd, breadcrumbJsonLd } from "../seo/structured-data";
import { imageRef, socialImage } from "./images.server";
import { renderMarkdown } from "./markdown.server";
import type { ArticleCard, Breadcrumb } from "./models";
import { siteContent } from "./store.server";
import { bilingualSeo } from "./page-helpers.server";
import type { Article } from "./schema";

/** "8. August 2025" / "8 August 2025" for an ISO date. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeSettings[locale].intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** Today's date in Berlin as ISO (promotions end at the end of their last day, Berlin time). */
function berlinToday(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(now);
}

/**
 * Whether an article's offer is over. Pages are prerendered, so this is decided when the site
 * builds; the notice always names the end date, so a page built before it stays truthful.
 */
export function promotionEnded(article: Article, now: Date): boolean {
  return article.promotion !== undefined && berlinToday(now) > article.promotion.endsOn;
}

function articleCard(article: Article, locale: Locale, now: Date): ArticleCard {
  const t = dictionary(locale);
  return {
    slug: article.slug,
    href: localizePath(`/news/${article.slug}`, locale),
    title: article[locale].title,
    excerpt: article[locale].excerpt,
    category: article.category[locale],
    date: article.date,
    dateLabel: formatDate(article.date, locale),
    readTime: format(t.common.minutesRead, { minutes: article.readMinutes }),
    image: imageRef(article.image, locale),
    promotionBadge: promotionEnded(article, now) ? t.news.promotionEndedBadge : undefined,
  };
}

/** Where a language's Atom feed of the news is served (written by scripts/lib/feeds.ts and app/content/renderer.server.ts). */
export function newsFeedPath(locale: Locale): string {
  return localizePath("/news/feed.xml", locale);
}

function newsFeedLink(locale: Locale) {
  const t = dictionary(locale);
  return { title: format(t.news.feedTitle, { brand: site.brand }), path: newsFeedPath(locale) };
}

export function getNewsPage(locale: Locale, now = new Date()) {
  const { seo, ...text } = siteContent().newsPage[locale];
  return {
    seo: bilingualSeo("/news", locale, seo, {
      image: socialImage("news", locale),
      feeds: [newsFeedLink(locale)],
    }),
    text,
    articles: siteContent().articles.map((article) => articleCard(article, locale, now)),
    email: site.email,
  };
}

export function getArticlePage(slug: string, locale: Locale, now = new Date()) {
  const article = siteContent().articles.find((a) => a.slug === slug);
  if (!article) throw new Response("Not Found", { status: 404 });
  const t = dictionary(locale);
  const text = article[locale];
  const path = localizePath(`/news/${slug}`, locale);
  const newsPath = localizePath("/news", locale);
  const breadcrumbs: Breadcrumb[] = [
    { label: t.a11y.home, href: localizePath("/", locale) },
    { label: t.footer.news, href: newsPath },
    { label: text.title },
  ];
  const promotion = article.promotion && {
    ended: promotionEnded(article, now),
    text: format(promotionEnded(article, now) ? t.news.promotionEnded : t.news.promotionRuns, {
      date: formatDate(article.promotion.endsOn, locale),
    }),
  };
  return {
    seo: bilingualSeo(`/news/${slug}`, locale, text.seo, {
      image: socialImage("news", locale),
      type: "article",
      feeds: [newsFeedLink(locale)],
      jsonLd: [
        articleJsonLd({
          headline: text.title,
          description: text.seo.description,
          datePublished: article.date,
          locale,
          author: article.author,
          image: imageRef(article.image, locale).src,
          path,
        }),
        breadcrumbJsonLd(breadcrumbs, path),
      ],
    }),
    article: {
      ...articleCard(article, locale, now),
      author: format(t.news.by, { author: article.author }),
      html: renderMarkdown(text.body, `article "${slug}" (${locale})`).html,
      promotion,
    },
    breadcrumbs,
    backHref: newsPath,
  };
}

/**
 * The news of one language as the facts of an Atom feed, newest first: the same titles,
 * excerpts and rendered bodies as the article pages. An article has no separate revision
 * date, so it counts as updated on the day it was published.
 */
export function getNewsFeed(locale: Locale) {
  const t = dictionary(locale);
  const link = newsFeedLink(locale);
  const entries = [...siteContent().articles]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((article) => {
      const path = localizePath(`/news/${article.slug}`, locale);
      return {
        url: absoluteUrl(path),
        title: article[locale].title,
        summary: article[locale].excerpt,
        html: renderMarkdown(article[locale].body, `article "${article.slug}" (${locale})`).html,
        date: new Date(`${article.date}T00:00:00Z`),
        author: article.author,
        category: article.category[locale],
      };
    });
  return {
    url: absoluteUrl(link.path),
    path: link.path,
    newsUrl: absoluteUrl(localizePath("/news", locale)),
    lang: localeSettings[locale].lang,
    title: link.title,
    subtitle: t.news.feedSubtitle,
    brand: site.brand,
    origin: site.origin,
    updated: entries[0]?.date ?? new Date(0),
    entries,
  };
}
