/**
 * The news as Atom feeds, as a feed reader meets them: announced in the news pages' head,
 * served compressed with the Atom type, parsed by a feed library, one per language with that
 * language's articles, newest first, each linking to its page in the same language.
 */
import { parseAtomFeed } from "feedsmith";
import { expect, test } from "./fixtures";
import { parseHtml, rawDocument } from "../support/site";

for (const prefix of ["", "/en"]) {
  const lang = prefix ? "en" : "de";
  test(`the ${lang} news feed lists the ${lang} articles and the news pages announce it`, async ({
    request,
  }) => {
    const feedPath = `${prefix}/news/feed.xml`;
    const { document: news } = await rawDocument(request, `${prefix}/news`);
    const announced = [
      ...news.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]'),
    ].map((link) => new URL(link.getAttribute("href") ?? "").pathname);
    expect(announced).toEqual([feedPath]);

    const response = await request.get(feedPath, { headers: { "accept-encoding": "br" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(response.headers()["content-encoding"]).toBe("br");
    const xml = await response.text();
    expect(xml).toContain(`xml:lang="${lang}"`);

    // Atom's required elements (RFC 4287): parsed strictly by a feed library.
    const feed = parseAtomFeed(xml);
    expect(feed.id).toMatch(new RegExp(`^https?://[^/]+${feedPath}$`));
    expect(feed.title?.value).toBe("Spreegeist Events: News");
    expect(feed.updated).toBeTruthy();
    expect(feed.links?.find((link) => link.rel === "self")?.href).toBe(feed.id);
    expect(feed.authors?.[0]?.name).toBe("Spreegeist Events");

    // The entries are the articles the news page lists, in its order, in its language.
    const cards = [
      ...news.querySelectorAll('[data-testid="news-list"] h2, [data-testid="news-list"] h3'),
    ].map((heading) => heading.textContent?.trim());
    const entries = feed.entries ?? [];
    expect(entries.map((entry) => entry.title?.value)).toEqual(cards);
    for (const entry of entries) {
      expect(entry.id).toBeTruthy();
      expect(entry.updated).toBeTruthy();
      const href = entry.links?.find((link) => link.rel === "alternate")?.href ?? "";
      const page = new URL(href).pathname;
      expect(page).toMatch(new RegExp(`^${prefix}/news/[a-z0-9-]+$`));
      // The entry's body is the article's own text.
      const { document: article } = await rawDocument(request, page);
      const firstParagraph =
        article.querySelector('[data-testid="article-body"] p')?.textContent?.trim() ?? "";
      const content =
        parseHtml(`<body>${entry.content?.value ?? ""}</body>`).body.textContent ?? "";
      expect(content).toContain(firstParagraph.slice(0, 60));
    }
    const dates = entries.map((entry) => Date.parse(entry.published ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
}

test("robots.txt names the feeds beside the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => new URL(m[1]!).pathname);
  expect(sitemaps).toEqual(["/sitemap.xml", "/news/feed.xml", "/en/news/feed.xml"]);
});
