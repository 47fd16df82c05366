// Berlin days and wall-clock times around midnight and on the two days the clocks change.
import { describe, expect, it } from "vitest";
import { addDays, berlinDay, berlinDayAndTime, berlinDayStart, berlinTime } from "./berlin-time";

const at = (iso: string) => new Date(iso);

describe("berlinDay", () => {
  it("turns at Berlin midnight, not at UTC midnight", () => {
    // Winter (UTC+1): 23:00 UTC is already tomorrow in Berlin.
    expect(berlinDay(at("2026-01-14T22:59:59.999Z"))).toBe("2026-01-14");
    expect(berlinDay(at("2026-01-14T23:00:00Z"))).toBe("2026-01-15");
    // Summer (UTC+2): 22:00 UTC.
    expect(berlinDay(at("2026-07-14T21:59:59Z"))).toBe("2026-07-14");
    expect(berlinDay(at("2026-07-14T22:00:00Z"))).toBe("2026-07-15");
    // New Year's Eve rolls the year.
    expect(berlinDay(at("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });

  it("keeps the day across the changes of the clocks", () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
    expect(berlinDay(at("2026-03-28T22:59:00Z"))).toBe("2026-03-28");
    expect(berlinDay(at("2026-03-28T23:00:00Z"))).toBe("2026-03-29");
    expect(berlinDay(at("2026-03-29T21:59:00Z"))).toBe("2026-03-29");
    expect(berlinDay(at("2026-03-29T22:00:00Z"))).toBe("2026-03-30");
    // 25 October 2026: 03:00 CEST becomes 02:00 CET at 01:00 UTC.
    expect(berlinDay(at("2026-10-24T21:59:00Z"))).toBe("2026-10-24");
    expect(berlinDay(at("2026-10-24T22:00:00Z"))).toBe("2026-10-25");
    expect(berlinDay(at("2026-10-25T22:59:00Z"))).toBe("2026-10-25");
    expect(berlinDay(at("2026-10-25T23:00:00Z"))).toBe("2026-10-26");
  });

  it("gives the wall-clock time with the day", () => {
    expect(berlinDayAndTime(at("2026-03-29T00:59:00Z"))).toEqual({
      day: "2026-03-29",
      time: "01:59",
    });
    expect(berlinDayAndTime(at("2026-03-29T01:00:00Z"))).toEqual({
      day: "2026-03-29",
      time: "03:00",
    });
    expect(berlinDayAndTime(at("2026-11-26T23:05:00Z"))).toEqual({
      day: "2026-11-27",
      time: "00:05",
    });
  });
});

describe("berlinTime and berlinDayStart", () => {
  it("finds the instant of a wall-clock time in winter and in summer", () => {
    expect(berlinTime("2026-01-15", "08:00").toISOString()).toBe("2026-01-15T07:00:00.000Z");
    expect(berlinTime("2026-07-15", "08:00").toISOString()).toBe("2026-07-15T06:00:00.000Z");
    expect(berlinDayStart("2026-07-15").toISOString()).toBe("2026-07-14T22:00:00.000Z");
    expect(berlinDayStart("2026-12-31", 1).toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  it("gives the days the clocks change 23 and 25 hours", () => {
    const hours = (day: string) =>
      (berlinDayStart(day, 1).getTime() - berlinDayStart(day).getTime()) / 3_600_000;
    expect(hours("2026-03-29")).toBe(23);
    expect(hours("2026-10-25")).toBe(25);
    expect(hours("2026-10-26")).toBe(24);
  });

  it("takes a skipped time as after the change and a repeated one as its winter time", () => {
    expect(berlinTime("2026-03-29", "02:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(berlinTime("2026-03-29", "03:00").toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(berlinTime("2026-10-25", "02:30").toISOString()).toBe("2026-10-25T01:30:00.000Z");
    expect(berlinTime("2026-10-25", "08:00").toISOString()).toBe("2026-10-25T07:00:00.000Z");
    // "24:00" is the next day's start (a next step without a time is due at its day's end).
    expect(berlinTime("2026-10-25", "24:00").toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });
});

describe("addDays", () => {
  it("moves a calendar day across months, years and the clock changes", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });
});
