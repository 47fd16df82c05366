/**
 * Euros as staff type them in the offer editor and as it writes them back: "89,50" or
 * "1.234,5" in German (decimal comma, dots between thousands), "89.50" or "1,234.5" in
 * English, at most two decimals, into integer cents; and cents back into that form
 * ("89,50" / "89.50"). Also per cent ("12,5" → 1250 basis points).
 */
import type { Locale } from "../../i18n/locales";

export type InputLocale = Locale;

/** The digits of a decimal number as typed, in a form Number() reads, or null. */
function normalise(text: string, locale: InputLocale): string | null {
  let value = text.replace(/[\s\u00a0€%]/g, "");
  if (value === "") return null;
  if (locale === "de") {
    if (value.includes(",")) value = value.replace(/\./g, "").replace(",", ".");
    else if (/^-?\d{1,3}(\.\d{3})+$/.test(value)) value = value.replace(/\./g, "");
  } else {
    value = value.replace(/,/g, "");
  }
  return /^-?\d+(\.\d*)?$|^-?\.\d+$/.test(value) ? value : null;
}

/**
 * Cents from typed euros; null when empty or not a figure with at most two decimals.
 * A minus sign is kept (the server refuses negative prices, naming the field).
 */
export function parseEuros(text: string, locale: InputLocale): number | null {
  const value = normalise(text, locale);
  if (value === null) return null;
  const [, decimals = ""] = value.split(".");
  if (decimals.length > 2) return null;
  return Math.round(Number(value) * 100);
}

/** Basis points from a typed per cent ("12,5" → 1250); null when not a figure. */
export function parsePercent(text: string, locale: InputLocale): number | null {
  const value = normalise(text, locale);
  if (value === null) return null;
  const [, decimals = ""] = value.split(".");
  if (decimals.length > 2) return null;
  return Math.round(Number(value) * 100);
}

/** Cents as an input shows them: "89,50" / "89.50", without a thousands separator. */
export function centsToInput(cents: number, locale: InputLocale): string {
  const text = (cents / 100).toFixed(2);
  return locale === "de" ? text.replace(".", ",") : text;
}

/** Basis points as an input shows them: "12,5" / "12.5", "10". */
export function basisPointsToInput(basisPoints: number, locale: InputLocale): string {
  const text = String(basisPoints / 100);
  return locale === "de" ? text.replace(".", ",") : text;
}
