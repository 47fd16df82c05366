/**
 * Invoices on both engines: the deposit invoice on acceptance by the owners' rule (21
 * people → deposit; 20 → none unless "always"; once per offer), gapless R-<year> numbers
 * also when an issue fails half-way, the final invoice less the deposit to the cent, the
 * Factur-X XML of each kind, cancellation (381) and a new invoice after it, the trigger
 * refusing any change but the payment and any deletion, payments, the tax adviser's ZIP
 * and CSV, the mail with "Rechnung R-…" and the PDF attached at a real SMTP server, a
 * privacy erasure that keeps the offer and invoice and erases the lead, and retention of
 * invoices (8 years), sent offers (6 years) and lead-less drafts (12 months).
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeTotals } from "../../app/shared/money/totals.ts";
import { adminSettings, auditLog } from "../../server/accounts/schema.ts";
import type { Db } from "../../server/database/connection.ts";
import type { PostalAddress } from "../../server/documents/model.ts";
import { takeDocumentNumber } from "../../server/documents/store/numbers.ts";
import { invoices } from "../../server/invoices/schema.ts";
import { issueDepositInvoiceForOffer } from "../../server/invoices/store/deposit.ts";
import { issueFinalInvoice } from "../../server/invoices/store/issue.ts";
import { overdueInvoices } from "../../server/invoices/store/overdue.ts";
import { reminderDraft } from "../../server/invoices/store/reminders.ts";
import type {
  InvoiceDetail,
  InvoiceSummary,
  DepositDue,
  OverdueInvoice,
  ReminderDraft,
} from "../../server/invoices/types.ts";
import { formatDay } from "../../server/documents/words.ts";
import { leadActivities, leads } from "../../server/leads/schema.ts";
import { addDays, berlinDay } from "../../app/shared/berlin-time.ts";
import { insertLead } from "../../server/leads/store/intake.ts";
import { leadTimeline } from "../../server/leads/store/timeline.ts";
import { mailOutbox } from "../../server/mail/schema.ts";
import { offerLines, offers } from "../../server/offers/schema.ts";
import { deleteExpiredDocuments } from "../../server/retention/documents.ts";
import { adminFetch } from "./support/admin-session.ts";
import { getSession } from "./support/client.ts";
import { postEnquiry, validEnquiry } from "./enquiry-support.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { readQrCode, TEST_BUSINESS } from "./support/business.ts";
import { EXAMPLE_IBAN } from "../../server/business/profile.ts";
import { engines } from "./support/databases.ts";
import type { Locale } from "../../app/i18n/locales.ts";

const address: PostalAddress = {
  street: "Friedrichstraße 123",
  postalCode: "10117",
  city: "Berlin",
  country: "DE",
};

interface OfferSpec {
  participants: number;
  depositBp?: number;
  address?: PostalAddress | null;
  email?: string;
  leadId?: string | null;
  /** A unit the documents do not know: the issue fails after taking its number. */
  badUnit?: boolean;
  status?: "accepted" | "draft" | "declined";
  language?: Locale;
  eventDate?: string;
  sentAt?: Date;
  updatedAt?: Date;
}

