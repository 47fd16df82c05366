/**
 * A participant answers a booking's headcount link in German on a phone (390 px), in a real
 * browser against the real server (decision 0194): staff send an offer for an event ahead,
 * the customer accepts it (posted as the offer page's form does), the offer page shows the
 * link to pass on, the participant opens it, says yes with the German guide and a diet,
 * and sees the thanks (nothing of anyone's answer); staff see the count and the answer on
 * the offer's page. The page runs no script; axe finds nothing on the form.
 */
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { signedInState } from "./admin-support";
import { wcagViolations } from "./axe";
import { enquiryLead, outboxMail, sendOfferByApi } from "./offer-support";
import { expect, test } from "./fixtures";
import { shot, shotsDir } from "./shots";

let staff: string;
test.beforeAll(async ({ browser, baseURL }) => {
  staff = await signedInState(browser, baseURL!, "staff");
});

test.use({ viewport: { width: 390, height: 844 } });

/** An offer sent and accepted as the customer's page posts it; its id and offer token. */
async function acceptedOffer(
  api: APIRequestContext,
  request: APIRequestContext,
  baseURL: string,
  daysAhead: number,
) {
  const tag = `${Date.now().toString(36)}${daysAhead}`;
  const email = `lea.${tag}@example.example`;
  const leadId = await enquiryLead(
    baseURL,
    { name: `Lea Berg ${tag}`, company: `Berg GmbH ${tag}` },
    email,
  );
  const { id } = await sendOfferByApi(api, baseURL, leadId, { daysAhead });
  const token = /\/angebot\/([\w-]{43})/.exec(
    (await outboxMail(baseURL, "offer", email)).text,
  )![1]!;
  const headers = { origin: baseURL };
  expect((await request.post(`/angebot/${token}/code`, { headers, form: {} })).status()).toBe(200);
  const code = /\b(\d{6})\b/.exec((await outboxMail(baseURL, "offer_code", email)).text)![1]!;
  const accepted = await request.post(`/angebot/${token}/accept`, {
    headers,
    form: { name: `Lea Berg ${tag}`, position: "Teamleitung", termsAccepted: "yes", code },
    maxRedirects: 0,
  });
  expect(accepted.status()).toBe(303);
  return { id, token };
}

test("a participant answers the headcount link in German on a phone; staff see it", async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(60_000);
  const staffContext = await browser.newContext({ baseURL, storageState: staff });
  const { id, token } = await acceptedOffer(staffContext.request, page.request, baseURL!, 20);

  // The customer's offer page gives the link to pass on.
  await page.goto(`/angebot/${token}`);
  const section = page.getByRole("region", { name: "Link für Ihre Teilnehmenden" });
  const url = await section.getByLabel("Link zum Kopieren").inputValue();
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/teilnahme\/[\w-]{43}$/);

  // The participant answers in German.
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Teilnahme am Event" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expect(await wcagViolations(page)).toEqual([]);
  await shot(page, "participant-open-de-390");
  await page.getByLabel("Ihr Name").fill("Mia Sommer");
  await page.getByLabel("Ihre E-Mail-Adresse").fill("mia.sommer@example.example");
  await page.getByLabel("Ja, ich bin dabei").check();
  await page.getByLabel("Deutsch").check();
  await page.getByLabel("Ernährung").selectOption("vegetarian");
  await page.getByLabel(/Allergien/).fill("Haselnüsse");
  await page.getByRole("button", { name: "Antwort senden" }).click();
  await expect(
    page.getByRole("heading", { name: "Danke, Ihre Antwort ist angekommen" }),
  ).toBeVisible();
  await expect(page.getByText("Mia Sommer")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, "participant-answered-de-390");

  // Staff see the count and the answer on the offer's page.
  const staffPage = await staffContext.newPage();
  await staffPage.setViewportSize({ width: 1280, height: 900 });
  await staffPage.goto(`/admin/offers/${id}`);
  await expect(staffPage.getByTestId("headcount-confirmed")).toHaveText("1");
  await expect(staffPage.getByTestId("headcount-list")).toContainText("Mia Sommer");
  await expect(staffPage.getByTestId("headcount-list")).toContainText(/vegetarisch|vegetarian/);
  await expect(staffPage.getByTestId("headcount-url-de")).toHaveValue(url);
  await shot(staffPage, "staff-headcount-1280");
  if (shotsDir) await evidence(staffContext, page, { id, path, token });
  await staffContext.close();
});

/**
 * The closing note's screenshots (SHOTS_DIR only): the participant's page open, answered and
 * closed (an event tomorrow: past its 48 hours) in both languages at 390 and 1280 px, the
 * customer's offer page with the link, and the staff's list in English.
 */
async function evidence(
  staffContext: BrowserContext,
  page: Page,
  booked: { id: string; path: string; token: string },
) {
  const closed = await acceptedOffer(
    staffContext.request,
    page.request,
    page.url().split("/teilnahme")[0]!,
    1,
  );
  const closedPath = (
    (await (await staffContext.request.get(`/api/admin/offers/${closed.id}/headcount`)).json()) as {
      urls: { de: string };
    }
  ).urls.de;
  const english = booked.path.replace("/teilnahme/", "/en/headcount/");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/angebot/${booked.token}`);
    await page
      .getByRole("region", { name: "Link für Ihre Teilnehmenden" })
      .scrollIntoViewIfNeeded();
    await shot(page, `offer-page-link-de-${width}`);
    for (const [language, path] of [
      ["de", booked.path],
      ["en", english],
    ] as const) {
      await page.goto(path);
      await shot(page, `participant-open-${language}-${width}`);
      await page.goto(`${path}?answered`);
      await shot(page, `participant-answered-${language}-${width}`);
      await page.goto(`${path}`);
      await page
        .getByRole("button", { name: language === "de" ? "Antwort senden" : "Send my answer" })
        .click();
      await shot(page, `participant-errors-${language}-${width}`);
      const closedAt =
        language === "de"
          ? new URL(closedPath).pathname
          : new URL(closedPath).pathname.replace("/teilnahme/", "/en/headcount/");
      await page.goto(closedAt);
      await shot(page, `participant-closed-${language}-${width}`);
    }
  }
  const staffPage = await staffContext.newPage();
  await staffPage.addInitScript(() => localStorage.setItem("spreegeist-admin-locale", "en"));
  for (const width of [390, 1280]) {
    await staffPage.setViewportSize({ width, height: 900 });
    await staffPage.goto(`/admin/offers/${booked.id}`);
    await expect(staffPage.getByTestId("headcount-list")).toContainText("Mia Sommer");
    await staffPage.getByTestId("headcount").scrollIntoViewIfNeeded();
    await shot(staffPage, `staff-headcount-en-${width}`);
  }
}
