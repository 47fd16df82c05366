/**
 * The leads inbox in a real browser against the real server: a public enquiry appears live
 * in the open inbox (count in the tab title); a lead's state and note in its timeline,
 * "Antworten" opening the composer; the CSV export; a privacy erase with its confirmation;
 * axe (WCAG 2.2 AA + target-size) on every screen of this part of the back office.
 */
import { readFileSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { fillForm, uniqueName, waitOutFillTime, withCookieChoice } from "./enquiry-support";
import { signedInState } from "./admin-support";
import { wcagViolations } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";

/** Sends the public contact form as a visitor, in a context of its own. */
async function sendEnquiry(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await withCookieChoice(visitor);
  await gotoHydrated(visitor, "/contact");
  await fillForm(visitor, { name, event: "Teamkochen" });
  await waitOutFillTime(visitor);
  await visitor.getByTestId("enquiry-submit").click();
  await expect(visitor.getByTestId("enquiry-success")).toBeVisible({ timeout: 10_000 });
  await context.close();
}

let state: string;
test.beforeAll(async ({ browser, baseURL }) => {
  state = await signedInState(browser, baseURL!, "owner");
});

test.describe("leads inbox", () => {
  test("a public enquiry appears live in the open inbox, counted in the title", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, storageState: state });
    const page = await context.newPage();
    await page.goto("/admin/leads");
    await expect(page.getByRole("heading", { name: "Anfragen" })).toBeVisible();
    // The number in brackets is the overdue leads' (other tests may have made some).
    await expect(page).toHaveTitle(/^(\(\d+\) )?Anfragen – Backoffice$/);
    const name = uniqueName("Live Lead");
    await sendEnquiry(browser, baseURL!, name);
    await expect(page.getByRole("link", { name })).toBeVisible({ timeout: 5_000 });
    await expect(page).toHaveTitle(/^(\(\d+\) )?\d+ neu · Anfragen – Backoffice$/);
    await expect(page.getByTestId("live-count")).toBeVisible();
    await context.close();
  });

  test("state change and note in a lead's timeline; the reply composer; CSV export", async ({
    browser,
    baseURL,
  }) => {
    const name = uniqueName("Stateful Lead");
    await sendEnquiry(browser, baseURL!, name);
    const context = await browser.newContext({ baseURL, storageState: state });
    const page = await context.newPage();
    await page.goto(`/admin/leads?q=${encodeURIComponent(name.split(" ").at(-1)!)}`);
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name: `Anfrage von ${name}` })).toBeVisible();
    const timeline = page.getByTestId("timeline");
    await expect(timeline).toContainText("Eingegangen über das Formular auf /contact");

    await page.getByTestId("reply").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    // A state off the usual way: from the quieter "Anderer Status".
    await page.getByRole("button", { name: "Anderer Status" }).click();
    await page.getByRole("button", { name: "Status ändern: Angebot gesendet" }).click();
    await expect(page.getByTestId("state-saved")).toHaveText(
      "Status geändert: neu → Angebot gesendet.",
    );
    const change = timeline.getByRole("listitem").first();
    await expect(change).toContainText("Status: neu → Angebot gesendet");
    await expect(change).toContainText("Olga Owner");

    await page.getByRole("textbox", { name: "Notiz" }).fill("Angebot über 24 Personen geschickt.");
    await page.getByRole("button", { name: "Notiz speichern" }).click();
    const note = timeline.getByRole("listitem").first();
    await expect(note).toContainText("Angebot über 24 Personen geschickt.");
    await expect(note).toContainText("Olga Owner");
    expect(await wcagViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Zurück zu den Anfragen" }).click();
    await page.getByLabel("Status").selectOption("offer_sent");
    await page.getByRole("button", { name: "Anwenden" }).click();
    await expect(page.getByRole("link", { name })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Als CSV exportieren" }).click(),
    ]);
    const csv = readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.subarray(3).toString("utf8");
    // Every cell quoted (CSV injection: docs/security.md).
    expect(text.split("\r\n")[0]).toMatch(/^"Eingang \(Berlin\)";"Status";"Name";/);
    expect(text).toContain(`;"Angebot gesendet";"${name}";`);
    await context.close();
  });

  test("an owner erases a person's data after confirming the address", async ({
    browser,
    baseURL,
  }) => {
    const name = uniqueName("Erase Me");
    await sendEnquiry(browser, baseURL!, name);
    const context = await browser.newContext({ baseURL, storageState: state });
    const page = await context.newPage();
    await page.goto("/admin/privacy");
    await page.getByLabel("E-Mail-Adresse").fill("anna@beispiel.example");
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect(page.getByTestId("privacy-enquiries")).toBeVisible();
    await page.getByRole("button", { name: "Alles löschen …" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/noch einmal eingeben/).fill("someone@else.example");
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(
      dialog.getByText("Die Adresse stimmt nicht mit der gesuchten überein."),
    ).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await dialog.getByLabel(/noch einmal eingeben/).fill("anna@beispiel.example");
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: /Gelöscht: \d+ Anfrage/ }),
    ).toBeVisible();
    await page.goto(`/admin/leads?q=${encodeURIComponent(name.split(" ").at(-1)!)}`);
    await expect(page.getByText("Keine Anfragen für diese Filter.")).toBeVisible();
    await context.close();
  });

  // The figures are checked in admin-figures.spec.ts.
  for (const screen of ["/admin/leads", "/admin/privacy", "/admin/consents"]) {
    for (const width of [390, 1280]) {
      test(`axe finds nothing on ${screen} at ${width} px`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({
          baseURL,
          storageState: state,
          viewport: { width, height: 900 },
        });
        const page = await context.newPage();
        await page.goto(screen);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("status")).toHaveCount(0); // loaded
        expect(await wcagViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
