import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium.ts";
import { mainPort } from "./tests/e2e/servers.ts";

/**
 * The specs that measure what the browser renders (the fallback font's widths): in the full
 * browser, as visitors see it; every other spec runs in the headless shell (decision 0150).
 */
const rendering = /fonts\.spec\.ts$/;
/**
 * The one crawl of the whole served site (seo.spec.ts, 15-20 s in one test): among the first
 * of the site's tests, so that it does not run on alone at the end while the other workers
 * have nothing left.
 */
const crawl = /seo\.spec\.ts$/;

/**
 * Browser tests: Debian's Chromium, its headless shell where installed (never a downloaded
 * browser), against the built site served by the real server (`npm start`'s bundle), with a
 * throw-away data directory; the tests that publish content run against a second server of
 * their own. The global set-up starts both at once and stops them after the run
 * (tests/e2e/global-setup.ts).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Four browsers on two cores: a browser test waits now and then (page loads, the server's
  // mail, timed UI), and the third and fourth workers fill those waits. Four took 7.0 min
  // where three took 7.5-7.7 in the same hour, every test passing; five timed out on a busy
  // machine (docs/testing.md). E2E_WORKERS overrides it.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 4,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${mainPort}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions(),
    // A trace records every action's DOM and screenshots, a tenth of the browsers' work, and
    // nothing keeps it after a CI run: off unless asked for (E2E_TRACE=retain-on-failure).
    trace: (process.env.E2E_TRACE as "retain-on-failure" | undefined) ?? "off",
  },
  // Workers take tests in the order of the projects, and each project has worker processes
  // (and browsers) of its own: a worker starting costs 3-5 CPU-seconds. So the site's specs
  // are one project, the ones that publish content among them: they declare the second
  // server themselves (`test.use`, tests/e2e/servers.ts).
  projects: [
    // Its few tests in one worker: each worker that takes one loads jsdom (3-5 CPU-seconds).
    { name: "crawl", testMatch: crawl, fullyParallel: false },
    { name: "site", testIgnore: [rendering, crawl] },
    {
      name: "rendering",
      testMatch: rendering,
      use: { launchOptions: chromiumLaunchOptions({ fullBrowser: true }) },
    },
  ],
  globalSetup: "./tests/e2e/global-setup.ts",
});
