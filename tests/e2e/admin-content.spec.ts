/**
 * The content editor in a real browser against the real server: open an event from the
 * content list, change its German title and price, save the draft, publish, see the success
 * and the new revision with its diff, then restore the version before (so the site returns
 * to its content); an empty English title is refused with the field named next to it and in
 * the summary, in the German and the English back office; axe on the list and the editor.
 */
import type { Page } from "@playwright/test";
import { axeViolations, signedInState } from "./admin-support";
import { expect, test } from "./fixtures";

// An event whose facts no other browser test depends on; it is restored at the end.
const EVENT = "survival-training";

/** The editor's control for a field of the document ("de.title" -> #field-de_title). */
const field = (page: Page, dotted: string) =>
  page.locator(`#field-${dotted.replace(/[^a-zA-Z0-9_-]/g, "_")}`);

let state: string;
test.beforeAll(async ({ browser, baseURL }) => {
  state = await signedInState(browser, baseURL!, "staff");
});

// One after the other: both edit the same event.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test("edit an event's German title and price, publish, see the revision; restore it", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: state });
  const page = await context.newPage();
  await page.goto("/admin/content");
  await page.getByRole("searchbox", { name: "Inhalte durchsuchen" }).fill("survival");
  await expect(page.getByRole("status").filter({ hasText: "Einträge: 1" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Survival Training" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Survival Training" })).toBeVisible();

  // German and English side by side, labelled with their language.
  const deTitle = page.getByRole("textbox", { name: "Titel (Deutsch)", exact: true }).first();
  await expect(deTitle).toHaveValue(/Survival Training/);
  await expect(field(page, "en.title")).toHaveAccessibleName("Titel (Englisch)");
  expect(await axeViolations(page)).toEqual([]);

  const oldTitle = await deTitle.inputValue();
  const newTitle = `${oldTitle} XL`;
  await deTitle.fill(newTitle);
  const price = page.getByRole("spinbutton", { name: "Preis ab (€ pro Person)" });
  const oldPrice = Number(await price.inputValue());
  const newPrice = oldPrice + 10;
  await price.fill(String(newPrice));
  // Texts that quote the price must quote the new one (the server checks it).
  for (const dotted of [
    "de.description",
    "en.description",
    "detail.de.seo.description",
    "detail.en.seo.description",
  ]) {
    const text = field(page, dotted);
    const value = await text.inputValue();
    await text.fill(
      value
        .replace(new RegExp(`\\b${oldPrice}(\\s?€)`, "g"), `${newPrice}$1`)
        .replace(new RegExp(`(€\\s?)${oldPrice}\\b`, "g"), `$1${newPrice}`),
    );
  }
  await expect(page.getByText("Ungespeicherte Änderungen")).toBeVisible();

  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page.getByText(/^Entwurf gespeichert/)).toBeVisible();
  await expect(page.getByTestId("content-issues")).toHaveCount(0);

  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  // The answer comes once this server serves the re-rendered pages.
  await expect(page.getByText("Wird veröffentlicht …")).toBeVisible();
  await expect(page.getByText(/^Veröffentlicht: Die Website zeigt jetzt Version \d+/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("Ungespeicherte Änderungen")).toHaveCount(0);

  const latest = page.getByTestId("revision").first();
  await expect(latest).toContainText(/veröffentlicht von staff-.*@agency\.example/);
  await expect(latest).toContainText("aktuell");
  await expect(latest).toContainText(`Titel (Deutsch): „${oldTitle}“ → „${newTitle}“`);
  await expect(latest).toContainText(`Preis ab (€ pro Person): ${oldPrice} → ${newPrice}`);

  // The version before comes back with "restore", after a confirmation.
  await page
    .getByTestId("revision")
    .nth(1)
    .getByRole("button", { name: "Wiederherstellen" })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("wiederherstellen?");
  await dialog.getByRole("button", { name: "Wiederherstellen und veröffentlichen" }).click();
  await expect(page.getByText(/^Version wiederhergestellt und veröffentlicht/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(deTitle).toHaveValue(oldTitle);
  await expect(price).toHaveValue(String(oldPrice));
  await expect(page.getByTestId("revision").first()).toContainText("wiederhergestellt von");
  await context.close();
});

test("an empty English title is refused, named next to the field, in German and English", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: state });
  const page = await context.newPage();
  await page.goto(`/admin/content/event/${EVENT}`);
  const enTitle = field(page, "en.title");
  await expect(enTitle).toHaveValue("Survival Training");
  await expect(page.getByTestId("revision").first()).toBeVisible();
  const revisions = await page.getByTestId("revision").count();
  expect(revisions).toBeGreaterThan(0);
  await enTitle.fill("");
  await page.getByRole("button", { name: "Veröffentlichen" }).click();

  const summary = page.getByTestId("content-issues");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Titel (Englisch): Pflichtfeld: Bitte ausfüllen.");
  await expect(enTitle).toHaveAttribute("aria-invalid", "true");
  await expect(enTitle).toHaveAccessibleDescription("Pflichtfeld: Bitte ausfüllen.");
  // The summary's entry moves the keyboard to the field.
  await summary.getByRole("link", { name: "Titel (Englisch)" }).click();
  await expect(enTitle).toBeFocused();
  // Nothing was published.
  await expect(page.getByTestId("revision")).toHaveCount(revisions);
  expect(await axeViolations(page)).toEqual([]);

  // The same in the English back office.
  await page.getByRole("button", { name: /English/ }).click();
  await expect(summary).toContainText("Title (English): Required: please fill in.");
  await expect(enTitle).toHaveAccessibleName("Title (English)");
  await expect(enTitle).toHaveAccessibleDescription("Required: please fill in.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(summary).toContainText("To correct before publishing: 1");
  await expect(page.getByTestId("revision")).toHaveCount(revisions);
  await page.getByRole("button", { name: /Deutsch/ }).click();
  await context.close();
});
