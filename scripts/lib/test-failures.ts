/**
 * The failed tests of a run, read from the JSON reports Vitest and Playwright write beside
 * their usual output, so that `npm test` can repeat them at the very end of its output (a CI
 * log is often read from the bottom, or only its tail is kept).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { root } from "./build-stamp.mjs";

/** One failed test: where it is, what it is called, and the start of its error. */
export interface Failure {
  test: string;
  error: string;
}

interface VitestReport {
  testResults: Array<{
    name: string;
    status: string;
    startTime?: number;
    endTime?: number;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{
    title: string;
    ok: boolean;
    line: number;
    tests: Array<{
      results: Array<{ status: string; duration?: number; error?: { message?: string } }>;
    }>;
  }>;
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  config: { rootDir: string };
  suites: PlaywrightSuite[];
  errors: Array<{ message?: string }>;
}

/** The first lines of an error message, without colour codes or the stack. */
function summarise(message = ""): string {
  return stripVTControlCharacters(message)
    .split("\n")
    .filter((line) => line.trim() !== "" && !/^\s+at /.test(line))
    .slice(0, 4)
    .join("\n      ");
}

/** A runner's JSON report; undefined when it wrote none or an unreadable one. */
function readReport<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** Failed tests of a Vitest JSON report; undefined when there is no readable report. */
export function vitestFailures(file: string): Failure[] | undefined {
  const report = readReport<VitestReport>(file);
  if (!report) return undefined;
  return report.testResults.flatMap((result) => {
    const where = path.relative(root, result.name);
    const failed = result.assertionResults.filter((test) => test.status === "failed");
    if (failed.length === 0 && result.status === "failed") {
      // The file itself failed (it did not load, or a hook threw).
      return [{ test: where, error: summarise(result.message) }];
    }
    return failed.map((test) => ({
      test: `${where} > ${test.fullName}`,
      error: summarise(test.failureMessages?.[0]),
    }));
  });
}

/** Failed tests of a Playwright JSON report; undefined when there is no readable report. */
export function playwrightFailures(file: string): Failure[] | undefined {
  const report = readReport<PlaywrightReport>(file);
  if (!report) return undefined;
  const failures: Failure[] = report.errors.map((error) => ({
    test: "(outside any test)",
    error: summarise(error.message),
  }));
  const walk = (suite: PlaywrightSuite, titles: string[], specFile: string) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const last = spec.tests.flatMap((test) => test.results).at(-1);
      failures.push({
        test: `${specFile}:${spec.line} > ${[...titles, spec.title].join(" > ")}`,
        error: summarise(last?.error?.message ?? last?.status),
      });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title], specFile);
  };
  for (const suite of report.suites) {
    walk(
      suite,
      [],
      path.relative(root, path.join(report.config.rootDir, suite.file ?? suite.title)),
    );
  }
  return failures;
}

/** The lines `npm test` prints for a failed step. */
export function formatFailures(failures: Failure[] | undefined): string[] {
  if (failures === undefined) return ["      (no report was written: see the output above)"];
  if (failures.length === 0) return ["      (no failed test in the report: see the output above)"];
  return failures.map(({ test, error }) => `    ${test}\n      ${error}`);
}

/** A test file and the time its tests took, in seconds. */
export interface FileTime {
  file: string;
  seconds: number;
}

/** The `count` files that took longest, longest first. */
function slowest(times: Map<string, number>, count: number): FileTime[] {
  return [...times]
    .map(([file, ms]) => ({ file, seconds: ms / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/**
 * The Vitest files that took longest from their start to their end (set-up and tests),
 * so that every run shows where the suite's minutes go (docs/testing.md).
 */
export function slowestVitestFiles(file: string, count: number): FileTime[] {
  const report = readReport<VitestReport>(file);
  const times = new Map<string, number>();
  for (const result of report?.testResults ?? []) {
    if (result.startTime === undefined || result.endTime === undefined) continue;
    times.set(path.relative(root, result.name), result.endTime - result.startTime);
  }
  return slowest(times, count);
}

/** The Playwright spec files whose tests took longest, added up over every worker. */
export function slowestPlaywrightFiles(file: string, count: number): FileTime[] {
  const report = readReport<PlaywrightReport>(file);
  const times = new Map<string, number>();
  const walk = (suite: PlaywrightSuite, specFile: string) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests
        .flatMap((test) => test.results)
        .reduce((sum, result) => sum + (result.duration ?? 0), 0);
      times.set(specFile, (times.get(specFile) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child, specFile);
  };
  for (const suite of report?.suites ?? []) {
    walk(suite, path.relative(root, path.join(report!.config.rootDir, suite.file ?? suite.title)));
  }
  return slowest(times, count);
}

/** The lines `npm test` prints under a step for its slowest files. */
export function formatTimes(times: FileTime[]): string[] {
  return times.map(({ file, seconds }) => `      ${seconds.toFixed(0).padStart(4)} s  ${file}`);
}
