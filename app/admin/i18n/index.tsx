/**
 * The back office's language: German by default, English switchable. The choice is kept in
 * this browser (localStorage), sets <html lang>, and is saved to the signed-in person's
 * account (fire-and-forget), so that the mails they get (the morning mail) speak it too. A
 * browser without a choice of its own takes the account's when the back office loads.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { adminApi } from "../api";
import { de, type Dictionary } from "./de";
import { en } from "./en";
import { localeSettings, type Locale } from "../../i18n/locales";

/** The site's languages (app/i18n/locales.ts); the back office has a dictionary for each. */
export type AdminLocale = Locale;
const dictionaries: Record<AdminLocale, Dictionary> = { de, en };
const STORAGE_KEY = "spreegeist-admin-locale";
/** The pages shown without a session (router.tsx): there is no account to save to. */
const PAGES_WITHOUT_SESSION = ["/admin/sign-in", "/admin/accept-invitation"];

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

interface I18n {
  locale: AdminLocale;
  t: Dictionary;
  setLocale(locale: AdminLocale): void;
  /** A date and time in the locale's way, in Berlin time. */
  dateTime(value: string | Date): string;
}

const I18nContext = createContext<I18n | null>(null);

/** The language chosen in this browser, or null when none was chosen here yet. */
function storedLocale(): AdminLocale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === "en" || stored === "de" ? stored : null;
  } catch {
    return null;
  }
}

function storeLocale(locale: AdminLocale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

// The current language, outside React so that the layout's loader can hand over the account's.
let current: AdminLocale = storedLocale() ?? "de";
const listeners = new Set<() => void>();
function show(locale: AdminLocale): void {
  current = locale;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Saves the language to the signed-in person's account; a failure changes nothing here. */
function saveToAccount(locale: AdminLocale): void {
  if (PAGES_WITHOUT_SESSION.some((path) => window.location.pathname.startsWith(path))) return;
  adminApi.put("/account/preferences", { locale }).catch(() => undefined);
}

/**
 * The account's language, as the layout's loader (router.tsx) read it: a browser without a
 * choice of its own takes it; one with another choice gives its choice to the account.
 */
export function accountLocaleLoaded(accountLocale: AdminLocale): void {
  const chosen = storedLocale();
  if (chosen === null) {
    storeLocale(accountLocale);
    show(accountLocale);
  } else if (chosen !== accountLocale) {
    saveToAccount(chosen);
  }
}

export function I18nProvider({ children }: { children: ReactNode }) {
  // The third is for rendering outside a browser (the components' unit tests).
  const locale = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const setLocale = useCallback((next: AdminLocale) => {
    storeLocale(next);
    show(next);
    saveToAccount(next);
  }, []);
  const value = useMemo<I18n>(() => {
    // Berlin time wherever the browser is (the agency's day, as the server counts it).
    const formatter = new Intl.DateTimeFormat(localeSettings[locale].intl, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Europe/Berlin",
    });
    return {
      locale,
      t: dictionaries[locale],
      setLocale,
      dateTime: (v) => formatter.format(new Date(v)),
    };
  }, [locale, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const context = useContext(I18nContext);
  if (!context) throw new Error("useI18n outside I18nProvider");
  return context;
}
