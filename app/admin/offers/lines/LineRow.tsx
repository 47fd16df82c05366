/**
 * One line of the offer editor: its kind, title and description, quantity, unit, unit price
 * in euros, the VAT rate (only under the regular regime) and its amount; buttons to move it
 * up or down and to remove it. A row of the table at wide screens, a card at 390 px; each
 * field's error beside it. The price shows what it reads as while typed, the same in either
 * language ("450,00" is 450 € on the English screen too); an ambiguous "1,250" is refused
 * beside the field, naming both readings.
 */
import { format, useI18n } from "../../i18n";
import { VAT_RATES_BP } from "../../../shared/money/tax";
import { lineField, type LineState } from "../editor-state";
import { figureProblem, readFigure } from "../money-input";
import { useOfferFormat } from "../offer-format";
import type { OfferLineInput } from "../offers-api";
import { amountCents } from "./line-edits";
import type { Locale } from "../../../i18n/locales";

const KINDS: OfferLineInput["kind"][] = ["event", "extra", "text"];
const UNITS: OfferLineInput["unit"][] = ["person", "piece", "flat", "hour"];

function Cell({
  label,
  error,
  errorId,
  note,
  noteId,
  field,
  className = "",
  children,
}: {
  label: React.ReactNode;
  error?: string | undefined;
  errorId: string;
  note?: string | null;
  noteId?: string;
  /** The field's address, by which saving puts the focus on the first problem. */
  field?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`min-w-0 space-y-1 ${className}`} data-field={field}>
      {label}
      {children}
      {note && !error ? (
        <p id={noteId} className="text-sm text-ink-soft tabular-nums" data-testid="read-as">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface LineRowProps {
  line: LineState;
  /** Its place in the list, from 0. */
  index: number;
  /** How many lines there are. */
  count: number;
  /** The prefix of the row's element ids. */
  base: string;
  /** The table's columns at wide screens. */
  grid: string;
  regular: boolean;
  language: Locale;
  errors: Record<string, string>;
  onChange(patch: Partial<LineState>, field: string): void;
  onMove(by: number): void;
  onRemove(): void;
}

export function LineRow({
  line,
  index,
  count,
  base,
  grid,
  regular,
  language,
  errors,
  onChange,
  onMove,
  onRemove,
}: LineRowProps) {
  const { t, locale } = useI18n();
  const words = t.offerEditor;
  const { money, rate } = useOfferFormat();
  const number = index + 1;
  const f = (field: string) => lineField(line.key, field);
  const cents = amountCents(line);
  // What the figures read as, and why not (shown while typing; saving refuses them too).
  const price = readFigure(line.price, "money");
  const quantity = readFigure(line.quantity, "whole");
  const typed: Record<string, string | null> = {
    [f("unitPriceCents")]: figureProblem(price, "money", t, locale),
    [f("quantity")]: figureProblem(quantity, "whole", t, locale),
  };
  const problem = (field: string) => errors[field] ?? typed[field] ?? undefined;
  const priceNote = price.ok ? format(words.readAs, { value: money(price.value) }) : null;

  const label = (htmlFor: string, text: string) => (
    <label htmlFor={htmlFor} className="block text-sm font-medium lg:sr-only">
      {text}
    </label>
  );
  const aria = (field: string, inputId: string, note?: string | null) => ({
    id: inputId,
    "aria-invalid": problem(field) ? (true as const) : undefined,
    "aria-describedby": problem(field) ? `${inputId}-error` : note ? `${inputId}-note` : undefined,
  });

  return (
    <li
      className={`grid gap-3 rounded-lg border border-ink/15 p-3 lg:rounded-none lg:border-0 lg:px-0 lg:py-3 ${grid}`}
      aria-label={format(words.lineLabel, { number })}
    >
      <div className="min-w-0 space-y-2">
        <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2">
          <Cell
            label={label(`${base}-kind`, words.kind)}
            errorId={`${base}-kind-error`}
            field={f("kind")}
            error={errors[f("kind")]}
          >
            <select
              {...aria(f("kind"), `${base}-kind`)}
              className="input"
              value={line.kind}
              onChange={(event) =>
                onChange({ kind: event.target.value as LineState["kind"] }, "kind")
              }
            >
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t.offerLineKinds[kind]}
                </option>
              ))}
            </select>
          </Cell>
          <Cell
            label={label(`${base}-title`, words.lineTitle)}
            errorId={`${base}-title-error`}
            field={f("title")}
            error={errors[f("title")] ?? errors[f("eventSlug")]}
          >
            <input
              {...aria(f("title"), `${base}-title`)}
              className="input"
              value={line.title}
              lang={language}
              onChange={(event) => onChange({ title: event.target.value }, "title")}
            />
          </Cell>
        </div>
        <Cell
          label={
            <label htmlFor={`${base}-detail`} className="sr-only">
              {words.detail} ({format(words.lineLabel, { number })})
            </label>
          }
          errorId={`${base}-detail-error`}
          field={f("detail")}
          error={errors[f("detail")]}
        >
          <input
            {...aria(f("detail"), `${base}-detail`)}
            className="input text-sm"
            value={line.detail}
            lang={language}
            placeholder={words.detail}
            onChange={(event) => onChange({ detail: event.target.value }, "detail")}
          />
        </Cell>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:contents">
        <Cell
          label={label(`${base}-quantity`, words.quantity)}
          errorId={`${base}-quantity-error`}
          field={f("quantity")}
          error={problem(f("quantity"))}
        >
          <input
            {...aria(f("quantity"), `${base}-quantity`)}
            className="input tabular-nums"
            inputMode="numeric"
            value={line.quantity}
            onChange={(event) => onChange({ quantity: event.target.value }, "quantity")}
          />
        </Cell>
        <Cell
          label={label(`${base}-unit`, words.unit)}
          errorId={`${base}-unit-error`}
          field={f("unit")}
          error={errors[f("unit")]}
        >
          <select
            {...aria(f("unit"), `${base}-unit`)}
            className="input"
            value={line.unit}
            onChange={(event) =>
              onChange({ unit: event.target.value as LineState["unit"] }, "unit")
            }
          >
            {UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t.offerUnits[unit]}
              </option>
            ))}
          </select>
        </Cell>
        <Cell
          label={label(`${base}-price`, regular ? words.unitPriceNet : words.unitPrice)}
          errorId={`${base}-price-error`}
          field={f("unitPriceCents")}
          error={problem(f("unitPriceCents"))}
          note={priceNote}
          noteId={`${base}-price-note`}
        >
          <input
            {...aria(f("unitPriceCents"), `${base}-price`, priceNote)}
            className="input text-right tabular-nums"
            inputMode="decimal"
            value={line.price}
            onChange={(event) => onChange({ price: event.target.value }, "unitPriceCents")}
          />
        </Cell>
        {regular ? (
          <Cell
            label={label(`${base}-vat`, words.vat)}
            errorId={`${base}-vat-error`}
            field={f("taxRateBp")}
            error={errors[f("taxRateBp")]}
          >
            <select
              {...aria(f("taxRateBp"), `${base}-vat`)}
              className="input"
              value={line.taxRateBp}
              onChange={(event) => onChange({ taxRateBp: Number(event.target.value) }, "taxRateBp")}
            >
              {[...VAT_RATES_BP, 0].map((bp) => (
                <option key={bp} value={bp}>
                  {rate(bp)}
                </option>
              ))}
            </select>
          </Cell>
        ) : null}
      </div>
      <p className="flex items-center justify-between gap-2 font-medium tabular-nums lg:block lg:pt-2.5 lg:text-right">
        <span className="text-sm text-ink-soft lg:sr-only">{words.amount}</span>
        <span data-testid="line-amount">{cents === null ? "–" : money(cents)}</span>
      </p>
      <div className="flex gap-1 lg:w-[8.75rem] lg:justify-end">
        <button
          type="button"
          className="btn-outline size-11 p-0"
          aria-label={format(words.moveUp, { number })}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="btn-outline size-11 p-0"
          aria-label={format(words.moveDown, { number })}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className="btn-danger size-11 p-0"
          aria-label={format(words.remove, { number })}
          onClick={onRemove}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  );
}
