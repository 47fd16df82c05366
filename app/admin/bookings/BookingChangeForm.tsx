/**
 * Recording a change of a booking before its day (decision 0192), on the offer's page below
 * the booking: day, start, place, headcount (per-person items follow it), one added extra
 * with its price, how the customer agreed (by e-mail, on their page, by phone) and a note.
 * Saved as the booking's next version; each field's problem shows beside it, the server's
 * too, in the user's language. A day another booking holds is named beside the date, with
 * the choice to move there anyway (decision 0193; the server logs it).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { AdminApiError, adminApi } from "../api";
import { Field } from "../components/Field";
import { format, useI18n } from "../i18n";
import { parseEuros } from "../offers/money-input";
import type { BookingAnswer } from "./calendar-api";

type Detail = NonNullable<BookingAnswer["booking"]>;
const AGREEMENTS = ["mail", "page", "phone"] as const;
type Agreement = (typeof AGREEMENTS)[number];
const FIELDS = [
  "eventDate",
  "startTime",
  "place",
  "participants",
  "extraTitle",
  "extraQuantity",
  "extraPrice",
  "agreement",
  "note",
] as const;
type Name = (typeof FIELDS)[number];

export function BookingChangeForm({
  offerId,
  booking,
  onSaved,
}: {
  offerId: string;
  booking: Detail;
  /** The new version's number, once saved (the panel says so: this form starts again). */
  onSaved: (version: number) => void;
}) {
  const { t } = useI18n();
  const w = t.booking.change;
  const agreementWords = t.booking.agreement;
  const client = useQueryClient();
  const current = booking.current;
  const [values, setValues] = useState<Record<Name, string>>({
    eventDate: current.eventDate ?? "",
    startTime: current.startTime ?? "",
    place: current.place ?? "",
    participants: String(current.participants),
    extraTitle: "",
    extraQuantity: "",
    extraPrice: "",
    agreement: "",
    note: "",
  });
  const [problems, setProblems] = useState<Partial<Record<Name, string>>>({});
  // The day the server refused as booked (named beside the date while it is chosen), and
  // whether staff move the booking there anyway.
  const [clash, setClash] = useState<{ day: string; text: string } | null>(null);
  const [override, setOverride] = useState(false);
  const onClashDay = clash !== null && clash.day === values.eventDate;
  const save = useMutation({
    mutationFn: (body: unknown) =>
      adminApi.post<{ booking: Detail }>(`/offers/${offerId}/booking/change`, body),
    onSuccess: async (answer) => {
      onSaved(answer.booking.version);
      await client.invalidateQueries();
    },
    onError: (error) => {
      if (!(error instanceof AdminApiError) || !error.field) return;
      if (error.code === "date_clash") {
        const clashes = (error.body.clashes ?? []) as Array<{ number: string; company: string }>;
        const bookings = clashes.map((c) => `${c.number} (${c.company})`).join(", ");
        setClash({ day: values.eventDate, text: format(w.clash, { bookings }) });
        setOverride(false);
        return setProblems({});
      }
      const local: Record<string, [Name, string]> = {
        eventDate: ["eventDate", w.day],
        startTime: ["startTime", w.time],
        participants: ["participants", w.whole],
        agreement: ["agreement", w.choose],
      };
      const hit = local[error.field];
      if (hit) setProblems({ [hit[0]]: hit[1] });
      else if (error.field.startsWith("items")) setProblems({ extraTitle: error.message });
      else if (FIELDS.includes(error.field as Name)) setProblems({ [error.field]: error.message });
    },
  });
  const set = (name: Name, value: string) => setValues({ ...values, [name]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Name, string>> = {};
    const whole = (text: string) => /^\d+$/.test(text.trim()) && Number(text) >= 1;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.eventDate)) found.eventDate = w.day;
    if (values.startTime && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.startTime)) {
      found.startTime = w.time;
    }
    if (!whole(values.participants)) found.participants = w.whole;
    const extra = values.extraTitle.trim();
    const price = parseEuros(values.extraPrice);
    if (extra) {
      if (!whole(values.extraQuantity)) found.extraQuantity = w.whole;
      if (price === null) found.extraPrice = w.money;
    }
    if (!AGREEMENTS.includes(values.agreement as Agreement)) found.agreement = w.choose;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const before = current.participants;
    const after = Number(values.participants);
    const items = current.items.map((item) => ({
      ...item,
      // What was booked for the whole group follows the new headcount.
      quantity: item.kind !== "text" && item.quantity === before ? after : item.quantity,
    }));
    if (extra) {
      items.push({
        kind: "extra",
        eventSlug: null,
        title: extra,
        quantity: Number(values.extraQuantity),
        unit: "piece",
        unitPriceCents: price!,
      });
    }
    save.mutate({
      ...(override && onClashDay ? { overrideClash: true } : {}),
      eventDate: values.eventDate,
      startTime: values.startTime || null,
      durationMinutes: current.durationMinutes,
      place: values.place.trim() || null,
      participants: after,
      items,
      agreement: values.agreement,
      note: values.note.trim() || null,
    });
  }

  return (
    <details className="rounded-lg border border-ink/15 p-3" data-testid="booking-change">
      <summary className="cursor-pointer font-medium">{w.open}</summary>
      <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
        <p className="text-sm text-ink-soft">{w.intro}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-2">
            <Field
              label={w.eventDate}
              name="eventDate"
              type="date"
              value={values.eventDate}
              onChange={(e) => {
                set("eventDate", e.target.value);
                setProblems({ ...problems, eventDate: undefined });
              }}
              error={problems.eventDate ?? (onClashDay ? clash.text : undefined)}
            />
            {onClashDay ? (
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={override}
                  onChange={(event) => setOverride(event.target.checked)}
                />
                {w.clashOverride}
              </label>
            ) : null}
          </div>
          <Field
            label={w.startTime}
            name="startTime"
            type="time"
            value={values.startTime}
            onChange={(e) => set("startTime", e.target.value)}
            error={problems.startTime}
          />
          <Field
            label={w.place}
            name="place"
            value={values.place}
            onChange={(e) => set("place", e.target.value)}
            error={problems.place}
          />
          <Field
            label={w.participants}
            name="participants"
            inputMode="numeric"
            hint={w.participantsHint}
            value={values.participants}
            onChange={(e) => set("participants", e.target.value)}
            error={problems.participants}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_6rem_8rem]">
          <Field
            label={w.extraTitle}
            name="extraTitle"
            value={values.extraTitle}
            onChange={(e) => set("extraTitle", e.target.value)}
            error={problems.extraTitle}
          />
          <Field
            label={w.extraQuantity}
            name="extraQuantity"
            inputMode="numeric"
            value={values.extraQuantity}
            onChange={(e) => set("extraQuantity", e.target.value)}
            error={problems.extraQuantity}
          />
          <Field
            label={w.extraPrice}
            name="extraPrice"
            inputMode="decimal"
            value={values.extraPrice}
            onChange={(e) => set("extraPrice", e.target.value)}
            error={problems.extraPrice}
          />
        </div>
        <fieldset aria-describedby={problems.agreement ? "agreement-error" : undefined}>
          <legend className="font-medium">{w.agreement}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {AGREEMENTS.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="agreement"
                  value={value}
                  checked={values.agreement === value}
                  onChange={() => set("agreement", value)}
                />
                {agreementWords[value]}
              </label>
            ))}
          </div>
          {problems.agreement ? (
            <p id="agreement-error" className="text-sm font-medium text-danger">
              {problems.agreement}
            </p>
          ) : null}
        </fieldset>
        <Field
          label={w.note}
          name="note"
          placeholder={w.notePlaceholder}
          value={values.note}
          onChange={(e) => set("note", e.target.value)}
          error={problems.note}
        />
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {w.save}
        </button>
      </form>
    </details>
  );
}
