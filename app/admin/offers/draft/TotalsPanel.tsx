/**
 * The offer's totals as typed, computed with the same computeTotals the server stores with
 * (net, VAT by rate and gross under the regular regime; the deposit), what the server last
 * stored, its warnings about the day, and the buttons that save first: "Speichern",
 * "Vorschau (PDF)", "Senden …".
 */
import { useMemo } from "react";
import { format, useI18n } from "../../i18n";
import { computeTotals } from "../../../shared/money/totals";
import { discountOf, pricedLines } from "../editor-state";
import { useOfferFormat } from "../offer-format";
import type { OfferDetail } from "../offers-api";
import { useDraft } from "./context";
import { Warnings } from "./Warnings";

interface TotalsPanelProps {
  stored: OfferDetail;
  dirty: boolean;
  saving: boolean;
  onPreview(): void;
  onSend(): void;
}

export function TotalsPanel({ stored, dirty, saving, onPreview, onSend }: TotalsPanelProps) {
  const { t } = useI18n();
  const words = t.offerEditor;
  const { money, rate } = useOfferFormat();
  const { id, form } = useDraft();
  // The totals as typed, computed as the server will.
  const totals = useMemo(
    () => computeTotals(pricedLines(form), discountOf(form), stored.taxRegime),
    [form, stored.taxRegime],
  );
  const regular = stored.taxRegime === "regular";
  const depositCents = Math.floor((totals.grossCents * form.depositBp) / 10_000 + 0.5);
  return (
    <aside className="card space-y-3" aria-labelledby={`${id}-totals`}>
      <h2 id={`${id}-totals`} className="text-lg font-semibold">
        {words.totals}
      </h2>
      <dl className="space-y-1 tabular-nums" data-testid="offer-totals">
        <div className="flex justify-between gap-3">
          <dt>{words.subtotal}</dt>
          <dd>{money(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 ? (
          <div className="flex justify-between gap-3">
            <dt>{words.discountLine}</dt>
            <dd>−{money(totals.discountCents)}</dd>
          </div>
        ) : null}
        {regular ? (
          <>
            <div className="flex justify-between gap-3">
              <dt>{words.net}</dt>
              <dd>{money(totals.netCents)}</dd>
            </div>
            {totals.taxGroups.map((group) => (
              <div key={group.rateBp} className="flex justify-between gap-3">
                <dt>{format(words.tax, { rate: rate(group.rateBp) })}</dt>
                <dd>{money(group.taxCents)}</dd>
              </div>
            ))}
          </>
        ) : null}
        <div className="flex justify-between gap-3 border-t border-ink/15 pt-1 text-lg font-bold">
          <dt>{regular ? words.gross : words.grossSmall}</dt>
          <dd data-testid="offer-gross">{money(totals.grossCents)}</dd>
        </div>
        {form.depositBp > 0 ? (
          <div className="flex justify-between gap-3 text-sm">
            <dt>{words.depositAmount}</dt>
            <dd>{money(depositCents)}</dd>
          </div>
        ) : null}
      </dl>
      {regular ? null : <p className="text-sm text-ink-soft">{words.smallBusiness}</p>}
      <p className="text-sm text-ink-soft">{words.liveHint}</p>
      <p className="text-sm font-medium" data-testid="offer-stored" aria-live="polite">
        {dirty ? words.unsaved : format(words.stored, { gross: money(stored.grossCents) })}
      </p>
      <Warnings warnings={stored.warnings} />
      <div className="flex flex-wrap gap-2 border-t border-ink/10 pt-3">
        <button type="submit" className="btn-primary px-3" disabled={saving}>
          {saving ? words.saving : words.save}
        </button>
        <button type="button" className="btn-outline px-3" onClick={onPreview}>
          {words.preview}
        </button>
        <button type="button" className="btn-outline px-3" onClick={onSend}>
          {words.send}
        </button>
      </div>
    </aside>
  );
}
