/**
 * `npm test`: the whole suite. Makes sure Chromium and its headless shell, nginx, testssl.sh,
 * Dovecot, poppler-utils, libxml2-utils and zbar-tools are there (installing Debian's
 * packages when running as root on Debian), builds the site when the build is stale, puts
 * the temporary files on the RAM disk when there is one, then runs the unit and API tests
 * (Vitest), the browser tests (Playwright) against the built site and the Lighthouse gate
 * over one page of each template and an offer's page (scripts/lib/lighthouse-gate.ts), and
 * ends with one line per step, the failed tests under a failed one.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findDovecot } from "../tests/api/support/dovecot.ts";
import { findNginx } from "../tests/api/support/nginx.ts";
import { findTestssl } from "../tests/api/support/testssl.ts";
import { findChromium, findHeadlessShell } from "../tests/support/chromium.ts";
import { embeddedTemplate } from "../tests/support/embedded-template.ts";
import { prepareStart } from "./prepare-start.ts";
import { bin, run } from "./lib/run.ts";
import { lighthouseGate } from "./lib/lighthouse-gate.ts";
import {
  formatFailures,
  formatTimes,
  playwrightFailures,
  slowestPlaywrightFiles,
  slowestVitestFiles,
  vitestFailures,
} from "./lib/test-failures.ts";

const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");

/** Installs Debian packages (root on Debian only), updating the package lists once if needed. */
function aptInstall(packages: string[]): void {
  const apt = (args: string[]) =>
    execFileSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  try {
    apt(["install", "-y", "--no-install-recommends", ...packages]);
  } catch {
    apt(["update"]);
    apt(["install", "-y", "--no-install-recommends", ...packages]);
  }
}

function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (!canInstall) {
    console.error(
      "No Chromium found: install it (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH, then run npm test again.",
    );
    process.exit(1);
  }
  console.log(
    "No Chromium found: installing Debian's chromium package (apt-get install -y chromium).",
  );
  aptInstall(["chromium"]);
  const installed = findChromium();
  if (!installed) {
    console.error(
      "Installing chromium did not provide a browser: install it by hand (apt-get install -y chromium).",
    );
    process.exit(1);
  }
  return installed;
}

/**
 * Debian packages the suite uses beside Chromium, each with what tells that it is there and
 * what needs it. Missing ones are installed in one apt-get run when running as root on Debian;
 * elsewhere the tests that need one fail and say how to install it.
 */
const suitePackages: Array<{ name: string; present: () => boolean; for: string }> = [
  {
    // The browser tests run in it (decision 0150); without it they run in the full browser.
    name: "chromium-headless-shell",
    present: () => findHeadlessShell() !== undefined,
    for: "the browser tests",
  },
  {
    // The fallback font faces are tuned to Arial's metrics; on Linux that is Liberation
    // Sans, which a Chromium installed without recommended packages lacks.
    name: "fonts-liberation",
    present: () => existsSync("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"),
    for: "the font tests (tests/e2e/fonts.spec.ts)",
  },
  {
    // tests/api/https-proxy.test.ts runs it unprivileged in a temp directory; the package
    // starts no service.
    name: "nginx",
    present: () => findNginx() !== undefined,
    for: "the HTTPS test",
  },
  {
    // The HTTPS test checks nginx's TLS set-up with it, as an operator would (decision 0158).
    name: "testssl.sh",
    present: () => findTestssl() !== undefined,
    for: "the HTTPS test",
  },
  {
    // The real IMAP server of the mailbox tests, run unprivileged in a temp directory by the
    // API tests' global set-up (tests/api/support/dovecot.ts); the package starts no service.
    name: "dovecot-imapd",
    present: () => findDovecot() !== undefined,
    for: "the mailbox tests",
  },
  {
    // `pdfdetach` takes the XML out of a Factur-X PDF, `pdfinfo` reads its PDF/A metadata.
    name: "poppler-utils",
    present: () => existsSync("/usr/bin/pdfdetach"),
    for: "the PDF and e-invoice tests",
  },
  {
    // `xmllint --schema` checks an e-invoice's XML against the Factur-X schema.
    name: "libxml2-utils",
    present: () => existsSync("/usr/bin/xmllint"),
    for: "the e-invoice tests",
  },
  {
    // `zbarimg` reads the GiroCode of an invoice's page and of the offer page back
    // (tests/api/support/business.ts), as a banking app would.
    name: "zbar-tools",
    present: () => existsSync("/usr/bin/zbarimg"),
    for: "the payment QR code tests",
  },
];

