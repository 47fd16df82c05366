/**
 * Reading German banks' CSV exports (decision 0198): amounts and days as the banks write
 * them, the encoding, separator and header line found, a sign or a Soll/Haben column, and
 * the derived entry key (stable, and distinct for identical bookings in one file).
 */
import { describe, expect, it } from "vitest";
import { DomainError } from "../domain-error.ts";
import {
  csvCents,
  csvCurrency,
  csvDay,
  decodeCsv,
  guessColumns,
  MAX_CSV_ROWS,
  readCsvStatement,
  readLayout,
} from "./csv-statement.ts";

describe("a bank's CSV", () => {
  it("reads amounts with a decimal comma or point, thousands, a sign before or after", () => {
    expect(
      ["1.234,56", "-1.234,56", "+12,5", "1234.56", "1,234.56", "3,00-", "1.234,56 €", "7 EUR"].map(
        csvCents,
      ),
    ).toEqual([123_456, -123_456, 1_250, 123_456, 123_456, -300, 123_456, 700]);
    expect(["", "abc", "1,2,3", "1.234.5,6,7", "-3,00-", "12,345,67"].map(csvCents)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("reads days as dd.mm.yyyy, dd.mm.yy or ISO, and refuses days that do not exist", () => {
    expect(["07.12.2026", "7.12.26", "2026-12-07", "29.02.2028"].map(csvDay)).toEqual([
      "2026-12-07",
      "2026-12-07",
      "2026-12-07",
      "2028-02-29",
    ]);
    expect(["31.11.2026", "29.02.2027", "12/07/2026", ""].map(csvDay)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it("takes UTF-8 (with its BOM) as it is and anything else as Windows-1252", () => {
    expect(decodeCsv(new Uint8Array(Buffer.from("\ufeffGrüße", "utf8")))).toEqual({
      text: "Grüße",
      encoding: "utf-8",
    });
    expect(decodeCsv(new Uint8Array(Buffer.from("Grüße €", "latin1")))).toMatchObject({
      encoding: "windows-1252",
    });
    expect(decodeCsv(new Uint8Array([0x47, 0x72, 0xfc, 0xdf, 0x65, 0x20, 0x80])).text).toBe(
      "Grüße €",
    );
  });

  it("finds an ING-style table (`;`, lines before it, signed amounts) and its columns", () => {
    const text = [
      "Umsatzanzeige;Datei erstellt am: 07.12.2026 10:00",
      "",
      "IBAN;DE02 1203 0000 0000 2020 51",
      "Kontoname;Girokonto",
      "",
      "Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung",
      "01.12.2026;01.12.2026;Müller GmbH;Gutschrift;RE R-2026-0001;1.500,00;EUR;1.000,00;EUR",
      "02.12.2026;02.12.2026;Vermieter;Lastschrift;Miete;500,00;EUR;-1.000,00;EUR",
    ].join("\n");
    const layout = readLayout(text);
    expect(layout.separator).toBe(";");
    expect(layout.headers[0]).toBe("Buchung");
    expect(layout.rows).toHaveLength(2);
    const columns = guessColumns(layout.headers);
    expect(columns).toMatchObject({
      bookedOn: "Buchung",
      amount: "Betrag",
      currency: "Währung",
      debtorName: "Auftraggeber/Empfänger",
      remittance: "Verwendungszweck",
    });
    const entries = readCsvStatement(text, {
      columns: { ...columns, bookedOn: "Buchung", amount: "Betrag" },
      statementId: "ing.csv",
    });
    expect(entries.map((e) => [e.bookedOn, e.credit, e.cents, e.currency, e.debtorName])).toEqual([
      ["2026-12-01", true, 100_000, "EUR", "Müller GmbH"],
      ["2026-12-02", false, 100_000, "EUR", "Vermieter"],
    ]);
  });

  it("reads a currency column: EUR as EUR, another currency as it is, and refuses a cell that is none", () => {
    expect(["EUR", " eur ", "€", "", "USD", "chf"].map(csvCurrency)).toEqual([
      "EUR",
      "EUR",
      "EUR",
      "EUR",
      "USD",
      "CHF",
    ]);
    expect(["Euro", "US$", "E"].map(csvCurrency)).toEqual([null, null, null]);
    const text = [
      "Tag;Betrag;Währung;Name",
      "01.12.2026;1.000,00;EUR;Müller GmbH",
      "02.12.2026;1.000,00;USD;Acme Inc.",
    ].join("\n");
    const columns = { bookedOn: "Tag", amount: "Betrag", currency: "Währung", debtorName: "Name" };
    // Without the column every amount is in EUR: the dollars would pass for euros.
    expect(
      readCsvStatement(text, {
        columns: { ...columns, currency: undefined },
        statementId: null,
      }).map((e) => e.currency),
    ).toEqual(["EUR", "EUR"]);
    expect(readCsvStatement(text, { columns, statementId: null }).map((e) => e.currency)).toEqual([
      "EUR",
      "USD",
    ]);
    try {
      readCsvStatement(text.replace("USD", "Dollar"), { columns, statementId: null });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).extra).toEqual({
        problem: "currency",
        line: 3,
        value: "Dollar",
      });
    }
  });

  it("finds a `,` table with quoted cells and keys identical bookings apart, the same each time", () => {
    const text = [
      '"Date","Payer","Reference","Amount"',
      '"2026-12-01","Jemand","Danke, vielmals","12.50"',
      '"2026-12-01","Jemand","Danke, vielmals","12.50"',
      '"2026-12-02","Jemand","Danke, vielmals","12.50"',
    ].join("\r\n");
    const read = () =>
      readCsvStatement(text, {
        columns: {
          bookedOn: "Date",
          amount: "Amount",
          debtorName: "Payer",
          remittance: "Reference",
        },
        statementId: null,
      });
    const first = read();
    expect(readLayout(text).separator).toBe(",");
    expect(first.map((e) => e.remittance)).toEqual(Array(3).fill("Danke, vielmals"));
    expect(new Set(first.map((e) => e.entryRef)).size).toBe(3);
    expect(read().map((e) => e.entryRef)).toEqual(first.map((e) => e.entryRef));
    // The first two stay the same in a later export that adds the third.
    const shorter = readCsvStatement(text.split("\r\n").slice(0, 3).join("\r\n"), {
      columns: { bookedOn: "Date", amount: "Amount", debtorName: "Payer", remittance: "Reference" },
      statementId: null,
    });
    expect(shorter.map((e) => e.entryRef)).toEqual(first.slice(0, 2).map((e) => e.entryRef));
  });

  it("refuses what is not a table, names a missing column and the line that does not read", () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        if (error instanceof DomainError) return [error.code, error.field, error.extra];
      }
      return null;
    };
    expect(refusal(() => readLayout("just one line of prose\nand another"))).toEqual([
      "not_csv",
      "file",
      {},
    ]);
    const text = "Tag;Betrag;Name\n01.12.2026;10,00;A\n02.12.2026;zehn;B\n";
    expect(
      refusal(() =>
        readCsvStatement(text, {
          columns: { bookedOn: "Tag", amount: "Summe" },
          statementId: null,
        }),
      ),
    ).toEqual(["csv_column_missing", "columns.amount", { column: "Summe" }]);
    expect(
      refusal(() =>
        readCsvStatement(text, {
          columns: { bookedOn: "Tag", amount: "Betrag" },
          statementId: null,
        }),
      ),
    ).toEqual(["malformed_statement", "file", { problem: "amount", line: 3, value: "zehn" }]);
    const huge = `Tag;Betrag;Name\n${"01.12.2026;1,00;A\n".repeat(MAX_CSV_ROWS + 1)}`;
    expect(
      refusal(() =>
        readCsvStatement(huge, {
          columns: { bookedOn: "Tag", amount: "Betrag" },
          statementId: null,
        }),
      ),
    ).toEqual(["too_many_rows", "file", { problem: "rows", value: String(MAX_CSV_ROWS + 1) }]);
  });
});
