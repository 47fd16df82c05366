/**
 * Figures as people type them (amounts, quantities, per cent), read the same way whatever
 * the screen's language (decision 0163): "450,00" and "450.00" are both 450, "1.250,00" and
 * "1,250.00" both 1250. Where the text alone cannot say which it is (a single "." or ","
 * followed by exactly three digits, "1,250" / "1.250"), it is refused as ambiguous instead
 * of guessed. The result is a whole number at the asked scale (cents: 2, basis points: 2,
 * a quantity: 0), computed from the digits without floating point.
 */

/** Why a text is not a figure: the dictionaries word each code. */
export type TypedNumberProblem = "empty" | "malformed" | "ambiguous" | "too_precise";

export type TypedNumber =
  | { ok: true; value: number }
  /** `readings`: for an ambiguous text, the figure it is with thousands and with decimals. */
  | { ok: false; problem: TypedNumberProblem; readings?: number[] };

/** Spaces people type or paste between groups of thousands (no-break and thin ones too). */
const SPACES = /[\s\u00a0\u2007\u2009\u202f]/;

const refuse = (problem: TypedNumberProblem): TypedNumber => ({ ok: false, problem });

/**
 * The whole part's digits, its groups of thousands checked (a first group of one to three
 * digits not starting with 0, then groups of three) and joined; null when badly grouped.
 */
function joinGroups(whole: string, group: string | null): string | null {
  if (group === null) return /^\d*$/.test(whole) ? whole : null;
  const groups = whole.split(group);
  if (!/^[1-9]\d{0,2}$/.test(groups[0]!)) return null;
  if (groups.slice(1).some((each) => !/^\d{3}$/.test(each))) return null;
  return groups.join("");
}

/**
 * The figure `text` stands for, times 10^scale, as a whole number; `unit` may stand before
 * or after it ("€ 12", "12 %"), a leading minus is kept (the server decides on negatives).
 */
export function readTypedNumber(text: string, scale: number, unit = ""): TypedNumber {
  let rest = text.trim();
  if (unit && rest.endsWith(unit)) rest = rest.slice(0, -unit.length).trim();
  if (unit && rest.startsWith(unit)) rest = rest.slice(unit.length).trim();
  if (rest === "") return refuse("empty");
  const negative = rest.startsWith("-") || rest.startsWith("\u2212");
  if (negative) rest = rest.slice(1).trim();
  if (!/^[\d.,\s\u00a0\u2007\u2009\u202f]+$/.test(rest) || !/\d/.test(rest)) {
    return refuse("malformed");
  }

  // Which mark separates the decimals and which groups thousands.
  const spaced = SPACES.test(rest);
  const dots = rest.split(".").length - 1;
  const commas = rest.split(",").length - 1;
  let group: string | null = spaced ? " " : null;
  let decimal: string | null = null;
  if (spaced) {
    if (dots + commas > 1) return refuse("malformed");
    decimal = dots ? "." : commas ? "," : null;
    rest = rest.replace(new RegExp(SPACES.source, "g"), " ");
  } else if (dots && commas) {
    // Both marks: the last one separates the decimals, and it appears once.
    decimal = rest.lastIndexOf(".") > rest.lastIndexOf(",") ? "." : ",";
    group = decimal === "." ? "," : ".";
    if ((decimal === "." ? dots : commas) > 1) return refuse("malformed");
  } else if (dots + commas > 1) {
    // One mark several times ("1.250.000"): it groups thousands, there are no decimals.
    group = dots ? "." : ",";
  } else if (dots + commas === 1) {
    const mark = dots ? "." : ",";
    const [before, after] = rest.split(mark) as [string, string];
    // "1,250" is 1250 in German and 1.25 in English: only a leading 0 ("0,250") decides.
    if (after.length === 3 && /^[1-9]\d{0,2}$/.test(before)) {
      const sign = negative ? -1 : 1;
      const readings = [sign * Number(before + after), sign * Number(`${before}.${after}`)];
      return { ok: false, problem: "ambiguous", readings };
    }
    decimal = mark;
  }

  const [wholeText, decimals = ""] = decimal === null ? [rest] : rest.split(decimal);
  if (!/^\d*$/.test(decimals)) return refuse("malformed");
  const whole = joinGroups(wholeText!, group);
  if (whole === null || (whole === "" && decimals === "")) return refuse("malformed");

  return value(whole, decimals, scale, negative);
}

/** Whole digits and decimal digits as a number times 10^scale, from the digits themselves. */
function value(whole: string, decimals: string, scale: number, negative: boolean): TypedNumber {
  // Decimals beyond the scale are allowed only as zeros ("24,00" is a whole 24).
  if (/[1-9]/.test(decimals.slice(scale))) return refuse("too_precise");
  const scaled = Number(`${whole}${decimals.slice(0, scale).padEnd(scale, "0")}`);
  if (!Number.isSafeInteger(scaled)) return refuse("malformed");
  return { ok: true, value: negative && scaled !== 0 ? -scaled : scaled };
}

/** Cents from typed euros ("450,00", "1,250.00 €"). */
export const readCents = (text: string) => readTypedNumber(text, 2, "€");

/** Basis points from a typed per cent ("12,5" → 1250). */
export const readBasisPoints = (text: string) => readTypedNumber(text, 2, "%");

/** A whole number: a quantity, a number of people ("24", "1.000.000", "24,00"). */
export const readWhole = (text: string) => readTypedNumber(text, 0);
