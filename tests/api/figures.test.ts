/**
 * The dashboard's figures in euros on both engines: the open pipeline's cents by state
 * (with the leads that have no estimate), the value won per Berlin month (a changed
 * booking at its current version, a cancelled one at nothing), the win rate among decided
 * leads only, lost reasons, the median time to a first reply, merged leads left out; money
 * in (invoiced with cancellations netted, received by payment day, open, overdue, days to
 * pay); and GET /api/admin/figures with its periods, through the real server.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { computeTotals } from "../../app/shared/money/totals.ts";
import { offerLines, offers } from "../../server/offers/schema.ts";
import { bookings, bookingVersions } from "../../server/bookings/schema.ts";
import { createBookingFromOffer } from "../../server/bookings/booking-store.ts";
import { invoicePayments, invoices, type InvoiceKind } from "../../server/invoices/schema.ts";
import { moneyFigures } from "../../server/figures/store/money.ts";
import { berlinDayStart } from "../../app/shared/berlin-time.ts";
import type { Db } from "../../server/database/connection.ts";
import type { Figures } from "../../server/figures/routes.ts";
import { salesFigures } from "../../server/figures/store/sales.ts";
import { weekStarts } from "../../server/figures/store/figures.ts";
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

    it("counts a changed booking at its current version and a cancelled booking at nothing", async () => {
      const customer = {
        company: "Beispiel GmbH",
        contactName: "Anna Beispiel",
        email: "anna@beispiel.de",
        address: null,
        vatId: null,
        buyerReference: null,
      };
      /** A won lead with an offer of 20 × 100 € accepted, and its booking. */
      async function booked(decided: string): Promise<{ offerId: string; bookingId: string }> {
        const lead = await add("2026-11-02T09:00:00Z", won(decided, 414_400));
        const offerId = randomUUID();
        const line = { quantity: 20, unitPriceCents: 10_000, taxRateBp: 0 };
        await run(async (db) => {
          await db.insert(offers).values({
            id: offerId,
            leadId: lead,
            number: `A-2026-${randomUUID().slice(0, 4)}`,
            status: "draft",
            language: "de",
            taxRegime: "small_business",
            customer,
            participants: 20,
            eventDate: "2026-12-10",
            validUntil: "2026-11-30",
            depositBp: 0,
            totals: computeTotals([line], null, "small_business"),
            grossCents: 200_000,
            createdAt: NOW,
            updatedAt: NOW,
          });
          await db.insert(offerLines).values({
            offerId,
            position: 0,
            kind: "event",
            eventSlug: "teamkochen",
            title: "Teamkochen",
            detail: null,
            quantity: 20,
            unit: "person",
            unitPriceCents: 10_000,
            taxRateBp: 0,
            netCents: 200_000,
          });
          await db.update(offers).set({ status: "accepted" }).where(eq(offers.id, offerId));
        });
        const bookingId = await run((db) => createBookingFromOffer(db, offerId, NOW));
        return { offerId, bookingId };
      }
      // Changed after acceptance: 25 guests instead of 20, and a flat extra of 150 €.
      const changed = await booked("2026-11-10T10:00:00Z");
      await run(async (db) => {
        await db.insert(bookingVersions).values({
          bookingId: changed.bookingId,
          version: 2,
          eventDate: "2026-12-10",
          participants: 25,
          items: [
            { kind: "event", eventSlug: "teamkochen", title: "Teamkochen", quantity: 25 },
            {
              kind: "extra",
              eventSlug: null,
              title: "Sektempfang",
              quantity: 1,
              unit: "flat",
              unitPriceCents: 15_000,
              taxRateBp: 0,
            },
          ],
          agreement: "mail",
          createdAt: NOW,
        });
        await db
          .update(bookings)
          .set({ version: 2, state: "changed" })
          .where(eq(bookings.id, changed.bookingId));
      });
      // Unchanged: its accepted offer's 2.000 €.
      await booked("2026-11-11T10:00:00Z");
      // Cancelled (the lead left as won by hand): worth nothing as won value.
      const cancelled = await booked("2026-10-20T10:00:00Z");
      await run((db) =>
        db
          .update(bookings)
          .set({ state: "cancelled", cancelledAt: NOW })
          .where(eq(bookings.id, cancelled.bookingId)),
      );

      const { decided, wonByMonth } = await run((db) => salesFigures(db, NOW, 12));
      expect(decided.won).toBe(3);
      expect(decided.wonCents).toBe(25 * 10_000 + 15_000 + 200_000);
      expect(wonByMonth.filter((month) => month.count > 0)).toEqual([
        { month: "2026-10", count: 1, cents: 0, withoutEstimate: 0 },
        { month: "2026-11", count: 2, cents: 465_000, withoutEstimate: 0 },
      ]);
    });

    it("counts money in: invoiced netting cancellations, received by payment day, open, overdue, days to pay", async () => {
      const offerId = randomUUID();
      await run((db) =>
        db.insert(offers).values({
          id: offerId,
          leadId: null,
          number: "A-2026-MONEY",
          status: "accepted",
          language: "de",
          taxRegime: "small_business",
          customer: {
            company: "Geld GmbH",
            contactName: "Gert Geld",
            email: "gert@geld.example",
            address: null,
            vatId: null,
            buyerReference: null,
          },
          participants: 20,
          validUntil: "2026-06-30",
          depositBp: 0,
          totals: computeTotals([], null, "small_business"),
          grossCents: 0,
          createdAt: NOW,
          updatedAt: NOW,
        }),
      );
      let n = 0;
      const invoice = async (
        kind: InvoiceKind,
        issueDate: string,
        dueDate: string,
        grossCents: number,
        amountDueCents: number,
        cancelsId: string | null = null,
      ) => {
        const id = randomUUID();
        n += 1;
        await run((db) =>
          db.insert(invoices).values({
            id,
            number: `R-MONEY-${n}`,
            kind,
            offerId,
            cancelsId,
            language: "de",
            taxRegime: "small_business",
            customer: {
              company: "Geld GmbH",
              contactName: "Gert Geld",
              email: "gert@geld.example",
              address: null,
              vatId: null,
              buyerReference: null,
            },
            issueDate,
            dueDate,
            lines: [],
            totals: computeTotals([], null, "small_business"),
            netCents: grossCents,
            taxCents: 0,
            grossCents,
            amountDueCents,
            pdf: Buffer.from("%PDF-"),
            xml: "<x/>",
            createdAt: NOW,
          }),
        );
        return id;
      };
      const pay = (invoiceId: string, paidOn: string, cents: number) =>
        run((db) =>
          db.insert(invoicePayments).values({
            id: randomUUID(),
            invoiceId,
            paidOn,
            cents,
            source: "manual",
            createdAt: NOW,
          }),
        );
      const settle = (invoiceId: string, paidOn: string | null, paidCents: number) =>
        run((db) =>
          db.update(invoices).set({ paidOn, paidCents }).where(eq(invoices.id, invoiceId)),
        );

      // September: a deposit paid in full 10 days after it was issued.
      const september = await invoice(
        "deposit_invoice",
        "2026-09-10",
        "2026-09-24",
        50_000,
        50_000,
      );
      await pay(september, "2026-09-20", 50_000);
      await settle(september, "2026-09-20", 50_000);
      // October: a deposit paid in two parts, the last on 2 November (32 days).
      const deposit = await invoice(
        "deposit_invoice",
        "2026-10-01",
        "2026-10-15",
        100_000,
        100_000,
      );
      await pay(deposit, "2026-10-10", 60_000);
      await pay(deposit, "2026-11-02", 40_000);
      await settle(deposit, "2026-11-02", 100_000);
      // November: the final invoice (3.000 € less the deposit) partly paid, now overdue.
      const final = await invoice("final_invoice", "2026-11-05", "2026-11-19", 300_000, 200_000);
      await pay(final, "2026-11-10", 50_000);
      await settle(final, null, 50_000);
      // A deposit issued and cancelled: nets to nothing and is not open.
      const wrong = await invoice("deposit_invoice", "2026-11-20", "2026-12-04", 80_000, 80_000);
      await invoice("cancellation", "2026-11-21", "2026-11-21", 80_000, 80_000, wrong);
      // Open, not yet due.
      await invoice("deposit_invoice", "2026-11-25", "2026-12-09", 30_000, 30_000);
      // Issued before the period, never paid: open and overdue now, not invoiced in the period.
      await invoice("final_invoice", "2026-06-01", "2026-06-15", 70_000, 70_000);

      const twelve = await run((db) =>
        moneyFigures(db, NOW, berlinDayStart(weekStarts(NOW, 12)[0]!)),
      );
      expect(twelve.byMonth).toEqual([
        { month: "2026-09", invoicedCents: 50_000, receivedCents: 50_000 },
        { month: "2026-10", invoicedCents: 100_000, receivedCents: 60_000 },
        { month: "2026-11", invoicedCents: 230_000, receivedCents: 90_000 },
      ]);
      expect([twelve.invoicedCents, twelve.receivedCents]).toEqual([380_000, 200_000]);
      expect(twelve.open).toEqual({ count: 3, cents: 150_000 + 30_000 + 70_000 });
      expect(twelve.overdue).toEqual({ count: 2, cents: 150_000 + 70_000 });
      expect(twelve.paid).toEqual({ count: 2, averageDays: 21 });

      // Four weeks (from Monday 2 November): November alone; open and overdue are today's.
      const four = await run((db) => moneyFigures(db, NOW, berlinDayStart(weekStarts(NOW, 4)[0]!)));
      expect(four.byMonth).toEqual([
        { month: "2026-11", invoicedCents: 230_000, receivedCents: 90_000 },
      ]);
      expect(four.paid).toEqual({ count: 1, averageDays: 32 });
      expect(four.overdue).toEqual(twelve.overdue);

      // Through the route, with the period.
      const response = await adminFetch(staff, "/api/admin/figures?weeks=4");
      const body = (await response.json()) as Figures;
      expect(body.money.invoicedCents).toBe(230_000);
      expect(body.money.open.cents).toBe(250_000);
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
