/** The calendar's day arithmetic: month grids from Monday, weeks, ISO week numbers. */
import { describe, expect, it } from "vitest";
import { isDay, isoWeek, moveAnchor, viewDays } from "./calendar-dates";

describe("calendar days", () => {
  it("gives a month's whole weeks from Monday", () => {
    const december = viewDays("month", "2026-12-17");
    expect(december[0]).toBe("2026-11-30");
    expect(december.at(-1)).toBe("2027-01-03");
    expect(december).toHaveLength(35);
    // February 2027 begins on a Monday and has exactly four weeks.
    expect(viewDays("month", "2027-02-10")).toHaveLength(28);
    // August 2026 begins on a Saturday: six weeks.
    expect(viewDays("month", "2026-08-31")).toHaveLength(42);
  });
  it("gives a week from Monday and moves by weeks and months", () => {
    expect(viewDays("week", "2026-12-13")).toEqual([
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-12",
      "2026-12-13",
    ]);
    expect(moveAnchor("week", "2026-12-13", 1)).toBe("2026-12-14");
    expect(moveAnchor("month", "2026-01-31", 1)).toBe("2026-02-01");
    expect(moveAnchor("month", "2026-01-31", -1)).toBe("2025-12-01");
  });
  it("numbers ISO weeks and checks days", () => {
    expect(isoWeek("2026-12-10")).toBe(50);
    expect(isoWeek("2027-01-01")).toBe(53);
    expect(isoWeek("2026-01-01")).toBe(1);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("x")).toBe(false);
  });
});
