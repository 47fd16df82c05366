/**
 * What the back-office browser tests share: an account invited through the running server's
 * control channel and signed in (its saved browser state). Every back-office page passes the
 * one axe check of tests/e2e/axe.ts (WCAG 2.2 AA plus target size).
 */
import { writeFileSync } from "node:fs";
import { request, type Browser } from "@playwright/test";
import { runControlCommand } from "../../server/control/client.ts";
import { loadConfig } from "../../server/env.ts";
import { test } from "./fixtures";
import { e2eDataDir, mainPort } from "./servers";

export const PASSWORD = "Kastanienallee 17, Hinterhaus!";

/**
 * The configuration of the server Playwright started at `baseURL` (playwright.config.ts), as
 * the command-line tools see it: its port and data folder.
 */
export function e2eConfig(baseURL = `http://127.0.0.1:${mainPort}`) {
  const port = Number(new URL(baseURL).port);
  return loadConfig({
    ...process.env,
    DATA_DIR: e2eDataDir(port),
    PORT: String(port),
    LOG_LEVEL: "silent",
  });
}

/**
 * A new account of `role`, invited through the running server and signed in by accepting
 * the invitation with a password, as the invitation page does (the same API call); the file
 * of its saved browser state (cookies, the language choice), for `browser.newContext`. The page itself, and a
 * sign-in with the password, are tested through the browser in admin-auth.spec.ts; here the
 * other back-office tests only need someone signed in, without a page load of the back office
 * before each file.
 */
export async function signedInState(
  _browser: Browser,
  baseURL: string,
  role: "owner" | "staff",
): Promise<string> {
  const email = `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@agency.example`;
  const { result } = await runControlCommand("users-add", { email, role }, e2eConfig(baseURL));
  const token = new URL(result.localLink).hash.slice(1);
  const origin = new URL(baseURL).origin;
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin } });
  try {
    const response = await context.post("/api/admin/invitations/accept", {
      data: { token, name: role === "owner" ? "Olga Owner" : "Stefan Staff", password: PASSWORD },
    });
    if (response.status() !== 201)
      throw new Error(
        `accepting the invitation answered ${response.status()}: ${await response.text()}`,
      );
    // What the invitation page leaves in the browser besides the cookies: the back office
    // keeps the account's language (German for a new account) as this browser's choice when
    // it first loads (app/admin/i18n/index.tsx), so a language switched on the account by
    // another test does not change this browser's.
    const state = await context.storageState();
    state.origins.push({
      origin,
      localStorage: [{ name: "spreegeist-admin-locale", value: "de" }],
    });
    const file = test.info().outputPath(`${role}-${test.info().workerIndex}-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify(state));
    return file;
  } finally {
    await context.dispose();
  }
}
