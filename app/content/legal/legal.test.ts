import { describe, expect, it } from "vitest";
import { locales, type Locale } from "../../i18n/locales";
import { renderMarkdown } from "../markdown.server";
import { siteSchema, type Site } from "../schema";
import { identityWith, shippedSite, site } from "../site";
import { legalContext } from "./context";
import {
  getLegalPage,
  legalDocuments,
  legalKinds,
  legalKindOf,
  typeset,
  type LegalKind,
} from "./legal.server";

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

  describe("tax, from the one setting site.tax.regime (decision 0131)", () => {
    const smallBusiness: Site = {
      ...site,
      tax: { regime: "small_business", taxNumber: "20/345/67890", taxOffice: "Finanzamt Steglitz" },
    };
    const regular: Site = {
      ...site,
      tax: {
        regime: "regular",
        taxNumber: "20/345/67890",
        taxOffice: "Finanzamt Steglitz",
        vatId: "DE123456789",
      },
    };
    /** The text of one section (from its heading to the next) of a document for a site. */
    const section = (kind: LegalKind, locale: Locale, identity: Site, heading: RegExp) => {
      const document = legalDocuments[kind];
      const markdown = typeset(document[locale].body(legalContext(locale, document, identity)));
      const part = markdown.split(/^## /m).find((chunk) => heading.test(chunk.split("\n")[0]!));
      expect(part, `${kind} (${locale}) ${heading}`).toBeDefined();
      return plain(renderMarkdown(`## ${part}`, kind).html).replace(/\u00a0/g, " ");
    };
    const imprintTax = (locale: Locale, identity: Site) =>
      section("imprint", locale, identity, /^(Steuerliche Angaben|Tax details)/);
    const termsPrices = (locale: Locale, identity: Site) =>
      section("terms", locale, identity, /^§\s3\s/);

    it("the imprint with the owners' business data: their numbers, no office or district of the example (decision 0204)", () => {
      const facts = {
        legalName: "Spreegeist Events GmbH",
        owner: "Mara Quell",
        street: "Kastanienallee 17",
        postalCode: "10435",
        city: "Berlin",
        country: "DE",
        phone: "030 5550 1234",
        email: "kontakt@spreegeist.test",
        taxNumber: null,
        vatId: "DE123456789",
        taxRegime: "small_business" as const,
      };
      const identity = identityWith(facts);
      expect(siteSchema.safeParse(identity).success).toBe(true);
      expect(identity.phone.e164).toBe("+493055501234");
      expect(identity.address.district).toBeUndefined();
      expect(identityWith({ ...facts, phone: "+49 30 5550-1234" }).phone.e164).toBe(
        "+493055501234",
      );
      // Back at the shipped town, the district again; the shipped tax number, its office.
      const home = identityWith({ ...facts, postalCode: "14109", taxNumber: "20/345/67890" });
      expect(home.address.district).toBe("Wannsee");
      expect(home.tax.taxOffice).toBe("Finanzamt Steglitz");

      const de = imprintTax("de", identity);
      expect(de).not.toMatch(/Steuernummer|Finanzamt/);
      expect(de).toContain(
        "Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE123456789",
      );
      const provider = section("imprint", "en", identity, /^Information pursuant/);
      expect(provider).toContain("Spreegeist Events GmbH Kastanienallee 17 10435 Berlin");
      expect(provider).toContain("sole proprietorship of Mara Quell");
      const contact = section("imprint", "de", identity, /^Kontakt/);
      expect(contact).toContain("Telefon: 030 5550 1234");
      expect(contact).toContain("kontakt@spreegeist.test");
      expect(identityWith(null)).toEqual(shippedSite);
    });

    it("the imprint: § 19 paragraph for a small business, VAT id and net prices when regular", () => {
      expect(imprintTax("de", smallBusiness)).toContain(
        "Wir sind Kleinunternehmer im Sinne von § 19 UStG. Umsatzsteuer wird daher nicht berechnet",
      );
      expect(imprintTax("de", smallBusiness)).toContain(
        "Eine Umsatzsteuer-Identifikationsnummer haben wir nicht.",
      );
      expect(imprintTax("en", smallBusiness)).toContain(
        "we are a small business within the meaning of § 19 UStG",
      );
      expect(imprintTax("en", smallBusiness)).toContain("We have no VAT identification number.");

      const de = imprintTax("de", regular);
      expect(de).toContain("Steuernummer: 20/345/67890");
      expect(de).toContain(
        "Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE123456789",
      );
      expect(de).toContain("Nettopreise zzgl. der gesetzlichen Umsatzsteuer");
      expect(de).not.toMatch(/§ 19|Kleinunternehmer|Endpreise/);
      const en = imprintTax("en", regular);
      expect(en).toContain(
        "VAT identification number under § 27 a UStG (German VAT Act): DE123456789",
      );
      expect(en).toContain("net prices plus statutory VAT");
      expect(en).not.toMatch(/§ 19|small business|final prices/);
    });

    it("the imprint names a small business's VAT id when it has one", () => {
      const withId: Site = {
        ...smallBusiness,
        tax: { ...smallBusiness.tax, vatId: "DE987654321" },
      };
      expect(imprintTax("de", withId)).toContain("§ 19 UStG");
      expect(imprintTax("de", withId)).toContain("DE987654321");
      expect(imprintTax("de", withId)).not.toContain("haben wir nicht");
      expect(imprintTax("en", withId)).not.toContain("We have no VAT identification number");
    });

    it("the terms' § 3: final prices under § 19, “zzgl. der gesetzlichen Umsatzsteuer” when regular", () => {
      expect(termsPrices("de", smallBusiness)).toContain(
        "(2) Unsere Preise sind Endpreise. Als Kleinunternehmer im Sinne von § 19 UStG berechnen wir keine Umsatzsteuer",
      );
      expect(termsPrices("en", smallBusiness)).toContain(
        "(2) Our prices are final prices. As a small business within the meaning of § 19 UStG",
      );
      const de = termsPrices("de", regular);
      expect(de).toContain(
        "(2) Alle Preise verstehen sich zzgl. der gesetzlichen Umsatzsteuer (derzeit 19 %, für einzelne Leistungen 7 %).",
      );
      expect(de).toContain("Nettobetrag, Umsatzsteuer und Gesamtbetrag");
      expect(de).not.toMatch(/§ 19|Endpreise|Vorsteuerabzug/);
      const en = termsPrices("en", regular);
      expect(en).toContain(
        "(2) All prices are plus statutory VAT (currently 19%, 7% for some services).",
      );
      expect(en).not.toMatch(/§ 19|final prices/);
    });

    it("the site's own setting is valid, and a regular regime needs a VAT id", () => {
      expect(siteSchema.safeParse(site).success).toBe(true);
      expect(siteSchema.safeParse(regular).success).toBe(true);
      const { vatId: _, ...withoutId } = regular.tax;
      const refused = siteSchema.safeParse({ ...regular, tax: withoutId });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.path).toEqual(["tax", "vatId"]);
      expect(
        siteSchema.safeParse({ ...regular, tax: { ...regular.tax, vatId: "123" } }).success,
      ).toBe(false);
      expect(siteSchema.safeParse({ ...site, tax: { ...site.tax, regime: "vat" } }).success).toBe(
        false,
      );
    });
  });
});
