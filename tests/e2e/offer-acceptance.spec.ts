/**
 * The customer's side of an offer in a real browser at 390 px against the real server:
 * staff send an offer (the back office's API), the customer opens the link from the mail in
 * the outbox, presses "Annehmen", reads the 6-digit code from the next mail, fills name,
 * position, the terms and the code, and sees the thanks with the accepted PDF; the lead is
 * won. A second offer is declined with a reason and the lead is lost with it. The page runs
 * no script; axe (WCAG 2.2 AA + target-size) finds nothing on the offer, the accept form and
 * the answered pages. The lead's owner, with the inbox open, is told at once by a notice
 * linking to the lead, and by mail. An offer staff revised (the old link, in German) and one that ran out
 * (in English) say so and whom to ask instead, offer no "Annehmen", and refuse an acceptance
 * posted anyway.
 */
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { SeededOffer } from "../support/sent-offer.ts";
import { signedInState } from "./admin-support";
import { wcagViolations } from "./axe";
import { enquiryLead, outboxMail, sendOfferByApi as sendOffer } from "./offer-support";
import { expect, test } from "./fixtures";
import { expiredOfferFile } from "./servers";

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
  // The staff account owns the lead and has the inbox open while the customer answers.
  const me = (await (await api.get("/api/admin/me")).json()) as {
    user: { userId: string; email: string };
  };
  const owned = await api.put(`/api/admin/leads/${leadId}/owner`, {
    headers: { origin: baseURL! },
    data: { ownerId: me.user.userId },
  });
  expect(owned.status(), await owned.text()).toBe(200);
  const { number } = await sendOffer(api, baseURL!, leadId);
  const offerMail = await outboxMail(baseURL!, "offer", email);
  const staffPage = await staffContext.newPage();
  // The leads stream has answered (headers sent after the server subscribed it).
  const streaming = staffPage.waitForResponse((r) => r.url().endsWith("/api/admin/leads/stream"));
  await staffPage.goto("/admin/leads");
  await streaming;
  const link = new URL(/https?:\/\/\S+\/angebot\/[\w-]{43}/.exec(offerMail.text)![0]);

  // The link from the mail, on a phone, without any script.
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Angebot ${number}`);
  await expect(page.getByText("Weihnachtliches Teamkochen").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Angebot als PDF herunterladen" })).toBeVisible();
  // The built site's regime is § 19 (app/content/site.ts): the offer says no VAT is charged.
  await expect(page.getByText("Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.")).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  await page.getByRole("button", { name: "Annehmen" }).click();
  await expect(page.getByRole("heading", { name: "Angebot annehmen" })).toBeVisible();
  await expect(
    page.getByText(/Wir haben einen 6-stelligen Code an e•••@muster\.example/),
  ).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  const codeMail = await outboxMail(baseURL!, "offer_code", email);
  const code = /\b(\d{6})\b/.exec(codeMail.text)![1]!;

  // Forgetting the terms: said beside the box, the typed values kept.
  await page.getByLabel("Ihr Name").fill(`Erika Muster ${tag}`);
  await page.getByLabel("Ihre Position").fill("Teamleitung");
  await page.getByLabel("Code aus der E-Mail").fill(code);
  await page.getByRole("button", { name: /Verbindlich annehmen/ }).click();
  await expect(page.getByText("Bitte bestätigen Sie die AGB.")).toBeVisible();
  await expect(page.getByLabel("Ihr Name")).toHaveValue(`Erika Muster ${tag}`);
  expect(await wcagViolations(page)).toEqual([]);

  await page.getByLabel(/Allgemeinen Geschäftsbedingungen gelesen/).check();
  await page.getByLabel("Code aus der E-Mail").fill(code);
  await page.getByRole("button", { name: /Verbindlich annehmen/ }).click();
  await expect(
    page.getByRole("heading", { name: "Vielen Dank, Sie haben das Angebot angenommen" }),
  ).toBeVisible();
  // The owner is told at once in the back office: a notice with a link to the lead.
  const notice = staffPage.getByTestId("offer-notice");
  await expect(notice).toContainText(`Angebot ${number} angenommen – Muster GmbH ${tag}, `);
  await expect(notice.getByRole("link", { name: "Anfrage öffnen" })).toHaveAttribute(
    "href",
    `/admin/leads/${leadId}`,
  );
  await expect(page.getByText(/Sie erhalten eine Bestätigung per E-Mail/)).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  const confirmation = await outboxMail(baseURL!, "offer_accepted", email);
  expect(confirmation.headers.subject).toBe(`Bestätigung: Angebot ${number} angenommen`);
  expect(confirmation.raw).toContain("application/pdf");

  // And by mail.
  const ownerNotice = await outboxMail(baseURL!, "offer_answered", me.user.email);
  expect(ownerNotice.headers.subject).toBe(`Angebot ${number} angenommen`);

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
  expect(await wcagViolations(page)).toEqual([]);
  const lost = (await (await api.get(`/api/admin/leads/${leadId2}`)).json()) as {
    state: string;
    lostReasonText: string;
  };
  expect(lost.state).toBe("lost");
  expect(lost.lostReasonText).toBe("Vom Kunden online abgelehnt: Wir feiern dieses Jahr intern.");
  await staffContext.close();
});

/** An acceptance posted to an offer's address as the accept form would post it. */
async function postAcceptance(page: Page, offerPath: string) {
  return page.request.post(new URL(`${offerPath}/accept`, page.url()).href, {
    headers: { origin: new URL(page.url()).origin },
    form: { name: "Erika Muster", position: "Teamleitung", termsAccepted: "yes", code: "123456" },
    maxRedirects: 0,
  });
}

test("a replaced offer's old link and an offer that ran out refuse an acceptance and say what to do", async ({
  browser,
  baseURL,
  page,
}) => {
  const tag = Date.now().toString(36);
  const staffContext = await browser.newContext({ baseURL, storageState: staff });
  const api = staffContext.request;

  // Staff revise a sent offer ("Überarbeiten") and send the new version.
  const email = `jonas.${tag}@muster.example`;
  const leadId = await enquiryLead(
    baseURL!,
    { name: `Jonas Muster ${tag}`, company: `Muster AG ${tag}` },
    email,
  );
  const first = await sendOffer(api, baseURL!, leadId);
  const oldLink = new URL(
    /https?:\/\/\S+\/angebot\/[\w-]{43}/.exec(
      (await outboxMail(baseURL!, "offer", email)).text,
    )![0],
  );
  const revised = await api.post(`/api/admin/offers/${first.id}/revise`, {
    headers: { origin: baseURL! },
  });
  expect(revised.status(), await revised.text()).toBe(201);
  const resent = await api.post(
    `/api/admin/offers/${((await revised.json()) as { id: string }).id}/send`,
    {
      headers: { origin: baseURL! },
      // Its day may hold another spec's booking on the shared server (decision 0193).
      data: {
        subject: "Ihr neues Angebot {number}",
        text: "Guten Tag,\n\n{link}",
        overrideClash: true,
      },
    },
  );
  expect(resent.status(), await resent.text()).toBe(200);

  // The old link: the newer version is named, no way to accept this one.
  await page.goto(oldLink.pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Angebot ${first.number}`);
  const replaced = page.getByRole("region", {
    name: "Es gibt eine neuere Fassung dieses Angebots",
  });
  const second = (await resent.json()) as { number: string };
  await expect(replaced).toContainText(
    `Dieses Angebot wurde überarbeitet: Es gilt die neue Fassung ${second.number}, die wir Ihnen auch per E-Mail geschickt haben.`,
  );
  await expect(replaced.getByRole("link", { name: "030 8090 1234" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Annehmen" })).toHaveCount(0);
  await expect(page.getByText("Ablehnen", { exact: true })).toHaveCount(0);
  expect(await wcagViolations(page)).toEqual([]);
  // Screenshots for the closing note, only when SHOTS_DIR names a folder.
  if (process.env.SHOTS_DIR) {
    for (const [prefix, language] of [
      ["", "de"],
      ["/en/offer", "en"],
    ] as const) {
      await page.goto(prefix ? `${prefix}/${oldLink.pathname.split("/").pop()}` : oldLink.pathname);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: `${process.env.SHOTS_DIR}/replaced-${language}-${width}.png`,
          fullPage: true,
        });
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(oldLink.pathname);
  }
  // It leads to the newer version (decision 0197), which can be accepted there.
  await replaced.getByRole("link", { name: `Zur neuen Fassung ${second.number}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Angebot ${second.number}`);
  await expect(page.getByRole("button", { name: "Annehmen" })).toBeVisible();
  await page.goBack();
  const refused = await postAcceptance(page, oldLink.pathname);
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain("Es gibt eine neuere Fassung dieses Angebots");
  const lead = (await (await api.get(`/api/admin/leads/${leadId}`)).json()) as { state: string };
  expect(lead.state).toBe("offer_sent");
  await staffContext.close();

  // An offer sent three weeks ago, in English, valid 14 days: it ran out a week ago. The
  // server refuses to make or send one with a past validity, so the global set-up wrote it
  // into the site server's database before the server started.
  const expired = JSON.parse(readFileSync(expiredOfferFile(), "utf8")) as SeededOffer;
  await page.goto(expired.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Offer ${expired.number}`);
  // What to do instead, beside the word why: the agency's phone and address.
  const box = page.getByRole("region", { name: "This offer has expired" });
  await expect(box).toContainText(
    /This offer was valid until \d{1,2} \w+ \d{4} and can no longer be accepted\. Write to us or call us/,
  );
  await expect(box.getByRole("link", { name: "+49 30 8090 1234" })).toBeVisible();
  await expect(box.getByRole("link", { name: "hallo@spreegeist-events.de" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
  expect(await wcagViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const late = await postAcceptance(page, expired.path);
  expect(late.status()).toBe(409);
  expect(await late.text()).toContain("This offer has expired");
});
