/**
 * The enquiry form with JavaScript, as visitors use it: errors in both languages, keyboard
 * only, success with toast and confirmation, a double click, a failed send.
 */
import { axeOn, wcagTags } from "./axe";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";
import { site } from "../../app/content/site";
import {
  fillForm,
  mailsFor,
  uniqueName,
  waitOutFillTime,
  withCookieChoice,
} from "./enquiry-support";

test.beforeEach(async ({ page }) => withCookieChoice(page));

/** WCAG 2.2 AA (with target size) on the form in whatever state it shows now. */
async function expectAccessibleForm(page: Page) {
  const results = await axeOn(page)
    .include("#enquiry")
    .withTags(wcagTags)
    .options({ rules: { "target-size": { enabled: true } } })
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
}

for (const [path, t] of [
  [
    "/contact",
    {
      summary: "Bitte prüfen Sie Ihre Angaben:",
      name: "Ihr Name",
      nameError: "Bitte füllen Sie „Ihr Name“ aus.",
      email: "Geschäftliche E-Mail",
      emailError: "Bitte geben Sie eine gültige E-Mail-Adresse an",
      participants: "Anzahl Teilnehmende",
      participantsError: "Bitte geben Sie eine ganze Zahl von 4 bis 1000 an.",
      privacyError: "Bitte bestätigen Sie, dass Sie die Datenschutzerklärung gelesen haben.",
    },
  ],
  [
    "/en/contact",
    {
      summary: "Please check your details:",
      name: "Your name",
      nameError: "Please fill in “Your name”.",
      email: "Work e-mail",
      emailError: "Please enter a valid e-mail address",
      participants: "Number of participants",
      participantsError: "Please enter a whole number from 4 to 1000.",
      privacyError: "Please confirm that you have read the privacy policy.",
    },
  ],
] as const) {
  test(`${path} shows errors beside the fields and in a focused summary, keeping the input`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    await page.getByLabel(t.email).fill("not-an-email");
    await page.getByLabel(t.participants).fill("2");
    const requests: string[] = [];
    page.on("request", (r) => r.method() === "POST" && requests.push(r.url()));
    await page.getByTestId("enquiry-submit").click();

    const summary = page.getByTestId("enquiry-error-summary");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading")).toHaveText(t.summary);
    const startsWith = (text: string) =>
      new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
    await expect(summary.getByRole("link")).toHaveText([
      t.nameError,
      /./, // company
      startsWith(t.emailError),
      t.participantsError,
      /./, // event
      t.privacyError,
    ]);
    const name = page.getByLabel(t.name);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(t.nameError);
    await expect(page.getByLabel(t.email)).toHaveValue("not-an-email"); // nothing lost
    await expect(page.getByLabel(t.participants)).toHaveValue("2");
    expect(requests).toEqual([]); // nothing sent
    await expectAccessibleForm(page);

    // A summary link takes the visitor to the field; fixing it clears its error.
    await summary.getByRole("link", { name: t.participantsError }).click();
    await expect(page.getByLabel(t.participants)).toBeFocused();
    await page.getByLabel(t.participants).fill("40");
    await expect(page.getByLabel(t.participants)).not.toHaveAttribute("aria-invalid");
    await expect(summary.getByRole("link", { name: t.participantsError })).toHaveCount(0);
  });
}

