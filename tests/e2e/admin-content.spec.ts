/**
 * The content editor in a real browser against the real server: open an event from the
 * content list, change its German title and price, save the draft, publish, see the success
 * and the new revision with its diff, then restore the version before (so the site returns
 * to its content); an empty English title is refused with the field named next to it and in
 * the summary, in the German and the English back office; axe on the list and the editor.
 */
import type { Page } from "@playwright/test";
import { signedInState } from "./admin-support";
import { axeViews, wcagViolations } from "./axe";
import { expect, test } from "./fixtures";
import { contentServerURL } from "./servers";

// Against the second server, whose content no other spec reads (tests/e2e/servers.ts).
test.use({ baseURL: contentServerURL });

// An event whose facts no other browser test depends on; it is restored at the end.
const EVENT = "survival-training";

/** The editor's control for a field of the document ("de.title" -> #field-de_title). */
const field = (page: Page, dotted: string) =>
  page.locator(`#field-${dotted.replace(/[^a-zA-Z0-9_-]/g, "_")}`);

/** Opens the collapsed section with the address and the search-engine texts. */
async function openAdvanced(page: Page) {
  const section = page.getByTestId("advanced");
  if (!(await section.evaluate((d) => (d as HTMLDetailsElement).open))) {
    await section.locator("summary").click();
  }
}

/** Replaces a price quoted in a text ("149 €", "€149") by another. */
const requote = (text: string, from: number, to: number) =>
  text
    .replace(new RegExp(`\\b${from}(\\s?€)`, "g"), `${to}$1`)
    .replace(new RegExp(`(€\\s?)${from}\\b`, "g"), `$1${to}`);

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
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Survival Training" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Survival Training" })).toBeVisible();

  // German and English side by side, labelled with their language.
  const deTitle = page.getByRole("textbox", { name: "Titel (Deutsch)", exact: true }).first();
  await expect(deTitle).toHaveValue(/Survival Training/);
  await expect(field(page, "en.title")).toHaveAccessibleName("Titel (Englisch)");
  expect(await wcagViolations(page)).toEqual([]);

  const oldTitle = await deTitle.inputValue();
  const newTitle = `${oldTitle} XL`;
  await deTitle.fill(newTitle);
  const price = page.getByRole("textbox", { name: "Preis ab (€ pro Person)" });
  const oldPrice = Number(await price.inputValue());
  const newPrice = oldPrice + 10;
  // Read as typed in either language (decision 0163): "1,250" is refused beside the field as
  // ambiguous; "NN,00" is NN euros (a browser's number input made it NN00).
  await price.fill("1,250");
  await expect(page.getByText("Das kann 1250 oder 1,25 heißen.", { exact: false })).toBeVisible();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await price.fill(`${newPrice},00`);
  await price.blur();
  await expect(price).toHaveValue(String(newPrice));
  // Texts that quote the price must quote the new one (the server checks it).
  await openAdvanced(page);
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
  await expect(
    page.getByText(/^Veröffentlicht\. Die Seite ist in wenigen Sekunden online/),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("Ungespeicherte Änderungen")).toHaveCount(0);

  const latest = page.getByTestId("revision").first();
  await expect(latest).toContainText("veröffentlicht von Stefan Staff");
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
  expect(await wcagViolations(page)).toEqual([]);

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

