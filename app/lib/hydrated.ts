import { useSyncExternalStore } from "react";
import { usePage } from "../i18n/use-locale";

const noop = () => () => {};

/** False while rendering the prerendered HTML and hydrating it, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/**
 * The path in the address bar. While prerendering and hydrating it is the path the page
 * was prerendered for (so the HTML matches); right after hydration it is the real one,
 * which differs on documents served for many paths (not-found, generic event page).
 */
export function useBrowserPath(): string {
  const { pathname } = usePage();
  return useSyncExternalStore(
    noop,
    () => window.location.pathname,
    () => pathname,
  );
}

/** The query string (`?event=…`): empty while prerendering and hydrating. */
export function useBrowserSearch(): string {
  return useSyncExternalStore(
    noop,
    () => window.location.search,
    () => "",
  );
}
