/**
 * The production set-up end to end: Debian's nginx terminates TLS with deploy/nginx.conf
 * (the file docs/deploy.md shows) in front of two server instances on one PostgreSQL, and
 * a real Chromium uses the built site through it. Over HTTPS the site sends HSTS and its
 * cookies are `__Host-`, Secure and HttpOnly; the cookie banner and the enquiry form work
 * across the two instances; rate limits count the visitor's address that nginx passes in
 * X-Forwarded-For (TRUST_PROXY=127.0.0.1), and an X-Forwarded-For or X-Forwarded-Proto
 * from anyone else (a visitor through nginx, or a peer that reaches an instance directly)
 * changes nothing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumLaunchOptions } from "../support/chromium.ts";
import { engines } from "./support/databases.ts";
import { findNginx, startNginx, type Nginx } from "./support/nginx.ts";
import { spawnServer, type ServerProcess } from "./support/server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");
const postgres = engines()[1]!;
/** Token requests per minute and address: twice the write limit of 5. */
const TOKEN_LIMIT = 10;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** One GET from a chosen local address (127.0.0.0/8 is all loopback on Linux). */
function get(
  url: string,
  { from, headers = {} }: { from: string; headers?: Record<string, string> },
): Promise<Answer> {
  const target = new URL(url);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      { localAddress: from, headers, rejectUnauthorized: false, agent: false },
      (response) => {
        response.resume();
        response.once("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers }),
        );
      },
    );
    req.once("error", reject);
    req.end();
  });
}

