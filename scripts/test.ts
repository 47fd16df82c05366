/**
 * `npm test`: the whole suite. Makes sure a Chromium is there (installing Debian's package
 * when running as root on Debian), builds the site when the build is stale, then runs the
 * unit and API tests (Vitest) and the browser tests (Playwright) against the built site.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "../tests/support/chromium.ts";
import { build } from "./build.ts";
import { isBuildCurrent } from "./lib/build-stamp.ts";
import { ciThresholds, failures, formatTable, runLighthouse, sitemapPaths } from "./lighthouse.ts";
import { bin, run } from "./lib/run.ts";
import { startSiteServer } from "./lib/site-server.ts";

function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    console.error(
      "No Chromium found: install it (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH, then run npm test again.",
    );
    process.exit(1);
  }
  console.log(
    "No Chromium found: installing Debian's chromium package (apt-get install -y chromium).",
  );
  const apt = (args: string[]) =>
    execFileSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  try {
    apt(["install", "-y", "--no-install-recommends", "chromium"]);
  } catch {
    apt(["update"]);
    apt(["install", "-y", "--no-install-recommends", "chromium"]);
  }
  const installed = findChromium();
  if (!installed) {
    console.error(
      "Installing chromium did not provide a browser: install it by hand (apt-get install -y chromium).",
    );
    process.exit(1);
  }
  return installed;
}

const started = performance.now();
const chromium = ensureChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium, CI: process.env.CI ?? "1" };

if (!isBuildCurrent()) {
  console.log("The build is missing or stale: building the site first.");
  await build();
}

const results: Array<[string, number]> = [];
results.push(["unit and API tests (vitest)", await run(bin("vitest"), ["run"], env)]);
results.push(["browser tests (playwright)", await run(bin("playwright"), ["test"], env)]);
results.push([
  "Lighthouse on every page (mobile)",
  await lighthouseGate().catch((error: unknown) => {
    console.error(`Lighthouse gate could not run: ${(error as Error).message}`);
    return 1;
  }),
]);

/** Lighthouse over every page of the sitemap, alone on the machine (issue 6 gate). */
async function lighthouseGate(): Promise<number> {
  const server = await startSiteServer(Number(process.env.LIGHTHOUSE_PORT ?? 4180));
  try {
    const rows = await runLighthouse(server.url, await sitemapPaths(server.url), {
      retryBelow: ciThresholds.performance,
    });
    console.log(
      `\nLighthouse, mobile, simulated throttling (${rows.length} pages):\n${formatTable(rows)}`,
    );
    const failed = failures(rows, ciThresholds);
    for (const line of failed) console.error(line);
    return failed.length > 0 ? 1 : 0;
  } finally {
    await server.stop();
  }
}

const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(`\nTest suite finished in ${minutes} min:`);
for (const [name, code] of results) console.log(`  ${code === 0 ? "passed" : "FAILED"}  ${name}`);
process.exit(results.some(([, code]) => code !== 0) ? 1 : 0);
