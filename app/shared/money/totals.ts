/**
 * The sums of an offer or invoice, from its lines: the one computation the server stores
 * and the back office's editor shows while typing (the server computes again and never
 * takes the browser's figures). Integer cents throughout; tax is computed once per rate on
 * the sum of that rate's lines after discount (as EN 16931 totals it), rounded half up.
 */
import type { TaxRegime } from "./tax.ts";

export interface PricedLine {
  /** Whole units (people, pieces, hours), 1 or more. */
  quantity: number;
  /** Per unit, in cents: net under the regular regime, the final price under § 19. */
  unitPriceCents: number;
  /** VAT in basis points (1900 = 19 %); ignored (0) under § 19. */
  taxRateBp: number;
}

/** A discount on the whole document: a share in basis points (1000 = 10 %) or an amount. */
export type Discount = { kind: "percent"; basisPoints: number } | { kind: "amount"; cents: number };

export interface TaxGroup {
  rateBp: number;
  /** Sum of this rate's lines before the discount. */
  linesCents: number;
  /** The part of the discount that falls on this rate. */
  discountCents: number;
  /** linesCents − discountCents: the base the tax is computed on. */
  netCents: number;
  taxCents: number;
}

export interface DocumentTotals {
  /** Each line's quantity × unit price, in the lines' order. */
  lineCents: number[];
  /** Sum of the lines. */
  subtotalCents: number;
  discountCents: number;
  /** subtotal − discount. */
  netCents: number;
  /** One per rate used, highest rate first (one group at 0 under § 19). */
  taxGroups: TaxGroup[];
  taxCents: number;
  /** What the customer pays. */
  grossCents: number;
}

/** Half up for the non-negative values money takes here. */
function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5);
}

/** Sums the lines, spreads the discount over the rates, and computes the tax per rate. */
export function computeTotals(
  lines: readonly PricedLine[],
  discount: Discount | null,
  regime: TaxRegime,
): DocumentTotals {
  const lineCents = lines.map((line) => line.quantity * line.unitPriceCents);
  const subtotalCents = lineCents.reduce((sum, cents) => sum + cents, 0);

  const byRate = new Map<number, number>();
  lines.forEach((line, index) => {
    const rate = regime === "regular" ? line.taxRateBp : 0;
    byRate.set(rate, (byRate.get(rate) ?? 0) + lineCents[index]!);
  });
  const rates = [...byRate.keys()].sort((a, b) => b - a);

  const discountTotal = Math.min(
    subtotalCents,
    discount === null
      ? 0
      : discount.kind === "percent"
        ? roundHalfUp((subtotalCents * discount.basisPoints) / 10_000)
        : discount.cents,
  );
  const shares = spread(
    discountTotal,
    rates.map((rate) => byRate.get(rate)!),
  );

  const taxGroups = rates.map((rateBp, index): TaxGroup => {
    const linesCentsOfRate = byRate.get(rateBp)!;
    const netCents = linesCentsOfRate - shares[index]!;
    return {
      rateBp,
      linesCents: linesCentsOfRate,
      discountCents: shares[index]!,
      netCents,
      taxCents: roundHalfUp((netCents * rateBp) / 10_000),
    };
  });
  const netCents = subtotalCents - discountTotal;
  const taxCents = taxGroups.reduce((sum, group) => sum + group.taxCents, 0);
  return {
    lineCents,
    subtotalCents,
    discountCents: discountTotal,
    netCents,
    taxGroups,
    taxCents,
    grossCents: netCents + taxCents,
  };
}

/**
 * Splits `amount` over `weights` in proportion, in whole cents that add up exactly: each
 * gets the floor of its share, and the cents left go to the largest remainders first.
 */
export function spread(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * A share of a document's totals per rate, e.g. a 50 % deposit (5000 basis points): each
 * rate's net is that share of its net, and its tax is computed on it again, so a deposit
 * invoice carries correct tax per rate.
 */
export function shareOfTotals(totals: DocumentTotals, basisPoints: number): TaxGroup[] {
  return totals.taxGroups.map((group) => {
    const netCents = roundHalfUp((group.netCents * basisPoints) / 10_000);
    return {
      rateBp: group.rateBp,
      linesCents: netCents,
      discountCents: 0,
      netCents,
      taxCents: roundHalfUp((netCents * group.rateBp) / 10_000),
    };
  });
}
