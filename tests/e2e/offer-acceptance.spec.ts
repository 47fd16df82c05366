/**
 * The customer's side of an offer in a real browser at 390 px against the real server:
 * staff send an offer (the back office's API), the customer opens the link from the mail in
 * the outbox, presses "Annehmen", reads the 6-digit code from the next mail, fills name,
 * position, the terms and the code, and sees the thanks with the accepted PDF; the lead is
 * won. A second offer is declined with a reason and the lead is lost with it. The page runs
 * no script; axe (WCAG 2.2 AA + target-size) finds nothing on the offer, the accept form and
 * the answered pages.
 */
import type { APIRequestContext } from "@playwright/test";
import { axeViolations, signedInState } from "./admin-support";
import { enquiryLead, outboxMail } from "./offer-support";
import { expect, test } from "./fixtures";

/** Staff make an offer from the lead, give it a date and send it: its number. */
async function sendOffer(api: APIRequestContext, baseURL: string, leadId: string) {
  const headers = { origin: baseURL };
  const created = await api.post(`/api/admin/leads/${leadId}/offers`, { headers });
  expect(created.status()).toBe(201);
  const draft = (await created.json()) as Record<string, unknown> & {
    id: string;
    lines: Array<Record<string, unknown>>;
  };
  const day = new Date(Date.now() + 40 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const body = {
    language: draft.language,
    customer: draft.customer,
    eventDate: day,
    startTime: "15:00",
    durationMinutes: 180,
    place: "Kreuzberg",
    participants: draft.participants,
    intro: null,
    discount: null,
    validUntil: draft.validUntil,
    depositBp: draft.depositBp,
    lines: draft.lines.map((line) => ({
      kind: line.kind,
      eventSlug: line.eventSlug,
      title: line.title,
      detail: line.detail,
      quantity: line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      taxRateBp: line.taxRateBp,
    })),
  };
  const saved = await api.put(`/api/admin/offers/${draft.id}`, { headers, data: body });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = await api.post(`/api/admin/offers/${draft.id}/send`, {
    headers,
    data: {
      subject: "Ihr Angebot {number}",
      text: "Guten Tag,\n\nhier ist unser Angebot: {link}\n\nViele Grüße",
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return ((await sent.json()) as { number: string }).number;
}

let staff: string;
test.beforeAll(async ({ browser, baseURL }) => {
  staff = await signedInState(browser, baseURL!, "staff");
});

test.use({ viewport: { width: 390, height: 844 } });

test("a customer accepts an offer with the mailed code; another declines with a reason", async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const staffContext = await browser.newContext({ baseURL, storageState: staff });
  const api = staffContext.request;

  const email = `erika.${tag}@muster.example`;
  const leadId = await enquiryLead(
    baseURL!,
    { name: `Erika Muster ${tag}`, company: `Muster GmbH ${tag}` },
    email,
  );
  const number = await sendOffer(api, baseURL!, leadId);
  const offerMail = await outboxMail(baseURL!, "offer", email);
  const link = new URL(/https?:\/\/\S+\/angebot\/[\w-]{43}/.exec(offerMail.text)![0]);

  // The link from the mail, on a phone, without any script.
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Angebot ${number}`);
  await expect(page.getByText("Weihnachtliches Teamkochen").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Angebot als PDF herunterladen" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  await page.getByRole("button", { name: "Annehmen" }).click();
  await expect(page.getByRole("heading", { name: "Angebot annehmen" })).toBeVisible();
  await expect(
    page.getByText(/Wir haben einen 6-stelligen Code an e•••@muster\.example/),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const codeMail = await outboxMail(baseURL!, "offer_code", email);
  const code = /\b(\d{6})\b/.exec(codeMail.text)![1]!;

  // Forgetting the terms: said beside the box, the typed values kept.
  await page.getByLabel("Ihr Name").fill(`Erika Muster ${tag}`);
  await page.getByLabel("Ihre Position").fill("Teamleitung");
  await page.getByLabel("Code aus der E-Mail").fill(code);
  await page.getByRole("button", { name: /Verbindlich annehmen/ }).click();
  await expect(page.getByText("Bitte bestätigen Sie die AGB.")).toBeVisible();
  await expect(page.getByLabel("Ihr Name")).toHaveValue(`Erika Muster ${tag}`);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel(/Allgemeinen Geschäftsbedingungen gelesen/).check();
  await page.getByLabel("Code aus der E-Mail").fill(code);
  await page.getByRole("button", { name: /Verbindlich annehmen/ }).click();
  await expect(
    page.getByRole("heading", { name: "Vielen Dank, Sie haben das Angebot angenommen" }),
  ).toBeVisible();
  await expect(page.getByText(/Sie erhalten eine Bestätigung per E-Mail/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const confirmation = await outboxMail(baseURL!, "offer_accepted", email);
  expect(confirmation.headers.subject).toBe(`Bestätigung: Angebot ${number} angenommen`);
  expect(confirmation.raw).toContain("application/pdf");

  const leadNow = await api.get(`/api/admin/leads/${leadId}`);
  expect(((await leadNow.json()) as { state: string }).state).toBe("won");

  // The second offer: declined with a reason.
  const email2 = `max.${tag}@muster.example`;
  const leadId2 = await enquiryLead(
    baseURL!,
    { name: `Erika Muster ${tag}b`, company: `Muster GmbH ${tag}b` },
    email2,
  );
  await sendOffer(api, baseURL!, leadId2);
  const link2 = new URL(
    /https?:\/\/\S+\/angebot\/[\w-]{43}/.exec(
      (await outboxMail(baseURL!, "offer", email2)).text,
    )![0],
  );
  await page.goto(link2.pathname);
  await page.getByText("Ablehnen", { exact: true }).click();
  await page.getByLabel(/Warum lehnen Sie ab/).fill("Wir feiern dieses Jahr intern.");
  await page.getByRole("button", { name: "Angebot ablehnen" }).click();
  await expect(
    page.getByRole("heading", { name: "Sie haben das Angebot abgelehnt" }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const lost = (await (await api.get(`/api/admin/leads/${leadId2}`)).json()) as {
    state: string;
    lostReasonText: string;
  };
  expect(lost.state).toBe("lost");
  expect(lost.lostReasonText).toBe("Vom Kunden online abgelehnt: Wir feiern dieses Jahr intern.");
  await staffContext.close();
});
