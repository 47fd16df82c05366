/**
 * The back office's language: German by default, English switchable; the choice is kept
 * in this browser (localStorage) and sets <html lang>.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { de, type Dictionary } from "./de";
import { en } from "./en";
import { localeSettings, type Locale } from "../../i18n/locales";

/** The site's languages (app/i18n/locales.ts); the back office has a dictionary for each. */
export type AdminLocale = Locale;
const dictionaries: Record<AdminLocale, Dictionary> = { de, en };
const STORAGE_KEY = "spreegeist-admin-locale";

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
  /** A date and time in the locale's way. */
  dateTime(value: string | Date): string;
}

const I18nContext = createContext<I18n | null>(null);

function initialLocale(): AdminLocale {
  try {
    return localStorage.getItem(STORAGE_KEY) === "en" ? "en" : "de";
  } catch {
    return "de";
  }
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<AdminLocale>(initialLocale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const setLocale = useCallback((next: AdminLocale) => {
    setLocaleState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  const value = useMemo<I18n>(() => {
    const formatter = new Intl.DateTimeFormat(localeSettings[locale].intl, {
      dateStyle: "medium",
      timeStyle: "short",
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
