/**
 * Finds Debian's Chromium (or CHROMIUM_PATH). Browser downloads do not work on this
 * machine, so Playwright, axe and Lighthouse all drive this one binary.
 */
import { existsSync } from "node:fs";

const candidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return candidates.find((candidate) => existsSync(candidate));
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

export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      "No Chromium found: install it with `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH.",
    );
  }
  return { executablePath, args: chromiumFlags };
}
