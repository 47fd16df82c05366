/**
 * Sign-in throttling with device cookies (docs/decisions/0100-sign-in-device-cookies.md),
 * against the real server on both databases, with real source addresses: requests leave
 * from 127.0.1.x and others (the whole 127/8 is the loopback), and the server sees those
 * as the client addresses (no X-Forwarded-For).
 *
 * 40 addresses guessing an account's password cannot lock its holder out of the browser
 * they signed in with before; unknown browsers are slowed to a bounded rate, not blocked;
 * the holder is mailed once. Passkey challenges are limited per address. On PostgreSQL two
 * instances share the counts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "../../server/admin/audit.ts";
import { DEVICE_COOKIE_MAX_AGE_S } from "../../server/accounts/device-cookie.ts";
import { createInvitation } from "../../server/accounts/store/invitations.ts";
import { THROTTLE_POLICIES } from "../../server/accounts/throttle.ts";
import { openDatabase } from "../../server/database/connection.ts";
import { rowsOf } from "../../server/database/rows.ts";
import { DatabaseService } from "../../server/database/service.ts";
import { AdminBrowser, type BrowserAnswer } from "./support/admin-browser.ts";
import { engines, quietLog, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

const PASSWORD = "correct horse battery staple";
const ADMIN_SECRET = "throttle-test-secret-0123456789abcdef-0123";
const OWNER = "owner@example.com";
/**
 * The two tests that check a dozen passwords (scrypt) take a few seconds; on a machine busy
 * with other work, several times that.
 */
