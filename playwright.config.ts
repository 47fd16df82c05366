import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
/** A second server for the tests that publish content, so no other test sees their changes. */
const contentPort = port + 1;
const tmp = process.env.TMPDIR ?? "/tmp";
/** The specs that change the site's content (they restore it, but other tests run meanwhile). */
const publishing = /(admin-content|admin-schedule|content-publishing|content-xss)\.spec\.ts$/;
/**
 * The specs that measure what the browser renders (the fallback font's widths): in the full
 * browser, as visitors see it; every other spec runs in the headless shell (decision 0150).
 */
const rendering = /fonts\.spec\.ts$/;

const server = (serverPort: number, dataDir: string) => ({
  // Each run starts from a new database: one kept from an earlier run would serve that run's
  // content and carry its leads, so the tests would see yesterday's site.
  command: `rm -rf '${dataDir}' && node scripts/start.mjs`,
  url: `http://127.0.0.1:${serverPort}/healthz`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(serverPort),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    // Every browser of the run is a visitor from 127.0.0.1: the default 60 writes a minute
    // per address (meant for one person) is reached by three browsers sending enquiries and
    // creating leads. The limit stays on; tests/api/rate-limit.test.ts tests it.
    RATE_LIMIT_PER_MINUTE: "1000",
  },
});

/**
 * Browser tests: Debian's Chromium, its headless shell where installed (never a downloaded
 * browser), against the built site served by the real server (`npm start`), with a
 * throw-away data directory; the tests that publish content run against a second server of
 * their own.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three browsers on two cores: a browser test mostly waits (page loads, hydration, the
  // server's mail, timed UI), so a third worker fills those waits; docs/testing.md has the
  // measurements. E2E_WORKERS overrides it.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions(),
    // A trace records every action's DOM and screenshots, a tenth of the browsers' work, and
    // nothing keeps it after a CI run: off unless asked for (E2E_TRACE=retain-on-failure).
    trace: (process.env.E2E_TRACE as "retain-on-failure" | undefined) ?? "off",
  },
  // Workers take tests in the order of the projects: the publishing specs (10-25 s each) go
  // first, so that the end of the run is the site's short tests spread over every worker.
  projects: [
    {
      name: "publishing",
      testMatch: publishing,
      use: { baseURL: `http://127.0.0.1:${contentPort}` },
    },
    { name: "site", testIgnore: [publishing, rendering] },
    {
      name: "rendering",
      testMatch: rendering,
      use: { launchOptions: chromiumLaunchOptions({ fullBrowser: true }) },
    },
  ],
  webServer: [
    server(port, process.env.E2E_DATA_DIR ?? `${tmp}/spreegeist-e2e-${port}`),
    server(contentPort, `${tmp}/spreegeist-e2e-${contentPort}`),
  ],
});
