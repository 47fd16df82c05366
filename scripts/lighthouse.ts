/**
 * `npm run lighthouse -- [--desktop] [--assert] [--runs=N] [path ...]`: Lighthouse (Node
 * API, one Debian Chromium) over the given paths, or every page of the sitemap, against a
 * running server (LIGHTHOUSE_BASE_URL, default http://127.0.0.1:3000). Prints a table of
 * scores and metrics; with --assert, exits non-zero when a page misses the thresholds.
 * `npm test` runs the same gate (scripts/test.ts), one run per page, on one page of each
 * template (`onePagePerTemplate`).
 *
 * With --runs=N every page is measured N times and the table shows its median run, chosen
 * by Lighthouse's own `computeMedianRun` (the run nearest the median FCP and TTI), as
 * Lighthouse CI does: the way Lighthouse's documentation on score variability says to
 * report a page measured alone, since a single run on a shared machine varies by several
 * points.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Flags, type RunnerResult } from "lighthouse";
import ImageElements from "lighthouse/core/gather/gatherers/image-elements.js";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import routes from "../app/routes.ts";
import { chromiumFlags, findChromium } from "../tests/support/chromium.ts";
import { isMain } from "./lib/run.ts";

export interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** JavaScript transferred (compressed bytes). */
  scriptBytes: number;
  /** The SEO category's scored audits the page failed (their ids). */
  seoFailed: string[];
  /**
   * How many runs the page took: with `runs` that many (the row is the median run), else
   * one, or up to MAX_TRIES after errors or missed thresholds (the row is the best run).
   */
  runs: number;
  /** Lighthouse's runtime error code, if the kept run failed. */
  error?: string;
}

export interface Thresholds {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/**
 * The Lighthouse gate (docs/product.md#quality): accessibility, best practices and SEO 100,
 * performance at least 95.
 */
export const ciThresholds: Thresholds = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

/**
 * Runs a page may take in the gate before a missed threshold counts. On this two-core VM a
 * page's TBT swings between 0 and about 280 ms from run to run; two runs in a row under
 * 95 happened once in the last six full test runs (decision 0005).
 */
const MAX_TRIES = 3;

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

interface ResourceSummary {
  items?: Array<{ resourceType: string; transferSize: number }>;
}

function scoresOf(path: string, lhr: RunnerResult["lhr"]): PageScores {
  const { categories, audits, runtimeError } = lhr;
  const summary = audits["resource-summary"]?.details as ResourceSummary | undefined;
  return {
    path,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories["best-practices"]?.score),
    seo: score(categories.seo?.score),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
    scriptBytes: summary?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    seoFailed: (categories.seo?.auditRefs ?? [])
      .filter(({ id, weight }) => weight > 0 && (audits[id]?.score ?? 1) < 1)
      .map(({ id }) => id),
    runs: 1,
    error: runtimeError?.code,
  };
}

/**
 * Audits the gate leaves out: they weigh nothing in any category (scripts/lighthouse.test.ts
 * holds them to that) and their gatherers cost time on every page: the screenshots, the
 * back/forward cache's check (it navigates away and back, about 0.3 s) and the two that need
 * every stylesheet's rule usage (0.3-0.9 s), and the one that reads every image's matched CSS
 * rules (decision 0212).
 */
export const skippedAudits = [
  // It alone reads the images' matched CSS rules, which the gate does not fetch (below).
  "unsized-images",
  "screenshot-thumbnails",
  "final-screenshot",
  "bf-cache",
  "render-blocking-resources",
  "unused-css-rules",
] as const;

/**
 * Lighthouse's image gatherer without the matched CSS rules of every image, which only
 * "unsized-images" reads (skipped above): fetching them one image at a time took 7.4 of the
 * gate's 68 s, up to the gatherer's 5 s budget on the event finder's cards. The sizes the
 * weighted image audits need (natural and displayed) are gathered as before.
 */
class ImageElementsWithoutCssRules extends ImageElements {
  override async fetchSourceRules(): Promise<void> {}
}

/** Lighthouse's mobile or desktop configuration with that gatherer in its place. */
function gateConfig(desktop: boolean): Config {
  return {
    ...(desktop ? desktopConfig : { extends: "lighthouse:default" }),
    artifacts: [{ id: "ImageElements", gatherer: ImageElementsWithoutCssRules }],
  };
}

