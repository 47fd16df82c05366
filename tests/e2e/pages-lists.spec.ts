import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";
import { jsonLd, rawDocument } from "../support/site";

interface ListCase {
  path: string;
  count: number;
  /** German 'Anfragen', English 'Inquire Now' (social: 'Request Info'). */
  button: string;
  /** Titles the old site named for this page, in order, where it named them. */
  titles?: string[];
}

const horror = [
  "Zombie Apocalypse Escape",
  "Detective of the Dead",
  "LIVING DEAD EXPERIENCE",
  "Horror Night Walk",
  "BLAIR MUTANT'S PROJECT",
  "ZOMBIE VIRUS",
];

const cases: ListCase[] = [
  { path: "/teambuilding-events", count: 15, button: "Anfragen" },
  { path: "/en/teambuilding-events", count: 15, button: "Inquire Now" },
  { path: "/creative-events", count: 6, button: "Anfragen" },
  { path: "/en/creative-events", count: 6, button: "Inquire Now" },
  { path: "/christmas-events", count: 12, button: "Anfragen" },
  { path: "/en/christmas-events", count: 11, button: "Inquire Now" },
  { path: "/culinary-events", count: 3, button: "Anfragen" },
  { path: "/en/culinary-events", count: 3, button: "Inquire Now" },
  { path: "/horror-events", count: 6, button: "Anfragen", titles: horror },
  { path: "/en/horror-events", count: 6, button: "Inquire Now", titles: horror },
  {
    path: "/social-events",
    count: 3,
    button: "Anfragen",
    titles: ["Bowling", "Karaoke", "Minigolf"],
  },
  {
    path: "/en/social-events",
    count: 3,
    button: "Request Info",
    titles: ["Charitable Teambuilding", "Urban Gardening Project", "Social Innovation Workshop"],
  },
];

/** Title, enquiry href, test id and label of every bookable card on the page. */
async function bookableCards(page: Page) {
  return page.locator('[data-testid^="card-event-"]').evaluateAll((cards) =>
    cards.map((card) => {
      const button = card.querySelector('a[data-testid^="button-book-"]');
      return {
        title: card.querySelector("h2, h3")?.textContent?.trim() ?? "",
        href: button?.getAttribute("href") ?? "",
        testId: button?.getAttribute("data-testid") ?? "",
        label: button?.textContent?.trim() ?? "",
        text: card.textContent ?? "",
      };
    }),
  );
}

for (const { path, count, button, titles } of cases) {
  const english = path.startsWith("/en/");
  const contact = english ? "/en/contact" : "/contact";

  test(`${path} lists ${count} distinct bookable events`, async ({ visitor: page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const cards = await bookableCards(page);
    expect(cards).toHaveLength(count);
    expect(new Set(cards.map((card) => card.title)).size, "distinct titles").toBe(count);
    if (titles) expect(cards.map((card) => card.title)).toEqual(titles);

    for (const card of cards) {
      expect(card.href, card.title).toBe(`${contact}?event=${encodeURIComponent(card.title)}`);
      expect(card.testId, card.title).toBe(
        `button-book-${card.title.toLowerCase().replace(/\s+/g, "-")}`,
      );
      expect(card.label, card.title).toBe(button);
      // Facts every card shows: duration (English with 'ca.'), people, price line.
      expect(card.text, card.title).toMatch(
        english ? /ca\. \d+(-\d+)? hours/ : /\d+(-\d+)? Stunden/,
      );
      expect(card.text, card.title).toMatch(english ? /\d+-\d+ people/ : /\d+-\d+ Personen/);
      expect(card.text, card.title).toMatch(
        english ? /From \d+€ per person/ : /Ab \d+€ pro Person/,
      );
    }
    // Every card has exactly three highlights.
    const highlights = await page
      .locator('[data-testid^="card-event-"] ul')
      .evaluateAll((lists) => lists.map((list) => list.querySelectorAll("li").length));
    expect(highlights).toEqual(Array(count).fill(3));
  });

  test(`${path} describes each event as an Offer in its structured data`, async ({ request }) => {
    const { document } = await rawDocument(request, path);
    const service = jsonLd(document).find((data) => data["@type"] === "Service");
    expect(service, "a Service in JSON-LD").toBeDefined();
    const offers = service!.offers as Array<Record<string, unknown>>;
    const titles = [...document.querySelectorAll('[data-testid^="card-event-"] :is(h2, h3)')].map(
      (h) => h.textContent?.trim(),
    );
    expect(offers).toHaveLength(count);
    expect(offers.map((offer) => offer.name)).toEqual(titles);
    for (const offer of offers) {
      expect(offer["@type"]).toBe("Offer");
      expect(String(offer.description).length, String(offer.name)).toBeGreaterThan(20);
      expect(Number(offer.price), String(offer.name)).toBeGreaterThanOrEqual(20);
      expect(Number(offer.price), String(offer.name)).toBeLessThanOrEqual(149);
      expect(offer.priceCurrency).toBe("EUR");
    }
  });
}

test("a card's enquiry button opens the contact page with the event", async ({ visitor: page }) => {
  await gotoHydrated(page, "/social-events");
  await page.getByTestId("button-book-karaoke").click();
  await expect(page).toHaveURL(/\/contact\?event=Karaoke$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("cards show the variant of their page", async ({ visitor: page }) => {
  await gotoHydrated(page, "/horror-events");
  const labels = page.locator('[data-testid^="card-event-"] [data-testid="event-label"]');
  await expect(labels).toHaveCount(6);
  for (const text of await labels.allTextContents())
    expect(text).toMatch(/Intensität: (Extrem|Hoch)$/);

  await gotoHydrated(page, "/en/christmas-events");
  await expect(page.locator('[data-testid="event-label"]')).toHaveCount(11);

  await gotoHydrated(page, "/en/social-events");
  await expect(page.getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(3);
});

test("the team-building page explains why, with four benefits and contact calls to action", async ({
  visitor: page,
}) => {
  await gotoHydrated(page, "/en/teambuilding-events");
  const why = page.getByRole("region", { name: "Why Teambuilding?" });
  await expect(why.getByRole("heading", { level: 3 })).toHaveText([
    "Team cohesion",
    "Motivation",
    "Productivity",
    "Company culture",
  ]);
  await expect(page.getByTestId("benefits-contact")).toHaveAttribute("href", "/en/contact");
  await expect(page.getByTestId("cta-contact")).toHaveAttribute("href", "/en/contact");
  await expect(page.getByTestId("cta-phone")).toHaveAttribute("href", /^tel:\+49/);
});

test("cards of events with a detail page link to it in the page's language", async ({
  visitor: page,
}) => {
  await gotoHydrated(page, "/en/creative-events");
  await page.getByRole("link", { name: "Team Artwork" }).click();
  await expect(page).toHaveURL(/\/en\/events\/team-kunstwerk$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team Artwork");
});
