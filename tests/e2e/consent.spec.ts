/**
 * The cookie banner as a visitor meets it, against the real server and database: what it
 * shows, what each choice sends and stores, the failure path and its retry, reopening from
 * the footer, keyboard-only use, and that nothing optional happens before consent.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { axeOn } from "./axe";
import type { Page, Request } from "@playwright/test";
import { expect, gotoHydrated, test, waitForHydration } from "./fixtures";

const banner = (page: Page) => page.getByTestId("cookie-banner");
const button = (page: Page, name: string) =>
  banner(page).getByRole("button", { name, exact: true });

interface StoredRecord {
  preferences: { necessary: boolean; analytics: boolean; marketing: boolean };
  timestamp: string;
  version: string;
  consentId?: string;
  userIdentifier?: string;
  error?: string;
}

const storedRecord = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem("cookie-consent");
    return raw ? (JSON.parse(raw) as StoredRecord) : null;
  });

const isConsentPost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/gdpr/consent";

/** Every request the page makes, to check what did (not) happen. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) =>
    urls.push(`${request.method()} ${new URL(request.url()).pathname}`),
  );
  return urls;
}

/** Visits, makes a choice, and returns the request sent and the answer's consentId. */
async function choose(page: Page, name: string) {
  const requestPromise = page.waitForRequest(isConsentPost);
  const responsePromise = page.waitForResponse((r) => isConsentPost(r.request()));
  await button(page, name).click();
  const request = await requestPromise;
  const response = await responsePromise;
  return { request, response };
}

