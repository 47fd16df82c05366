/**
 * The enquiry form without JavaScript: it posts as a plain form and the visitor gets a
 * page in their language; with an error the page says what to fix and the browser's back
 * button returns to the form with everything still typed in.
 */
import { expect, test } from "./fixtures";
import { mailsFor, uniqueName } from "./enquiry-support";

test.use({ javaScriptEnabled: false });

for (const [path, t] of [
  [
    "/contact",
    {
      name: "Ihr Name",
      company: "Firma",
      email: "Geschäftliche E-Mail",
      participants: "Anzahl Teilnehmende",
      privacy: /Ich habe die/,
      submit: "Anfrage senden",
      thanks: "Vielen Dank für Ihre Anfrage",
      check: "Bitte prüfen Sie Ihre Angaben",
      error: "Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@firma.de.",
      lang: "de",
    },
  ],
  [
    "/en/contact",
    {
      name: "Your name",
      company: "Company",
      email: "Work e-mail",
      participants: "Number of participants",
      privacy: /I have read the/,
      submit: "Send enquiry",
      thanks: "Thank you for your enquiry",
      check: "Please check your details",
      error: "Please enter a valid e-mail address, for example name@company.com.",
      lang: "en",
    },
  ],
] as const) {
  test(`without JavaScript ${path} posts and answers in its language`, async ({ page }) => {
    const name = uniqueName("NoJS");
    await page.goto(path);
    await page.getByLabel(t.name).fill(name);
    await page.getByLabel(t.company).fill("Ohne Skript GmbH");
    // Valid for the browser's own check (no script needed), not for the server's schema.
    await page.getByLabel(t.email).fill("noscript@example");
    await page.getByLabel(t.participants).fill("30");
    await page.getByRole("combobox", { name: "Event" }).selectOption({ index: 2 });
    await page.getByLabel(t.privacy).check();

    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", t.lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.check);
    await expect(page.getByRole("listitem")).toHaveText([t.error]);

    await page.goBack();
    await expect(page.getByLabel(t.name)).toHaveValue(name); // nothing typed is lost
    await expect(page.getByLabel(t.participants)).toHaveValue("30");
    await page.getByLabel(t.email).fill("noscript@example.com");
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.thanks);
    await expect(page.getByRole("status")).toContainText("24");
    await expect.poll(() => mailsFor(name).length).toBe(2);
  });
}
