/**
 * The shortlist (docs/product.md#shortlist): "Merken" on cards and detail pages, the count
 * in the top bar, the shortlist page with remove buttons and one enquiry about all, kept in
 * this browser across reloads and never sent.
 */
import { expect, gotoHydrated, test, waitForHydration } from "./fixtures";

test("saving and removing events survives a reload and is never sent", async ({ page }) => {
  await gotoHydrated(page, "/teambuilding-events");
  const count = page.getByTestId("shortlist-count");
  await expect(count).toHaveText("0");

  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" || request.url().includes("/api/")) requests.push(request.url());
  });
  const rally = page.getByTestId("button-save-city-rally-berlin");
  await expect(rally).toHaveAccessibleName("Merken");
  await expect(rally).toHaveAttribute("aria-pressed", "false");
  await rally.click();
  await page.getByTestId("button-save-cross-golf").click();
  await expect(rally).toHaveAttribute("aria-pressed", "true");
  await expect(count).toHaveText("2");
  await expect(page.getByTestId("link-shortlist")).toHaveAccessibleName("Merkliste: 2");
  expect(requests, "saving sends nothing").toEqual([]);
  expect(await page.context().cookies()).not.toContainEqual(
    expect.objectContaining({ value: expect.stringContaining("city-rally") }),
  );

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("button-save-city-rally-berlin")).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(count).toHaveText("2");

  await page.getByTestId("link-shortlist").click();
  await expect(page).toHaveURL(/\/merkliste$/);
  await waitForHydration(page);
  await expect(page.getByTestId("shortlist-status")).toHaveText("2 gemerkte Events");
  await expect(page.getByTestId("shortlist-items").getByRole("listitem")).toHaveCount(2);
  await page.getByTestId("button-remove-city-rally-berlin").click();
  await expect(page.getByTestId("shortlist-item-city-rally-berlin")).toHaveCount(0);
  await expect(page.getByTestId("shortlist-status")).toBeFocused();
  await expect(count).toHaveText("1");

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("shortlist-items").getByRole("listitem")).toHaveCount(1);
  await expect(page.getByTestId("shortlist-item-cross-golf")).toBeVisible();

  await page.getByTestId("button-remove-cross-golf").click();
  await expect(page.getByTestId("shortlist-empty")).toBeVisible();
  await expect(count).toHaveText("0");
});

test("'Enquire about all' opens the contact form with every shortlisted event", async ({
  page,
}) => {
  await gotoHydrated(page, "/en/events/zombie-virus");
  // The detail page's own button.
  await page.getByTestId("button-save-zombie-virus").click();
  await gotoHydrated(page, "/en/event-finder");
  await page.getByTestId("button-save-team-olympiade").click();
  await page.getByTestId("button-save-kanutour").click();
  await expect(page.getByTestId("shortlist-count")).toHaveText("3");

  await gotoHydrated(page, "/en/shortlist");
  await expect(page.getByTestId("shortlist-status")).toHaveText("3 saved events");
  const link = page.getByTestId("link-enquire-all");
  await expect(link).toHaveText("Enquire about all");
  const href = new URL((await link.getAttribute("href")) ?? "", page.url());
  expect(href.pathname).toBe("/en/contact");
  expect(href.searchParams.getAll("event")).toEqual([
    "ZOMBIE VIRUS",
    "Team Olympics",
    "Canoe Tour",
  ]);
  // The contact page opens with all three chosen (tests/e2e/enquiry-several.spec.ts).
  await link.click();
  await expect(page).toHaveURL(/\/en\/contact\?event=ZOMBIE/);
});

test("the shortlist page switches language to its counterpart", async ({ page }) => {
  await gotoHydrated(page, "/merkliste");
  await expect(page.getByTestId("language-switch-bar")).toHaveAttribute("href", "/en/shortlist");
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    /\/en\/shortlist$/,
  );
});

test("without JavaScript the shortlist says it needs it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/shortlist");
  await expect(page.getByTestId("shortlist-needs-script")).toHaveText(
    "The shortlist lives in your browser and needs JavaScript.",
  );
  await page.goto("/en/horror-events");
  await expect(page.getByTestId("button-save-zombie-virus")).toBeDisabled();
  await context.close();
});
