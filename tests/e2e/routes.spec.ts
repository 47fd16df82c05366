import { expect, test } from "./fixtures";
import { rawDocument } from "../support/site";

// Every page of the sitemap answering 200 with one h1 is part of the crawl in seo.spec.ts,
// which fetches and parses each page once.
test.describe("every route", () => {
  test("/en and /en/ both serve the English home", async ({ request }) => {
    for (const path of ["/en", "/en/"]) {
      const { response, document } = await rawDocument(request, path);
      expect(response.status()).toBe(200);
      expect(document.documentElement.lang).toBe("en");
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
        /\/en\/$/,
      );
    }
  });

  test("a trailing slash redirects to the canonical path", async ({ request }) => {
    const response = await request.get("/contact/?event=Bowling", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/contact?event=Bowling");
  });
});

test.describe("not found", () => {
  test("an unknown German path answers 404 with the page in German and helpful links", async ({
    visitor: page,
  }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText("Page Not Found");
    await expect(heading).toContainText("Seite nicht gefunden");
    await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Kontakt aufnehmen" }),
    ).toHaveAttribute("href", "/contact");
    await expect(page.getByText(/router/i)).toHaveCount(0);
  });

  test("an unknown English path answers 404 in English", async ({ visitor: page }) => {
    const response = await page.goto("/en/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
      "href",
      "/en/",
    );
  });

  test("the not-found page is not indexed", async ({ request }) => {
    const { document } = await rawDocument(request, "/nirgendwo");
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain(
      "noindex",
    );
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  test("an unknown event slug is not a 404 but the generic event page", async ({ request }) => {
    for (const path of ["/events/unbekanntes-event", "/en/events/unknown-event"]) {
      const { response, document } = await rawDocument(request, path);
      expect(response.status(), path).toBe(200);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain(
        "noindex",
      );
    }
  });

  test("unknown API paths answer JSON 404", async ({ request }) => {
    const response = await request.get("/api/nothing-here");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toMatchObject({ error: "not_found" });
  });
});
