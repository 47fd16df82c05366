/**
 * The shortlist ("Merkliste"): ids of the events a visitor saved, kept in this browser's
 * localStorage only: no cookie, nothing sent to the server (docs/product.md#shortlist,
 * docs/decisions/0081-shortlist-in-the-browser.md). Islands are separate React roots, so
 * they share it through this module; other tabs through the `storage` event.
 */
import { useSyncExternalStore } from "react";

export const STORAGE_KEY = "spreegeist.shortlist";

const EMPTY: readonly string[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly string[] } | undefined;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked (privacy settings): the shortlist stays empty.
    return null;
  }
}

function parse(raw: string | null): readonly string[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return [...new Set(value.filter((id): id is string => typeof id === "string"))];
  } catch {
    return EMPTY;
  }
}

/** The saved ids, oldest first; the same array until the shortlist changes. */
export function shortlistIds(): readonly string[] {
  const raw = readStorage();
  if (cached?.raw !== raw) cached = { raw, ids: parse(raw) };
  return cached.ids;
}

function write(ids: readonly string[]) {
  try {
    if (ids.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

export function setSaved(id: string, saved: boolean) {
  const ids = shortlistIds().filter((other) => other !== id);
  write(saved ? [...ids, id] : ids);
}

/** Calls `listener` whenever the shortlist changes, here or in another tab. */
export function subscribeShortlist(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The saved ids, for a component. Empty while prerendering and hydrating (the build cannot
 * know them, and the HTML must match), the stored ones right after.
 */
export function useShortlist(): readonly string[] {
  return useSyncExternalStore(subscribeShortlist, shortlistIds, () => EMPTY);
}

/** Where the shortlist page is, per language. */
export const shortlistPaths = { de: "/merkliste", en: "/en/shortlist" } as const;
