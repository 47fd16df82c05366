import { defineConfig } from "vitest/config";

/**
 * Unit and API tests, without the React Router plugin (it wants a full app build). Browser
 * tests live in tests/e2e and run with Playwright.
 *
 * Two projects: the unit tests (app/, server/, scripts/: pure functions, components and
 * in-memory Fastify instances, no database) share their workers' modules, so each worker
 * imports React, Fastify and zod once instead of once per file (decision 0151); the API tests
 * and the build checks keep a fresh module graph per file, as each starts its own server with
 * its own clock, limits and metrics registry.
 */
export default defineConfig({
  test: {
    environment: "node",
    // Three files at a time on two cores: the API tests wait now and then (servers, SMTP
    // retries, PostgreSQL), and a third file keeps both cores busy meanwhile (the step uses
    // about 184 % of the 200 %: docs/testing.md).
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts", "tests/build/**/*.test.ts"],
          // Starts one throw-away PostgreSQL and one migrated embedded template per run.
          globalSetup: ["tests/api/global-setup.ts"],
        },
      },
    ],
  },
});
