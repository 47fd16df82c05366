import type { Locale } from "../locales";
import { de, type Dictionary } from "./de";
import { en } from "./en";

export type { Dictionary };

/** The interface dictionary of every language; the other texts have a module each beside it. */
export const dictionaries: Record<Locale, Dictionary> = { de, en };

export function dictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}

/** Fills `{name}` placeholders: format("Ab {price}€", { price: 39 }) -> "Ab 39€". */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
