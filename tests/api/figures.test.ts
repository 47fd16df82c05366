/**
 * The dashboard's figures in euros on both engines: the open pipeline's cents by state
 * (with the leads that have no estimate), the value won per Berlin month, the win rate
 * among decided leads only, lost reasons, the median time to a first reply, merged leads
 * left out; and GET /api/admin/figures with its periods, through the real server.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { computeTotals } from "../../app/shared/money/totals.ts";
import { offers } from "../../server/offers/schema.ts";
import type { Db } from "../../server/database/connection.ts";
import type { Figures } from "../../server/figures/routes.ts";
import { salesFigures } from "../../server/figures/store/sales.ts";
import { leads } from "../../server/leads/schema.ts";
import { insertLead, type NewLead } from "../../server/leads/store/intake.ts";
import { adminFetch, type AdminSession } from "./support/admin-session.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import type { TestServer } from "./support/server.ts";

/** Thursday 26 November 2026, 11:00 in Berlin. */
const NOW = new Date("2026-11-26T10:00:00Z");
const HOUR = 3600;

const enquiry: NewLead = {
  idempotencyKey: null,
  language: "de",
  sourcePage: "/contact",
  channel: "api",
  name: "Anna Beispiel",
  company: "Beispiel GmbH",
  email: "anna@beispiel.de",
  phone: null,
  participants: 20,
  event: "Teamkochen",
  eventOther: null,
  preferredDate: null,
  message: null,
  privacyPolicyVersion: "2.0",
};

