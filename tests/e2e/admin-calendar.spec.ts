/**
 * The booking calendar in a real browser against the real server: two offers drafted,
 * sent and accepted with the mailed code (tests/support/booking-flow.ts) show in the month
 * grid at 1280 px and in the week, as a list by day at 390 px, and one opens its offer; on
 * "Mein Konto" the feed address is made once and its .ics carries both bookings. axe
 * (WCAG 2.2 AA + target-size) finds nothing on the month, the week, the list and the
 * account page's subscription.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { BrowserContextOptions } from "@playwright/test";
import { getSession, postJson } from "../api/support/client";
import { acceptedOffer, emlMailText } from "../support/booking-flow";
import { e2eConfig, signedInState } from "./admin-support";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";

/** A German enquiry as the contact form sends it; the lead's id. */
async function enquiry(baseURL: string, company: string): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const response = await postJson(
    `${baseURL}/api/enquiries`,
    await getSession(baseURL),
    {
      name: `Kira Kalender ${tag}`,
      company,
      email: `kira.${tag}@kalender.example`,
      phone: "+49 30 1234567",
      participants: 18,
      events: ["Weihnachtliches Teamkochen"],
      date: "",
      message: "Bitte ein Angebot.",
      privacy: true,
      language: "de",
      sourcePage: "/kontakt",
      elapsedMs: 15_000,
    },
    { "idempotency-key": randomUUID() },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A Berlin day `days` from today. */
const dayFromToday = (days: number) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(
    new Date(Date.now() + days * 86_400_000),
  );

// One worker seeds once; the signed-in state is kept in memory (its file is the first test's).
test.describe.configure({ mode: "serial" });
let staff: Exclude<BrowserContextOptions["storageState"], string | undefined>;
// A day of its own: the server's data outlives a run, and a month's day shows three bookings.
const day = dayFromToday(20 + Math.floor(Math.random() * 300));
const tag = Date.now().toString(36);
const alpha = `Alpha Kalender ${tag} GmbH`;
const beta = `Beta Kalender ${tag} AG`;
let alphaOffer: string;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  staff = JSON.parse(readFileSync(await signedInState(browser, baseURL!, "staff"), "utf8"));
  const state = staff;
  const client = {
    origin: baseURL!,
    cookie: state.cookies.map((c) => `${c.name}=${c.value}`).join("; "),
    mailText: emlMailText(e2eConfig(baseURL).dataDir),
  };
  // Both on the same day, sent knowingly (one day, one booking: decision 0193); the day is
  // random, so another spec's booking may hold it too.
  alphaOffer = (
    await acceptedOffer(
      client,
      await enquiry(baseURL!, alpha),
      { eventDate: day, startTime: "10:00", durationMinutes: 120, place: "Markthalle Neun" },
      { overrideClash: true },
    )
  ).offerId;
  await acceptedOffer(
    client,
    await enquiry(baseURL!, beta),
    { eventDate: day, startTime: null, durationMinutes: null, place: "Tempelhofer Feld" },
    { overrideClash: true },
  );
});

test("month and week at 1280 px: both bookings on their day, one opens its offer", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: staff });
  await context.addInitScript(() => localStorage.setItem("spreegeist-admin-locale", "de"));
  const page = await context.newPage();
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: "Kalender" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Kalender" })).toBeVisible();
  await page.goto(`/admin/calendar?day=${day}`);
  const cell = page.getByTestId("calendar-month").locator(`td[data-day="${day}"]`);
  // All-day first, then by start time.
  const chips = cell.getByTestId("booking-chip").filter({ hasText: tag });
  await expect(chips).toHaveCount(2);
  await expect(chips.nth(0)).toContainText(`ganztägig`);
  await expect(chips.nth(0)).toContainText(beta);
  await expect(chips.nth(1)).toContainText("10:00");
  await expect(chips.nth(1)).toContainText(`${alpha} · 18 Pers.`);
  expect(await wcagViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Woche" }).click();
  const column = page.getByTestId("calendar-week").locator(`li[data-day="${day}"]`);
  const alphaCard = column.getByTestId("booking-card").filter({ hasText: alpha });
  await expect(alphaCard).toContainText("Markthalle Neun");
  await expect(alphaCard).toContainText("Zuständig:");
  expect(await wcagViolations(page)).toEqual([]);

  await alphaCard.click();
  await page.waitForURL(new RegExp(`/admin/offers/${alphaOffer}$`));
  await context.close();
});

test("at 390 px a list by day; the feed address made once carries the bookings", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    storageState: staff,
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript(() => localStorage.setItem("spreegeist-admin-locale", "de"));
  const page = await context.newPage();
  await page.goto(`/admin/calendar?day=${day}`);
  await expect(page.getByTestId("calendar-month")).toBeHidden();
  const list = page.getByTestId("calendar-list").locator(`li[data-day="${day}"]`);
  await expect(list.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(list.getByTestId("booking-card").filter({ hasText: tag })).toHaveCount(2);
  expect(await wcagViolations(page)).toEqual([]);

  await page.goto("/admin/account");
  const section = page.getByTestId("calendar-feed");
  await section.getByRole("button", { name: "Abo-Adresse erstellen" }).click();
  const url = await section.getByTestId("calendar-feed-url").inputValue();
  expect(url).toMatch(/\/api\/admin\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(section.getByRole("button", { name: "Neue Adresse erstellen" })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  const feed = await fetch(`${baseURL}${new URL(url).pathname}`);
  expect(feed.status).toBe(200);
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, "");
  expect(ics).toContain(alpha);
  expect(ics).toContain(beta);
  await context.close();
});