test("a new price with the German search text still quoting the old one is refused in German next to the field, then accepted", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: state });
  const page = await context.newPage();
  await page.goto("/admin/content/event/bogenschiessen");
  await page.getByRole("textbox", { name: "Preis ab (€ pro Person)" }).fill("65");
  await openAdvanced(page);
  for (const dotted of ["de.description", "en.description", "detail.en.seo.description"]) {
    const text = field(page, dotted);
    await text.fill(requote(await text.inputValue(), 55, 65));
  }
  const meta = field(page, "detail.de.seo.description");
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  const words = "Der Text nennt 55 €, der Preis ab ist aber 65 €. Bitte den Text anpassen.";
  await expect(meta).toHaveAttribute("aria-invalid", "true");
  await expect(meta).toHaveAccessibleDescription(new RegExp(words.replace(/[.€]/g, "\\$&")));
  await expect(page.getByTestId("content-issues")).toContainText(words);
  // Fixed: the message goes as soon as the text is right, and publishing goes through.
  await meta.fill(requote(await meta.inputValue(), 55, 65));
  await expect(meta).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("content-issues")).toHaveCount(0);
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(
    page.getByText(/^Veröffentlicht\. Die Seite ist in wenigen Sekunden online/),
  ).toBeVisible({
    timeout: 30_000,
  });
  // Nothing differs now: publishing is off.
  await expect(page.getByRole("button", { name: "Veröffentlichen" })).toBeDisabled();
  await context.close();
});

test("only what applies: no cuisine on a horror event, cuisine on Teamkochen", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: state });
  const page = await context.newPage();
  await page.goto("/admin/content/event/horror-night-walk");
  await expect(page.getByRole("combobox", { name: "Intensität" })).toBeVisible();
  await expect(page.getByLabel("Art der Küche")).toHaveCount(0);
  await page.goto("/admin/content/event/teamkochen");
  await expect(page.getByRole("combobox", { name: "Art der Küche" })).toHaveValue(/.+/);
  await expect(page.getByLabel("Intensität")).toHaveCount(0);
  expect(await wcagViolations(page)).toEqual([]);
  await context.close();
});

test("a picture chosen in the picker; leaving with unsaved changes asks first", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: state });
  const page = await context.newPage();
  await page.goto("/admin/content/event/kistenklettern");
  const picture = page.getByTestId("picture-picker").first();
  const before = await picture.textContent();
  await picture.getByRole("button", { name: /Bild wählen/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("searchbox").fill("bogen");
  await dialog.getByRole("option").first().click();
  await expect(picture).not.toHaveText(before ?? "");
  await expect(page.getByTestId("save-state")).toHaveText("Ungespeicherte Änderungen");
  // In-app navigation before the draft is saved is asked about; staying keeps the change.
  await page.getByRole("link", { name: "Alle Inhalte" }).click();
  const question = page.getByRole("dialog");
  await expect(question).toContainText("Seite verlassen?");
  await question.getByRole("button", { name: "Bleiben" }).click();
  await expect(page).toHaveURL(/kistenklettern$/);
  await expect(picture).not.toHaveText(before ?? "");
  await context.close();
});

test("a draft saved while typing survives a reload; discarding it asks first", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: state });
  const page = await context.newPage();
  await page.goto("/admin/content/event/bubble-football");
  const location = field(page, "de.location");
  await location.fill("Sporthalle Moabit");
  await expect(page.getByTestId("save-state")).toHaveText(/^Gespeichert um \d{1,2}:\d{2}$/);
  await page.reload();
  await expect(location).toHaveValue("Sporthalle Moabit");
  // Behind "Mehr", with the keyboard alone; the focus comes back to "Mehr" afterwards.
  const more = page.getByRole("toolbar").getByRole("button", { name: "Mehr" });
  await more.focus();
  await page.keyboard.press("Enter");
  const discard = page.getByRole("menuitem", { name: "Entwurf verwerfen" });
  await expect(discard).toBeVisible();
  for (let i = 0; i < 6 && !(await discard.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(discard).toBeFocused();
  await page.keyboard.press("Enter");
  await page.getByRole("dialog").getByRole("button", { name: "Entwurf verwerfen" }).click();
  await expect(more).toBeFocused();
  await expect(location).not.toHaveValue("Sporthalle Moabit");
  await context.close();
});

