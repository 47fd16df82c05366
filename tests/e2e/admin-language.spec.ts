/**
 * Every back-office screen speaks the language it is set to: the pass opens each route of
 * the navigation, and a lead, an offer, an invoice and a content document of its own, in
 * German and in English, and reads what a user sees (the visible text, labels, placeholders
 * and titles) for words of the other language (app/admin/i18n/language-tells.ts). What the
 * customers and the content wrote is theirs and is left out: the test made that data itself
 * and knows it. What the app writes on its own (a lead's next step after an offer went out)
 * is checked like any label: "Follow up offer" on the German lead page fails the pass.
 *
 * It runs on a server of its own (port + 3, a new database) so that no other spec's leads
 * and offers, in whatever language they were typed, stand on its screens.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { BrowserContextOptions, Page } from "@playwright/test";
import { startSiteServer } from "../../scripts/lib/site-server.ts";
import { TEST_BUSINESS } from "../api/support/business.ts";
import { foreignWords } from "../../app/admin/i18n/language-tells.ts";
import { getSession, postJson } from "../api/support/client";
import { acceptedOffer, emlMailText } from "../support/booking-flow";
import { e2eConfig, signedInState } from "./admin-support";
import { expect, test } from "./fixtures";
import { e2eDataDir, mainPort } from "./servers";
import { locales } from "../../app/i18n/locales.ts";

type State = Exclude<BrowserContextOptions["storageState"], string | undefined>;

test.describe.configure({ mode: "serial" });

const port = mainPort + 3;
let server: { url: string; stop: () => Promise<void> } | undefined;
let owner: State;
/** Everything the test typed or the customer's side wrote: not the app's words. */
const data = new Set<string>(["Olga Owner", "Stefan Staff", "Spreegeist Events"]);
const routes: string[] = [];

/** An English enquiry as the contact form sends it; the lead's id. */
async function englishEnquiry(origin: string, name: string, company: string): Promise<string> {
  const email = `${name.split(" ")[0]!.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`;
  const response = await postJson(
    `${origin}/api/enquiries`,
    await getSession(origin),
    {
      name,
      company,
      email,
      phone: "+44 20 7946 0000",
      participants: 24,
      events: ["Christmas Team Cooking"],
      date: "",
      message: "",
      privacy: true,
      language: "en",
      sourcePage: "/en/contact",
      elapsedMs: 15_000,
    },
    { "idempotency-key": randomUUID() },
  );
  expect(response.status, await response.clone().text()).toBe(201);
  data.add(name).add(company).add(email).add("+44 20 7946 0000");
  return ((await response.json()) as { id: string }).id;
}

