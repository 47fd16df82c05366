/**
 * A day of lead work in a real browser against the real server: a lead assigned and given a
 * next step in the past shows under "Überfällig", in the navigation's count and the tab's
 * title, and in the morning mail `npm run leads -- --morning-mail` sends now; a call and a customer's answer land in the timeline; a lead marked lost with its
 * reason, by keyboard alone (the dialog refuses to go on without a reason); axe (WCAG 2.2 AA
 * with target size) finds nothing on the inbox's views and a lead's page with a full
 * timeline, at 390 and 1280 px, in German and English. Leads come in through the public API.
 */
import { request as playwrightRequest, type Browser, type Page } from "@playwright/test";
import { runControlCommand } from "../../server/control/client.ts";
import { mailsFor, uniqueName } from "./enquiry-support";
import { e2eConfig, signedInState } from "./admin-support";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";
import type { Locale } from "../../app/i18n/locales.ts";

/** Sends an enquiry as the site's form does (CSRF token, time to fill it in); its id. */
async function createLead(baseURL: string, name: string): Promise<string> {
  const visitor = await playwrightRequest.newContext({ baseURL });
  const token = await visitor.get("/api/csrf-token");
  const { csrfToken } = (await token.json()) as { csrfToken: string };
  const response = await visitor.post("/api/enquiries", {
    headers: { "X-CSRF-Token": csrfToken },
    data: {
      name,
      company: "Beispiel GmbH",
      email: "work@beispiel.example",
      participants: 24,
      events: ["Teamkochen"],
      message: "Wir suchen etwas für den Dezember.",
      privacy: true,
      language: "de",
      sourcePage: "/events/teamkochen",
      elapsedMs: 5_000,
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await visitor.dispose();
  return id;
}

/** A Berlin day relative to today, as the date field takes it (YYYY-MM-DD). */
function berlinDay(offsetDays: number): string {
  const at = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(at);
}

/** The overdue count beside "Anfragen" in the navigation (0 when there is no badge). */
async function navOverdue(page: Page): Promise<number> {
  const badge = page.getByTestId("nav-overdue");
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.locator('[aria-hidden="true"]').textContent()) ?? 0);
}

/** Presses Tab (or Shift+Tab) until the focused element has this accessible name. */
async function tabTo(page: Page, name: RegExp, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press(key);
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element ? element.innerText || element.getAttribute("aria-label") || "" : "";
    });
    if (name.test(focused.replace(/\s+/g, " "))) return;
  }
  throw new Error(`No element named ${name} reached with ${key}`);
}

let state: string;
test.beforeAll(async ({ browser, baseURL }) => {
  state = await signedInState(browser, baseURL!, "owner");
});

let rich: Promise<string> | undefined;
/**
 * One lead per worker with a timeline of most kinds of entry (next step, call, customer's
 * answer, note, state change besides arrival and mails), made through the admin API.
 */
function richLead(baseURL: string): Promise<string> {
  rich ??= (async () => {
    const id = await createLead(baseURL, uniqueName("Axe Lead"));
    const admin = await playwrightRequest.newContext({ baseURL, storageState: state });
    const call = async (method: string, path: string, data: unknown) => {
      const response = await admin.fetch(`/api/admin/leads/${id}${path}`, {
        method,
        data,
        headers: { origin: new URL(baseURL).origin },
      });
      expect(response.ok(), `${method} ${path}`).toBe(true);
    };
    await call("PUT", "/next-step", { date: berlinDay(1), time: null, text: "Nachfassen" });
    await call("POST", "/calls", { outcome: "reached", note: "Gut gelaufen." });
    await call("POST", "/customer-replies", { body: "Passt!" });
    await call("POST", "/notes", { body: "Vegetarisch." });
    await call("POST", "/state", { state: "contacted" });
    await admin.dispose();
    return id;
  })();
  return rich;
}

async function openLead(
  browser: Browser,
  baseURL: string,
  id: string,
  width = 1280,
  locale: Locale = "de",
) {
  const context = await browser.newContext({
    baseURL,
    storageState: state,
    viewport: { width, height: 900 },
  });
  await context.addInitScript(
    (language) => localStorage.setItem("spreegeist-admin-locale", language),
    locale,
  );
  const page = await context.newPage();
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return { context, page };
}

