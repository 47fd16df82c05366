/**
 * The back office's sign-in in real Chromium against the real built server: an invitation
 * made with `npm run users` while the server runs, the password and TOTP set-up, signing
 * in with both; a passkey registered and used with Chromium's virtual authenticator; axe
 * on every screen; and the back office kept out of the public site.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { wcagViolations } from "./axe";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { clientDir } from "../support/build-files";
import { expect, test } from "./fixtures";
import { e2eDataDir, mainPort as port } from "./servers";

// Passkeys need a domain as relying party: localhost, not 127.0.0.1.
const origin = `http://localhost:${port}`;
const PASSWORD = "a sentence long enough to pass";

/** `npm run users -- add`, through the running server's control channel. */
async function invite(email: string, role: "owner" | "staff"): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["scripts/tool.mjs", "users", "add", email, "--role", role],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: e2eDataDir(port),
      },
    },
  );
  const link = new RegExp(`${origin}/admin/accept-invitation#[\\w-]+`).exec(stdout)?.[0];
  if (!link) throw new Error(`no local link in: ${stdout}`);
  return link;
}

/** axe at phone and desktop width. */
async function accessible(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await wcagViolations(page), `${page.url()} at ${width} px`).toEqual([]);
  }
}

async function acceptInvitation(page: Page, link: string, name: string) {
  await page.goto(link);
  await page.getByLabel("Ihr Name").fill(name);
  const password = page.getByLabel("Passwort", { exact: true });
  await password.fill("Password1234");
  await page.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(page.getByText("gehört zu den häufigsten")).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await accessible(page);
  await password.fill(PASSWORD);
  // Every error text the page shows on its way to the account page, however briefly.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { errorsSeen: string[] }).errorsSeen = seen;
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('[role="alert"]')) {
        if (notice.textContent) seen.push(notice.textContent);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { name: "Mein Konto" })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { errorsSeen: string[] }).errorsSeen),
  ).toEqual([]);
}