function ensureSuitePackages(): void {
  const missing = suitePackages.filter((pkg) => !pkg.present());
  if (missing.length === 0 || !canInstall) return;
  for (const pkg of missing) console.log(`Installing Debian's ${pkg.name} for ${pkg.for}.`);
  aptInstall(missing.map((pkg) => pkg.name));
}

/**
 * A folder for the suite's temporary files on the machine's RAM disk (/dev/shm), when it has
 * one with room and TMPDIR is not set: the test databases (a copy of the migrated template
 * for every API test server), the servers' data directories and the browsers' profiles.
 * On this machine's ext4 those copies and PGlite's writes took a minute of Vitest's time
 * (docs/testing.md). Open to everyone as /tmp is, for the tests that act as another user.
 */
function ramScratchDir(): string | undefined {
  if (process.env.TMPDIR) return undefined;
  try {
    const { bavail, bsize } = statfsSync("/dev/shm");
    if (bavail * bsize < 4 * 1024 ** 3) return undefined;
    const dir = mkdtempSync("/dev/shm/spreegeist-test-");
    chmodSync(dir, 0o1777);
    return dir;
  } catch {
    return undefined;
  }
}

const started = performance.now();
const chromium = ensureChromium();
ensureSuitePackages();
const scratch = ramScratchDir();
// os.tmpdir() reads TMPDIR: this process (the Lighthouse gate's server) and every child.
if (scratch) process.env.TMPDIR = scratch;
const env = { ...process.env, CHROMIUM_PATH: chromium, CI: process.env.CI ?? "1" };

// The site, the back office and the server bundle that the browser tests' servers run; beside
// the build, the migrated embedded database that every test database and server starts from
// (tests/support/embedded-template.ts), made once when its migrations are new.
await Promise.all([prepareStart(), embeddedTemplate()]);

/** When the current step began: each step's line says how long it took (docs/testing.md). */
let stepStarted = performance.now();
const stepMinutes = () => {
  const minutes = (performance.now() - stepStarted) / 60_000;
  stepStarted = performance.now();
  return minutes;
};
const preparedMinutes = (stepStarted - started) / 60_000;

// Both runners also write a JSON report, so that the failed tests can be named again at the
// very end of the output, below the Lighthouse table.
const reports = mkdtempSync(path.join(tmpdir(), "spreegeist-test-"));
const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");

/** A step of the suite, with what to say under it when it failed, and where its time went. */
const results: Array<{
  name: string;
  code: number;
  minutes: number;
  details: () => string[];
  times?: () => string[];
}> = [];
results.push({
  name: "unit and API tests (vitest)",
  code: await run(
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    env,
  ),
  minutes: stepMinutes(),
  details: () => formatFailures(vitestFailures(vitestReport)),
  times: () => formatTimes(slowestVitestFiles(vitestReport, 8)),
});
results.push({
  name: "browser tests (playwright)",
  code: await run(bin("playwright"), ["test", "--reporter=line,json"], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
  }),
  minutes: stepMinutes(),
  details: () => formatFailures(playwrightFailures(playwrightReport)),
  times: () => formatTimes(slowestPlaywrightFiles(playwrightReport, 8)),
});
const lighthouseProblems = await lighthouseGate(Number(process.env.LIGHTHOUSE_PORT ?? 4180)).catch(
  (error: unknown) => [`Lighthouse gate could not run: ${(error as Error).message}`],
);
results.push({
  name: "Lighthouse on a page of each template and an offer's page (mobile)",
  code: lighthouseProblems.length > 0 ? 1 : 0,
  minutes: stepMinutes(),
  details: () => lighthouseProblems.map((line) => `    ${line}`),
});

const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(
  `\nTest suite finished in ${minutes} min (${preparedMinutes.toFixed(1)} min of set-up and build check):`,
);
for (const { name, code, minutes: took, details, times } of results) {
  console.log(`  ${code === 0 ? "passed" : "FAILED"}  ${took.toFixed(1).padStart(4)} min  ${name}`);
  if (code !== 0) console.log(details().join("\n"));
  // Where the step's minutes went: its slowest files (Playwright's added up over workers).
  if (times) console.log(times().join("\n"));
}
rmSync(reports, { recursive: true, force: true });
// What the tests left behind in the RAM disk (a test killed half-way cleans nothing up).
if (scratch) rmSync(scratch, { recursive: true, force: true });
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
