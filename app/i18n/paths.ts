/**
 * Path mapping between the languages. German paths are the base; an English path is the German one
 * under /en, and the English home is /en/ (its canonical path, docs/product.md#routes).
 */
import { localeFromPath, type Locale } from "./locales";

/** Turns a German (base) path such as "/contact" or "/" into the path for `locale`. */
export function localizePath(basePath: string, locale: Locale): string {
  if (locale === "de") return basePath;
  return basePath === "/" ? "/en/" : `/en${basePath}`;
}

/** The base (German) path of any path: "/en/contact" -> "/contact", "/en" -> "/". */
export function basePath(pathname: string): string {
  if (localeFromPath(pathname) === "de") return pathname || "/";
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

export type Alternates = Partial<Record<Locale, string>>;

const germanOnlyFallbacks: Array<[RegExp, string]> = [
  [/^\/events\/[^/]+$/, "/en/teambuilding-events"],
  [/^\/news\/[^/]+$/, "/en/news"],
];
const englishOnlyFallbacks = /^\/(news\/[^/]+|privacy|imprint|terms)$/;

/**
 * Where the language switch leads. Every page that has a counterpart names it in its alternates
 * (every page switches to its counterpart); only a page without one falls back to the old site's
 * rule (docs/product.md#language-switch).
 */
export function switchLanguagePath(pathname: string, alternates: Alternates | undefined): string {
  const target: Locale = localeFromPath(pathname) === "de" ? "en" : "de";
  const known = alternates?.[target];
  if (known) return known;
  if (target === "en") {
    for (const [pattern, fallback] of germanOnlyFallbacks)
      if (pattern.test(pathname)) return fallback;
    return localizePath(pathname, "en");
  }
  const german = basePath(pathname);
  return englishOnlyFallbacks.test(german) ? "/" : german;
}