type LeadColumns = Partial<typeof leads.$inferInsert>;

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`figures in euros on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let staff: AdminSession;
    const run = <T>(fn: (db: Db) => Promise<T>) => database.service.run(fn);

    /** A lead received at `at`, then given the columns the agency's work sets. */
    async function add(at: string, columns: LeadColumns = {}): Promise<string> {
      return run(async (db) => {
        const { id } = await insertLead(db, enquiry, new Date(at));
        await db
          .update(leads)
          .set({ estimateCents: null, ...columns })
          .where(eq(leads.id, id));
        return id;
      });
    }
    const won = (at: string, cents: number | null): LeadColumns => ({
      state: "won",
      decidedAt: new Date(at),
      estimateCents: cents,
    });
    const lost = (at: string, lostReason: LeadColumns["lostReason"]): LeadColumns => ({
      state: "lost",
      decidedAt: new Date(at),
      lostReason,
      ...(lostReason === "other" ? { lostReasonText: "Budget gestrichen" } : {}),
    });

    let api: ApiTest<"staff"> | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, {
        server: { now: () => NOW },
        sessions: { staff: "staff" },
      });
      ({ database, server } = api);
      ({ staff } = api.sessions);
    });
    afterAll(() => api?.close());
    beforeEach(async () => {
      await run((db) => db.delete(leads));
    });

    it("sums the open pipeline in cents by state, counting leads without an estimate apart", async () => {
      await add("2026-11-20T09:00:00Z", { estimateCents: 120_000 });
      await add("2026-11-21T09:00:00Z"); // new, no estimate
      await add("2026-01-05T09:00:00Z", { state: "contacted", estimateCents: 250_050 });
      await add("2026-11-22T09:00:00Z", { state: "offer_sent", estimateCents: 300_000 });
      await add("2026-11-23T09:00:00Z", { state: "offer_sent", estimateCents: 99_900 });
      await add("2026-11-24T09:00:00Z", won("2026-11-25T09:00:00Z", 500_000));
      const survivor = await add("2026-11-24T10:00:00Z", { estimateCents: 1 });
      await add("2026-11-24T11:00:00Z", { estimateCents: 777_700, mergedInto: survivor });

      const { pipeline } = await run((db) => salesFigures(db, NOW, 4));
      expect(pipeline.byState).toEqual([
        { state: "new", count: 3, cents: 120_001, withoutEstimate: 1 },
        // Open is open, however old: the pipeline does not follow the period.
        { state: "contacted", count: 1, cents: 250_050, withoutEstimate: 0 },
        { state: "offer_sent", count: 2, cents: 399_900, withoutEstimate: 0 },
      ]);
      expect(pipeline.total).toEqual({ count: 6, cents: 769_951, withoutEstimate: 1 });
    });

    it("counts won value by the Berlin month of the decision, and the win rate among decided leads only", async () => {
      // 23:30 UTC on 31 October is 00:30 on 1 November in Berlin: November's.
      await add("2026-10-20T09:00:00Z", won("2026-10-31T23:30:00Z", 480_000));
      await add("2026-10-01T09:00:00Z", won("2026-10-15T10:00:00Z", 150_000));
      await add("2026-10-01T09:00:00Z", won("2026-10-16T10:00:00Z", null));
      await add("2026-11-02T09:00:00Z", won("2026-11-24T10:00:00Z", 60_000));
      await add("2026-10-01T09:00:00Z", lost("2026-11-10T10:00:00Z", "too_expensive"));
      await add("2025-06-01T09:00:00Z", won("2025-07-01T10:00:00Z", 999_900)); // long before
      for (let i = 0; i < 5; i++) await add(`2026-11-1${i}T09:00:00Z`); // untouched, new
      const survivor = await add("2026-11-01T09:00:00Z");
      await add("2026-11-01T09:00:00Z", {
        ...won("2026-11-20T10:00:00Z", 900_000),
        mergedInto: survivor,
      });

      const twelve = await run((db) => salesFigures(db, NOW, 12));
      expect(twelve.since).toBe("2026-09-06T22:00:00.000Z"); // Monday 7 September, Berlin
      expect(twelve.wonByMonth).toEqual([
        { month: "2026-09", count: 0, cents: 0, withoutEstimate: 0 },
        { month: "2026-10", count: 2, cents: 150_000, withoutEstimate: 1 },
        { month: "2026-11", count: 2, cents: 540_000, withoutEstimate: 0 },
      ]);
      expect(twelve.decided).toEqual({ won: 4, lost: 1, wonCents: 690_000, winRate: 4 / 5 });

      // The last 4 weeks begin on Monday 2 November: the decisions before drop out.
      const four = await run((db) => salesFigures(db, NOW, 4));
      expect(four.wonByMonth).toEqual([
        { month: "2026-11", count: 1, cents: 60_000, withoutEstimate: 0 },
      ]);
      expect(four.decided).toEqual({ won: 1, lost: 1, wonCents: 60_000, winRate: 1 / 2 });

      const year = await run((db) => salesFigures(db, NOW, 52));
      expect(year.wonByMonth.map((m) => m.month)).toEqual([
        "2025-12",
        ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`),
      ]);
    });

    it("counts a won lead at its accepted offer's total, not the website's estimate", async () => {
      const lead = await add("2026-11-02T09:00:00Z", won("2026-11-24T10:00:00Z", 414_400));
      const offer = (status: "accepted" | "declined", grossCents: number) => ({
        id: randomUUID(),
        leadId: lead,
        number: `A-2026-${randomUUID().slice(0, 4)}`,
        status,
        language: "de" as const,
        taxRegime: "small_business" as const,
        customer: {
          company: "Beispiel GmbH",
          contactName: "Anna Beispiel",
          email: "anna@beispiel.de",
          address: null,
          vatId: null,
          buyerReference: null,
        },
        participants: 20,
        validUntil: "2026-11-30",
        depositBp: 0,
        totals: computeTotals(
          [{ quantity: 1, unitPriceCents: grossCents, taxRateBp: 0 }],
          null,
          "small_business",
        ),
        grossCents,
        createdAt: NOW,
        updatedAt: NOW,
      });
      await run((db) =>
        db.insert(offers).values([offer("accepted", 498_600), offer("declined", 1)]),
      );
      // Won by phone, without an offer: its estimate still counts.
      await add("2026-11-02T09:00:00Z", won("2026-11-25T10:00:00Z", 60_000));
      const { decided, wonByMonth } = await run((db) => salesFigures(db, NOW, 4));
      expect(decided.wonCents).toBe(558_600);
      expect(wonByMonth).toEqual([
        { month: "2026-11", count: 2, cents: 558_600, withoutEstimate: 0 },
      ]);
    });

    it("has no win rate before anything is decided", async () => {
      await add("2026-11-20T09:00:00Z");
      const { decided } = await run((db) => salesFigures(db, NOW, 4));
      expect(decided).toEqual({ won: 0, lost: 0, wonCents: 0, winRate: null });
    });

    it("counts why leads were lost in the period", async () => {
      await add("2026-11-03T09:00:00Z", lost("2026-11-05T09:00:00Z", "too_expensive"));
      await add("2026-11-03T09:00:00Z", lost("2026-11-06T09:00:00Z", "too_expensive"));
      await add("2026-11-03T09:00:00Z", lost("2026-11-07T09:00:00Z", "other"));
      await add("2026-11-03T09:00:00Z", lost("2026-11-08T09:00:00Z", null)); // from before reasons
      await add("2026-09-03T09:00:00Z", lost("2026-09-08T09:00:00Z", "date_taken")); // earlier
      const survivor = await add("2026-11-01T09:00:00Z");
      await add("2026-11-01T09:00:00Z", {
        ...lost("2026-11-09T09:00:00Z", "no_answer"),
        mergedInto: survivor,
      });

      const { lostReasons, decided } = await run((db) => salesFigures(db, NOW, 4));
      expect(lostReasons).toEqual([
        { reason: "too_expensive", count: 2 },
        { reason: "date_taken", count: 0 },
        { reason: "other_provider", count: 0 },
        { reason: "no_answer", count: 0 },
        { reason: "cancelled", count: 0 },
        { reason: "other", count: 1 },
        { reason: "unknown", count: 1 },
      ]);
      expect(decided.lost).toBe(4);
    });

    it("takes the median time to the first reply of the period's leads", async () => {
      const replied = (created: string, seconds: number) =>
        add(created, { firstReplyAt: new Date(Date.parse(created) + seconds * 1000) });
      await replied("2026-11-03T09:00:00Z", 1 * HOUR);
      await replied("2026-11-04T09:00:00Z", 27 * HOUR);
      await replied("2026-11-05T09:00:00Z", 3 * HOUR);
      await add("2026-11-06T09:00:00Z"); // not answered yet
      await replied("2026-10-01T09:00:00Z", 100 * HOUR); // received before the period
      const survivor = await add("2026-11-01T09:00:00Z");
      await add("2026-11-07T09:00:00Z", {
        firstReplyAt: new Date("2026-11-20T09:00:00Z"),
        mergedInto: survivor,
      });

      const { replyTime } = await run((db) => salesFigures(db, NOW, 4));
      expect(replyTime).toEqual({ received: 4, replied: 3, medianSeconds: 3 * HOUR });

      await replied("2026-11-08T09:00:00Z", 5 * HOUR); // an even count: halfway between
      const even = await run((db) => salesFigures(db, NOW, 4));
      expect(even.replyTime).toEqual({ received: 5, replied: 4, medianSeconds: 4 * HOUR });
    });

    it("answers GET /figures for 4, 12 and 52 weeks and refuses other periods naming weeks", async () => {
      await add("2026-11-20T09:00:00Z", { estimateCents: 120_000 });
      await add("2026-10-01T09:00:00Z", won("2026-10-15T10:00:00Z", 150_000));
      const get = async (query: string) => {
        const response = await adminFetch(staff, `/api/admin/figures${query}`);
        return { status: response.status, body: (await response.json()) as Figures };
      };
      const four = await get("?weeks=4");
      expect(four.status).toBe(200);
      expect(four.body.weeks).toBe(4);
      expect(four.body.sales.pipeline.total.cents).toBe(120_000);
      expect(four.body.sales.decided.wonCents).toBe(0);
      expect(four.body.leads.byState).toHaveLength(4);
      const fallback = await get("");
      expect([fallback.body.weeks, fallback.body.sales.decided.wonCents]).toEqual([12, 150_000]);
      expect((await get("?weeks=52")).body.leads.byState).toHaveLength(52);
      expect(Object.keys(four.body.thresholds)).toEqual(["LCP", "INP", "CLS", "FCP", "TTFB"]);
      for (const weeks of ["5", "0", "abc", "12.5"]) {
        const refused = await adminFetch(staff, `/api/admin/figures?weeks=${weeks}`);
        expect([
          weeks,
          refused.status,
          ((await refused.json()) as { field: string }).field,
        ]).toEqual([weeks, 400, "weeks"]);
      }
      const anonymous = await fetch(`${server.url}/api/admin/figures`);
      expect(anonymous.status).toBe(401);
    });
  });
}
