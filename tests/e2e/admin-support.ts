/**
 * What the back-office browser tests share: an account invited through the running server's
 * control channel and signed in (its saved browser state), and the axe check every back-office
 * page passes (WCAG 2.2 AA plus target size).
 */
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { runControlCommand } from "../../server/control/client.ts";
import { loadConfig } from "../../server/env.ts";
import { test } from "./fixtures";

const mainPort = Number(process.env.E2E_PORT ?? 4173);
export const PASSWORD = "Kastanienallee 17, Hinterhaus!";

/**
 * The configuration of the server Playwright started at `baseURL` (playwright.config.ts), as
 * the command-line tools see it: its port and data folder.
 */
export function e2eConfig(baseURL = `http://127.0.0.1:${mainPort}`) {
  const port = Number(new URL(baseURL).port);
  const dataDir =
    (port === mainPort ? process.env.E2E_DATA_DIR : undefined) ??
    path.join(process.env.TMPDIR ?? tmpdir(), `spreegeist-e2e-${port}`);
  return loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "silent" });
}

/**
 * A new account of `role`, invited through the running server and signed in with a
 * password; the file of its saved browser state (cookies), for `browser.newContext`.
 */
export async function signedInState(
  browser: Browser,
  baseURL: string,
  role: "owner" | "staff",
): Promise<string> {
  const email = `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@agency.example`;
  const { result } = await runControlCommand("users-add", { email, role }, e2eConfig(baseURL));
  const link = new URL(result.localLink);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`${link.pathname}${link.search}${link.hash}`);
  await page
    .getByLabel(/Ihr Name|Your name/)
    .fill(role === "owner" ? "Olga Owner" : "Stefan Staff");
  await page.getByLabel(/^Passwort$|^Password$/).fill(PASSWORD);
  await page.getByRole("button", { name: /Konto anlegen|Create account/ }).click();
  await page.waitForURL(/\/admin\/?($|account)/);
  const file = test.info().outputPath(`${role}-${test.info().workerIndex}-${Date.now()}.json`);
  await context.storageState({ path: file });
  await context.close();
  return file;
}

/** axe's violations on the page (WCAG 2.2 A and AA, and target size), one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .options({ rules: { "target-size": { enabled: true } } })
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}
