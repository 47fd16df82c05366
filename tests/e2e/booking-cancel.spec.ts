/**
 * A customer cancels their booking on a phone (390 px) in English, in a real browser
 * against the real server (decision 0189): staff send an offer for an event 10 days ahead
 * with a 50 % deposit, the customer accepts it with the mailed code, sees "Your booking",
 * opens "Cancel the booking", reads the fee the terms give (50 %, the deposit credited),
 * gets a second code by mail and cancels with it; the page then says the booking is
 * cancelled and what is left to pay, and staff see it cancelled on the offer's page. The page
 * runs no script; axe finds nothing on the booking and the cancelled page.
 */
import { berlinDay } from "../../app/shared/berlin-time.ts";
import { signedInState } from "./admin-support";
import { wcagViolations } from "./axe";
import { enquiryLead, outboxMail, sendOfferByApi } from "./offer-support";
import { expect, test } from "./fixtures";
import { shot } from "./shots";

let staff: string;
test.beforeAll(async ({ browser, baseURL }) => {
  staff = await signedInState(browser, baseURL!, "staff");
});

test.use({ viewport: { width: 390, height: 844 } });

test("a customer cancels the booking on a phone in English at the terms' fee", async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const staffContext = await browser.newContext({ baseURL, storageState: staff });
  const api = staffContext.request;
  const email = `jo.${tag}@example.example`;
  const leadId = await enquiryLead(
    baseURL!,
    { name: `Jo Miller ${tag}`, company: `Miller Ltd ${tag}` },
    email,
  );
  const address = { street: "Oranienstraße 1", postalCode: "10999", city: "Berlin", country: "DE" };
  const { id, number } = await sendOfferByApi(api, baseURL!, leadId, {
    address,
    depositBp: 5000,
    daysAhead: 10,
  });
  const offerMail = await outboxMail(baseURL!, "offer", email);
  const token = /\/angebot\/([\w-]{43})/.exec(offerMail.text)![1]!;

  // Accepting in English, with the mailed code.
  await page.goto(`/en/offer/${token}`);
  await page.getByRole("button", { name: "Accept" }).click();
  const code = /\b(\d{6})\b/.exec((await outboxMail(baseURL!, "offer_code", email)).text)![1]!;
  await page.getByLabel("Your name").fill(`Jo Miller ${tag}`);
  await page.getByLabel("Your position").fill("Team lead");
  await page.getByLabel(/I have read and accept/).check();
  await page.getByLabel("Code from the e-mail").fill(code);
  await page.getByRole("button", { name: /Accept with obligation/ }).click();

  // The booking as it stands, and what cancelling costs today.
  const booking = page.getByRole("region", { name: "Your booking" });
  await expect(booking).toContainText("confirmed · As of version 1");
  await expect(booking).toContainText("24 participants");
  await booking.getByText("Cancel the booking").click();
  await expect(page.getByTestId("cancel-quote")).toContainText(
    "Today, 10 days before the event, the cancellation fee under our terms is 50%",
  );
  await expect(page.getByTestId("cancel-quote")).toContainText("your deposit of");
  expect(await wcagViolations(page)).toEqual([]);
  await shot(page, "customer-cancel-quote-en-390");

  await page.getByRole("button", { name: "Get a code to cancel" }).click();
  await expect(
    page.getByText(/We have sent a 6-digit code to j•••@example\.example/),
  ).toBeVisible();
  const cancelMail = await expect
    .poll(async () => (await outboxMail(baseURL!, "offer_code", email)).headers.subject)
    .toBe(`Ihr Code zur Stornierung: Angebot ${number}`) // the offer's language
    .then(() => outboxMail(baseURL!, "offer_code", email));
  const cancelCode = /\b(\d{6})\b/.exec(cancelMail.text)![1]!;
  await page.getByLabel("Code from the e-mail").fill(cancelCode);
  await page.getByRole("button", { name: "Cancel for good" }).click();

  await expect(page.getByRole("heading", { name: "Your booking is cancelled" })).toBeVisible();
  await expect(
    page.getByText(/cancellation fee is 50%: .*less your deposit of .*Left to pay/),
  ).toBeVisible();
  await expect(page.getByText("Thank you, you accepted the offer")).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(await wcagViolations(page)).toEqual([]);
  await shot(page, "customer-cancelled-en-390");
  const mail = await outboxMail(baseURL!, "booking", email);
  expect(mail.headers.subject).toBe(`Stornierung: Buchung zum Angebot ${number}`);

  // Staff see it cancelled, with the fee, on the offer's page.
  const staffPage = await staffContext.newPage();
  await staffPage.setViewportSize({ width: 1280, height: 900 });
  await staffPage.goto(`/admin/offers/${id}`);
  await expect(staffPage.getByTestId("booking-state")).toHaveText(/storniert|cancelled/);
  await expect(staffPage.getByTestId("booking-cancelled")).toContainText(/50 ?%/);
  await shot(staffPage, "staff-booking-cancelled-1280");
  await staffContext.close();
});

