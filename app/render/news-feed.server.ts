/**
 * The Atom feed of the news in one language (`/news/feed.xml`, `/en/news/feed.xml`), from
 * the same content the article pages show: written by the build (scripts/lib/feeds.ts) and
 * again after every publish (app/content/renderer.server.ts).
 */
import { generateAtomFeed } from "feedsmith";
import type { getNewsFeed } from "../content/news.server";

export function newsFeedXml(feed: ReturnType<typeof getNewsFeed>): string {
  return generateAtomFeed({
    id: feed.url,
    title: { value: feed.title },
    subtitle: { value: feed.subtitle },
    updated: feed.updated,
    xml: { lang: feed.lang },
    links: [
      { href: feed.url, rel: "self", type: "application/atom+xml" },
      { href: feed.newsUrl, rel: "alternate", type: "text/html" },
    ],
    authors: [{ name: feed.brand, uri: feed.origin }],
    icon: `${feed.origin}/favicon.ico`,
    entries: feed.entries.map((entry) => ({
      id: entry.url,
      title: { value: entry.title },
      links: [{ href: entry.url, rel: "alternate", type: "text/html" }],
      published: entry.date,
      updated: entry.date,
      authors: [{ name: entry.author }],
      categories: [{ term: entry.category }],
      summary: { value: entry.summary },
      content: { type: "html", value: entry.html },
    })),
  });
}
