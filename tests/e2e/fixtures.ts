/**
 * The browser-test fixture: every test fails if the page reports a Content-Security-Policy
 * violation, and tests can read the console errors a page produced.
 */
import { test as base, expect, type Page } from "@playwright/test";

export interface PageSignals {
  cspViolations: string[];
  consoleErrors: string[];
}

export const test = base.extend<{ signals: PageSignals }>({
  signals: [
    async ({ page }, use) => {
      const signals: PageSignals = { cspViolations: [], consoleErrors: [] };
      page.on("console", (message) => {
        const text = message.text();
        if (/Content Security Policy/i.test(text)) signals.cspViolations.push(text);
        else if (message.type() === "error") signals.consoleErrors.push(text);
      });
      page.on("pageerror", (error) => signals.consoleErrors.push(error.message));
      await use(signals);
      expect(signals.cspViolations, "the page reported CSP violations").toEqual([]);
    },
    { auto: true },
  ],
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
