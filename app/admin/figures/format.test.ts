/** How the dashboard writes euros, durations, weeks, months and due days in both languages. */
import { describe, expect, it } from "vitest";
import { de } from "../i18n/de";
import { en } from "../i18n/en";
import { ago, dayLabel, durationWords, euros, monthLabel, stepDue } from "./format";

const HOUR = 3600;

describe("how the dashboard writes its figures", () => {
  it("writes cents as whole euros in each language's way", () => {
    expect(euros("de", 1_248_000)).toBe("12.480\u00a0€");
    expect(euros("en", 1_248_000)).toBe("€12,480");
    expect(euros("de", 0)).toBe("0\u00a0€");
  });

  it("writes a duration in words: minutes, hours and minutes, days and hours", () => {
    expect(durationWords(de, 27 * HOUR)).toBe("1 Tag 3 Std.");
    expect(durationWords(en, 27 * HOUR)).toBe("1 day 3 h");
    expect(durationWords(de, 50 * HOUR)).toBe("2 Tage 2 Std.");
    expect(durationWords(en, 48 * HOUR)).toBe("2 days");
    expect(durationWords(de, 3 * HOUR + 20 * 60)).toBe("3 Std. 20 Min.");
    expect(durationWords(en, 45 * 60)).toBe("45 min");
  });

  it("writes weeks and months the same way for axis and table", () => {
    expect(dayLabel("de", "2026-09-07")).toBe("07.09.");
    expect(dayLabel("en", "2026-11-24")).toBe("24 Nov");
    expect(monthLabel("en", "2026-11")).toBe("Nov 2026");
    expect(stepDue("de", "2026-11-24", "09:00")).toBe("Di., 24.11., 09:00");
    expect(stepDue("en", "2026-11-24", null)).toBe("Tue 24 Nov");
  });

  it("says how long ago something was", () => {
    const now = Date.parse("2026-11-26T10:00:00Z");
    expect(ago("de", "2026-11-23T10:00:00Z", now)).toBe("vor 3 Tagen");
    expect(ago("en", "2026-11-25T10:00:00Z", now)).toBe("yesterday");
    expect(ago("en", "2026-11-26T07:00:00Z", now)).toBe("3 hours ago");
  });
});
