/**
 * Offers in the back office in a real browser against the real server: from a German lead
 * with two events "Angebot erstellen" opens a draft with both events at the catalogue's
 * prices; an extra line and a discount change the live totals; a price too high for the
 * server shows its error beside the price field in German and goes when the price changes;
 * saved, sent through the dialog (its mail text with the {link} placeholder), the offer is
 * read-only with its number A-<year>-NNNN; its PDF (read with pdftotext) carries the number,
 * the three lines, the discount, the gross the page showed and the § 19 sentence, and the
 * customer's mail in the outbox names the number, links the offer and attaches the PDF; the
 * lead shows "Angebot gesendet" and the timeline's entry. axe (WCAG 2.2 AA + target-size)
 * finds nothing on the editor and the offers list.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getSession, postJson } from "../api/support/client";
import { signedInState } from "./admin-support";
import { wcagViolations } from "./axe";
import { outboxMail } from "./offer-support";
import { expect, test } from "./fixtures";

/** The text of a PDF as poppler's pdftotext lays it out. */
function pdfText(bytes: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), "offer-pdf-"));
  try {
    const file = path.join(folder, "offer.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A German enquiry for two events, as the contact form sends it. */
async function twoEventLead(baseURL: string, tag: string): Promise<string> {
  const response = await postJson(
    `${baseURL}/api/enquiries`,
    await getSession(baseURL),
    {
      name: `Erika Muster ${tag}`,
      company: `Muster GmbH ${tag}`,
      email: `erika.${tag}@muster.example`,
      phone: "+49 30 1234567",
      participants: 24,
      events: ["Lebkuchenherzen verzieren", "Weihnachtliches Teamkochen"],
      date: "Anfang Dezember, gern freitags",
      message: "Wir möchten beides kombinieren.",
      privacy: true,
      language: "de",
      sourcePage: "/kontakt",
      elapsedMs: 15_000,
    },
    { "idempotency-key": randomUUID() },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

let staff: string;
test.beforeAll(async ({ browser, baseURL }) => {
  staff = await signedInState(browser, baseURL!, "staff");
});

test("from a lead to a sent offer: lines, discount, a field error, the dialog, the PDF", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const tag = Date.now().toString(36);
  const leadId = await twoEventLead(baseURL!, tag);
  const context = await browser.newContext({ baseURL, storageState: staff });
  await context.addInitScript(() => localStorage.setItem("spreegeist-admin-locale", "de"));
  const page = await context.newPage();

  await page.goto(`/admin/leads/${leadId}`);
  await page.getByRole("button", { name: "Angebot erstellen" }).click();
  await page.waitForURL(/\/admin\/offers\/[\w-]+$/);
  const editor = page.getByTestId("offer-editor");
  await expect(editor.getByRole("heading", { name: "Angebotsentwurf" })).toBeVisible();
  // Both events at the catalogue's prices, the lead's wish beside the date.
  const lines = editor.getByTestId("offer-lines").getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByLabel("Bezeichnung")).toHaveValue("Lebkuchenherzen verzieren");
  await expect(lines.nth(1).getByLabel("Bezeichnung")).toHaveValue("Weihnachtliches Teamkochen");
  await expect(editor.getByText("Wunschtermin laut Anfrage: Anfang Dezember")).toBeVisible();
  const before = await editor.getByTestId("offer-gross").textContent();

  // An extra (Catering, per person) and 10 % discount: the totals follow as typed.
  await editor.getByRole("button", { name: "+ Catering" }).click();
  await expect(lines).toHaveCount(3);
  await lines.nth(2).getByLabel("Menge").fill("24");
  await lines.nth(2).getByLabel("Einzelpreis (€)").fill("12,50");
  await expect(lines.nth(2).getByTestId("line-amount")).toHaveText("300,00 €");
  await editor.getByLabel("Rabatt", { exact: true }).selectOption("percent");
  await editor.getByLabel("Rabatt in %").fill("10");
  const totals = editor.getByTestId("offer-totals");
  await expect(totals).toContainText("Rabatt");
  await expect(editor.getByTestId("offer-gross")).not.toHaveText(before ?? "");

  // A price the server refuses: its words beside the field, in German; gone when changed.
  await lines.nth(2).getByLabel("Einzelpreis (€)").fill("999999");
  await page.getByRole("button", { name: "Speichern" }).click();
  const priceError = lines
    .nth(2)
    .getByText("Bitte einen Betrag von 0,00 € bis 100.000,00 € eingeben.");
  await expect(priceError).toBeVisible();
  await expect(lines.nth(2).getByLabel("Einzelpreis (€)")).toHaveAttribute("aria-invalid", "true");
  await lines.nth(2).getByLabel("Einzelpreis (€)").fill("12,50");
  await expect(priceError).toHaveCount(0);

  // The date and saving: the server's gross is what the page says is stored.
  await editor.getByLabel("Datum").fill("2026-12-11");
  await page.getByRole("button", { name: "Speichern" }).click();
  const gross = (await editor.getByTestId("offer-gross").textContent())!;
  await expect(editor.getByTestId("offer-stored")).toHaveText(`Gespeichert: Gesamt ${gross}.`);
  expect(await wcagViolations(page)).toEqual([]);

  // Sending through the dialog.
  await page.getByRole("button", { name: "Senden …" }).click();
  const dialog = page.getByTestId("send-dialog");
  await expect(dialog.getByRole("textbox", { name: "Text" })).toHaveValue(/\{link\}/);
  await dialog.getByRole("button", { name: "Jetzt senden" }).click();
  // Sending draws the PDF in its transaction: on a busy machine that takes a few seconds.
  const sent = page.getByTestId("sent-offer");
  await expect(sent.getByTestId("offer-number")).toHaveText(
    new RegExp(`^A-${new Date().getFullYear()}-\\d{4}$`),
    { timeout: 20_000 },
  );
  await expect(sent.getByTestId("offer-status").first()).toHaveText("gesendet");
  const pdf = await context.request.get(
    (await sent.getByTestId("offer-pdf").getAttribute("href"))!,
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const number = (await sent.getByTestId("offer-number").textContent())!;
  // Any run of white space (pdftotext keeps the no-break spaces of "1.234,56 €") as one.
  const text = pdfText(await pdf.body()).replace(/\s+/g, " ");
  expect(text).toContain(`Angebot ${number}`);
  for (const line of ["Lebkuchenherzen verzieren", "Weihnachtliches Teamkochen", "Catering"]) {
    expect(text).toContain(line);
  }
  expect(text).toContain("Rabatt");
  expect(text).toContain(gross.replace(/\s/g, " "));
  expect(text).toMatch(/Gemäß §\s19\sUStG wird keine Umsatzsteuer berechnet\./);
  // The customer's mail: the number, the link to the offer online, the PDF attached.
  const mail = await outboxMail(baseURL!, "offer", `erika.${tag}@muster.example`);
  expect(mail.headers.subject).toContain(number);
  expect(mail.text).toMatch(/\/angebot\/[\w-]{43}/);
  expect(mail.raw).toContain("application/pdf");

  // The lead: "Angebot gesendet", the timeline's entry with the number.
  await page.getByRole("link", { name: /Zur Anfrage/ }).click();
  await expect(
    page.locator('section[aria-labelledby="lead-title"]').getByText("Angebot gesendet"),
  ).toBeVisible();
  await expect(page.getByTestId("timeline")).toContainText(`Angebot ${number} gesendet`);
  await expect(page.getByTestId("lead-offers")).toContainText(number);

  // The offers list lists it among the open ones; axe finds nothing there either.
  await page.goto("/admin/offers");
  await expect(page.getByRole("link", { name: number })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await context.close();
});
