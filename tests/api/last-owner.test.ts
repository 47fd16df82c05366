/**
 * The back office always keeps an owner, also when two owners demote each other at the same
 * moment (PostgreSQL's READ COMMITTED: each would count two owners and both commit), and on
 * the command line (`npm run users -- role EMAIL staff`). On both engines; the race is
 * PostgreSQL's (the embedded database runs one transaction at a time).
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers } from "../../server/accounts/schema.ts";
import { controlCommands, type ControlContext } from "../../server/control/commands.ts";
import type { ServerConfig } from "../../server/env.ts";
import { adminFetch, adminSession, type AdminSession } from "./support/admin-session.ts";
import { engines, quietLog, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import type { TestServer } from "./support/server.ts";

const ROUNDS = 20;

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`the last owner on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let a: AdminSession;
    let b: AdminSession;
    let context: ControlContext;

    const owners = async () =>
      (
        await database.service.run((db) =>
          db.select().from(adminUsers).where(eq(adminUsers.role, "owner")),
        )
      ).map((user) => user.id);
    const makeOwners = (...ids: string[]) =>
      database.service.run((db) =>
        db.update(adminUsers).set({ role: "owner" }).where(inArray(adminUsers.id, ids)),
      );
    const emailOf = async (id: string) =>
      (
        await database.service.run((db) =>
          db.select().from(adminUsers).where(eq(adminUsers.id, id)),
        )
      )[0]!.email;
    const demote = async (by: AdminSession, whom: AdminSession) => {
      const response = await adminFetch(by, `/api/admin/users/${whom.userId}`, {
        method: "PATCH",
        body: JSON.stringify({ role: "staff" }),
      });
      return { status: response.status, body: (await response.json()) as { error?: string } };
    };

    let api: ApiTest<"a" | "b"> | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, {
        sessions: {
          a: { role: "owner", name: "Anna Owner" },
          b: { role: "owner", name: "Bert Owner" },
        },
      });
      ({ database, server } = api);
      ({ a, b } = api.sessions);
      context = {
        database: database.service,
        config: {} as ServerConfig,
        now: () => new Date(),
        log: quietLog,
      };
    });
    afterAll(() => api?.close());

    it(`keeps an owner when two owners demote each other at once (${ROUNDS} rounds)`, async () => {
      const refusals: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        await makeOwners(a.userId, b.userId);
        const answers = await Promise.all([demote(a, b), demote(b, a)]);
        const remaining = await owners();
        expect(remaining, `round ${round}: ${JSON.stringify(answers)}`).toHaveLength(1);
        const statuses = answers.map((answer) => answer.status).sort();
        // One demotion wins; the other is refused as the last owner, or (when the winner
        // committed before it was even let in) because its sender is no owner any more.
        expect(statuses[0], JSON.stringify(answers)).toBe(200);
        const refused = answers.find((answer) => answer.status !== 200)!;
        expect(
          [
            [409, "last_owner"],
            [403, "forbidden"],
          ],
          JSON.stringify(answers),
        ).toContainEqual([refused.status, refused.body.error]);
        refusals.push(refused.body.error!);
      }
      // On PostgreSQL both get past the guard in some rounds: the lock decides. (The
      // embedded database runs one request's queries after the other's.)
      if (engine.name === "postgres") expect(refusals).toContain("last_owner");
      // The one owner left cannot demote itself either.
      const [last] = await owners();
      const self = last === a.userId ? a : b;
      const alone = await demote(self, self);
      expect([alone.status, alone.body.error]).toEqual([409, "last_owner"]);
      expect(await owners()).toEqual([last]);
    }, 60_000);

    it("refuses to remove the last owner, also when both remove each other at once", async () => {
      await makeOwners(a.userId, b.userId);
      const [c, d] = [
        await adminSession(database.service, server.url, "owner", "Carla Owner"),
        await adminSession(database.service, server.url, "owner", "Dora Owner"),
      ];
      await database.service.run((db) =>
        db
          .update(adminUsers)
          .set({ role: "staff" })
          .where(inArray(adminUsers.id, [a.userId, b.userId])),
      );
      const remove = async (by: AdminSession, whom: AdminSession) =>
        (await adminFetch(by, `/api/admin/users/${whom.userId}`, { method: "DELETE" })).status;
      const statuses = await Promise.all([remove(c, d), remove(d, c)]);
      expect((await owners()).length).toBe(1);
      expect(statuses).toContain(200);
      expect([409, 403, 401]).toContain(statuses.find((status) => status !== 200));
      await makeOwners(a.userId, b.userId);
    });

    it("npm run users -- role EMAIL staff refuses the last owner, also two at once", async () => {
      const [emailA, emailB] = [await emailOf(a.userId), await emailOf(b.userId)];
      const role = (email: string, to: "owner" | "staff") =>
        controlCommands["users-role"].run(context, { email, role: to }).then(
          () => "ok",
          (error: Error) => error.message,
        );
      for (let round = 0; round < 10; round++) {
        await database.service.run((db) => db.update(adminUsers).set({ role: "staff" }));
        await makeOwners(a.userId, b.userId);
        const outcomes = await Promise.all([role(emailA, "staff"), role(emailB, "staff")]);
        expect((await owners()).length, JSON.stringify(outcomes)).toBe(1);
        expect(outcomes.filter((outcome) => outcome === "ok")).toHaveLength(1);
        expect(outcomes.find((outcome) => outcome !== "ok")).toMatch(/is the last owner/);
      }
      // With one owner left, demoting it is refused and changes nothing.
      const [last] = await owners();
      const lastEmail = await emailOf(last!);
      expect(await role(lastEmail, "staff")).toMatch(/is the last owner/);
      expect(await owners()).toEqual([last]);
      // Another owner first, then it works.
      const other = last === a.userId ? emailB : emailA;
      expect(await role(other, "owner")).toBe("ok");
      expect(await role(lastEmail, "staff")).toBe("ok");
      expect(await owners()).toHaveLength(1);
      expect(await role("nobody@example.com", "staff")).toMatch(/No account/);
    });
  });
}
