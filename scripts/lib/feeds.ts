/**
 * Writes the Atom feeds of the news, one per language (`/news/feed.xml`,
 * `/en/news/feed.xml`), from the same content the article pages show. They are compressed
 * and served like every other built file; robots.txt names them beside the sitemap, since
 * search engines read Atom feeds as sitemaps of recent pages.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { getNewsFeed } from "../../app/content/news.server.ts";
import { locales } from "../../app/i18n/locales.ts";
import { newsFeedXml } from "../../app/render/news-feed.server.ts";

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
