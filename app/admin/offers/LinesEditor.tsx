/**
 * The offer editor's lines: per line its kind, title, description, quantity, unit, unit
 * price in euros (decimal comma in German), the VAT rate (only under the regular regime)
 * and its amount; moved up and down or removed; "Zeile hinzufügen" with quick extras that
 * only prefill a title in the offer's language, and "Event aus dem Katalog" adding an event
 * at its per-person price for the group (at least its smallest group). A table at wide
 * screens, a card per line at 390 px; each field's error beside it.
 */
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { format, useI18n } from "../i18n";
import { defaultRateBp, VAT_RATES_BP, type TaxRegime } from "../../shared/money/tax";
import { lineField, newLineKey, type LineState } from "./editor-state";
import { centsToInput, parseEuros } from "./money-input";
import { useOfferFormat } from "./offer-format";
import { catalogueQuery, type OfferLineInput } from "./offers-api";

const KINDS: OfferLineInput["kind"][] = ["event", "extra", "text"];
const UNITS: OfferLineInput["unit"][] = ["person", "piece", "flat", "hour"];

/** The quick extras' titles in the offer's language (they go onto the customer's PDF). */
const EXTRAS = {
  catering: { de: "Catering", en: "Catering", unit: "person" },
  transport: { de: "Transport", en: "Transport", unit: "flat" },
  decoration: { de: "Dekoration", en: "Decoration", unit: "flat" },
  technology: { de: "Technikmiete", en: "Technology rental", unit: "flat" },
} as const;

interface Props {
  lines: LineState[];
  regime: TaxRegime;
  language: "de" | "en";
  participants: number;
  errors: Record<string, string>;
  onChange(lines: LineState[], changedField?: string): void;
}