test("an invitation leads to an account with password and TOTP, which then signs in", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${origin}/admin/accept-invitation`);
  await expect(page.getByText("Der Link ist unvollständig.")).toBeVisible();
  const email = `owner-${Date.now()}@example.com`;
  await acceptInvitation(page, await invite(email, "owner"), "Olga Owner");
  await accessible(page);

  await page.getByRole("button", { name: "Einrichten" }).click();
  await page.getByLabel("Bestätigen Sie mit Ihrem Passwort.").fill(PASSWORD);
  await page.getByRole("button", { name: "Einrichten" }).click();
  await expect(page.getByRole("img", { name: "QR-Code für die Authenticator-App" })).toBeVisible();
  const codes = page.getByTestId("recovery-codes").locator("li");
  await expect(codes).toHaveCount(10);
  // Kept as a file naming the agency, the account and the day, or printed on their own.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Herunterladen" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^spreegeist-events-wiederherstellungscodes-\d{4}-\d{2}-\d{2}\.txt$/,
  );
  const file = readFileSync(await download.path(), "utf8");
  expect(file).toMatch(new RegExp(`^Spreegeist Events\n.*${email}\nErstellt am \\d\\d\\.`));
  for (const code of await codes.allInnerTexts()) {
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}-[2-9A-HJKMNP-Z]{6}$/);
    expect(file).toContain(`\n${code}\n`);
  }
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "yes");
  });
  await page.getByRole("button", { name: "Drucken" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("recovery-print")).toContainText(email);
  await expect(page.getByTestId("recovery-print").locator("li")).toHaveCount(10);
  await expect(page.getByRole("heading", { name: "Mein Konto" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  const totp = new TOTP({
    secret: Secret.fromBase32(await page.getByTestId("totp-secret").innerText()),
  });
  await page.getByLabel("Code", { exact: true }).fill(totp.generate());
  await page.getByRole("button", { name: "Code bestätigen" }).click();
  await expect(page.getByText("Der zweite Faktor ist eingerichtet.")).toBeVisible();
  await accessible(page);

  for (const path of ["/admin/users", "/admin/audit"]) {
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await accessible(page);
  }
  await expect(page.getByTestId("audit-entries")).toContainText("Einladung angenommen");

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Angemeldet als Olga Owner" }).click();
  await page.getByRole("menuitem", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await accessible(page);
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill("a wrong password, surely");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse oder Passwort ist falsch.");
  await page.getByLabel("Passwort").fill(PASSWORD);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Bestätigungscode" })).toBeVisible();
  await accessible(page);
  // The next period's code: the one just used may not be accepted twice.
  await page.getByLabel("Code").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Bestätigen" }).click();
  await expect(page.getByRole("heading", { name: "Willkommen, Olga Owner" })).toBeVisible();
  await accessible(page);

  // English is one click away and stays chosen.
  await page.getByRole("button", { name: /English/ }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Olga Owner" })).toBeVisible();
  await page.reload();
  await page.getByRole("button", { name: "More" }).click();
  await expect(page.getByRole("link", { name: "People" })).toBeVisible();
});

test("a passkey registered on the account page signs in without a password", async ({ page }) => {
  test.setTimeout(60_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await acceptInvitation(
    page,
    await invite(`staff-${Date.now()}@example.com`, "staff"),
    "Sam Staff",
  );
  // Staff see no owner pages in the navigation.
  await page.getByRole("button", { name: "Mehr" }).click();
  await expect(page.getByRole("link", { name: "Einwilligungen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Personen" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Passkey hinzufügen" }).click();
  await expect(page.getByText("Der Passkey wurde gespeichert.")).toBeVisible();
  await expect(page.getByTestId("passkeys").locator("li")).toHaveCount(1);
  // Renamed in a dialog; a name it refuses is said next to the field.
  await page.getByRole("button", { name: "Umbenennen" }).click();
  const dialog = page.getByRole("dialog", { name: "Passkey umbenennen" });
  const name = dialog.getByLabel("Name des Passkeys");
  await name.fill(" ");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(name).toHaveAccessibleDescription(/Bitte geben Sie einen Namen ein\./);
  await name.fill("x".repeat(61));
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(name).toHaveAccessibleDescription(/höchstens 60 Zeichen/);
  expect(await wcagViolations(page)).toEqual([]);
  await name.fill("Laptop im Büro");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("passkeys")).toContainText("Laptop im Büro");
  // The signed-in devices in words.
  await expect(page.getByTestId("sessions")).toContainText("Chrome auf Linux");

  await page.getByRole("button", { name: "Angemeldet als Sam Staff" }).click();
  await page.getByRole("menuitem", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.getByRole("button", { name: "Mit Passkey anmelden" }).click();
  await expect(page.getByRole("heading", { name: "Willkommen, Sam Staff" })).toBeVisible();
  // An owners' page opened by address is refused by the app and by the API.
  await page.goto(`${origin}/admin/users`);
  await expect(
    page.getByRole("heading", { name: "Diese Seite ist Inhaber:innen vorbehalten." }),
  ).toBeVisible();
  expect((await page.request.get(`${origin}/api/admin/users`)).status()).toBe(403);
});

test("the back office stays out of the public site and of search engines", async ({ request }) => {
  const admin = await request.get(`${origin}/admin/sign-in`);
  expect(admin.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(admin.headers()["content-security-policy"]).toMatch(/script-src 'self';/);
  const html = await admin.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/admin$/m);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  // No public JavaScript holds admin code: every script of the site's build, served as is.
  const scripts = readdirSync(path.join(clientDir, "assets")).filter((f) => f.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(5);
  for (const script of scripts) {
    const code = await (await request.get(`/assets/${script}`)).text();
    expect(code, script).not.toMatch(/api\/admin|accept-invitation|simplewebauthn/i);
  }
});
