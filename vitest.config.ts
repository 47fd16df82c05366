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
    ],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
