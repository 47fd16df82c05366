import { expect, gotoHydrated, test } from "./fixtures";

test("the home page hydrates", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
