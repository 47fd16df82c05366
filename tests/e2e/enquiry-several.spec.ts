/**
 * Enquiring about several events at once (docs/product.md#shortlist and #price-estimate):
 * three shortlisted events reach the form through "Enquire about all", the form shows them
 * with a live non-binding estimate, and the sent enquiry holds all three in the database
 * (read through the running server, as `npm run leads` does), in both mails and in the back
 * office's export, in both languages. Without JavaScript the address chooses the events.
 */
import type { Page } from "@playwright/test";
import { runControlCommand } from "../../server/control/client.ts";
import type { Lead } from "../../server/leads/cli-table.ts";
import { e2eConfig, signedInState } from "./admin-support";
import { mailsFor, uniqueName, waitOutFillTime, withCookieChoice } from "./enquiry-support";
import { expect, gotoHydrated, test, waitForHydration } from "./fixtures";

/** The stored enquiry of `name`, as the running server reads it from its database. */
async function storedLead(name: string): Promise<Lead | undefined> {
  const { result } = await runControlCommand("leads", {}, e2eConfig());
  return result.find((lead) => lead.name === name);
}

/** Non-breaking spaces where the texts have them: "2.384 €", "§ 19 UStG". */
const nb = (text: string) =>
  text.replace(/(\d) €/g, "$1\u00a0€").replace(/§ 19 UStG/g, "§\u00a019\u00a0UStG");

const cases = [
  {
    lang: "de",
    detail: "/events/zombie-virus",
    finder: "/event-finder",
    shortlist: "/merkliste",
    enquireAll: "Anfrage für alle senden",
    titles: ["ZOMBIE VIRUS", "Team-Olympiade", "Kanutour"],
    labels: {
      name: "Ihr Name",
      company: "Firma",
      email: "Geschäftliche E-Mail",
      participants: "Anzahl Teilnehmende",
      privacy: /Ich habe die/,
      remove: (title: string) => `${title} entfernen`,
    },
    zombie25: nb(
      "ab 3.725 € für 25 Personen, unverbindlich, Endpreis, keine Umsatzsteuer nach § 19 UStG",
    ),
    zombie10: nb(
      "ab 2.384 € für 16 Personen (Mindestgruppe 16 Personen), unverbindlich, Endpreis, keine Umsatzsteuer nach § 19 UStG",
    ),
  },
  {
    lang: "en",
    detail: "/en/events/zombie-virus",
    finder: "/en/event-finder",
    shortlist: "/en/shortlist",
    enquireAll: "Enquire about all",
    titles: ["ZOMBIE VIRUS", "Team Olympics", "Canoe Tour"],
    labels: {
      name: "Your name",
      company: "Company",
      email: "Work e-mail",
      participants: "Number of participants",
      privacy: /I have read the/,
      remove: (title: string) => `Remove ${title}`,
    },
    zombie25: nb(
      "from €3,725 for 25 people, non-binding, final price, no VAT charged (small business, § 19 UStG)",
    ),
    zombie10: nb(
      "from €2,384 for 16 people (minimum group 16 people), non-binding, final price, no VAT charged (small business, § 19 UStG)",
    ),
  },
] as const;

async function chosen(page: Page) {
  return page.getByTestId("enquiry-chosen-events").getByRole("listitem").allTextContents();
}

