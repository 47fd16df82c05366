/**
 * Content is data, never markup (docs/decisions/0101-content-is-never-markup.md), tried as an
 * attacker with a staff account would: HTML typed into an article's Markdown is published and
 * shown as text, nothing of it runs for the owner (on the page and in the preview) or for a
 * visitor, and the page's Content-Security-Policy is the one every page has. A `javascript:`
 * link is refused at publishing, with the field named.
 *
 * Runs against the second server (tests/e2e/servers.ts `contentServerURL`), and
 * publishes the article's earlier text again at the end.
 */
import type { Page } from "@playwright/test";
import { signedInState } from "./admin-support";
import { expect, test } from "./fixtures";
import { contentServerURL } from "./servers";

// Against the second server, whose content no other spec reads (tests/e2e/servers.ts).
test.use({ baseURL: contentServerURL });

const ARTICLE = "/api/admin/content/article/1";
const PAGE = "/news/hybrid-events-2025";
const SCRIPT = `<script>window.__xss="script";fetch("/api/admin/users/me",{method:"PATCH"})</script>`;
const IMG = `<img src="/nope.png" onerror="window.__xss='img'">`;

interface Article {
  de: { body: string };
  en: { body: string };
}

/** The back office's own fetch, from a page of it (cookies, Origin: as the app sends them). */
async function api(page: Page, path: string, method = "GET", body?: unknown) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { path, method, body },
  );
}

/** Waits until the page's islands have hydrated: every script it would run has run. */
async function settled(page: Page) {
  await page.mouse.move(5, 5);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test.describe.configure({ mode: "serial", timeout: 90_000 });

test("HTML in a published article runs for nobody and shows as text; a javascript: link is refused", async ({
  browser,
  baseURL,
}) => {
  const staffContext = await browser.newContext({
    baseURL,
    storageState: await signedInState(browser, baseURL!, "staff"),
  });
  const staff = await staffContext.newPage();
  await staff.goto("/admin/");
  const before = (await api(staff, ARTICLE)).body as { published: Article; revision: number };
  const cspBefore = (await staff.request.get(PAGE)).headers()["content-security-policy"];
  expect(cspBefore).toMatch(/script-src 'self'( 'sha256-[\w+/=]+'){3};/);

  // A link to javascript: is refused, naming the field.
  const link = structuredClone(before.published);
  link.de.body += "\n\n[Klick](javascript:alert(1))";
  const refused = await api(staff, `${ARTICLE}/publish`, "POST", {
    revision: before.revision,
    data: link,
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(refused.status).toBeLessThan(500);
  expect(JSON.stringify(refused.body)).toContain("de.body");
  expect(JSON.stringify(refused.body)).toContain("link target not allowed: javascript:alert(1)");

  // HTML is published, as text.
  const attack = structuredClone(before.published);
  attack.de.body += `\n\n${SCRIPT}\n\nEin Bild ${IMG} im Text.`;
  attack.en.body += `\n\n${SCRIPT}\n\nA picture ${IMG} in the text.`;
  const published = await api(staff, `${ARTICLE}/publish`, "POST", {
    revision: before.revision,
    data: attack,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);

  try {
    const ownerContext = await browser.newContext({
      baseURL,
      storageState: await signedInState(browser, baseURL!, "owner"),
    });
    const visitorContext = await browser.newContext({ baseURL });
    const readers = [
      [await ownerContext.newPage(), PAGE],
      [await ownerContext.newPage(), `${PAGE}?preview`],
      [await visitorContext.newPage(), PAGE],
      [await visitorContext.newPage(), `/en${PAGE}`],
    ] as const;
    for (const [reader, path] of readers) {
      const response = await reader.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()["content-security-policy"], path).toBe(cspBefore);
      const article = reader.locator("article").first();
      await expect(article, path).toContainText(SCRIPT);
      await expect(article, path).toContainText(IMG);
      await settled(reader);
      expect(await reader.evaluate(() => (window as { __xss?: string }).__xss), path).toBe(
        undefined,
      );
      expect(await article.locator("script, img[onerror]").count(), path).toBe(0);
    }
    await ownerContext.close();
    await visitorContext.close();
  } finally {
    const current = (await api(staff, ARTICLE)).body as { revision: number };
    const restored = await api(staff, `${ARTICLE}/publish`, "POST", {
      revision: current.revision,
      data: before.published,
    });
    expect(restored.status).toBe(200);
    await staffContext.close();
  }
});