const today = () => berlinDay(new Date());
const year = () => today().slice(0, 4);
const month = () => today().slice(0, 7);
const number = (n: number) => `R-${year()}-${String(n).padStart(4, "0")}`;
// The event took place (a final invoice waits for its day, decision 0191).
const eventDay = addDays(today(), -3);

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`invoices on ${engine.name}`, () => {
    let api: ApiTest<"owner" | "staff">;
    const run = <T>(fn: (db: Db) => Promise<T>) => api.database.service.run(fn);
    const staffActor = () => ({ id: api.sessions.staff.userId, name: "Stefan Staff" });
    const call = async (method: string, url: string, body?: unknown, who = api.sessions.staff) => {
      const response = await adminFetch(who, url, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    /** An accepted (or other) offer with two lines under § 19, inserted as the offers feature stores one. */
    async function offer(spec: OfferSpec): Promise<{ id: string; number: string; gross: number }> {
      const id = randomUUID();
      const lines = [
        { title: "Teamkochen", unitPriceCents: 8900 },
        { title: "Getränkepauschale", unitPriceCents: 1850 },
      ].map((line) => ({
        ...line,
        quantity: spec.participants,
        unit: (spec.badUnit ? "dozen" : "person") as "person",
        taxRateBp: 0,
      }));
      const totals = computeTotals(lines, null, "small_business");
      const sentAt = spec.sentAt ?? new Date();
      const offerNumber = await run(async (db) => {
        const taken = await takeDocumentNumber(db, "A", 2000 + Math.floor(Math.random() * 90));
        await db.insert(offers).values({
          id,
          leadId: spec.leadId ?? null,
          number: spec.status === "draft" ? null : taken,
          status: "draft",
          language: spec.language ?? "de",
          taxRegime: "small_business",
          customer: {
            company: "Müller & Söhne Logistik GmbH",
            contactName: "Jana Weiß",
            email: spec.email ?? "jana.weiss@mueller-logistik.example",
            address: spec.address === undefined ? address : spec.address,
            vatId: null,
            buyerReference: null,
          },
          eventDate: spec.eventDate ?? eventDay,
          participants: spec.participants,
          validUntil: "2026-12-01",
          depositBp: spec.depositBp ?? 5000,
          totals,
          grossCents: totals.grossCents,
          createdAt: sentAt,
          updatedAt: spec.updatedAt ?? sentAt,
        });
        await db.insert(offerLines).values(
          lines.map((line, position) => ({
            offerId: id,
            position,
            kind: "extra" as const,
            eventSlug: null,
            title: line.title,
            detail: null,
            quantity: line.quantity,
            unit: line.unit,
            unitPriceCents: line.unitPriceCents,
            taxRateBp: 0,
            netCents: totals.lineCents[position]!,
          })),
        );
        if (spec.status !== "draft") {
          await db
            .update(offers)
            .set({ status: spec.status ?? "accepted", sentAt, closedAt: sentAt })
            .where(eq(offers.id, id));
        }
        return taken;
      });
      return { id, number: offerNumber, gross: totals.grossCents };
    }

    const lead = (email = "jana.weiss@mueller-logistik.example") =>
      run(
        async (db) =>
          (
            await insertLead(
              db,
              {
                idempotencyKey: null,
                language: "de",
                sourcePage: "/events/teamkochen",
                channel: "api",
                name: "Jana Weiß",
                company: "Müller & Söhne Logistik GmbH",
                email,
                phone: null,
                participants: 21,
                event: "Teamkochen",
                eventOther: null,
                preferredDate: null,
                message: null,
                privacyPolicyVersion: "2.0",
              },
              new Date(),
            )
          ).id,
      );

    const counter = () =>
      run(async (db) => {
        const rows = await db.execute(
          sql`select last from document_numbers where series = 'R' and year = ${Number(year())}`,
        );
        const list = (rows as unknown as { rows?: { last: number }[] }).rows ?? (rows as never);
        return Number((list as { last: number }[])[0]?.last ?? 0);
      });

    let first: { id: string; number: string; gross: number };
    let firstLead: string;
    let depositId: string;
    let finalInvoice: InvoiceDetail;

    beforeAll(async () => {
      api = await startApiTest(engine, {
        smtp: {},
        sessions: { owner: "owner", staff: { role: "staff", name: "Stefan Staff" } },
      });
    });
    afterAll(() => api?.close());

    it("issues no invoice until owners set real business data, checked field by field", async () => {
      const business = (method: string, body?: unknown, who = api.sessions.owner) =>
        call(method, "/api/admin/business", body, who);
      expect((await business("GET")).body.state).toBe("missing");
      const waiting = await offer({ participants: 21 });
      const refused = await call("POST", `/api/admin/offers/${waiting.id}/invoices/deposit`, {});
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        error: "business_data_missing",
        screen: "/admin/business",
      });
      // The acceptance's own call leaves the offer accepted and the deposit to staff.
      const automatic = await run((db) =>
        issueDepositInvoiceForOffer(db, waiting.id, staffActor()),
      );
      expect(automatic).toEqual({ status: "needs_business_data" });
      expect((await business("PUT", TEST_BUSINESS, api.sessions.staff)).status).toBe(403);
      // Every bad field at once, by name; nothing stored.
      const bad = await business("PUT", {
        ...TEST_BUSINESS,
        iban: "DE02 1203 0000 0000 2020 52",
        postalCode: "1410",
        paymentDays: 0,
        taxNumber: "",
        vatId: null,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.problems).toEqual({
        iban: "iban_checksum",
        postalCode: "postal_code",
        paymentDays: "payment_days",
        taxNumber: "tax_id_missing",
      });
      expect((await business("GET")).body.state).toBe("missing");
      const regular = await business("PUT", { ...TEST_BUSINESS, taxRegime: "regular" });
      expect(regular.body.problems).toEqual({ vatId: "vat_id_regular" });
      // The shipped example's account is stored but issues nothing.
      const example = await business("PUT", { ...TEST_BUSINESS, iban: EXAMPLE_IBAN });
      expect(example).toMatchObject({ status: 200, body: { state: "example" } });
      const still = await call("POST", `/api/admin/offers/${waiting.id}/invoices/deposit`, {});
      expect(still.body.error).toBe("business_data_missing");
      // Spaces and lower case are taken as a bank prints them.
      const saved = await business("PUT", {
        ...TEST_BUSINESS,
        iban: "de02 1203 0000 0000 2020 51",
      });
      expect(saved).toMatchObject({ status: 200, body: { state: "ready" } });
      expect((saved.body.profile as { iban: string }).iban).toBe(TEST_BUSINESS.iban);
      const trail = await run((db) =>
        db.select().from(auditLog).where(eq(auditLog.target, "business")),
      );
      expect(trail).toHaveLength(2);
    });

    it("puts the saved business data in the server's own mails at once, and back", async () => {
      const moved = {
        ...TEST_BUSINESS,
        street: "Kastanienallee 17",
        postalCode: "10435",
        phone: "030 5550 1234",
        email: "kontakt@spreegeist.test",
        vatId: "DE123456789",
        taxRegime: "regular",
      };
      const business = (body: unknown) =>
        call("PUT", "/api/admin/business", body, api.sessions.owner);
      expect((await business(moved)).status).toBe(200);
      try {
        const visitor = `business-${randomUUID().slice(0, 8)}@beispiel.de`;
        const session = await getSession(api.server.url);
        const sent = await postEnquiry(api.server.url, session, validEnquiry({ email: visitor }));
        expect(sent.status).toBe(201);
        await expect
          .poll(() => api.smtp.received.some((m) => m.envelope.to.includes(visitor)), {
            timeout: 15_000,
          })
          .toBe(true);
        const confirmation = api.smtp.received.find((m) => m.envelope.to.includes(visitor))!;
        // The visitor's confirmation: the agency's phone and postal address as saved.
        expect(confirmation.text).toContain("030 5550 1234");
        expect(confirmation.text).toContain("Kastanienallee 17 · 10435 Berlin");
        expect(confirmation.text).not.toContain("Am Großen Wannsee");
        expect(confirmation.text).not.toContain("030 8090 1234");
        // The estimate in the tax setting saved: net, plus VAT.
        expect(confirmation.text).toContain("zzgl. MwSt.");
        expect(confirmation.text).not.toContain("Endpreis");
        // The lead's page words its estimate by the same setting.
        const [stored] = await run((db) =>
          db.select({ id: leads.id }).from(leads).where(eq(leads.email, visitor)),
        );
        expect((await call("GET", `/api/admin/leads/${stored!.id}`)).body.taxRegime).toBe(
          "regular",
        );
      } finally {
        expect((await business(TEST_BUSINESS)).status).toBe(200);
      }
    });

    it("issues the deposit on acceptance from 21 people, not for 20 unless always, once per offer", async () => {
      firstLead = await lead();
      first = await offer({ participants: 21, leadId: firstLead });
      const issued = await run((db) => issueDepositInvoiceForOffer(db, first.id, staffActor()));
      expect(issued.status).toBe("issued");
      if (issued.status !== "issued") return;
      depositId = issued.invoice.id;
      expect(issued.invoice.number).toBe(number(1));
      // 50 % of 21 × (89 € + 18,50 €) = 1.128,75 €, exactly.
      expect(issued.invoice.grossCents).toBe(112_875);
      const again = await run((db) => issueDepositInvoiceForOffer(db, first.id, staffActor()));
      expect(again).toEqual({ status: "exists", invoiceId: depositId, number: number(1) });

      const detail = (await call("GET", `/api/admin/invoices/${depositId}`))
        .body as unknown as InvoiceDetail;
      expect(detail).toMatchObject({
        kind: "deposit_invoice",
        offerNumber: first.number,
        issueDate: today(),
        serviceDate: eventDay,
        status: "open",
        amountDueCents: 112_875,
      });
      const [row] = await run((db) => db.select().from(invoices).where(eq(invoices.id, depositId)));
      expect(row!.lines).toHaveLength(1);
      expect(row!.lines[0]!.title).toMatch(
        new RegExp(`^Anzahlung 50 % auf Angebot ${first.number} vom \\d\\d\\.\\d\\d\\.\\d{4}$`),
      );
      const due = new Date(`${today()}T00:00:00Z`);
      due.setUTCDate(due.getUTCDate() + 14);
      expect(row!.dueDate).toBe(due.toISOString().slice(0, 10));
      // A partial invoice, the code XRechnung accepts for a deposit (decision 0160).
      expect(row!.xml).toContain("<ram:TypeCode>326</ram:TypeCode>");
      expect(row!.xml).toContain(`<ram:ID>${number(1)}</ram:ID>`);
      const pdf = Buffer.from(row!.pdf);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdf.includes(Buffer.from("factur-x.xml"))).toBe(true);

      const twenty = await offer({ participants: 20 });
      expect(await run((db) => issueDepositInvoiceForOffer(db, twenty.id, staffActor()))).toEqual({
        status: "not_due",
      });
      const none = await offer({ participants: 30, depositBp: 0 });
      expect(await run((db) => issueDepositInvoiceForOffer(db, none.id, staffActor()))).toEqual({
        status: "not_due",
      });
      await run((db) =>
        db.insert(adminSettings).values({
          key: "offers.depositPolicy",
          value: "always",
          updatedAt: new Date(),
          updatedBy: null,
        }),
      );
      try {
        const always = await run((db) => issueDepositInvoiceForOffer(db, twenty.id, staffActor()));
        expect(always.status === "issued" && always.invoice.number).toBe(number(2));
      } finally {
        await run((db) =>
          db.delete(adminSettings).where(eq(adminSettings.key, "offers.depositPolicy")),
        );
      }
      // The lead's timeline and the audit log note the issue.
      const entries = await run((db) =>
        db
          .select()
          .from(leadActivities)
          .where(
            and(eq(leadActivities.leadId, firstLead), eq(leadActivities.kind, "invoice_issued")),
          ),
      );
      expect(entries.map((entry) => entry.detail.number)).toEqual([number(1)]);
      const audits = await run((db) =>
        db.select().from(auditLog).where(eq(auditLog.target, depositId)),
      );
      expect(audits.map((entry) => entry.action)).toEqual(["invoice_issued"]);
    });

    it("asks for the postal address the offer lacks, and stores it on the invoice", async () => {
      const bare = await offer({ participants: 25, address: null });
      expect(await run((db) => issueDepositInvoiceForOffer(db, bare.id, staffActor()))).toEqual({
        status: "needs_address",
      });
      const refused = await call("POST", `/api/admin/offers/${bare.id}/invoices/deposit`, {});
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe("customer.address");
      const badCountry = await call("POST", `/api/admin/offers/${bare.id}/invoices/deposit`, {
        customer: { address: { ...address, country: "Germany" } },
      });
      expect(badCountry.status).toBe(400);
      expect(badCountry.body.field).toBe("customer.address.country");
      // Every text is one line without control or direction characters: a "Bcc:" line would
      // print as an address line, and the e-invoice's name and street would break.
      const injected: Array<[unknown, string, string]> = [
        [
          { address: { ...address, street: "Friedrichstraße 123\nBcc: x@example.com" } },
          "customer.address.street",
          "line_break",
        ],
        [{ address: { ...address, city: "Berlin\r" } }, "customer.address.city", "line_break"],
        [{ company: "Müller\n& Söhne", address }, "customer.company", "line_break"],
        [{ contactName: "\u202EJana Weiß", address }, "customer.contactName", "bidi"],
        [
          { address: { ...address, postalCode: "10117\u0085" } },
          "customer.address.postalCode",
          "control",
        ],
      ];
      for (const [customer, field, problem] of injected) {
        const refusedText = await call("POST", `/api/admin/offers/${bare.id}/invoices/deposit`, {
          customer,
        });
        expect([refusedText.status, refusedText.body.field, refusedText.body.textProblem]).toEqual([
          400,
          field,
          problem,
        ]);
      }
      const issued = await call("POST", `/api/admin/offers/${bare.id}/invoices/deposit`, {
        customer: { address: { ...address, country: "de" } },
      });
      expect(issued.status).toBe(201);
      expect(issued.body).toMatchObject({ number: number(3), customer: { address } });
      // By hand again: the same invoice, nothing new.
      const again = await call("POST", `/api/admin/offers/${bare.id}/invoices/deposit`, {});
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(issued.body.id);
    });

    it("keeps numbers without gaps when an issue fails half-way", async () => {
      const before = await counter();
      const broken = await offer({ participants: 22, badUnit: true });
      await expect(run((db) => issueFinalInvoice(db, broken.id, staffActor()))).rejects.toThrow();
      expect(await counter()).toBe(before);
      const left = await run((db) =>
        db.select().from(invoices).where(eq(invoices.offerId, broken.id)),
      );
      expect(left).toEqual([]);
      const mails = await run((db) =>
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(eq(mailOutbox.kind, "invoice")),
      );
      expect(mails[0]!.n).toBe(3);
      // The final invoice of the first offer takes the very next number.
      const final = await call("POST", `/api/admin/offers/${first.id}/invoices/final`, {});
      expect(final.status).toBe(201);
      finalInvoice = final.body as unknown as InvoiceDetail;
      expect(finalInvoice.number).toBe(number(before + 1));
    });

    it("deducts the deposit on the final invoice to the cent", async () => {
      expect(finalInvoice).toMatchObject({
        kind: "final_invoice",
        grossCents: first.gross,
        prepayments: [{ number: number(1), issueDate: today(), grossCents: 112_875 }],
        amountDueCents: first.gross - 112_875,
      });
      const xml = await (
        await adminFetch(api.sessions.staff, `/api/admin/invoices/${finalInvoice.id}/xml`)
      ).text();
      expect(xml).toContain("<ram:TypeCode>380</ram:TypeCode>");
      expect(xml).toContain("<ram:TotalPrepaidAmount>1128.75</ram:TotalPrepaidAmount>");
      // Which invoice the prepaid amount was (BT-25, BT-26).
      expect(xml).toMatch(
        new RegExp(
          `<ram:InvoiceReferencedDocument>\\s*<ram:IssuerAssignedID>${number(1)}</ram:IssuerAssignedID>\\s*<ram:FormattedIssueDateTime>\\s*<qdt:DateTimeString format="102">${today().replaceAll("-", "")}</qdt:DateTimeString>`,
        ),
      );
      expect(xml).toContain(
        `<ram:DuePayableAmount>${((first.gross - 112_875) / 100).toFixed(2)}</ram:DuePayableAmount>`,
      );
      expect(xml).toContain("<ram:CountryID>DE</ram:CountryID>");
      // The seller's account and tax number are the owners' business data.
      expect(xml).toContain(`<ram:IBANID>${TEST_BUSINESS.iban}</ram:IBANID>`);
      expect(xml).toContain(`>${TEST_BUSINESS.taxNumber}</ram:ID>`);
      const pdf = await adminFetch(
        api.sessions.staff,
        `/api/admin/invoices/${finalInvoice.id}/pdf`,
      );
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(pdf.headers.get("content-disposition")).toContain(
        `Rechnung-${finalInvoice.number}.pdf`,
      );
      // A second final invoice while this one stands is refused.
      const twice = await call("POST", `/api/admin/offers/${first.id}/invoices/final`, {});
      expect(twice.status).toBe(409);
      // XRechnung wants the customer's Leitweg-ID.
      const xrechnung = await call("GET", `/api/admin/invoices/${finalInvoice.id}/xrechnung`);
      expect(xrechnung.status).toBe(400);
      expect(xrechnung.body.field).toBe("buyerReference");
    });

    it("mails the invoice to the customer with its PDF attached", async () => {
      const subject = `Rechnung ${finalInvoice.number}`;
      await expect
        .poll(() => api.smtp.received.some((m) => m.headers.subject === subject), {
          timeout: 15_000,
        })
        .toBe(true);
      const mail = api.smtp.received.find((m) => m.headers.subject === subject);
      expect(mail).toBeDefined();
      expect(mail!.envelope.to).toEqual(["jana.weiss@mueller-logistik.example"]);
      expect(mail!.text).toContain("Schlussrechnung");
      expect(mail!.text).toContain(finalInvoice.number);
      expect(mail!.raw).toContain(`Rechnung-${finalInvoice.number}.pdf`);
      expect(mail!.raw).toMatch(/Content-Type: application\/pdf/i);
    });

    it("cancels with a credit note (381), after which a new invoice can be issued", async () => {
      const blocked = await call("POST", `/api/admin/invoices/${depositId}/cancel`, {});
      expect(blocked.status).toBe(409);
      expect(blocked.body.error).toBe("deducted_by_final");
      const cancelled = await call("POST", `/api/admin/invoices/${finalInvoice.id}/cancel`, {});
      expect(cancelled.status).toBe(201);
      const credit = cancelled.body as unknown as InvoiceDetail;
      expect(credit).toMatchObject({
        kind: "cancellation",
        status: "credit",
        grossCents: -first.gross,
        amountDueCents: -(first.gross - 112_875),
        cancels: { id: finalInvoice.id, number: finalInvoice.number },
      });
      const [row] = await run((db) => db.select().from(invoices).where(eq(invoices.id, credit.id)));
      expect(row!.xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
      expect(row!.xml).toContain(
        `<ram:IssuerAssignedID>${finalInvoice.number}</ram:IssuerAssignedID>`,
      );
      expect(row!.totals.grossCents).toBe(first.gross); // the document shows positive amounts
      const again = await call("POST", `/api/admin/invoices/${finalInvoice.id}/cancel`, {});
      expect(again.status).toBe(409);
      const ofCredit = await call("POST", `/api/admin/invoices/${credit.id}/cancel`, {});
      expect(ofCredit.status).toBe(409);
      const fresh = await call("POST", `/api/admin/offers/${first.id}/invoices/final`, {});
      expect(fresh.status).toBe(201);
      expect(fresh.body.number).toBe(number(Number(credit.number.slice(-4)) + 1));
      const list = await call("GET", `/api/admin/invoices?month=${month()}`);
      const statuses = Object.fromEntries(
        (list.body.invoices as InvoiceSummary[]).map((item) => [item.number, item.status]),
      );
      expect(statuses[finalInvoice.number]).toBe("cancelled");
      expect(statuses[credit.number]).toBe("credit");
      expect(statuses[fresh.body.number as string]).toBe("open");
    });

    it("refuses any change of an issued invoice but its payment, and its deletion", async () => {
      await expect(
        run((db) => db.update(invoices).set({ grossCents: 1 }).where(eq(invoices.id, depositId))),
      ).rejects.toThrow();
      await expect(
        run((db) =>
          db.execute(sql`update invoices set customer = '{}'::jsonb where id = ${depositId}`),
        ),
      ).rejects.toThrow();
      await expect(
        run((db) => db.delete(invoices).where(eq(invoices.id, depositId))),
      ).rejects.toThrow();
      const [row] = await run((db) => db.select().from(invoices).where(eq(invoices.id, depositId)));
      expect(row!.grossCents).toBe(112_875);
    });

    it("records a payment by day and amount", async () => {
      const bad = await call("POST", `/api/admin/invoices/${depositId}/payment`, {
        paidOn: `${year()}-02-30`,
        paidCents: 112_875,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe("paidOn");
      const zero = await call("POST", `/api/admin/invoices/${depositId}/payment`, {
        paidOn: today(),
        paidCents: 0,
      });
      expect(zero.body.field).toBe("paidCents");
      const pay = (body: Record<string, unknown>) =>
        call("POST", `/api/admin/invoices/${depositId}/payment`, body);
      // Not before the invoice's date, not above what it asks unless confirmed.
      const ancient = await pay({ paidOn: "1900-01-01", paidCents: 112_875 });
      expect(ancient).toMatchObject({
        status: 400,
        body: { error: "before_issue", field: "paidOn" },
      });
      const huge = await pay({ paidOn: today(), paidCents: 99_999_999 });
      expect(huge).toMatchObject({
        status: 409,
        body: { error: "above_open", field: "paidCents", openCents: 112_875 },
      });
      expect((await pay({ paidOn: today(), paidCents: 100_000 })).status).toBe(200);
      const over = await pay({ paidOn: today(), paidCents: 120_000, overpayment: true });
      expect(over.status).toBe(200);
      const paid = await call("POST", `/api/admin/invoices/${depositId}/payment`, {
        paidOn: today(),
        paidCents: 112_875,
      });
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ status: "paid", paidOn: today(), paidCents: 112_875 });
      const [row] = await run((db) => db.select().from(invoices).where(eq(invoices.id, depositId)));
      expect(row!.paidRecordedBy).toBe(api.sessions.staff.userId);
      // Each correction keeps the record it replaced in the audit log.
      const trail = await run((db) =>
        db.select().from(auditLog).where(eq(auditLog.target, depositId)),
      );
      const payments = trail
        .filter((entry) => entry.action === "invoice_paid")
        .map((entry) => entry.detail as Record<string, unknown>);
      expect(payments.map((p) => [p.paidCents, p.overpaidCents, p.source])).toEqual([
        [100_000, 0, "manual"],
        [120_000, 7_125, "manual"],
        [112_875, 0, "manual"],
      ]);
      expect(payments[2]!.previous).toEqual({
        paidOn: today(),
        paidCents: 120_000,
        recordedBy: api.sessions.staff.userId,
      });
    });

    it("lists invoices unpaid past their due day with the days overdue and what is open", async () => {
      const now = await call("GET", "/api/admin/invoices/overdue");
      expect(now).toEqual({ status: 200, body: { invoices: [] } });
      // A month on, every invoice issued today and not paid or cancelled is 16 days overdue.
      const later = addDays(today(), 30);
      const overdue = await run((db) => overdueInvoices(db, later));
      expect(overdue.length).toBeGreaterThan(0);
      const ids = overdue.map((invoice) => invoice.id);
      expect(ids).not.toContain(depositId); // paid in full
      expect(ids).not.toContain(finalInvoice.id); // cancelled
      expect(overdue.every((invoice) => invoice.daysOverdue === 16)).toBe(true);
      expect(overdue.every((invoice) => invoice.kind !== "cancellation")).toBe(true);
      // A partial payment leaves the rest open.
      const [first] = overdue;
      const paid = await call("POST", `/api/admin/invoices/${first!.id}/payment`, {
        paidOn: today(),
        paidCents: first!.openCents - 10_000,
      });
      expect(paid.status).toBe(200);
      const after = await run((db) => overdueInvoices(db, later));
      expect(after.find((invoice) => invoice.id === first!.id)?.openCents).toBe(10_000);
    });

    it("sends payment reminders level by level in the customer's language, kept and logged", async () => {
      const enLead = await lead("sam.taylor@northwind.example");
      const en = await offer({
        participants: 25,
        leadId: enLead,
        language: "en",
        eventDate: addDays(today(), 5),
      });
      // Issued 20 days ago: due 6 days ago (14 days' term), overdue today.
      const issued = await run((db) =>
        issueDepositInvoiceForOffer(db, en.id, staffActor(), {
          now: new Date(Date.now() - 20 * 86_400_000),
        }),
      );
      if (issued.status !== "issued") throw new Error(issued.status);
      const id = issued.invoice.id;
      const invoiceNumber = issued.invoice.number;
      // Its event is 5 days away: the deposit is listed as open before the event (0187).
      const soon = (await call("GET", "/api/admin/invoices/deposits-due")).body
        .invoices as DepositDue[];
      expect(soon.find((invoice) => invoice.id === id)).toMatchObject({
        daysToEvent: 5,
        openCents: 134_375,
        eventDate: addDays(today(), 5),
      });
      expect(soon.map((invoice) => invoice.id)).not.toContain(depositId); // paid
      for (const invoice of soon) {
        expect(invoice.eventDate >= today() && invoice.eventDate <= addDays(today(), 7)).toBe(true);
      }
      const url = `/api/admin/invoices/${id}/reminder`;
      // A paid invoice gets none; a body without text is refused naming the field.
      const paid = await call("GET", `/api/admin/invoices/${depositId}/reminder`);
      expect(paid).toMatchObject({ status: 409, body: { error: "not_overdue" } });
      const empty = await call("POST", url, { level: 1, text: " " });
      expect(empty.status).toBe(400);
      expect(empty.body.field).toBe("text");
      const draft = (await call("GET", url)).body as unknown as ReminderDraft;
      expect(draft).toMatchObject({
        level: 1,
        language: "en",
        to: "jana.weiss@mueller-logistik.example",
        subject: `Payment reminder: invoice ${invoiceNumber}`,
        openCents: 134_375,
        attachments: [`Invoice-${invoiceNumber}.pdf`, `GiroCode-${invoiceNumber}.png`],
      });
      expect(draft.text).toContain("€1,343.75 is still open");
      expect(draft.text).toContain(`IBAN: DE02 1203 0000 0000 2020 51`);
      expect(draft.text).toContain(`Reference: ${invoiceNumber}`);
      const send = (level: number, text: string) => call("POST", url, { level, text });
      expect(await send(1, draft.text)).toMatchObject({ status: 201, body: { level: 1 } });
      // The same level twice is refused; the next is the first overdue notice.
      expect(await send(1, draft.text)).toMatchObject({
        status: 409,
        body: { error: "reminder_level", field: "level" },
      });
      const second = (await call("GET", url)).body as unknown as ReminderDraft;
      expect(second.subject).toBe(`First overdue notice: invoice ${invoiceNumber}`);
      expect(second.text).toContain(`despite our payment reminder of ${formatDay(today(), "en")}`);
      const written = "Dear Sam, as discussed on the phone: please pay by Friday.";
      expect((await send(2, written)).status).toBe(201);
      const third = (await call("GET", url)).body as unknown as ReminderDraft;
      expect(third.level).toBe(3);
      expect((await send(3, third.text)).status).toBe(201);
      expect(await call("GET", url)).toMatchObject({
        status: 409,
        body: { error: "reminders_done" },
      });
      const overdueNow = (await call("GET", "/api/admin/invoices/overdue")).body
        .invoices as OverdueInvoice[];
      expect(overdueNow.find((invoice) => invoice.id === id)?.reminders).toEqual(
        [1, 2, 3].map((level) => ({ level, sentOn: today() })),
      );

      // The first went out in English with the invoice and the GiroCode of the open amount,
      // written by a person: no Auto-Submitted.
      await expect
        .poll(
          () =>
            [draft, second, third].filter(({ subject }) =>
              api.smtp.received.some((m) => m.headers.subject === subject),
            ).length,
          { timeout: 15_000 },
        )
        .toBe(3);
      const mail = api.smtp.received.find((m) => m.headers.subject === draft.subject)!;
      expect(mail.text.replace(/\r\n/g, "\n")).toBe(draft.text);
      expect(mail.headers["auto-submitted"]).toBeUndefined();
      const { attachments } = await simpleParser(mail.raw);
      expect(attachments.map((a) => a.filename)).toEqual(draft.attachments);
      const code = readQrCode(attachments[1]!.content).split("\n");
      expect(code[6]).toBe("DE02120300000000202051");
      expect(code[7]).toBe("EUR1343.75");
      expect(code[10]).toBe(invoiceNumber);
      const edited = api.smtp.received.find((m) => m.headers.subject === second.subject)!;
      expect(edited.text.replace(/\r\n/g, "\n")).toBe(`${written}\n`);

      // The lead's timeline has each with its mail; the audit log each.
      const timeline = await run((db) => leadTimeline(db, enLead));
      const reminders = timeline.filter((entry) => entry.kind === "reminder_sent");
      expect(reminders.map((entry) => entry.detail.level)).toEqual([3, 2, 1]);
      expect(reminders.every((entry) => entry.mail?.id)).toBe(true);
      const audits = await run((db) =>
        db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.target, id), eq(auditLog.action, "invoice_reminder_sent"))),
      );
      expect(audits).toHaveLength(3);

      // A German invoice, overdue a month on, gets the German text.
      const later = addDays(today(), 30);
      const german = (await run((db) => overdueInvoices(db, later))).find(
        (invoice) => invoice.language === "de" && invoice.reminders.length === 0,
      )!;
      const de = await run((db) => reminderDraft(db, german.id, later));
      expect(de.subject).toBe(`Zahlungserinnerung zur Rechnung ${german.number}`);
      expect(de.text).toContain(`Verwendungszweck: ${german.number}`);
      expect(de.text).toMatch(/Guten Tag Jana Weiß,|Sehr geehrte/);
      expect(de.text).toContain("sind noch offen");
    });

    it("exports a month as a ZIP of PDFs and XML with a CSV list", async () => {
      const missing = await call("GET", "/api/admin/invoices/export");
      expect(missing.status).toBe(400);
      expect(missing.body.field).toBe("month");
      const response = await adminFetch(
        api.sessions.staff,
        `/api/admin/invoices/export?month=${month()}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/zip");
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      const rows = await run((db) =>
        db
          .select({ number: invoices.number })
          .from(invoices)
          .where(sql`to_char(${invoices.issueDate}, 'YYYY-MM') = ${month()}`),
      );
      const numbers = rows.map((row) => row.number).sort();
      expect(Object.keys(files).sort()).toEqual(
        [
          ...numbers.flatMap((n) => [`${n}.pdf`, `${n}.xml`]),
          `Rechnungen-${month()}.csv`,
          `Zahlungen-${month()}.csv`,
        ].sort(),
      );
      // Each payment of the month with its source (decision 0184).
      const paymentLines = strFromU8(files[`Zahlungen-${month()}.csv`]!)
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(paymentLines[0]).toBe(
        '"Zahlungsdatum";"Rechnungsnummer";"Kunde";"Betrag";"Quelle";"Buchungsreferenz"',
      );
      const [py, pm, pd] = today().split("-");
      expect(paymentLines).toContain(
        `"${pd}.${pm}.${py}";"${number(1)}";"Müller & Söhne Logistik GmbH";"1128,75";"von Hand";""`,
      );
      const csv = strFromU8(files[`Rechnungen-${month()}.csv`]!).replace(/^\uFEFF/, "");
      const lines = csv.trimEnd().split("\r\n");
      expect(lines[0]).toBe(
        '"Rechnungsnummer";"Rechnungsdatum";"Kunde";"Netto";"Umsatzsteuer";"Brutto";"Bezahlt am";"Bezahlter Betrag"',
      );
      expect(lines).toHaveLength(numbers.length + 1);
      const [y, m, d] = today().split("-");
      expect(lines).toContain(
        `"${number(1)}";"${d}.${m}.${y}";"Müller & Söhne Logistik GmbH";"1128,75";"0,00";"1128,75";"${d}.${m}.${y}";"1128,75"`,
      );
      const gross = `${Math.floor(first.gross / 100)},${String(first.gross % 100).padStart(2, "0")}`;
      expect(
        lines.some(
          (line) =>
            line.includes(`"-${gross}";"0,00";"-${gross}"`) || line.includes(`"-${gross}";"-0,00"`),
        ),
      ).toBe(true);
    });

    it("keeps the offer and invoices on a privacy erasure and erases the lead", async () => {
      const draft = await offer({ participants: 10, leadId: firstLead, status: "draft" });
      const erased = await call(
        "POST",
        "/api/admin/privacy/person/erase",
        {
          email: "jana.weiss@mueller-logistik.example",
          confirm: "jana.weiss@mueller-logistik.example",
        },
        api.sessions.owner,
      );
      expect(erased.status).toBe(200);
      expect(erased.body).toMatchObject({ enquiries: 1, drafts: 1 });
      expect(erased.body.keptOffers).toBeGreaterThanOrEqual(1);
      expect(erased.body.keptInvoices).toBeGreaterThanOrEqual(4);
      expect(erased.body.keptReason).toContain("Art. 17(3)(b)");
      expect(await run((db) => db.select().from(leads).where(eq(leads.id, firstLead)))).toEqual([]);
      expect(await run((db) => db.select().from(offers).where(eq(offers.id, draft.id)))).toEqual(
        [],
      );
      const [kept] = await run((db) =>
        db
          .select({ leadId: offers.leadId, customer: offers.customer })
          .from(offers)
          .where(eq(offers.id, first.id)),
      );
      expect(kept).toMatchObject({ leadId: null, customer: { contactName: "Jana Weiß" } });
      const [invoice] = await run((db) =>
        db
          .select({ leadId: invoices.leadId, number: invoices.number })
          .from(invoices)
          .where(eq(invoices.id, depositId)),
      );
      expect(invoice).toEqual({ leadId: null, number: number(1) });
    });

    it("deletes invoices 8 and sent offers 6 years after their year, lead-less drafts after 12 months", async () => {
      const now = new Date();
      const thisYear = Number(year());
      const old = (y: number) => new Date(`${y}-03-01T10:00:00Z`);
      const gone = await offer({ participants: 5, sentAt: old(thisYear - 9) });
      const keptByInvoice = await offer({ participants: 5, sentAt: old(thisYear - 7) });
      const oldOffer = await offer({
        participants: 5,
        sentAt: old(thisYear - 7),
        status: "declined",
      });
      const recentOffer = await offer({ participants: 5, sentAt: old(thisYear - 6) });
      const staleDraft = await offer({
        participants: 5,
        status: "draft",
        updatedAt: new Date(now.getTime() - 400 * 86_400_000),
      });
      const freshDraft = await offer({
        participants: 5,
        status: "draft",
        updatedAt: new Date(now.getTime() - 300 * 86_400_000),
      });
      const stored = (
        offerId: string,
        issueYear: number,
        n: string,
        cancelsId: string | null = null,
      ) =>
        run((db) =>
          db
            .insert(invoices)
            .values({
              id: randomUUID(),
              number: n,
              kind: cancelsId ? "cancellation" : "final_invoice",
              offerId,
              cancelsId,
              language: "de",
              taxRegime: "small_business",
              customer: {
                company: "X",
                contactName: "Y",
                email: "y@x.example",
                address,
                vatId: null,
                buyerReference: null,
              },
              issueDate: `${issueYear}-06-30`,
              dueDate: `${issueYear}-07-14`,
              lines: [],
              totals: computeTotals([], null, "small_business"),
              netCents: 0,
              taxCents: 0,
              grossCents: 0,
              amountDueCents: 0,
              pdf: Buffer.from("%PDF-"),
              xml: "<x/>",
              createdAt: old(issueYear),
            })
            .returning({ id: invoices.id }),
        );
      const [original] = await stored(gone.id, thisYear - 9, `R-${thisYear - 9}-0001`);
      await stored(gone.id, thisYear - 9, `R-${thisYear - 9}-0002`, original!.id);
      await stored(keptByInvoice.id, thisYear - 7, `R-${thisYear - 7}-0001`);
      const purged = await run((db) => deleteExpiredDocuments(db, now));
      expect(purged).toEqual({ invoices: 2, offers: 2, drafts: 1 });
      const left = new Set(
        (await run((db) => db.select({ id: offers.id }).from(offers))).map((row) => row.id),
      );
      expect(left.has(gone.id)).toBe(false);
      expect(left.has(oldOffer.id)).toBe(false);
      expect(left.has(keptByInvoice.id)).toBe(true);
      expect(left.has(recentOffer.id)).toBe(true);
      expect(left.has(staleDraft.id)).toBe(false);
      expect(left.has(freshDraft.id)).toBe(true);
      expect(left.has(first.id)).toBe(true);
    });

    it("answers only signed-in members of the team", async () => {
      const anonymous = await fetch(`${api.server.url}/api/admin/invoices`);
      expect(anonymous.status).toBe(401);
      const owner = await call(
        "GET",
        `/api/admin/invoices?month=${month()}`,
        undefined,
        api.sessions.owner,
      );
      expect(owner.status).toBe(200);
      const badMonth = await call("GET", "/api/admin/invoices?month=2026-13");
      expect(badMonth.status).toBe(400);
      expect(badMonth.body.field).toBe("month");
    });
  });
}
