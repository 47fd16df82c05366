import { defineConfig } from "vitest/config";

/**
 * Unit and API tests, without the React Router plugin (it wants a full app build). Browser
 * tests live in tests/e2e and run with Playwright.
 *
 * Every file shares its worker's modules (no isolation): each worker imports the server,
 * React, Fastify and zod once instead of once per file (decisions 0151 and 0152). That holds
 * because nothing of a server lives in module state: each test's server has its own clock,
 * limits, metrics registry and database, and no test mocks modules or fakes timers.
 *
 * Two projects: the unit tests (app/, server/, scripts/: pure functions, components and
 * in-memory Fastify instances, no database), which run alone in seconds
 * (`--project unit`), and the API tests and build checks, which need the global set-up.
 */
export default defineConfig({
  test: {
    environment: "node",
    // Four files at a time on two cores: the API tests wait now and then (servers started
    // and killed as processes, SMTP retries, PostgreSQL), and the third and fourth files keep
    // both cores busy meanwhile. With three the step took 312 and 374 s on clean clones, with
    // four 278 and 352 s in the same hours, every test passing (docs/testing.md).
    maxWorkers: 4,
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
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
