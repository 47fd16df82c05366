import { test as base, expect, type Page } from "@playwright/test";

export interface PageSignals {
  cspViolations: string[];
  consoleErrors: string[];
}

/**
 * The browser-test fixture: every test's page fails the test if it reports a
 * Content-Security-Policy violation, and tests can read the console errors it produced.
 * The check rides on the `page` fixture, so a test that uses no page of its own (a request,
 * or the contexts a back-office test opens with a signed-in state) opens none: Playwright
 * makes the page, and its browser context, only for a test that asks for it.
 */
export const test = base.extend<{ signals: PageSignals }>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  signals: async ({}, use) => {
    await use({ cspViolations: [], consoleErrors: [] });
  },
  page: async ({ page, signals }, use) => {
    page.on("console", (message) => {
      const text = message.text();
      if (/Content Security Policy/i.test(text)) signals.cspViolations.push(text);
      else if (message.type() === "error") signals.consoleErrors.push(text);
    });
    page.on("pageerror", (error) => signals.consoleErrors.push(error.message));
    await use(page);
    expect(signals.cspViolations, "the page reported CSP violations").toEqual([]);
  },
});

export { expect };

/**
 * Waits until React has hydrated the page (interactive handlers are attached). The check may
 * run while a navigation replaces the document, when there is no root element yet.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === "true");
}

/** Opens a page and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
