/**
 * The offer editor's lines: per line its kind, title, description, quantity, unit, unit
 * price in euros (decimal comma in German), the VAT rate (only under the regular regime)
 * and its amount; moved up and down or removed; "Zeile hinzufügen" with quick extras that
 * only prefill a title in the offer's language, and "Event aus dem Katalog" adding an event
 * at its per-person price for the group (at least its smallest group). A table at wide
 * screens, a card per line at 390 px; each field's error beside it. One line is
 * lines/LineRow.tsx, the ways to add one lines/AddLines.tsx.
 */
import { useId } from "react";
import { useI18n } from "../i18n";
import type { TaxRegime } from "../../shared/money/tax";
import { lineField, type LineState } from "./editor-state";
import { AddLines } from "./lines/AddLines";
import { moved, newLine } from "./lines/line-edits";
import { LineRow } from "./lines/LineRow";
import type { Locale } from "../../i18n/locales";

interface Props {
  lines: LineState[];
  regime: TaxRegime;
  language: Locale;
  participants: number;
  errors: Record<string, string>;
  onChange(lines: LineState[], changedField?: string): void;
}

export function LinesEditor({ lines, regime, language, participants, errors, onChange }: Props) {
  const { t } = useI18n();
  const words = t.offerEditor;
  const id = useId();
  const regular = regime === "regular";
  const grid = regular
    ? "lg:grid-cols-[minmax(0,1fr)_4.5rem_7rem_7rem_5.5rem_6.5rem_auto]"
    : "lg:grid-cols-[minmax(0,1fr)_4.5rem_7rem_7rem_6.5rem_auto]";

  const change = (index: number, patch: Partial<LineState>, field: string) => {
    const line = lines[index]!;
    onChange(
      lines.map((each, i) => (i === index ? { ...each, ...patch } : each)),
      lineField(line.key, field),
    );
  };

  return (
    <div className="space-y-3">
      {errors.lines ? (
        <p className="text-sm font-medium text-danger" role="alert">
          {errors.lines}
        </p>
      ) : null}
      {lines.length === 0 ? <p className="text-ink-soft">{words.noLines}</p> : null}
      {lines.length > 0 ? (
        <div
          aria-hidden="true"
          className={`hidden gap-3 border-b border-ink/10 pb-1 text-sm font-semibold text-ink-soft lg:grid ${grid}`}
        >
          <span>
            {words.kind} · {words.lineTitle}
          </span>
          <span>{words.quantity}</span>
          <span>{words.unit}</span>
          <span>{regular ? words.unitPriceNet : words.unitPrice}</span>
          {regular ? <span>{words.vat}</span> : null}
          <span className="text-right">{words.amount}</span>
          <span className="w-[8.75rem]" />
        </div>
      ) : null}
      <ol className="space-y-3 lg:space-y-0 lg:divide-y lg:divide-ink/10" data-testid="offer-lines">
        {lines.map((line, index) => (
          <LineRow
            key={line.key}
            line={line}
            index={index}
            count={lines.length}
            base={`${id}-${line.key}`}
            grid={grid}
            regular={regular}
            language={language}
            errors={errors}
            onChange={(patch, field) => change(index, patch, field)}
            onMove={(by) => onChange(moved(lines, index, by))}
            onRemove={() => onChange(lines.filter((_, i) => i !== index))}
          />
        ))}
      </ol>

      <AddLines
        language={language}
        participants={participants}
        onAdd={(line) => onChange([...lines, newLine(regime, line)], "lines")}
      />
    </div>
  );
}