/** Every string of a JSON value (what an API answered with the test's own data in it). */
function strings(value: unknown, into: Set<string>): void {
  if (typeof value === "string") into.add(value);
  else if (value && typeof value === "object") {
    for (const inner of Object.values(value)) strings(inner, into);
  }
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  // The data directory where the shared helpers (the control channel, the outbox) look.
  server = await startSiteServer(port, { builtAlready: true, dataDir: e2eDataDir(port) });
  const origin = server.url;
  owner = JSON.parse(readFileSync(await signedInState(browser, origin, "owner"), "utf8"));
  const client = {
    origin,
    cookie: owner.cookies.map((c) => `${c.name}=${c.value}`).join("; "),
    mailText: emlMailText(e2eConfig(origin).dataDir),
  };
  const api = async (path: string) => {
    const response = await fetch(`${origin}/api/admin${path}`, {
      headers: { cookie: client.cookie, origin },
    });
    expect(response.status, path).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  };
  // The agency's business data, as owners set it: invoices need it (server/business).
  const business = await fetch(`${origin}/api/admin/business`, {
    method: "PUT",
    headers: { cookie: client.cookie, origin, "content-type": "application/json" },
    body: JSON.stringify(TEST_BUSINESS),
  });
  expect(business.status, await business.clone().text()).toBe(200);
  strings(TEST_BUSINESS, data);
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const details = { eventDate: day, startTime: "15:00", durationMinutes: 180, place: "Kreuzberg" };
  data.add("Kreuzberg");
  // An English customer whose offer is out (its follow-up is the team's next step), and one
  // who accepted (the deposit invoice), both handled from the German back office.
  const open = await englishEnquiry(origin, "Kim Waters", "Northwind Ltd");
  const sent = await acceptedOffer(client, open, details, { accept: false });
  const won = await englishEnquiry(origin, "Sam Rivers", "Bluebird Ltd");
  const accepted = await acceptedOffer(client, won, details);
  data.add("Teamleitung");
  // The offers' lines, customers and mails are the customer's English: known data.
  for (const id of [sent.offerId, accepted.offerId]) {
    const offer = (await api(`/offers/${id}`)) as {
      lines: { title: string; detail: string | null }[];
      customer: unknown;
    };
    for (const line of offer.lines) data.add(line.title).add(line.detail ?? "");
    strings(offer.customer, data);
    const mail = await api(`/offers/${id}/mail-draft`).catch(() => ({}));
    strings(mail, data);
  }
  for (const lead of [open, won]) {
    const detail = (await api(`/leads/${lead}`)) as {
      timeline: { mail?: { subject?: string } | null }[];
      events?: unknown;
    };
    strings(detail.events, data);
    for (const entry of detail.timeline) if (entry.mail?.subject) data.add(entry.mail.subject);
  }
  // The deposit invoice, with the postal address the offer lacked (a London one).
  const address = {
    street: "10 Baker Street",
    postalCode: "NW1 6XE",
    city: "London",
    country: "GB",
  };
  strings(address, data);
  const issued = await fetch(`${origin}/api/admin/offers/${accepted.offerId}/invoices/deposit`, {
    method: "POST",
    headers: { cookie: client.cookie, origin, "content-type": "application/json" },
    body: JSON.stringify({ customer: { address } }),
  });
  expect(issued.status, await issued.clone().text()).toBe(201);
  const invoice = ((await issued.json()) as { id: string }).id;
  routes.push(
    ...["/", "/leads", "/offers", "/invoices", "/calendar", "/figures", "/content", "/business"],
    ...["/media", "/templates", "/consents", "/privacy", "/users", "/audit", "/account"],
    `/leads/${open}`,
    `/leads/${won}`,
    `/offers/${sent.offerId}`,
    `/offers/${accepted.offerId}`,
    `/invoices/${invoice}`,
  );
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * What a user reads on the page: its visible text and the labels, placeholders and titles
 * that a screen reader or a tooltip speaks, less the known data and what the content and
 * catalogue APIs answered (the site's texts and event names are content, in either language).
 */
async function screenText(page: Page, content: Set<string>): Promise<string> {
  const text = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [placeholder], [title]")]
      .flatMap((element) =>
        ["aria-label", "placeholder", "title"].map((name) => element.getAttribute(name) ?? ""),
      )
      .join("\n");
    return `${document.body.innerText}\n${attributes}`;
  });
  // Each line of each known value as a whole (never inside a word: "en" of a language code
  // must not cut "enquiry"), the longest first, so that a name inside a longer text does
  // not leave the rest of it behind.
  const known = [...new Set([...data, ...content].flatMap((value) => value.split("\n")))]
    .map((value) => value.trim())
    .filter((value) => value.length > 2)
    .sort((a, b) => b.length - a.length)
    .map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  let rest = text;
  for (const value of known) {
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${value}(?![\\p{L}\\p{N}])`, "gu"), " ");
  }
  return rest;
}

for (const language of locales) {
  test(`every screen in ${language === "de" ? "German" : "English"} holds no word of the other language`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ baseURL: server!.url, storageState: owner });
    await context.addInitScript(
      (locale) => localStorage.setItem("spreegeist-admin-locale", locale),
      language,
    );
    const page = await context.newPage();
    const content = new Set<string>();
    page.on("response", async (response) => {
      // The site's content and the catalogue's event names, as the editors wrote them.
      if (!/\/api\/admin\/(content|media|leads\/options|catalogue)/.test(response.url())) {
        return;
      }
      try {
        strings(await response.json(), content);
      } catch {
        // Not JSON.
      }
    });
    const found: string[] = [];
    const visit = async (route: string) => {
      await page.goto(`/admin${route === "/" ? "" : route}`);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      const text = await screenText(page, content);
      for (const line of text.split("\n")) {
        const words = foreignWords(line, language);
        if (words.length) found.push(`${route}: ${words.join(", ")} in "${line.trim()}"`);
      }
    };
    for (const route of routes) await visit(route);
    // A content document: the first one the content list links to.
    await page.goto("/admin/content");
    const documentLink = page.locator('a[href^="/admin/content/"]').first();
    await visit(
      new URL(await documentLink.evaluate((a) => (a as HTMLAnchorElement).href)).pathname.replace(
        /^\/admin/,
        "",
      ),
    );
    expect(found).toEqual([]);
    await context.close();
  });
}
