/**
 * Bank statements on both engines (decision 0185): one CAMT.053 file with an exact
 * reference match, a match by amount and name, a partial payment, an overpayment, an
 * amount that fits two invoices, an unknown credit, a foreign credit and a debit gives
 * exactly the expected lines; confirming records the payments (source, reference,
 * confirmer), the lead's timeline and the audit log; the same file twice records nothing
 * twice; a malformed and a too-large file are refused with a JSON error and record nothing.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, berlinDay } from "../../app/shared/berlin-time.ts";
import { auditLog } from "../../server/accounts/schema.ts";
import { bankStatementLines } from "../../server/bank/schema.ts";
import type { Db } from "../../server/database/connection.ts";
import { invoicePayments, invoices } from "../../server/invoices/schema.ts";
import { leadActivities } from "../../server/leads/schema.ts";
import { insertLead } from "../../server/leads/store/intake.ts";
import { camt053, seedOpenInvoices } from "../support/bank-statements.ts";
import { adminFetch } from "./support/admin-session.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { engines } from "./support/databases.ts";

const today = () => berlinDay(new Date());

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`bank statements on ${engine.name}`, () => {
    let api: ApiTest<"staff">;
    const run = <T>(fn: (db: Db) => Promise<T>) => api.database.service.run(fn);
    const call = async (method: string, url: string, body?: unknown) => {
      const response = await adminFetch(api.sessions.staff, url, {
        method,
        ...(body === undefined
          ? {}
          : { body: typeof body === "string" ? body : JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const upload = (file: string) => call("POST", "/api/admin/bank-statements", { file });
    const counts = () =>
      run(async (db) => ({
        lines: (await db.select().from(bankStatementLines)).length,
        payments: (await db.select().from(invoicePayments)).length,
      }));

    let leadId: string;
    let ids: Record<string, string>;
    const booked = () => addDays(today(), -1);
    const statement = () =>
      camt053([
        {
          ref: "BANK-1",
          cents: 100_000,
          bookedOn: booked(),
          payer: "Jana Weiss",
          text: "Rechnung R-2026-0901 Danke",
        },
        {
          ref: "BANK-2",
          cents: 54_321,
          bookedOn: booked(),
          payer: "KIEZBRAUEREI SCHMIDT GMBH",
          text: "Sommerfest",
        },
        {
          ref: "BANK-3",
          cents: 50_000,
          bookedOn: booked(),
          payer: "Hoch AG",
          text: "Anzahlung R 2026 0903",
        },
        {
          ref: "BANK-4",
          cents: 35_000,
          bookedOn: booked(),
          payer: "Tief GmbH",
          text: "Angebot A-2026-0904",
        },
        { ref: "BANK-5", cents: 77_700, bookedOn: booked(), payer: "Unbekannt", text: "Zahlung" },
        { ref: "BANK-6", cents: 12_345, bookedOn: booked(), payer: "Fremd", text: "Spende" },
        {
          ref: "BANK-7",
          cents: 100_000,
          currency: "USD",
          bookedOn: booked(),
          payer: "Jana Weiss",
          text: "R-2026-0901",
        },
        {
          ref: "BANK-8",
          cents: 5_000,
          credit: false,
          bookedOn: booked(),
          payer: "Vermieter",
          text: "Miete",
        },
      ]);

    beforeAll(async () => {
      api = await startApiTest(engine, {
        sessions: { staff: { role: "staff", name: "Stefan Staff" } },
      });
      const issued = addDays(today(), -10);
      leadId = await run(
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
                email: "jana.weiss@mueller-logistik.example",
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
      const spec = (n: number, cents: number, company: string, contactName: string) => ({
        number: `R-2026-090${n}`,
        offerNumber: `A-2026-090${n}`,
        cents,
        company,
        contactName,
        issueDate: issued,
        leadId: n === 1 ? leadId : null,
      });
      const seeded = await run((db) =>
        seedOpenInvoices(db, [
          spec(1, 100_000, "Müller & Söhne Logistik GmbH", "Jana Weiß"),
          spec(2, 54_321, "Kiezbrauerei Schmidt GmbH", "Paul Schmidt"),
          spec(3, 200_000, "Hoch AG", "Eva Hoch"),
          spec(4, 30_000, "Tief GmbH", "Max Tief"),
          spec(5, 77_700, "Erste GmbH", "Anna Erste"),
          spec(6, 77_700, "Zweite GmbH", "Bert Zweite"),
        ]),
      );
      ids = Object.fromEntries(seeded.map((id, index) => [`R${index + 1}`, id]));
    });
    afterAll(() => api?.close());

    it("refuses a malformed, foreign or too-large file with a JSON error and records nothing", async () => {
      const broken = await upload("<Document><BkToCstmrStmt><Stmt>");
      expect(broken).toMatchObject({
        status: 400,
        body: { error: "malformed_xml", field: "file" },
      });
      const other = await upload('<?xml version="1.0"?><Document><pain/></Document>');
      expect(other).toMatchObject({ status: 400, body: { error: "not_camt053", field: "file" } });
      const badAmount = statement().replace('<Amt Ccy="EUR">543.21', '<Amt Ccy="EUR">5,43');
      expect(await upload(badAmount)).toMatchObject({
        status: 400,
        body: { error: "malformed_statement", field: "file" },
      });
      const missing = await call("POST", "/api/admin/bank-statements", {});
      expect(missing).toMatchObject({ status: 400, body: { field: "file" } });
      const huge = await upload(statement() + " ".repeat(8 * 1024 * 1024));
      expect(huge.status).toBe(413);
      expect(typeof huge.body.error).toBe("string");
      expect(await counts()).toEqual({ lines: 0, payments: 0 });
    });

    it("imports the credits in euros, proposes, lists unclear and unmatched ones", async () => {
      const first = await upload(statement());
      expect(first).toEqual({
        status: 201,
        body: {
          imported: 6,
          duplicates: 0,
          debits: 1,
          foreign: 1,
          proposed: 4,
          unclear: 1,
          unmatched: 1,
        },
      });
      const listed = await call("GET", "/api/admin/bank-statements/lines");
      const lines = listed.body.lines as Array<{
        entryRef: string;
        state: string;
        invoice: { id: string; openCents: number } | null;
        candidates: Array<{ id: string }>;
      }>;
      expect(
        lines.map((line) => [
          line.entryRef,
          line.state,
          line.invoice?.id ?? null,
          line.candidates.map((c) => c.id).sort(),
        ]),
      ).toEqual([
        ["BANK-1", "proposed", ids.R1, []],
        ["BANK-2", "proposed", ids.R2, []],
        ["BANK-3", "proposed", ids.R3, []],
        ["BANK-4", "proposed", ids.R4, []],
        ["BANK-5", "unclear", null, [ids.R5, ids.R6].sort()],
        ["BANK-6", "unmatched", null, []],
      ]);
    });

    it("confirms lines into payments: in full, partly, overpaid only when confirmed so", async () => {
      const lines = (await call("GET", "/api/admin/bank-statements/lines")).body.lines as Array<{
        id: string;
        entryRef: string;
      }>;
      const line = (ref: string) => lines.find((l) => l.entryRef === ref)!.id;
      const confirm = (ref: string, body: Record<string, unknown> = {}) =>
        call("POST", `/api/admin/bank-statements/lines/${line(ref)}/confirm`, body);
      expect(await confirm("BANK-1")).toMatchObject({ status: 200, body: { openCents: 0 } });
      expect(await confirm("BANK-2")).toMatchObject({ status: 200, body: { openCents: 0 } });
      expect(await confirm("BANK-3")).toMatchObject({ status: 200, body: { openCents: 150_000 } });
      expect(await confirm("BANK-4")).toMatchObject({
        status: 409,
        body: { error: "above_open", field: "paidCents", openCents: 30_000 },
      });
      expect(await confirm("BANK-4", { overpayment: true })).toMatchObject({
        status: 200,
        body: { openCents: 0, overpaidCents: 5_000 },
      });
      expect(await confirm("BANK-5")).toMatchObject({ status: 400, body: { field: "invoiceId" } });
      expect(await confirm("BANK-5", { invoiceId: ids.R6 })).toMatchObject({ status: 200 });
      expect(await confirm("BANK-1")).toMatchObject({
        status: 409,
        body: { error: "already_recorded" },
      });

      const payments = await run((db) =>
        db.select().from(invoicePayments).orderBy(invoicePayments.entryRef),
      );
      expect(payments.map((p) => [p.invoiceId, p.cents, p.source, p.entryRef, p.paidOn])).toEqual([
        [ids.R1, 100_000, "statement", "BANK-1", booked()],
        [ids.R2, 54_321, "statement", "BANK-2", booked()],
        [ids.R3, 50_000, "statement", "BANK-3", booked()],
        [ids.R4, 35_000, "statement", "BANK-4", booked()],
        [ids.R6, 77_700, "statement", "BANK-5", booked()],
      ]);
      expect(payments.every((p) => p.confirmedBy === api.sessions.staff.userId)).toBe(true);
      const rows = await run((db) => db.select().from(invoices));
      const state = (id: string) => {
        const row = rows.find((r) => r.id === id)!;
        return [row.paidOn, row.paidCents];
      };
      expect(state(ids.R1!)).toEqual([booked(), 100_000]);
      expect(state(ids.R3!)).toEqual([null, 50_000]); // partly paid: the rest stays open
      expect(state(ids.R4!)).toEqual([booked(), 35_000]);
      expect(state(ids.R5!)).toEqual([null, null]);

      // A hand-typed payment adds to the statement's: the rest of R-2026-0903.
      const typed = await call("POST", `/api/admin/invoices/${ids.R3}/payment`, {
        paidOn: today(),
        paidCents: 150_000,
      });
      expect(typed).toMatchObject({ status: 200, body: { status: "paid", paidCents: 200_000 } });

      const timeline = await run((db) =>
        db.select().from(leadActivities).where(eq(leadActivities.leadId, leadId)),
      );
      expect(timeline.filter((a) => a.kind === "payment_received").map((a) => a.detail)).toEqual([
        expect.objectContaining({
          number: "R-2026-0901",
          cents: 100_000,
          source: "statement",
          openCents: 0,
        }),
      ]);
      const audits = await run((db) =>
        db.select().from(auditLog).where(eq(auditLog.action, "invoice_paid")),
      );
      expect(audits.map((a) => (a.detail as { source: string }).source).sort()).toEqual([
        "manual",
        ...Array(5).fill("statement"),
      ]);
    });

    it("records nothing twice when the same statement comes again", async () => {
      const before = await counts();
      const again = await upload(statement());
      expect(again).toEqual({
        status: 200,
        body: {
          imported: 0,
          duplicates: 6,
          debits: 1,
          foreign: 1,
          proposed: 0,
          unclear: 0,
          unmatched: 0,
        },
      });
      expect(await counts()).toEqual(before);
      expect(before).toEqual({ lines: 6, payments: 6 });
      const left = (await call("GET", "/api/admin/bank-statements/lines")).body.lines as Array<{
        entryRef: string;
      }>;
      expect(left.map((l) => l.entryRef)).toEqual(["BANK-6"]);
      const total = await run((db) =>
        db.execute(
          sql`select count(*)::int as n from bank_statement_lines where state = 'confirmed'`,
        ),
      );
      const rows = ((total as unknown as { rows?: { n: number }[] }).rows ?? total) as {
        n: number;
      }[];
      expect(Number(rows[0]!.n)).toBe(5);
    });
  });
}
