/**
 * A booking's life on both engines (decisions 0188, 0189), with bookings made as the app
 * makes them (drafted, sent, accepted with the mailed code; 30 participants, a 50 % deposit,
 * so the acceptance issues the deposit invoice): the acceptance makes the booking's first
 * version from the offer; cancelling 20, 10 and 3 days before the event costs nothing (the
 * deposit cancelled by a credit note), 50 % and 100 % (a fee invoice with the deposit
 * deducted), as quoted before; the calendar and the feed drop each cancelled booking; the
 * customer is mailed what was cancelled and what is owed; a fee that changed since it was
 * shown, a second cancellation and bad input are refused.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, berlinDay } from "#app/shared/berlin-time.ts";
import type { Booking } from "../../server/bookings/store.ts";
import type { BookingAnswer } from "../../server/bookings/lifecycle-routes.ts";
import type { Db } from "../../server/database/connection.ts";
import { invoices } from "../../server/invoices/schema.ts";
import { leads } from "../../server/leads/schema.ts";
import { insertLead, type NewLead } from "../../server/leads/store/intake.ts";
import { acceptedOffer, emlMailText } from "../support/booking-flow.ts";
import { adminFetch, adminSession, type AdminSession } from "./support/admin-session.ts";
import { storeTestBusiness } from "./support/business.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

// The server's own clock: the days left are counted from its Berlin day.
const now = () => new Date();
const address = { street: "Oranienstraße 1", postalCode: "10999", city: "Berlin", country: "DE" };

/** A mail's quoted-printable text as read. */
const quotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

