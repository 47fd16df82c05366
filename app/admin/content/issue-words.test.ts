import { describe, expect, it } from "vitest";
import { issueCodes, schemaFieldIssues } from "../../content/issues";
import { storedEventSchema } from "../../content/schema";
import { initialDocuments } from "../../content/documents.server";
import { de } from "../i18n/de";
import { en } from "../i18n/en";
import { issueWords } from "./issue-words";

describe("the words of the content checks' issue codes", () => {
  it("has words for every code in German and in English", () => {
    for (const [name, t] of [
      ["de", de],
      ["en", en],
    ] as const) {
      const words = t.contentIssues as Record<string, string>;
      const missing = issueCodes.filter((code) => !words[code]?.trim());
      expect(missing, `codes without ${name} words`).toEqual([]);
    }
  });

  it("words a price quoted in a text with its figures, in both languages", () => {
    const issue = { code: "price_quote_mismatch", params: { quoted: 89, price: 95 } };
    expect(issueWords(de, issue)).toBe(
      "Der Text nennt 89 €, der Preis ab ist aber 95 €. Bitte den Text anpassen.",
    );
    expect(issueWords(en, issue)).toBe(
      "The text says €89, but the starting price is €95. Please change the text.",
    );
  });

  it("words every issue of a broken event without a leftover placeholder", () => {
    const zombie = initialDocuments().find((d) => d.key === "zombie-virus")!.data as Record<
      string,
      unknown
    >;
    const broken = {
      ...zombie,
      priceFrom: 1.5,
      participants: { min: 50, max: 10 },
      id: "Nicht OK",
      setting: "underwater",
      season: { de: "Winter", en: "Winter" },
      extra: true,
      en: { ...(zombie.en as object), title: "" },
    };
    const issues = schemaFieldIssues(storedEventSchema, broken);
    expect(issues.map((i) => `${i.path}:${i.code}`).sort()).toEqual(
      [
        ":unknown_key",
        "en.title:required",
        "id:slug",
        "participants:min_max",
        "priceFrom:integer",
        "setting:option",
      ].sort(),
    );
    for (const t of [de, en]) {
      for (const issue of issues) expect(issueWords(t, issue)).not.toMatch(/[{}]/);
    }
    // The check across fields runs once the fields are right.
    const crossed = schemaFieldIssues(storedEventSchema, {
      ...zombie,
      season: { de: "Winter", en: "Winter" },
    });
    expect(crossed.map((i) => `${i.path}:${i.code}`)).toEqual(["months:season_needs_months"]);
    expect(
      issueWords(de, {
        code: "variant_missing",
        params: { page: "horror-events", language: "en" },
      }),
    ).toBe("Wird auf „Horror“ (Englisch) gezeigt und braucht dort diese Angabe.");
  });
});
