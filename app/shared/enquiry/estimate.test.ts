/**
 * The estimate line in words, under both tax regimes and in both languages, as the form,
 * the mails, the exports (enquiryText) and the back office (admin i18n) write it
 * (decision 0131: the one tax setting chooses the words about tax).
 */
import { describe, expect, it } from "vitest";
import { leadsDe } from "../../admin/i18n/leads.de";
import { leadsEn } from "../../admin/i18n/leads.en";
import { enquiryText } from "../../i18n/dictionary/enquiry";
import { estimateLines, estimateText, type EstimateWords } from "./estimate";

/** Plain spaces for comparing: Intl and the tax words use non-breaking ones. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

const facts = (title: string) =>
  ({
    "ZOMBIE VIRUS": { priceFrom: 149, minPersons: 16 },
    Bowling: { priceFrom: 39, minPersons: 4 },
  })[title];

const [zombie10] = estimateLines(["ZOMBIE VIRUS"], 10, facts);
const [bowling25, other] = estimateLines(["Bowling", "other"], 25, facts);

const admin = (t: typeof leadsDe): EstimateWords => ({
  line: t.lead.estimateLine,
  minimum: t.lead.estimateMinimum,
  onRequest: t.lead.estimateOnRequest,
  tax: t.lead.estimateTax,
});

describe("the estimate line", () => {
  it.each([
    ["the form and mails", enquiryText.de.estimate],
    ["the back office", admin(leadsDe)],
  ])("says in German what the regime says about tax (%s)", (_, words) => {
    expect(plain(estimateText(bowling25!, words, "de-DE", "small_business"))).toBe(
      "ab 975 € für 25 Personen, unverbindlich, Endpreis, keine Umsatzsteuer nach § 19 UStG",
    );
    expect(plain(estimateText(bowling25!, words, "de-DE", "regular"))).toBe(
      "ab 975 € für 25 Personen, unverbindlich, zzgl. MwSt.",
    );
    expect(plain(estimateText(zombie10!, words, "de-DE", "regular"))).toBe(
      "ab 2.384 € für 16 Personen (Mindestgruppe 16 Personen), unverbindlich, zzgl. MwSt.",
    );
    for (const regime of ["small_business", "regular"] as const) {
      const text = estimateText(zombie10!, words, "de-DE", regime);
      expect(text).not.toMatch(/inkl\.|[{}]/);
      expect(estimateText(other!, words, "de-DE", regime)).toBe("Preis auf Anfrage");
    }
    // Under § 19 no "MwSt." at all: no VAT is charged.
    expect(estimateText(zombie10!, words, "de-DE", "small_business")).not.toContain("MwSt");
  });

  it.each([
    ["the form and mails", enquiryText.en.estimate],
    ["the back office", admin(leadsEn)],
  ])("says in English what the regime says about tax (%s)", (_, words) => {
    expect(plain(estimateText(zombie10!, words, "en-GB", "small_business"))).toBe(
      "from €2,384 for 16 people (minimum group 16 people), non-binding, final price, no VAT charged (small business, § 19 UStG)",
    );
    expect(plain(estimateText(bowling25!, words, "en-GB", "regular"))).toBe(
      "from €975 for 25 people, non-binding, plus VAT",
    );
    expect(estimateText(zombie10!, words, "en-GB", "small_business")).not.toMatch(/incl\.|[{}]/);
  });

  it("keeps “§ 19 UStG” on one line", () => {
    const text = estimateText(bowling25!, enquiryText.de.estimate, "de-DE", "small_business");
    expect(text).toContain("§\u00a019\u00a0UStG");
  });
});