test("staff cancel by the agency on a phone with a reason and another date, which the customer opens from their page", async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const staffContext = await browser.newContext({
    baseURL,
    storageState: staff,
    viewport: { width: 390, height: 844 },
  });
  const api = staffContext.request;
  const email = `kim.${tag}@example.example`;
  const leadId = await enquiryLead(
    baseURL!,
    { name: `Kim Wolf ${tag}`, company: `Wolf GmbH ${tag}` },
    email,
  );
  const address = { street: "Oranienstraße 1", postalCode: "10999", city: "Berlin", country: "DE" };
  const { id } = await sendOfferByApi(api, baseURL!, leadId, {
    address,
    depositBp: 5000,
    daysAhead: 12,
  });
  const offerMail = await outboxMail(baseURL!, "offer", email);
  const token = /\/angebot\/([\w-]{43})/.exec(offerMail.text)![1]!;
  await page.goto(`/angebot/${token}`);
  await page.getByRole("button", { name: "Annehmen" }).click();
  const code = /\b(\d{6})\b/.exec((await outboxMail(baseURL!, "offer_code", email)).text)![1]!;
  await page.getByLabel("Ihr Name").fill(`Kim Wolf ${tag}`);
  await page.getByLabel("Ihre Position").fill("Teamleitung");
  await page.getByLabel(/Ich habe .* gelesen/).check();
  await page.getByLabel("Code aus der E-Mail").fill(code);
  await page.getByRole("button", { name: /Verbindlich annehmen/ }).click();
  await expect(page.getByRole("region", { name: "Ihre Buchung" })).toBeVisible();

  // The customer paid the deposit.
  const listed = (await (
    await api.get(`/api/admin/offers/${id}/invoices`, { headers: { origin: baseURL! } })
  ).json()) as { invoices: { id: string; grossCents: number }[] };
  const deposit = listed.invoices[0]!;
  const paid = await api.post(`/api/admin/invoices/${deposit.id}/payment`, {
    headers: { origin: baseURL! },
    data: {
      paidOn: berlinDay(),
      paidCents: deposit.grossCents,
    },
  });
  expect(paid.status()).toBe(200);

  // Staff cancel on our side: the reason is required, one other date is proposed.
  const staffPage = await staffContext.newPage();
  await staffPage.goto(`/admin/offers/${id}`);
  await staffPage.getByRole("button", { name: "Absage durch uns" }).click();
  const dialog = staffPage.getByRole("dialog");
  await expect(dialog).toContainText("erstatten wir vollständig");
  await dialog.getByRole("button", { name: "Verbindlich stornieren" }).click();
  await expect(dialog.getByText("Bitte den Grund angeben.")).toBeVisible();
  await dialog
    .getByLabel("Grund der Absage")
    .fill("Unser Guide ist krank, und wir finden so kurzfristig keinen Ersatz.");
  const newDay = await staffPage.evaluate(() => {
    const day = new Date(Date.now() + 20 * 86_400_000);
    return day.toISOString().slice(0, 10);
  });
  await dialog.getByLabel("Neuer Termin 1 (optional)").fill(newDay);
  await shot(staffPage, "staff-agency-cancel-dialog-de-390");
  await dialog.getByRole("button", { name: "Verbindlich stornieren" }).click();
  await expect(staffPage.getByTestId("booking-state")).toHaveText("storniert");
  await expect(staffPage.getByTestId("booking-cancel-reason")).toContainText("Guide ist krank");
  const proposal = staffPage.getByTestId("booking-proposals").getByRole("link");
  await expect(proposal).toHaveCount(1);
  const width = await staffPage.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await shot(staffPage, "staff-agency-cancelled-de-390");
  await staffPage.setViewportSize({ width: 1280, height: 900 });
  await shot(staffPage, "staff-agency-cancelled-de-1280");
  const draftId = /\/offers\/([\w-]+)$/.exec((await proposal.getAttribute("href"))!)![1]!;

  // The customer's page: we cancelled, why, nothing owed.
  await page.reload();
  await expect(
    page.getByRole("heading", { name: "Wir mussten Ihre Buchung absagen" }),
  ).toBeVisible();
  await expect(
    page.getByText(/Sie zahlen nichts\. Ihre Anzahlung von .* erstatten wir vollständig/),
  ).toBeVisible();
  await expect(page.getByTestId("cancel-reason")).toContainText("Guide ist krank");

  // Staff send the new date as usual (the shared server books many days: with the override).
  const mail = (await (
    await api.get(`/api/admin/offers/${draftId}/mail-draft`, { headers: { origin: baseURL! } })
  ).json()) as { subject: string; text: string };
  const sent = await api.post(`/api/admin/offers/${draftId}/send`, {
    headers: { origin: baseURL! },
    data: { ...mail, overrideClash: true },
  });
  expect(sent.status()).toBe(200);
  const { number } = (await sent.json()) as { number: string };
  await staffPage.reload();
  await expect(staffPage.getByTestId("booking-proposals")).toContainText(
    `Angebot ${number} für den`,
  );
  await expect(staffPage.getByTestId("booking-proposals")).toContainText("gesendet");

  // The old page now links the new offer, in English too.
  await page.goto(`/en/offer/${token}`);
  await expect(page.getByRole("heading", { name: "We had to cancel your booking" })).toBeVisible();
  const open = page.getByRole("link", { name: new RegExp(`View offer ${number}`) });
  await expect(open).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await shot(page, "customer-agency-cancelled-en-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "customer-agency-cancelled-en-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/angebot/${token}`);
  await shot(page, "customer-agency-cancelled-de-390");
  await page.getByRole("link", { name: new RegExp(`Angebot ${number} für den`) }).click();
  await expect(page.getByRole("button", { name: "Annehmen" })).toBeVisible();
  await shot(page, "customer-new-date-offer-de-390");
  await staffContext.close();
});
