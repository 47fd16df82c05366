import { describe, expect, it } from "vitest";
import { defaultLocale, locales, type Localized } from "../locales";
import { consentBannerText } from "./consent-banner";
import { de } from "./de";
import { en } from "./en";
import { enquiryText } from "./enquiry";
import { dictionaries, format } from "./index";
import { legalLabels } from "./legal";
import { mailText } from "./mail";

function shape(value: unknown, path = ""): string[] {
  if (typeof value !== "object" || value === null) return [path];
  return Object.entries(value).flatMap(([key, inner]) =>
    shape(inner, path ? `${path}.${key}` : key),
  );
}

function placeholders(value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (v: unknown, path: string) => {
    if (typeof v === "string") out[path] = (v.match(/\{\w+\}/g) ?? []).sort();
    // A text that does not exist in a language (null) has no placeholders either.
    else if (v === null) out[path] = [];
    else if (v && typeof v === "object")
      for (const [k, inner] of Object.entries(v)) walk(inner, path ? `${path}.${k}` : k);
  };
  walk(value, "");
  return out;
}

describe("UI dictionaries", () => {
  it("have the same keys in German and English", () => {
    expect(shape(en).sort()).toEqual(shape(de).sort());
  });

  it("use the same placeholders in both languages", () => {
    expect(placeholders(en)).toEqual(placeholders(de));
  });
});

/** Every text a visitor or the agency reads that is not content: one dictionary per kind. */
const allDictionaries: Record<string, Localized<unknown>> = {
  interface: dictionaries,
  enquiry: enquiryText,
  consentBanner: consentBannerText,
  mail: mailText,
  legal: legalLabels,
};

describe.each(Object.entries(allDictionaries))("the %s dictionary", (_name, texts) => {
  it.each(locales.filter((locale) => locale !== defaultLocale))(
    "has the German keys and placeholders in %s",
    (locale) => {
      expect(shape(texts[locale]).sort()).toEqual(shape(texts[defaultLocale]).sort());
      expect(placeholders(texts[locale])).toEqual(placeholders(texts[defaultLocale]));
    },
  );
});

describe("format", () => {
  it("fills named placeholders and leaves unknown ones", () => {
    expect(format("Ab {price}€ pro Person", { price: 39 })).toBe("Ab 39€ pro Person");
    expect(format("{a} {b}", { a: "x" })).toBe("x {b}");
  });
});
