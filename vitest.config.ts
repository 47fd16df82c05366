import { defineConfig } from "vitest/config";

// Unit and API tests: without the React Router plugin (it wants a full app build).
// Browser tests live in tests/e2e and run with Playwright.
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/api/**/*.test.ts",
      "tests/build/**/*.test.ts",
    ],
    environment: "node",
    // Starts one throw-away PostgreSQL for the API tests (skipped with a note without one).
    globalSetup: ["tests/api/global-setup.ts"],
    // API tests mostly wait (servers, SMTP retries, PostgreSQL): three files at a time on
    // two cores take about two thirds of the time of one at a time.
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
