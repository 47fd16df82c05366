/**
 * Publishing in a real browser against the real server (docs/product.md#content-editing),
 * seen from the public site: a member of staff changes an event's German title and price in
 * the back office and publishes; within 5 seconds a visitor sees the detail page, its list
 * page, the home page and the sitemap change, and restoring the earlier revision brings them
 * back. A draft shows only in the signed-in preview. A new article appears on /news and
 * /en/news with its JSON-LD, and its old address answers 301 after a slug change.
 *
 * Runs against the second server (tests/e2e/servers.ts `contentServerURL`), so the
 * other browser tests never see these changes.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { signedInState } from "./admin-support";
import { expect, test } from "./fixtures";
import { contentServerURL } from "./servers";

// Against the second server, whose content no other spec reads (tests/e2e/servers.ts).
test.use({ baseURL: contentServerURL });

const EVENT = "zombie-virus";
const LIST = "horror-events";

/** The editor's control for a field of the document ("de.title" -> #field-de_title). */
const field = (page: Page, dotted: string) =>
  page.locator(`#field-${dotted.replace(/[^a-zA-Z0-9_-]/g, "_")}`);

/** Replaces a price quoted in a text ("149 €", "€149") by another. */
const requote = (text: string, from: number, to: number) =>
  text
    .replace(new RegExp(`\\b${from}(\\s?€)`, "g"), `${to}$1`)
    .replace(new RegExp(`(€\\s?)${from}\\b`, "g"), `$1${to}`);

async function requoteFields(page: Page, fields: string[], from: number, to: number) {
  // The search-engine texts are in the collapsed section after the content.
  const section = page.getByTestId("advanced");
  if (!(await section.evaluate((d) => (d as HTMLDetailsElement).open))) {
    await section.locator("summary").click();
  }
  for (const dotted of fields) {
    const text = field(page, dotted);
    await text.fill(requote(await text.inputValue(), from, to));
  }
}

/** Waits (at most the promised 5 seconds) until the visitor's page at `path` shows `text`. */
async function seenWithin5s(visitor: Page, path: string, text: string | RegExp) {
  await expect(async () => {
    const response = await visitor.goto(path);
    expect(response?.status()).toBe(200);
    await expect(visitor.locator("body")).toContainText(text, { timeout: 100 });
  }).toPass({ timeout: 5_000, intervals: [100, 250, 500] });
}

let state: string;
test.beforeAll(async ({ browser, baseURL }) => {
  state = await signedInState(browser, baseURL!, "staff");
});
// One after the other, each publish rendering the site again (a few seconds each).
test.describe.configure({ mode: "serial", timeout: 90_000 });

async function staffPage(browser: Browser, baseURL: string): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ baseURL, storageState: state });
  return [context, await context.newPage()];
}