test.describe("cookie banner", () => {
  for (const [path, privacy] of [
    ["/", "/privacy"],
    ["/en/", "/en/privacy"],
  ] as const) {
    test(`shows on a first visit to ${path}, in German, without blocking the page`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toHaveAttribute("lang", "de");
      await expect(banner(page).getByText("Cookie-Einstellungen", { exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: "Cookie-Einstellungen" })).toBeVisible();
      await expect(
        banner(page).getByRole("link", { name: "Datenschutzerklärung" }),
      ).toHaveAttribute("href", privacy);
      for (const name of ["Einstellungen", "Nur Notwendige", "Alle Akzeptieren"]) {
        await expect(button(page, name)).toBeVisible();
      }
      // Not modal: no overlay, nothing made inert, the page's heading stays clear and usable.
      await expect(page.locator("[aria-modal='true']")).toHaveCount(0);
      const heading = await page.locator("main h1").boundingBox();
      const card = await banner(page).locator("> div").boundingBox();
      expect(heading!.y + heading!.height).toBeLessThanOrEqual(card!.y);
      await page.locator("header a").first().click({ trial: true });

      const results = await axeOn(page)
        .include("[data-testid='cookie-banner']")
        .options({ resultTypes: ["violations"], rules: { "target-size": { enabled: true } } })
        .analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  }

  test("makes refusing exactly as easy as accepting", async ({ page }) => {
    await gotoHydrated(page, "/");
    const style = (name: string) =>
      button(page, name).evaluate((element) => {
        const s = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [box.width, box.height, s.fontSize, s.fontWeight, s.backgroundColor, s.color];
      });
    expect(await style("Nur Notwendige")).toEqual(await style("Alle Akzeptieren"));
  });

  test("sends nothing optional before a choice", async ({ page }) => {
    const requests = recordRequests(page);
    await gotoHydrated(page, "/");
    await expect(banner(page)).toBeVisible();
    await gotoHydrated(page, "/contact"); // leaving the page would send vitals if allowed
    await expect(banner(page)).toBeVisible();
    expect(requests.filter((r) => r.includes("/api/"))).toEqual([]);
    expect(await storedRecord(page)).toBeNull();
  });

  test("'Nur Notwendige' posts the choice with token and stores the record", async ({ page }) => {
    await gotoHydrated(page, "/");
    const { request, response } = await choose(page, "Nur Notwendige");
    await expect(banner(page)).toBeHidden();

    expect(request.headers()["content-type"]).toBe("application/json");
    expect(request.headers()["x-csrf-token"]).toMatch(/^v1\.[0-9a-z]+\.[\w-]{43}$/);
    const body = request.postDataJSON() as { userIdentifier: string };
    expect(body).toEqual({
      consentType: "cookies",
      preferences: { necessary: true, analytics: false, marketing: false },
      userIdentifier: expect.stringMatching(/^user_\d{13}_[a-z0-9]{9}$/),
    });
    expect(response.status()).toBe(200);
    const { consentId } = (await response.json()) as { consentId: string };

    await expect.poll(() => storedRecord(page)).not.toBeNull();
    const record = await storedRecord(page);
    expect(record).toEqual({
      preferences: { necessary: true, analytics: false, marketing: false },
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      version: "1.0",
      consentId,
      userIdentifier: body.userIdentifier,
    });
  });

  test("a returning visitor never sees the banner and loads nothing for consent", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await choose(page, "Nur Notwendige");
    await expect.poll(() => storedRecord(page)).not.toBeNull();

    const requests = recordRequests(page);
    await gotoHydrated(page, "/en/");
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForTimeout(500);
    await expect(banner(page)).toHaveCount(0);
    expect(requests.filter((r) => /api-client|record-consent|analytics/.test(r))).toEqual([]);
    expect(requests.filter((r) => r.includes("/api/"))).toEqual([]);
  });

  test("asks again when the stored choice is older than 24 months", async ({ page }) => {
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 25);
    await page.addInitScript((timestamp) => {
      localStorage.setItem(
        "cookie-consent",
        JSON.stringify({
          preferences: { necessary: true, analytics: true, marketing: false },
          timestamp,
          version: "1.0",
          consentId: "00000000-0000-4000-8000-000000000000",
          userIdentifier: "user_1700000000000_abcdefghi",
        }),
      );
    }, old.toISOString());
    const requests = recordRequests(page);
    await gotoHydrated(page, "/");
    await expect(banner(page)).toBeVisible();
    expect(requests.filter((r) => r.includes("/api/"))).toEqual([]); // its analytics is void
  });

  test("'Einstellungen' expands and collapses the settings; saving records them", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const toggle = button(page, "Einstellungen");
    const necessary = banner(page).getByRole("switch", { name: /Notwendige/ });
    const analytics = banner(page).getByRole("switch", { name: /Analyse/ });
    const marketing = banner(page).getByRole("switch", { name: /Marketing Cookies/ });

    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(analytics).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    await toggle.click();
    await expect(analytics).toBeHidden();
    await toggle.click();

    await analytics.check();
    const { request } = await choose(page, "Einstellungen Speichern");
    await expect(banner(page)).toBeHidden();
    expect(request.postDataJSON()).toMatchObject({
      preferences: { necessary: true, analytics: true, marketing: false },
    });
    await expect
      .poll(async () => (await storedRecord(page))?.preferences)
      .toEqual({ necessary: true, analytics: true, marketing: false });
  });

  test("analytics consent sends the page's web vitals; 'Nur Notwendige' does not", async ({
    page,
  }) => {
    // Browsers send the figures with a keepalive request while the page is being left, which
    // Playwright cannot observe; the test fires the same `pagehide` event without leaving.
    const leave = () => page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
    const vitalsRequests = () => requests.filter((r) => r === "POST /api/vitals");
    const requests = recordRequests(page);
    const sentNames: string[] = [];
    page.on("request", (r) => {
      if (!r.url().endsWith("/api/vitals")) return;
      const sent = r.postDataJSON() as { metrics: Array<{ name: string }> };
      sentNames.push(...sent.metrics.map((m) => m.name));
    });

    await gotoHydrated(page, "/en/contact");
    const analyticsLoaded = page.waitForResponse((r) =>
      /\/assets\/analytics-[\w-]+\.js$/.test(r.url()),
    );
    await choose(page, "Alle Akzeptieren");
    await analyticsLoaded;
    await page.waitForTimeout(200); // the module starts and takes the cached token
    const vitals = page.waitForRequest((r) => r.url().endsWith("/api/vitals"));
    await leave();
    const request = await vitals;
    const body = request.postDataJSON() as { page: string; metrics: Array<{ name: string }> };
    expect(body.page).toBe("/en/contact");
    expect(body.metrics.map((m) => m.name)).toEqual(expect.arrayContaining(["TTFB", "FCP"]));
    for (const metric of body.metrics) {
      expect(Object.keys(metric).sort()).toEqual(["name", "rating", "value"]);
    }
    expect((await request.response())?.status()).toBe(204);
    // Each figure is sent once per page view: leaving again sends only figures that came
    // in since (a late LCP, say), never one that was sent.
    await leave();
    await page.waitForTimeout(300);
    expect(new Set(sentNames).size).toBe(sentNames.length);
    const sentBeforeWithdrawal = vitalsRequests().length;

    // Withdrawn from the footer: nothing is sent any more, on this page or the next.
    await page.getByTestId("button-cookie-settings").click();
    await choose(page, "Nur Notwendige");
    await page.waitForTimeout(300);
    await leave();
    await gotoHydrated(page, "/");
    await page.waitForTimeout(500);
    await leave();
    await page.waitForTimeout(300);
    expect(vitalsRequests()).toHaveLength(sentBeforeWithdrawal);
  });

  for (const failure of ["answered 500", "aborted"] as const) {
    test(`when the request is ${failure}: logs, stores with an error marker, retries later`, async ({
      page,
      signals,
    }) => {
      await page.route("**/api/gdpr/consent", (route) =>
        failure === "aborted"
          ? route.abort("connectionreset")
          : route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x"}' }),
      );
      await gotoHydrated(page, "/");
      await button(page, "Alle Akzeptieren").click();
      await expect(banner(page)).toBeHidden();
      await expect.poll(() => storedRecord(page)).not.toBeNull();
      const failed = await storedRecord(page);
      expect(failed).toMatchObject({
        preferences: { necessary: true, analytics: true, marketing: true },
        version: "1.0",
        error: "backend_storage_failed",
      });
      expect(failed).not.toHaveProperty("consentId");
      expect(signals.consoleErrors.some((e) => e.includes("Failed to store consent"))).toBe(true);
      // Nothing visible: no alert, no toast, no banner.
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.locator("[data-testid^='toast']")).toHaveCount(0);

      // The next visit sends the stored choice again and keeps the server's receipt.
      await page.unroute("**/api/gdpr/consent");
      const retry = page.waitForRequest(isConsentPost);
      const answer = page.waitForResponse((r) => isConsentPost(r.request()));
      await gotoHydrated(page, "/en/contact");
      expect((await retry).postDataJSON()).toEqual({
        consentType: "cookies",
        preferences: { necessary: true, analytics: true, marketing: true },
        userIdentifier: failed!.userIdentifier,
      });
      const { consentId } = (await (await answer).json()) as { consentId: string };
      await expect.poll(async () => (await storedRecord(page))?.consentId).toBe(consentId);
      const retried = await storedRecord(page);
      expect(retried).not.toHaveProperty("error");
      expect(retried?.timestamp).toBe(failed!.timestamp);
      await expect(banner(page)).toHaveCount(0);
    });
  }

  test("the footer reopens it with the current choice; a new choice replaces it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/en/");
    const first = await choose(page, "Alle Akzeptieren");
    const { consentId: firstId } = (await first.response.json()) as { consentId: string };
    await expect.poll(async () => (await storedRecord(page))?.consentId).toBe(firstId);

    await page.getByTestId("button-cookie-settings").click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("switch", { name: /Analyse/ })).toBeChecked();
    await expect(banner(page).getByRole("switch", { name: /Marketing Cookies/ })).toBeChecked();
    await expect(banner(page).getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
      "href",
      "/en/privacy",
    );

    const second = await choose(page, "Nur Notwendige");
    await expect(banner(page)).toBeHidden();
    expect((second.request.postDataJSON() as { userIdentifier: string }).userIdentifier).toBe(
      (first.request.postDataJSON() as { userIdentifier: string }).userIdentifier,
    );
    const { consentId: secondId } = (await second.response.json()) as { consentId: string };
    expect(secondId).not.toBe(firstId);
    await expect.poll(async () => (await storedRecord(page))?.consentId).toBe(secondId);
    expect((await storedRecord(page))?.preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
    });
  });

  test("works with the keyboard alone", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(banner(page)).toBeVisible();
    // From the top of the page the banner comes right after the skip link.
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    for (let i = 0; i < 6 && (await focusedName()) !== "Einstellungen"; i++) {
      await page.keyboard.press("Tab");
    }
    expect(await focusedName()).toBe("Einstellungen");
    await page.keyboard.press("Enter");
    await expect(button(page, "Einstellungen")).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab"); // privacy link
    await page.keyboard.press("Tab"); // Analyse (Notwendige is disabled, so skipped)
    await expect(banner(page).getByRole("switch", { name: /Analyse/ })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(banner(page).getByRole("switch", { name: /Analyse/ })).toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(button(page, "Einstellungen Speichern")).toBeFocused();
    const request = page.waitForRequest(isConsentPost);
    await page.keyboard.press("Enter");
    expect((await request).postDataJSON()).toMatchObject({
      preferences: { necessary: true, analytics: true, marketing: false },
    });
    await expect(banner(page)).toBeHidden();

    // Reopened from the footer by keyboard: focus moves in, and back out after the choice.
    const footerButton = page.getByTestId("button-cookie-settings");
    await footerButton.focus();
    await page.keyboard.press("Enter");
    await expect(banner(page).getByText("Cookie-Einstellungen", { exact: true })).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      if ((await focusedName()) === "Nur Notwendige") break;
    }
    expect(await focusedName()).toBe("Nur Notwendige");
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect(footerButton).toBeFocused();
  });
});