describe.skipIf(postgres.skipReason)("HTTPS through nginx, two instances on PostgreSQL", () => {
  let fresh: Awaited<ReturnType<typeof postgres.fresh>>;
  const instances: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let nginx: Nginx;
  let browser: Browser;
  let db: pg.Pool;

  beforeAll(async () => {
    if (!existsSync(path.join(root, "build/client/index.html"))) {
      throw new Error("No build in build/client: run `npm run build` first (npm test does).");
    }
    if (!findNginx()) {
      throw new Error("nginx is not installed: `apt-get install -y nginx` (npm test does).");
    }
    fresh = await postgres.fresh();
    db = new pg.Pool({ connectionString: fresh.databaseUrl, max: 2 });
    // The database is dropped at the end while idle connections may still be closing.
    db.on("error", () => {});
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "spreegeist-proxied-"));
      dataDirs.push(dataDir);
      instances.push(
        await spawnServer({
          DATABASE_URL: fresh.databaseUrl,
          DATA_DIR: dataDir,
          TRUST_PROXY: "127.0.0.1",
          RATE_LIMIT_PER_MINUTE: "5",
        }),
      );
    }
    nginx = await startNginx(instances.map((instance) => Number(new URL(instance.url).port)));
    browser = await chromium.launch(chromiumLaunchOptions());
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    for (const instance of instances) {
      instance.child.kill("SIGTERM");
      await instance.exited;
    }
    await db?.end();
    await fresh?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("a visitor accepts cookies and sends an enquiry over HTTPS; HSTS and __Host- cookies", async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    context.setDefaultTimeout(20_000);
    try {
      const page = await context.newPage();
      const response = await page.goto(`${nginx.url}/`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

      // The cookie banner: the choice is stored by whichever instance gets it.
      const consentAnswer = page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().endsWith("/api/gdpr/consent"),
      );
      await page
        .getByTestId("cookie-banner")
        .getByRole("button", { name: "Alle Akzeptieren", exact: true })
        .click();
      const consent = await consentAnswer;
      expect(consent.status()).toBe(200);
      expect(consent.headers()["strict-transport-security"]).toMatch(/max-age=/);
      const { consentId } = (await consent.json()) as { consentId: string };
      const stored = await db.query(
        "select preferences from consent_records where consent_id = $1",
        [consentId],
      );
      expect(stored.rows[0]?.preferences).toEqual({
        necessary: true,
        analytics: true,
        marketing: true,
      });

      // Every cookie the site set over HTTPS is host-only, Secure and HttpOnly.
      const cookies = await context.cookies();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie.name).toMatch(/^__Host-/);
        expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: "/" });
      }

      // The enquiry form, its mails sent by one of the instances' workers.
      const name = `Proxy ${Date.now().toString(36)}`;
      await page.goto(`${nginx.url}/contact`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.getByLabel("Ihr Name").fill(name);
      await page.getByLabel("Firma").fill("Beispiel GmbH");
      await page.getByLabel("Geschäftliche E-Mail").fill("anna@beispiel.example");
      await page.getByLabel("Anzahl Teilnehmende").fill("24");
      await page.getByRole("combobox", { name: "Event" }).selectOption("City Rally Berlin");
      await page.getByLabel(/Ich habe die/).check();
      // The form refuses to send sooner than 3 s after it became interactive (anti-bot).
      await page.waitForTimeout(3_100);
      await page.getByTestId("enquiry-submit").click();
      await page.getByTestId("enquiry-success").waitFor();
      const enquiry = await db.query("select id from enquiries where name = $1", [name]);
      expect(enquiry.rows).toHaveLength(1);
      await expect
        .poll(
          async () =>
            (
              await db.query("select status from mail_outbox where enquiry_id = $1 order by kind", [
                enquiry.rows[0].id,
              ])
            ).rows.map((row: { status: string }) => row.status),
          { timeout: 10_000 },
        )
        .toEqual(["sent", "sent"]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("redirects plain HTTP to HTTPS and keeps /metrics off the public port", async () => {
    const plain = await get(`http://127.0.0.1:${nginx.httpPort}/contact`, { from: "127.0.0.1" });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://127.0.0.1/contact`);
    const metrics = await get(`${nginx.url}/metrics`, { from: "127.0.0.1" });
    expect(metrics.status).toBe(404);
  });

  it("counts each visitor's address, whatever X-Forwarded-For the visitor sends", async () => {
    // 127.0.0.5 sends more token requests than both instances together allow, each with
    // another made-up X-Forwarded-For: nginx replaces the header, so they all count.
    const statuses: number[] = [];
    for (let i = 0; i < TOKEN_LIMIT * 2 + 6; i++) {
      const answer = await get(`${nginx.url}/api/csrf-token`, {
        from: "127.0.0.5",
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(TOKEN_LIMIT * 2);
    expect(statuses.slice(-4)).toEqual([429, 429, 429, 429]);
    // Another visitor (127.0.0.6) has a limit of its own.
    expect((await get(`${nginx.url}/api/csrf-token`, { from: "127.0.0.6" })).status).toBe(200);
  });

  it("ignores X-Forwarded-* from a peer that is not the proxy", async () => {
    const direct = instances[0]!.url;
    const spoofed = (i: number) => ({
      from: "127.0.0.7",
      headers: { "x-forwarded-for": `198.51.100.${i}`, "x-forwarded-proto": "https" },
    });
    const first = await get(`${direct}/api/csrf-token`, spoofed(0));
    expect(first.status).toBe(200);
    // Still plain HTTP to the server: no HSTS, the cookie of plain HTTP.
    expect(first.headers["strict-transport-security"]).toBeUndefined();
    expect(String(first.headers["set-cookie"])).not.toMatch(/__Host-|Secure/);
    const statuses = [first.status];
    for (let i = 1; i < TOKEN_LIMIT + 3; i++) {
      statuses.push((await get(`${direct}/api/csrf-token`, spoofed(i))).status);
    }
    expect(statuses.slice(0, TOKEN_LIMIT)).toEqual(Array(TOKEN_LIMIT).fill(200));
    expect(statuses.slice(TOKEN_LIMIT)).toEqual([429, 429, 429]);
    expect((await get(`${direct}/api/csrf-token`, { from: "127.0.0.8" })).status).toBe(200);
  });

  it("deploy/nginx.conf is the configuration docs/deploy.md shows", () => {
    const doc = readFileSync(path.join(root, "docs/deploy.md"), "utf8");
    expect(doc).toContain(readFileSync(path.join(root, "deploy/nginx.conf"), "utf8").trim());
  });
});
