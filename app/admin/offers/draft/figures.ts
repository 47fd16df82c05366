/**
 * The offer form's typed figures (line prices, the discount) rewritten for another language
 * of the page ("1.234,50" in German is "1,234.50" in English); what cannot be read stays as
 * typed.
 */
import type { FormState } from "../editor-state";
import {
  basisPointsToInput,
  centsToInput,
  parseEuros,
  parsePercent,
  type InputLocale,
} from "../money-input";

export function figuresIn(form: FormState, to: InputLocale): FormState {
  const euros = (text: string) => {
    const cents = parseEuros(text);
    return cents === null ? text : centsToInput(cents, to);
  };
  const share = (text: string) => {
    const basisPoints = parsePercent(text);
    return basisPoints === null ? text : basisPointsToInput(basisPoints, to);
  };
  return {
    ...form,
    lines: form.lines.map((line) => ({ ...line, price: euros(line.price) })),
    discountValue:
      form.discountKind === "amount"
        ? euros(form.discountValue)
        : form.discountKind === "percent"
          ? share(form.discountValue)
          : form.discountValue,
  };
}
