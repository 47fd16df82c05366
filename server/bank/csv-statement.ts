/**
 * Reading a bank's CSV export through a column mapping (decision 0198). German banks differ
 * (Sparkasse, Volksbank, Deutsche Bank, ING, comdirect): `;` or `,` between cells, UTF-8 or
 * Windows-1252, lines about the account before the table, days as `dd.mm.yyyy`, amounts as
 * `1.234,56` with a sign or with a separate Soll/Haben column. The file comes as bytes
 * (base64); the encoding, separator and header line are found here, the columns are named
 * by staff (a saved mapping proposes them again by the header line). Parsed with csv-parse;
 * a file or row that does not read is refused with a DomainError naming the problem (and
 * the line), so nothing is stored.
 */
import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { textProblem } from "#app/shared/text-rule.ts";
import { DomainError } from "../domain-error.ts";
import { CSV_FIELDS, type CsvField } from "#app/shared/bank-csv.ts";
import { nameKey } from "./match.ts";
import type { CsvColumns } from "./schema.ts";
import type { StatementEntry } from "./camt.ts";

export type { CsvColumns };
export const CSV_SEPARATORS = [";", ",", "\t"] as const;
export type CsvSeparatorChoice = (typeof CSV_SEPARATORS)[number];

/** More data rows than a month's statement of a busy account: refused as not a statement. */
export const MAX_CSV_ROWS = 20_000;

/**
 * `extra` tells the back office what to say in the user's language: `problem` (day, amount,
 * side, too_large, text, rows), the file's `line`, the `value` read, the `column` missing.
 */
function refuse(
  code: string,
  message: string,
  field = "file",
  extra: Record<string, unknown> = {},
): never {
  throw new DomainError("invalid", code, message, { field, extra });
}

/**
 * Windows-1252's characters at 0x80–0x9F (€, „, “, –, …); Node's decoder without full ICU
 * reads them as C1 controls, which the text rule refuses. Unassigned bytes become U+FFFD.
 */
const CP1252_HIGH = [
  0x20ac, 0xfffd, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039,
  0x0152, 0xfffd, 0x017d, 0xfffd, 0xfffd, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
  0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0xfffd, 0x017e, 0x0178,
];

function windows1252(bytes: Uint8Array): string {
  let text = "";
  for (let at = 0; at < bytes.length; at += 0x4000) {
    const codes = Array.from(bytes.subarray(at, at + 0x4000), (byte) =>
      byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80]! : byte,
    );
    text += String.fromCharCode(...codes);
  }
  return text;
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM dropped), else Windows-1252 (a superset of ISO-8859-1 for text). */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: "utf-8" | "windows-1252" } {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: "utf-8" };
  } catch {
    return { text: windows1252(bytes), encoding: "windows-1252" };
  }
}

interface Row {
  cells: string[];
  /** The file's line the row ends on, for messages. */
  line: number;
}