function lead(tag: string): NewLead {
  return {
    idempotencyKey: null,
    language: "de",
    sourcePage: "/events/teamkochen",
    channel: "api",
    name: `Anna ${tag}`,
    company: `${tag} GmbH`,
    email: `anna.${tag.toLowerCase()}@beispiel.example`,
    phone: null,
    participants: 30,
    event: "Teamkochen",
    eventOther: null,
    preferredDate: null,
    message: null,
    privacyPolicyVersion: "2.0",
  };
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`a booking's life on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let staff: AdminSession;
    const run = <T>(fn: (db: Db) => Promise<T>) => database.service.run(fn);
    const booked: Record<
      string,
      { offerId: string; number: string; leadId: string; token?: string }
    > = {};
    const today = berlinDay(now());
    const dayIn = (days: number) => addDays(today, days);

    beforeAll(async () => {
      database = await engine.create();
      server = await startTestServer({
        database: database.service,
        dataDir: database.dataDir,
        now,
      });
      staff = await adminSession(database.service, server.url, "staff");
      await run((db) => storeTestBusiness(db));
      const client = {
        origin: server.url,
        cookie: staff.cookie,
        mailText: emlMailText(database.dataDir),
      };
      for (const [tag, days] of [
        ["Twenty", 20],
        ["Ten", 10],
        ["Three", 3],
      ] as const) {
        const stored = await run((db) => insertLead(db, lead(tag), now()));
        await run((db) =>
          db.update(leads).set({ ownerId: staff.userId }).where(eq(leads.id, stored.id)),
        );
        const offer = await acceptedOffer(client, stored.id, {
          eventDate: dayIn(days),
          startTime: "14:00",
          durationMinutes: 180,
          place: "Markthalle Neun",
          participants: 30,
          depositBp: 5000,
          address,
        });
        booked[tag] = { ...offer, leadId: stored.id };
      }
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await database?.dispose();
    });

    const bookingOf = async (tag: string) =>
      (await (
        await adminFetch(staff, `/api/admin/offers/${booked[tag]!.offerId}/booking`)
      ).json()) as BookingAnswer;
    const invoicesOf = (tag: string) =>
      run((db) =>
        db
          .select()
          .from(invoices)
          .where(eq(invoices.offerId, booked[tag]!.offerId))
          .orderBy(asc(invoices.createdAt), asc(invoices.number)),
      );
    const calendar = async () => {
      const response = await adminFetch(staff, `/api/admin/bookings?from=${today}&to=${dayIn(30)}`);
      return ((await response.json()) as { bookings: Booking[] }).bookings;
    };
    const cancel = (tag: string, body: unknown) =>
      adminFetch(staff, `/api/admin/offers/${booked[tag]!.offerId}/booking/cancel`, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json" },
      });

    it("makes the booking's first version from the accepted offer, and quotes the terms' fee", async () => {
      const answer = await bookingOf("Ten");
      expect(answer.booking).toMatchObject({
        state: "confirmed",
        status: "confirmed",
        version: 1,
        current: {
          eventDate: dayIn(10),
          startTime: "14:00",
          place: "Markthalle Neun",
          participants: 30,
          agreement: "acceptance",
        },
      });
      expect(answer.booking!.current.items[0]!.kind).toBe("event");
      const deposit = (await invoicesOf("Ten"))[0]!;
      expect(deposit.kind).toBe("deposit_invoice");
      const fees = await Promise.all(["Twenty", "Ten", "Three"].map(bookingOf));
      expect(fees.map((a) => a.quotes!.customer.feeBp)).toEqual([0, 5000, 10_000]);
      expect(fees.map((a) => a.quotes!.customer.daysLeft)).toEqual([20, 10, 3]);
      expect(fees.map((a) => a.quotes!.agency.feeBp)).toEqual([0, 0, 0]);
      expect(fees[1]!.quotes!.customer.depositCents).toBe(deposit.grossCents);
      const listed = (await calendar()).map((b) => b.offerId);
      for (const tag of ["Twenty", "Ten", "Three"]) expect(listed).toContain(booked[tag]!.offerId);
    });

    it("refuses bad input by field, and a fee that is not the one the terms give today", async () => {
      const bad = await cancel("Ten", { by: "someone", feeBp: 5000 });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { field: string }).field).toBe("by");
      const stale = await cancel("Ten", { by: "staff_for_customer", feeBp: 0 });
      expect(stale.status).toBe(409);
      expect(((await stale.json()) as { error: string }).error).toBe("fee_changed");
      expect((await bookingOf("Ten")).booking!.state).toBe("confirmed");
      expect(await invoicesOf("Ten")).toHaveLength(1);
    });

    it("cancels 20 days before for free, 10 days before at 50 % (the customer, on their page with a code) and 3 days before at 100 %, the deposit credited", async () => {
      // 20 days: free; the deposit invoice is cancelled by a credit note (the refund).
      const twentyDeposit = (await invoicesOf("Twenty"))[0]!.grossCents;
      expect((await cancel("Twenty", { by: "staff_for_customer", feeBp: 0 })).status).toBe(200);
      const twentyInvoices = await invoicesOf("Twenty");
      expect(twentyInvoices.map((i) => i.kind)).toEqual(["deposit_invoice", "cancellation"]);
      expect((await bookingOf("Twenty")).booking).toMatchObject({
        state: "cancelled",
        cancelledBy: "staff_for_customer",
        cancellationFeeBp: 0,
        cancellationFeeCents: 0,
        cancellationDueCents: -twentyDeposit,
      });

      // 10 days: the customer cancels on their page with a mailed code, at the fee it shows.
      const page = `/angebot/${booked.Ten!.token!}`;
      const post = (path: string, form: Record<string, string>) =>
        fetch(`${server.url}${page}${path}`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
          body: new URLSearchParams(form).toString(),
        });
      const shown = await (await fetch(`${server.url}${page}`)).text();
      expect(shown).toContain("Ihre Buchung");
      expect(shown).toMatch(
        /10 Tage vor dem Event, beträgt die Stornogebühr laut unseren AGB 50 %/,
      );
      const asked = await post("/cancel-code", {});
      expect(asked.status).toBe(200);
      expect(await asked.text()).toContain('action="' + page + '/cancel"');
      const codeMail = quotedPrintable(
        await emlMailText(database.dataDir)(
          "anna.ten@beispiel.example",
          /Ihr Code zur Stornierung/,
        ),
      );
      expect(codeMail).toContain("zur Stornierung der Buchung");
      const code = /\b(\d{6})\b/.exec(codeMail)![1]!;
      const wrong = await post("/cancel", {
        code: code === "000000" ? "111111" : "000000",
        feeBp: "5000",
      });
      expect(wrong.status).toBe(422);
      expect(await wrong.text()).toContain("Dieser Code stimmt nicht");
      expect((await bookingOf("Ten")).booking!.state).toBe("confirmed");
      const done = await post("/cancel", { code, feeBp: "5000" });
      expect(done.status).toBe(303);
      const after = await (await fetch(`${server.url}${page}`)).text();
      expect(after).toContain("Ihre Buchung ist storniert");
      expect(after).not.toContain("Vielen Dank, Sie haben das Angebot angenommen");
      expect((await bookingOf("Ten")).booking!.cancelledBy).toBe("customer");

      // 3 days: staff cancel for the customer at 100 %.
      expect((await cancel("Three", { by: "staff_for_customer", feeBp: 10_000 })).status).toBe(200);

      // 10 and 3 days: a fee invoice of 50 % and 100 % of the gross, the deposit deducted.
      for (const [tag, share] of [
        ["Ten", 5000],
        ["Three", 10_000],
      ] as const) {
        const list = await invoicesOf(tag);
        expect(
          list.map((i) => i.kind),
          tag,
        ).toEqual(["deposit_invoice", "cancellation_fee"]);
        const [deposit, fee] = [list[0]!, list[1]!];
        const booking = (await bookingOf(tag)).booking!;
        expect(booking).toMatchObject({ state: "cancelled", cancellationFeeBp: share });
        expect(fee.grossCents).toBe(booking.cancellationFeeCents);
        expect(fee.prepayments).toEqual([
          { number: deposit.number, issueDate: deposit.issueDate, grossCents: deposit.grossCents },
        ]);
        expect(fee.amountDueCents).toBe(fee.grossCents - deposit.grossCents);
        expect(booking.cancellationDueCents).toBe(fee.amountDueCents);
        expect(fee.lines[0]!.title).toContain(`Stornogebühr ${share === 5000 ? "50" : "100"} %`);
        expect(fee.xml).toContain("<ram:TotalPrepaidAmount>");
      }
      const [ten, three] = await Promise.all([invoicesOf("Ten"), invoicesOf("Three")]);
      // 50 % of the gross less a 50 % deposit leaves nothing; 100 % leaves the other half.
      expect(ten[1]!.amountDueCents).toBe(ten[1]!.grossCents - ten[0]!.grossCents);
      expect(three[1]!.grossCents).toBeGreaterThan(three[0]!.grossCents);

      // The calendar and the feed drop them; the lead is lost as "cancelled".
      const listed = (await calendar()).map((b) => b.offerId);
      for (const tag of ["Twenty", "Ten", "Three"])
        expect(listed).not.toContain(booked[tag]!.offerId);
      const feed = (await (
        await adminFetch(staff, "/api/admin/calendar-feed", { method: "POST" })
      ).json()) as { url: string };
      const ics = await (await fetch(`${server.url}${new URL(feed.url).pathname}`)).text();
      expect(ics).not.toContain("BEGIN:VEVENT");

      // The fee invoice says what it is, not "Schlussrechnung"; a cancelled booking gets no
      // final or deposit invoice (what is owed is on the fee invoice).
      const feeInvoice = three[1]!;
      const pdf = Buffer.from(
        await (await adminFetch(staff, `/api/admin/invoices/${feeInvoice.id}/pdf`)).arrayBuffer(),
      );
      const pdfFile = path.join(database.dataDir, "fee.pdf");
      writeFileSync(pdfFile, pdf);
      const pdfText = execFileSync("pdftotext", [pdfFile, "-"], { encoding: "utf8" });
      expect(pdfText).toContain(`Rechnung Stornogebühr ${feeInvoice.number}`);
      expect(pdfText).toContain("Sie haben Ihre Buchung abgesagt.");
      expect(pdfText).not.toContain("Schlussrechnung");
      for (const tag of ["Twenty", "Three"]) {
        const offerId = booked[tag]!.offerId;
        for (const kind of ["final", "deposit"]) {
          const refused = await adminFetch(staff, `/api/admin/offers/${offerId}/invoices/${kind}`, {
            method: "POST",
            body: "{}",
          });
          expect(refused.status, `${tag} ${kind}`).toBe(409);
          expect(((await refused.json()) as { error: string }).error).toBe("booking_cancelled");
        }
      }
      const [lost] = await run((db) =>
        db
          .select({ state: leads.state, lostReason: leads.lostReason })
          .from(leads)
          .where(and(eq(leads.id, booked.Three!.leadId))),
      );
      expect(lost).toEqual({ state: "lost", lostReason: "cancelled" });
      // The lead says what the law keeps: the accepted offer 6 years, the invoices 8 years
      // after the end of their year.
      const leadDetail = (await (
        await adminFetch(staff, `/api/admin/leads/${booked.Three!.leadId}`)
      ).json()) as { keptByLaw: unknown };
      const year = Number(today.slice(0, 4));
      expect(leadDetail.keptByLaw).toEqual({
        offersUntil: `${year + 6}-12-31`,
        invoicesUntil: `${year + 8}-12-31`,
      });

      // The customer's mail says what was cancelled and what is owed.
      const mail = quotedPrintable(
        await emlMailText(database.dataDir)("anna.three@beispiel.example", /Stornierung: Buchung/),
      );
      expect(mail).toContain(`Angebot ${booked.Three!.number}`);
      expect(mail).toMatch(/Stornogebühr 3 Tage vor dem Event 100 %/);
      expect(mail).toMatch(/Zu zahlen: /);

      // Cancelled once is cancelled: a second time is refused.
      const again = await cancel("Ten", { by: "agency", feeBp: 0 });
      expect(again.status).toBe(409);
      expect(((await again.json()) as { error: string }).error).toBe("booking_cancelled");
    });
  });
}