test.describe("cookie banner before JavaScript has run", () => {
  /** Holds back React until the test lets it go, to see the page as it is painted. */
  async function holdHydration(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test("a first-time visitor sees it with the page, and a tap on a choice counts", async ({
    page,
  }) => {
    const release = await holdHydration(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const posted = page.waitForRequest(isConsentPost);
    await button(page, "Nur Notwendige").click();
    release();
    expect((await posted).postDataJSON()).toMatchObject({ preferences: { analytics: false } });
    await expect(banner(page)).toBeHidden();
  });

  test("does not move while the page streams in", async ({ page, baseURL }) => {
    // The site behind a proxy that sends each document in two parts, cut inside the
    // banner's text, 400 ms apart: the browser paints what it has parsed in the meantime.
    const proxy = createServer((request, response) => {
      void fetch(new URL(request.url ?? "/", baseURL), {
        headers: { "accept-encoding": "identity" },
      }).then(async (upstream) => {
        const body = Buffer.from(await upstream.arrayBuffer());
        const headers = Object.fromEntries(
          [...upstream.headers].filter(([name]) => name !== "content-length"),
        );
        response.writeHead(upstream.status, headers);
        const cut = upstream.headers.get("content-type")?.startsWith("text/html")
          ? body.indexOf("Mehr in der")
          : -1;
        if (cut < 0) return response.end(body);
        response.write(body.subarray(0, cut));
        setTimeout(() => response.end(body.subarray(cut)), 400);
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const { port } = proxy.address() as AddressInfo;
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms`);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.setViewportSize({ width: 412, height: 823 });
    try {
      await gotoHydrated(page, `http://127.0.0.1:${port}/`);
      await expect(banner(page)).toBeVisible();
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: string[] }).layoutShifts,
      );
      expect(shifts).toEqual([]);
    } finally {
      proxy.close();
    }
  });

  test("a returning visitor never sees it, not even before hydration", async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        "cookie-consent",
        JSON.stringify({
          preferences: { necessary: true, analytics: false, marketing: false },
          timestamp: new Date().toISOString(),
          version: "1.0",
          consentId: "00000000-0000-4000-8000-000000000000",
          userIdentifier: "user_1700000000000_abcdefghi",
        }),
      ),
    );
    const release = await holdHydration(page);
    await page.goto("/horror-events");
    await expect(banner(page)).toBeHidden();
    release();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
  });

  test("without JavaScript there is no banner (nothing optional can run)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await context.close();
  });
});
