import { describe, expect, it } from "vitest";
import {
  berlinDate,
  quotedFactIssues,
  slugify,
  statedReadingMinutes,
  readingTimeIssue,
} from "./rules";

describe("shared content rules", () => {
  it("finds a quoted price or group size that is not the entry's, with both figures", () => {
    const facts = { price: 95, min: 10, max: 80 };
    expect(quotedFactIssues("d", "Ab 95 € für 10-80 Personen", facts)).toEqual([]);
    expect(quotedFactIssues("d", "Ab 89 € für 10–60 Personen", facts)).toEqual([
      expect.objectContaining({ code: "price_quote_mismatch", params: { quoted: 89, price: 95 } }),
      expect.objectContaining({
        code: "people_quote_mismatch",
        params: { quoted: "10-60", range: "10-80" },
      }),
    ]);
  });

  it("makes an address from a title: lower case, umlauts spelled out, hyphens", () => {
    expect(slugify("Grüße vom Müggelsee: Teamtag & Öl-Workshop!")).toBe(
      "gruesse-vom-mueggelsee-teamtag-oel-workshop",
    );
    expect(slugify("  Straße   der Crème brûlée ")).toBe("strasse-der-creme-brulee");
  });

  it("states the reading time the build accepts for the texts", () => {
    const words = (n: number) => Array.from({ length: n }, () => "Wort").join(" ");
    const minutes = statedReadingMinutes([words(800), words(900)]);
    expect(minutes).toBe(4);
    expect(readingTimeIssue(minutes, words(800), "de")).toBeUndefined();
    expect(readingTimeIssue(minutes, words(900), "en")).toBeUndefined();
    expect(readingTimeIssue(9, words(800), "de")).toMatchObject({ code: "reading_time" });
    expect(statedReadingMinutes([""])).toBe(1);
    expect(statedReadingMinutes([words(600), ""])).toBe(3);
  });

  it("dates a new entry by Berlin's calendar: 00:16 on 26 November is the 26th", () => {
    expect(berlinDate(new Date("2026-11-25T23:16:00Z"))).toBe("2026-11-26");
    expect(berlinDate(new Date("2026-07-25T22:30:00Z"))).toBe("2026-07-26");
    expect(berlinDate(new Date("2026-07-25T21:30:00Z"))).toBe("2026-07-25");
  });
});
