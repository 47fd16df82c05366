/**
 * Everything the site derives from its table of languages (./locales.ts): which language a
 * path is in, the path of a page in each language, the canonical spelling of a language's
 * home, the routes of the route table, hreflang alternates and the language switch. Built
 * by `localeRouting(table)` so that a test can run the same rules on a table with more
 * languages (routing.test.ts); the site uses the instance that locales.ts exports.
 */

/** One language of the site: one row of the table. */
export interface LocaleRow<Code extends string = string> {
  code: Code;
  /** Path prefix: "" for the default language at the root, "/en" for English under /en. */
  prefix: string;
  /** `<html lang>` and `lang` of links into this language. */
  lang: string;
  /** `hreflang` of the page's alternates in this language. */
  hreflang: string;
  /** Open Graph locale (`og:locale`). */
  ogLocale: string;
  /** BCP 47 tag for Intl date and number formats. */
  intl: string;
  /** Opening and closing quotation marks of quoted text. */
  quotes: readonly [string, string];
}

/** A page's path in each language it exists in. */
export type Alternates<Code extends string = string> = Partial<Record<Code, string>>;

/** One route of the route table (app/routes.ts turns these into React Router routes). */
export interface RouteSpec {
  /** Route id: `<page>-<language>`. */
  id: string;
  /** Path relative to the root, without a leading slash; undefined for the root's index. */
  path: string | undefined;
}

// Pages that exist only in the default language (event details without a translation, news
// articles written in German), and what a switch from them leads to instead.
const defaultOnlyFallbacks: Array<[RegExp, string]> = [
  [/^\/events\/[^/]+$/, "/teambuilding-events"],
  [/^\/news\/[^/]+$/, "/news"],
];
// Pages whose translation may have no original in the default language: a switch to the
// default language goes to its home.
const translationOnly = /^\/(news\/[^/]+|privacy|imprint|terms)$/;

export function localeRouting<const Code extends string>(table: readonly LocaleRow<Code>[]) {
  const first = table[0];
  if (!first || first.prefix !== "")
    throw new Error("The first language of the table is the default one, at the root");
  if (table.slice(1).some((row) => !/^\/[a-z-]+$/.test(row.prefix)))
    throw new Error('Every other language has a prefix such as "/en"');
  const defaultLocale: Code = first.code;
  const locales = table.map((row) => row.code) as [Code, ...Code[]];
  const settings = Object.fromEntries(table.map((row) => [row.code, row])) as Record<
    Code,
    LocaleRow<Code>
  >;
  const prefixed = table.slice(1);

  function isLocale(value: unknown): value is Code {
    return typeof value === "string" && value in settings;
  }

  /** Language follows the path: everything under a language's prefix is in that language. */
  function localeFromPath(pathname: string): Code {
    const row = prefixed.find(
      ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    return row ? row.code : defaultLocale;
  }

  /** Turns a base path (the default language's, "/contact" or "/") into `locale`'s. */
  function localizePath(basePath: string, locale: Code): string {
    const { prefix } = settings[locale];
    if (prefix === "") return basePath;
    return basePath === "/" ? `${prefix}/` : `${prefix}${basePath}`;
  }

  /** The base path of any path: "/en/contact" -> "/contact", "/en" -> "/". */
  function basePath(pathname: string): string {
    const { prefix } = settings[localeFromPath(pathname)];
    const rest = pathname.slice(prefix.length);
    return rest === "" ? "/" : rest;
  }

  /** The spelling a page is served and known by: a language's home keeps its slash ("/en/"). */
  function canonicalPath(pathname: string): string {
    const row = prefixed.find(({ prefix }) => pathname === prefix);
    return row ? `${row.prefix}/` : pathname;
  }

  /**
   * The path of the page rendered for `pathname`, as it is served: the build prerenders
   * "/en/contact/", a render after a publish asks for "/en/contact", and both are
   * "/en/contact" (a language's home stays "/en/").
   */
  function servedPath(pathname: string): string {
    return canonicalPath(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);
  }

  /** Whether `pathname` is the home of a language ("/", "/en/"). */
  function isHome(pathname: string): boolean {
    return locales.some((locale) => localizePath("/", locale) === pathname);
  }

  /** Every language but `locale`, in the table's order. */
  function otherLocales(locale: Code): Code[] {
    return locales.filter((code) => code !== locale);
  }

  /** The path of a page that exists in every language, in each of them. */
  function alternatesOf(basePath: string): Record<Code, string> {
    return Object.fromEntries(
      locales.map((locale) => [locale, localizePath(basePath, locale)]),
    ) as Record<Code, string>;
  }

  /**
   * A route for a page in every language: "contact" -> contact-de at /contact, contact-en at
   * /en/contact. A page whose name differs per language gives one path per language.
   */
  function localizedRoutes(
    page: string,
    paths: string | undefined | Record<Code, string>,
  ): RouteSpec[] {
    return table.map(({ code, prefix }) => {
      const root = prefix.slice(1);
      const path = typeof paths === "object" ? paths[code] : paths;
      const full = path === undefined ? root || undefined : root ? `${root}/${path}` : path;
      return { id: `${page}-${code}`, path: full };
    });
  }

  /**
   * The hreflang links of a page: one per language it exists in (table order), and
   * x-default for the default language's version (or the first one there is).
   */
  function hreflangLinks(alternates: Alternates<Code>): Array<{ hreflang: string; path: string }> {
    const links = locales.flatMap((locale) => {
      const path = alternates[locale];
      return path ? [{ hreflang: settings[locale].hreflang, path }] : [];
    });
    const xDefault = alternates[defaultLocale] ?? links[0]?.path;
    if (xDefault) links.push({ hreflang: "x-default", path: xDefault });
    return links;
  }

  /**
   * Where a switch to `target` leads from `pathname`. Every page that has a counterpart
   * names it in its alternates; only a page without one falls back to the old site's rule.
   */
  function switchLanguagePath(
    pathname: string,
    alternates: Alternates<Code> | undefined,
    target: Code,
  ): string {
    const known = alternates?.[target];
    if (known) return known;
    const base = basePath(pathname);
    if (target === defaultLocale) return translationOnly.test(base) ? "/" : base;
    if (localeFromPath(pathname) === defaultLocale) {
      for (const [pattern, fallback] of defaultOnlyFallbacks)
        if (pattern.test(base)) return localizePath(fallback, target);
    }
    return localizePath(base, target);
  }

  return {
    defaultLocale,
    locales,
    settings,
    isLocale,
    localeFromPath,
    localizePath,
    basePath,
    canonicalPath,
    servedPath,
    isHome,
    otherLocales,
    alternatesOf,
    localizedRoutes,
    hreflangLinks,
    switchLanguagePath,
  };
}
