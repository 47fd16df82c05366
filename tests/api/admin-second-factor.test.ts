/**
 * The second factor cannot be skipped (docs/decisions/0100-sign-in-device-cookies.md):
 * Better Auth's "trust this device" (`trustDevice: true` on verify-totp) is dropped, an
 * older trust-device cookie is ignored, and signing out everywhere, a password change and
 * turning the second factor off or on delete every trust-device record of the person. On
 * both databases.
 */
import { createHmac, randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "../../server/admin/audit.ts";
import { createAuth } from "../../server/accounts/auth.ts";
import { createInvitation } from "../../server/accounts/store/invitations.ts";
import { adminVerifications } from "../../server/accounts/schema.ts";
import { AdminBrowser } from "./support/admin-browser.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import type { TestServer } from "./support/server.ts";

const PASSWORD = "correct horse battery staple";
const ADMIN_SECRET = "second-factor-test-secret-0123456789abcdef";

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`the second factor on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let totp: TOTP;
    let userId: string;
    let otherUserId: string;
    let recoveryCodes: string[];
    const email = "careful@example.com";

    const code = () => totp.generate();

    async function account(address: string): Promise<{ browser: AdminBrowser; id: string }> {
      const invitation = await database.service.run((db) =>
        db.transaction((tx) =>
          createInvitation(
            tx,
            { email: address, role: "owner", invitedBy: null, origin: server.url, now: new Date() },
            createAuditLog(() => new Date()),
          ),
        ),
      );
      const browser = new AdminBrowser(server.url);
      const accepted = await browser.request("POST", "/invitations/accept", {
        token: invitation.token,
        name: "Careful",
        password: PASSWORD,
      });
      expect(accepted.status).toBe(201);
      return { browser, id: String(accepted.body.userId) };
    }

    /** Password and TOTP; the browser ends up signed in. */
    async function signInFully(browser: AdminBrowser, extra: Record<string, unknown> = {}) {
      const password = await browser.signIn(email, PASSWORD);
      expect(password.status).toBe(200);
      expect(password.body.twoFactorRedirect).toBe(true);
      const second = await browser.request("POST", "/auth/two-factor/verify-totp", {
        code: code(),
        ...extra,
      });
      expect(second.status).toBe(200);
      return second;
    }

    const trustRecords = (user: string) =>
      database.service.run((db) =>
        db
          .select({ id: adminVerifications.id })
          .from(adminVerifications)
          .where(
            and(
              like(adminVerifications.identifier, "trust-device-%"),
              eq(adminVerifications.value, user),
            ),
          ),
      );

    /**
     * A trust-device record and its cookie exactly as Better Auth 1.7 makes them
     * (two-factor/verify-two-factor.mjs: `${hmac}!${identifier}`, signed like every
     * Better Auth cookie: value "." base64 HMAC-SHA256, URI-encoded).
     */
    async function plantTrustedDevice(user: string): Promise<string> {
      const identifier = `trust-device-${randomBytes(16).toString("hex")}`;
      const now = new Date();
      await database.service.run((db) =>
        db.insert(adminVerifications).values({
          id: crypto.randomUUID(),
          identifier,
          value: user,
          expiresAt: new Date(now.getTime() + 30 * 24 * 3600_000),
          createdAt: now,
          updatedAt: now,
        }),
      );
      const token = createHmac("sha256", ADMIN_SECRET)
        .update(`${user}!${identifier}`)
        .digest("base64url");
      const value = `${token}!${identifier}`;
      const signature = createHmac("sha256", ADMIN_SECRET).update(value).digest("base64");
      return encodeURIComponent(`${value}.${signature}`);
    }

    let api: ApiTest | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, { server: { config: { adminSecret: ADMIN_SECRET } } });
      ({ database, server } = api);
      const { browser, id } = await account(email);
      userId = id;
      otherUserId = (await account("bystander@example.com")).id;
      const enabled = await browser.request("POST", "/auth/two-factor/enable", {
        password: PASSWORD,
      });
      expect(enabled.status).toBe(200);
      recoveryCodes = enabled.body.backupCodes as string[];
      const secret = new URL(String(enabled.body.totpURI)).searchParams.get("secret")!;
      totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
      const confirmed = await browser.request("POST", "/auth/two-factor/verify-totp", {
        code: code(),
      });
      expect(confirmed.status).toBe(200);
      expect((await browser.request("GET", "/me")).body).toMatchObject({
        user: { twoFactorEnabled: true },
      });
    });
    afterAll(() => api?.close());

    it("ignores trustDevice: the next password sign-in from that browser still asks for the code", async () => {
      const browser = new AdminBrowser(server.url);
      const second = await signInFully(browser, { trustDevice: true });
      expect(second.cookies.join("\n")).not.toMatch(/trust_device/);
      expect([...browser.jar.keys()].filter((name) => name.includes("trust_device"))).toEqual([]);
      expect(await trustRecords(userId)).toEqual([]);
      expect((await browser.request("GET", "/me")).status).toBe(200);

      expect((await browser.request("POST", "/auth/sign-out", {})).status).toBe(200);
      const again = await browser.signIn(email, PASSWORD);
      expect(again.status).toBe(200);
      expect(again.body.twoFactorRedirect).toBe(true);
      expect(
        again.cookies.some((c) => c.startsWith("sg-admin.session_token=") && !/=;/.test(c)),
      ).toBe(false);
      expect((await browser.request("GET", "/me")).status).toBe(401);

      // The same for a recovery code.
      const recovery = await browser.request("POST", "/auth/two-factor/verify-backup-code", {
        code: "not-a-code",
        trustDevice: true,
      });
      expect(recovery.cookies.join("\n")).not.toMatch(/trust_device/);
    });

    it("gives recovery codes without look-alike characters; each signs in once", async () => {
      expect(recoveryCodes).toHaveLength(10);
      for (const recovery of recoveryCodes) {
        expect(recovery).toMatch(/^[2-9A-HJKMNP-Z]{6}-[2-9A-HJKMNP-Z]{6}$/);
      }
      const browser = new AdminBrowser(server.url);
      expect((await browser.signIn(email, PASSWORD)).body.twoFactorRedirect).toBe(true);
      const used = await browser.request("POST", "/auth/two-factor/verify-backup-code", {
        code: recoveryCodes[0],
      });
      expect(used.status).toBe(200);
      expect((await browser.request("GET", "/me")).status).toBe(200);
      const again = new AdminBrowser(server.url);
      await again.signIn(email, PASSWORD);
      const twice = await again.request("POST", "/auth/two-factor/verify-backup-code", {
        code: recoveryCodes[0],
      });
      expect(twice.status).toBeGreaterThanOrEqual(400);
    });

    it("does not honour a trust-device cookie Better Auth made before, and tells the browser to drop it", async () => {
      // The planted cookie is one Better Auth itself honours: asked directly, it skips the
      // second factor.
      const auth = createAuth({
        db: await database.service.run(async (db) => db),
        origin: server.url,
        secret: ADMIN_SECRET,
      });
      const direct = await auth.handler(
        new Request(`${server.url}/api/admin/auth/sign-in/email`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: server.url,
            cookie: `sg-admin.trust_device=${await plantTrustedDevice(userId)}`,
          },
          body: JSON.stringify({ email, password: PASSWORD }),
        }),
      );
      const directBody = (await direct.json()) as Record<string, unknown>;
      expect(direct.status).toBe(200);
      expect(directBody.twoFactorRedirect).toBeUndefined();
      expect(directBody.token).toBeTruthy();

      const browser = new AdminBrowser(server.url);
      browser.jar.set("sg-admin.trust_device", await plantTrustedDevice(userId));
      const answer = await browser.signIn(email, PASSWORD);
      expect(answer.status).toBe(200);
      expect(answer.body.twoFactorRedirect).toBe(true);
      expect(answer.cookies.some((c) => /^sg-admin\.trust_device=;.*Max-Age=0/i.test(c))).toBe(
        true,
      );
      expect(browser.jar.has("sg-admin.trust_device")).toBe(false);
      expect((await browser.request("GET", "/me")).status).toBe(401);
    });

    it("deletes every trust-device record of the person on sign-out everywhere, a password change and turning the second factor off or on", async () => {
      const browser = new AdminBrowser(server.url);
      await signInFully(browser);
      await plantTrustedDevice(otherUserId);
      let password = PASSWORD;

      await plantTrustedDevice(userId);
      const newPassword = "a different sentence to remember";
      const changed = await browser.request("POST", "/auth/change-password", {
        currentPassword: password,
        newPassword,
      });
      expect(changed.status).toBe(200);
      password = newPassword;
      expect(await trustRecords(userId)).toEqual([]);

      await plantTrustedDevice(userId);
      const off = await browser.request("POST", "/auth/two-factor/disable", { password });
      expect(off.status).toBe(200);
      expect(await trustRecords(userId)).toEqual([]);

      await plantTrustedDevice(userId);
      const on = await browser.request("POST", "/auth/two-factor/enable", { password });
      expect(on.status).toBe(200);
      expect(await trustRecords(userId)).toEqual([]);
      const secret = new URL(String(on.body.totpURI)).searchParams.get("secret")!;
      totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
      await plantTrustedDevice(userId);
      const confirmed = await browser.request("POST", "/auth/two-factor/verify-totp", {
        code: code(),
      });
      expect(confirmed.status).toBe(200);
      expect(await trustRecords(userId)).toEqual([]);

      await plantTrustedDevice(userId);
      const everywhere = await browser.request("POST", "/account/sign-out-everywhere", {});
      expect(everywhere.status).toBe(200);
      expect(await trustRecords(userId)).toEqual([]);
      // Another person's records are not touched.
      expect((await trustRecords(otherUserId)).length).toBeGreaterThan(0);
    });
  });
}
