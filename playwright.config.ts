import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the built site
 * served by the real server (`npm start`), with a throw-away data directory.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions(),
    trace: "retain-on-failure",
  },
  webServer: {
    command: "node --import tsx scripts/start.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR:
        process.env.E2E_DATA_DIR ?? `${process.env.TMPDIR ?? "/tmp"}/spreegeist-e2e-${port}`,
    },
  },
});
