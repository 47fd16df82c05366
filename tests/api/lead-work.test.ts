/**
 * The day's work on leads, on both engines: giving a lead to someone of the team, a next
 * step that falls due at its Berlin time or at the end of its Berlin day and then shows
 * under "overdue" and in the counts, won and lost (with a reason) closing the step, logged
 * calls and pasted customer answers, one timeline newest first, the inbox's views and
 * orders paged without gaps, leads merged away never listed, refusals naming their field,
 * roles; and that notes and state changes of a database from before migration 0010 arrive
 * in the timeline.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../../server/accounts/schema.ts";
import { createAuditLog } from "../../server/admin/audit.ts";
import { migrationsFolder, openDatabase, type Db } from "../../server/database/connection.ts";
import { leadActivities, leads as leadRows } from "../../server/leads/schema.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { berlinDay } from "../../app/shared/berlin-time.ts";
import { insertLead, type NewLead } from "../../server/leads/store/intake.ts";
import {
  addCustomerReply,
  addLeadNote,
  assignOwner,
  changeLeadState,
  countLeads,
  decodeCursor,
  deleteExpiredLeads,
  LEAD_COUNT_CAP,
  exportLeads,
  getLead,
  listLeads,
  logCall,
  nextStepDueAt,
  setNextStep,
  type LeadFilter,
  type LeadSort,
  type LeadSummary,
  type TimelineEntry,
} from "../../server/leads/store/index.ts";
import { erasePerson } from "../../server/privacy/erase.ts";
import { findPerson } from "../../server/privacy/store.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import type { TestServer } from "./support/server.ts";

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    idempotencyKey: null,
    language: "de",
    sourcePage: "/events/teamkochen",
    channel: "api",
    name: "Anna Beispiel",
    company: "Beispiel GmbH",
    email: "anna@beispiel.de",
    phone: null,
    participants: 20,
    event: "Teamkochen",
    eventOther: null,
    preferredDate: null,
    message: "Wir planen ein Sommerfest.",
    privacyPolicyVersion: "2.0",
    ...overrides,
  };
}

const at = (iso: string) => new Date(iso);

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`lead work on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let owner: AdminSession;
    let staff: AdminSession;
    const audit = createAuditLog(() => new Date());
    const run = <T>(fn: (db: Db) => Promise<T>) => database.service.run(fn);
    const add = async (when: string, overrides: Partial<NewLead> = {}) =>
      (await run((db) => insertLead(db, newLead(overrides), at(when)))).id;
    const staffActor = () => ({ id: staff.userId, name: "Stefan Staff" });
    const call = async (session: AdminSession, method: string, url: string, body?: unknown) => {
      const response = await adminFetch(session, url, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return {
        status: response.status,
        body: (await response.json()) as Record<string, unknown> & { field?: string },
      };
    };
    const ids = (page: { items: LeadSummary[] }) => page.items.map((item) => item.id);

    let api: ApiTest<"owner" | "staff"> | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, { sessions: { owner: "owner", staff: "staff" } });
      ({ database, server } = api);
      ({ owner, staff } = api.sessions);
    });
    afterAll(() => api?.close());
    beforeEach(async () => {
      await run((db) => db.delete(leadRows));
    });

    it("gives a lead to someone of the team or to nobody; refuses anyone else", async () => {
      const id = await add("2026-11-20T09:00:00Z");
      const team = await call(staff, "GET", "/api/admin/team");
      expect(team.body).toEqual(
        expect.arrayContaining([
          { id: owner.userId, name: "Olga Owner", role: "owner" },
          { id: staff.userId, name: "Stefan Staff", role: "staff" },
        ]),
      );
      const given = await call(staff, "PUT", `/api/admin/leads/${id}/owner`, {
        ownerId: owner.userId,
      });
      expect(given).toEqual({
        status: 200,
        body: { owner: { id: owner.userId, name: "Olga Owner" } },
      });
      const again = await call(owner, "PUT", `/api/admin/leads/${id}/owner`, {
        ownerId: owner.userId,
      });
      expect(again.status).toBe(409);
      const stranger = await call(staff, "PUT", `/api/admin/leads/${id}/owner`, {
        ownerId: "someone-else",
      });
      expect([stranger.status, stranger.body.field]).toEqual([400, "ownerId"]);
      const missing = await call(staff, "PUT", `/api/admin/leads/${id}/owner`, {});
      expect([missing.status, missing.body.field]).toEqual([400, "ownerId"]);
      expect(
        (await call(staff, "PUT", `/api/admin/leads/${id}/owner`, { ownerId: null })).body,
      ).toEqual({ owner: null });

      const lead = (await call(staff, "GET", `/api/admin/leads/${id}`)).body as {
        owner: unknown;
        timeline: TimelineEntry[];
      };
      expect(lead.owner).toBeNull();
      expect(
        lead.timeline
          .filter((entry) => entry.kind === "owner_changed")
          .map((entry) => [entry.actorName, entry.detail.fromName, entry.detail.toName]),
      ).toEqual([
        ["Stefan Staff", "Olga Owner", null],
        ["Stefan Staff", null, "Olga Owner"],
      ]);
      const entries = await run((db) =>
        db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.target, id), eq(auditLog.action, "lead_owner_changed")))
          .orderBy(auditLog.id),
      );
      expect(entries.map((entry) => entry.detail)).toEqual([
        { from: null, to: owner.userId },
        { from: owner.userId, to: null },
      ]);
    });

    it("lists a next step in the past under overdue and counts it; done clears it", async () => {
      const id = await add("2026-11-20T09:00:00Z");
      const other = await add("2026-11-20T10:00:00Z", { name: "Other Lead" });
      await call(staff, "PUT", `/api/admin/leads/${id}/owner`, { ownerId: staff.userId });
      for (const [body, field] of [
        [{ date: "2026-02-30", text: "Rückruf" }, "date"],
        [{ date: "morgen", text: "Rückruf" }, "date"],
        [{ date: "2026-11-24", time: "25:00", text: "Rückruf" }, "time"],
        [{ date: "2026-11-24", time: "9:30", text: "Rückruf" }, "time"],
        [{ date: "2026-11-24", text: "   " }, "text"],
        [{ date: "2026-11-24", text: "x".repeat(201) }, "text"],
        [{ date: "2026-11-24", text: "Rückruf", due: "now" }, "body"],
      ] as const) {
        const refused = await call(staff, "PUT", `/api/admin/leads/${id}/next-step`, body);
        expect([JSON.stringify(body), refused.status, refused.body.field]).toEqual([
          JSON.stringify(body),
          400,
          field,
        ]);
      }
      const yesterday = berlinDay(new Date(Date.now() - 86_400_000));
      const set = await call(staff, "PUT", `/api/admin/leads/${id}/next-step`, {
        date: yesterday,
        text: "  Rückruf  ",
      });
      expect(set).toMatchObject({
        status: 200,
        body: { nextStep: { date: yesterday, time: null, text: "Rückruf", overdue: true } },
      });
      const list = async (session: AdminSession, query: string) =>
        (
          (await call(session, "GET", `/api/admin/leads?${query}`)).body as {
            items: LeadSummary[];
          }
        ).items;
      const overdue = await list(owner, "view=overdue");
      expect(overdue.map((item) => item.id)).toEqual([id]);
      expect(overdue[0]).toMatchObject({
        owner: { id: staff.userId, name: "Stefan Staff" },
        nextStep: { text: "Rückruf", overdue: true },
      });
      expect((await list(staff, "view=mine")).map((item) => item.id)).toEqual([id]);
      expect(await list(owner, "view=mine")).toEqual([]);
      expect((await list(owner, "view=no_step")).map((item) => item.id)).toEqual([other]);
      expect((await call(staff, "GET", "/api/admin/leads/counts")).body).toEqual({
        overdue: 1,
        mineOverdue: 1,
        mineToday: 0,
        unassignedNew: 1,
        answers: 0,
        toAssign: 0,
      });
      expect((await call(owner, "GET", "/api/admin/leads/counts")).body).toMatchObject({
        overdue: 1,
        mineOverdue: 0,
      });

      expect(await call(staff, "POST", `/api/admin/leads/${id}/next-step/done`)).toEqual({
        status: 200,
        body: { nextStep: null },
      });
      expect((await call(staff, "POST", `/api/admin/leads/${id}/next-step/done`)).status).toBe(409);
      expect(await list(owner, "view=overdue")).toEqual([]);
      const lead = (await call(staff, "GET", `/api/admin/leads/${id}`)).body as {
        nextStep: unknown;
        timeline: TimelineEntry[];
      };
      expect(lead.nextStep).toBeNull();
      expect(
        lead.timeline
          .filter((entry) => entry.kind.startsWith("next_step"))
          .map((entry) => [entry.kind, entry.detail]),
      ).toEqual([
        ["next_step_done", { date: yesterday, time: null, text: "Rückruf" }],
        ["next_step_set", { date: yesterday, time: null, text: "Rückruf" }],
      ]);
      // The audit log keeps the step's day, never its words.
      const entries = await run((db) => db.select().from(auditLog).where(eq(auditLog.target, id)));
      expect(JSON.stringify(entries)).not.toContain("Rückruf");
    });

    it("falls due at the step's Berlin time, or at the end of its Berlin day", async () => {
      // Winter (UTC+1) and summer (UTC+2); a day without a time ends at the next midnight.
      expect(nextStepDueAt("2026-11-24", null).toISOString()).toBe("2026-11-24T23:00:00.000Z");
      expect(nextStepDueAt("2026-11-24", "10:00").toISOString()).toBe("2026-11-24T09:00:00.000Z");
      expect(nextStepDueAt("2026-07-01", null).toISOString()).toBe("2026-07-01T22:00:00.000Z");
      expect(nextStepDueAt("2026-03-29", "12:00").toISOString()).toBe("2026-03-29T10:00:00.000Z");
      const allDay = await add("2026-11-20T09:00:00Z", { name: "All day" });
      const atTen = await add("2026-11-20T10:00:00Z", { name: "At ten" });
      const me = staff.userId;
      for (const [id, time] of [
        [allDay, null],
        [atTen, "10:00"],
      ] as const) {
        await run((db) =>
          assignOwner(db, audit, {
            id,
            ownerId: me,
            actor: staffActor(),
            now: at("2026-11-23T08:00:00Z"),
          }),
        );
        await run((db) =>
          setNextStep(db, audit, {
            id,
            step: { date: "2026-11-24", time, text: "Rückruf" },
            actor: staffActor(),
            now: at("2026-11-23T08:00:00Z"),
          }),
        );
      }
      const state = async (now: string) => {
        const view = async (v: LeadFilter["view"]) =>
          ids(await run((db) => listLeads(db, { view: v, me, now: at(now) }, { limit: 10 })));
        return {
          overdue: await view("overdue"),
          today: await view("today"),
          counts: await run((db) => countLeads(db, me, at(now))),
        };
      };
      // 09:59 Berlin: both today, neither due.
      expect(await state("2026-11-24T08:59:00Z")).toEqual({
        overdue: [],
        today: [atTen, allDay],
        counts: {
          overdue: 0,
          mineOverdue: 0,
          mineToday: 2,
          unassignedNew: 0,
          answers: 0,
          toAssign: 0,
        },
      });
      // 10:00 Berlin: the one at ten is due.
      expect((await state("2026-11-24T09:00:00Z")).overdue).toEqual([atTen]);
      // 23:59 Berlin: the one without a time is still not overdue.
      expect(await state("2026-11-24T22:59:00Z")).toEqual({
        overdue: [atTen],
        today: [atTen, allDay],
        counts: {
          overdue: 1,
          mineOverdue: 1,
          mineToday: 2,
          unassignedNew: 0,
          answers: 0,
          toAssign: 0,
        },
      });
      // 00:00 Berlin the next day: both overdue, none today.
      expect(await state("2026-11-24T23:00:00Z")).toEqual({
        overdue: [atTen, allDay],
        today: [],
        counts: {
          overdue: 2,
          mineOverdue: 2,
          mineToday: 0,
          unassignedNew: 0,
          answers: 0,
          toAssign: 0,
        },
      });
    });

    it("counts up to 999 exactly and says 1000 for more", async () => {
      const overdue = (n: number) =>
        run((db) =>
          db.execute(sql`
            insert into leads (id, created_at, language, source_page, channel, name, company,
              email, participants, event, privacy_policy_version, next_step_date, next_step_text,
              next_step_due_at)
            select gen_random_uuid(), '2026-11-01T08:00:00Z', 'de', '/contact', 'api', 'Lead',
              'Firma', 'lead' || i || '@example.org', 10, 'Teamkochen', '2.0', '2026-11-02',
              'Rückruf', '2026-11-02T23:00:00Z'
            from generate_series(1, ${n}) i`),
        );
      const now = at("2026-11-10T12:00:00Z");
      await overdue(LEAD_COUNT_CAP);
      expect((await run((db) => countLeads(db, staff.userId, now))).overdue).toBe(LEAD_COUNT_CAP);
      await overdue(5);
      expect(await run((db) => countLeads(db, staff.userId, now))).toEqual({
        overdue: LEAD_COUNT_CAP + 1,
        mineOverdue: 0,
        mineToday: 0,
        unassignedNew: LEAD_COUNT_CAP + 1,
        answers: 0,
        toAssign: 0,
      });
    });

    it("closes the step when won; lost needs a reason from the list, 'other' its words", async () => {
      const id = await add("2026-11-20T09:00:00Z");
      const tomorrow = berlinDay(new Date(Date.now() + 86_400_000));
      await call(staff, "PUT", `/api/admin/leads/${id}/next-step`, {
        date: tomorrow,
        time: "09:30",
        text: "Angebot nachfassen",
      });
      const won = await call(staff, "POST", `/api/admin/leads/${id}/state`, { state: "won" });
      expect(won).toMatchObject({ status: 200, body: { from: "new", to: "won" } });
      let lead = (await call(staff, "GET", `/api/admin/leads/${id}`)).body as {
        nextStep: unknown;
        decidedAt: string | null;
        lostReason: string | null;
        timeline: TimelineEntry[];
      };
      expect(lead.nextStep).toBeNull();
      expect(lead.decidedAt).not.toBeNull();
      expect(lead.timeline.slice(0, 2).map((entry) => [entry.kind, entry.detail])).toEqual([
        ["state_changed", { from: "new", to: "won" }],
        [
          "next_step_done",
          { date: tomorrow, time: "09:30", text: "Angebot nachfassen", closedBy: "state" },
        ],
      ]);
      const closed = await call(staff, "PUT", `/api/admin/leads/${id}/next-step`, {
        date: tomorrow,
        text: "Rechnung",
      });
      expect(closed.status).toBe(409);

      for (const [body, field] of [
        [{ state: "lost" }, "lostReason"],
        [{ state: "lost", lostReason: "bored" }, "lostReason"],
        [{ state: "lost", lostReason: "other" }, "lostReasonText"],
        [{ state: "lost", lostReason: "other", lostReasonText: "  " }, "lostReasonText"],
        [{ state: "contacted", lostReason: "too_expensive" }, "lostReason"],
      ] as const) {
        const refused = await call(staff, "POST", `/api/admin/leads/${id}/state`, body);
        expect([JSON.stringify(body), refused.status, refused.body.field]).toEqual([
          JSON.stringify(body),
          400,
          field,
        ]);
      }
      const lost = await call(staff, "POST", `/api/admin/leads/${id}/state`, {
        state: "lost",
        lostReason: "other",
        lostReasonText: " Budget wurde gestrichen ",
      });
      expect(lost).toMatchObject({
        status: 200,
        body: { to: "lost", lostReason: "other", lostReasonText: "Budget wurde gestrichen" },
      });
      lead = (await call(staff, "GET", `/api/admin/leads/${id}`)).body as typeof lead;
      expect(lead).toMatchObject({
        lostReason: "other",
        lostReasonText: "Budget wurde gestrichen",
      });
      expect(lead.timeline[0]).toMatchObject({
        kind: "state_changed",
        actorName: "Stefan Staff",
        detail: {
          from: "won",
          to: "lost",
          lostReason: "other",
          lostReasonText: "Budget wurde gestrichen",
        },
      });
      const [entry] = await run((db) =>
        db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.target, id), eq(auditLog.action, "lead_state_changed")))
          .orderBy(desc(auditLog.id)),
      );
      expect(entry!.detail).toEqual({ from: "won", to: "lost", lostReason: "other" });

      // Reopened: no outcome any more.
      await call(staff, "POST", `/api/admin/leads/${id}/state`, { state: "contacted" });
      lead = (await call(staff, "GET", `/api/admin/leads/${id}`)).body as typeof lead;
      expect([lead.decidedAt, lead.lostReason]).toEqual([null, null]);
      const plain = await call(staff, "POST", `/api/admin/leads/${id}/state`, {
        state: "lost",
        lostReason: "too_expensive",
      });
      expect(plain.body).toMatchObject({ lostReason: "too_expensive" });
    });

    it("logs calls and pasted customer answers", async () => {
      const id = await add("2026-11-20T09:00:00Z");
      const logged = await call(owner, "POST", `/api/admin/leads/${id}/calls`, {
        outcome: "call_back",
        note: "Ruft nach 14 Uhr zurück",
      });
      expect(logged).toMatchObject({
        status: 201,
        body: {
          kind: "call",
          actorName: "Olga Owner",
          body: "Ruft nach 14 Uhr zurück",
          detail: { outcome: "call_back" },
          leadId: id,
        },
      });
      expect(
        (await call(owner, "POST", `/api/admin/leads/${id}/calls`, { outcome: "reached" })).body,
      ).toMatchObject({ kind: "call", body: null, detail: { outcome: "reached" } });
      const badOutcome = await call(owner, "POST", `/api/admin/leads/${id}/calls`, {
        outcome: "maybe",
      });
      expect([badOutcome.status, badOutcome.body.field]).toEqual([400, "outcome"]);
      const answer = await call(staff, "POST", `/api/admin/leads/${id}/customer-replies`, {
        body: "Danke, das Angebot passt!",
      });
      expect(answer).toMatchObject({
        status: 201,
        body: { kind: "customer_reply", body: "Danke, das Angebot passt!" },
      });
      const empty = await call(staff, "POST", `/api/admin/leads/${id}/customer-replies`, {
        body: " ",
      });
      expect([empty.status, empty.body.field]).toEqual([400, "body"]);
      const lead = (await call(staff, "GET", `/api/admin/leads/${id}`)).body as {
        updatedAt: string;
        timeline: TimelineEntry[];
      };
      expect(lead.timeline.filter((e) => e.kind === "call")).toHaveLength(2);
      expect(lead.updatedAt).toBe(lead.timeline.find((e) => e.kind === "customer_reply")!.at);
    });

    it("shows one timeline newest first: arrival, mails, every activity, merged leads' too", async () => {
      const id = await add("2026-11-20T09:00:00Z", { sourcePage: "/events/teamkochen" });
      const merged = await add("2026-11-21T09:00:00Z", { name: "Anna B." });
      const actor = staffActor();
      await run((db) =>
        addLeadNote(db, audit, {
          id: merged,
          body: "Zweite Anfrage",
          actor,
          now: at("2026-11-21T10:00:00Z"),
        }),
      );
      await run((db) => db.update(leadRows).set({ mergedInto: id }).where(eq(leadRows.id, merged)));
      await run((db) =>
        assignOwner(db, audit, {
          id,
          ownerId: staff.userId,
          actor,
          now: at("2026-11-22T08:00:00Z"),
        }),
      );
      await run((db) =>
        setNextStep(db, audit, {
          id,
          step: { date: "2026-11-25", time: null, text: "Rückruf" },
          actor,
          now: at("2026-11-22T08:01:00Z"),
        }),
      );
      await run((db) =>
        addLeadNote(db, audit, {
          id,
          body: "Will 30 Personen",
          actor,
          now: at("2026-11-22T08:02:00Z"),
        }),
      );
      await run((db) =>
        logCall(db, audit, {
          id,
          outcome: "reached",
          note: null,
          actor,
          now: at("2026-11-22T08:03:00Z"),
        }),
      );
      // A reply as the composer leaves it: an outbox row and its entry.
      const mailId = randomUUID();
      await run(async (db) => {
        await db.insert(mailOutbox).values({
          id: mailId,
          enquiryId: id,
          kind: "reply",
          status: "sent",
          attempts: 1,
          nextAttemptAt: at("2026-11-22T08:04:00Z"),
          sentAt: at("2026-11-22T08:04:05Z"),
          createdAt: at("2026-11-22T08:04:00Z"),
        });
        await db.insert(leadActivities).values({
          id: randomUUID(),
          leadId: id,
          kind: "reply_sent",
          actorId: actor.id,
          actorName: actor.name,
          at: at("2026-11-22T08:04:00Z"),
          body: "Guten Tag ...",
          detail: { subject: "Ihre Anfrage [SG-1]", to: "anna@beispiel.de" },
          mailId,
        });
      });
      await run((db) =>
        addCustomerReply(db, audit, { id, body: "Passt!", actor, now: at("2026-11-22T08:05:00Z") }),
      );
      await run((db) =>
        changeLeadState(db, audit, { id, to: "won", actor, now: at("2026-11-22T08:06:00Z") }),
      );
      const lead = (await run((db) => getLead(db, id)))!;
      expect(
        lead.timeline.map((entry) => [
          entry.kind,
          entry.leadId === merged ? "merged" : "own",
          entry.at.slice(0, 16),
        ]),
      ).toEqual([
        ["state_changed", "own", "2026-11-22T08:06"],
        ["next_step_done", "own", "2026-11-22T08:06"],
        ["customer_reply", "own", "2026-11-22T08:05"],
        ["reply_sent", "own", "2026-11-22T08:04"],
        ["call", "own", "2026-11-22T08:03"],
        ["note", "own", "2026-11-22T08:02"],
        ["next_step_set", "own", "2026-11-22T08:01"],
        ["owner_changed", "own", "2026-11-22T08:00"],
        ["note", "merged", "2026-11-21T10:00"],
        ["mail", "merged", "2026-11-21T09:00"],
        ["mail", "merged", "2026-11-21T09:00"],
        ["received", "merged", "2026-11-21T09:00"],
        ["mail", "own", "2026-11-20T09:00"],
        ["mail", "own", "2026-11-20T09:00"],
        ["received", "own", "2026-11-20T09:00"],
      ]);
      const received = lead.timeline.at(-1)!;
      expect(received).toMatchObject({
        actorName: null,
        detail: { sourcePage: "/events/teamkochen", channel: "api", language: "de" },
      });
      expect(
        lead.timeline
          .filter((entry) => entry.kind === "mail" && entry.leadId === id)
          .map((entry) => [entry.detail.kind, entry.mail?.delivery])
          .sort(),
      ).toEqual([
        ["agency", "queued"],
        ["confirmation", "queued"],
      ]);
      expect(lead.timeline.find((entry) => entry.kind === "reply_sent")).toMatchObject({
        body: "Guten Tag ...",
        detail: { subject: "Ihre Anfrage [SG-1]" },
        mail: { id: mailId, kind: "reply", delivery: "sent" },
      });
      expect(lead.reference).toBe(`SG-${id.slice(0, 6).toUpperCase()}`);
      // Notes and history stay, from the same entries, oldest first.
      expect(lead.notes.map((note) => note.body)).toEqual(["Zweite Anfrage", "Will 30 Personen"]);
      expect(lead.history.map((change) => change.to)).toEqual(["won"]);
      // The merged lead points at the one it went into.
      expect((await run((db) => getLead(db, merged)))?.mergedInto).toEqual({
        id,
        name: "Anna Beispiel",
      });
    });

    it("pages every order and view without gaps or repeats while leads arrive", async () => {
      // 14 leads an hour apart; every second has a next step (some on the same day), every
      // third an estimate (some equal), a few are decided.
      const base = Date.parse("2026-11-01T08:00:00Z");
      const created: string[] = [];
      for (let i = 0; i < 14; i++) {
        const id = await add(new Date(base + i * 3_600_000).toISOString(), { name: `Lead ${i}` });
        created.push(id);
        if (i % 2 === 0) {
          await run((db) =>
            setNextStep(db, audit, {
              id,
              step: {
                date: `2026-11-${String(10 + (i % 3)).padStart(2, "0")}`,
                time: null,
                text: "x",
              },
              actor: staffActor(),
              now: at("2026-11-05T08:00:00Z"),
            }),
          );
        }
        if (i % 3 === 0) {
          await run((db) =>
            db
              .update(leadRows)
              .set({ estimateCents: (i % 2) * 50_000 + 100_000 })
              .where(eq(leadRows.id, id)),
          );
        }
        if (i === 5)
          await run((db) => db.update(leadRows).set({ state: "won" }).where(eq(leadRows.id, id)));
      }
      const rows = await run((db) => db.select().from(leadRows));
      const newest = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
        b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);
      const keyed = (key: (row: (typeof rows)[number]) => number | null) =>
        [...rows].sort((a, b) => {
          const [ka, kb] = [key(a), key(b)];
          if (ka === null || kb === null) return ka === kb ? newest(a, b) : ka === null ? 1 : -1;
          return ka - kb || newest(a, b);
        });
      const now = at("2026-11-12T12:00:00Z");
      const expected: Array<[LeadSort, LeadFilter["view"], string[]]> = [
        ["received", "all", [...rows].sort(newest).map((r) => r.id)],
        ["next_step", "all", keyed((r) => r.nextStepDueAt?.getTime() ?? null).map((r) => r.id)],
        [
          "value",
          "all",
          keyed((r) => (r.estimateCents === null ? null : -r.estimateCents)).map((r) => r.id),
        ],
        [
          "next_step",
          "overdue",
          keyed((r) => r.nextStepDueAt?.getTime() ?? null)
            .filter((r) => r.nextStepDueAt && r.nextStepDueAt <= now)
            .map((r) => r.id),
        ],
        [
          "received",
          "no_step",
          [...rows]
            .sort(newest)
            .filter((r) => !r.nextStepDueAt && r.state !== "won")
            .map((r) => r.id),
        ],
        [
          "value",
          "no_step",
          keyed((r) => (r.estimateCents === null ? null : -r.estimateCents))
            .filter((r) => !r.nextStepDueAt && r.state !== "won")
            .map((r) => r.id),
        ],
      ];
      let arrivals = 0;
      for (const [sort, view, order] of expected) {
        expect(order.length).toBeGreaterThan(3);
        const seen: string[] = [];
        let after: string | null = null;
        do {
          const page = await run((db) =>
            listLeads(
              db,
              { view, now },
              { limit: 3, sort, after: after ? decodeCursor(after) : undefined },
            ),
          );
          seen.push(...ids(page));
          after = page.next;
          // A lead arrives between two pages: with a step, an estimate, or neither.
          const arrival = await add(new Date(Date.now() + arrivals * 1000).toISOString(), {
            name: `Arrival ${arrivals}`,
          });
          arrivals++;
          await run((db) =>
            db.update(leadRows).set({ estimateCents: 75_000 }).where(eq(leadRows.id, arrival)),
          );
        } while (after);
        expect([sort, view, seen.filter((id) => created.includes(id))]).toEqual([
          sort,
          view,
          order,
        ]);
        expect(new Set(seen).size).toBe(seen.length);
        await run((db) => db.delete(leadRows).where(sql`${leadRows.name} like 'Arrival %'`));
      }
      // A cursor of one order is refused by another.
      const first = await run((db) => listLeads(db, {}, { limit: 2, sort: "value" }));
      await expect(
        run((db) =>
          listLeads(db, {}, { limit: 2, sort: "received", after: decodeCursor(first.next!) }),
        ),
      ).rejects.toMatchObject({ field: "after" });
      const bad = await call(staff, "GET", `/api/admin/leads?sort=next_step&after=${first.next}`);
      expect([bad.status, bad.body.field]).toEqual([400, "after"]);
      for (const [query, field] of [
        ["view=someone", "view"],
        ["sort=price", "sort"],
      ]) {
        const refused = await call(staff, "GET", `/api/admin/leads?${query}`);
        expect([refused.status, refused.body.field]).toEqual([400, field]);
      }
    });

    it("never lists, counts or exports a lead merged into another; refuses changes to it", async () => {
      const kept = await add("2026-11-20T09:00:00Z");
      const gone = await add("2026-11-20T10:00:00Z", { name: "Merged Away" });
      await run((db) => db.update(leadRows).set({ mergedInto: kept }).where(eq(leadRows.id, gone)));
      const list = (await call(staff, "GET", "/api/admin/leads")).body as { items: LeadSummary[] };
      expect(ids(list)).toEqual([kept]);
      expect((await call(staff, "GET", "/api/admin/leads/counts")).body).toMatchObject({
        unassignedNew: 1,
      });
      const exported = await run(async (db) => {
        const found = [];
        for await (const row of exportLeads(db, {})) found.push(row.id);
        return found;
      });
      expect(exported).toEqual([kept]);
      const shown = await call(staff, "GET", `/api/admin/leads/${gone}`);
      expect(shown.status).toBe(200);
      expect(shown.body.mergedInto).toEqual({ id: kept, name: "Anna Beispiel" });
      const tomorrow = berlinDay(new Date(Date.now() + 86_400_000));
      for (const [method, url, body] of [
        ["POST", "state", { state: "contacted" }],
        ["POST", "notes", { body: "x" }],
        ["PUT", "owner", { ownerId: staff.userId }],
        ["PUT", "next-step", { date: tomorrow, text: "x" }],
        ["POST", "calls", { outcome: "reached" }],
        ["POST", "customer-replies", { body: "x" }],
        ["POST", "next-step/done", undefined],
        ["POST", `mails/${randomUUID()}/resend`, undefined],
      ] as const) {
        const refused = await call(staff, method, `/api/admin/leads/${gone}/${url}`, body);
        expect([url, refused.status, refused.body.error]).toEqual([url, 409, "lead_merged"]);
      }
      // Its failed mail shows in the kept lead's timeline and is sent again from there.
      const [mail] = await run((db) =>
        db
          .update(mailOutbox)
          .set({ status: "failed", attempts: 5 })
          .where(and(eq(mailOutbox.enquiryId, gone), eq(mailOutbox.kind, "agency")))
          .returning(),
      );
      const resent = await call(staff, "POST", `/api/admin/leads/${kept}/mails/${mail!.id}/resend`);
      expect(resent).toMatchObject({ status: 200, body: { id: mail!.id, delivery: "queued" } });
    });

    it("answers 404 for an erased lead, 401 without a session; staff and owners alike", async () => {
      const id = await add("2026-11-20T09:00:00Z");
      await run((db) => db.delete(leadRows).where(eq(leadRows.id, id)));
      const tomorrow = berlinDay(new Date(Date.now() + 86_400_000));
      const routes = [
        ["GET", `/api/admin/leads/${id}`, undefined],
        ["PUT", `/api/admin/leads/${id}/owner`, { ownerId: null }],
        ["PUT", `/api/admin/leads/${id}/next-step`, { date: tomorrow, text: "x" }],
        ["POST", `/api/admin/leads/${id}/next-step/done`, undefined],
        ["POST", `/api/admin/leads/${id}/state`, { state: "won" }],
        ["POST", `/api/admin/leads/${id}/calls`, { outcome: "reached" }],
        ["POST", `/api/admin/leads/${id}/customer-replies`, { body: "x" }],
      ] as const;
      for (const [method, url, body] of routes) {
        for (const session of [staff, owner]) {
          expect([url, (await call(session, method, url, body)).status]).toEqual([url, 404]);
        }
      }
      for (const [method, url] of [
        ...routes,
        ["GET", "/api/admin/leads/counts"],
        ["GET", "/api/admin/team"],
        ["GET", "/api/admin/leads?view=overdue"],
      ] as const) {
        const anonymous = await fetch(`${server.url}${url}`, {
          method,
          headers: { origin: server.url, "content-type": "application/json" },
          ...(method === "GET" ? {} : { body: "{}" }),
        });
        expect([url, anonymous.status]).toEqual([url, 401]);
        await anonymous.body?.cancel();
      }
      expect((await call(owner, "GET", "/api/admin/leads/counts")).status).toBe(200);
      expect((await call(staff, "GET", "/api/admin/team")).status).toBe(200);
    });

    it("exports a person's timelines, erases them and detaches another address's merged lead, keeps merged leads until their lead goes", async () => {
      const mailSettings = {
        from: "Spreegeist <hallo@example.org>",
        agencyEmail: "team@example.org",
      };
      const actor = staffActor();
      const kept = await add("2026-11-20T09:00:00Z", { email: "Greta@Kunde.example" });
      const duplicate = await add("2026-11-21T09:00:00Z", {
        email: "buero@kunde.example",
        name: "Greta G.",
      });
      const bystander = await add("2026-11-21T10:00:00Z", {
        email: "bob@example.org",
        name: "Bob",
      });
      const now = at("2026-11-22T08:00:00Z");
      await run((db) =>
        logCall(db, audit, { id: kept, outcome: "reached", note: "Greta mag Kochen", actor, now }),
      );
      await run((db) =>
        addCustomerReply(db, audit, {
          id: kept,
          body: "Grüße, Greta",
          actor,
          now: at("2026-11-22T08:01:00Z"),
        }),
      );
      await run((db) =>
        addLeadNote(db, audit, { id: duplicate, body: "Zweite Adresse", actor, now }),
      );
      await run((db) =>
        db.update(leadRows).set({ mergedInto: kept }).where(eq(leadRows.id, duplicate)),
      );
      // A merge entry on another lead names Greta's lead.
      await run((db) =>
        db.insert(leadActivities).values({
          id: randomUUID(),
          leadId: bystander,
          kind: "merged",
          actorId: actor.id,
          actorName: actor.name,
          at: now,
          detail: { otherId: kept, otherName: "Greta Beispiel", direction: "into" },
        }),
      );

      // The lead from the other address (perhaps a colleague's) is not Greta's data.
      const person = await run((db) => findPerson(db, "greta@kunde.example", mailSettings));
      expect(person.enquiries.map((lead) => lead.id)).toEqual([kept]);
      const [own] = person.enquiries;
      expect(own!.timeline.map((entry) => entry.kind)).toEqual([
        "customer_reply",
        "call",
        "mail",
        "mail",
        "received",
      ]);
      expect(own!.timeline.every((entry) => entry.leadId === kept)).toBe(true);
      expect(own!.notes).toEqual([]);

      const erased = await run((db) =>
        erasePerson(db, audit, {
          email: "GRETA@kunde.example",
          actor,
          outboxDir: path.join(database.dataDir, "outbox-erase"),
        }),
      );
      // One lead, three entries (a call, an answer, the bystander's merge entry).
      expect(erased).toEqual({
        enquiries: 1,
        notes: 0,
        activities: 3,
        mails: 2,
        files: 0,
        drafts: 0,
        keptOffers: 0,
        keptInvoices: 0,
        headcountAnswers: 0,
        kept: [],
        keptReason: null,
      });
      const left = await run((db) => db.select().from(leadActivities));
      expect(left.map((row) => [row.leadId, row.body])).toEqual([[duplicate, "Zweite Adresse"]]);
      const remaining = await run((db) =>
        db.select({ id: leadRows.id, mergedInto: leadRows.mergedInto }).from(leadRows),
      );
      expect(remaining.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        [
          { id: bystander, mergedInto: null },
          { id: duplicate, mergedInto: null },
        ].sort((a, b) => a.id.localeCompare(b.id)),
      );
      const [entry] = await run((db) =>
        db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, "privacy_erased"))
          .orderBy(desc(auditLog.id)),
      );
      expect(JSON.stringify(entry)).not.toMatch(/greta|kunde/i);

      // Retention: a merged lead with an old last change stays while its lead is recent,
      // and goes (with its mails) when its lead goes.
      const recent = await add("2026-11-01T09:00:00Z", { name: "Recent" });
      const old = await add("2025-01-01T09:00:00Z", { name: "Old, merged" });
      await run((db) =>
        db.update(leadRows).set({ mergedInto: recent }).where(eq(leadRows.id, old)),
      );
      const names = async () =>
        (await run((db) => db.select({ name: leadRows.name }).from(leadRows)))
          .map((r) => r.name)
          .sort();
      expect(await run((db) => deleteExpiredLeads(db, at("2026-11-26T00:00:00Z")))).toMatchObject({
        deleted: 0,
      });
      expect(await names()).toEqual(["Bob", "Greta G.", "Old, merged", "Recent"]);
      const gone = await run((db) => deleteExpiredLeads(db, at("2027-11-02T00:00:00Z")));
      expect(gone.deleted).toBe(2);
      expect(gone.mailIds).toHaveLength(4);
      expect(await names()).toEqual(["Bob", "Greta G."]);
    });

    // The same migration SQL runs on both engines; one is enough, and PostgreSQL starts an
    // empty database in a fraction of the embedded one's time.
    if (engine.name === "postgres")
      it("carries notes and state changes of a database from before 0010 into the timeline", async () => {
        const target = await engine.fresh();
        const folder = mkdtempSync(path.join(tmpdir(), "migrations-0009-"));
        const old = await openDatabase(target);
        try {
          // The migrations up to 0009 alone: the folder with a shorter journal.
          cpSync(migrationsFolder, folder, { recursive: true });
          const journalFile = path.join(folder, "meta/_journal.json");
          const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
            entries: Array<{ tag: string }>;
          };
          journal.entries = journal.entries.filter((entry) => entry.tag < "0010");
          writeFileSync(journalFile, JSON.stringify(journal));
          const migrate = old.kind === "embedded" ? migratePglite : migratePg;
          await migrate(old.db as never, { migrationsFolder: folder });
          const lead = randomUUID();
          await old.db.execute(sql`
          insert into enquiries (id, created_at, language, source_page, channel, name, company,
            email, participants, event, privacy_policy_version, state, updated_at)
          values (${lead}, '2025-06-01T08:00:00Z', 'de', '/contact', 'api', 'Alt Kunde', 'Alt AG',
            'alt@example.org', 12, 'Teamkochen', '2.0', 'won', '2025-06-03T08:00:00Z')`);
          await old.db.execute(sql`
          insert into lead_notes (id, enquiry_id, author_id, author_name, body, created_at)
          values (${randomUUID()}, ${lead}, 'u1', 'Mia Muster', 'Alte Notiz', '2025-06-02T08:00:00Z')`);
          await old.db.execute(sql`
          insert into lead_state_changes (id, enquiry_id, from_state, to_state, actor_id,
            actor_name, changed_at)
          values (${randomUUID()}, ${lead}, 'new', 'won', 'u1', 'Mia Muster', '2025-06-03T08:00:00Z')`);
          await old.migrate();
          const detail = (await getLead(old.db, lead))!;
          expect(
            detail.timeline
              .filter((entry) => !["mail", "received"].includes(entry.kind))
              .map((entry) => [entry.kind, entry.actorName, entry.body, entry.detail, entry.at]),
          ).toEqual([
            [
              "state_changed",
              "Mia Muster",
              null,
              { from: "new", to: "won" },
              "2025-06-03T08:00:00.000Z",
            ],
            ["note", "Mia Muster", "Alte Notiz", {}, "2025-06-02T08:00:00.000Z"],
          ]);
          expect(detail.decidedAt).toBe("2025-06-03T08:00:00.000Z");
        } finally {
          await old.close();
          await target.drop();
          rmSync(folder, { recursive: true, force: true });
        }
      });
  });
}
