/**
 * The rule for all text (decision 0167) as staff meet it, in a real browser against the real
 * server: a right-to-left override pasted into the offer editor's company, and into the
 * street the deposit invoice asks for, is refused with a message beside the field in the
 * screen's language, German and English, at 1280 and 390 px (screenshots with SHOTS_DIR).
 */
import type { APIRequestContext } from "@playwright/test";
import { signedInState } from "./admin-support";
import { enquiryLead, outboxMail, sendOfferByApi } from "./offer-support";
import { expect, test } from "./fixtures";
import { shot } from "./shots";
import { locales } from "../../app/i18n/locales.ts";

const REVERSED = "\u202EHbmG relleM";

const words = {
  de: {
    company: "Firma",
    save: "Speichern",
    refused: "Der Text enthält ein unsichtbares Steuer- oder Richtungszeichen",
    issueDeposit: "Anzahlungsrechnung erstellen",
    street: "Straße und Hausnummer",
    postalCode: "PLZ",
    city: "Ort",
    issue: "Erstellen und mailen",
    direction: "Der Text enthält ein Zeichen, das die Schreibrichtung umkehrt (U+202E)",
  },
  en: {
    company: "Company",
    save: "Save",
    refused: "The text contains an invisible control or direction character",
    issueDeposit: "Issue deposit invoice",
    street: "Street and number",
    postalCode: "Postal code",
    city: "City",
    issue: "Issue and mail",
    direction: "The text contains a character that reverses the direction of writing (U+202E)",
  },
} as const;

/** The customer accepts the offer at its link with the mailed code, as the form posts. */
async function acceptOnline(api: APIRequestContext, baseURL: string, email: string) {
  const link = /https?:\/\/\S+(\/angebot\/[\w-]{43})/.exec(
    (await outboxMail(baseURL, "offer", email)).text,
  )![1]!;
  const headers = { origin: baseURL };
  expect((await api.post(`${link}/code`, { headers })).status()).toBe(200);
  const code = /\b(\d{6})\b/.exec((await outboxMail(baseURL, "offer_code", email)).text)![1]!;
  const accepted = await api.post(`${link}/accept`, {
    headers,
    form: { name: "Jana Weiß", position: "Teamleitung", termsAccepted: "yes", code },
    maxRedirects: 0,
  });
  expect(accepted.status(), await accepted.text()).toBe(303);
}

test("a direction character is refused beside its field in the screen's language", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const staff = await signedInState(browser, baseURL!, "staff");
  const tag = Date.now().toString(36);
  const email = `jana.${tag}@mueller.example`;
  const leadId = await enquiryLead(
    baseURL!,
    { name: "Jana Weiß", company: `Müller ${tag}` },
    email,
  );
  const context = await browser.newContext({ baseURL, storageState: staff });
  const headers = { origin: baseURL! };
  const created = await context.request.post(`/api/admin/leads/${leadId}/offers`, { headers });
  expect(created.status()).toBe(201);
  const draftId = ((await created.json()) as { id: string }).id;
  // A sent offer without the customer's address, accepted: its deposit invoice asks for one.
  const otherLead = await enquiryLead(baseURL!, { name: "Jana Weiß", company: `M ${tag}` }, email);
  const sent = await sendOfferByApi(context.request, baseURL!, otherLead, { depositBp: 5000 });
  await acceptOnline(context.request, baseURL!, email);

  for (const locale of locales) {
    const t = words[locale];
    for (const width of [1280, 390]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(
        (value) => localStorage.setItem("spreegeist-admin-locale", value),
        locale,
      );

      await page.goto(`/admin/offers/${draftId}`);
      const company = page.getByLabel(t.company, { exact: true });
      await company.fill(REVERSED);
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await expect(company).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(t.refused)).toBeVisible();
      await company.scrollIntoViewIfNeeded();
      await shot(page, `text-rule-offer-${locale}-${width}`);

      await page.goto(`/admin/offers/${sent.id}`);
      await page.getByRole("button", { name: t.issueDeposit }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(t.street).fill(`Friedrichstraße 123${REVERSED}`);
      await dialog.getByLabel(t.postalCode).fill("10117");
      await dialog.getByLabel(t.city).fill("Berlin");
      await dialog.getByRole("button", { name: t.issue }).click();
      await expect(dialog.getByText(t.direction)).toBeVisible();
      await expect(dialog.getByLabel(t.street)).toHaveAttribute("aria-invalid", "true");
      await shot(page, `text-rule-invoice-${locale}-${width}`);
      await page.close();
    }
  }
  await context.close();
});
