import { describe, expect, it } from "vitest";
import { localeRouting, type LocaleRow } from "./routing";

/**
 * The site's table with a third language added, as a new language would be: one row. Every
 * rule below comes from the same code the site uses (routing.ts); nothing else changes.
 */
const threeLanguages = [
  {
    code: "de",
    prefix: "",
    lang: "de",
    hreflang: "de",
    ogLocale: "de_DE",
    intl: "de-DE",
    quotes: ["„", "“"],
  },
  {
    code: "en",
    prefix: "/en",
    lang: "en",
    hreflang: "en",
    ogLocale: "en_GB",
    intl: "en-GB",
    quotes: ["“", "”"],
  },
  {
    code: "fr",
    prefix: "/fr",
    lang: "fr",
    hreflang: "fr",
    ogLocale: "fr_FR",
    intl: "fr-FR",
    quotes: ["« ", " »"],
  },
] as const satisfies readonly LocaleRow[];

const routing = localeRouting(threeLanguages);

describe("a third language added to the table", () => {
  it("gets a route for every page, under its prefix", () => {
    expect(routing.localizedRoutes("home", undefined)).toEqual([
      { id: "home-de", path: undefined },
      { id: "home-en", path: "en" },
      { id: "home-fr", path: "fr" },
    ]);
    expect(routing.localizedRoutes("article", "news/:slug")).toEqual([
      { id: "article-de", path: "news/:slug" },
      { id: "article-en", path: "en/news/:slug" },
      { id: "article-fr", path: "fr/news/:slug" },
    ]);
  });

  it("is recognised from the path, its home written with a slash", () => {
    expect(routing.localeFromPath("/fr/contact")).toBe("fr");
    expect(routing.localeFromPath("/fr")).toBe("fr");
    expect(routing.localeFromPath("/friends")).toBe("de");
    expect(routing.localeFromPath("/en/contact")).toBe("en");
    expect(routing.localizePath("/", "fr")).toBe("/fr/");
    expect(routing.localizePath("/contact", "fr")).toBe("/fr/contact");
    expect(routing.basePath("/fr/horror-events")).toBe("/horror-events");
    expect(routing.canonicalPath("/fr")).toBe("/fr/");
    expect(routing.canonicalPath("/fr/contact")).toBe("/fr/contact");
    expect(routing.servedPath("/fr/contact/")).toBe("/fr/contact");
    expect(routing.servedPath("/fr/")).toBe("/fr/");
    expect(routing.servedPath("/fr")).toBe("/fr/");
    expect(routing.servedPath("/")).toBe("/");
    expect(routing.isHome("/fr/")).toBe(true);
    expect(routing.isHome("/fr/contact")).toBe(false);
  });

  it("appears in the language switch of every page, and its pages switch to the others", () => {
    expect(routing.otherLocales("de")).toEqual(["en", "fr"]);
    expect(routing.otherLocales("fr")).toEqual(["de", "en"]);
    const contact = routing.alternatesOf("/contact");
    expect(routing.switchLanguagePath("/contact", contact, "fr")).toBe("/fr/contact");
    expect(routing.switchLanguagePath("/fr/contact", contact, "en")).toBe("/en/contact");
    expect(routing.switchLanguagePath("/fr/contact", contact, "de")).toBe("/contact");
    // Pages without declared counterparts follow the same fallbacks as English.
    expect(routing.switchLanguagePath("/events/unknown", undefined, "fr")).toBe(
      "/fr/teambuilding-events",
    );
    expect(routing.switchLanguagePath("/fr/privacy", undefined, "de")).toBe("/");
    expect(routing.switchLanguagePath("/fr/horror-events", undefined, "en")).toBe(
      "/en/horror-events",
    );
  });

  it("is named in every page's hreflang alternates, x-default staying German", () => {
    expect(routing.hreflangLinks(routing.alternatesOf("/contact"))).toEqual([
      { hreflang: "de", path: "/contact" },
      { hreflang: "en", path: "/en/contact" },
      { hreflang: "fr", path: "/fr/contact" },
      { hreflang: "x-default", path: "/contact" },
    ]);
    // A page that exists in two of the three languages names those two.
    expect(routing.hreflangLinks({ en: "/en/news/x", fr: "/fr/news/x" })).toEqual([
      { hreflang: "en", path: "/en/news/x" },
      { hreflang: "fr", path: "/fr/news/x" },
      { hreflang: "x-default", path: "/en/news/x" },
    ]);
  });

  it("refuses a table whose first language is not at the root", () => {
    expect(() => localeRouting([threeLanguages[1], threeLanguages[0]])).toThrow(/default/);
  });
});