test.describe("lead work", () => {
  test("assigned with a next step in the past, a lead is overdue: view, navigation, title", async ({
    browser,
    baseURL,
  }) => {
    const name = uniqueName("Overdue Lead");
    const id = await createLead(baseURL!, name);
    const { context, page } = await openLead(browser, baseURL!, id);
    const before = await navOverdue(page);

    await page.getByRole("button", { name: "Mir zuweisen" }).click();
    await expect(page.getByTestId("lead-owner")).toContainText("Olga Owner");
    await expect(
      page.getByRole("status").filter({ hasText: "Zuständig: Olga Owner." }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Planen (Nächster Schritt)" }).click();
    await page.getByLabel("Datum").fill(berlinDay(-1));
    await page.getByLabel("Uhrzeit (optional)").fill("09:30");
    await page.getByRole("button", { name: "Rückruf", exact: true }).click();
    await expect(page.getByLabel("Was ist zu tun?")).toHaveValue("Rückruf");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(page.getByTestId("lead-next-step")).toHaveText(
      /^gestern, 09:30\s*überfällig\s*· Rückruf$/,
    );

    const timeline = page.getByTestId("timeline");
    await expect(timeline.getByRole("listitem").first()).toContainText(
      /Nächster Schritt geplant: \w+\., \d+\. \w+\.?, 09:30 – Rückruf/,
    );
    await expect(timeline).toContainText("Zuständig: niemand → Olga Owner");
    await expect.poll(() => navOverdue(page)).toBeGreaterThanOrEqual(before + 1);
    await expect(page.getByRole("link", { name: /^Anfragen \(\d+ überfällig\)$/ })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^\\(\\d+\\) Anfrage von ${name} – Backoffice$`));

    await page.getByRole("link", { name: /^Anfragen/ }).click();
    await page
      .getByRole("navigation", { name: "Ansichten" })
      .getByRole("link", { name: /^Überfällig/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/leads\?view=overdue$/);
    await expect(page.getByRole("link", { name: /^Überfällig \(\d+\)$/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
    await expect(row).toContainText("gestern, 09:30");
    await expect(row).toContainText("Olga Owner");

    // Today's morning mail now, through the running server (`npm run leads -- --morning-mail`):
    // the signed-in person's lists the step with the lead's link.
    const config = e2eConfig(baseURL);
    await runControlCommand("morning-mail", {}, config);
    const me = await page.request.get("/api/admin/me");
    const { email } = ((await me.json()) as { user: { email: string } }).user;
    const morningMail = () =>
      mailsFor(name).find(
        (mail) => mail.headers.to === email && /fällig/.test(mail.headers.subject!),
      );
    await expect
      .poll(() => morningMail()?.text ?? "")
      .toMatch(
        new RegExp(
          `\\n- ${name} \\(Beispiel GmbH\\): Rückruf\\n  fällig seit .+, 09:30 Uhr\\n  ${config.siteUrl}/admin/leads/${id}\\n`,
        ),
      );
    expect(morningMail()!.text).toContain("Überfällig (");

    await page.getByRole("link", { name: "Meine", exact: true }).click();
    await expect(page.getByRole("link", { name })).toBeVisible();

    // Done: the step leaves the overdue view.
    await page.getByRole("link", { name }).click();
    await page.getByRole("button", { name: "Erledigt" }).click();
    await expect(page.getByTestId("lead-next-step")).toHaveText("Keiner geplant");
    await expect(timeline.getByRole("listitem").first()).toContainText("Schritt erledigt: Rückruf");
    await page.goto("/admin/leads?view=overdue");
    await expect(page.getByRole("heading", { name: "Anfragen" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
    await expect(page.getByRole("link", { name })).toHaveCount(0);
    await context.close();
  });

  test("a call and a customer's answer land in the timeline; empty ones are refused", async ({
    browser,
    baseURL,
  }) => {
    const id = await createLead(baseURL!, uniqueName("Call Lead"));
    const { context, page } = await openLead(browser, baseURL!, id);
    const form = page.getByTestId("activity-form");
    const timeline = page.getByTestId("timeline");

    await form.getByText("Anruf", { exact: true }).click();
    await form.getByRole("button", { name: "Anruf speichern" }).click();
    await expect(form.getByText("Bitte wählen Sie, wie der Anruf lief.")).toBeVisible();
    await form.getByText("Rückruf vereinbart").click();
    await form.getByLabel("Notiz zum Anruf (optional)").fill("Ruft nach der Teamrunde zurück.");
    await form.getByRole("button", { name: "Anruf speichern" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Der Anruf steht im Verlauf." }),
    ).toBeVisible();
    const call = timeline.getByRole("listitem").first();
    await expect(call).toContainText("Anruf: Rückruf vereinbart");
    await expect(call).toContainText("Ruft nach der Teamrunde zurück.");
    await expect(call).toContainText("Olga Owner");

    await form.getByText("Antwort des Kunden", { exact: true }).click();
    await form.getByRole("button", { name: "Antwort speichern" }).click();
    await expect(form.getByText("Bitte geben Sie den Text ein.")).toBeVisible();
    const answerBox = form.getByRole("textbox", { name: "Antwort des Kunden" });
    await expect(answerBox).toHaveAttribute("aria-invalid", "true");
    await answerBox.fill("Danke, der 5. Dezember passt uns.");
    await form.getByRole("button", { name: "Antwort speichern" }).click();
    const answer = timeline.getByRole("listitem").first();
    await expect(answer).toContainText("Antwort des Kunden");
    await expect(answer).toContainText("Danke, der 5. Dezember passt uns.");
    await context.close();
  });

  test("by keyboard alone: contacted, then lost with a reason the dialog insists on", async ({
    browser,
    baseURL,
  }) => {
    const id = await createLead(baseURL!, uniqueName("Lost Lead"));
    const { context, page } = await openLead(browser, baseURL!, id, 390);

    await page.getByRole("link", { name: "Zurück zu den Anfragen" }).focus();
    await tabTo(page, /^Status ändern: Kontaktiert$/);
    await page.keyboard.press("Enter");
    const saved = page.getByTestId("state-saved");
    await expect(saved).toHaveText("Status geändert: neu → kontaktiert.");
    await expect(saved).toBeFocused();
    await expect(page.getByTestId("timeline")).toContainText("Status: neu → kontaktiert");

    await tabTo(page, /^Status ändern: Verloren …$/, "Shift+Tab");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Anfrage als verloren markieren" });
    await expect(dialog).toBeVisible();
    await tabTo(page, /^Als verloren markieren$/);
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("Bitte wählen Sie einen Grund.")).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Zu teuer" })).toBeFocused();
    expect(await wcagViolations(page)).toEqual([]);

    await page.keyboard.press("ArrowDown");
    await expect(dialog.getByRole("radio", { name: "Termin vergeben" })).toBeChecked();
    await tabTo(page, /^Als verloren markieren$/);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(saved).toHaveText("Status geändert: kontaktiert → verloren.");
    await expect(saved).toBeFocused();
    const entry = page.getByTestId("timeline").getByRole("listitem").first();
    await expect(entry).toContainText("Status: kontaktiert → verloren");
    await expect(entry).toContainText("Grund: Termin vergeben");
    await context.close();
  });

  /**
   * Each view at both widths and in both languages, spread over the four runs (the views
   * share their markup); the lead's page with its timeline in each.
   */
  const axeRuns = [
    { locale: "de", width: 390, views: ["mine", "overdue", "today"] },
    { locale: "de", width: 1280, views: ["no_step", "all"] },
    { locale: "en", width: 390, views: ["no_step", "all"] },
    { locale: "en", width: 1280, views: ["mine", "overdue", "today"] },
  ] as const;
  for (const { locale, width, views } of axeRuns) {
    test(`axe finds nothing on the lead's page and the views ${views.join(", ")} (${locale}, ${width} px)`, async ({
      browser,
      baseURL,
    }) => {
      const id = await richLead(baseURL!);
      const { context, page } = await openLead(browser, baseURL!, id, width, locale);
      await expect(page.getByTestId("timeline").getByRole("listitem")).toHaveCount(8);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      expect(await wcagViolations(page)).toEqual([]);
      for (const view of views) {
        await page.goto(`/admin/leads?view=${view}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("status")).toHaveCount(0); // loaded
        expect(await wcagViolations(page), view).toEqual([]);
      }
      await context.close();
    });
  }
});
