/**
 * Every enquiry button of every list page opens the contact page with its event chosen in
 * the form (the buttons' links on every list page, the click on one of each language); the
 * language switch keeps the choice; an unknown event is kept as free text.
 */
import type { APIRequestContext, Page } from "@playwright/test";
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

/** The enquiry buttons of a list page's prerendered HTML: each one's link and card title. */
async function enquiryButtons(request: APIRequestContext, path: string) {
  const { document } = await rawDocument(request, path);
  return [...document.querySelectorAll('a[data-testid^="button-book-"]')].map((a) => ({
    href: a.getAttribute("href")!,
    title: a.closest('[data-testid^="card-event-"]')?.querySelector("h2, h3")?.textContent?.trim(),
  }));
}

// Every button of every list page names its card's event, and that event is one of the
// form's choices under the same title (pre-selection itself matches titles:
// app/lib/enquiry-events.test.ts). The choices are in the contact page's prerendered HTML,
// the same select a click fills (below).
test("every enquiry button of every list page names an event the form offers", async ({
  request,
}) => {
  const choicesOf = async (contact: string) =>
    [
      ...(await rawDocument(request, contact)).document.querySelectorAll(
        `select[name="event"] option`,
      ),
    ].map((option) => option.getAttribute("value") ?? "");
  const choices = { de: await choicesOf("/contact"), en: await choicesOf("/en/contact") };
  for (const path of listPages) {
    const buttons = await enquiryButtons(request, path);
    expect(buttons.length, path).toBeGreaterThanOrEqual(3);
    const offered = path.startsWith("/en/") ? choices.en : choices.de;
    expect(offered.length, path).toBeGreaterThan(buttons.length / 2);
    for (const { href, title } of buttons) {
      expect(new URL(href, "http://x").searchParams.get("event"), path).toBe(title);
      expect(offered, `${path}: ${title}`).toContain(title);
    }
  }
});

// The click itself, as a visitor does it, on a list page of each language: the cards and
// their buttons are one component on every list page, the data checked above.
for (const path of ["/christmas-events", "/en/teambuilding-events"]) {
  test(`the first and the last enquiry button on ${path} pre-select their event`, async ({
    page,
    request,
  }) => {
    const buttons = await enquiryButtons(request, path);
    const chosen = page.getByTestId("enquiry-chosen-events").getByRole("listitem");
    for (const { href, title } of [buttons[0]!, buttons.at(-1)!]) {
      await gotoHydrated(page, path);
      await page.locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/contact\\?event=`));
      await expect(chosen, href).toHaveCount(1);
      await expect(chosen, href).toContainText(title!);
    }
  });
}

const chosenEvents = (page: Page) =>
  page.getByTestId("enquiry-chosen-events").getByRole("listitem");

test("the language switch keeps the chosen event, in the other language", async ({ page }) => {
  await gotoHydrated(page, "/contact?event=Teamkochen");
  await expect(chosenEvents(page)).toContainText(["Teamkochen"]);
  await gotoHydrated(page, "/en/contact?event=Teamkochen");
  await expect(chosenEvents(page)).toContainText(["Team Cooking"]);
  // A German-only event on the English page is still chosen.
  await gotoHydrated(page, `/en/contact?event=${encodeURIComponent("Adventskränze binden")}`);
  await expect(chosenEvents(page)).toContainText(["Advent Wreath Making"]);
});

test("an unknown event is kept as free text under 'other'", async ({ page }) => {
  await gotoHydrated(page, "/contact?event=Bootsfahrt%20auf%20der%20Spree");
  await expect(chosenEvents(page)).toContainText(["Sonstiges / noch unsicher"]);
  const other = page.getByLabel("Ihre Idee oder Ihr Wunsch-Event (optional)");
  await expect(other).toBeVisible();
  await expect(other).toHaveValue("Bootsfahrt auf der Spree");
  // Taking "other" out of the list hides the free text again (CSS only).
  await page.getByRole("button", { name: "Sonstiges / noch unsicher entfernen" }).click();
  await expect(other).toBeHidden();
});
