import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

/** What a visitor must find on the legal pages, per language. */
const languages = [
  {
    locale: "de",
    prefix: "",
    privacy: { h1: "Datenschutzerklärung", date: "26. September 2025" },
    imprint: { h1: "Impressum" },
    terms: { h1: "Allgemeine Geschäftsbedingungen (AGB)", asOf: "Stand: Januar 2025" },
    authority: "Berliner Beauftragte für Datenschutz und Informationsfreiheit",
    smallBusiness: /Kleinunternehmer im Sinne von §\s19\sUStG/,
  },
  {
    locale: "en",
    prefix: "/en",
    privacy: { h1: "Privacy Policy", date: "26 September 2025" },
    imprint: { h1: "Imprint" },
    terms: { h1: "Terms & Conditions", asOf: "As of January 2025" },
    authority: "Berliner Beauftragte für Datenschutz und Informationsfreiheit",
    smallBusiness: /small business within the meaning of §\s19\sUStG/,
  },
] as const;

const sections = (page: Page) => page.locator("main article h2");

for (const lang of languages) {
  test.describe(`legal pages (${lang.locale})`, () => {
    test("the privacy policy shows version 2.0, its date and the supervisory authority", async ({
      visitor: page,
    }) => {
      await gotoHydrated(page, `${lang.prefix}/privacy`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.privacy.h1);
      const updated = page.getByTestId("legal-updated");
      await expect(updated).toContainText("Version 2.0");
      await expect(updated.locator("time")).toHaveText(lang.privacy.date);
      await expect(updated.locator("time")).toHaveAttribute("datetime", "2025-09-26");
      await expect(sections(page)).toHaveCount(7);
      await expect(page.locator("main article")).toContainText(lang.authority);
    });

    test("the imprint states the small-business status and links to no ODR platform", async ({
      visitor: page,
    }) => {
      await gotoHydrated(page, `${lang.prefix}/imprint`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.imprint.h1);
      await expect(page.locator("main article")).toContainText(lang.smallBusiness);
      await expect(page.locator("main article")).toContainText("§ 36 VSBG");
      await expect(page.locator('a[href*="ec.europa.eu/consumers/odr"]')).toHaveCount(0);
    });

    test("the terms have exactly 11 sections as of January 2025", async ({ visitor: page }) => {
      await gotoHydrated(page, `${lang.prefix}/terms`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.terms.h1);
      await expect(page.getByTestId("legal-updated")).toHaveText(lang.terms.asOf);
      await expect(sections(page)).toHaveCount(11);
      const titles = await sections(page).allTextContents();
      titles.forEach((title, index) => expect(title).toMatch(new RegExp(`^§\\s${index + 1}\\s`)));
    });

    for (const kind of ["privacy", "imprint", "terms"] as const) {
      test(`${kind}: every table-of-contents link jumps to its section`, async ({
        visitor: page,
      }) => {
        await gotoHydrated(page, `${lang.prefix}/${kind}`);
        const toc = page.getByRole("navigation", {
          name: lang.locale === "de" ? "Inhalt" : "Contents",
        });
        const links = toc.getByRole("link");
        const count = await links.count();
        await expect(sections(page)).toHaveCount(count);
        for (let index = 0; index < count; index++) {
          const link = links.nth(index);
          const href = (await link.getAttribute("href")) ?? "";
          expect(href).toMatch(/^#[a-z0-9-]+$/);
          const target = page.locator(`[id="${href.slice(1)}"]`);
          await expect(target, href).toHaveCount(1);
          await expect(target).toHaveText((await link.textContent()) ?? "");
        }
        // Following a link puts its heading at the top, just clear of the fixed header
        // (64 px; scroll-padding-top is 80 px), down to the last section and back up to
        // one in the middle. The blocks in between are laid out only near the viewport
        // (lazy-render), so this also shows their estimated heights do not misplace it.
        for (const index of [count - 1, Math.floor(count / 2)]) {
          await links.nth(index).click();
          const heading = sections(page).nth(index);
          await expect(heading).toBeInViewport();
          expect(page.url()).toMatch(
            new RegExp(`${(await links.nth(index).getAttribute("href")) ?? ""}$`),
          );
          await expect
            .poll(async () => (await heading.boundingBox())?.y ?? -1)
            .toBeGreaterThanOrEqual(64);
          expect((await heading.boundingBox())?.y ?? -1).toBeLessThanOrEqual(96);
        }
      });
    }
  });
}

test("the English pages say that the German version prevails and link to it", async ({
  visitor: page,
}) => {
  for (const kind of ["privacy", "imprint", "terms"] as const) {
    await gotoHydrated(page, `/en/${kind}`);
    const note = page.getByTestId("legal-translation-note");
    await expect(note).toContainText("German version prevails");
    await expect(note.getByRole("link")).toHaveAttribute("href", `/${kind}`);
  }
  await gotoHydrated(page, "/privacy");
  await expect(page.getByTestId("legal-translation-note")).toHaveCount(0);
});

test("the legal pages are indexable with their own titles", async ({ visitor: page }) => {
  const titles = {
    "/privacy": "Datenschutzerklärung",
    "/imprint": "Impressum",
    "/terms": "AGB",
    "/en/privacy": "Privacy Policy",
    "/en/imprint": "Imprint",
    "/en/terms": "Terms & Conditions",
  };
  for (const [path, title] of Object.entries(titles)) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | Spreegeist Events`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${path}$`),
    );
  }
});
