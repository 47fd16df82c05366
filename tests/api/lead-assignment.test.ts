/**
 * New leads in turn, on both engines, through the real server: with the owners' setting
 * "reihum" the enquiries sent through the public form go alternately to the two staff
 * members who switched it on (never to the owner who did not), each with an automatic
 * owner change in the timeline; "nicht zuweisen" leaves them unassigned. Only owners change
 * the setting; each person's preferences are checked field by field.
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../../server/accounts/schema.ts";
import { leadActivities, leads } from "../../server/leads/schema.ts";
import { AUTOMATIC_ACTOR } from "../../server/leads/store/assignment.ts";
import { LeadStore, type NewLead } from "../../server/leads/store/intake.ts";
import { postEnquiry, validEnquiry } from "./enquiry-support.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { getSession, type TestServer } from "./support/server.ts";

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`leads in turn and preferences on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let owner: AdminSession;
    let mia: AdminSession;
    let jonas: AdminSession;

    const call = async (session: AdminSession, method: string, path: string, body?: unknown) => {
      const response = await adminFetch(session, `/api/admin${path}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    /** Sends `count` enquiries through the public API (all at once when `together`). */
    async function enquiries(count: number, together = false): Promise<string[]> {
      const session = await getSession(server.url);
      const send = async (i: number) => {
        const answer = await postEnquiry(
          server.url,
          session,
          validEnquiry({ name: `Kundin ${i}`, email: `kundin${i}@beispiel.de` }),
        );
        expect(answer.status).toBe(201);
        return ((await answer.json()) as { id: string }).id;
      };
      if (together) return Promise.all(Array.from({ length: count }, (_, i) => send(i)));
      const ids: string[] = [];
      for (let i = 0; i < count; i++) ids.push(await send(i));
      return ids;
    }

    const ownersOf = async (ids: string[]) => {
      const rows = await database.service.run((db) =>
        db
          .select({ id: leads.id, ownerId: leads.ownerId })
          .from(leads)
          .where(inArray(leads.id, ids)),
      );
      const byId = new Map(rows.map((row) => [row.id, row.ownerId]));
      return ids.map((id) => byId.get(id) ?? null);
    };

    let api: ApiTest<"owner" | "mia" | "jonas"> | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, {
        server: { config: { dailyMailAt: null } },
        sessions: {
          owner: { role: "owner", name: "Olga Owner" },
          mia: { role: "staff", name: "Mia Muster" },
          jonas: { role: "staff", name: "Jonas Jung" },
        },
      });
      ({ database, server } = api);
      ({ owner, mia, jonas } = api.sessions);
    });
    afterAll(() => api?.close());
    beforeEach(async () => {
      await database.service.run((db) => db.delete(leads));
    });

    it("lets only owners choose how new leads are assigned", async () => {
      expect((await call(owner, "GET", "/settings")).body).toMatchObject({
        leadAssignment: "manual",
        requireSecondFactor: false,
      });
      const refused = await call(mia, "PUT", "/settings", { leadAssignment: "round_robin" });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe("forbidden");
      const bad = await call(owner, "PUT", "/settings", { leadAssignment: "everyone" });
      expect([bad.status, bad.body.field]).toEqual([400, "leadAssignment"]);
      expect((await call(owner, "PUT", "/settings", {})).status).toBe(400);
      // Nothing was stored by the refusals; the second factor's setting is left alone.
      expect((await call(owner, "GET", "/settings")).body).toEqual({
        requireSecondFactor: false,
        leadAssignment: "manual",
      });
    });

    it("checks each preference and keeps the others when one changes", async () => {
      expect((await call(mia, "GET", "/account/preferences")).body).toEqual({
        locale: "de",
        dailyMail: true,
        takesNewLeads: false,
        answersInMorningMail: false,
        phone: null,
      });
      for (const [body, field] of [
        [{ locale: "fr" }, "locale"],
        [{ dailyMail: "yes" }, "dailyMail"],
        [{ takesNewLeads: 1 }, "takesNewLeads"],
        [{ answersInMorningMail: "yes" }, "answersInMorningMail"],
        [{ phone: "ruf mich an" }, "phone"],
      ] as const) {
        const answer = await call(mia, "PUT", "/account/preferences", body);
        expect([answer.status, answer.body.field], JSON.stringify(body)).toEqual([400, field]);
      }
      expect((await call(mia, "PUT", "/account/preferences", { colour: "red" })).status).toBe(400);
      expect((await call(mia, "PUT", "/account/preferences", {})).status).toBe(400);

      const saved = await call(mia, "PUT", "/account/preferences", { locale: "en" });
      expect(saved.body).toEqual({
        locale: "en",
        dailyMail: true,
        takesNewLeads: false,
        answersInMorningMail: false,
        phone: null,
      });
      // Someone else's preferences are not touched, and /me carries one's own.
      expect((await call(jonas, "GET", "/me")).body.preferences).toEqual({
        locale: "de",
        dailyMail: true,
        takesNewLeads: false,
        answersInMorningMail: false,
        phone: null,
      });
      expect((await call(mia, "GET", "/me")).body.preferences).toMatchObject({ locale: "en" });
      const [entry] = await database.service.run((db) =>
        db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, "preferences_changed"), eq(auditLog.actorId, mia.userId))),
      );
      expect(entry?.detail).toEqual({ locale: "en" });
      await call(mia, "PUT", "/account/preferences", { locale: "de" });
    });

    it("leaves new leads unassigned while owners assign by hand", async () => {
      await call(mia, "PUT", "/account/preferences", { takesNewLeads: true });
      expect(await ownersOf(await enquiries(2))).toEqual([null, null]);
    });

    it("gives new leads alternately to the people who opted in", async () => {
      expect(
        (await call(owner, "PUT", "/settings", { leadAssignment: "round_robin" })).body,
      ).toMatchObject({ leadAssignment: "round_robin" });
      await call(mia, "PUT", "/account/preferences", { takesNewLeads: true });
      await call(jonas, "PUT", "/account/preferences", { takesNewLeads: true });
      // Owners see who takes part; staff may not ask.
      expect((await call(owner, "GET", "/settings/lead-assignees")).body).toEqual({
        assignees: [
          { id: jonas.userId, name: "Jonas Jung" },
          { id: mia.userId, name: "Mia Muster" },
        ],
      });
      expect((await call(mia, "GET", "/settings/lead-assignees")).status).toBe(403);
      try {
        const one = await ownersOf(await enquiries(4));
        expect(new Set(one)).toEqual(new Set([mia.userId, jonas.userId]));
        expect(one[0]).not.toBe(one[1]);
        expect([one[2], one[3]]).toEqual([one[0], one[1]]);

        // Sent at once (stored in one batch), they still alternate: two each.
        const together = await ownersOf(await enquiries(6, true));
        expect(together.filter((id) => id === mia.userId)).toHaveLength(3);
        expect(together.filter((id) => id === jonas.userId)).toHaveLength(3);

        // Jonas switches it off: from now on Mia gets every new lead.
        await call(jonas, "PUT", "/account/preferences", { takesNewLeads: false });
        expect(await ownersOf(await enquiries(2))).toEqual([mia.userId, mia.userId]);

        const [lead] = await enquiries(1);
        const entries = await database.service.run((db) =>
          db
            .select()
            .from(leadActivities)
            .where(eq(leadActivities.leadId, lead!))
            .orderBy(asc(leadActivities.at)),
        );
        expect(entries).toMatchObject([
          {
            kind: "owner_changed",
            actorId: null,
            actorName: AUTOMATIC_ACTOR.name,
            detail: {
              fromId: null,
              fromName: null,
              toId: mia.userId,
              toName: "Mia Muster",
              rule: "round_robin",
            },
          },
        ]);
        const audit = await database.service.run((db) =>
          db.select().from(auditLog).where(eq(auditLog.target, lead!)),
        );
        expect(audit).toMatchObject([
          {
            action: "lead_owner_changed",
            actorId: null,
            detail: { from: null, to: mia.userId, rule: "round_robin" },
          },
        ]);

        // Nobody opted in: unassigned, and the intake still takes the lead.
        await call(mia, "PUT", "/account/preferences", { takesNewLeads: false });
        expect(await ownersOf(await enquiries(1))).toEqual([null]);
      } finally {
        await call(owner, "PUT", "/settings", { leadAssignment: "manual" });
      }
    });

    it("stores the lead unassigned when the assignment fails", async () => {
      await call(owner, "PUT", "/settings", { leadAssignment: "round_robin" });
      await call(mia, "PUT", "/account/preferences", { takesNewLeads: true });
      // The turn's row refuses to move, as a broken database object would.
      await database.service.run(async (db) => {
        await db.execute(sql`create function refuse_turn() returns trigger language plpgsql as
          $$ begin raise exception 'turn refused'; end $$`);
        await db.execute(sql`create trigger refuse_turn before update on admin_settings
          for each row when (old.key = 'leadAssignmentTurn') execute function refuse_turn()`);
      });
      const failures: unknown[] = [];
      try {
        const store = new LeadStore(database.service, (error) => failures.push(error));
        const lead: NewLead = {
          idempotencyKey: null,
          language: "de",
          sourcePage: "/contact",
          channel: "api",
          name: "Anna Beispiel",
          company: "Beispiel GmbH",
          email: "anna@beispiel.de",
          participants: 20,
          event: "Teamkochen",
          privacyPolicyVersion: "2.0",
        };
        const stored = await store.insert(lead, new Date());
        expect(stored.created).toBe(true);
        expect(await ownersOf([stored.id])).toEqual([null]);
        expect(failures).toHaveLength(1);
        const [entries] = await database.service.run((db) =>
          db
            .select({ n: count() })
            .from(leadActivities)
            .where(eq(leadActivities.leadId, stored.id)),
        );
        expect(entries!.n).toBe(0);
      } finally {
        await database.service.run(async (db) => {
          await db.execute(sql`drop trigger refuse_turn on admin_settings`);
          await db.execute(sql`drop function refuse_turn()`);
        });
        await call(owner, "PUT", "/settings", { leadAssignment: "manual" });
      }
    });
  });
}