export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  options: { desktop?: boolean; retryBelow?: number; runs?: number } = {},
): Promise<PageScores[]> {
  const chromePath = findChromium();
  if (!chromePath)
    throw new Error("No Chromium found: apt-get install -y chromium, or set CHROMIUM_PATH");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromiumFlags.map((flag) => (flag === "--headless" ? "--headless=new" : flag)),
  });
  const flags: Flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // Screenshots score nothing and cost about a second per page.
    disableFullPageScreenshot: true,
    skipAudits: [...skippedAudits],
    // Half the default quiet windows: a page still counts as loaded only once the network
    // and the main thread (hydration included) have been quiet for 500 ms.
    pauseAfterFcpMs: 500,
    pauseAfterLoadMs: 500,
    networkQuietThresholdMs: 500,
    cpuQuietThresholdMs: 500,
  };

  const config = gateConfig(options.desktop ?? false);
  const measureOnce = async (path: string): Promise<RunnerResult["lhr"]> => {
    const run = await lighthouse(new URL(path, baseUrl).href, flags, config);
    if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
    return run.lhr;
  };
  const measure = async (path: string): Promise<PageScores> => {
    const count = options.runs ?? 1;
    const lhrs: Array<RunnerResult["lhr"]> = [];
    for (let i = 0; i < count; i++) lhrs.push(await measureOnce(path));
    const valid = filterToValidRuns(lhrs);
    // Every run failed: show the first one's error.
    const lhr = valid.length > 0 ? computeMedianRun(valid) : lhrs[0];
    return { ...scoresOf(path, lhr!), runs: count };
  };

  const missed = (run: PageScores) =>
    run.error !== undefined ||
    (options.retryBelow !== undefined && run.performance < options.retryBelow);
  const results: PageScores[] = [];
  try {
    for (const path of paths) results.push(await measure(path));
    // One noisy run on a shared machine must not decide: a page that errs or misses the
    // performance threshold is measured again, up to MAX_TRIES runs, and keeps its best. The
    // tries come in rounds after every page was measured once, not one after the other: a
    // page's three tries in a row once fell into the same half minute of a busy machine
    // (/contact: TBT 942 ms three times, 81 ms when measured again).
    for (let round = 1; options.runs === undefined && round < MAX_TRIES; round++) {
      for (const [index, kept] of results.entries()) {
        if (!missed(kept)) continue;
        const next = await measure(kept.path);
        const better =
          !next.error && (kept.error !== undefined || next.performance > kept.performance);
        results[index] = { ...(better ? next : kept), runs: round + 1 };
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

export function formatTable(rows: PageScores[]): string {
  const header = [
    "page",
    "perf",
    "a11y",
    "best",
    "seo",
    "LCP ms",
    "TBT ms",
    "CLS",
    "FCP ms",
    "JS KB",
    "runs",
  ];
  const lines = rows.map((r) => [
    r.path,
    r.performance,
    r.accessibility,
    r.bestPractices,
    r.seo,
    r.lcpMs,
    r.tbtMs,
    r.cls,
    r.fcpMs,
    (r.scriptBytes / 1024).toFixed(1),
    r.error ? `${r.runs} (${r.error})` : r.runs,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const format = (cells: Array<string | number>) =>
    cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join("  ");
  return [format(header), ...lines.map(format)].join("\n");
}

/**
 * The pages below the thresholds, one line each. A page in `noindex` (the offer page, which
 * says `noindex` on purpose) must fail SEO's "is-crawlable" and pass every other SEO audit,
 * instead of reaching the SEO score.
 */
export function failures(
  rows: PageScores[],
  thresholds: Thresholds,
  options: { noindex?: readonly string[] } = {},
): string[] {
  return rows.flatMap((r) => {
    if (r.error) return [`${r.path}: Lighthouse could not measure the page (${r.error})`];
    const noindex = options.noindex?.includes(r.path) ?? false;
    const below = (Object.keys(thresholds) as Array<keyof Thresholds>)
      .filter((key) => !(noindex && key === "seo") && r[key] < thresholds[key])
      .map((key) => `${r.path}: ${key} ${r[key]} < ${thresholds[key]}`);
    if (!noindex) return below;
    const otherSeo = r.seoFailed.filter((id) => id !== "is-crawlable");
    return [
      ...below,
      ...otherSeo.map((id) => `${r.path}: SEO audit ${id} failed`),
      ...(r.seoFailed.includes("is-crawlable")
        ? []
        : [`${r.path}: indexable, but should be noindex`]),
    ];
  });
}

/**
 * One page of each page module of the route table (app/routes.ts), the first of `paths` it
 * serves, and both languages' home pages: pages of one module share their template, markup,
 * scripts and styles, so their scores move together. `npm test` gates these; `npm run
 * lighthouse` measures every page.
 */
export function onePagePerTemplate(paths: readonly string[]): string[] {
  const patterns = routes.map((entry) => ({
    template: entry.index || entry.path === "en" ? entry.id : entry.file,
    pattern: new RegExp(
      `^/${(entry.path ?? "").replace(/:[^/]+/g, "[^/]+").replace("*", ".*")}/?$`,
    ),
  }));
  const chosen = new Map<string, string>();
  for (const path of paths) {
    const template = patterns.find(({ pattern }) => pattern.test(path))?.template ?? path;
    if (!chosen.has(template)) chosen.set(template, path);
  }
  return [...chosen.values()];
}

export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(new URL("/sitemap.xml", baseUrl))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

if (isMain(import.meta)) {
  const args = process.argv.slice(2);
  const desktop = args.includes("--desktop");
  const assert = args.includes("--assert");
  const baseUrl = process.env.LIGHTHOUSE_BASE_URL ?? "http://127.0.0.1:3000";
  const given = args.filter((a) => !a.startsWith("--"));
  const runsArg = args.find((a) => a.startsWith("--runs="));
  const runs = runsArg ? Number(runsArg.slice("--runs=".length)) : undefined;
  if (runs !== undefined && !(Number.isInteger(runs) && runs > 0)) {
    throw new Error(`--runs needs a whole number above 0, not ${runsArg}`);
  }
  const paths = given.length > 0 ? given : await sitemapPaths(baseUrl);
  const rows = await runLighthouse(baseUrl, paths, {
    desktop,
    runs,
    retryBelow: assert ? ciThresholds.performance : undefined,
  });
  const how = runs ? `, median of ${runs} runs per page` : "";
  console.log(`Lighthouse ${desktop ? "desktop" : "mobile"} against ${baseUrl}${how}\n`);
  console.log(formatTable(rows));
  const failed = assert ? failures(rows, ciThresholds) : [];
  for (const line of failed) console.error(line);
  process.exit(failed.length > 0 ? 1 : 0);
}