test("a visitor completes and sends the form with the keyboard only", async ({ page }) => {
  const name = uniqueName("Keyboard");
  // A link to the form (#enquiry) makes the next Tab start there; from anywhere else the
  // loop simply tabs on until it reaches the first field.
  await gotoHydrated(page, "/contact?event=Bowling#enquiry");
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.id === "enquiry-name")) break;
  }
  await expect(page.getByLabel("Ihr Name")).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Tastatur AG");
  await page.keyboard.press("Tab");
  await page.keyboard.type("tastatur@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("030 1234567");
  await page.keyboard.press("Tab");
  await page.keyboard.type("12");
  await page.keyboard.press("Tab"); // the "why we ask" disclosure
  await page.keyboard.press("Enter");
  await expect(page.getByText("Warum wir fragen:")).toBeVisible();
  await page.keyboard.press("Tab");
  // The link chose Bowling: the select now adds another event, the list below holds Bowling.
  await expect(page.getByRole("combobox", { name: "Weiteres Event hinzufügen" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Bowling entfernen" })).toBeFocused();
  await page.keyboard.press("Tab"); // date
  await page.keyboard.type("Freitag, 11. Dezember");
  await page.keyboard.press("Tab"); // message
  await page.keyboard.type("Wir sind 12 Leute.");
  await page.keyboard.press("Tab"); // privacy checkbox
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox")).toBeChecked();
  await page.keyboard.press("Tab"); // the privacy link inside its label
  await page.keyboard.press("Tab"); // the submit button (the honeypot is skipped)
  await expect(page.getByTestId("enquiry-submit")).toBeFocused();
  await waitOutFillTime(page);
  await page.keyboard.press("Enter");

  const success = page.getByTestId("enquiry-success");
  await expect(success).toBeFocused();
  await expect(success).toContainText("innerhalb von 24 Stunden");
  await expect(success).toContainText("tastatur@example.com");
  await expect(page.getByTestId("toast")).toContainText("Anfrage gesendet");
  await expect(page.getByLabel("Ihr Name")).toHaveValue(""); // the form is reset
  await expectAccessibleForm(page);
  await expect.poll(() => mailsFor(name).length).toBe(2);
  const agency = mailsFor(name).find((mail) => mail.headers.to === site.email);
  expect(agency?.headers.subject).toBe("Anfrage: Bowling · 12 Personen · Tastatur AG");
  expect(agency?.headers["reply-to"]).toBe(`${name} <tastatur@example.com>`);
});

test("success shows a toast and the confirmation in English; a double click sends once", async ({
  page,
}) => {
  const name = uniqueName("Double");
  await gotoHydrated(page, "/en/contact");
  await fillForm(page, { name, english: true, event: "Grill Duel" });
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/enquiries")) posts.push(r.url());
  });
  await waitOutFillTime(page);
  await page.getByTestId("enquiry-submit").dblclick();

  await expect(page.getByTestId("enquiry-success")).toContainText("usually reply within 24 hours");
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Enquiry sent");
  await expect(toast).toContainText("within 24 hours");
  expect(posts).toHaveLength(1);
  await expect.poll(() => mailsFor(name).length).toBe(2);
  const confirmation = mailsFor(name).find((mail) => mail.headers.to?.includes("anna@"));
  expect(confirmation?.headers.subject).toBe("Your enquiry with Spreegeist Events: Grill Duel");
});

test("a failed send says so with phone and e-mail, keeps the input, and can be sent again", async ({
  page,
}) => {
  const name = uniqueName("Retry");
  await gotoHydrated(page, "/contact");
  await fillForm(page, { name, event: "Bowling" });
  await page.getByLabel("Nachricht (optional)").fill("Bitte um Rückruf.");
  await waitOutFillTime(page);

  await page.route("**/api/enquiries", (route) => route.abort("internetdisconnected"));
  await page.getByTestId("enquiry-submit").click();
  const failure = page.getByTestId("enquiry-failure");
  await expect(failure).toBeFocused();
  await expect(failure).toContainText("Die Verbindung ist abgebrochen");
  await expect(failure.getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    `tel:${site.phone.e164}`,
  );
  await expect(failure.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(page.getByLabel("Ihr Name")).toHaveValue(name);
  await expect(page.getByLabel("Nachricht (optional)")).toHaveValue("Bitte um Rückruf.");
  await expect(page.getByTestId("enquiry-submit")).toBeEnabled();
  await expectAccessibleForm(page);

  await page.route("**/api/enquiries", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: '{"error":"too_many_requests","message":"Too many requests"}',
    }),
  );
  await page.getByTestId("enquiry-submit").click();
  await expect(failure).toContainText("Bitte warten Sie eine Minute");

  await page.unrouteAll();
  await page.getByTestId("enquiry-submit").click();
  await expect(page.getByTestId("enquiry-success")).toBeVisible();
  await expect.poll(() => mailsFor(name).length).toBe(2);
});
