import { describe, expect, it } from "vitest";
import { formatDate, getArticlePage, getNewsPage } from "./news.server";

const afterOffer = new Date("2026-11-21T10:00:00Z");
const lastDayOfOffer = new Date("2025-08-31T21:00:00Z"); // 23:00 in Berlin

describe("news", () => {
  it("formats dates for the page's language", () => {
    expect(formatDate("2025-08-08", "de")).toBe("8. August 2025");
    expect(formatDate("2025-08-08", "en")).toBe("8 August 2025");
  });

  it("links English cards to English articles", () => {
    const page = getNewsPage("en", afterOffer);
    expect(page.articles.map((a) => a.href)).toEqual([
      "/en/news/hybrid-events-2025",
      "/en/news/startup-success-story",
      "/en/news/christmas-early-booking",
    ]);
    expect(page.text.box.heading).toBe("Stay Informed");
  });

  it("marks the early-booking offer as ended after 31 August 2025", () => {
    const card = getNewsPage("de", afterOffer).articles.find(
      (a) => a.slug === "christmas-early-booking",
    );
    expect(card?.promotionBadge).toBe("Aktion beendet");
    const article = getArticlePage("christmas-early-booking", "de", afterOffer).article;
    expect(article.promotion).toEqual({
      ended: true,
      text: "Diese Aktion ist am 31. August 2025 abgelaufen. Die genannten Rabatte gelten nicht mehr.",
    });
  });

  it("still shows the offer as running on its last day, with its end date", () => {
    const article = getArticlePage("christmas-early-booking", "en", lastDayOfOffer).article;
    expect(article.promotion).toEqual({
      ended: false,
      text: "This offer is valid until 31 August 2025.",
    });
  });

  it("renders the article's Markdown at build time, ending with its closing link", () => {
    const { article, backHref } = getArticlePage("startup-success-story", "en", afterOffer);
    const links = [...article.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.at(-1)).toBe("/en/creative-events");
    expect(backHref).toBe("/en/news");
    expect(article.category).toBe("Case Study");
  });

  it("refuses an unknown article", () => {
    expect(() => getArticlePage("sustainable-events", "de")).toThrow();
  });
});
