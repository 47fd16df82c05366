/**
 * The agency's mailbox in the back office (issues 43 and 47), in the browser against the
 * site's server, which reads the mailbox the global set-up made on the suite's Dovecot
 * (tests/e2e/global-setup.ts, tests/api/support/dovecot.ts): a customer's mail put into the test mailbox
 * appears on the open lead page without a reload, counted under "Neue Antworten"; answering
 * it from the composer threads it (In-Reply-To and References of the customer's mail); a
 * mail that fits two leads of one customer waits under "Zuordnen" and one click puts it on
 * the chosen lead. The
 * view and the timeline are photographed at 390 and 1280 px in German and English
 * (SHOTS_DIR, when set) and pass axe.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseMail } from "../api/mail-parse";
import { getSession, postJson } from "../api/support/client";
import { createMailbox } from "../api/support/dovecot";
import { e2eConfig, signedInState } from "./admin-support";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";
import { shot } from "./shots";
import { locales } from "../../app/i18n/locales.ts";
import { e2eMailbox, mainPort } from "./servers";

// The site's server reads the mailbox the global set-up made on the suite's Dovecot.
const baseURL = `http://127.0.0.1:${mainPort}`;
const referenceOf = (id: string) => `SG-${id.replace(/-/g, "").slice(0, 6).toUpperCase()}`;
const shared = e2eMailbox();
const mailbox = createMailbox(shared, "hallo", shared);

async function lead(tag: string): Promise<{ id: string; email: string }> {
  const email = `kim.${tag}@kunde.example`;
  const response = await postJson(
    `${baseURL}/api/enquiries`,
    await getSession(baseURL),
    {
      name: `Kim Berger ${tag}`,
      company: "Berger & Söhne",
      email,
      participants: 18,
      event: "City Rally Berlin",
      date: "Mai",
      message: "Wir möchten eine Rallye für unser Team.",
      privacy: true,
      language: "de",
      sourcePage: "/events/city-rally-berlin",
      elapsedMs: 15_000,
    },
    { "idempotency-key": randomUUID() },
  );
  expect(response.status).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, email };
}

test("a customer's mail appears on the open lead without a reload and is answered in its thread", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await signedInState(browser, baseURL, "owner");
  const tag = randomUUID().slice(0, 6);
  const { id, email } = await lead(tag);
  // A second customer answers too; nobody opens that lead here: it stays under "Neue Antworten".
  const other = await lead(`${tag}b`);
  expect(
    await mailbox.deliver(
      [
        `From: Kim Berger <${other.email}>`,
        `To: ${mailbox.address}`,
        `Subject: Noch eine Frage [${referenceOf(other.id)}]`,
        `Message-ID: <${randomUUID()}@kunde.example>`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Gibt es vegetarisches Essen?",
      ].join("\r\n"),
    ),
  ).toBe(true);
  // The same customer enquired twice: her mail without a reference waits to be assigned.
  const twin = await lead(`${tag}b`);
  expect(
    await mailbox.deliver(
      [
        `From: Kim Berger <${other.email}>`,
        `To: ${mailbox.address}`,
        "Subject: Welche Anfrage?",
        `Message-ID: <${randomUUID()}@kunde.example>`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Wir sind jetzt 22.",
      ].join("\r\n"),
    ),
  ).toBe(true);
  const context = await browser.newContext({ baseURL, storageState: owner });
  const page = await context.newPage();

  // Before the mail: the lead page is open, nothing from the customer yet.
  await page.goto(`/admin/leads/${id}`);
  const timeline = page.getByTestId("timeline");
  await expect(timeline).toBeVisible();
  await expect(page.getByTestId("customer-mail")).toHaveCount(0);

  const customerId = `<${randomUUID()}@kunde.example>`;
  const delivered = await mailbox.deliver(
    [
      `From: Kim Berger <${email}>`,
      `To: ${mailbox.address}`,
      `Subject: Frage zur Rallye [${referenceOf(id)}]`,
      `Message-ID: ${customerId}`,
      `Date: ${new Date().toUTCString()}`,
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Hallo,",
      "",
      "geht auch der 14. Mai? Wir wären dann 20 Personen.",
      "",
      "Viele Grüße, Kim",
      "",
      "Am 2. Dezember schrieb Spreegeist Events:",
      "> Vielen Dank für Ihre Anfrage",
    ].join("\r\n"),
  );
  expect(delivered).toBe(true);

  // It arrives on the page as it is: no reload; shown, it counts as read.
  const marked = page.waitForResponse((response) =>
    response.url().endsWith(`/leads/${id}/mails-in/read`),
  );
  const mail = page.getByTestId("customer-mail");
  await expect(mail).toBeVisible({ timeout: 15_000 });
  await expect(timeline).toContainText("Antwort des Kunden");
  await expect(mail).toContainText(`Von Kim Berger <${email}>`);
  await expect(mail).toContainText("geht auch der 14. Mai?");
  // The quoted history is folded, openable.
  await expect(mail.getByText("> Vielen Dank für Ihre Anfrage")).toBeHidden();
  await mail.getByText("Zitierten Verlauf zeigen").click();
  await expect(mail.getByText("> Vielen Dank für Ihre Anfrage")).toBeVisible();
  expect(await (await marked).json()).toEqual({ read: 1 });

  for (const locale of locales) {
    await page.evaluate(
      (chosen) => localStorage.setItem("spreegeist-admin-locale", chosen),
      locale,
    );
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/leads?view=answers`);
      await expect(
        page.getByRole("link", { name: locale === "de" ? /Neue Antworten/ : /New answers/ }),
      ).toBeVisible();
      await expect(page.getByText(`Kim Berger ${tag}b`).first()).toBeVisible();
      await expect(page.getByTestId("mail-to-assign")).toContainText("Wir sind jetzt 22.");
      await expect(page.getByText(`Kim Berger ${tag}`, { exact: true })).toHaveCount(0);
      await shot(page, `answers-${locale}-${width}`);
    }
  }
  expect(await wcagViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem("spreegeist-admin-locale", "de"));
  await page.setViewportSize({ width: 1280, height: 900 });
  // One click puts it on the chosen lead (the newer one here).
  await page.goto(`/admin/leads?view=answers`);
  await page
    .getByTestId("mail-to-assign")
    .getByRole("button", { name: new RegExp(referenceOf(twin.id)) })
    .click();
  await expect(page.getByTestId("mail-to-assign")).toHaveCount(0);
  await page.goto(`/admin/leads/${twin.id}`);
  await expect(page.getByTestId("customer-mail")).toContainText("Wir sind jetzt 22.");
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByTestId("customer-mail")).toBeVisible();

  // Answering it from the composer keeps the thread.
  await page.getByRole("button", { name: "Auf diese Mail antworten" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("reply-composer")).toBeVisible();
  const subject = dialog.getByRole("textbox", { name: "Betreff" });
  await expect(subject).toHaveValue(`Re: Frage zur Rallye [${referenceOf(id)}]`);
  await dialog
    .getByRole("textbox", { name: "Text" })
    .fill("Guten Tag, der 14. Mai geht, auch mit 20 Personen.");
  await dialog.getByRole("button", { name: /senden/i }).click();
  await expect(dialog).toBeHidden();
  const outbox = path.join(e2eConfig(baseURL).dataDir, "outbox");
  const reply = () =>
    readdirSync(outbox)
      .filter((file) => /-reply-[\w-]+\.eml$/.test(file))
      .map((file) => parseMail(readFileSync(path.join(outbox, file), "utf8")))
      .find((m) => m.headers.to?.includes(email));
  await expect.poll(reply).toBeDefined();
  expect(reply()!.headers["in-reply-to"]).toBe(customerId);
  expect(reply()!.headers.references).toContain(customerId);
  expect(reply()!.headers["reply-to"]).toBe(mailbox.address);

  for (const locale of locales) {
    await page.evaluate(
      (chosen) => localStorage.setItem("spreegeist-admin-locale", chosen),
      locale,
    );
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/leads/${id}`);
      await expect(page.getByTestId("customer-mail")).toBeVisible();
      await page.getByTestId("customer-mail").locator("summary").click();
      await shot(page, `timeline-${locale}-${width}`);
    }
  }
  expect(await wcagViolations(page)).toEqual([]);

  // The start page's system card: the mailbox is read, with its last reading.
  await page.evaluate(() => localStorage.setItem("spreegeist-admin-locale", "de"));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin");
    await expect(page.getByTestId("home-mailbox")).toContainText("INBOX: wird gelesen");
    await expect(page.getByTestId("home-mailbox")).toContainText("Zuletzt gelesen");
    await page.getByTestId("home-mailbox").scrollIntoViewIfNeeded();
    await shot(page, `start-de-${width}`);
  }

  // Someone writes to the agency's address with no enquiry before: a lead of its own, which
  // names no company, headcount, event or policy version it never had.
  const stranger = `nina.${tag}@neu-gmbh.example`;
  expect(
    await mailbox.deliver(
      [
        `From: Nina Neu <${stranger}>`,
        `To: ${mailbox.address}`,
        "Subject: Anfrage Sommerfest",
        `Message-ID: <${randomUUID()}@neu-gmbh.example>`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Wir sind 40 Leute und suchen für Juni ein Sommerfest. Haben Sie Ideen?",
      ].join("\r\n"),
    ),
  ).toBe(true);
  const found = async () => {
    const response = await page.request.get(`/api/admin/leads?q=${encodeURIComponent(stranger)}`);
    return ((await response.json()) as { items: Array<{ id: string }> }).items;
  };
  await expect.poll(async () => (await found()).length, { timeout: 15_000 }).toBe(1);
  await page.goto(`/admin/leads/${(await found())[0]!.id}`);
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText("Anfrage von Nina Neu");
  await expect(page.locator("#lead-title + p")).toHaveText(/^Referenz SG-[0-9A-F]{6}$/);
  const details = page.getByRole("region", { name: "Angaben" });
  for (const label of ["Personen", "Event", "Datenschutzerklärung (Version)"]) {
    await expect(
      details.locator("div", { has: page.getByText(label, { exact: true }) }).locator("dd"),
    ).toHaveText("–");
  }
  await context.close();
});
