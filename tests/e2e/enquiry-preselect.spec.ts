/**
 * Every enquiry button of every list page opens the contact page with its event chosen in
 * the form; the language switch keeps the choice; an unknown event is kept as free text.
 */
import { expect, gotoHydrated, test } from "./fixtures";
import { rawDocument } from "../support/site";
import { withCookieChoice } from "./enquiry-support";

const listPages = [
  "/teambuilding-events",
  "/creative-events",
  "/christmas-events",
  "/culinary-events",
  "/horror-events",
  "/social-events",
  "/en/teambuilding-events",
  "/en/creative-events",
  "/en/christmas-events",
  "/en/culinary-events",
  "/en/horror-events",
  "/en/social-events",
];

test.beforeEach(async ({ page }) => withCookieChoice(page));

for (const path of listPages) {
  test(`every enquiry button on ${path} pre-selects its event`, async ({ page, request }) => {
    const { document } = await rawDocument(request, path);
    const buttons = [...document.querySelectorAll('a[data-testid^="button-book-"]')].map((a) => ({
      href: a.getAttribute("href")!,
      title: a
        .closest('[data-testid^="card-event-"]')
        ?.querySelector("h2, h3")
        ?.textContent?.trim(),
    }));
    expect(buttons.length).toBeGreaterThanOrEqual(3);

    // The first and the last button clicked, as a visitor does it...
    const select = page.getByRole("combobox", { name: "Event" });
    for (const { href, title } of [buttons[0]!, buttons.at(-1)!]) {
      await gotoHydrated(page, path);
      await page.locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/contact\\?event=`));
      await expect(select, href).toHaveValue(title!);
    }
    // ...and every button's event is one of the form's choices, under the same title
    // (pre-selection itself matches titles: app/lib/enquiry-events.test.ts).
    const choices = await select
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    for (const { href, title } of buttons) {
      expect(new URL(href, "http://x").searchParams.get("event")).toBe(title);
      expect(choices, title).toContain(title);
    }
  });
}

test("the language switch keeps the chosen event, in the other language", async ({ page }) => {
  await gotoHydrated(page, "/contact?event=Teamkochen");
  await expect(page.getByRole("combobox", { name: "Event" })).toHaveValue("Teamkochen");
  await gotoHydrated(page, "/en/contact?event=Teamkochen");
  await expect(page.getByRole("combobox", { name: "Event" })).toHaveValue("Team Cooking");
  // A German-only event on the English page is still offered and chosen.
  await gotoHydrated(page, `/en/contact?event=${encodeURIComponent("Adventskränze binden")}`);
  await expect(page.getByRole("combobox", { name: "Event" })).toHaveValue("Advent Wreath Making");
});

test("an unknown event is kept as free text under 'other'", async ({ page }) => {
  await gotoHydrated(page, "/contact?event=Bootsfahrt%20auf%20der%20Spree");
  await expect(page.getByRole("combobox", { name: "Event" })).toHaveValue("other");
  const other = page.getByLabel("Ihre Idee oder Ihr Wunsch-Event (optional)");
  await expect(other).toBeVisible();
  await expect(other).toHaveValue("Bootsfahrt auf der Spree");
  // Choosing a listed event hides the free text again (CSS only).
  await page.getByRole("combobox", { name: "Event" }).selectOption("Bowling");
  await expect(other).toBeHidden();
});
