/**
 * Planned publishing on both engines: a draft planned for a Berlin date and time is listed,
 * can be cancelled, and is published at its time by the publish button's data function as the
 * person who planned it (revision author, audit entry); a time in the past is refused naming
 * the field; two instances running the due schedules at once publish it exactly once; an
 * article's promotion planned to end is ended (published with `promotion.endsOn` the day
 * before), its draft kept.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, berlinDayAndTime } from "#app/shared/berlin-time.ts";
import { auditLog } from "../../server/accounts/schema.ts";
import { createAuditLog } from "../../server/admin/audit.ts";
import { openDatabase } from "../../server/database/connection.ts";
import { DatabaseService } from "../../server/database/service.ts";
import { contentRevisions } from "../../server/content/schema.ts";
import { runDueSchedules, type Schedule } from "../../server/content/store/schedules.ts";
import type { TranslationStatus } from "../../server/content/store/translation-status.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { engines, quietLog } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";

const EVENT = "/api/admin/content/event/teamkochen";
const ARTICLE = "/api/admin/content/article/3";

/** A document's data as these tests read and change it. */
type Data = {
  de: { title: string };
  en: { title: string };
  promotion?: { endsOn: string };
} & Record<string, unknown>;
interface Answer {
  schedule: Schedule;
  schedules: Schedule[];
  status: TranslationStatus;
  statuses: TranslationStatus[];
  published: Data;
  draft: Data;
  error?: string;
  field?: string;
}

