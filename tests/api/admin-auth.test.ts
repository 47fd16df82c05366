/**
 * Back-office accounts against the real server on both databases: invitations (one use,
 * 48 hours, password rules), sign-in (same answer for unknown e-mail and wrong password,
 * throttling), cookies, the idle and absolute session limits, sign-out everywhere, the
 * append-only audit log, and a walk over EVERY /api/admin route as Fastify registered it:
 * 401 without a session, 403 for a role the route does not list.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "../../server/admin/audit.ts";
import { adminPlugin, type AdminRouteInfo } from "../../server/admin/index.ts";
import { createInvitation } from "../../server/accounts/store/invitations.ts";
import { adminPasskeys, type Role } from "../../server/accounts/schema.ts";
import { rowsOf } from "../../server/database/rows.ts";
import { loadConfig } from "../../server/env.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import type { TestServer } from "./support/server.ts";

const PASSWORD = "correct horse battery staple";

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`back-office accounts on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let offset = 0;
    const now = () => new Date(Date.now() + offset);
    const routes: AdminRouteInfo[] = [];
    let owner: string;
    let staff: string;

    interface Answer {
      status: number;
      body: Record<string, unknown>;
      cookies: string[];
    }

    async function call(
      method: string,
      url: string,
      options: {
        body?: unknown;
        cookie?: string;
        origin?: string | null;
        userAgent?: string;
      } = {},
    ): Promise<Answer> {
      const headers: Record<string, string> = {};
      if (options.userAgent) headers["user-agent"] = options.userAgent;
      if (options.cookie) headers.cookie = options.cookie;
      if (options.origin !== null) headers.origin = options.origin ?? server.url;
      if (options.body !== undefined) headers["content-type"] = "application/json";
      const response = await fetch(`${server.url}/api/admin${url}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
        cookies: response.headers.getSetCookie(),
      };
    }

    const sessionCookie = (answer: Answer) => {
      const cookie = answer.cookies.find((c) => c.startsWith("sg-admin.session_token="));
      if (!cookie)
        throw new Error(`no session cookie: ${answer.status} ${JSON.stringify(answer.body)}`);
      return cookie.split(";")[0]!;
    };

    async function invite(email: string, role: Role) {
      return database.service.run((db) =>
        db.transaction((tx) =>
          createInvitation(
            tx,
            { email, role, invitedBy: null, origin: server.url, now: now() },
            createAuditLog(now),
          ),
        ),
      );
    }

    async function newAccount(email: string, role: Role): Promise<string> {
      const { token } = await invite(email, role);
      const answer = await call("POST", "/invitations/accept", {
        body: { token, name: email.split("@")[0], password: PASSWORD },
      });
      expect(answer.status).toBe(201);
      return sessionCookie(answer);
    }

    const signIn = (email: string, password = PASSWORD, userAgent?: string) =>
      call("POST", "/auth/sign-in/email", {
        body: { email, password },
        ...(userAgent ? { userAgent } : {}),
      });

    const auditActions = async () =>
      rowsOf<{ action: string }>(
        await database.service.run((db) =>
          db.execute(sql`select action from audit_log order by id`),
        ),
      ).map((row) => row.action);

    let api: ApiTest | undefined;
    beforeAll(async () => {
      // Production's password cost, unlike the other API tests' servers (decision 0155).
      api = await startApiTest(engine, {
        server: { now, adminRoutes: routes, config: { passwordCost: undefined } },
      });
      ({ database, server } = api);
      owner = await newAccount("owner@example.com", "owner");
      staff = await newAccount("staff@example.com", "staff");
    });
    afterAll(() => api?.close());

    it("accepts an invitation once, with a password that is long and not common", async () => {
      const { token } = await invite("new@example.com", "staff");
      expect((await call("POST", "/invitations/lookup", { body: { token } })).body).toMatchObject({
        email: "new@example.com",
        role: "staff",
      });
      const common = await call("POST", "/invitations/accept", {
        body: { token, name: "New", password: "Qwerty123456" },
      });
      expect(common.status).toBe(422);
      expect(common.body).toMatchObject({ error: "password_common", field: "password" });
      const short = await call("POST", "/invitations/accept", {
        body: { token, name: "New", password: "short pass" },
      });
      expect(short.body).toMatchObject({ error: "password_too_short", field: "password" });

      const accepted = await call("POST", "/invitations/accept", {
        body: { token, name: "New", password: PASSWORD },
      });
      expect(accepted.status).toBe(201);
      const cookie = accepted.cookies.find((c) => c.startsWith("sg-admin.session_token="))!;
      // Plain HTTP: no __Host- prefix and no Secure (browsers would refuse the cookie).
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).not.toMatch(/Secure/);
      const again = await call("POST", "/invitations/accept", {
        body: { token, name: "New", password: PASSWORD },
      });
      expect(again.status).toBe(410);
      expect(again.body).toMatchObject({ error: "invitation_invalid", field: "token" });
      // Hashed at OWASP's scrypt parameters, which verifying reads back from the hash.
      const [stored] = rowsOf<{ password: string }>(
        await database.service.run((db) =>
          db.execute(sql`select a.password from admin_accounts a
            join admin_users u on u.id = a.user_id where u.email = 'new@example.com'`),
        ),
      );
      expect(stored?.password).toMatch(/^scrypt\$16384\$8\$5\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    });

    it("refuses an invitation after 48 hours", async () => {
      const { token } = await invite("late@example.com", "staff");
      offset += 48 * 3600_000 + 60_000;
      try {
        const answer = await call("POST", "/invitations/accept", {
          body: { token, name: "Late", password: PASSWORD },
        });
        expect(answer.status).toBe(410);
      } finally {
        offset -= 48 * 3600_000 + 60_000;
      }
    });

    it("mails the invitation through the outbox", async () => {
      const answer = await call("POST", "/users/invitations", {
        cookie: owner,
        body: { email: "mailed@example.com", role: "staff" },
      });
      expect(answer.status).toBe(201);
      const token = String(answer.body.link).split("#")[1]!;
      const outbox = path.join(database.dataDir, "outbox");
      await expect
        .poll(
          () =>
            existsSync(outbox) &&
            readdirSync(outbox).some((file) =>
              // Quoted-printable wraps long lines with "=" + line break.
              readFileSync(path.join(outbox, file), "utf8")
                .replace(/=\r?\n/g, "")
                .includes(token),
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
      // Once sent, the link is no longer kept in the database.
      const kept = async () =>
        rowsOf<{ n: number }>(
          await database.service.run((db) =>
            db.execute(
              sql`select count(*)::int as n from mail_outbox where message::text like ${`%${token}%`}`,
            ),
          ),
        )[0]!.n;
      await expect.poll(kept, { timeout: 5_000 }).toBe(0);
    });

    it("answers an unknown e-mail and a wrong password alike, and audits both", async () => {
      const unknown = await signIn("nobody@example.com");
      const wrong = await signIn("staff@example.com", "not the password at all");
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.body.error).toBe("invalid_credentials");
      const right = await signIn("staff@example.com");
      expect(right.status).toBe(200);
      // A new session id at every sign-in.
      expect(sessionCookie(right)).not.toBe(staff);
      const actions = await auditActions();
      expect(actions.filter((a) => a === "sign_in_failed").length).toBeGreaterThanOrEqual(2);
      expect(actions).toContain("sign_in");
      expect(actions).toContain("user_invited");
      expect(actions).toContain("invitation_accepted");
    });

    it("checks the session and the role on the server", async () => {
      expect((await call("GET", "/me")).status).toBe(401);
      expect((await call("GET", "/me", { cookie: staff })).body).toMatchObject({
        user: { email: "staff@example.com", role: "staff" },
      });
      expect((await call("GET", "/users", { cookie: staff })).status).toBe(403);
      expect((await call("GET", "/users", { cookie: owner })).status).toBe(200);
      // A write from another origin is refused even with the cookie.
      const foreign = await call("POST", "/users/invitations", {
        cookie: owner,
        origin: "https://evil.example",
        body: { email: "x@example.com", role: "owner" },
      });
      expect(foreign.status).toBe(403);
      const bad = await call("POST", "/users/invitations", {
        cookie: owner,
        body: { email: "not-an-address", role: "owner" },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: "validation", field: "email" });
    });

    it("lets owners change roles, never leaving the office without an owner", async () => {
      const users = (await call("GET", "/users", { cookie: owner })).body.users as Array<{
        id: string;
        email: string;
      }>;
      const ownerId = users.find((u) => u.email === "owner@example.com")!.id;
      const staffId = users.find((u) => u.email === "staff@example.com")!.id;
      const lastOwner = await call("PATCH", `/users/${ownerId}`, {
        cookie: owner,
        body: { role: "staff" },
      });
      expect(lastOwner.status).toBe(409);
      expect(lastOwner.body.error).toBe("last_owner");
      const promoted = await call("PATCH", `/users/${staffId}`, {
        cookie: owner,
        body: { role: "owner" },
      });
      expect(promoted.status).toBe(200);
      expect((await call("GET", "/users", { cookie: staff })).status).toBe(200);
      await call("PATCH", `/users/${staffId}`, { cookie: owner, body: { role: "staff" } });
      expect((await call("GET", "/users", { cookie: staff })).status).toBe(403);
      expect(await auditActions()).toContain("role_changed");
    });

    it("sends everyone without a second factor to set it up when owners require one", async () => {
      const on = await call("PUT", "/settings", {
        cookie: owner,
        body: { requireSecondFactor: true },
      });
      expect(on.status).toBe(200);
      try {
        const refused = await call("GET", "/audit", { cookie: owner });
        expect(refused.status).toBe(403);
        expect(refused.body.error).toBe("second_factor_required");
        // The account page still works, and says what is missing.
        const me = await call("GET", "/me", { cookie: staff });
        expect(me.body).toMatchObject({ secondFactorMissing: true });
        expect((await call("GET", "/account/sessions", { cookie: staff })).status).toBe(200);
      } finally {
        await database.service.run((db) =>
          db.execute(
            sql`update admin_settings set value = 'false' where key = 'requireSecondFactor'`,
          ),
        );
      }
      expect((await call("GET", "/audit", { cookie: owner })).status).toBe(200);
    });

    it("changes a password under the same rules, ending the other sessions", async () => {
      const first = await newAccount("changer@example.com", "staff");
      const other = sessionCookie(await signIn("changer@example.com"));
      const common = await call("POST", "/auth/change-password", {
        cookie: first,
        body: { currentPassword: PASSWORD, newPassword: "password1234" },
      });
      expect(common.status).toBe(422);
      expect(common.body).toMatchObject({ error: "password_common", field: "newPassword" });
      const changed = await call("POST", "/auth/change-password", {
        cookie: first,
        body: {
          currentPassword: PASSWORD,
          newPassword: "another sentence to remember",
          revokeOtherSessions: true,
        },
      });
      expect(changed.status).toBe(200);
      expect((await call("GET", "/me", { cookie: other })).status).toBe(401);
      expect((await signIn("changer@example.com")).status).toBe(401);
      expect((await signIn("changer@example.com", "another sentence to remember")).status).toBe(
        200,
      );
      expect(await auditActions()).toContain("password_changed");
    });

    it("walks every admin route: 401 without a session, 403 for a role not listed", async () => {
      const walked = routes.filter((route) => route.method !== "HEAD" && route.roles !== "public");
      expect(walked.map((r) => `${r.method} ${r.url}`)).toEqual(
        expect.arrayContaining([
          "GET /api/admin/me",
          "GET /api/admin/users",
          "GET /api/admin/audit",
        ]),
      );
      for (const route of walked) {
        const url = route.url.replace(/^\/api\/admin/, "").replace(/:\w+/g, "x");
        const body = route.method === "GET" ? undefined : {};
        const anonymous = await call(route.method, url, { body });
        expect(anonymous.status, `${route.method} ${route.url}`).toBe(401);
        expect(anonymous.body.error).toBe("unauthenticated");
        if (!(route.roles as readonly string[]).includes("staff")) {
          const refused = await call(route.method, url, { body, cookie: staff });
          expect(refused.status, `${route.method} ${route.url} as staff`).toBe(403);
          expect(refused.body.error).toBe("forbidden");
        }
      }
    });

    it("refuses to start when an admin route declares no roles", async () => {
      const app = Fastify();
      const config = { ...loadConfig({ LOG_LEVEL: "silent" }), dataDir: database.dataDir };
      await expect(
        app.register(
          async (scope) => {
            await adminPlugin(scope, { database: database.service, config, now });
            scope.get("/forgotten", async () => ({}));
          },
          { prefix: "/api/admin" },
        ),
      ).rejects.toThrow(/declares no roles/);
      await app.close();
    });

    it("ends a session after 8 idle hours and 7 days after sign-in", async () => {
      const idle = sessionCookie(await signIn("staff@example.com"));
      offset += 8 * 3600_000 + 60_000;
      expect((await call("GET", "/me", { cookie: idle })).status).toBe(401);
      // Better Auth stamps new sessions with the real time: the test clock goes back to it.
      offset = 0;
      const active = sessionCookie(await signIn("staff@example.com"));
      let status = 200;
      let steps = 0;
      // Active every 7 hours: the idle limit never strikes, the absolute one does.
      while (status === 200 && steps < 30) {
        offset += 7 * 3600_000;
        steps++;
        status = (await call("GET", "/me", { cookie: active })).status;
      }
      expect(status).toBe(401);
      // Still in after 23 × 7 h = 161 h; out at 24 × 7 h, just past 7 days after sign-in.
      expect(steps).toBe(24);
      offset = 0;
      owner = sessionCookie(await signIn("owner@example.com"));
      staff = sessionCookie(await signIn("staff@example.com"));
    });

    it("lists one's sessions with their devices in words and signs out everywhere", async () => {
      const chromeOnLinux =
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
      const second = sessionCookie(await signIn("staff@example.com", PASSWORD, chromeOnLinux));
      const list = await call("GET", "/account/sessions", { cookie: staff });
      const sessions = list.body.sessions as Array<{
        current: boolean;
        userAgent: string | null;
        device: { browser: string | null; os: string | null };
      }>;
      expect(sessions.length).toBeGreaterThanOrEqual(2);
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      expect(sessions.find((s) => s.userAgent === chromeOnLinux)?.device).toEqual({
        browser: "Chrome",
        os: "Linux",
      });
      expect(JSON.stringify(list.body)).not.toMatch(/token/);
      expect((await call("POST", "/account/sign-out-everywhere", { cookie: second })).status).toBe(
        200,
      );
      expect((await call("GET", "/me", { cookie: staff })).status).toBe(401);
      expect((await call("GET", "/me", { cookie: second })).status).toBe(401);
      staff = sessionCookie(await signIn("staff@example.com"));
    });

    it("renames one's own passkey, 1 to 60 characters, and no one else's", async () => {
      const userOf = async (cookie: string) =>
        String(((await call("GET", "/me", { cookie })).body.user as { userId: string }).userId);
      const passkey = async (userId: string) => {
        const id = crypto.randomUUID();
        await database.service.run((db) =>
          db.insert(adminPasskeys).values({
            id,
            name: "MacIntel",
            publicKey: "key",
            userId,
            credentialID: id,
            counter: 0,
            deviceType: "singleDevice",
            backedUp: false,
            createdAt: now(),
          }),
        );
        return id;
      };
      const mine = await passkey(await userOf(staff));
      const owners = await passkey(await userOf(owner));
      const rename = (id: string, name: unknown) =>
        call("POST", "/auth/passkey/update-passkey", { cookie: staff, body: { id, name } });

      const renamed = await rename(mine, "  Laptop im Büro  ");
      expect(renamed.status).toBe(200);
      const list = await call("GET", "/auth/passkey/list-user-passkeys", { cookie: staff });
      expect(list.body).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: mine, name: "Laptop im Büro" })]),
      );
      expect((await auditActions()).at(-1)).toBe("passkey_renamed");

      for (const name of ["", "   ", "x".repeat(61), 42]) {
        const refused = await rename(mine, name);
        expect(refused.status, JSON.stringify(name)).toBe(400);
        expect(refused.body.field).toBe("name");
      }
      expect((await rename(mine, "x".repeat(60))).status).toBe(200);
      expect((await rename(owners, "Mine now")).status).toBeGreaterThanOrEqual(400);
      const ownersName = await database.service.run((db) =>
        db
          .select({ name: adminPasskeys.name })
          .from(adminPasskeys)
          .where(eq(adminPasskeys.id, owners)),
      );
      expect(ownersName).toEqual([{ name: "MacIntel" }]);
    });

    it("throttles password guesses with growing delays", async () => {
      const email = "owner@example.com";
      offset += 2 * 3600_000; // a quiet spell: earlier failures from this address are forgotten
      for (let i = 0; i < 5; i++)
        expect((await signIn(email, "wrong guess number " + i)).status).toBe(401);
      const blocked = await signIn(email);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ error: "throttled", retryAfterSeconds: 1 });
      offset += 1_500;
      expect((await signIn(email, "wrong guess again")).status).toBe(401);
      const longer = await signIn(email);
      expect(longer.status).toBe(429);
      expect(longer.body.retryAfterSeconds).toBe(2);
      offset += 2_500;
      expect((await signIn(email)).status).toBe(200);
      expect(await auditActions()).toContain("sign_in_throttled");
      offset += 2 * 3600_000; // the address's failures are forgotten for later tests
    });

    it("keeps the audit log append-only", async () => {
      const refusal = (statement: ReturnType<typeof sql>) =>
        database.service
          .run((db) => db.execute(statement))
          .then(
            () => "allowed",
            (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
          );
      expect(await refusal(sql`update audit_log set action = 'forged'`)).toMatch(/append-only/);
      expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
      const page = await call("GET", "/audit?limit=2", { cookie: owner });
      expect(page.status).toBe(200);
      expect((page.body.entries as unknown[]).length).toBe(2);
      const next = await call("GET", `/audit?limit=2&before=${String(page.body.next)}`, {
        cookie: owner,
      });
      expect((next.body.entries as Array<{ id: number }>)[0]!.id).toBeLessThan(
        Number(page.body.next),
      );
    });
  });
}
