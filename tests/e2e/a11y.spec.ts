import type { Page } from "@playwright/test";
import { builtPagePaths } from "../support/built-site";
import { wcagViolations } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";

/**
 * Pages that share a template differ only in their data: axe checks a sample of each such
 * template that covers its variants and both languages, and every other page whole.
 *
 * - The event detail pages (45 in each language) differ in the variant they show (season,
 *   cuisine, intensity, vibe, rating): a sample that covers each variant in both languages.
 * - The six category pages: each category once, in one language or the other.
 * - The news articles: one in each language.
 *
 * Every page's own HTML (one h1, landmarks, unique ids, html-validate's accessibility rules)
 * is checked by tests/build/html.test.ts, and Lighthouse's mobile accessibility audit runs
 * on a page of each template in npm test.
 */
const sampled = [
  {
    template: /^(\/en)?\/events\/[^/]+$/,
    sample: [
      "/events/zombie-virus",
      "/events/teamkochen",
      "/events/lebkuchenherzen",
      "/events/team-kunstwerk",
      "/en/events/city-rally-berlin",
      "/en/events/cross-golf",
      "/en/events/lego-kreativ",
      "/en/events/domino-event",
    ],
  },
  {
    template: /^(\/en)?\/(teambuilding|creative|christmas|culinary|horror|social)-events$/,
    sample: [
      "/teambuilding-events",
      "/christmas-events",
      "/creative-events",
      "/en/culinary-events",
      "/en/horror-events",
      "/en/social-events",
    ],
  },
  {
    template: /^(\/en)?\/news\/[^/]+$/,
    sample: ["/news/christmas-early-booking", "/en/news/hybrid-events-2025"],
  },
];

const pages = builtPagePaths().filter((path) =>
  sampled.every(({ template, sample }) => !template.test(path) || sample.includes(path)),
);
// Pages that are served for many paths and so are not in the sitemap.
const special = [
  "/gibt-es-nicht",
  "/en/does-not-exist",
  "/events/unbekanntes-event",
  "/en/events/unknown-event",
  // The contact form with several events chosen by the address (the shortlist's link).
  "/contact?event=ZOMBIE%20VIRUS&event=Teamkochen&event=Bootsfahrt",
  "/en/contact?event=ZOMBIE%20VIRUS&event=Team%20Cooking",
  // Finder queries (not indexed), one with no match.
  "/event-finder?size=30&setting=outdoor&duration=long",
  "/en/event-finder?size=2000&budget=10",
];
/** The shortlist pages (in the sitemap) are checked with events on them, kept in localStorage. */
const savedEvents = ["zombie-virus", "kanutour", "team-olympiade"];

/**
 * WCAG success criteria that axe checks only with rules it marks experimental (and so leaves
 * out of a tag selection): 2.5.3 Label in Name, 1.3.4 Orientation, 1.3.1 for headings made
 * of bold paragraphs and for data tables.
 */
const experimentalWcagRules = [
  "label-content-name-mismatch",
  "css-orientation-lock",
  "p-as-heading",
  "table-fake-caption",
  "td-has-header",
];

/**
 * WCAG 2.0, 2.1 and 2.2 A and AA, target size, the experimental WCAG rules above, and axe's
 * best practices (landmarks, heading order, a page's one main and h1), which the legal pages'
 * own check ran on them alone before.
 */
const violations = (page: Page) => wcagViolations(page, experimentalWcagRules, ["best-practice"]);

test("the sitemap lists the whole site, and each template's sample is in it", () => {
  expect(builtPagePaths().length).toBeGreaterThanOrEqual(50);
  for (const { template, sample } of sampled) {
    expect(pages.filter((path) => template.test(path)).sort()).toEqual([...sample].sort());
    // A sample of a template, not all of it: the template has more pages than the sample.
    expect(builtPagePaths().filter((path) => template.test(path)).length).toBeGreaterThan(
      sample.length,
    );
  }
});

/**
 * Each page once, at the width of its language: the German pages (the longer words) at phone
 * width, the English ones at desktop width, as the back office's screens are checked
 * (tests/e2e/axe.ts, decisions 0206 and 0207). Every page exists in both languages with the
 * same structure, so every page's template is checked at both widths and in both languages.
 */
const widthOf = (path: string) => (path === "/en" || path.startsWith("/en/") ? 1280 : 390);

test("the German pages are checked at phone width, the English ones at desktop width", () => {
  const checked = [...pages, ...special];
  for (const path of ["/", "/contact", "/privacy", "/events/zombie-virus", "/gibt-es-nicht"]) {
    expect(checked, path).toContain(path);
    expect(widthOf(path), path).toBe(390);
  }
  for (const path of ["/en/", "/en/contact", "/en/terms", "/en/events/cross-golf"]) {
    expect(checked, path).toContain(path);
    expect(widthOf(path), path).toBe(1280);
  }
});

/** The shortlist pages, checked with events on them: each on a page of its own. */
const withSavedEvents = (path: string) => /^(\/en)?\/(merkliste|shortlist)$/.test(path);

for (const width of [390, 1280] as const) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });
    for (const path of [...pages, ...special].filter((page) => widthOf(page) === width)) {
      if (withSavedEvents(path)) {
        test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
          await page.addInitScript((ids) => {
            localStorage.setItem("spreegeist.shortlist", JSON.stringify(ids));
          }, savedEvents);
          await gotoHydrated(page, path);
          expect(await violations(page)).toEqual([]);
        });
        continue;
      }
      // The worker's one page, taken from page to page (tests/e2e/fixtures.ts).
      test(`${path} has no WCAG 2.2 AA violations`, async ({ visitor }) => {
        // The finder holds every event's card: axe takes about 20 s over it.
        if (path.includes("event-finder")) test.slow();
        await gotoHydrated(visitor, path);
        expect(await violations(visitor)).toEqual([]);
      });
    }
  });
}

// The check itself: axe in its same-origin mode (tests/e2e/axe.ts) still finds what it must.
test("the axe check names a picture without a text alternative and a nameless button", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    main.insertAdjacentHTML(
      "beforeend",
      '<img id="planted-picture" src="/favicon.ico"><button id="planted-button"></button>',
    );
  });
  const found = await violations(page);
  expect(found.find((line) => line.startsWith("image-alt:"))).toContain("#planted-picture");
  expect(found.find((line) => line.startsWith("button-name:"))).toContain("#planted-button");
});

test.describe("axe on interactive states", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the open side menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

// axe's label-content-name-mismatch compares by substring, so "Switch to English" passes for
// a visible "EN" ("english" contains "en"): voice control needs the name to begin with it.
test("the top bar's language switch is named by what it shows (WCAG 2.5.3)", async ({ page }) => {
  for (const path of ["/", "/en/news"]) {
    await gotoHydrated(page, path);
    const link = page.getByTestId("language-switch-bar");
    const visible = (await link.innerText()).trim();
    expect(visible).toMatch(/^(DE|EN)$/);
    await expect(link).toHaveAccessibleName(new RegExp(`^${visible}\\b`));
  }
});
