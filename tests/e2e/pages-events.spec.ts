/** The event detail pages, and the generic page for unknown slugs (docs/product.md#event-detail). */
import { expect, gotoHydrated, test } from "./fixtures";
import { rawDocument, sitemapPaths } from "../support/site";

// The first eleven detail pages, each in German and English (docs/product.md#event-detail);
// the build tests check all 45 (tests/build/event-pages.test.ts).
const slugs = [
  "team-kunstwerk",
  "lego-kreativ",
  "teamkochen",
  "zombie-virus",
  "lebkuchenherzen",
  "city-rally-berlin",
  "seifenkisten-rennen",
  "cross-golf",
  "survival-training",
  "disc-golf-event",
  "domino-event",
];

for (const [locale, prefix, enquire, contact] of [
  ["de", "", "Jetzt anfragen", "/contact"],
  ["en", "/en", "Enquire now", "/en/contact"],
] as const) {
  test(`every ${locale} detail page has one h1, its facts and its enquiry link`, async ({
    request,
  }) => {
    for (const slug of slugs) {
      const path = `${prefix}/events/${slug}`;
      const { response, document } = await rawDocument(request, path);
      expect(response.status(), path).toBe(200);
      const headings = document.querySelectorAll("h1");
      expect(headings.length, `${path}: one h1`).toBe(1);
      const title = headings[0]!.textContent!.trim();
      const main = document.querySelector("main")!;
      const enquiry = [...main.querySelectorAll("a")].find(
        (a) => a.textContent?.trim() === enquire,
      );
      expect(enquiry?.getAttribute("href"), `${path}: ${enquire}`).toBe(
        `${contact}?event=${encodeURIComponent(title)}`,
      );
      const text = main.textContent ?? "";
      expect(text, path).toMatch(locale === "de" ? /\d+(-\d+)? Stunden/ : /ca\. \d+(-\d+)? hours/);
      expect(text, path).toMatch(locale === "de" ? /\d+-\d+ Personen/ : /\d+-\d+ people/);
      expect(text, path).toMatch(locale === "de" ? /Ab \d+€ pro Person/ : /From \d+€ per person/);
      expect(main.querySelector('a[href^="tel:"]'), `${path}: phone button`).not.toBeNull();
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
        new RegExp(`${path}$`),
      );
      expect(
        document.querySelector('link[hreflang="en"]')?.getAttribute("href"),
        `${path}: English counterpart`,
      ).toMatch(new RegExp(`/en/events/${slug}$`));
    }
  });
}

test("Zombie Virus runs in phases 1 to 5 plus a finale", async ({ visitor: page }) => {
  await gotoHydrated(page, "/events/zombie-virus");
  const phases = page.getByTestId("event-phases").getByRole("heading", { level: 3 });
  await expect(phases).toHaveText([
    /^Phase 1/,
    /^Phase 2/,
    /^Phase 3/,
    /^Phase 4/,
    /^Phase 5/,
    /^Finale/,
  ]);
  await expect(page.getByTestId("link-enquire")).toHaveAttribute(
    "href",
    "/contact?event=ZOMBIE%20VIRUS",
  );
});

test("the language switch on a detail page leads to its counterpart", async ({ visitor: page }) => {
  await gotoHydrated(page, "/events/lego-kreativ");
  await page.getByTestId("language-switch-bar").click();
  await expect(page).toHaveURL(/\/en\/events\/lego-kreativ$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("LEGO® Creative Workshop");
});

test("an event that used to be a card only has its page, described as a Service with its Offer and listed in the sitemap", async ({
  visitor: page,
  request,
}) => {
  // Decision 0136: every event has its page; Bogenschießen was a card only before. Two pages
  // hydrate and the sitemap is read: more than the default 30 s when the machine is busy.
  test.slow();
  await gotoHydrated(page, "/teambuilding-events");
  await page.getByRole("link", { name: "Bogenschießen", exact: true }).click();
  await expect(page).toHaveURL(/\/events\/bogenschiessen$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bogenschießen");
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const service = data.find((item) => item["@type"] === "Service");
  expect(service).toMatchObject({
    name: "Bogenschießen",
    url: expect.stringMatching(/\/events\/bogenschiessen$/),
    image: expect.stringMatching(/event-bogenschiessen\./),
    areaServed: { name: "Berlin" },
    offers: [
      {
        "@type": "Offer",
        price: "55",
        priceCurrency: "EUR",
        priceSpecification: { minPrice: "55", valueAddedTaxIncluded: true },
      },
    ],
  });
  expect(await sitemapPaths(request)).toEqual(
    expect.arrayContaining(["/events/bogenschiessen", "/en/events/bogenschiessen"]),
  );
});

test.describe("an unknown event slug", () => {
  test("shows 'Loading...' until its data is set, then the German fallback", async ({
    visitor: page,
    request,
  }) => {
    const { response, document } = await rawDocument(request, "/events/gibt-es-nicht");
    expect(response.status()).toBe(200);
    expect(document.querySelector("main")?.textContent?.trim()).toBe("Loading...");

    await gotoHydrated(page, "/events/gibt-es-nicht");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Event Details");
    const main = page.getByRole("main");
    await expect(main).toContainText("Preis auf Anfrage");
    await expect(main).toContainText("8-50 Personen");
    await expect(main).toContainText("2-4 Stunden");
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });

  test("shows the English fallback under /en", async ({ visitor: page }) => {
    await gotoHydrated(page, "/en/events/no-such-event");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Event Details");
    await expect(page.getByRole("main")).toContainText("Price on request");
    await expect(page.getByRole("link", { name: "Enquire now" })).toHaveAttribute(
      "href",
      "/en/contact",
    );
  });
});
