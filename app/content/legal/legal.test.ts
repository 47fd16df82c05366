import { describe, expect, it } from "vitest";
import { locales } from "../../i18n/locales";
import { site } from "../site";
import { legalContext } from "./context";
import { getLegalPage, legalDocuments, legalKinds, legalKindOf } from "./legal.server";

/** Text of rendered HTML with every run of white space (non-breaking ones too) as one space. */
const plain = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("legal documents", () => {
  it.each([
    ["privacy", 7],
    ["terms", 11],
  ] as const)("%s has %i numbered sections in both languages", (kind, count) => {
    for (const locale of locales) {
      const { headings } = getLegalPage(kind, locale);
      expect(headings, locale).toHaveLength(count);
      headings.forEach((heading, index) =>
        expect(heading.text, locale).toMatch(new RegExp(`^(§\\s)?${index + 1}\\.?\\s`)),
      );
    }
  });

  it("has the same sections in German and English for every document", () => {
    for (const kind of legalKinds) {
      expect(getLegalPage(kind, "en").headings.length, kind).toBe(
        getLegalPage(kind, "de").headings.length,
      );
    }
  });

  it("takes the agency's identity from site.ts", () => {
    const identity = [
      site.legalName,
      site.owner,
      site.address.street,
      `${site.address.postalCode} ${site.address.city}`,
      site.phone.display,
      site.email,
    ];
    for (const locale of locales) {
      const imprint = plain(getLegalPage("imprint", locale).html);
      for (const value of [...identity, site.tax.taxNumber, site.tax.taxOffice]) {
        expect(imprint, `imprint (${locale})`).toContain(value);
      }
      expect(imprint).toContain("§ 19 UStG");
      const privacy = plain(getLegalPage("privacy", locale).html);
      for (const value of identity) expect(privacy, `privacy (${locale})`).toContain(value);
      expect(plain(getLegalPage("terms", locale).html)).toContain(site.legalName);
    }
  });

  it("follows a change of identity instead of repeating it", () => {
    const other = { ...site, owner: "Erika Musterfrau", email: "info@example.org" };
    for (const kind of legalKinds) {
      for (const locale of locales) {
        const document = legalDocuments[kind];
        const markdown = document[locale].body(legalContext(locale, document, other));
        expect(markdown, `${kind} (${locale})`).not.toContain(site.email);
        if (kind !== "terms") expect(markdown, `${kind} (${locale})`).toContain(other.owner);
      }
    }
  });

  it("leaves no placeholders or markers behind", () => {
    for (const kind of legalKinds) {
      for (const locale of locales) {
        const page = getLegalPage(kind, locale);
        const text = plain(page.html);
        expect(text, `${kind} (${locale})`).not.toMatch(/[{}]|\bTODO\b|\bundefined\b|\bNaN\b/);
        expect(page.title).not.toMatch(/[{}]/);
      }
    }
  });

  it("dates and versions the privacy policy and the terms per language", () => {
    expect(getLegalPage("privacy", "de").updated).toMatchObject({
      version: "Version 2.0",
      label: "Stand:",
      text: "26. September 2025",
    });
    expect(getLegalPage("privacy", "en").updated).toMatchObject({
      version: "Version 2.0",
      text: "26 September 2025",
    });
    expect(getLegalPage("terms", "de").updated).toMatchObject({ text: "Januar 2025" });
    expect(getLegalPage("terms", "en").updated).toMatchObject({
      label: "As of",
      text: "January 2025",
    });
  });

  it("notes on English pages only that the German version prevails", () => {
    for (const kind of legalKinds) {
      expect(getLegalPage(kind, "de").translationNote).toBeUndefined();
      expect(getLegalPage(kind, "en").translationNote).toMatchObject({
        text: expect.stringContaining("German version prevails"),
        href: `/${kind}`,
      });
    }
  });

  it("never links to the closed EU ODR platform", () => {
    for (const kind of legalKinds) {
      for (const locale of locales) {
        expect(getLegalPage(kind, locale).html).not.toMatch(/ec\.europa\.eu\/consumers\/odr/);
      }
    }
  });

  it("names the supervisory authority in both languages", () => {
    for (const locale of locales) {
      const privacy = plain(getLegalPage("privacy", locale).html);
      expect(privacy).toContain("Berliner Beauftragte für Datenschutz und Informationsfreiheit");
      expect(privacy).toContain("Alt-Moabit 59–61");
    }
  });

  it("serves each document at its path with its own SEO", () => {
    expect(legalKindOf("/privacy")).toBe("privacy");
    expect(legalKindOf("/contact")).toBeUndefined();
    expect(getLegalPage("terms", "en").seo).toMatchObject({
      path: "/en/terms",
      title: "Terms & Conditions",
      alternates: { de: "/terms", en: "/en/terms" },
    });
    expect(getLegalPage("imprint", "de").seo.title).toBe("Impressum");
  });
});
