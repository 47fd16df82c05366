import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";

export interface PageSignals {
  cspViolations: string[];
  consoleErrors: string[];
}

/**
 * The browser-test fixtures. Every test's page fails the test if it reports a
 * Content-Security-Policy violation, and tests can read the console errors it produced. The
 * check rides on the page fixtures, so a test that uses no page (a request, or the contexts a
 * back-office test opens with a signed-in state) opens none.
 *
 * - `page`: a new browser context and page of the test's own, as Playwright makes them.
 * - `visitor`: the worker's one page, which each test takes on to its pages as a visitor goes
 *   from page to page, for tests that only look at pages and use them as any visitor would
 *   (no routes, init scripts or context options of their own). Its cookies and storage are
 *   emptied before each test, so each starts as a first visit. A new context and page for a
 *   visit cost twice the CPU of the visit itself (0.6 against 0.27 CPU-seconds a page): a new
 *   renderer, and every script, style and font loaded and compiled again (docs/testing.md).
 */
export const test = base.extend<{ signals: PageSignals; visitor: Page }, { workerPage: Page }>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  signals: async ({}, use) => {
    await use({ cspViolations: [], consoleErrors: [] });
  },
  page: async ({ page, signals }, use) => {
    watch(page, signals);
    await use(page);
    expect(signals.cspViolations, "the page reported CSP violations").toEqual([]);
  },
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  visitor: async (
    { workerPage: page, signals, viewport, isMobile, hasTouch, javaScriptEnabled },
    use,
  ) => {
    if (isMobile || hasTouch || javaScriptEnabled === false) {
      throw new Error("`visitor` is a plain desktop browser: this test needs `page`");
    }
    await page.context().clearCookies();
    if (page.url().startsWith("http")) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null });
    if (viewport) await page.setViewportSize(viewport);
    const stop = watch(page, signals);
    const restore = refuseLastingChanges(page);
    try {
      await use(page);
    } finally {
      restore();
      stop();
    }
    expect(signals.cspViolations, "the page reported CSP violations").toEqual([]);
  },
});

/**
 * What would outlast a test on the worker's page (an init script, a route, extra headers, an
 * exposed function, on the page or its context) throws instead, naming `page`; the returned
 * function puts the methods back.
 */
function refuseLastingChanges(page: Page): () => void {
  const targets: Array<[Record<string, unknown>, string[]]> = [
    [
      page as never,
      ["addInitScript", "route", "setExtraHTTPHeaders", "exposeFunction", "exposeBinding"],
    ],
    [
      page.context() as never,
      [
        "addInitScript",
        "route",
        "setExtraHTTPHeaders",
        "exposeFunction",
        "exposeBinding",
        "grantPermissions",
        "setOffline",
        "setGeolocation",
      ],
    ],
  ];
  const saved: Array<() => void> = [];
  for (const [target, methods] of targets) {
    for (const method of methods) {
      const own = Object.hasOwn(target, method);
      const original = target[method];
      target[method] = () => {
        throw new Error(`\`visitor\` is shared by the worker's tests: ${method} needs \`page\``);
      };
      saved.push(() => {
        if (own) target[method] = original;
        else delete target[method];
      });
    }
  }
  return () => saved.forEach((put) => put());
}

/** Collects `page`'s CSP reports and console errors into `signals`; the returned function stops. */
function watch(page: Page, signals: PageSignals): () => void {
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) signals.cspViolations.push(text);
    else if (message.type() === "error") signals.consoleErrors.push(text);
  };
  const onError = (error: Error) => signals.consoleErrors.push(error.message);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  return () => {
    page.off("console", onConsole);
    page.off("pageerror", onError);
  };
}

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
