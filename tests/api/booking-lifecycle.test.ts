/**
 * A booking's life on both engines (decisions 0188, 0189), with bookings made as the app
 * makes them (drafted, sent, accepted with the mailed code; 30 participants, a 50 % deposit,
 * so the acceptance issues the deposit invoice): the acceptance makes the booking's first
 * version from the offer; cancelling 20, 10 and 3 days before the event costs nothing (the
 * deposit cancelled by a credit note), 50 % and 100 % (a fee invoice with the deposit
 * deducted), as quoted before; the calendar and the feed drop each cancelled booking; the
 * customer is mailed what was cancelled and what is owed; a fee that changed since it was
 * shown, a second cancellation and bad input are refused. The agency cancels with a reason
 * and proposes two other dates (decision 0202): the paid deposit is refunded by a credit
 * note, nothing is owed, the lead stays open, the new dates are drafts that are sent and
 * accepted as usual. Two acceptances for one day at the same moment: one booking (0203).
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
import type { FinalDraft, InvoiceDetail } from "../../server/invoices/types.ts";
import { leadActivities, leads } from "../../server/leads/schema.ts";
import { insertLead, type NewLead } from "../../server/leads/store/intake.ts";
import { acceptedOffer, acceptOnPage, emlMailText, sendDraft } from "../support/booking-flow.ts";
import { auditLog } from "../../server/accounts/schema.ts";
import { bookings } from "../../server/bookings/schema.ts";
import { offers } from "../../server/offers/schema.ts";
import { validate } from "../validators/validators.ts";
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
        ["Held", -1],
        ["Agency", 15],
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

    const call = async (method: string, url: string, body?: unknown) => {
      const response = await adminFetch(staff, `/api/admin${url}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        headers: { "content-type": "application/json" },
      });
      // One shape for every answer here: a final draft's, an invoice's or an error's fields.
      return {
        status: response.status,
        body: (await response.json()) as FinalDraft & InvoiceDetail & Record<string, unknown>,
      };
    };

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

    it("records a change as a new version that the customer's page, the calendar and the final invoice follow; the customer's change request lands on the lead", async () => {
      const { offerId, token, leadId } = booked.Twenty!;
      const before = (await bookingOf("Twenty")).booking!;
      const change = {
        eventDate: before.current.eventDate,
        startTime: "16:30",
        durationMinutes: 180,
        place: "Markthalle Neun, Halle 2",
        participants: 34,
        items: [
          ...before.current.items.map((item) =>
            item.quantity === 30 ? { ...item, quantity: 34 } : item,
          ),
          {
            kind: "extra",
            eventSlug: null,
            title: "Fotobox",
            quantity: 1,
            unit: "flat",
            unitPriceCents: 25_000,
          },
        ],
        agreement: "phone",
        note: "Anruf von Frau Anna Twenty",
      };
      // Bad input by field, nothing stored.
      const bad = await call("POST", `/offers/${offerId}/booking/change`, {
        ...change,
        agreement: "fax",
      });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe("agreement");
      expect((await bookingOf("Twenty")).booking!.version).toBe(1);

      const changed = await call("POST", `/offers/${offerId}/booking/change`, change);
      expect(changed.status).toBe(200);
      const booking = (await bookingOf("Twenty")).booking!;
      expect(booking).toMatchObject({ state: "changed", version: 2 });
      expect(booking.current).toMatchObject({
        version: 2,
        startTime: "16:30",
        participants: 34,
        agreement: "phone",
        note: "Anruf von Frau Anna Twenty",
      });
      expect(booking.versions.map((v) => v.version)).toEqual([2, 1]);
      expect(booking.versions[1]!.participants).toBe(30);
      // The customer's page shows the current booking.
      const page = await (await fetch(`${server.url}/angebot/${token!}`)).text();
      expect(page).toContain("Version 2");
      expect(page).toContain("34 Teilnehmende");
      expect(page).toContain("Fotobox");
      expect(page).toContain("Markthalle Neun, Halle 2");
      // The offer below it stays what was accepted, and says where the current figures are.
      expect(page).toContain("So wurde das Event angeboten und angenommen.");
      // The calendar reads it.
      const entry = (await calendar()).find((b) => b.offerId === offerId)!;
      expect(entry).toMatchObject({ startTime: "16:30", participants: 34 });

      // The customer asks for a change on their page: a next step for the lead's owner.
      const ask = (form: Record<string, string>) =>
        fetch(`${server.url}/en/offer/${token!}/change-request`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
          body: new URLSearchParams(form).toString(),
        });
      const empty = await ask({ message: " ", participants: "" });
      expect(empty.status).toBe(400);
      expect(await empty.text()).toContain("Please write what should change");
      const asked = await ask({ message: "Two more colleagues want to join.", participants: "36" });
      expect(asked.status).toBe(200);
      expect(await asked.text()).toContain("Thank you, we have your request");
      const lead = (await (await adminFetch(staff, `/api/admin/leads/${leadId}`)).json()) as {
        nextStep: { text: string } | null;
      };
      expect(lead.nextStep?.text).toContain("34 → 36");
      expect(lead.nextStep?.text).toContain("Two more colleagues want to join.");
    });

    it("refuses a day another booking holds at send unless overridden (logged), and at acceptance", async () => {
      const client = {
        origin: server.url,
        cookie: staff.cookie,
        mailText: emlMailText(database.dataDir),
      };
      const newLead = async (tag: string) =>
        (await run((db) => insertLead(db, lead(tag), now()))).id;
      const details = { startTime: "10:00", durationMinutes: 120, place: "Spreepark" };
      // At send: the day of "Three" is booked.
      const clashLead = await newLead("Clash");
      await expect(
        acceptedOffer(client, clashLead, { eventDate: dayIn(3), ...details }, { accept: false }),
      ).rejects.toThrow(/answered 409.*date_clash.*eventDate/s);
      // Overridden on purpose: sent, logged, and the customer can accept it.
      const overridden = await acceptedOffer(
        client,
        clashLead,
        { eventDate: dayIn(3), ...details },
        { overrideClash: true },
      );
      const logged = await run((db) =>
        db
          .select({ action: auditLog.action, detail: auditLog.detail })
          .from(auditLog)
          .where(eq(auditLog.target, overridden.offerId)),
      );
      expect(logged.map((row) => row.action)).toContain("offer_clash_overridden");
      const both = (await calendar()).filter((b) => b.date === dayIn(3)).map((b) => b.offerId);
      expect(both).toEqual(expect.arrayContaining([booked.Three!.offerId, overridden.offerId]));

      // At acceptance: sent for a free day, which another customer books first.
      const lateLead = await newLead("Late");
      const late = await acceptedOffer(
        client,
        lateLead,
        { eventDate: dayIn(12), ...details },
        { accept: false },
      );
      await acceptedOffer(client, await newLead("First"), { eventDate: dayIn(12), ...details });
      const offerMail = await client.mailText(
        "anna.late@beispiel.example",
        new RegExp(`Angebot ${late.number}`),
      );
      const token = /\/angebot\/([A-Za-z0-9_-]{43})/.exec(offerMail)![1]!;
      const refused = await acceptOnPage(
        client,
        `/angebot/${token}`,
        "anna.late@beispiel.example",
        "Anna Late",
      );
      expect(refused.status).toBe(409);
      expect(await refused.text()).toContain("Dieser Termin ist inzwischen leider vergeben");
      const [offer] = await run((db) =>
        db.select({ status: offers.status }).from(offers).where(eq(offers.id, late.offerId)),
      );
      expect(offer!.status).toBe("sent");
      expect(
        await run((db) => db.select().from(bookings).where(eq(bookings.offerId, late.offerId))),
      ).toEqual([]);
    });

    it("moves a booking only to a day no other booking holds, unless overridden (logged)", async () => {
      const client = {
        origin: server.url,
        cookie: staff.cookie,
        mailText: emlMailText(database.dataDir),
      };
      const stored = await run((db) => insertLead(db, lead("Mover"), now()));
      const mover = await acceptedOffer(client, stored.id, {
        eventDate: dayIn(7),
        startTime: "11:00",
        durationMinutes: 120,
        place: "Tempelhofer Feld",
      });
      booked.Mover = { ...mover, leadId: stored.id };
      const current = (await bookingOf("Mover")).booking;
      const moveTo = (eventDate: string, extra: Record<string, unknown> = {}) =>
        call("POST", `/offers/${mover.offerId}/booking/change`, {
          eventDate,
          startTime: "11:00",
          durationMinutes: 120,
          place: "Tempelhofer Feld",
          participants: 30,
          items: current!.current.items,
          agreement: "phone",
          note: null,
          ...extra,
        });
      const overrides = () =>
        run((db) =>
          db
            .select({ detail: auditLog.detail })
            .from(auditLog)
            .where(
              and(
                eq(auditLog.action, "booking_clash_overridden"),
                eq(auditLog.target, mover.offerId),
              ),
            ),
        );

      // The day "Ten" holds: refused by field and named, nothing stored.
      const refused = await moveTo(dayIn(10));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        error: "date_clash",
        field: "eventDate",
        clashes: [{ offerId: booked.Ten!.offerId, number: booked.Ten!.number }],
      });
      expect((await bookingOf("Mover")).booking).toMatchObject({
        version: 1,
        current: { eventDate: dayIn(7) },
      });
      expect(await overrides()).toEqual([]);

      // Overridden on purpose: moved, and the audit names the booking it shares the day with.
      const shared = await moveTo(dayIn(10), { overrideClash: true });
      expect(shared.status).toBe(200);
      expect((await bookingOf("Mover")).booking).toMatchObject({
        version: 2,
        current: { eventDate: dayIn(10) },
      });
      expect(await overrides()).toEqual([
        { detail: { eventDate: dayIn(10), clashes: [booked.Ten!.number] } },
      ]);
      const both = (await calendar()).filter((b) => b.date === dayIn(10)).map((b) => b.offerId);
      expect(both).toEqual(expect.arrayContaining([booked.Ten!.offerId, mover.offerId]));

      // A change that keeps the shared day asks nothing again; a move to a free day neither.
      expect((await moveTo(dayIn(10), { startTime: "12:00" })).status).toBe(200);
      expect((await moveTo(dayIn(8))).status).toBe(200);
      expect((await bookingOf("Mover")).booking).toMatchObject({
        version: 4,
        current: { eventDate: dayIn(8) },
      });
      expect(await overrides()).toHaveLength(1);
    });

    it("refuses the final invoice before the event's day, drafts it from the booking after it, and issues what happened", async () => {
      // Before the day (the event in 10 days): no draft and no invoice, with the day it waits for.
      const early = booked.Ten!.offerId;
      for (const [method, url] of [
        ["GET", `/offers/${early}/invoices/final/draft`],
        ["POST", `/offers/${early}/invoices/final`],
      ] as const) {
        const refused = await call(method, url, method === "POST" ? {} : undefined);
        expect(refused.status, url).toBe(409);
        expect(refused.body).toMatchObject({ error: "before_event_day", eventDate: dayIn(10) });
      }
      expect((await call("GET", `/offers/${early}/invoices`)).body).toMatchObject({
        canIssueFinal: false,
        finalFrom: dayIn(10),
      });

      // The event was yesterday: the draft starts from the booking's current version.
      const offerId = booked.Held!.offerId;
      {
        expect((await call("GET", `/offers/${offerId}/invoices`)).body.canIssueFinal).toBe(true);
        const fresh = await call("GET", `/offers/${offerId}/invoices/final/draft`);
        expect(fresh.status).toBe(200);
        const booking = (await bookingOf("Held")).booking!;
        expect(fresh.body).toMatchObject({
          saved: false,
          participants: 30,
          bookedParticipants: 30,
          suggestedParticipants: null,
          bookingVersion: booking.version,
        });
        const lines = fresh.body.lines;
        expect(lines.map((l) => [l.title, l.quantity])).toEqual(
          booking.current.items.map((item) => [item.title, item.quantity]),
        );
        const [deposit] = await invoicesOf("Held");

        // Bad input is refused by field, and nothing is stored.
        const edited = (quantity: number) =>
          lines.map(({ netCents: _net, ...line }) => ({
            ...line,
            quantity: line.unit === "person" ? quantity : line.quantity,
          }));
        const bad = await call("PUT", `/offers/${offerId}/invoices/final/draft`, {
          participants: 32,
          lines: edited(0),
        });
        expect(bad.status).toBe(400);
        expect(bad.body.field).toMatch(/^lines\.\d+\.quantity$/);
        const wrongRate = await call("PUT", `/offers/${offerId}/invoices/final/draft`, {
          participants: 32,
          lines: [...edited(32), { ...edited(32)[0], taxRateBp: 1600 }],
        });
        expect(wrongRate.status).toBe(400);
        expect(wrongRate.body.field).toBe(`lines.${lines.length}.taxRateBp`);
        expect((await call("GET", `/offers/${offerId}/invoices/final/draft`)).body.saved).toBe(
          false,
        );

        // Two more guests came and had an extra: the server prices the draft.
        const extra = {
          title: "Getränke für zwei Gäste extra",
          detail: null,
          quantity: 2,
          unit: "person",
          unitPriceCents: 1550,
          taxRateBp: lines[0]!.taxRateBp,
        };
        const saved = await call("PUT", `/offers/${offerId}/invoices/final/draft`, {
          participants: 32,
          lines: [...edited(32), extra],
        });
        expect(saved.status).toBe(200);
        const savedLines = saved.body.lines;
        expect(saved.body).toMatchObject({ saved: true, participants: 32 });
        for (const line of savedLines)
          expect(line.netCents).toBe(line.quantity * line.unitPriceCents);
        const net = savedLines.reduce((sum, l) => sum + l.netCents, 0);
        expect(saved.body.totals.netCents).toBe(net);
        expect(saved.body.amountDueCents).toBe(saved.body.totals.grossCents - deposit!.grossCents);
        expect(saved.body.totals.grossCents).toBeGreaterThan(
          (await invoicesOf("Held"))[0]!.grossCents * 2,
        );

        // Issued only now: it takes the next number (a draft takes none) and is the draft.
        const numbers = (await run((db) => db.select({ n: invoices.number }).from(invoices))).map(
          (r) => r.n,
        );
        const last = numbers.sort().at(-1)!;
        const issued = await call("POST", `/offers/${offerId}/invoices/final`, {});
        expect(issued.status).toBe(201);
        expect(issued.body.number).toBe(
          `${last.slice(0, -4)}${String(Number(last.slice(-4)) + 1).padStart(4, "0")}`,
        );
        expect(issued.body).toMatchObject({
          kind: "final_invoice",
          grossCents: saved.body.totals.grossCents,
          amountDueCents: saved.body.amountDueCents,
          serviceDate: dayIn(-1),
        });
        const [stored] = (await invoicesOf("Held")).filter((i) => i.kind === "final_invoice");
        expect(stored!.lines).toEqual(savedLines);
        expect(stored!.prepayments).toEqual([
          {
            number: deposit!.number,
            issueDate: deposit!.issueDate,
            grossCents: deposit!.grossCents,
          },
        ]);
        const pdfFile = path.join(database.dataDir, "final.pdf");
        writeFileSync(pdfFile, stored!.pdf);
        const pdfText = execFileSync("pdftotext", [pdfFile, "-"], { encoding: "utf8" });
        expect(pdfText).toContain(`Schlussrechnung ${stored!.number}`);
        expect(pdfText).toContain("Getränke für zwei Gäste extra");
        expect(pdfText).toMatch(/32 Personen/);
        // The e-invoice passes the CEN EN 16931 rules (once: the validator loads for seconds).
        if (engine.name === "embedded") {
          const report = validate(stored!.xml, "en16931");
          expect(report.rulesFired).toBeGreaterThan(5);
          expect(report.fatal).toEqual([]);
        }
        // Issued, it is no draft any more: editing is refused until it is cancelled.
        const late = await call("PUT", `/offers/${offerId}/invoices/final/draft`, {
          participants: 33,
          lines: [...edited(33), extra],
        });
        expect(late.status).toBe(409);
        expect(late.body.error).toBe("final_exists");
      }
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
        // Free: the unpaid deposit invoice is cancelled by its credit note; nothing to refund.
        cancellationDueCents: 0,
      });
      expect(twentyInvoices[1]!.grossCents).toBe(-twentyDeposit);
      expect(
        execFileSync("pdftotext", ["-", "-"], {
          input: twentyInvoices[1]!.pdf,
          encoding: "utf8",
        }),
      ).not.toContain("bereits gezahlten Betrag");

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
      for (const tag of ["Twenty", "Ten", "Three"]) expect(ics).not.toContain(booked[tag]!.offerId);
      expect(ics).toContain(booked.Held!.offerId);

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

    it("cancels by the agency with a reason, refunds the paid deposit, and proposes two other dates as offer drafts that are sent and accepted as usual", async () => {
      const { offerId, leadId, number } = booked.Agency!;
      const client = {
        origin: server.url,
        cookie: staff.cookie,
        mailText: emlMailText(database.dataDir),
      };
      // The customer paid the deposit.
      const [deposit] = await invoicesOf("Agency");
      const paid = await call("POST", `/invoices/${deposit!.id}/payment`, {
        paidOn: today,
        paidCents: deposit!.grossCents,
      });
      expect(paid.status).toBe(200);
      const quote = (await bookingOf("Agency")).quotes!.agency;
      expect(quote).toMatchObject({
        feeBp: 0,
        depositCents: deposit!.grossCents,
        paidCents: deposit!.grossCents,
        dueCents: -deposit!.grossCents,
      });

      // A reason is required; the dates are checked by field; nothing is stored.
      for (const [body, field] of [
        [{ by: "agency", feeBp: 0 }, "reason"],
        [{ by: "agency", feeBp: 0, reason: "  " }, "reason"],
        [{ by: "agency", feeBp: 0, reason: "Sturm\u202e" }, "reason"],
        [{ by: "agency", feeBp: 0, reason: "Sturm", newDates: [today] }, "newDates.0"],
        [{ by: "agency", feeBp: 0, reason: "Sturm", newDates: [dayIn(15)] }, "newDates.0"],
        [
          { by: "agency", feeBp: 0, reason: "Sturm", newDates: [dayIn(16), dayIn(16)] },
          "newDates.1",
        ],
        [{ by: "agency", feeBp: 0, reason: "Sturm", newDates: ["16.12."] }, "newDates.0"],
        [{ by: "staff_for_customer", feeBp: 0, newDates: [dayIn(16)] }, "newDates"],
      ] as const) {
        const refused = await cancel("Agency", body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(((await refused.json()) as { field: string }).field).toBe(field);
      }
      expect((await bookingOf("Agency")).booking!.state).toBe("confirmed");
      expect(await invoicesOf("Agency")).toHaveLength(1);

      const reason = "Sturmwarnung für die Spree: Die Kanutour ist nicht sicher.";
      const response = await cancel("Agency", {
        by: "agency",
        feeBp: 0,
        reason,
        newDates: [dayIn(17), dayIn(16)],
      });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as {
        quote: { dueCents: number };
        proposals: { offerId: string; eventDate: string; version: number }[];
      };
      expect(answer.proposals.map((p) => p.eventDate)).toEqual([dayIn(17), dayIn(16)]);

      // Money: the deposit invoice is cancelled by its credit note; what was paid is refunded.
      const list = await invoicesOf("Agency");
      expect(list.map((i) => i.kind)).toEqual(["deposit_invoice", "cancellation"]);
      expect(list[1]!.cancelsId).toBe(deposit!.id);
      expect(list[1]!.grossCents).toBe(-deposit!.grossCents);
      const booking = (await bookingOf("Agency")).booking!;
      expect(booking).toMatchObject({
        state: "cancelled",
        cancelledBy: "agency",
        cancellationFeeBp: 0,
        cancellationFeeCents: 0,
        cancellationDueCents: -deposit!.grossCents,
        cancellationReason: reason,
      });
      const creditPdf = Buffer.from(
        await (await adminFetch(staff, `/api/admin/invoices/${list[1]!.id}/pdf`)).arrayBuffer(),
      );
      // SHOTS_DIR: kept for the closing note (as the browser specs' screenshots).
      const creditFile = path.join(
        process.env.SHOTS_DIR && engine.name === "embedded"
          ? process.env.SHOTS_DIR
          : database.dataDir,
        "agency-credit-note.pdf",
      );
      writeFileSync(creditFile, creditPdf);
      const creditText = execFileSync("pdftotext", [creditFile, "-"], { encoding: "utf8" });
      expect(creditText).toContain(`Stornorechnung ${list[1]!.number}`);
      expect(creditText).toContain(deposit!.number);
      expect(creditText).toContain("Den bereits gezahlten Betrag von");
      expect(creditText).toContain("erstatten wir Ihnen vollständig.");

      // The proposals: drafts, the cancelled offer's next versions, same lines, the new days.
      const drafts = await run((db) =>
        db.select().from(offers).where(eq(offers.replacesId, offerId)),
      );
      expect(drafts.map((d) => [d.status, d.eventDate]).sort()).toEqual([
        ["draft", dayIn(16)],
        ["draft", dayIn(17)],
      ]);
      expect((await bookingOf("Agency")).proposals.map((p) => [p.eventDate, p.status])).toEqual([
        [dayIn(16), "draft"],
        [dayIn(17), "draft"],
      ]);
      const [original] = await run((db) => db.select().from(offers).where(eq(offers.id, offerId)));
      expect(original!.status).toBe("accepted");
      for (const draft of drafts) {
        expect(draft.grossCents).toBe(original!.grossCents);
        expect(draft.version).toBeGreaterThan(original!.version);
      }

      // The lead stays open; the timeline has the cancellation and each proposal.
      const [leadRow] = await run((db) => db.select().from(leads).where(eq(leads.id, leadId)));
      expect(leadRow!.state).toBe("contacted");
      const entries = await run((db) =>
        db
          .select({ kind: leadActivities.kind, detail: leadActivities.detail })
          .from(leadActivities)
          .where(eq(leadActivities.leadId, leadId)),
      );
      const changes = entries
        .filter((entry) => entry.kind === "booking_changed")
        .map((entry) => entry.detail as Record<string, unknown>);
      expect(changes.find((d) => d.change === "cancelled")).toMatchObject({
        by: "agency",
        reason,
        newDates: [dayIn(17), dayIn(16)],
      });
      expect(
        changes.filter((d) => d.change === "new_date_proposed").map((d) => d.eventDate),
      ).toEqual([dayIn(17), dayIn(16)]);

      // The customer's mail: we cancelled, why, nothing owed, the deposit refunded, new dates.
      // (Read as decoded: this mail's transfer encoding is not quoted-printable.)
      const mail = await client.mailText("anna.agency@beispiel.example", /Stornierung: Buchung/);
      expect(mail).toContain(`Angebot ${number}`);
      expect(mail).toContain("Die Absage kommt von uns: Sie zahlen nichts.");
      expect(mail).toMatch(/Ihre Anzahlung von 1\.?\d{3},\d\d.* erstatten wir/);
      expect(mail).toContain("Die Kanutour ist nicht sicher.");
      expect(mail).toMatch(/Als neuen Termin schlagen wir Ihnen \d\d\.\d\d\.\d{4} oder /);

      // The page says so, and links a proposal once it is sent.
      const page = `${server.url}/angebot/${booked.Agency!.token!}`;
      const before = await (await fetch(page)).text();
      expect(before).toContain("Wir mussten Ihre Buchung absagen");
      expect(before).toContain("Sturmwarnung für die Spree");
      expect(before).not.toContain("Unser Vorschlag für einen neuen Termin");
      const sixteen = drafts.find((d) => d.eventDate === dayIn(16))!;
      const seventeen = drafts.find((d) => d.eventDate === dayIn(17))!;
      const sent16 = await sendDraft(client, sixteen.id);
      const sent17 = await sendDraft(client, seventeen.id);
      const after = await (await fetch(page)).text();
      expect(after).toContain(`Angebot ${sent16.number} für den`);
      expect(after).toContain(`Angebot ${sent17.number} für den`);
      const [stillAccepted] = await run((db) =>
        db.select({ status: offers.status }).from(offers).where(eq(offers.id, offerId)),
      );
      expect(stillAccepted!.status).toBe("accepted");
      expect(
        (await run((db) => db.select().from(leads).where(eq(leads.id, leadId))))[0]!.state,
      ).toBe("offer_sent");

      // The customer accepts the 16th: a new booking; the 17th is withdrawn.
      const offerMail = await client.mailText(
        "anna.agency@beispiel.example",
        new RegExp(`Angebot ${sent16.number}`),
      );
      const token = /\/angebot\/([A-Za-z0-9_-]{43})/.exec(offerMail)![1]!;
      // The address had a code mail already (the first acceptance): wait for the new one.
      const email = "anna.agency@beispiel.example";
      const codeOf = async () =>
        /\b(\d{6})\b/.exec(await client.mailText(email, /Ihr Code zur Annahme|Code/))?.[1];
      const oldCode = await codeOf();
      await fetch(`${server.url}/angebot/${token}/code`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: "",
      });
      let code = oldCode;
      for (let i = 0; i < 50 && code === oldCode; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        code = await codeOf();
      }
      const accepted = await fetch(`${server.url}/angebot/${token}/accept`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams({
          name: "Anna Agency",
          position: "Teamleitung",
          termsAccepted: "yes",
          code: code!,
        }).toString(),
      });
      expect(accepted.status).toBe(303);
      const statuses = await run((db) =>
        db
          .select({ id: offers.id, status: offers.status })
          .from(offers)
          .where(eq(offers.replacesId, offerId)),
      );
      expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({
        [sixteen.id]: "accepted",
        [seventeen.id]: "withdrawn",
      });
      const listed = (await calendar()).filter((b) => b.date === dayIn(16)).map((b) => b.offerId);
      expect(listed).toContain(sixteen.id);
      expect(
        (await run((db) => db.select().from(leads).where(eq(leads.id, leadId))))[0]!.state,
      ).toBe("won");
    });

    it("lets exactly one of two acceptances for the same day at the same moment through", async () => {
      const client = {
        origin: server.url,
        cookie: staff.cookie,
        mailText: emlMailText(database.dataDir),
      };
      const day = dayIn(25);
      const details = { startTime: "10:00", durationMinutes: 120, place: "Tempelhofer Feld" };
      const rivals = [];
      for (const tag of ["RaceA", "RaceB"]) {
        const leadId = (await run((db) => insertLead(db, lead(tag), now()))).id;
        const sent = await acceptedOffer(
          client,
          leadId,
          { eventDate: day, ...details },
          {
            accept: false,
          },
        );
        const email = `anna.${tag.toLowerCase()}@beispiel.example`;
        const mail = await client.mailText(email, new RegExp(`Angebot ${sent.number}`));
        const token = /\/angebot\/([A-Za-z0-9_-]{43})/.exec(mail)![1]!;
        rivals.push({ ...sent, email, page: `/angebot/${token}`, name: `Anna ${tag}` });
      }
      // Both ask for their code first; then both accept at once.
      const codes: string[] = [];
      for (const rival of rivals) {
        await fetch(`${server.url}${rival.page}/code`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
          body: "",
        });
        codes.push(/\b(\d{6})\b/.exec(await client.mailText(rival.email, /Code|code/))![1]!);
      }
      const answers = await Promise.all(
        rivals.map((rival, index) =>
          fetch(`${server.url}${rival.page}/accept`, {
            method: "POST",
            redirect: "manual",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
            body: new URLSearchParams({
              name: rival.name,
              position: "Teamleitung",
              termsAccepted: "yes",
              code: codes[index]!,
            }).toString(),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([303, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(await refused.text()).toContain("Dieser Termin ist inzwischen leider vergeben");
      const held = await run((db) =>
        db.select({ offerId: bookings.offerId }).from(bookings).where(eq(bookings.eventDate, day)),
      );
      expect(held).toHaveLength(1);
    });
  });
}
