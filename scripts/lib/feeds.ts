/**
 * Writes the Atom feeds of the news, one per language (`/news/feed.xml`,
 * `/en/news/feed.xml`), from the same content the article pages show. They are compressed
 * and served like every other built file; robots.txt names them beside the sitemap, since
 * search engines read Atom feeds as sitemaps of recent pages.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { generateAtomFeed } from "feedsmith";
import { getNewsFeed } from "../../app/content/news.server.ts";
import { locales } from "../../app/i18n/locales.ts";

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

/** Writes every language's feed into the built site; returns their absolute URLs. */
export async function writeFeeds(clientDir: string): Promise<string[]> {
  const urls: string[] = [];
  for (const locale of locales) {
    const feed = getNewsFeed(locale);
    const file = path.join(clientDir, feed.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, newsFeedXml(feed));
    urls.push(feed.url);
  }
  return urls;
}
