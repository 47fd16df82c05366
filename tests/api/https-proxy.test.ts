/**
 * The production set-up end to end: Debian's nginx terminates TLS with deploy/nginx.conf
 * (the file docs/deploy.md shows) in front of two server instances on one PostgreSQL, and
 * a real Chromium uses the built site through it. Over HTTPS the site sends HSTS and its
 * cookies are `__Host-`, Secure and HttpOnly; the cookie banner and the enquiry form work
 * across the two instances; rate limits count the visitor's address that nginx passes in
 * X-Forwarded-For (TRUST_PROXY=127.0.0.1), and an X-Forwarded-For or X-Forwarded-Proto
 * from anyone else (a visitor through nginx, or a peer that reaches an instance directly)
 * changes nothing. nginx itself refuses other host names (no TLS handshake, no answer),
 * bodies over 32 KB except on the routes of LARGE_BODY_ROUTES (each with its own limit, the
 * instances' too), and drops a visitor's X-Forwarded-Host. Its TLS set-up is checked from
 * outside with testssl.sh and openssl s_client (decision 0158).
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumLaunchOptions } from "../support/chromium.ts";
import { engines } from "./support/databases.ts";
import {
  LARGE_BODY_ROUTES,
  PROXY_BODY_LIMIT,
  type LargeBodyRoute,
} from "../../server/http/body-limits.ts";
import { findNginx, startNginx, type Nginx } from "./support/nginx.ts";
import { bodyOfSize, get, send } from "./support/proxy-requests.ts";
import { findTestssl, runTestssl } from "./support/testssl.ts";
import { spawnServer, type ServerProcess } from "./support/server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");
const postgres = engines()[1]!;
/** Token requests per minute and address: twice the write limit of 5. */
const TOKEN_LIMIT = 10;

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
    if (!findTestssl()) {
      throw new Error(
        "testssl.sh is not installed: `apt-get install -y testssl.sh` (npm test does).",
      );
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
      const enquiry = await db.query("select id from leads where name = $1", [name]);
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

  it("offers TLS 1.3 and 1.2 alone, AEAD ciphers with forward secrecy, and HSTS (testssl.sh)", async () => {
    const findings = await runTestssl("localhost", nginx.httpsPort);
    const finding = (id: string) => findings.get(id)?.finding ?? `(no finding ${id})`;
    expect(finding("TLS1_3")).toMatch(/^offered/);
    expect(finding("TLS1_2")).toMatch(/^offered/);
    for (const id of ["SSLv2", "SSLv3", "TLS1", "TLS1_1"])
      expect(finding(id), id).toBe("not offered");
    // Of the cipher categories only the strong one (AEAD): no CBC, 3DES, RC4, NULL, export.
    expect(finding("cipherlist_STRONG")).toMatch(/^offered/);
    for (const id of ["NULL", "aNULL", "EXPORT", "LOW", "3DES_IDEA", "AVERAGE"]) {
      expect(finding(`cipherlist_${id}`), id).toBe("not offered");
    }
    expect(findings.get("PFS")).toMatchObject({ severity: "OK", finding: "offered" });
    const forwardSecret = finding("PFS_ciphers").split(/\s+/);
    expect(forwardSecret).toContain("TLS_AES_128_GCM_SHA256");
    expect(forwardSecret).toContain("ECDHE-ECDSA-AES128-GCM-SHA256");
    for (const cipher of forwardSecret) expect(cipher).toMatch(/GCM|CHACHA20/);
    expect(finding("PFS_ECDHE_curves").split(" ").sort()).toEqual(
      ["X25519", "prime256v1", "secp384r1"].sort(),
    );
    expect(findings.get("HSTS_time")).toMatchObject({ severity: "OK", finding: /^365 days/ });
  }, 240_000);

  it("openssl s_client connects with TLS 1.3, not with TLS 1.1", async () => {
    const handshake = (version: string) =>
      new Promise<string>((resolve) => {
        const client = execFile(
          "openssl",
          [
            "s_client",
            "-connect",
            `127.0.0.1:${nginx.httpsPort}`,
            "-servername",
            "localhost",
          ].concat(version),
          { timeout: 10_000 },
          (_error, stdout, stderr) => resolve(`${stdout}${stderr}`),
        );
        client.stdin?.end();
      });
    expect(await handshake("-tls1_3")).toMatch(/^New, TLSv1\.3, Cipher is TLS_/m);
    expect(await handshake("-tls1_1")).toMatch(/alert protocol version|no protocols available/);
  });

  it("takes each large-body route's limit through nginx, refuses a byte more (413), and 32 KB elsewhere", async () => {
    const id = "0195e5a0-1c2b-7000-8000-00000000c0de";
    const fromNginx = /<center>nginx<\/center>/;
    const write = (
      base: string,
      url: string,
      method: string,
      multipart: boolean,
      bytes: number,
      declaredOnly = false,
    ) => {
      const { body, type } = bodyOfSize(multipart, bytes);
      return send(`${base}${url}`, {
        from: "127.0.0.10",
        method,
        headers: { "content-type": type, origin: new URL(base).origin },
        // One byte over a limit of megabytes is refused by its Content-Length: announced,
        // with only the body's start sent.
        ...(declaredOnly
          ? { body: body.subarray(0, 1024), declaredLength: body.length }
          : { body }),
      });
    };
    const check = async ({ method, url: pattern, limit }: LargeBodyRoute) => {
      const url = pattern.replace(/:\w+/g, id);
      const multipart = pattern === "/api/admin/media";
      const label = `${method} ${pattern}`;
      // Through nginx to an instance, which answers in its own words (without a session,
      // a refusal of the back office's API).
      const atLimit = await write(nginx.url, url, method, multipart, limit);
      expect([401, 403], label).toContain(atLimit.status);
      expect(atLimit.headers["content-type"], label).toMatch(/application\/json/);
      const over = await write(nginx.url, url, method, multipart, limit + 1, true);
      expect(over.status, label).toBe(413);
      expect(over.body, label).toMatch(fromNginx);
      // The instance's own limit is the same (server/http/body-limits.ts).
      const direct = await write(instances[0]!.url, url, method, multipart, limit + 1, true);
      expect(direct.status, label).toBe(413);
      expect(JSON.parse(direct.body), label).toMatchObject({ error: "payload_too_large" });
    };
    for (const route of LARGE_BODY_ROUTES) await check(route);

    // Every other route, also the neighbours of the listed paths: nginx's 32 KB.
    for (const url of [
      "/api/enquiries",
      "/contact",
      "/api/admin/media/photo-0123456789ab",
      `/api/admin/offers/${id}/revise`,
      `/api/admin/leads/${id}`,
    ]) {
      // nginx passes it on; the instance refuses it (over its 16 KB), and when it closes the
      // connection before nginx has sent the whole body, nginx answers 502 instead.
      const atLimit = await write(nginx.url, url, "POST", false, PROXY_BODY_LIMIT);
      expect(atLimit.status === 413 && fromNginx.test(atLimit.body), url).toBe(false);
      const over = await write(nginx.url, url, "POST", false, PROXY_BODY_LIMIT + 1);
      expect(over.status, url).toBe(413);
      expect(over.body, url).toMatch(fromNginx);
    }
  });

  it("refuses host names other than the site's, over HTTPS and plain HTTP", async () => {
    // The site's own name works (SNI and Host: localhost).
    expect((await get(`${nginx.url}/contact`, { from: "127.0.0.11" })).status).toBe(200);
    // A TLS handshake for another name is refused: no certificate, no request.
    await expect(
      send(`${nginx.url}/contact`, { from: "127.0.0.11", servername: "evil.example" }),
    ).rejects.toThrow(/unrecognized name|alert/i);
    // Without a name (a scanner trying the bare address) too.
    await expect(
      send(`https://127.0.0.1:${nginx.httpsPort}/contact`, { from: "127.0.0.11" }),
    ).rejects.toThrow(/unrecognized name|alert/i);
    // The site's name in the handshake but another Host: the connection closes unanswered (444).
    await expect(
      send(`${nginx.url}/contact`, {
        from: "127.0.0.11",
        servername: "localhost",
        headers: { host: "evil.example" },
      }),
    ).rejects.toThrow(/socket hang up|ECONNRESET/);
    // Plain HTTP for another Host: no redirect to it, no answer at all.
    await expect(
      send(`http://127.0.0.1:${nginx.httpPort}/contact`, {
        from: "127.0.0.11",
        headers: { host: "evil.example" },
      }),
    ).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it("drops the visitor's X-Forwarded-Host, which an instance would take for its own origin", async () => {
    // A form post from a foreign page that claims, through X-Forwarded-Host, to be
    // addressed to that page's host: the no-JS form accepts a post whose Origin is the
    // request's own origin, which an instance derives from X-Forwarded-Host when it comes
    // from the proxy it trusts (TRUST_PROXY=127.0.0.1).
    const forged = {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      },
      body: "name=Eve",
    };
    // Straight to an instance from the trusted address: taken as same-origin, so the form
    // is checked (400, incomplete) instead of refused. This is what nginx must prevent.
    const direct = await send(`${instances[0]!.url}/contact`, { from: "127.0.0.1", ...forged });
    expect(direct.status).toBe(400);
    // Through nginx the header is gone: a cross-site post, refused.
    const proxied = await send(`${nginx.url}/contact`, { from: "127.0.0.12", ...forged });
    expect(proxied.status).toBe(403);
  });

  it("deploy/nginx.conf is the configuration docs/deploy.md shows", () => {
    const doc = readFileSync(path.join(root, "docs/deploy.md"), "utf8");
    expect(doc).toContain(readFileSync(path.join(root, "deploy/nginx.conf"), "utf8").trim());
  });
});
