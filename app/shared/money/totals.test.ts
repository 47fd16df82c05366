/** The document sums: the figures every offer and invoice prints and stores. */
import { describe, expect, it } from "vitest";
import { computeTotals, shareOfTotals, spread } from "./totals.ts";

describe("computeTotals", () => {
  it("under § 19 adds no tax whatever rate a line names", () => {
    const totals = computeTotals(
      [
        { quantity: 25, unitPriceCents: 14_900, taxRateBp: 1900 },
        { quantity: 1, unitPriceCents: 35_000, taxRateBp: 700 },
      ],
      null,
      "small_business",
    );
    expect(totals.lineCents).toEqual([372_500, 35_000]);
    expect(totals.taxGroups).toEqual([
      { rateBp: 0, linesCents: 407_500, discountCents: 0, netCents: 407_500, taxCents: 0 },
    ]);
    expect(totals.grossCents).toBe(407_500);
  });

  it("under the regular regime taxes each rate on its lines after its part of the discount", () => {
    const totals = computeTotals(
      [
        { quantity: 25, unitPriceCents: 14_900, taxRateBp: 1900 },
        { quantity: 25, unitPriceCents: 2_000, taxRateBp: 700 },
      ],
      { kind: "percent", basisPoints: 1000 },
      "regular",
    );
    // 372,500 + 50,000 = 422,500; 10 % = 42,250, spread 37,250 / 5,000
    expect(totals.discountCents).toBe(42_250);
    expect(totals.taxGroups.map((g) => [g.rateBp, g.netCents, g.taxCents])).toEqual([
      [1900, 335_250, 63_698], // 63,697.5 rounds half up
      [700, 45_000, 3_150],
    ]);
    expect(totals.netCents).toBe(380_250);
    expect(totals.taxCents).toBe(66_848);
    expect(totals.grossCents).toBe(447_098);
  });

  it("never lets an amount discount exceed the lines", () => {
    const totals = computeTotals(
      [{ quantity: 1, unitPriceCents: 5_000, taxRateBp: 1900 }],
      { kind: "amount", cents: 9_000 },
      "regular",
    );
    expect(totals.discountCents).toBe(5_000);
    expect(totals.grossCents).toBe(0);
  });
});

describe("spread and shareOfTotals", () => {
  it("splits cents exactly, the remainder to the largest fractions", () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(10, [0, 0])).toEqual([0, 0]);
    expect(spread(7, [2, 5]).reduce((a, b) => a + b)).toBe(7);
  });

  it("computes a 50 % deposit per rate with its own tax", () => {
    const totals = computeTotals(
      [
        { quantity: 3, unitPriceCents: 333, taxRateBp: 1900 },
        { quantity: 1, unitPriceCents: 1_001, taxRateBp: 700 },
      ],
      null,
      "regular",
    );
    expect(shareOfTotals(totals, 5000)).toEqual([
      { rateBp: 1900, linesCents: 500, discountCents: 0, netCents: 500, taxCents: 95 },
      { rateBp: 700, linesCents: 501, discountCents: 0, netCents: 501, taxCents: 35 },
    ]);
  });
});
