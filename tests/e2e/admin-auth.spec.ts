/**
 * The back office's sign-in in real Chromium against the real built server: an invitation
 * made with `npm run users` while the server runs, the password and TOTP set-up, signing
 * in with both; a passkey registered and used with Chromium's virtual authenticator; axe
 * on every screen; and the back office kept out of the public site.
 */
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { clientDir } from "../support/build-files";
import { expect, test } from "./fixtures";

const port = Number(process.env.E2E_PORT ?? 4173);
// Passkeys need a domain as relying party: localhost, not 127.0.0.1.
const origin = `http://localhost:${port}`;
const PASSWORD = "a sentence long enough to pass";

/** `npm run users -- add`, through the running server's control channel. */
async function invite(email: string, role: "owner" | "staff"): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "server/accounts/cli.ts", "add", email, "--role", role],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR:
          process.env.E2E_DATA_DIR ?? `${process.env.TMPDIR ?? "/tmp"}/spreegeist-e2e-${port}`,
      },
    },
  );
  const link = new RegExp(`${origin}/admin/accept-invitation#[\\w-]+`).exec(stdout)?.[0];
  if (!link) throw new Error(`no local link in: ${stdout}`);
  return link;
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .options({ resultTypes: ["violations"], rules: { "target-size": { enabled: true } } })
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

/** axe at phone and desktop width. */
async function accessible(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await axe(page), `${page.url()} at ${width} px`).toEqual([]);
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
  await page.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { name: "Mein Konto" })).toBeVisible();
}

test("an invitation leads to an account with password and TOTP, which then signs in", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `owner-${Date.now()}@example.com`;
  await acceptInvitation(page, await invite(email, "owner"), "Olga Owner");
  await accessible(page);

  await page.getByRole("button", { name: "Einrichten" }).click();
  await page.getByLabel("Bestätigen Sie mit Ihrem Passwort.").fill(PASSWORD);
  await page.getByRole("button", { name: "Einrichten" }).click();
  await expect(page.getByRole("img", { name: "QR-Code für die Authenticator-App" })).toBeVisible();
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
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
  await page.getByRole("button", { name: "Abmelden" }).click();
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
  await expect(page.getByRole("link", { name: "Personen" })).toHaveCount(0);
  await page.getByRole("button", { name: "Passkey hinzufügen" }).click();
  await expect(page.getByText("Der Passkey wurde gespeichert.")).toBeVisible();
  await expect(page.getByTestId("passkeys").locator("li")).toHaveCount(1);

  await page.getByRole("button", { name: "Abmelden" }).first().click();
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
