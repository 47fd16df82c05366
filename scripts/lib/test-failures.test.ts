import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { root } from "./build-stamp.mjs";
import {
  formatFailures,
  formatTimes,
  playwrightFailures,
  slowestPlaywrightFiles,
  slowestVitestFiles,
  vitestFailures,
} from "./test-failures.ts";

const dir = mkdtempSync(path.join(tmpdir(), "test-failures-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function report(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

// Shapes as Vitest 4 and Playwright 1.65 write them (trimmed to what is read).
describe("the failed tests npm test names at the end", () => {
  it("reads Vitest's report: failed tests, and a file that failed as a whole", () => {
    const file = report("vitest.json", {
      testResults: [
        {
          name: path.join(root, "tests/api/durability.test.ts"),
          status: "failed",
          message: "",
          assertionResults: [
            { fullName: "durability on postgres keeps every consent", status: "passed" },
            {
              fullName: "durability on embedded keeps every consent",
              status: "failed",
              failureMessages: [
                "AssertionError: expected 0 to be greater than 0\n    at tests/api/durability.test.ts:66:22",
              ],
            },
          ],
        },
        {
          name: path.join(root, "tests/api/broken.test.ts"),
          status: "failed",
          message: "Failed to load url ./missing.ts",
          assertionResults: [],
        },
        { name: path.join(root, "tests/api/fine.test.ts"), status: "passed", assertionResults: [] },
      ],
    });
    expect(vitestFailures(file)).toEqual([
      {
        test: "tests/api/durability.test.ts > durability on embedded keeps every consent",
        error: "AssertionError: expected 0 to be greater than 0",
      },
      { test: "tests/api/broken.test.ts", error: "Failed to load url ./missing.ts" },
    ]);
  });

  it("reads Playwright's report: nested suites, colour codes removed, errors outside tests", () => {
    const file = report("playwright.json", {
      config: { rootDir: path.join(root, "tests/e2e") },
      errors: [{ message: "Error: webServer exited early" }],
      suites: [
        {
          title: "chrome.spec.ts",
          file: "chrome.spec.ts",
          specs: [{ title: "top", ok: true, line: 3, tests: [] }],
          suites: [
            {
              title: "tooltips",
              file: "chrome.spec.ts",
              specs: [
                {
                  title: "on a touch screen",
                  ok: false,
                  line: 40,
                  tests: [
                    {
                      results: [
                        {
                          status: "failed",
                          error: {
                            message: "Error: \u001b[2mexpect\u001b[22m(received)\n\nExpected: 0",
                          },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(playwrightFailures(file)).toEqual([
      { test: "(outside any test)", error: "Error: webServer exited early" },
      {
        test: "tests/e2e/chrome.spec.ts:40 > tooltips > on a touch screen",
        error: "Error: expect(received)\n      Expected: 0",
      },
    ]);
  });

  it("says so when a runner wrote no report", () => {
    const missing = path.join(dir, "none.json");
    expect(vitestFailures(missing)).toBeUndefined();
    expect(formatFailures(playwrightFailures(missing))).toEqual([
      "      (no report was written: see the output above)",
    ]);
  });
});

describe("the slowest files npm test names under each step", () => {
  it("takes Vitest's files by their start and end, longest first", () => {
    const file = report("vitest-times.json", {
      testResults: ["a", "b", "c"].map((name, i) => ({
        name: path.join(root, `tests/api/${name}.test.ts`),
        status: "passed",
        startTime: 1_000,
        endTime: 1_000 + [2_000, 30_000, 9_000][i]!,
        assertionResults: [],
      })),
    });
    expect(slowestVitestFiles(file, 2)).toEqual([
      { file: "tests/api/b.test.ts", seconds: 30 },
      { file: "tests/api/c.test.ts", seconds: 9 },
    ]);
    expect(formatTimes(slowestVitestFiles(file, 1))).toEqual(["        30 s  tests/api/b.test.ts"]);
  });

  it("adds up Playwright's test results per spec file, nested suites and retries included", () => {
    const result = (duration: number) => ({ status: "passed", duration });
    const file = report("playwright-times.json", {
      config: { rootDir: path.join(root, "tests/e2e") },
      errors: [],
      suites: [
        {
          title: "a11y.spec.ts",
          file: "a11y.spec.ts",
          specs: [{ title: "one", ok: true, line: 1, tests: [{ results: [result(4_000)] }] }],
          suites: [
            {
              title: "axe at 390 px",
              specs: [
                {
                  title: "two",
                  ok: true,
                  line: 9,
                  tests: [{ results: [result(3_000), result(2_000)] }],
                },
              ],
            },
          ],
        },
        {
          title: "smoke.spec.ts",
          file: "smoke.spec.ts",
          specs: [{ title: "three", ok: true, line: 1, tests: [{ results: [result(5_000)] }] }],
        },
      ],
    });
    expect(slowestPlaywrightFiles(file, 8)).toEqual([
      { file: "tests/e2e/a11y.spec.ts", seconds: 9 },
      { file: "tests/e2e/smoke.spec.ts", seconds: 5 },
    ]);
  });

  it("names nothing when a runner wrote no report", () => {
    expect(slowestVitestFiles(path.join(dir, "missing.json"), 8)).toEqual([]);
    expect(slowestPlaywrightFiles(path.join(dir, "missing.json"), 8)).toEqual([]);
  });
});
