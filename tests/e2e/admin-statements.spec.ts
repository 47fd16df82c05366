/**
 * Bank statements in a real browser against the real server: an offer with a deposit is
 * accepted online (the deposit invoice is issued); staff upload a file that is not XML (the
 * error stands beside the file field), then a CAMT.053 statement whose credit names the
 * deposit invoice; the proposal is confirmed in one click, undone with a reason and
 * assigned again by hand through the invoice search (decision 0199); the invoice shows
 * "bezahlt" and the lead's timeline the payments received and the one undone. axe finds nothing on the screen. With
 * STATEMENT_SHOTS=<folder> it also saves the screen at 1280 and 390 px in both languages.
 * A bank's CSV (Windows-1252, Soll/Haben column) is mapped on its preview: a missing column
 * is named beside its select, the mapping is saved under a name, proposed again for the
 * same file, and the second import records nothing twice (decision 0198); with SHOTS_DIR
 * the mapping screen is saved at 1280 and 390 px in both languages.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { locales, type Locale } from "../../app/i18n/locales.ts";
import { berlinDay } from "../../app/shared/berlin-time.ts";
import { bankCsv, camt053 } from "../support/bank-statements";
import { signedInState } from "./admin-support";
import { wcagViolations } from "./axe";
import { enquiryLead, outboxMail, sendOfferByApi } from "./offer-support";
import { expect, test } from "./fixtures";
import { shot, shotsDir } from "./shots";

async function shots(page: Page, name: string) {
  const folder = process.env.STATEMENT_SHOTS;
  if (!folder) return;
  for (const locale of locales) {
    await page.evaluate((value) => localStorage.setItem("spreegeist-admin-locale", value), locale);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        locale === "de" ? "Kontoauszüge" : "Bank statements",
      );
      await expect(page.getByTestId("statement-line-proposed").first()).toBeVisible();
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

test("a statement's credit is proposed, confirmed, undone, assigned by hand and pays the deposit invoice", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const staff = await signedInState(browser, baseURL!, "staff");
  const context = await browser.newContext({ baseURL, storageState: staff });
  await context.addInitScript(() => {
    if (!localStorage.getItem("spreegeist-admin-locale")) {
      localStorage.setItem("spreegeist-admin-locale", "de");
    }
  });
  const email = `kasse.${tag}@kiezbrauerei.example`;
  const leadId = await enquiryLead(
    baseURL!,
    { name: `Paul Schmidt ${tag}`, company: `Kiezbrauerei ${tag}` },
    email,
  );
  const address = { street: "Torstraße 1", postalCode: "10119", city: "Berlin", country: "DE" };
  const offer = await sendOfferByApi(context.request, baseURL!, leadId, {
    address,
    depositBp: 5000,
  });
  // The customer accepts with the mailed code; the deposit invoice is issued.
  const headers = { origin: baseURL! };
  const link = /https?:\/\/\S+(\/angebot\/[\w-]{43})/.exec(
    (await outboxMail(baseURL!, "offer", email)).text,
  )![1]!;
  expect((await context.request.post(`${link}/code`, { headers })).status()).toBe(200);
  const code = /\b(\d{6})\b/.exec((await outboxMail(baseURL!, "offer_code", email)).text)![1]!;
  const accepted = await context.request.post(`${link}/accept`, {
    headers,
    form: { name: `Paul Schmidt ${tag}`, position: "Inhaber", termsAccepted: "yes", code },
    maxRedirects: 0,
  });
  expect(accepted.status()).toBe(303);
  const listed = (await (
    await context.request.get(`/api/admin/offers/${offer.id}/invoices`)
  ).json()) as { invoices: Array<{ id: string; number: string; amountDueCents: number }> };
  const deposit = listed.invoices[0]!;

  const folder = mkdtempSync(path.join(tmpdir(), "statement-"));
  try {
    const broken = path.join(folder, "broken.xml");
    writeFileSync(broken, "<Document><BkToCstmrStmt>");
    const statement = path.join(folder, "auszug.xml");
    writeFileSync(
      statement,
      camt053(
        [
          {
            ref: `E2E-${tag}-1`,
            cents: deposit.amountDueCents,
            bookedOn: berlinDay(),
            payer: `Kiezbrauerei ${tag}`,
            text: `Anzahlung ${deposit.number} Sommerfest`,
          },
          {
            ref: `E2E-${tag}-2`,
            cents: 4_711,
            bookedOn: berlinDay(),
            payer: "Unbekannt",
            text: `Erstattung ${tag}`,
          },
        ],
        `STMT-${tag}`,
      ),
    );

    const page = await context.newPage();
    await page.goto("/admin/invoices");
    await page.getByRole("link", { name: "Kontoauszug einlesen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontoauszüge");
    const file = page.getByLabel("Kontoauszug (CAMT.053, XML)");
    await page.getByRole("button", { name: "Einlesen" }).click();
    await expect(file).toHaveAccessibleDescription(/Bitte wählen Sie die Datei/);
    await file.setInputFiles(broken);
    await page.getByRole("button", { name: "Einlesen" }).click();
    await expect(file).toHaveAccessibleDescription(/kein gültiges XML/);
    await expect(file).toHaveAttribute("aria-invalid", "true");

    await file.setInputFiles(statement);
    await page.getByRole("button", { name: "Einlesen" }).click();
    await expect(page.getByRole("status")).toContainText("2 neue Gutschrift(en) eingelesen");
    const proposal = page
      .getByTestId("statement-line-proposed")
      .filter({ hasText: `E2E-${tag}-1` });
    await expect(proposal).toContainText(deposit.number);
    await expect(
      page.getByTestId("statement-line-unmatched").filter({ hasText: `E2E-${tag}-2` }),
    ).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await shots(page, "statements");

    await proposal.getByRole("button", { name: `Zahlung für ${deposit.number} buchen` }).click();
    await expect(page.getByRole("status")).toContainText(`Zahlung für ${deposit.number} gebucht.`);
    await expect(proposal).toHaveCount(0);

    // Undone (the reason asked, beside its box), then assigned again by hand via the search.
    const recorded = page
      .getByTestId("statement-line-confirmed")
      .filter({ hasText: `E2E-${tag}-1` });
    await recorded
      .getByRole("button", { name: `Zahlung für ${deposit.number} rückgängig machen` })
      .click();
    const undo = recorded.getByRole("button", { name: "Zahlung rückgängig machen", exact: true });
    await undo.click();
    const reason = recorded.getByLabel("Grund");
    await expect(reason).toHaveAccessibleDescription(/Bitte nennen Sie den Grund/);
    await shot(page, "statements-undo-reason-de-1280");
    await reason.fill("Versehentlich gebucht");
    await undo.click();
    await expect(
      page.getByText(`Zahlung für ${deposit.number} rückgängig gemacht; wieder offen:`),
    ).toBeVisible();
    await expect(recorded).toHaveCount(0);
    const unassigned = page
      .getByTestId("statement-line-unmatched")
      .filter({ hasText: `E2E-${tag}-1` });
    await unassigned.getByLabel("Andere Rechnung suchen").fill(deposit.number);
    await unassigned.getByRole("radio", { name: new RegExp(deposit.number) }).check();
    await shot(page, "statements-assign-by-hand-de-1280");
    await unassigned.getByRole("button", { name: "Buchen", exact: true }).click();
    await expect(page.getByText(`Zahlung für ${deposit.number} gebucht.`)).toBeVisible();
    await expect(unassigned).toHaveCount(0);

    await page.goto(`/admin/invoices/${deposit.id}`);
    await expect(page.getByTestId("invoice-status")).toHaveText("bezahlt");
    await page.goto(`/admin/leads/${leadId}`);
    await expect(page.getByText(`Zahlung zu ${deposit.number} eingegangen`)).toHaveCount(2);
    await expect(page.getByText("aus dem Kontoauszug")).toHaveCount(2);
    await expect(page.getByText(`Zahlung zu ${deposit.number} rückgängig gemacht`)).toBeVisible();
    await expect(page.getByText("Grund: Versehentlich gebucht")).toBeVisible();
    await shot(page, "lead-timeline-payment-undone-de-1280");
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await context.close();
  }
});

test("a bank's CSV is mapped on its preview, the mapping saved and proposed again", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const staff = await signedInState(browser, baseURL!, "staff");
  const context = await browser.newContext({ baseURL, storageState: staff });
  await context.addInitScript(() => {
    if (!localStorage.getItem("spreegeist-admin-locale")) {
      localStorage.setItem("spreegeist-admin-locale", "de");
    }
  });
  const today = berlinDay();
  const folder = mkdtempSync(path.join(tmpdir(), "statement-csv-"));
  try {
    const file = path.join(folder, `umsaetze-${tag}.csv`);
    writeFileSync(
      file,
      bankCsv([
        { bookedOn: today, cents: 12_345, payer: `Bäckerei Größe ${tag}`, text: `Spende ${tag}` },
        { bookedOn: today, cents: -5_000, payer: "Vermieter", text: "Miete" },
        {
          bookedOn: today,
          cents: 6_789,
          payer: `Kiezkantine ${tag}`,
          iban: "DE02 1203 0000 0000 2020 51",
          text: `Rückzahlung ${tag}`,
        },
      ]),
    );
    const page = await context.newPage();
    const open = async (locale: Locale) => {
      await page.evaluate(
        (value) => localStorage.setItem("spreegeist-admin-locale", value),
        locale,
      );
      await page.reload();
      await page.getByLabel(locale === "de" ? "Kontoauszug" : "Bank statement").setInputFiles(file);
      await page.getByRole("button", { name: locale === "de" ? "Einlesen" : "Import" }).click();
      await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(
        locale === "de" ? "Spalten der CSV-Datei zuordnen" : "Map the CSV file's columns",
      );
    };
    await page.goto("/admin/statements");
    await open("de");
    // The preview as read: Windows-1252 decoded, the header line found under the account lines.
    const preview = page.getByRole("table", { name: "Vorschau der ersten Zeilen" });
    await expect(preview.getByRole("columnheader", { name: "Soll/Haben" })).toBeVisible();
    await expect(preview).toContainText(`Bäckerei Größe ${tag}`);
    await expect(
      page.getByText("Zeichensatz Windows-1252 · Trennzeichen Semikolon (;)"),
    ).toBeVisible();
    // The columns are proposed from their names; one taken away is named beside its select.
    const amount = page.getByLabel("Betrag", { exact: true });
    await expect(amount).toHaveValue("Umsatz");
    await expect(page.getByLabel("Soll/Haben (falls eigene Spalte)")).toHaveValue("Soll/Haben");
    await amount.selectOption("");
    await page.getByRole("button", { name: "Mit dieser Zuordnung einlesen" }).click();
    await expect(amount).toHaveAccessibleDescription("Bitte wählen Sie die Spalte.");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await amount.selectOption("Umsatz");
    expect(await wcagViolations(page)).toEqual([]);
    if (shotsDir) {
      for (const locale of locales) {
        await open(locale);
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await shot(page, `statements-csv-mapping-${locale}-${width}`);
        }
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await open("de");
    }
    await page.getByLabel("Zuordnung speichern als").fill(`Volksbank ${tag}`);
    await page.getByRole("button", { name: "Mit dieser Zuordnung einlesen" }).click();
    await expect(page.getByRole("status").first()).toContainText(
      "2 neue Gutschrift(en) eingelesen",
    );
    await expect(page.getByRole("status").first()).toContainText("1 Abbuchung(en)");
    const line = page.getByTestId("statement-line-unmatched").filter({ hasText: `Spende ${tag}` });
    await expect(line).toContainText("123,45");
    await expect(
      page.getByTestId("statement-line-unmatched").filter({ hasText: `Kiezkantine ${tag}` }),
    ).toContainText("IBAN DE02120300000000202051");

    // The same file again: the saved mapping is proposed, nothing is recorded twice.
    await page.getByLabel("Kontoauszug").setInputFiles(file);
    await page.getByRole("button", { name: "Einlesen" }).click();
    await expect(
      page.getByText(`Gespeicherte Zuordnung „Volksbank ${tag}“ vorgeschlagen – bitte prüfen.`),
    ).toBeVisible();
    await expect(page.getByLabel("Zuordnung speichern als")).toHaveValue(`Volksbank ${tag}`);
    await page.getByRole("button", { name: "Mit dieser Zuordnung einlesen" }).click();
    await expect(page.getByRole("status").first()).toContainText(
      "0 neue Gutschrift(en) eingelesen",
    );
    await expect(page.getByRole("status").first()).toContainText("Schon eingelesen: 2");
    await expect(
      page.getByTestId("statement-line-unmatched").filter({ hasText: `Spende ${tag}` }),
    ).toHaveCount(1);
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await context.close();
  }
});
