/**
 * Path mapping between the languages (rules in ./routing.ts, from the table in
 * ./locales.ts). Base paths are the default language's; a language's home is its prefix
 * with a slash ("/en/").
 */
import { routing, type Locale } from "./locales";
import type { Alternates as AlternatesOf } from "./routing";

export type Alternates = AlternatesOf<Locale>;

export const {
  localizePath,
  basePath,
  canonicalPath,
  servedPath,
  isHome,
  alternatesOf,
  hreflangLinks,
  switchLanguagePath,
} = routing;