/** The Berlin date and time `minutes` from now, as the panel sends them. */
function inMinutes(minutes: number) {
  return berlinDayAndTime(new Date(Date.now() + minutes * 60_000));
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`planned publishing on ${engine.name}`, () => {
    let api: ApiTest<"staff" | "owner"> | undefined;
    let staff: AdminSession;
    let owner: AdminSession;
    const audit = createAuditLog(() => new Date());

    const call = async (session: AdminSession, path: string, method = "GET", body?: unknown) => {
      const response = await adminFetch(session, path, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer };
    };
    const publishedTitle = async () =>
      ((await call(staff, EVENT)).body.published as { de: { title: string } }).de.title;
    const saveDraft = async (path: string, change: (data: Data) => Data) => {
      const doc = (await call(staff, path)).body;
      const saved = await call(staff, `${path}/draft`, "PUT", { data: change(doc.published) });
      expect(saved.status).toBe(200);
    };
    const revisionsOf = (key: string) =>
      api!.database.service.run((db) =>
        db.select().from(contentRevisions).where(eq(contentRevisions.key, key)),
      );

    beforeAll(async () => {
      api = await startApiTest(engine, {
        sessions: { staff: { role: "staff", name: "Jana Krüger" }, owner: "owner" },
      });
      ({ staff, owner } = api.sessions);
      expect((await call(staff, "/api/admin/content")).status).toBe(200);
    });
    afterAll(() => api?.close());

    it("refuses a time in the past, naming the field, and a publish without a draft", async () => {
      const past = inMinutes(-5);
      await saveDraft(EVENT, (data) => ({ ...data, de: { ...data.de, title: "Teamkochen Plan" } }));
      const refused = await call(staff, `${EVENT}/schedules`, "POST", {
        action: "publish",
        ...past,
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: "in_the_past", field: "time" });
      const yesterday = { ...inMinutes(10), day: addDays(past.day, -1) };
      const earlierDay = await call(staff, `${EVENT}/schedules`, "POST", {
        action: "publish",
        ...yesterday,
      });
      expect(earlierDay.body).toMatchObject({ error: "in_the_past", field: "day" });
      const badTime = await call(staff, `${EVENT}/schedules`, "POST", {
        action: "publish",
        day: past.day,
        time: "25:00",
      });
      expect(badTime).toMatchObject({ status: 400, body: { field: "time" } });
      const noDraft = await call(staff, `/api/admin/content/event/cross-golf/schedules`, "POST", {
        action: "publish",
        ...inMinutes(10),
      });
      expect(noDraft).toMatchObject({ status: 422, body: { error: "no_draft", field: "action" } });
      expect((await call(staff, "/api/admin/content/schedules")).body.schedules).toEqual([]);
    });

    it("plans a publish, lists it, cancels it", async () => {
      const planned = await call(staff, `${EVENT}/schedules`, "POST", {
        action: "publish",
        ...inMinutes(60),
      });
      expect(planned.status).toBe(201);
      const schedule = planned.body.schedule as Schedule;
      expect(schedule).toMatchObject({ kind: "event", key: "teamkochen", action: "publish" });
      const listed = (await call(staff, "/api/admin/content/schedules")).body.schedules;
      expect(listed).toEqual([schedule]);
      expect((await call(owner, `${EVENT}/schedules`)).body.schedules).toEqual([schedule]);

      const cancelled = await call(owner, `${EVENT}/schedules/${schedule.id}`, "DELETE");
      expect(cancelled.status).toBe(204);
      expect((await call(staff, `${EVENT}/schedules`)).body.schedules).toEqual([]);
      const again = await call(owner, `${EVENT}/schedules/${schedule.id}`, "DELETE");
      expect(again.status).toBe(404);
      // Nothing ran: the site still shows the published title.
      const later = new Date(Date.now() + 2 * 3600_000);
      await api!.database.service.run((db) => runDueSchedules(db, audit, later));
      expect(await publishedTitle()).toBe("Teamkochen");
    });

    it("publishes at its time exactly once, as the person who planned it, with two instances racing", async () => {
      const planned = await call(staff, `${EVENT}/schedules`, "POST", {
        action: "publish",
        ...inMinutes(2),
      });
      const schedule = planned.body.schedule as Schedule;
      const before = (await revisionsOf("teamkochen")).length;
      // A second instance with its own connections (on PostgreSQL a second pool).
      const other = new DatabaseService(
        () =>
          openDatabase({ dataDir: api!.database.dataDir, databaseUrl: api!.database.databaseUrl }),
        quietLog,
      );
      const second = api!.database.databaseUrl ? other : api!.database.service;
      if (second === other) expect(await other.start()).toBe("ready");
      try {
        const early = await api!.database.service.run((db) =>
          runDueSchedules(db, audit, new Date()),
        );
        expect(early).toEqual([]);
        const due = new Date(Date.parse(schedule.runAt) + 1000);
        const runs = await Promise.all(
          [api!.database.service, second, api!.database.service, second].map((service) =>
            service.run((db) => runDueSchedules(db, audit, due)),
          ),
        );
        expect(runs.flat()).toEqual([{ id: schedule.id, outcome: "done" }]);
      } finally {
        if (second === other) await other.close();
      }
      expect(await publishedTitle()).toBe("Teamkochen Plan");
      const revisions = await revisionsOf("teamkochen");
      expect(revisions.length).toBe(before + 1);
      expect(revisions.at(-1)).toMatchObject({ action: "publish", authorId: staff.userId });
      const entries = await api!.database.service.run((db) =>
        db
          .select({ actorId: auditLog.actorId })
          .from(auditLog)
          .where(
            and(eq(auditLog.action, "content.publish"), eq(auditLog.target, "event/teamkochen")),
          ),
      );
      expect(entries).toEqual([{ actorId: staff.userId }]);
      expect((await call(staff, "/api/admin/content/schedules")).body.schedules).toEqual([]);
    });

    it("says which language is missing or older than the other", async () => {
      const GOLF = "/api/admin/content/event/cross-golf";
      const status = async () => (await call(staff, `${GOLF}/translation`)).body.status;
      expect(await status()).toMatchObject({ missing: [], older: null });
      await saveDraft(GOLF, (data) => ({ ...data, de: { ...data.de, title: "Crossgolf neu" } }));
      expect(await status()).toMatchObject({ missing: [], older: "en" });
      await saveDraft(GOLF, (data) => ({ ...data, en: { ...data.en, title: "" } }));
      expect(await status()).toMatchObject({ missing: ["en"] });
      const all = (await call(staff, "/api/admin/content/translations")).body.statuses;
      expect(all.find((s) => s.key === "cross-golf")).toMatchObject({ missing: ["en"] });
      expect(all.find((s) => s.key === "zombie-virus")).toMatchObject({ missing: [], older: null });
      await call(staff, `${GOLF}/draft`, "DELETE");
    });

    it("ends an article's promotion at its time and keeps its draft", async () => {
      await saveDraft(ARTICLE, (data) => ({
        ...data,
        de: { ...data.de, title: "Frühbucher (Entwurf)" },
      }));
      const doc = (await call(staff, ARTICLE)).body;
      // The initial article's offer ended in 2025; plan its end later than its date anyway.
      const planned = await call(staff, `${ARTICLE}/schedules`, "POST", {
        action: "end",
        ...inMinutes(2),
      });
      expect(planned.status).toBe(201);
      const schedule = planned.body.schedule as Schedule;
      const due = new Date(Date.parse(schedule.runAt) + 1000);
      const runs = await api!.database.service.run((db) => runDueSchedules(db, audit, due));
      expect(runs).toEqual([{ id: schedule.id, outcome: "done" }]);
      const after = (await call(staff, ARTICLE)).body;
      const dayBefore = addDays(berlinDayAndTime(new Date(schedule.runAt)).day, -1);
      expect(after.published.promotion).toEqual({ endsOn: dayBefore });
      expect(after.published.de.title).toBe(doc.published.de.title);
      expect(after.draft.de.title).toBe("Frühbucher (Entwurf)");
      expect(after.draft.promotion).toEqual({ endsOn: dayBefore });
    });
  });
}
