import { createContext, useContext } from "react";
import { dictionary, type Dictionary } from "./dictionary";
import type { Locale } from "./locales";

/**
 * The page a component renders in: its language and the path it was prerendered for. The
 * root provides it while React Router prerenders the page, and every island root provides
 * the same values when it hydrates in the browser (app/islands/), so components read it
 * the same way in both places.
 */
export interface PageInfo {
  locale: Locale;
  /** The prerendered path; a document served for many paths (not-found) has its own. */
  pathname: string;
}

export const PageContext = createContext<PageInfo | null>(null);

export function usePage(): PageInfo {
  const page = useContext(PageContext);
  if (!page) throw new Error("usePage() outside a page (PageContext.Provider missing)");
  return page;
}

/** The page's language (docs/product.md#routes: German at the root, English under /en). */
export function useLocale(): Locale {
  return usePage().locale;
}

/** The UI dictionary of the page's language. */
export function useDictionary(): Dictionary {
  return dictionary(useLocale());
}
