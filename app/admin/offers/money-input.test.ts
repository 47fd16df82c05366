import { describe, expect, it } from "vitest";
import { basisPointsToInput, centsToInput, parseEuros, parsePercent } from "./money-input";
import { locales } from "../../i18n/locales";

describe("figures in the back office's fields", () => {
  it("reads euros the same way on either screen (the table is in typed-number.test.ts)", () => {
    expect(parseEuros("450,00")).toBe(45000);
    expect(parseEuros("450.00")).toBe(45000);
    expect(parseEuros("1,250")).toBeNull();
    expect(parseEuros("")).toBeNull();
  });
  it("writes cents back the way they read again, in the screen's form", () => {
    expect(centsToInput(8950, "de")).toBe("89,50");
    expect(centsToInput(123400, "en")).toBe("1234.00");
    for (const locale of locales) {
      for (const cents of [0, 1, 199, 125000, 10_000_000]) {
        expect(parseEuros(centsToInput(cents, locale))).toBe(cents);
      }
    }
  });
  it("reads and writes per cent as basis points", () => {
    expect(parsePercent("12,5")).toBe(1250);
    expect(parsePercent("10 %")).toBe(1000);
    expect(basisPointsToInput(1250, "de")).toBe("12,5");
    for (const locale of locales) {
      for (const bp of [0, 5, 725, 1250, 5000, 10000]) {
        expect(parsePercent(basisPointsToInput(bp, locale))).toBe(bp);
      }
    }
  });
});
