/**
 * The offer editor's changes to its list of lines: a new line (an extra at a flat price
 * unless told otherwise, at the regime's usual VAT rate), a line moved up or down, and a
 * line's amount as typed (null while its price cannot be read).
 */
import { defaultRateBp, type TaxRegime } from "../../../shared/money/tax";
import { newLineKey, whole, type LineState } from "../editor-state";
import { parseEuros } from "../money-input";

export function newLine(regime: TaxRegime, line: Partial<LineState>): LineState {
  return {
    key: newLineKey(),
    kind: "extra",
    eventSlug: null,
    title: "",
    detail: "",
    quantity: "1",
    unit: "flat",
    price: "",
    taxRateBp: defaultRateBp(regime),
    ...line,
  };
}

/** The lines with the one at `index` moved `by` places. */
export function moved(lines: LineState[], index: number, by: number): LineState[] {
  const next = [...lines];
  const [line] = next.splice(index, 1);
  next.splice(index + by, 0, line!);
  return next;
}

/** Quantity times unit price in cents (a quantity that is not a whole number counts 0). */
export function amountCents(line: LineState): number | null {
  const quantity = whole(line.quantity) ?? 0;
  const cents = parseEuros(line.price);
  return cents === null ? null : quantity * cents;
}
