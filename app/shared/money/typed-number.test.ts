import { describe, expect, it } from "vitest";
import { localeSettings, type Locale } from "../../i18n/locales";
import { readBasisPoints, readCents, readWhole, type TypedNumberProblem } from "./typed-number";

/** What a figure shows as on each screen once read (the editor's preview under the field). */
const shown = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(localeSettings[locale].intl, { style: "currency", currency: "EUR" })
    .format(cents / 100)
    .replace(/\s/g, " ");

// Typed text → cents, or the problem; the same on the German and the English screen.
const AMOUNTS: Array<[string, number | TypedNumberProblem]> = [
  ["450,00", 45000],
  ["450.00", 45000],
  ["450", 45000],
  ["450,5", 45050],
  ["450.5", 45050],
  ["450,", 45000],
  [",5", 50],
  ["0,99", 99],
  ["1.250,00", 125000],
  ["1,250.00", 125000],
  ["1.250.000,50", 125000050],
  ["1,250,000.50", 125000050],
  ["1.250.000", 125000000],
  ["1,250,000", 125000000],
  ["1 250,00", 125000],
  ["1\u00a0250.00", 125000],
  ["1\u202f250", 125000],
  ["12 €", 1200],
  ["€ 12.50", 1250],
  ["1.234,56 €", 123456],
  ["€1,234.56", 123456],
  ["0,250", 25],
  ["0.250", 25],
  ["1250,000", 125000],
  ["12,3400", 1234],
  ["-5", -500],
  ["  89,50  ", 8950],
  // Ambiguous: one mark, three digits after it.
  ["1,250", "ambiguous"],
  ["1.250", "ambiguous"],
  ["450,000", "ambiguous"],
  ["99.999", "ambiguous"],
  ["1.250 €", "ambiguous"],
  // Not a figure.
  ["", "empty"],
  ["  ", "empty"],
  ["€", "empty"],
  ["abc", "malformed"],
  ["12a", "malformed"],
  ["1e3", "malformed"],
  [",", "malformed"],
  [".", "malformed"],
  ["1.25,00", "malformed"],
  ["1,2.50", "malformed"],
  ["12,50,00", "malformed"],
  ["1.250.00", "malformed"],
  ["1,250,00", "malformed"],
  ["1,250.000,00", "malformed"],
  ["1.250,000.00", "malformed"],
  ["1 25,00", "malformed"],
  ["1 250.000,00", "malformed"],
  ["0.250.000", "malformed"],
  ["06.12.2026", "malformed"],
  ["12 %", "malformed"],
  ["99999999999999999999", "malformed"],
  // More than cents.
  ["0,125", "too_precise"],
  ["12.3456", "too_precise"],
  ["1.250,005", "too_precise"],
];

describe("amounts as typed, whatever the screen's language", () => {
  it.each(AMOUNTS)("%j → %j", (text, expected) => {
    const read = readCents(text);
    if (typeof expected === "number") expect(read).toEqual({ ok: true, value: expected });
    else expect(read).toMatchObject({ ok: false, problem: expected });
  });

  it("names both readings of an ambiguous text, for the message", () => {
    expect(readCents("1,250")).toEqual({ ok: false, problem: "ambiguous", readings: [1250, 1.25] });
    expect(readCents("450.000 €")).toMatchObject({ readings: [450000, 450] });
    expect(readWhole("1.000")).toMatchObject({ readings: [1000, 1] });
    expect(readBasisPoints("12,125")).toMatchObject({ readings: [12125, 12.125] });
  });

  it("shows what it read in the screen's own form", () => {
    const cents = readCents("450,00");
    expect(cents).toEqual({ ok: true, value: 45000 });
    expect(shown(45000, "en")).toBe("€450.00");
    expect(shown(45000, "de")).toBe("450,00 €");
    expect(readCents("1,250.00")).toEqual(readCents("1.250,00"));
  });
});

describe("quantities and per cent", () => {
  const WHOLE: Array<[string, number | TypedNumberProblem]> = [
    ["24", 24],
    ["24,00", 24],
    ["24.0", 24],
    ["1.250.000", 1250000],
    ["1 000", 1000],
    ["1.000,00", 1000],
    ["1,000.00", 1000],
    ["1.000", "ambiguous"],
    ["1,000", "ambiguous"],
    ["24,5", "too_precise"],
    ["2.5", "too_precise"],
    ["", "empty"],
    ["24 €", "malformed"],
    ["vierundzwanzig", "malformed"],
  ];
  it.each(WHOLE)("quantity %j → %j", (text, expected) => {
    const read = readWhole(text);
    if (typeof expected === "number") expect(read).toEqual({ ok: true, value: expected });
    else expect(read).toMatchObject({ ok: false, problem: expected });
  });

  const PERCENT: Array<[string, number | TypedNumberProblem]> = [
    ["10", 1000],
    ["12,5", 1250],
    ["12.5", 1250],
    ["10 %", 1000],
    ["7,25%", 725],
    ["12,125", "ambiguous"],
    ["0,125", "too_precise"],
    ["10 €", "malformed"],
  ];
  it.each(PERCENT)("per cent %j → %j basis points", (text, expected) => {
    const read = readBasisPoints(text);
    if (typeof expected === "number") expect(read).toEqual({ ok: true, value: expected });
    else expect(read).toMatchObject({ ok: false, problem: expected });
  });
});