const HEAVY_TEST_MS = 60_000;

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`sign-in throttling on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    // The server's clock stands still but for what the tests add: a slow machine cannot end
    // a wait early.
    const start = Date.now();
    let offset = 0;
    const now = () => new Date(start + offset);
    /** Client addresses the server saw on the sign-in route. */
    const seen = new Set<string>();
    let owner: AdminBrowser;

    async function account(email: string) {
      const invitation = await database.service.run((db) =>
        db.transaction((tx) =>
          createInvitation(
            tx,
            { email, role: "owner", invitedBy: null, origin: server.url, now: now() },
            createAuditLog(now),
          ),
        ),
      );
      const answer = await new AdminBrowser(server.url).request("POST", "/invitations/accept", {
        token: invitation.token,
        name: email.split("@")[0],
        password: PASSWORD,
      });
      expect(answer.status).toBe(201);
    }

    const alertMails = async () =>
      rowsOf<{ n: number }>(
        await database.service.run((db) =>
          db.execute(sql`select count(*)::int as n from mail_outbox where kind = 'sign_in_alert'`),
        ),
      )[0]!.n;

    let api: ApiTest | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, {
        server: {
          now,
          config: { adminSecret: ADMIN_SECRET },
          beforeListen: (app) =>
            app.addHook("onRequest", async (request) => {
              if (request.url.startsWith("/api/admin/auth/")) seen.add(request.ip);
            }),
        },
      });
      ({ database, server } = api);
      await account(OWNER);
      owner = new AdminBrowser(server.url, "127.0.0.1");
    });
    afterAll(() => api?.close());

    it("gives a browser that signs in a signed, long-lived, strict device cookie", async () => {
      const answer = await owner.signIn(OWNER, PASSWORD);
      expect(answer.status).toBe(200);
      const device = answer.cookies.find((c) => c.startsWith("sg-admin.device_"));
      expect(device).toMatch(/^sg-admin\.device_[\w-]{16}=[\w-]+\.\d+\.[\w-]{43};/);
      expect(device).toMatch(/HttpOnly/);
      expect(device).toMatch(/SameSite=Strict/);
      expect(device).toMatch(/Path=\//);
      expect(device).toContain(`Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`);
      expect(DEVICE_COOKIE_MAX_AGE_S).toBeGreaterThanOrEqual(180 * 24 * 3600);
    });

    it(
      "lets the holder's known browser in while 40 addresses guess; unknown browsers are slowed, not locked out; one alert mail",
      { timeout: HEAVY_TEST_MS },
      async () => {
        const statuses: number[] = [];
        for (let a = 1; a <= 40; a++) {
          const attacker = new AdminBrowser(server.url, `127.0.1.${a}`);
          for (let i = 0; i < 4; i++) {
            statuses.push((await attacker.signIn(OWNER, `guess ${a}-${i} of the password`)).status);
          }
        }
        // The holder's browser, with its device cookie: in at once.
        const known = await owner.signIn(OWNER, PASSWORD);
        expect(known.status).toBe(200);
        expect(known.cookies.some((c) => c.startsWith("sg-admin.session_token="))).toBe(true);

        // The server saw the attackers' own addresses.
        for (let a = 1; a <= 40; a++) expect(seen).toContain(`127.0.1.${a}`);
        // The account's free failures went through to the password check; then its guard
        // let unknown browsers try only once every 30 s: every later guess was refused unseen.
        const guard = THROTTLE_POLICIES.account;
        expect(statuses.filter((s) => s === 401)).toHaveLength(guard.free + 1);
        expect(statuses.filter((s) => s === 429)).toHaveLength(160 - guard.free - 1);

        // An unknown browser on the holder's own address: slowed down, for at most the
        // guard's interval, then let in.
        const stranger = new AdminBrowser(server.url, "127.0.0.1");
        const slowed = await stranger.signIn(OWNER, PASSWORD);
        expect(slowed.status).toBe(429);
        const wait = Number(slowed.headers["retry-after"]);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(guard.maxMs / 1000);
        expect(slowed.body).toMatchObject({ error: "throttled", retryAfterSeconds: wait });
        offset += wait * 1000;
        const later = await stranger.signIn(OWNER, PASSWORD);
        expect(later.status).toBe(200);

        // Further guesses after the next interval: still exactly one alert mail.
        offset += guard.maxMs;
        expect(
          (await new AdminBrowser(server.url, "127.0.2.1").signIn(OWNER, "x y z")).status,
        ).toBe(401);
        expect(await alertMails()).toBe(1);
        const outbox = path.join(database.dataDir, "outbox");
        const sent = () =>
          existsSync(outbox)
            ? readdirSync(outbox).filter((file) => file.includes("-sign_in_alert-"))
            : [];
        await expect.poll(() => sent().length, { timeout: 10_000 }).toBe(1);
        const mail = readFileSync(path.join(outbox, sent()[0]!), "utf8").replace(/=\r?\n/g, "");
        expect(mail).toContain(OWNER);
        expect(mail).toMatch(/Someone has tried to sign in/);
        offset += 2 * 3600_000; // the counts are forgotten for the next tests
      },
    );

    it(
      "counts guesses before checking them: a parallel burst gets no more than the free ones",
      { timeout: HEAVY_TEST_MS },
      async () => {
        const email = "burst@example.com";
        await account(email);
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            new AdminBrowser(server.url, `127.0.7.${i + 1}`).signIn(email, `burst guess ${i}`),
          ),
        );
        const statuses = answers.map((answer) => answer.status);
        expect(statuses.filter((s) => s === 401)).toHaveLength(THROTTLE_POLICIES.account.free + 1);
        expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
        offset += 2 * 3600_000;
      },
    );

    it("locks a device cookie that keeps failing, with growing waits", async () => {
      const device = THROTTLE_POLICIES.device;
      const answers: BrowserAnswer[] = [];
      for (let i = 0; i <= device.free; i++) answers.push(await owner.signIn(OWNER, `wrong ${i}`));
      expect(answers.map((a) => a.status)).toEqual(Array(device.free + 1).fill(401));
      const locked = await owner.signIn(OWNER, PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body.retryAfterSeconds).toBe(1);
      offset += 1_500;
      expect((await owner.signIn(OWNER, PASSWORD)).status).toBe(200);
      offset += 2 * 3600_000;
    });

    it("limits passkey challenges per address; a passkey sign-in is not refused for password failures", async () => {
      const limit = THROTTLE_POLICIES.passkeyOptions.free;
      const asker = new AdminBrowser(server.url, "127.0.3.1");
      for (let i = 0; i <= limit; i++) {
        const options = await asker.request("GET", "/auth/passkey/generate-authenticate-options");
        expect(options.status, `request ${i + 1}`).toBe(200);
      }
      const refused = await asker.request("GET", "/auth/passkey/generate-authenticate-options");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.body.error).toBe("throttled");
      // Another address is not affected...
      const other = new AdminBrowser(server.url, "127.0.3.2");
      expect(
        (await other.request("GET", "/auth/passkey/generate-authenticate-options")).status,
      ).toBe(200);
      // ...nor an address whose password guesses wait.
      const guesser = new AdminBrowser(server.url, "127.0.3.3");
      for (let i = 0; i < 6; i++) await guesser.signIn(OWNER, `wrong ${i}`);
      expect((await guesser.signIn(OWNER, PASSWORD)).status).toBe(429);
      expect(
        (await guesser.request("GET", "/auth/passkey/generate-authenticate-options")).status,
      ).toBe(200);
      // The passkey's answer itself is never throttled (a made-up one is refused as such).
      for (let i = 0; i < limit + 3; i++) {
        const verify = await asker.request("POST", "/auth/passkey/verify-authentication", {
          response: { id: "made-up", rawId: "made-up", type: "public-key", response: {} },
        });
        expect(verify.status).not.toBe(429);
      }
      offset += 2 * 3600_000;
    });

    it("stores no e-mail or address, and deletes expired counts", async () => {
      const rows = async () =>
        rowsOf<{ key: string; expired: boolean }>(
          await database.service.run((db) =>
            db.execute(
              sql`select key, expires_at < ${now().toISOString()}::timestamptz as expired
                from admin_sign_in_throttle`,
            ),
          ),
        );
      await new AdminBrowser(server.url, "127.0.8.1").signIn(OWNER, "a guess");
      const before = await rows();
      expect(before.length).toBeGreaterThan(0);
      for (const { key } of before) expect(key).toMatch(/^[a-z]{2}:[0-9a-f]{32}$/);
      offset += 2 * 3600_000;
      expect((await rows()).every((row) => row.expired)).toBe(true);
      // The next attempt has them deleted.
      await new AdminBrowser(server.url, "127.0.8.2").signIn(OWNER, "another guess");
      await expect
        .poll(async () => (await rows()).filter((row) => row.expired).length, { timeout: 5_000 })
        .toBe(0);
      offset += 2 * 3600_000;
    });

    it.skipIf(engine.name !== "postgres")(
      "shares the counts between two instances on one database",
      async () => {
        const second = new DatabaseService(
          () => openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir }),
          quietLog,
        );
        expect(await second.start()).toBe("ready");
        const other = await startTestServer({
          database: second,
          dataDir: path.join(database.dataDir, "instance-b"),
          now,
          config: { adminSecret: ADMIN_SECRET },
        });
        try {
          const free = THROTTLE_POLICIES.accountAddress.free;
          const onA = new AdminBrowser(server.url, "127.0.4.1");
          const onB = onA.at(other.url);
          // The free failures, alternating between the instances...
          for (let i = 0; i <= free; i++) {
            const browser = i % 2 === 0 ? onA : onB;
            expect((await browser.signIn(OWNER, `wrong ${i}`)).status).toBe(401);
          }
          // ...make both wait.
          expect((await onA.signIn(OWNER, PASSWORD)).status).toBe(429);
          expect((await onB.signIn(OWNER, PASSWORD)).status).toBe(429);

          // The device cookie from instance A counts on instance B.
          const known = new AdminBrowser(server.url, "127.0.4.2");
          expect((await known.signIn(OWNER, PASSWORD)).status).toBe(200);
          for (let a = 1; a <= 12; a++) {
            await new AdminBrowser(other.url, `127.0.5.${a}`).signIn(OWNER, `guess ${a}`);
          }
          const stranger = new AdminBrowser(server.url, "127.0.4.3");
          expect((await stranger.signIn(OWNER, PASSWORD)).status).toBe(429);
          expect((await known.at(other.url).signIn(OWNER, PASSWORD)).status).toBe(200);
        } finally {
          await other.close();
          await second.close();
        }
      },
    );
  });
}