for (const c of cases) {
  test(`${c.lang}: three shortlisted events in one enquiry, with the estimate`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const name = uniqueName(`Mehrfach ${c.lang}`);
    await withCookieChoice(page);
    await gotoHydrated(page, c.detail);
    await page.getByTestId("button-save-zombie-virus").click();
    await gotoHydrated(page, c.finder);
    await page.getByTestId("button-save-team-olympiade").click();
    await page.getByTestId("button-save-kanutour").click();
    await gotoHydrated(page, c.shortlist);
    await page.getByRole("link", { name: c.enquireAll }).click();
    // The contact page, not the shortlist still hydrated while it loads.
    await expect(page).toHaveURL(/\/contact\?event=/);
    await waitForHydration(page);

    // The form shows all three chosen, each with a remove button.
    await expect.poll(() => chosen(page)).toHaveLength(3);
    for (const title of c.titles)
      await expect(page.getByRole("button", { name: c.labels.remove(title) })).toBeVisible();

    // The estimate follows the group size as it is typed; below the minimum it says so.
    const estimate = page.getByTestId("enquiry-estimate");
    await page.getByLabel(c.labels.participants).fill("10");
    await expect(estimate).toContainText(`ZOMBIE VIRUS: ${c.zombie10}`);
    await page.getByLabel(c.labels.participants).fill("25");
    await expect(estimate).toContainText(`ZOMBIE VIRUS: ${c.zombie25}`);
    await expect(estimate.getByRole("listitem")).toHaveCount(3);

    await page.getByLabel(c.labels.name).fill(name);
    await page.getByLabel(c.labels.company).fill("Beispiel GmbH");
    await page.getByLabel(c.labels.email).fill("anna@beispiel.example");
    await page.getByLabel(c.labels.privacy).check();
    await waitOutFillTime(page); // faster than a person is discarded as a bot
    await page.getByTestId("enquiry-submit").click();
    await expect(page.getByTestId("enquiry-success")).toBeVisible({ timeout: 10_000 });

    // Stored with all three and the server's own estimate.
    await expect.poll(async () => (await storedLead(name))?.event).toBe(c.titles.join(", "));
    const lead = (await storedLead(name))!;
    expect(lead.estimate).toContain(`ZOMBIE VIRUS: ${c.zombie25}`);
    expect(lead.estimate.split("; ")).toHaveLength(3);

    // Both mails name all three; the agency's marks the estimate as one.
    await expect.poll(() => mailsFor(name).length, { timeout: 15_000 }).toBe(2);
    for (const mail of mailsFor(name))
      for (const title of c.titles) expect(mail.text, title).toContain(title);
    const agency = mailsFor(name).find((mail) => mail.text.includes("Schätzung, unverbindlich"));
    expect(agency?.text).toContain(nb("ZOMBIE VIRUS: ab 3.725 € für 25 Personen"));

    // The back office's export holds all three.
    const owner = await browser.newContext({
      baseURL: baseURL!,
      storageState: await signedInState(browser, baseURL!, "owner"),
    });
    const csv = await (await owner.request.get("/api/admin/leads/export.csv?lang=en")).text();
    const row = csv.split("\r\n").find((line) => line.includes(name)) ?? "";
    expect(row).toContain(c.titles.join(", "));
    await owner.close();
  });
}

test("the remove button takes an event out; the select adds one", async ({ page }) => {
  await gotoHydrated(page, "/contact?event=Teamkochen&event=Bowling");
  await expect.poll(() => chosen(page)).toHaveLength(2);
  await page.getByRole("button", { name: "Teamkochen entfernen" }).click();
  await expect(page.getByRole("combobox")).toBeFocused();
  expect(await chosen(page)).toEqual([expect.stringContaining("Bowling")]);
  await page.getByRole("combobox", { name: /Weiteres Event/ }).selectOption("Karaoke");
  await expect.poll(() => chosen(page)).toHaveLength(2);
  await expect(page.getByRole("combobox", { name: /Weiteres Event/ })).toHaveValue("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the address chooses both events and the enquiry stores both", async ({ page }) => {
    const name = uniqueName("Ohne Skript mehrfach");
    await page.goto(`/contact?event=Teamkochen&event=${encodeURIComponent("Grill-Duell")}`);
    const boxes = page.getByTestId("enquiry-chosen-events").getByRole("checkbox");
    await expect(boxes).toHaveCount(2);
    await expect(page.getByRole("checkbox", { name: "Teamkochen" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Grill-Duell" })).toBeChecked();
    await page.getByLabel("Ihr Name").fill(name);
    await page.getByLabel("Firma").fill("Ohne Skript GmbH");
    await page.getByLabel("Geschäftliche E-Mail").fill("noscript@example.com");
    await page.getByLabel("Anzahl Teilnehmende").fill("12");
    await page.getByLabel(/Ich habe die/).check();
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Vielen Dank für Ihre Anfrage",
    );
    await expect.poll(async () => (await storedLead(name))?.event).toBe("Teamkochen, Grill-Duell");
    // The confirmation mail carries the estimate the page could not compute.
    await expect.poll(() => mailsFor(name).length, { timeout: 15_000 }).toBe(2);
    const confirmation = mailsFor(name).find((mail) => mail.text.includes("Preisschätzung"));
    expect(confirmation?.text).toContain(nb("Teamkochen: ab 1.068 € für 12 Personen"));
  });
});
