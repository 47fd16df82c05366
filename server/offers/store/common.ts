/**
 * What the offer store's functions share: the agency's tax regime now, the Berlin day, the
 * totals computed from the lines, and writing an offer's lines.
 */
import { computeTotals, type DocumentTotals } from "#app/shared/money/totals.ts";
import type { TaxRegime } from "#app/shared/money/tax.ts";
import type { Db } from "../../database/connection.ts";
import { documentProfile } from "../../business/store.ts";
import { offerLines } from "../schema.ts";
import type { OfferDraftInput, OfferLineInput } from "../types.ts";

/** The regime new offers are made under: the business data's one tax setting (decision 0131). */
export async function currentTaxRegime(db: Db): Promise<TaxRegime> {
  return (await documentProfile(db)).taxRegime;
}

/** The totals of a draft's lines and discount under its regime: the server's figures only. */
export function totalsOf(
  draft: Pick<OfferDraftInput, "lines" | "discount">,
  regime: TaxRegime,
): DocumentTotals {
  return computeTotals(draft.lines, draft.discount, regime);
}

/** Writes an offer's lines (positions 0…), each with its amount from the totals. */
export async function insertLines(
  tx: Db,
  offerId: string,
  lines: readonly OfferLineInput[],
  totals: DocumentTotals,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(offerLines).values(
    lines.map((line, position) => ({
      offerId,
      position,
      kind: line.kind,
      eventSlug: line.eventSlug,
      title: line.title,
      detail: line.detail,
      quantity: line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      taxRateBp: line.taxRateBp,
      netCents: totals.lineCents[position]!,
    })),
  );
}
