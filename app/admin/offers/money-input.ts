/**
 * Figures as the back office's fields hold them: read with the shared reader, the same in
 * either screen language ("450,00" and "450.00" are both 450 €, "1,250" is refused as
 * ambiguous: app/shared/money/typed-number.ts, decision 0163), and cents or per cent written
 * back into a field in the screen's own form ("89,50" / "89.50", no thousands separator, so
 * what the field shows is never ambiguous).
 */
import { localeSettings, type Locale } from "../../i18n/locales";
import {
  readBasisPoints,
  readCents,
  readWhole,
  type TypedNumber,
} from "../../shared/money/typed-number";
import { format } from "../i18n";
import type { Dictionary } from "../i18n/de";

export type InputLocale = Locale;

/** What a field holds: euros (read as cents), a whole number, a per cent (basis points). */
export type FigureKind = "money" | "whole" | "percent";

const READERS = { money: readCents, whole: readWhole, percent: readBasisPoints };

/** A field's text read as its kind. */
export const readFigure = (text: string, kind: FigureKind): TypedNumber => READERS[kind](text);

/** A figure read from a field, written in the screen's form ("€1,250.00", "1.250", "12,5 %"). */
export function shownFigure(value: number, kind: FigureKind, locale: InputLocale): string {
  const intl = localeSettings[locale].intl;
  if (kind === "money") {
    return new Intl.NumberFormat(intl, { style: "currency", currency: "EUR" }).format(value / 100);
  }
  if (kind === "percent") {
    return new Intl.NumberFormat(intl, { style: "percent", maximumFractionDigits: 2 }).format(
      value / 10_000,
    );
  }
  return value.toLocaleString(intl);
}

/**
 * Why a field's text is not a figure, in the user's words (null when it reads, or is empty:
 * whether it may be empty is the form's question). An ambiguous text names both readings.
 */
export function figureProblem(
  read: TypedNumber,
  kind: FigureKind,
  t: Dictionary,
  locale: InputLocale,
): string | null {
  if (read.ok || read.problem === "empty") return null;
  const words = t.offerErrors;
  if (read.problem === "ambiguous") {
    const [first = 0, second = 0] = read.readings ?? [];
    if (kind === "percent") return words.percent_ambiguous;
    // Both readings written so that they cannot be misread in turn: euros with their cents,
    // numbers without a thousands separator.
    const intl = localeSettings[locale].intl;
    const shown = (figure: number) =>
      kind === "money"
        ? new Intl.NumberFormat(intl, {
            style: "currency",
            currency: "EUR",
            maximumFractionDigits: 3,
          }).format(figure)
        : figure.toLocaleString(intl, { useGrouping: false, maximumFractionDigits: 3 });
    return format(kind === "money" ? words.money_ambiguous : words.whole_ambiguous, {
      first: shown(first),
      second: shown(second),
      example: kind === "money" ? centsToInput(first * 100, locale) : String(first),
    });
  }
  if (read.problem === "too_precise") {
    return kind === "money"
      ? words.money_precise
      : kind === "percent"
        ? words.percent_precise
        : words.not_whole;
  }
  return kind === "money" ? words.money : words.number;
}

/** Cents from typed euros, or null when they cannot be read (the field says why). */
export function parseEuros(text: string): number | null {
  const read = readCents(text);
  return read.ok ? read.value : null;
}

/** Basis points from a typed per cent ("12,5" → 1250), or null. */
export function parsePercent(text: string): number | null {
  const read = readBasisPoints(text);
  return read.ok ? read.value : null;
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
