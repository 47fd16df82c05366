/**
 * The event finder (docs/product.md#event-finder): a query narrows the list to the events
 * that fit, in both languages, with JavaScript (in place, the address follows) and without
 * (a GET form the server answers with the page for the query); a shared address shows the
 * same result; no match suggests the nearest events and the contact form.
 */
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

// 30 people, outdoors, longer than 4 hours.
const search = "size=30&setting=outdoor&duration=long";
const cases = [
  {
    path: "/event-finder",
    expected: ["seifenkisten-rennen", "survival-training", "team-olympiade", "kanutour"],
    labels: { size: "Gruppengröße", setting: "Drinnen oder draußen", duration: "Dauer" },
    options: { setting: "Draußen", duration: "länger als 4 Stunden" },
    submit: "Events anzeigen",
    count: "4 Events passen",
  },
  {
    path: "/en/event-finder",
    expected: [
      "seifenkisten-rennen",
      "survival-training",
      "team-olympiade",
      "kanutour",
      "charitable-teambuilding",
      "urban-gardening",
    ],
    labels: { size: "Group size", setting: "Indoors or outdoors", duration: "Duration" },
    options: { setting: "Outdoors", duration: "longer than 4 hours" },
    submit: "Show events",
    count: "6 events match",
  },
] as const;

/** Ids of the cards a visitor sees, in page order. */
async function visibleEvents(page: Page): Promise<string[]> {
  return page
    .locator("[data-finder-event]:visible")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-finder-event") ?? ""));
}

async function fillQuery(page: Page, c: (typeof cases)[number]) {
  await page.getByLabel(c.labels.size).fill("30");
  await page.getByLabel(c.labels.setting).selectOption({ label: c.options.setting });
  await page.getByLabel(c.labels.duration).selectOption({ label: c.options.duration });
}

for (const c of cases) {
  test.describe(c.path, () => {
    test("without JavaScript the form asks the server for the query's page", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(c.path);
      expect((await visibleEvents(page)).length).toBeGreaterThan(30);
      await fillQuery(page, c);
      await Promise.all([
        page.waitForURL(/\?/),
        page.getByRole("button", { name: c.submit }).click(),
      ]);
      const url = new URL(page.url());
      expect(url.pathname).toBe(c.path);
      expect(url.searchParams.get("size")).toBe("30");
      expect(url.searchParams.get("setting")).toBe("outdoor");
      expect(url.searchParams.get("duration")).toBe("long");
      expect(await visibleEvents(page)).toEqual(c.expected);
      await expect(page.getByTestId("finder-count")).toHaveText(c.count);
      // The form shows what was asked.
      await expect(page.getByLabel(c.labels.size)).toHaveValue("30");
      await expect(page.getByLabel(c.labels.setting)).toHaveValue("outdoor");
      // A query's page is not indexed; its canonical is the bare page.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${c.path}$`),
      );
      await context.close();
    });

    test("with JavaScript the list filters in place and the address follows", async ({
      visitor: page,
      signals,
    }) => {
      await gotoHydrated(page, c.path);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      // A page load would lose this mark.
      await page.evaluate(() => Object.assign(window, { finderMark: true }));
      await fillQuery(page, c);
      await expect.poll(() => visibleEvents(page)).toEqual(c.expected);
      await expect(page.getByTestId("finder-count")).toHaveText(c.count);
      expect(new URL(page.url()).search).toBe(`?${search}`);
      expect(await page.evaluate(() => "finderMark" in window), "no page load").toBe(true);
      expect(signals.consoleErrors).toEqual([]);
    });

    test("a shared address shows the same result, and the page hydrates on it", async ({
      visitor: page,
      signals,
    }) => {
      await gotoHydrated(page, `${c.path}?${search}`);
      expect(await visibleEvents(page)).toEqual(c.expected);
      await expect(page.getByTestId("finder-count")).toHaveText(c.count);
      await expect(page.getByLabel(c.labels.duration)).toHaveValue("long");
      // Hydrated on the derived page, the form goes on filtering from there.
      await page.getByLabel(c.labels.duration).selectOption("");
      await expect
        .poll(async () => (await visibleEvents(page)).length)
        .toBeGreaterThan(c.expected.length);
      expect(new URL(page.url()).search).toBe("?size=30&setting=outdoor");
      expect(signals.consoleErrors).toEqual([]);
    });
  });
}

test("no match suggests the nearest events and the contact form", async ({ visitor: page }) => {
  // 2000 people at 10 € each: nothing fits; the events for 1000 people come nearest.
  await gotoHydrated(page, "/en/event-finder?size=2000&budget=10");
  await expect(page.getByTestId("finder-count")).toHaveText("0 events match");
  const notice = page.getByTestId("finder-no-match");
  await expect(notice).toContainText("No event matches");
  await expect(notice.getByRole("link")).toHaveAttribute("href", "/en/contact");
  const suggested = await visibleEvents(page);
  expect(suggested.length).toBeGreaterThan(0);
  expect(suggested.length).toBeLessThanOrEqual(6);
  // A closer budget in the form brings real matches back.
  await page.getByLabel("Group size").fill("40");
  await page.getByLabel("Budget per person (€)").fill("50");
  await expect(notice).toBeHidden();
  await expect(page.getByTestId("finder-count")).toHaveText(/^\d+ events? match/);
});

test("the finder is linked from the home page and every list page", async ({ visitor: page }) => {
  for (const [path, target] of [
    ["/", "/event-finder"],
    ["/en/", "/en/event-finder"],
    ["/christmas-events", "/event-finder"],
    ["/en/social-events", "/en/event-finder"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId("link-finder")).toHaveAttribute("href", target);
  }
});
