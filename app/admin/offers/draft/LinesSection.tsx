/**
 * The offer's lines (LinesEditor) and, under them, the discount: none, a share or an amount,
 * with what the typed figure reads as (or why it does not read) under it.
 */
import { Field } from "../../components/Field";
import { format, useI18n } from "../../i18n";
import type { TaxRegime } from "../../../shared/money/tax";
import { whole, type FormState, type LineState } from "../editor-state";
import { LinesEditor } from "../LinesEditor";
import { figureProblem, readFigure, shownFigure } from "../money-input";
import { useDraft } from "./context";

export function LinesSection({ regime }: { regime: TaxRegime }) {
  const { t, locale } = useI18n();
  const words = t.offerEditor;
  const { id, form, errors, set } = useDraft();
  const kind = form.discountKind === "percent" ? "percent" : "money";
  const discount = readFigure(form.discountValue, kind);
  return (
    <section className="card space-y-4" aria-labelledby={`${id}-lines`}>
      <h2 id={`${id}-lines`} className="text-lg font-semibold">
        {words.lines}
      </h2>
      <div data-field="lines">
        <LinesEditor
          lines={form.lines}
          regime={regime}
          language={form.language}
          participants={whole(form.participants) ?? 0}
          errors={errors}
          onChange={(lines: LineState[], changed?: string) =>
            set("lines", lines, changed ?? "lines")
          }
        />
      </div>
      <fieldset
        className="grid gap-3 border-t border-ink/10 pt-3 sm:grid-cols-2"
        data-field="discount"
      >
        <legend className="sr-only">{words.discount}</legend>
        <div className="space-y-1">
          <label htmlFor={`${id}-discountKind`} className="block font-medium">
            {words.discount}
          </label>
          <select
            id={`${id}-discountKind`}
            className="input"
            value={form.discountKind}
            onChange={(event) =>
              set("discountKind", event.target.value as FormState["discountKind"], "discount")
            }
          >
            <option value="none">{words.discountNone}</option>
            <option value="percent">{words.discountPercent}</option>
            <option value="amount">{words.discountAmount}</option>
          </select>
        </div>
        {form.discountKind === "none" ? null : (
          <Field
            id={`${id}-discountValue`}
            label={
              form.discountKind === "percent"
                ? words.discountValuePercent
                : words.discountValueAmount
            }
            inputMode="decimal"
            value={form.discountValue}
            note={
              discount.ok
                ? format(words.readAs, { value: shownFigure(discount.value, kind, locale) })
                : null
            }
            error={errors.discount ?? figureProblem(discount, kind, t, locale) ?? undefined}
            onChange={(event) => set("discountValue", event.target.value, "discount")}
          />
        )}
      </fieldset>
    </section>
  );
}