function Cell({
  label,
  error,
  errorId,
  className = "",
  children,
}: {
  label: React.ReactNode;
  error?: string | undefined;
  errorId: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`min-w-0 space-y-1 ${className}`}>
      {label}
      {children}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function LinesEditor({ lines, regime, language, participants, errors, onChange }: Props) {
  const { t, locale } = useI18n();
  const words = t.offerEditor;
  const { money, rate } = useOfferFormat();
  const id = useId();
  const catalogue = useQuery(catalogueQuery);
  const [chosen, setChosen] = useState("");
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
  const move = (index: number, by: number) => {
    const next = [...lines];
    const [line] = next.splice(index, 1);
    next.splice(index + by, 0, line!);
    onChange(next);
  };
  const add = (line: Partial<LineState>) =>
    onChange(
      [
        ...lines,
        {
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
        },
      ],
      "lines",
    );
  const addEvent = () => {
    const event = catalogue.data?.events.find((each) => each.slug === chosen);
    if (!event) return;
    add({
      kind: "event",
      eventSlug: event.slug,
      title: event.title[language],
      quantity: String(Math.max(participants || 0, event.minPersons)),
      unit: "person",
      price: centsToInput(event.pricePerPersonCents, locale),
    });
    setChosen("");
  };
  const amount = (line: LineState) => {
    const quantity = /^\s*\d+\s*$/.test(line.quantity) ? Number(line.quantity) : 0;
    const cents = parseEuros(line.price, locale);
    return cents === null ? "–" : money(quantity * cents);
  };

  const label = (htmlFor: string, text: string) => (
    <label htmlFor={htmlFor} className="block text-sm font-medium lg:sr-only">
      {text}
    </label>
  );
  const aria = (field: string, inputId: string) => ({
    id: inputId,
    "aria-invalid": errors[field] ? (true as const) : undefined,
    "aria-describedby": errors[field] ? `${inputId}-error` : undefined,
  });

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
        {lines.map((line, index) => {
          const number = index + 1;
          const base = `${id}-${line.key}`;
          const f = (field: string) => lineField(line.key, field);
          return (
            <li
              key={line.key}
              className={`grid gap-3 rounded-lg border border-ink/15 p-3 lg:rounded-none lg:border-0 lg:px-0 lg:py-3 ${grid}`}
              aria-label={format(words.lineLabel, { number })}
            >
              <div className="min-w-0 space-y-2">
                <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2">
                  <Cell
                    label={label(`${base}-kind`, words.kind)}
                    errorId={`${base}-kind-error`}
                    error={errors[f("kind")]}
                  >
                    <select
                      {...aria(f("kind"), `${base}-kind`)}
                      className="input"
                      value={line.kind}
                      onChange={(event) =>
                        change(index, { kind: event.target.value as LineState["kind"] }, "kind")
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
                    error={errors[f("title")] ?? errors[f("eventSlug")]}
                  >
                    <input
                      {...aria(f("title"), `${base}-title`)}
                      className="input"
                      value={line.title}
                      lang={language}
                      onChange={(event) => change(index, { title: event.target.value }, "title")}
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
                  error={errors[f("detail")]}
                >
                  <input
                    {...aria(f("detail"), `${base}-detail`)}
                    className="input text-sm"
                    value={line.detail}
                    lang={language}
                    placeholder={words.detail}
                    onChange={(event) => change(index, { detail: event.target.value }, "detail")}
                  />
                </Cell>
              </div>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:contents">
                <Cell
                  label={label(`${base}-quantity`, words.quantity)}
                  errorId={`${base}-quantity-error`}
                  error={errors[f("quantity")]}
                >
                  <input
                    {...aria(f("quantity"), `${base}-quantity`)}
                    className="input tabular-nums"
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(event) =>
                      change(index, { quantity: event.target.value }, "quantity")
                    }
                  />
                </Cell>
                <Cell
                  label={label(`${base}-unit`, words.unit)}
                  errorId={`${base}-unit-error`}
                  error={errors[f("unit")]}
                >
                  <select
                    {...aria(f("unit"), `${base}-unit`)}
                    className="input"
                    value={line.unit}
                    onChange={(event) =>
                      change(index, { unit: event.target.value as LineState["unit"] }, "unit")
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
                  error={errors[f("unitPriceCents")]}
                >
                  <input
                    {...aria(f("unitPriceCents"), `${base}-price`)}
                    className="input text-right tabular-nums"
                    inputMode="decimal"
                    value={line.price}
                    onChange={(event) =>
                      change(index, { price: event.target.value }, "unitPriceCents")
                    }
                  />
                </Cell>
                {regular ? (
                  <Cell
                    label={label(`${base}-vat`, words.vat)}
                    errorId={`${base}-vat-error`}
                    error={errors[f("taxRateBp")]}
                  >
                    <select
                      {...aria(f("taxRateBp"), `${base}-vat`)}
                      className="input"
                      value={line.taxRateBp}
                      onChange={(event) =>
                        change(index, { taxRateBp: Number(event.target.value) }, "taxRateBp")
                      }
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
                <span data-testid="line-amount">{amount(line)}</span>
              </p>
              <div className="flex gap-1 lg:w-[8.75rem] lg:justify-end">
                <button
                  type="button"
                  className="btn-outline size-11 p-0"
                  aria-label={format(words.moveUp, { number })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="btn-outline size-11 p-0"
                  aria-label={format(words.moveDown, { number })}
                  disabled={index === lines.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className="btn-danger size-11 p-0"
                  aria-label={format(words.remove, { number })}
                  onClick={() => onChange(lines.filter((_, i) => i !== index))}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>

      <div className="space-y-3 border-t border-ink/10 pt-3">
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className="btn-outline" onClick={() => add({})}>
            {words.addLine}
          </button>
          <span className="text-sm text-ink-soft">{words.quickExtras}</span>
          {(Object.keys(EXTRAS) as Array<keyof typeof EXTRAS>).map((extra) => (
            <button
              key={extra}
              type="button"
              className="btn-outline px-3 text-sm"
              onClick={() => add({ title: EXTRAS[extra][language], unit: EXTRAS[extra].unit })}
            >
              + {words.extras[extra]}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 space-y-1 sm:max-w-md">
            <label htmlFor={`${id}-catalogue`} className="block font-medium">
              {words.catalogue}
            </label>
            <select
              id={`${id}-catalogue`}
              className="input"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">{words.catalogueChoose}</option>
              {(catalogue.data?.events ?? []).map((event) => (
                <option key={event.slug} value={event.slug}>
                  {event.title[locale]} –{" "}
                  {format(words.cataloguePrice, {
                    price: money(event.pricePerPersonCents),
                    min: event.minPersons,
                  })}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn-outline" disabled={!chosen} onClick={addEvent}>
            {words.catalogueAdd}
          </button>
        </div>
      </div>
    </div>
  );
}
