import { useLocation } from "react-router";
import { dictionary, type Dictionary } from "./dictionary";
import { localeFromPath, type Locale } from "./locales";

/** The page's language, derived from its path (spec §4). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The UI dictionary of the page's language. */
export function useDictionary(): Dictionary {
  return dictionary(useLocale());
}
