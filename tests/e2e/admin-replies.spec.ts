/**
 * Replies from the back office in a real browser against the real server: a staff member
 * answers an English lead from a template with the keyboard (the composer says it writes in
 * English and fills the template in English), the mail lands in the outbox (the test server
 * writes .eml files) from the agency with Reply-To the staff member and the lead's
 * reference put back into the subject, the reply shows in the timeline with its delivery,
 * and the lead is "kontaktiert"; closing an edited composer asks before the draft is
 * discarded. The templates page names an unknown placeholder next to its field. axe (WCAG
 * 2.2 AA + target-size) on the composer and the templates page in German at 390 px and in
 * English at 1280 px.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parseMail, type ParsedMail } from "../api/mail-parse";
import { getSession, postJson } from "../api/support/client";
import { e2eConfig, signedInState } from "./admin-support";
import { axeViews, wcagViolations } from "./axe";
import { uniqueName } from "./enquiry-support";
import { expect, test } from "./fixtures";

import { e2eMailbox } from "./servers";

/** An English enquiry sent through the public API, as the English contact form sends it. */
async function englishLead(baseURL: string, tag: string): Promise<string> {
  const response = await postJson(
    `${baseURL}/api/enquiries`,
    await getSession(baseURL),
    {
      name: `Jane Doe ${tag}`,
      company: "Acme Ltd",
      email: `jane.${tag}@acme.example`,
      phone: "+44 20 7946 0958",
      participants: 30,
      event: "City Rally Berlin",
      date: "early June",
      message: "We would love a rally for our team.",
      privacy: true,
      language: "en",
      sourcePage: "/en/events/city-rally-berlin",
      elapsedMs: 15_000,
    },
    { "idempotency-key": randomUUID() },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const referenceOf = (id: string) => `SG-${id.replace(/-/g, "").slice(0, 6).toUpperCase()}`;

/** The reply written to the outbox for `address`, once the mail worker wrote it. */
function replyMailTo(baseURL: string, address: string): ParsedMail | undefined {
  const outbox = path.join(e2eConfig(baseURL).dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => /-reply-[\w-]+\.eml$/.test(file));
  } catch {
    return undefined;
  }
  return files
    .map((file) => parseMail(readFileSync(path.join(outbox, file), "utf8")))
    .find((mail) => mail.headers.to?.includes(address));
}

/** The reply dialog of the lead's page, open with its draft filled in. */
async function openComposer(page: Page) {
  await page.getByTestId("reply").focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("reply-composer")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Text" })).toBeEnabled();
  await expect(dialog.getByRole("textbox", { name: "Text" })).not.toHaveValue("");
  return dialog;
}

let staff: string;
let owner: string;
test.beforeAll(async ({ browser, baseURL }) => {
  staff = await signedInState(browser, baseURL!, "staff");
  owner = await signedInState(browser, baseURL!, "owner");
});

test("a reply from a template in English reaches the outbox and the timeline, and the lead is kontaktiert", async ({
  browser,
  baseURL,
}) => {
  const tag = uniqueName("r").split(" ")[1]!;
  const id = await englishLead(baseURL!, tag);
  const reference = referenceOf(id);
  const context = await browser.newContext({ baseURL, storageState: staff });
  const page = await context.newPage();
  await page.goto(`/admin/leads/${id}`);
  // The lead's own state, in its header (the customer panel may list other leads' states).
  const header = page.locator("section[aria-labelledby='lead-title']");
  await expect(header.getByText("neu", { exact: true })).toBeVisible();

  let dialog = await openComposer(page);
  await expect(dialog).toContainText("Antwort auf Englisch");
  // An edited draft is not thrown away without asking; "Verwerfen" closes the composer.
  await dialog.getByRole("textbox", { name: "Text" }).fill("Dear Jane, a first try");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  const question = page.getByRole("dialog", { name: "Entwurf verwerfen?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Verwerfen" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByTestId("reply")).toBeFocused();
  dialog = await openComposer(page);

  await expect(dialog.getByTestId("reply-to")).toHaveText(
    `Jane Doe ${tag} <jane.${tag}@acme.example>`,
  );
  // The template chooser has the focus; the keyboard picks "Angebot folgt".
  const template = dialog.getByRole("combobox", { name: "Vorlage" });
  await expect(template).toBeFocused();
  await template.selectOption({ label: "Angebot folgt" });
  const subject = dialog.getByRole("textbox", { name: "Betreff" });
  const text = dialog.getByRole("textbox", { name: "Text" });
  await expect(subject).toHaveValue(
    `Your offer for City Rally Berlin is on its way [${reference}]`,
  );
  await expect(text).toHaveValue(new RegExp(`^Dear Jane Doe ${tag},\\n\\nthank you`));
  await expect(text).toHaveValue(/for 30 people/);
  await expect(text).toHaveValue(/Stefan Staff/);

  // The staff member drops the reference from the subject and adds a line; it comes back.
  await subject.fill("Your offer for City Rally Berlin");
  await text.fill(`${await text.inputValue()}\n\nP.S. See you in June!`);
  // Escape asks first, starting on "Weiter schreiben": Enter keeps what was written and puts
  // the focus back in the text.
  await page.keyboard.press("Escape");
  await expect(question).toBeVisible();
  expect(await wcagViolations(page), "discard question").toEqual([]);
  await expect(question.getByRole("button", { name: "Weiter schreiben" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(question).toBeHidden();
  await expect(text).toBeFocused();
  await expect(subject).toHaveValue("Your offer for City Rally Berlin");
  await expect(text).toHaveValue(/P\.S\. See you in June!$/);
  await dialog.getByRole("button", { name: "Senden" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();

  const sentSubject = `Your offer for City Rally Berlin [${reference}]`;
  const timeline = page.getByTestId("timeline");
  await expect(timeline).toContainText(`Antwort gesendet: ${sentSubject}`);
  await expect(header.getByText("kontaktiert", { exact: true })).toBeVisible();

  await expect.poll(() => replyMailTo(baseURL!, `jane.${tag}@acme.example`)).toBeDefined();
  const mail = replyMailTo(baseURL!, `jane.${tag}@acme.example`)!;
  expect(mail.headers.subject).toBe(sentSubject);
  // The site's server reads the agency's mailbox (global-setup.ts): the answer goes there,
  // the writer is named beside the agency's address and signs the text (issue 47).
  const from = e2eConfig(baseURL).mail.from;
  const agencyAddress = /<([^<>]+)>$/.exec(from)?.[1] ?? from;
  expect(mail.headers.from).toMatch(/^"?Stefan Staff · Spreegeist Events"? </);
  expect(mail.headers.from).toContain(`<${agencyAddress}>`);
  expect(mail.headers["reply-to"]).toBe(e2eMailbox().address);
  expect(mail.text.replace(/\r/g, "")).toMatch(/\n-- \nStefan Staff\nSpreegeist Events\n/);
  expect(mail.text).toContain(`Dear Jane Doe ${tag},`);
  expect(mail.text).toContain("P.S. See you in June!");

  // Written to the outbox: its delivery shows on the timeline's entry.
  await page.reload();
  await expect(
    page.getByTestId("timeline").getByRole("listitem").filter({ hasText: sentSubject }),
  ).toContainText("gesendet");
  await context.close();
});

test("the composer and the templates page pass axe in German at 390 px and in English at 1280 px; an unknown placeholder is named", async ({
  browser,
  baseURL,
}) => {
  // Four full-page axe runs: on a busy machine more than the default 30 s.
  test.setTimeout(90_000);
  const id = await englishLead(baseURL!, uniqueName("a").split(" ")[1]!);
  const context = await browser.newContext({ baseURL, storageState: owner });
  const page = await context.newPage();
  for (const { locale, width } of axeViews) {
    await page.addInitScript((chosen) => {
      localStorage.setItem("spreegeist-admin-locale", chosen);
    }, locale);
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/admin/leads/${id}`);
    await openComposer(page);
    expect(await wcagViolations(page), `composer ${locale} ${width}`).toEqual([]);
    // Escape closes the unedited composer. Once in a full run on a busy machine the key
    // went unheard right after axe's run (the dialog stayed open): press
    // it again then, as a person would.
    await expect(async () => {
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 10_000 });

    await page.goto("/admin/templates");
    const edit = locale === "de" ? /bearbeiten$/ : /^Edit /;
    await page.getByRole("button", { name: edit }).first().click();
    const form = page.getByTestId("template-form");
    const body = form.getByRole("textbox", { name: "Text" }).nth(1);
    await body.fill("Hello {firstName},");
    await form.getByRole("button", { name: locale === "de" ? "Speichern" : "Save" }).click();
    await expect(body).toHaveAttribute("aria-invalid", "true");
    await expect(body).toHaveAccessibleDescription(
      locale === "de"
        ? /Den Platzhalter \{firstName\} gibt es nicht\./
        : /There is no placeholder \{firstName\}\./,
    );
    expect(await wcagViolations(page), `templates ${locale} ${width}`).toEqual([]);
  }
  await context.close();
});
