/** The consent record's deletion wording: future and past, on the Berlin calendar day. */
import { describe, expect, it } from "vitest";
import { deletionLine } from "./consent-deletion";

describe("deletionLine", () => {
  const now = new Date("2026-11-26T10:00:00Z");

  it("a deletion date ahead is not past, shown as its Berlin day", () => {
    expect(deletionLine("2028-11-26T09:00:00.000Z", now, "de")).toEqual({
      past: false,
      date: "26.11.2028",
    });
    expect(deletionLine("2028-11-26T09:00:00.000Z", now, "en")).toEqual({
      past: false,
      date: "26 Nov 2028",
    });
  });

  it("a deletion date that has passed is past", () => {
    expect(deletionLine("2026-11-26T09:59:59.000Z", now, "de").past).toBe(true);
    expect(deletionLine("2026-11-26T10:00:01.000Z", now, "de").past).toBe(false);
  });

  it("late in the UTC evening is already the next day in Berlin", () => {
    expect(deletionLine("2028-11-25T23:30:00.000Z", now, "de").date).toBe("26.11.2028");
    expect(deletionLine("2028-07-25T22:30:00.000Z", now, "de").date).toBe("26.07.2028");
  });
});
