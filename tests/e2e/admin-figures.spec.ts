/**
 * The figures dashboard and the day's start page in a real browser against the real server:
 * the overview lists my overdue step with a link to its lead, and the overdue invoices seeded
 * before the server started (tests/support/overdue-invoices.ts) with their open sum and a
 * link to the overdue list; the lead of a deposit open 5 days before its event warns; the
 * dashboard writes money in euros in both languages (money in too), counts a lost reason,
 * and its period switch changes the figures;
 * at 390 px a wide table scrolls inside its own box (by keyboard too) while the page does
 * not; axe (WCAG 2.2 AA + target-size) on both screens in German at 390 px and in English at 1280 px.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { getSession, postJson } from "../api/support/client";
import { signedInState } from "./admin-support";
import { axeViews, wcagViolations } from "./axe";
import { uniqueName } from "./enquiry-support";
import { expect, test } from "./fixtures";
import type { Locale } from "../../app/i18n/locales.ts";
import type { SeededInvoice } from "../support/overdue-invoices.ts";
import { overdueInvoicesFile } from "./servers";
import { shot } from "./shots";

/** An enquiry sent through the public API, as the contact form sends it. */
async function postLead(baseURL: string, name: string): Promise<string> {
  const response = await postJson(
    `${baseURL}/api/enquiries`,
    await getSession(baseURL),
    {
      name,
      company: "Beispiel GmbH",
      email: "anna@beispiel.example",
      participants: 24,
      event: "Teamkochen",
      privacy: true,
      language: "de",
      sourcePage: "/events/teamkochen",
      elapsedMs: 15_000,
    },
    { "idempotency-key": randomUUID() },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A back-office write as the signed-in person of `page` (its cookies, and the Origin). */
async function adminWrite(page: Page, method: "POST" | "PUT", path: string, data: object) {
  const response = await page.request.fetch(`/api/admin${path}`, {
    method,
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status(), `${method} ${path}`).toBeLessThan(300);
}

let state: string;
test.beforeAll(async ({ browser, baseURL }) => {
  state = await signedInState(browser, baseURL!, "owner");
});

async function open(
  browser: Browser,
  baseURL: string,
  options: { width?: number; locale?: Locale } = {},
) {
  const context = await browser.newContext({
    baseURL,
    storageState: state,
    viewport: { width: options.width ?? 1280, height: 844 },
  });
  if (options.locale) {
    await context.addInitScript((value) => {
      localStorage.setItem("spreegeist-admin-locale", value);
    }, options.locale);
  }
  return { context, page: await context.newPage() };
}

/** The Berlin calendar day `days` from today (YYYY-MM-DD). */
const berlinDay = (days: number) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(
    Date.now() + days * 86_400_000,
  );

test("the overview lists my overdue step with a link to its lead", async ({ browser, baseURL }) => {
  const name = uniqueName("Overdue Olaf");
  const id = await postLead(baseURL!, name);
  const { context, page } = await open(browser, baseURL!);
  await page.goto("/admin/figures");
  const me = (await (await page.request.get("/api/admin/me")).json()) as {
    user: { userId: string };
  };
  await adminWrite(page, "PUT", `/leads/${id}/owner`, { ownerId: me.user.userId });
  await adminWrite(page, "PUT", `/leads/${id}/next-step`, {
    date: berlinDay(-1),
    time: "09:00",
    text: "Rückruf wegen des Termins",
  });

  await page.goto("/admin");
  const overdue = page.getByTestId("home-overdue");
  await expect(overdue.getByRole("heading")).toContainText("Meine überfälligen Schritte");
  await expect(page.getByTestId("home-overdue-count")).toHaveText("1");
  await expect(overdue).toContainText("Rückruf wegen des Termins");
  await expect(overdue).toContainText(/fällig seit \w\w\., \d\d\.\d\d\., 09:00/);
  await expect(page.getByTestId("home-summary")).toContainText("Für Sie: 1 überfällig");
  await expect(page.getByTestId("home-team-overdue")).toContainText(
    /Überfällig im ganzen Team: \d+/,
  );
  await overdue.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));
  await context.close();
});

test("the start page sums the overdue invoices and the lead of an open deposit warns", async ({
  browser,
  baseURL,
}) => {
  const [, , soon] = JSON.parse(readFileSync(overdueInvoicesFile(), "utf8")) as [
    SeededInvoice,
    SeededInvoice,
    SeededInvoice,
  ];
  const { context, page } = await open(browser, baseURL!);
  await page.goto("/admin");
  const late = page.getByTestId("home-late-invoices");
  await expect(late.getByRole("heading")).toContainText("Überfällige Rechnungen");
  // Three were seeded; the reminders spec may have paid one by now.
  await expect(page.getByTestId("home-late-invoices-count")).toHaveText(/^[23]$/);
  await expect(page.getByTestId("home-late-sum")).toContainText(
    /^[23] Rechnung\(en\), zusammen offen: [1-9][\d.]*,\d\d\u00a0€$/,
  );
  await expect(late).toContainText(soon.number);
  await expect(late).toContainText(/\d+ Tage überfällig/);
  await expect(page.getByTestId("home-events").getByRole("heading")).toContainText(
    "Anstehende Events",
  );
  await late.getByRole("link", { name: "Überfällige Rechnungen öffnen" }).click();
  await expect(page).toHaveURL(/\/admin\/invoices#overdue-title$/);
  await expect(page.getByTestId("overdue-invoices")).toContainText(soon.number);

  await page.goto(`/admin/leads/${soon.leadId}`);
  const warning = page.getByTestId("lead-deposit-warning");
  await expect(warning).toContainText("Anzahlung offen, Event in den nächsten 7 Tagen");
  await expect(warning).toContainText(soon.number);
  await expect(warning).toContainText(/Event am .+, in 5 Tagen/);
  await shot(page, "lead-deposit-warning-de-1280");

  // The calendar marks its booking, in words (and the amount for screen readers).
  await page.goto(`/admin/calendar?view=week&day=${berlinDay(5)}`);
  const card = page
    .getByTestId("calendar-week")
    .getByTestId("booking-card")
    .filter({ hasText: soon.company });
  await expect(card.getByTestId("booking-deposit-open")).toContainText("Anzahlung offen");
  await expect(card.getByTestId("booking-deposit-open")).toContainText(
    /Anzahlung offen: [\d.]+,\d\d\u00a0€, Event in weniger als 7 Tagen/,
  );
  await shot(page, "calendar-deposit-open-de-1280");
  await page.goto(`/admin/calendar?day=${berlinDay(5)}`);
  await expect(
    page
      .getByTestId("booking-chip")
      .filter({ hasText: soon.company })
      .getByTestId("booking-deposit-open"),
  ).toBeVisible();
  await context.close();
});

test("the dashboard shows euros, counts a lost reason, and the period switch changes the figures", async ({
  browser,
  baseURL,
}) => {
  const won = await postLead(baseURL!, uniqueName("Won Wanda"));
  const lost = await postLead(baseURL!, uniqueName("Lost Lars"));
  const { context, page } = await open(browser, baseURL!);
  await page.goto("/admin/figures");
  await adminWrite(page, "POST", `/leads/${won}/state`, { state: "won" });
  await adminWrite(page, "POST", `/leads/${lost}/state`, {
    state: "lost",
    lostReason: "date_taken",
  });
  await page.reload();

  await expect(page.getByRole("button", { name: "12 Wochen" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const euro = /^[1-9]\d{0,2}(\.\d{3})*\u00a0€$/;
  await expect(page.getByTestId("key-won").locator("dd").first()).toHaveText(euro);
  await expect(page.getByTestId("key-pipeline").locator("dd").first()).toHaveText(
    /^\d{1,3}(\.\d{3})*\u00a0€$/,
  );
  await expect(page.getByTestId("key-win-rate")).toContainText(
    /\d+ gewonnen von \d+ entschiedenen Anfragen, [1-9]\d* verloren/,
  );
  await expect(page.getByTestId("lost-reasons").getByRole("listitem").first()).toContainText(
    /Termin vergeben[1-9]/,
  );
  // Money in: the seeded deposits are open and overdue today.
  await expect(page.getByTestId("key-overdue").locator("dd").first()).toHaveText(euro);
  await expect(page.getByTestId("key-overdue")).toContainText(/[1-9]\d* Rechnung\(en\) nach dem/);
  await expect(page.getByTestId("money-month-table").locator("tbody tr").first()).toBeVisible();
  const weeks = page.getByTestId("leads-category-table").locator("tbody tr");
  await expect(weeks).toHaveCount(12);
  const since = await page.getByTestId("figures-since").textContent();

  await page.getByRole("button", { name: "52 Wochen" }).click();
  await expect(page).toHaveURL(/\?weeks=52$/);
  await expect(weeks).toHaveCount(52);
  // 52 weeks from a Monday span 12 or 13 calendar months.
  const months = page.getByTestId("won-month-table").locator("tbody tr");
  expect([12, 13]).toContain(await months.count());
  await expect(page.getByTestId("figures-since")).not.toHaveText(since!);

  await page.getByRole("button", { name: "4 Wochen" }).click();
  await expect(weeks).toHaveCount(4);
  expect(await months.count()).toBeLessThan(3);
  // The week of this test's decisions is in every period.
  await expect(page.getByTestId("key-won").locator("dd").first()).toHaveText(euro);

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByTestId("key-won").locator("dd").first()).toHaveText(
    /^€[1-9]\d{0,2}(,\d{3})*$/,
  );
  await expect(page.getByTestId("lost-reasons")).toContainText("Date taken");
  await expect(page.getByTestId("key-overdue")).toContainText("Overdue");
  await context.close();
});

test("at 390 px a wide table scrolls inside its own box, by keyboard too; the page does not", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await open(browser, baseURL!, { width: 390 });
  await page.goto("/admin/figures");
  const box = page.getByRole("region", {
    name: "Tabelle: Anfragen pro Woche nach Kategorie",
  });
  await expect(box).toBeVisible();
  const sizes = await box.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await box.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await context.close();
});

for (const screen of ["/admin", "/admin/figures"]) {
  test(`axe finds nothing on ${screen} in German at 390 px and in English at 1280 px`, async ({
    browser,
    baseURL,
  }) => {
    for (const { locale, width } of axeViews) {
      const { context, page } = await open(browser, baseURL!, { width, locale });
      await page.goto(screen);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0); // loaded
      if (screen === "/admin/figures") {
        // The lazily loaded charts are drawn (money in per month is the fifth).
        await expect(page.locator("canvas")).toHaveCount(5);
      }
      await shot(page, `${screen === "/admin" ? "home" : "figures"}-${locale}-${width}`);
      expect(await wcagViolations(page), `${screen} ${locale} ${width}`).toEqual([]);
      await context.close();
    }
  });
}
