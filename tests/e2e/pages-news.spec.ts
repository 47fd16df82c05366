import { expect, gotoHydrated, test } from "./fixtures";
import { jsonLd, rawDocument } from "../support/site";
import { locales } from "../../app/i18n/locales.ts";

const articles = [
  {
    slug: "hybrid-events-2025",
    de: { category: "Trends", date: "8. August 2025", closing: "/contact" },
    en: { category: "Trends", date: "8 August 2025", closing: "/en/contact" },
    iso: "2025-08-08",
    minutes: 5,
  },
  {
    slug: "startup-success-story",
    de: { category: "Erfolgsgeschichten", date: "5. August 2025", closing: "/creative-events" },
    en: { category: "Case Study", date: "5 August 2025", closing: "/en/creative-events" },
    iso: "2025-08-05",
    minutes: 7,
  },
  {
    slug: "christmas-early-booking",
    de: { category: "Ankündigungen", date: "3. August 2025", closing: "/christmas-events" },
    en: { category: "Events", date: "3 August 2025", closing: "/en/christmas-events" },
    iso: "2025-08-03",
    minutes: 4,
  },
];

for (const locale of locales) {
  const prefix = locale === "de" ? "" : "/en";

  test(`the ${locale} news page lists three articles in its own language`, async ({
    visitor: page,
  }) => {
    await gotoHydrated(page, `${prefix}/news`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const readMore = page.getByRole("link", {
      name: locale === "de" ? "Mehr lesen" : "Read Article",
    });
    await expect(readMore).toHaveCount(3);
    for (const [index, article] of articles.entries()) {
      await expect(readMore.nth(index)).toHaveAttribute("href", `${prefix}/news/${article.slug}`);
      const card = page.getByTestId("news-list").getByRole("listitem").nth(index);
      await expect(card.locator("time")).toHaveText(article[locale].date);
      await expect(card.locator("time")).toHaveAttribute("datetime", article.iso);
      await expect(card).toContainText(article[locale].category);
      await expect(card).toContainText(
        locale === "de" ? `${article.minutes} Min. Lesezeit` : `${article.minutes} min read`,
      );
      await expect(card.locator("img")).toHaveAttribute("alt", /\S/);
    }
    const box = page.getByTestId("news-contact-box");
    if (locale === "en") await expect(box.getByRole("heading")).toHaveText("Stay Informed");
    await expect(box.locator(`a[href="${prefix}/contact"]`)).toHaveCount(1);
    await expect(box.locator('a[href^="mailto:"]')).toHaveCount(1);
  });

  for (const article of articles) {
    test(`${prefix}/news/${article.slug} shows category, date, back link and closing link`, async ({
      visitor: page,
    }) => {
      await gotoHydrated(page, `${prefix}/news/${article.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByTestId("article-category")).toHaveText(article[locale].category);
      await expect(page.getByTestId("article-date")).toHaveText(article[locale].date);
      await expect(page.getByTestId("link-back-to-news")).toHaveAttribute("href", `${prefix}/news`);
      const bodyLinks = page.getByTestId("article-body").locator("a");
      await expect(bodyLinks.last()).toHaveAttribute("href", article[locale].closing);
      const paragraphs = await page.getByTestId("article-body").locator("p").count();
      expect(paragraphs, "a real article of several paragraphs").toBeGreaterThanOrEqual(5);
    });
  }
}

test("every article carries Article structured data in its language", async ({ request }) => {
  for (const article of articles) {
    for (const [locale, path] of [
      ["de", `/news/${article.slug}`],
      ["en", `/en/news/${article.slug}`],
    ] as const) {
      const { document } = await rawDocument(request, path);
      const data = jsonLd(document).find((d) => d["@type"] === "BlogPosting");
      expect(data, path).toMatchObject({ datePublished: article.iso, inLanguage: locale });
      expect(data?.headline).toBe(document.querySelector("h1")?.textContent?.trim());
    }
  }
});

test.describe("the ended early-booking offer", () => {
  test("is marked as ended on the article and on its news card", async ({ visitor: page }) => {
    await gotoHydrated(page, "/news/christmas-early-booking");
    await expect(page.getByTestId("promotion-notice")).toContainText(
      "am 31. August 2025 abgelaufen",
    );
    await gotoHydrated(page, "/en/news");
    await expect(
      page.locator("article").filter({ hasText: "Early-Booking" }).getByText("Offer ended"),
    ).toBeVisible();
  });

  test("is advertised nowhere else", async ({ request }) => {
    for (const path of ["/christmas-events", "/en/christmas-events", "/", "/en/", "/contact"]) {
      const { document } = await rawDocument(request, path);
      const text = document.querySelector("main")?.textContent ?? "";
      expect(text, path).not.toMatch(/20\s?%|Frühbucher|early.booking/i);
    }
  });
});
