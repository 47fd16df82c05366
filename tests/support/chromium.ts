/**
 * Finds Debian's Chromium (or CHROMIUM_PATH), and its old headless shell (package
 * chromium-headless-shell, or CHROMIUM_HEADLESS_SHELL_PATH). Browser downloads do not work on
 * this machine, so Playwright, axe and Lighthouse all drive these binaries.
 *
 * The browser tests run in the headless shell: the same engine without the full browser's
 * window and compositor, as Playwright's own headless default is. Its processes use about a
 * quarter of the full browser's CPU for the same tests (decision 0150). Lighthouse and the
 * font-metrics test use the full browser, whose rendering is what visitors see.
 */
import { existsSync } from "node:fs";

const candidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** The binary itself: /usr/bin/chromium-headless-shell is a shell script that starts it. */
const headlessShellCandidates = ["/usr/lib/chromium/chromium-headless-shell"];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return candidates.find((candidate) => existsSync(candidate));
}

export function findHeadlessShell(): string | undefined {
  const fromEnv = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return headlessShellCandidates.find((candidate) => existsSync(candidate));
}

/** Flags that keep Chromium off the network except for the site under test. */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/**
 * The browser tests visit one site (the test servers on 127.0.0.1), so site isolation, which
 * keeps sites in processes of their own, has nothing to keep apart; without it the browsers
 * used 5-7 % less CPU for the same 91 tests (docs/testing.md, the ninth round). Lighthouse
 * keeps the browser's defaults: it measures what visitors get.
 */
const oneSiteFlags = [
  "--disable-site-isolation-trials",
  "--disable-features=site-per-process,IsolateOrigins",
];

/**
 * Launch options for Playwright: the headless shell when it is installed, else the full
 * browser; `fullBrowser` asks for the full browser (tests of what it renders).
 */
export function chromiumLaunchOptions({ fullBrowser = false } = {}) {
  const executablePath = (!fullBrowser && findHeadlessShell()) || findChromium();
  if (!executablePath) {
    throw new Error(
      "No Chromium found: install it with `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH.",
    );
  }
  return { executablePath, args: [...chromiumFlags, ...oneSiteFlags] };
}