test("a new price and title reach the detail page, its list, the home page and the sitemap within 5 s; restoring brings them back", async ({
  browser,
  baseURL,
}) => {
  const [context, page] = await staffPage(browser, baseURL!);
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/");
  await expect(visitor.getByText(/Ab 89\s?€/).first()).toBeVisible();

  // The list page quotes its cheapest price: its draft names the new one first.
  await page.goto(`/admin/content/list-page/${LIST}`);
  await requoteFields(page, ["de.seo.description", "en.seo.description"], 89, 79);
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page.getByText(/^Entwurf gespeichert/)).toBeVisible();

  await page.goto(`/admin/content/event/${EVENT}`);
  const deTitle = field(page, "de.title");
  await expect(deTitle).toHaveValue("ZOMBIE VIRUS");
  await deTitle.fill("ZOMBIE VIRUS REVIVAL");
  await page.getByRole("textbox", { name: "Preis ab (€ pro Person)" }).fill("79");
  await requoteFields(
    page,
    ["de.description", "en.description", "detail.de.seo.description", "detail.en.seo.description"],
    149,
    79,
  );
  const sitemapBefore = Date.now();
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(
    page.getByText(/^Veröffentlicht\. Die Seite ist in wenigen Sekunden online/),
  ).toBeVisible({
    timeout: 30_000,
  });
  // The list page (named by its heading) was published with it.
  await expect(page.getByRole("status").filter({ hasText: "Mit veröffentlicht" })).toContainText(
    "Teamevents für starke Nerven",
  );

  await seenWithin5s(visitor, `/events/${EVENT}`, "ZOMBIE VIRUS REVIVAL");
  await expect(visitor.locator("body")).toContainText(/79\s?€/);
  await seenWithin5s(visitor, `/${LIST}`, "ZOMBIE VIRUS REVIVAL");
  await seenWithin5s(visitor, "/", /Ab 79\s?€/);
  // The English page keeps the English title.
  await seenWithin5s(visitor, `/en/events/${EVENT}`, "ZOMBIE VIRUS");
  const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
  const lastmod = new RegExp(`<loc>[^<]*/events/${EVENT}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(
    sitemap,
  )?.[1];
  expect(lastmod, "the sitemap dates the changed page").toBeTruthy();
  expect(Date.parse(lastmod!)).toBeGreaterThanOrEqual(Math.floor(sitemapBefore / 1000) * 1000);

  // Restore: the list page's text for the old price as a draft, then the earlier revision.
  await page.goto(`/admin/content/list-page/${LIST}`);
  await requoteFields(page, ["de.seo.description", "en.seo.description"], 79, 89);
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page.getByText(/^Entwurf gespeichert/)).toBeVisible();
  await page.goto(`/admin/content/event/${EVENT}`);
  await page
    .getByTestId("revision")
    .nth(1)
    .getByRole("button", { name: "Wiederherstellen" })
    .click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "Wiederherstellen und veröffentlichen" })
    .click();
  await expect(page.getByText(/^Version wiederhergestellt und veröffentlicht/)).toBeVisible({
    timeout: 30_000,
  });
  await seenWithin5s(visitor, "/", /Ab 89\s?€/);
  await seenWithin5s(visitor, `/events/${EVENT}`, /149\s?€/);
  await expect(visitor.locator("body")).not.toContainText("REVIVAL");
  await seenWithin5s(visitor, `/${LIST}`, "ZOMBIE VIRUS");
  await expect(visitor.locator("body")).not.toContainText("REVIVAL");
  await context.close();
  await visitorContext.close();
});

test("a draft is invisible to visitors and visible in the signed-in preview, with its banner", async ({
  browser,
  baseURL,
}) => {
  const [context, page] = await staffPage(browser, baseURL!);
  await page.goto(`/admin/content/event/${EVENT}`);
  await field(page, "de.title").fill("ZOMBIE ENTWURF");
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page.getByText(/^Entwurf gespeichert/)).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/events/${EVENT}?preview`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("ZOMBIE VIRUS");
  await expect(visitor.getByTestId("preview-banner")).toHaveCount(0);

  const preview = await context.newPage();
  await preview.goto(`/events/${EVENT}?preview`);
  await expect(preview.getByTestId("preview-banner")).toContainText("Vorschau");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("ZOMBIE ENTWURF");
  await preview.goto(`/en/events/${EVENT}?preview`);
  await expect(preview.getByTestId("preview-banner")).toContainText("Preview");

  await page.getByRole("toolbar").getByRole("button", { name: "Mehr" }).click();
  await page.getByRole("menuitem", { name: "Entwurf verwerfen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Entwurf verwerfen" }).click();
  await expect(page.getByText(/^Entwurf verworfen/)).toBeVisible();
  await visitor.goto(`/events/${EVENT}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("ZOMBIE VIRUS");
  await context.close();
  await visitorContext.close();
});

test("a new article appears on /news and /en/news with its JSON-LD; a new slug answers 301", async ({
  browser,
  baseURL,
}) => {
  const [context, page] = await staffPage(browser, baseURL!);
  await page.goto("/admin/content");
  await page.getByRole("button", { name: "Neuer Artikel" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Titel (Deutsch)").fill("Teamtag am See");
  await dialog.getByLabel(/^Adresse/).fill("teamtag-am-see");
  await dialog.getByRole("button", { name: "Anlegen" }).click();
  await page.waitForURL(/\/admin\/content\/article\/\d+$/);
  const key = page.url().split("/").pop()!;

  // The texts, as staff would type them (the API the form saves through, with the session).
  const api = (path: string, method: string, data?: unknown) =>
    page.request.fetch(`/api/admin/content/article/${key}${path}`, {
      method,
      headers: { origin: new URL(baseURL!).origin, "content-type": "application/json" },
      ...(data === undefined ? {} : { data: JSON.stringify(data) }),
    });
  const template = (await (await page.request.get("/api/admin/content/article/1")).json()) as {
    published: Record<string, unknown> & { de: object; en: object };
  };
  const article = {
    ...template.published,
    id: Number(key),
    slug: "teamtag-am-see",
    date: new Date().toISOString().slice(0, 10),
    de: { ...template.published.de, title: "Teamtag am See" },
    en: { ...template.published.en, title: "A team day by the lake" },
  };
  expect((await api("/draft", "PUT", { data: article })).status()).toBe(200);
  await page.reload();
  await expect(field(page, "de.title")).toHaveValue("Teamtag am See");
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(
    page.getByText(/^Veröffentlicht\. Die Seite ist in wenigen Sekunden online/),
  ).toBeVisible({
    timeout: 30_000,
  });

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  for (const [list, path, title] of [
    ["/news", "/news/teamtag-am-see", "Teamtag am See"],
    ["/en/news", "/en/news/teamtag-am-see", "A team day by the lake"],
  ] as const) {
    await seenWithin5s(visitor, list, title);
    await visitor.locator(`a[href="${path}"]`).first().click();
    await expect(visitor).toHaveURL(new RegExp(`${path}$`));
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
    const jsonLd = await visitor
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}") as object));
    expect(jsonLd).toContainEqual(
      expect.objectContaining({ "@type": "BlogPosting", headline: title }),
    );
  }

  // A new slug: the old address forwards (301) to the new one.
  const { revision } = (await (await api("", "GET")).json()) as { revision: number };
  const renamed = await api("/publish", "POST", {
    revision,
    data: { ...article, slug: "teamtag-am-wannsee" },
  });
  expect(renamed.status()).toBe(200);
  const old = await visitor.request.get("/news/teamtag-am-see", { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe("/news/teamtag-am-wannsee");
  await visitor.goto("/en/news/teamtag-am-see");
  await expect(visitor).toHaveURL(/\/en\/news\/teamtag-am-wannsee$/);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("A team day by the lake");
  await context.close();
});
