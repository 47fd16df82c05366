/**
 * The final invoice's draft on an offer's page (decision 0191): from the event's day on,
 * the lines of the booking's current version that staff edit (the actual headcount, which
 * moves the per-person quantities with it, quantities, prices, added items), saved to the
 * server, which computes the totals and the deposit deducted. Issuing (the dialog below it)
 * takes the saved draft. Each field's problem shows beside it, the server's too.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { AdminApiError, adminApi } from "../api";
import { Field, Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { centsToInput, parseEuros } from "../offers/money-input";
import { useOfferFormat } from "../offers/offer-format";
import { defaultRateBp, VAT_RATES_BP } from "../../shared/money/tax";
import type { FinalDraft } from "../../../server/invoices/types.ts";

type Unit = FinalDraft["lines"][number]["unit"];
const UNITS: Unit[] = ["person", "piece", "flat", "hour"];
interface Row {
  title: string;
  detail: string | null;
  quantity: string;
  unit: Unit;
  price: string;
  taxRateBp: number;
}
type Problems = Record<string, string>;

export const finalDraftQuery = (offerId: string) => ({
  queryKey: ["invoices", "final-draft", offerId],
  queryFn: () =>
    adminApi.get<FinalDraft>(`/offers/${encodeURIComponent(offerId)}/invoices/final/draft`),
});

export function FinalDraftEditor({
  offerId,
  onDirty,
}: {
  offerId: string;
  onDirty(dirty: boolean): void;
}) {
  const { t, locale } = useI18n();
  const words = t.finalDraft;
  const { money, rate } = useOfferFormat();
  const queryClient = useQueryClient();
  const draft = useQuery(finalDraftQuery(offerId));
  const [participants, setParticipants] = useState("");
  const [rows, setRows] = useState<Row[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!draft.data) return;
    setParticipants(String(draft.data.participants));
    setRows(
      draft.data.lines.map((line) => ({
        title: line.title,
        detail: line.detail,
        quantity: String(line.quantity),
        unit: line.unit,
        price: centsToInput(line.unitPriceCents, locale),
        taxRateBp: line.taxRateBp,
      })),
    );
  }, [draft.data, locale]);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const save = useMutation({
    mutationFn: (body: unknown) =>
      adminApi.put<FinalDraft>(`/offers/${encodeURIComponent(offerId)}/invoices/final/draft`, body),
    onSuccess: (fresh) => {
      queryClient.setQueryData(finalDraftQuery(offerId).queryKey, fresh);
      setDirty(false);
      setSaved(true);
    },
    onError: (error) => {
      if (error instanceof AdminApiError && error.field) {
        // The server's field problems in the user's language (a text rule's is worded already).
        const kind = error.field.split(".").pop() ?? "";
        const local: Record<string, string> = {
          participants: words.whole,
          quantity: words.whole,
          unitPriceCents: words.money,
          title: words.titleMissing,
          taxRateBp: words.rateInvalid,
        };
        const worded = typeof error.body.textProblem === "string";
        setProblems({ [error.field]: (!worded && local[kind]) || error.message });
      }
    },
  });

  if (draft.error instanceof AdminApiError) {
    const day = draft.error.body.eventDate;
    return (
      <Notice kind="error">
        {draft.error.code === "before_event_day" && typeof day === "string"
          ? format(words.notYet, { day })
          : format(t.invoices.refused, { message: draft.error.message })}
      </Notice>
    );
  }
  if (!draft.data) return null;
  const data = draft.data;
  const rates = data.taxRegime === "regular" ? [...VAT_RATES_BP] : [0];

  const edit = (next: Row[]) => {
    setRows(next);
    setDirty(true);
    setSaved(false);
  };
  const changeParticipants = (text: string) => {
    const before = Number(participants);
    const after = Number(text);
    // Per-person items that were billed for the whole group follow the new headcount.
    if (Number.isInteger(after) && after > 0) {
      edit(
        rows.map((row) =>
          row.unit === "person" && Number(row.quantity) === before
            ? { ...row, quantity: String(after) }
            : row,
        ),
      );
    } else setDirty(true);
    setParticipants(text);
  };
  const setRow = (index: number, patch: Partial<Row>) =>
    edit(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {};
    const whole = (text: string) => /^\d+$/.test(text.trim()) && Number(text) >= 1;
    if (!whole(participants)) found.participants = words.whole;
    const lines = rows.map((row, index) => {
      if (!row.title.trim()) found[`lines.${index}.title`] = words.titleMissing;
      if (!whole(row.quantity)) found[`lines.${index}.quantity`] = words.whole;
      const cents = parseEuros(row.price);
      if (cents === null || cents < 0) found[`lines.${index}.unitPriceCents`] = words.money;
      return {
        title: row.title,
        detail: row.detail,
        quantity: Number(row.quantity),
        unit: row.unit,
        unitPriceCents: cents ?? 0,
        taxRateBp: row.taxRateBp,
      };
    });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ participants: Number(participants), lines });
  }

  return (
    <form className="space-y-3" onSubmit={submit} noValidate data-testid="final-draft">
      <h3 className="font-semibold">{words.title}</h3>
      <p className="text-sm text-ink-soft">
        {format(words.intro, { version: data.bookingVersion ?? 1 })}
      </p>
      {saved ? <Notice kind="success">{words.saved}</Notice> : null}
      <Field
        label={words.participants}
        name="participants"
        inputMode="numeric"
        hint={format(words.participantsHint, { count: data.bookedParticipants })}
        note={
          data.suggestedParticipants !== null
            ? format(words.suggested, { count: data.suggestedParticipants })
            : undefined
        }
        value={participants}
        onChange={(event) => changeParticipants(event.target.value)}
        error={problems.participants}
      />
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li key={index} className="space-y-2 rounded border border-ink/10 p-3">
            <fieldset className="grid gap-2 sm:grid-cols-[1fr_6rem_8rem_8rem]">
              <legend className="sr-only">{format(words.line, { n: index + 1 })}</legend>
              <Field
                label={words.lineTitle}
                name={`lines.${index}.title`}
                value={row.title}
                onChange={(event) => setRow(index, { title: event.target.value })}
                error={problems[`lines.${index}.title`]}
              />
              <Field
                label={words.quantity}
                name={`lines.${index}.quantity`}
                inputMode="numeric"
                value={row.quantity}
                onChange={(event) => setRow(index, { quantity: event.target.value })}
                error={problems[`lines.${index}.quantity`]}
              />
              <label className="space-y-1">
                <span className="block font-medium">{words.unit}</span>
                <select
                  className="input"
                  name={`lines.${index}.unit`}
                  value={row.unit}
                  onChange={(event) => setRow(index, { unit: event.target.value as Unit })}
                >
                  {UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {t.offerUnits[unit]}
                    </option>
                  ))}
                </select>
              </label>
              <Field
                label={words.price}
                name={`lines.${index}.price`}
                inputMode="decimal"
                value={row.price}
                onChange={(event) => setRow(index, { price: event.target.value })}
                error={problems[`lines.${index}.unitPriceCents`]}
              />
            </fieldset>
            <div className="flex flex-wrap items-end gap-3">
              {rates.length > 1 ? (
                <label className="space-y-1">
                  <span className="block font-medium">{words.rate}</span>
                  <select
                    className="input"
                    name={`lines.${index}.taxRateBp`}
                    value={row.taxRateBp}
                    onChange={(event) => setRow(index, { taxRateBp: Number(event.target.value) })}
                  >
                    {rates.map((bp) => (
                      <option key={bp} value={bp}>
                        {rate(bp)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              <button
                type="button"
                className="btn-outline"
                onClick={() => edit(rows.filter((_, i) => i !== index))}
                disabled={rows.length === 1}
              >
                {words.remove}
              </button>
            </div>
            {problems[`lines.${index}.taxRateBp`] ? (
              <p className="text-sm text-danger">{problems[`lines.${index}.taxRateBp`]}</p>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline"
          onClick={() =>
            edit([
              ...rows,
              {
                title: "",
                detail: null,
                quantity: "1",
                unit: "person",
                price: "",
                taxRateBp: defaultRateBp(data.taxRegime),
              },
            ])
          }
        >
          {words.addLine}
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {words.save}
        </button>
      </div>
      {save.error instanceof AdminApiError && !save.error.field ? (
        <Notice kind="error">{format(t.invoices.refused, { message: save.error.message })}</Notice>
      ) : null}
      {dirty ? <p className="text-sm font-medium text-danger">{words.unsaved}</p> : null}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 tabular-nums" data-testid="final-totals">
        {data.taxRegime === "regular" ? (
          <>
            <dt>{words.net}</dt>
            <dd className="text-right">{money(data.totals.netCents)}</dd>
            <dt>{words.tax}</dt>
            <dd className="text-right">{money(data.totals.taxCents)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{words.gross}</dt>
        <dd className="text-right font-semibold">{money(data.totals.grossCents)}</dd>
        {data.prepayments.map((p) => (
          <div key={p.number} className="contents">
            <dt>{format(words.prepaid, { number: p.number })}</dt>
            <dd className="text-right">−{money(p.grossCents)}</dd>
          </div>
        ))}
        <dt className="font-semibold">{words.due}</dt>
        <dd className="text-right font-semibold" data-testid="final-due">
          {money(data.amountDueCents)}
        </dd>
      </dl>
    </form>
  );
}