function records(text: string, separator: string): Row[] {
  const parsed = parse(text, {
    delimiter: separator,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    bom: true,
    info: true,
  }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  return parsed.map(({ record, info }) => ({ cells: record, line: info.lines }));
}

/** The width most data rows have, and the first row of that width (the header line). */
function tableOf(rows: Row[]): { width: number; count: number; header: number } {
  const counts = new Map<number, number>();
  for (const { cells } of rows) counts.set(cells.length, (counts.get(cells.length) ?? 0) + 1);
  let width = 0;
  let count = 0;
  for (const [w, c] of counts) {
    if (w >= 3 && (c > count || (c === count && w > width))) [width, count] = [w, c];
  }
  const header = rows.findIndex(
    ({ cells }) => cells.length === width && cells.filter((cell) => cell !== "").length >= 2,
  );
  return { width, count, header };
}

export interface CsvLayout {
  separator: CsvSeparatorChoice;
  headers: string[];
  /** The data rows after the header line. */
  rows: Row[];
  headerKey: string;
}

/** The header line's key a saved mapping is found by: cells trimmed, lower case, tab-joined. */
export const headerKeyOf = (headers: string[]) =>
  headers.map((cell) => cell.trim().toLowerCase()).join("\t");

/** Finds the separator (the one giving most rows of one width of 3 or more cells) and the header line. */
export function readLayout(text: string, separator?: CsvSeparatorChoice): CsvLayout {
  let best: {
    separator: CsvSeparatorChoice;
    rows: Row[];
    width: number;
    count: number;
    header: number;
  } | null = null;
  for (const candidate of separator ? [separator] : CSV_SEPARATORS) {
    let rows: Row[];
    try {
      rows = records(text, candidate);
    } catch {
      continue;
    }
    const table = tableOf(rows);
    if (table.width >= 3 && table.header >= 0 && (!best || table.count > best.count)) {
      best = { separator: candidate, rows, ...table };
    }
  }
  if (!best) {
    refuse(
      "not_csv",
      "This file is not a CSV table: no line with three or more cells separated by ; or , was found.",
    );
  }
  const headers = best.rows[best.header]!.cells;
  return {
    separator: best.separator,
    headers,
    rows: best.rows.slice(best.header + 1),
    headerKey: headerKeyOf(headers),
  };
}

/**
 * Column names the big German banks use (Sparkasse, Volksbank, Deutsche Bank, ING,
 * comdirect, Postbank, DKB), best first, to propose a mapping for a file seen the first time.
 */
const GUESSES: Record<CsvField, string[]> = {
  bookedOn: ["buchungstag", "buchungsdatum", "buchung", "datum", "booking date", "date"],
  amount: ["betrag", "umsatz", "betrag (€)", "betrag (eur)", "umsatz in eur", "amount"],
  currency: ["währung", "waehrung", "wkz", "currency"],
  indicator: ["soll/haben", "s/h", "soll-haben", "credit/debit"],
  debtorName: [
    "beguenstigter/zahlungspflichtiger",
    "begünstigter/zahlungspflichtiger",
    "name zahlungsbeteiligter",
    "auftraggeber/empfänger",
    "auftraggeber / begünstigter",
    "zahlungspflichtige*r",
    "zahlungsempfänger*in",
    "name",
    "payer",
    "counterparty",
  ],
  iban: [
    "kontonummer/iban",
    "iban zahlungsbeteiligter",
    "iban auftraggeber",
    "iban",
    "kontonummer",
  ],
  remittance: ["verwendungszweck", "buchungstext", "reference", "purpose"],
  entryRef: ["bankreferenz", "buchungsreferenz", "kundenreferenz", "referenz", "entry reference"],
};

export function guessColumns(headers: string[]): Partial<CsvColumns> {
  const guess: Partial<CsvColumns> = {};
  const lower = headers.map((header) => header.trim().toLowerCase());
  for (const field of CSV_FIELDS) {
    for (const name of GUESSES[field]) {
      const at = lower.indexOf(name);
      if (at >= 0) {
        guess[field] = headers[at]!;
        break;
      }
    }
  }
  return guess;
}

/** "31.12.2026", "31.12.26", "2026-12-31" → "2026-12-31"; null when it is no real day. */
export function csvDay(value: string): string | null {
  let match = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(value);
  let year: number, month: number, day: number;
  if (match) {
    [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (match[3]!.length === 2) year += 2000;
  } else {
    match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return null;
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const iso = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * "1.234,56", "-1.234,56", "+12,5", "1234.56", "1.234,56 €", "-12,00 EUR" → signed cents;
 * null when it is not an amount. The last `.` or `,` followed by one or two digits is the
 * decimal mark; the other one separates thousands (groups of three).
 */
export function csvCents(value: string): number | null {
  const cleaned = value.replace(/\s|€|EUR/gi, "");
  const match = /^([+-]?)(\d{1,3}(?:([.,])\d{3})*|\d+)(?:([.,])(\d{1,2}))?([+-]?)$/.exec(cleaned);
  if (!match) return null;
  const [, sign, whole, thousands, decimal, fraction, trailing] = match;
  if (thousands && decimal && thousands === decimal) return null;
  if (sign && trailing) return null;
  const euros = Number(whole!.replace(/[.,]/g, ""));
  const cents = euros * 100 + Number((fraction ?? "0").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === "-" || trailing === "-" ? -cents : cents;
}

/** "EUR", "eur", "€" or an empty cell → "EUR"; "USD" → "USD"; null when it is no currency code. */
export function csvCurrency(value: string): string | null {
  const code = value.trim().toUpperCase();
  if (code === "" || code === "€") return "EUR";
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

const DEBIT = /^(s|soll|d|debit|dbit|-)$/i;
const CREDIT = /^(h|haben|c|credit|crdt|\+)$/i;

/** The payer's IBAN without spaces, upper case, or null. */
const ibanOf = (value: string) => {
  const compact = value.replace(/\s/g, "").toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact) ? compact : null;
};

/** A cell's text for keeping: line breaks in a quoted cell become spaces; controls refuse the file. */
function cellText(value: string, line: number): string | null {
  const text = value.replace(/\r\n|\r|\n/g, " ").trim();
  const problem = textProblem(text, "single");
  if (problem) {
    refuse(
      "malformed_statement",
      `Line ${line} has a character that is not text (${problem.problem}).`,
    );
  }
  return text || null;
}

/**
 * The entries of a CSV statement read with `columns`: every row with a booking day is read
 * (a row without, like a balance line under the table, is skipped), in EUR unless a mapped
 * currency column names another currency (ISO 4217, like the camt files' `Ccy`).
 * Without an entry reference column, the key is derived from the row's facts and how often
 * the same facts came before in the file (decision 0198).
 */
export function readCsvStatement(
  text: string,
  options: { separator?: CsvSeparatorChoice; columns: CsvColumns; statementId: string | null },
): StatementEntry[] {
  const layout = readLayout(text, options.separator);
  const index = {} as Record<CsvField, number>;
  for (const field of CSV_FIELDS) {
    const name = options.columns[field];
    if (name === undefined) {
      index[field] = -1;
      continue;
    }
    const at = layout.headers.findIndex((header) => header === name.trim());
    if (at < 0) {
      refuse(
        "csv_column_missing",
        `The file's header line has no column "${name}".`,
        `columns.${field}`,
        { column: name },
      );
    }
    index[field] = at;
  }
  if (layout.rows.length > MAX_CSV_ROWS) {
    refuse(
      "too_many_rows",
      `The file has ${layout.rows.length} rows; a statement of at most ${MAX_CSV_ROWS} can be read at once.`,
      "file",
      { problem: "rows", value: String(layout.rows.length) },
    );
  }
  const seen = new Map<string, number>();
  const entries: StatementEntry[] = [];
  for (const { cells: row, line } of layout.rows) {
    const cell = (field: CsvField) => (index[field] >= 0 ? (row[index[field]] ?? "").trim() : "");
    const rawDay = cell("bookedOn");
    const rawAmount = cell("amount");
    // A row without a booking day is no booking (a balance line under the table).
    if (!rawDay) continue;
    const bookedOn = csvDay(rawDay);
    if (!bookedOn) {
      refuse(
        "malformed_statement",
        `Line ${line}: "${rawDay.slice(0, 40)}" is not a day (dd.mm.yyyy).`,
        "file",
        { problem: "day", line, value: rawDay.slice(0, 40) },
      );
    }
    const signed = csvCents(rawAmount);
    if (signed === null) {
      refuse(
        "malformed_statement",
        `Line ${line}: "${rawAmount.slice(0, 40)}" is not an amount (like 1.234,56).`,
        "file",
        { problem: "amount", line, value: rawAmount.slice(0, 40) },
      );
    }
    if (Math.abs(signed) > 100_000_000_00) {
      refuse("malformed_statement", `Line ${line}: the amount is too large.`, "file", {
        problem: "too_large",
        line,
      });
    }
    let credit = signed > 0;
    if (index.indicator >= 0) {
      const indicator = cell("indicator");
      if (DEBIT.test(indicator)) credit = false;
      else if (CREDIT.test(indicator)) credit = signed !== 0;
      else {
        refuse(
          "malformed_statement",
          `Line ${line}: "${indicator.slice(0, 20)}" is neither S (Soll, debit) nor H (Haben, credit).`,
          "file",
          { problem: "side", line, value: indicator.slice(0, 20) },
        );
      }
      if (signed < 0) credit = false;
    }
    const rawCurrency = cell("currency");
    const currency = csvCurrency(rawCurrency);
    if (currency === null) {
      refuse(
        "malformed_statement",
        `Line ${line}: "${rawCurrency.slice(0, 20)}" is not a currency (like EUR).`,
        "file",
        { problem: "currency", line, value: rawCurrency.slice(0, 20) },
      );
    }
    const cents = Math.abs(signed);
    if (cents === 0) continue;
    const debtorName = cellText(cell("debtorName"), line);
    const remittance = cellText(cell("remittance"), line) ?? "";
    const iban = ibanOf(cell("iban"));
    const ownRef = cellText(cell("entryRef"), line);
    let entryRef = ownRef;
    if (!entryRef) {
      const facts = [
        bookedOn,
        signed,
        nameKey(debtorName ?? ""),
        iban ?? "",
        remittance.replace(/\s+/g, " ").toLowerCase(),
      ].join("\u001f");
      const occurrence = seen.get(facts) ?? 0;
      seen.set(facts, occurrence + 1);
      entryRef = `csv-${createHash("sha256").update(`${facts}\u001f${occurrence}`).digest("hex").slice(0, 32)}`;
    }
    entries.push({
      entryRef,
      statementId: options.statementId,
      credit,
      currency,
      cents,
      bookedOn,
      debtorName,
      debtorIban: iban,
      remittance,
    });
  }
  return entries;
}
