/**
 * Bank statements on both engines (decision 0185): one CAMT.053 file with an exact
 * reference match, a match by amount and name, a partial payment, an overpayment, an
 * amount that fits two invoices, an unknown credit, a foreign credit and a debit gives
 * exactly the expected lines; confirming records the payments (source, reference,
 * confirmer), the lead's timeline and the audit log; the same file twice records nothing
 * twice; a malformed and a too-large file are refused with a JSON error and record nothing.
 * A bank's CSV (Windows-1252, lines before the table, Soll/Haben column) is previewed, read
 * through a mapping that is saved and proposed again, matched the same way and not recorded
 * twice (decision 0198); a line is assigned by hand to an invoice found by search; a
 * recorded statement payment is undone with a reason (decision 0199).
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
import { bankCsv, camt053, seedOpenInvoices } from "../support/bank-statements.ts";
import { adminFetch } from "./support/admin-session.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import { engines } from "./support/databases.ts";

/**
 * The Berlin day when the file started, fixed: the statements are built and their payments
 * compared at different moments, which may fall on both sides of midnight.
 */
const today = berlinDay(new Date());

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
    const booked = () => addDays(today, -1);
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
      const issued = addDays(today, -10);
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
        paidOn: today,
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
    const csvRows = () => [
      { bookedOn: booked(), cents: 80_000, payer: "Csv Eins GmbH", text: "RE R-2026-0911 Danke" },
      { bookedOn: booked(), cents: 1_000, payer: "Bäckerei Größe", text: "Spende für's Fest" },
      {
        bookedOn: booked(),
        cents: 123_450,
        payer: "DREI KG",
        iban: "DE02 1203 0000 0000 2020 51",
        text: "Sommerfest",
      },
      { bookedOn: booked(), cents: -10_000, payer: "Vermieter", text: "Miete" },
      { bookedOn: booked(), cents: 9_999, payer: "Jemand", text: "Danke" },
      { bookedOn: booked(), cents: 9_999, payer: "Jemand", text: "Danke" },
      // Dollars: as many as R-2026-0911's euros, with its number, yet no payment of it.
      {
        bookedOn: booked(),
        cents: 80_000,
        payer: "Overseas Inc.",
        text: "RE R-2026-0911",
        currency: "USD",
      },
    ];
    const csvColumns = {
      bookedOn: "Buchungstag",
      amount: "Umsatz",
      currency: "Währung",
      indicator: "Soll/Haben",
      debtorName: "Name Zahlungsbeteiligter",
      iban: "IBAN Zahlungsbeteiligter",
      remittance: "Verwendungszweck",
    };
    const uploadCsv = (bytes: Buffer, extra: Record<string, unknown> = {}) =>
      call("POST", "/api/admin/bank-statements", {
        csv: bytes.toString("base64"),
        fileName: "umsaetze.csv",
        columns: csvColumns,
        ...extra,
      });
    const preview = (bytes: Buffer) =>
      call("POST", "/api/admin/bank-statements/csv-preview", {
        sample: bytes.subarray(0, 8192).toString("base64"),
        truncated: bytes.length > 8192,
      });
    let csvIds: Record<string, string>;

    it("reads a bank's CSV through a saved column mapping, matched like CAMT, nothing twice", async () => {
      const issued = addDays(today, -10);
      const seeded = await run((db) =>
        seedOpenInvoices(db, [
          {
            number: "R-2026-0911",
            offerNumber: "A-2026-0911",
            cents: 80_000,
            company: "Csv Eins GmbH",
            contactName: "Eva Eins",
            issueDate: issued,
          },
          {
            number: "R-2026-0913",
            offerNumber: "A-2026-0913",
            cents: 123_450,
            company: "Drei KG",
            contactName: "Dora Drei",
            issueDate: issued,
          },
          {
            number: "R-2026-0914",
            offerNumber: "A-2026-0914",
            cents: 5_000,
            company: "Vier OHG",
            contactName: "Veit Vier",
            issueDate: issued,
          },
        ]),
      );
      csvIds = { R11: seeded[0]!, R13: seeded[1]!, R14: seeded[2]! };
      const file = bankCsv(csvRows());
      const before = await counts();

      const first = await preview(file);
      expect(first).toMatchObject({
        status: 200,
        body: {
          encoding: "windows-1252",
          separator: ";",
          headers: [
            "Buchungstag",
            "Valuta",
            "Name Zahlungsbeteiligter",
            "IBAN Zahlungsbeteiligter",
            "Verwendungszweck",
            "Währung",
            "Umsatz",
            "Soll/Haben",
          ],
          saved: null,
          guess: csvColumns,
        },
      });
      expect((first.body.rows as string[][])[1]![2]).toBe("Bäckerei Größe");

      // Refused, naming the field or the line; nothing stored.
      expect(await uploadCsv(file, { columns: { ...csvColumns, amount: "Betrag" } })).toMatchObject(
        {
          status: 400,
          body: { error: "csv_column_missing", field: "columns.amount" },
        },
      );
      const { bookedOn: _day, ...noDay } = csvColumns;
      expect(await uploadCsv(file, { columns: noDay })).toMatchObject({
        status: 400,
        body: { field: "columns.bookedOn" },
      });
      const badDay = Buffer.from(
        file.toString("latin1").replace(/"\d\d\.\d\d\.\d{4}"/, '"32.13.2026"'),
        "latin1",
      );
      const refusedDay = await uploadCsv(badDay);
      expect(refusedDay).toMatchObject({
        status: 400,
        body: {
          error: "malformed_statement",
          field: "file",
          problem: "day",
          line: 5,
          value: "32.13.2026",
        },
      });
      expect(refusedDay.body.message).toMatch(/Line 5: "32\.13\.2026" is not a day/);
      const badSide = Buffer.from(
        file.toString("latin1").replace('"EUR";"1.234,50";"H"', '"EUR";"1.234,50";"X"'),
        "latin1",
      );
      expect(await uploadCsv(badSide)).toMatchObject({
        status: 400,
        body: { error: "malformed_statement", field: "file" },
      });
      expect(await uploadCsv(Buffer.from("Hallo\nWelt\n"))).toMatchObject({
        status: 400,
        body: { error: "not_csv", field: "file" },
      });
      expect(await uploadCsv(file, { saveAs: "Bank\u0000" })).toMatchObject({
        status: 400,
        body: { field: "saveAs" },
      });
      expect(await counts()).toEqual(before);

      const imported = await uploadCsv(file, { saveAs: "Volksbank" });
      expect(imported).toEqual({
        status: 201,
        body: {
          imported: 5,
          duplicates: 0,
          debits: 1,
          foreign: 1,
          proposed: 2,
          unclear: 0,
          unmatched: 3,
        },
      });
      const lines = (await call("GET", "/api/admin/bank-statements/lines")).body.lines as Array<{
        entryRef: string;
        state: string;
        cents: number;
        debtorName: string;
        debtorIban: string | null;
        invoice: { id: string } | null;
      }>;
      const fromCsv = lines.filter((line) => line.entryRef.startsWith("csv-"));
      expect(
        fromCsv.map((l) => [l.cents, l.state, l.invoice?.id ?? null, l.debtorName]).sort(),
      ).toEqual(
        [
          [80_000, "proposed", csvIds.R11, "Csv Eins GmbH"],
          [123_450, "proposed", csvIds.R13, "DREI KG"],
          [9_999, "unmatched", null, "Jemand"],
          [9_999, "unmatched", null, "Jemand"],
          [1_000, "unmatched", null, "Bäckerei Größe"],
        ].sort(),
      );
      expect(new Set(fromCsv.map((l) => l.entryRef)).size).toBe(5);
      expect(fromCsv.find((l) => l.cents === 123_450)!.debtorIban).toBe("DE02120300000000202051");

      // The saved mapping is proposed for the next file with this header line.
      const again = await preview(file);
      expect(again.body.saved).toMatchObject({
        name: "Volksbank",
        separator: ";",
        columns: csvColumns,
      });
      const twice = await uploadCsv(file);
      expect(twice).toEqual({
        status: 200,
        body: {
          imported: 0,
          duplicates: 5,
          debits: 1,
          foreign: 1,
          proposed: 0,
          unclear: 0,
          unmatched: 0,
        },
      });
      // A later export with one more booking adds only that one.
      const more = bankCsv([
        ...csvRows(),
        { bookedOn: booked(), cents: 9_999, payer: "Jemand", text: "Danke" },
      ]);
      expect((await uploadCsv(more)).body).toMatchObject({ imported: 1, duplicates: 5 });
      const audits = await run((db) =>
        db.select().from(auditLog).where(eq(auditLog.action, "bank_csv_mapping_saved")),
      );
      expect(audits).toHaveLength(1);
    });

    it("assigns a line by hand to an open invoice found by number or customer", async () => {
      const search = (q: string) =>
        call("GET", `/api/admin/bank-statements/invoices?q=${encodeURIComponent(q)}`);
      const byName = await search("vier");
      expect((byName.body.invoices as Array<{ id: string }>).map((i) => i.id)).toEqual([
        csvIds.R14,
      ]);
      const byNumber = await search("R-2026-0914");
      expect(byNumber.body.invoices as Array<{ number: string; openCents: number }>).toEqual([
        expect.objectContaining({ number: "R-2026-0914", openCents: 5_000 }),
      ]);
      expect(await search("R-2026-0901")).toMatchObject({ status: 200, body: { invoices: [] } }); // paid
      expect(await search("x")).toMatchObject({ status: 400, body: { field: "q" } });

      const lines = (await call("GET", "/api/admin/bank-statements/lines")).body.lines as Array<{
        id: string;
        cents: number;
        debtorName: string;
      }>;
      const gift = lines.find((l) => l.debtorName === "Bäckerei Größe")!;
      const assign = (body: Record<string, unknown>) =>
        call("POST", `/api/admin/bank-statements/lines/${gift.id}/confirm`, body);
      expect(await assign({ invoiceId: csvIds.R14 })).toMatchObject({
        status: 200,
        body: { openCents: 4_000 },
      });
      const someone = lines.find((l) => l.cents === 9_999)!;
      const confirmSomeone = (body: Record<string, unknown>) =>
        call("POST", `/api/admin/bank-statements/lines/${someone.id}/confirm`, body);
      expect(await confirmSomeone({ invoiceId: csvIds.R14 })).toMatchObject({
        status: 409,
        body: { error: "above_open", openCents: 4_000 },
      });
      expect(await confirmSomeone({ invoiceId: csvIds.R14, overpayment: true })).toMatchObject({
        status: 200,
        body: { openCents: 0, overpaidCents: 5_999 },
      });
      const paid = await run((db) =>
        db.select().from(invoices).where(eq(invoices.id, csvIds.R14!)),
      );
      expect(paid[0]!.paidCents).toBe(10_999);
    });

    it("undoes a statement payment: the invoice is open again, the line unassigned, the log keeps it", async () => {
      const listed = await call("GET", "/api/admin/bank-statements/lines");
      const recorded = listed.body.recorded as Array<{
        id: string;
        entryRef: string;
        state: string;
        invoice: { id: string } | null;
      }>;
      const line = recorded.find((l) => l.entryRef === "BANK-1")!;
      expect(line).toMatchObject({ state: "confirmed", invoice: { id: ids.R1 } });
      const undo = (body: Record<string, unknown>) =>
        call("POST", `/api/admin/bank-statements/lines/${line.id}/undo`, body);
      expect(await undo({})).toMatchObject({ status: 400, body: { field: "reason" } });
      expect(await undo({ reason: "x\u202e" })).toMatchObject({
        status: 400,
        body: { field: "reason" },
      });
      expect(
        await undo({ reason: "Falsch zugeordnet: Zahlung einer anderen Firma" }),
      ).toMatchObject({
        status: 200,
        body: { invoiceId: ids.R1, number: "R-2026-0901", openCents: 100_000 },
      });
      expect(await undo({ reason: "noch einmal" })).toMatchObject({
        status: 409,
        body: { error: "not_recorded" },
      });

      const [invoice] = await run((db) =>
        db.select().from(invoices).where(eq(invoices.id, ids.R1!)),
      );
      expect([invoice!.paidOn, invoice!.paidCents]).toEqual([null, null]);
      const payments = await run((db) =>
        db.select().from(invoicePayments).where(eq(invoicePayments.entryRef, "BANK-1")),
      );
      expect(payments).toEqual([]);
      const after = (await call("GET", "/api/admin/bank-statements/lines")).body.lines as Array<{
        entryRef: string;
        state: string;
        invoice: unknown;
      }>;
      expect(after.find((l) => l.entryRef === "BANK-1")).toMatchObject({
        state: "unmatched",
        invoice: null,
      });
      const [entry] = await run((db) =>
        db.select().from(auditLog).where(eq(auditLog.action, "invoice_payment_undone")),
      );
      expect(entry).toMatchObject({
        actorId: api.sessions.staff.userId,
        target: ids.R1,
        detail: {
          reason: "Falsch zugeordnet: Zahlung einer anderen Firma",
          openCents: 100_000,
          previous: {
            paidCents: 100_000,
            source: "statement",
            entryRef: "BANK-1",
            paidOn: booked(),
            confirmedBy: api.sessions.staff.userId,
          },
        },
      });
      const timeline = await run((db) =>
        db.select().from(leadActivities).where(eq(leadActivities.leadId, leadId)),
      );
      expect(timeline.filter((a) => a.kind === "payment_undone").map((a) => a.detail)).toEqual([
        expect.objectContaining({
          number: "R-2026-0901",
          cents: 100_000,
          openCents: 100_000,
          reason: "Falsch zugeordnet: Zahlung einer anderen Firma",
        }),
      ]);
      // The line can be recorded again, to the same or another invoice.
      expect(
        await call("POST", `/api/admin/bank-statements/lines/${line.id}/confirm`, {
          invoiceId: ids.R1,
        }),
      ).toMatchObject({
        status: 200,
        body: { openCents: 0 },
      });
    });
  });
}