test("a new article from its title: the address proposed, no errors until publishing, reading time from the text", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: state });
  const page = await context.newPage();
  await page.goto("/admin/content");
  await page.getByRole("button", { name: "Neuer Artikel" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Titel (Deutsch)").fill("Grüße vom Müggelsee");
  await expect(dialog.getByLabel(/^Adresse/)).toHaveValue("gruesse-vom-mueggelsee");
  await expect(dialog).toContainText("spreegeist-events.de/news/gruesse-vom-mueggelsee");
  expect(await wcagViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Anlegen" }).click();
  await page.waitForURL(/\/admin\/content\/article\/\d+$/);
  await expect(field(page, "de.title")).toHaveValue("Grüße vom Müggelsee");
  await expect(page.getByTestId("content-issues")).toHaveCount(0);
  const body = field(page, "de.body");
  await body.fill(Array.from({ length: 600 }, () => "Wort").join(" "));
  await expect(field(page, "readMinutes")).toHaveText("3 Min.");
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByTestId("content-issues")).toContainText("Pflichtfeld: Bitte ausfüllen.");
  await openAdvanced(page);
  await expect(field(page, "de.seo.title")).toHaveValue("Grüße vom Müggelsee");
  expect(await wcagViolations(page)).toEqual([]);
  await context.close();
});

test("axe finds nothing on the list, an event, an article and the new-entry dialog, in German at 390 px and in English at 1280 px; the action bar takes at most two rows on a phone, one on a desktop, in both languages", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const views = [
    {
      language: "de",
      width: 390,
      more: "Mehr",
      save: "Entwurf speichern",
      newEntry: "Neues Event",
    },
    { language: "en", width: 1280, more: "More", save: "Save draft", newEntry: "New event" },
    { language: "en", width: 390, more: "More", save: "Save draft", newEntry: "New article" },
    {
      language: "de",
      width: 1280,
      more: "Mehr",
      save: "Entwurf speichern",
      newEntry: "Neuer Artikel",
    },
  ];
  for (const { language, width, more, save, newEntry } of views) {
    const context = await browser.newContext({
      baseURL,
      storageState: state,
      viewport: { width, height: 800 },
    });
    await context.addInitScript((locale) => {
      localStorage.setItem("spreegeist-admin-locale", locale);
    }, language);
    const page = await context.newPage();
    const where = `${language} ${width}px`;
    // axe in its two views (tests/e2e/axe.ts); the action bar's rows in all four.
    const axe = axeViews.some((view) => view.locale === language && view.width === width);
    const noViolations = async (what: string) => {
      if (axe) expect(await wcagViolations(page), `${where} ${what}`).toEqual([]);
    };
    for (const path of ["/admin/content/event/teamkochen", "/admin/content/article/1"]) {
      await page.goto(path);
      const bar = page.getByRole("toolbar");
      const moreButton = bar.getByRole("button", { name: more });
      await expect(moreButton).toBeVisible();
      // Rows: the distinct vertical centres of the bar's items (they are centred in a row).
      const rows = await bar.evaluate(
        (el) =>
          new Set(
            [...el.children].map((child) => {
              const box = child.getBoundingClientRect();
              return Math.round((box.top + box.height / 2) / 8);
            }),
          ).size,
      );
      expect(rows, `${where} ${path}: rows of the action bar`).toBeLessThanOrEqual(
        width < 640 ? 2 : 1,
      );
      await noViolations(path);
    }
    // The menu open, on the article.
    await page.getByRole("toolbar").getByRole("button", { name: more }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await noViolations("menu");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("toolbar").getByRole("button", { name: more })).toBeFocused();
    // A toolbar's keys: the arrows move between its buttons (publishing is off: nothing
    // changed), End goes to the last.
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("toolbar").getByRole("button", { name: save })).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("toolbar").getByRole("button", { name: more })).toBeFocused();
    // The list, then the new-entry dialog over it.
    await page.goto("/admin/content");
    await expect(
      page.getByRole("status").filter({ hasText: /^(Einträge|Entries): \d+/ }),
    ).toBeVisible();
    await noViolations("list");
    await page.getByRole("button", { name: newEntry }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await noViolations("new entry");
    await context.close();
  }
});
