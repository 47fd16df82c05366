/**
 * Late payers in a real browser, on the site's server (its data written by the global set-up
 * before it starts: three deposit invoices issued weeks ago, tests/support/overdue-invoices.ts): the
 * month's statement is read and its credit pays one invoice, which leaves the overdue list;
 * the deposit open 5 days before its event is listed; a payment reminder is prepared for the
 * English customer, an empty text is refused beside the box, the sent reminder shows its day
 * on the row with the next level offered, and the lead's timeline has it with its mail. axe
 * finds nothing in the dialog. With EVIDENCE=<folder> it saves the statement and the reminder
 * at 1280 and 390 px in both languages.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { berlinDay } from "../../app/shared/berlin-time.ts";
import { locales } from "../../app/i18n/locales.ts";
import { camt053 } from "../support/bank-statements";
import type { SeededInvoice } from "../support/overdue-invoices.ts";
import { signedInState } from "./admin-support";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";
import { mainPort, overdueInvoicesFile } from "./servers";

const baseURL = `http://127.0.0.1:${mainPort}`;

async function shots(page: Page, name: string, ready: (page: Page) => Locator) {
  const folder = process.env.EVIDENCE;
  if (!folder) return;
  for (const locale of locales) {
    await page.evaluate((value) => localStorage.setItem("spreegeist-admin-locale", value), locale);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(ready(page)).toBeVisible();
      await page.screenshot({
        path: path.join(folder, `${name}-${locale}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await page.evaluate(() => localStorage.setItem("spreegeist-admin-locale", "de"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
}

test("a statement pays one late invoice and a reminder goes to another", async ({ browser }) => {
  test.setTimeout(120_000);
  const [paid, english, soon] = JSON.parse(readFileSync(overdueInvoicesFile(), "utf8")) as [
    SeededInvoice,
    SeededInvoice,
    SeededInvoice,
  ];
  const staff = await signedInState(browser, baseURL, "staff");
  const context = await browser.newContext({ baseURL, storageState: staff });
  const folder = mkdtempSync(path.join(tmpdir(), "reminders-"));
  try {
    const page = await context.newPage();
    await page.goto("/admin/invoices");
    const overdue = page.getByTestId("overdue-invoices");
    await expect(overdue.getByTestId("overdue-row")).toHaveCount(3);
    await expect(page.getByTestId("deposits-due")).toContainText(soon.number);
    await expect(page.getByTestId("deposits-due")).toContainText("Event am");

    // The month's statement: its credit names the first invoice.
    const statement = path.join(folder, "auszug.xml");
    const today = berlinDay();
    writeFileSync(
      statement,
      camt053(
        [
          {
            ref: `REM-${paid.number}`,
            cents: paid.amountDueCents,
            bookedOn: today,
            payer: paid.company,
            text: `Anzahlung ${paid.number}`,
          },
        ],
        `STMT-${Date.now()}`,
      ),
    );
    await page.getByRole("link", { name: "Kontoauszug einlesen" }).click();
    await page.getByLabel("Kontoauszug (CAMT.053, XML)").setInputFiles(statement);
    await page.getByRole("button", { name: "Einlesen" }).click();
    const proposal = page.getByTestId("statement-line-proposed").filter({ hasText: paid.number });
    await expect(proposal).toBeVisible();
    await shots(page, "statement", (p) => p.getByTestId("statement-line-proposed").first());
    await proposal.getByRole("button", { name: `Zahlung für ${paid.number} buchen` }).click();
    await expect(page.getByRole("status")).toContainText(`Zahlung für ${paid.number} gebucht.`);

    await page.goto("/admin/invoices");
    await expect(overdue.getByTestId("overdue-row")).toHaveCount(2);
    const row = overdue.getByTestId("overdue-row").filter({ hasText: english.number });
    await row.getByRole("button", { name: "Zahlungserinnerung vorbereiten" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("reminder-subject")).toHaveText(
      `Payment reminder: invoice ${english.number}`,
    );
    const text = dialog.getByLabel("Text");
    await expect(text).toHaveValue(/is still open/);
    await expect(text).toHaveValue(/IBAN: DE02 1203 0000 0000 2020 51/);
    expect(await wcagViolations(page)).toEqual([]);
    if (process.env.EVIDENCE) {
      for (const locale of locales) {
        for (const width of [1280, 390]) {
          await page.keyboard.press("Escape");
          await page.evaluate((value) => {
            localStorage.setItem("spreegeist-admin-locale", value);
          }, locale);
          await page.setViewportSize({ width, height: 900 });
          await page.reload();
          await page.getByTestId("overdue-row").filter({ hasText: english.number });
          await page
            .getByTestId("overdue-row")
            .filter({ hasText: english.number })
            .getByTestId("reminder-open")
            .click();
          await expect(page.getByRole("dialog").getByLabel("Text")).toHaveValue(/still open/);
          await page.screenshot({
            path: path.join(process.env.EVIDENCE, `reminder-${locale}-${width}.png`),
          });
        }
      }
      await page.keyboard.press("Escape");
      await page.evaluate(() => localStorage.setItem("spreegeist-admin-locale", "de"));
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.reload();
      await row.getByRole("button", { name: "Zahlungserinnerung vorbereiten" }).click();
    }
    const written = `${await text.inputValue()}`;
    await text.fill("");
    await dialog.getByRole("button", { name: "Jetzt senden" }).click();
    await expect(text).toHaveAccessibleDescription("Bitte schreiben Sie den Text der Erinnerung.");
    await text.fill(written);
    await dialog.getByRole("button", { name: "Jetzt senden" }).click();
    await expect(page.getByRole("status").first()).toContainText(
      `Zahlungserinnerung zu ${english.number} gesendet.`,
    );
    await expect(row).toContainText(/Zahlungserinnerung am \d\d\.\d\d\.\d{4}/);
    await expect(row.getByRole("button", { name: "1. Mahnung vorbereiten" })).toBeVisible();
    await shots(page, "overdue-after-reminder", (p) => p.getByTestId("deposits-due"));

    await page.goto(`/admin/leads/${english.leadId}`);
    await expect(page.getByText(`Zahlungserinnerung zu ${english.number} gesendet`)).toBeVisible();
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await context.close();
  }
});
