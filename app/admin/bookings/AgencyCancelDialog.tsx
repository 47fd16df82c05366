/**
 * The agency cancels a booking (decision 0202): why (required; the customer reads it) and,
 * at once, up to three other days, each an offer draft staff then send as usual. The dialog
 * says what it costs the customer (nothing; deposit invoices cancelled, what was paid
 * refunded). Each field's problem shows beside it, the server's too.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useState, type FormEvent } from "react";
import { AdminApiError } from "../api";
import { Field, Notice, TextAreaField } from "../components/Field";
import { format, useI18n } from "../i18n";
import type { NewDateProposal } from "./calendar-api";

const MAX_DATES = 3;

export function AgencyCancelDialog({
  description,
  today,
  cancelledDay,
  onCancel,
}: {
  description: string;
  /** The Berlin day today and the booked day: the new days must differ. */
  today: string;
  cancelledDay: string | null;
  onCancel(body: { reason: string; newDates: string[] }): Promise<{ proposals: NewDateProposal[] }>;
}) {
  const { t } = useI18n();
  const w = t.booking;
  const a = w.agency;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [dates, setDates] = useState<string[]>([""]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!reason.trim()) found.reason = a.reasonMissing;
    const chosen = dates.filter((d) => d !== "");
    chosen.forEach((day, index) => {
      if (day <= today || day === cancelledDay || chosen.indexOf(day) !== index) {
        found[`newDates.${dates.indexOf(day, index)}`] = a.dateInvalid;
      }
    });
    setProblems(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await onCancel({ reason: reason.trim(), newDates: chosen });
      setOpen(false);
    } catch (error) {
      if (error instanceof AdminApiError && error.field === "reason") {
        setProblems({ reason: a.reasonMissing });
      } else if (error instanceof AdminApiError && error.field?.startsWith("newDates")) {
        const index = Number(error.field.split(".")[1] ?? 0);
        const day = chosen[index];
        setProblems({ [`newDates.${day ? dates.indexOf(day) : 0}`]: a.dateInvalid });
      } else setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn-outline px-3">{w.cancelByAgency}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-3 overflow-y-auto">
          <Dialog.Title className="text-lg font-semibold break-words">
            {w.cancelByAgencyTitle}
          </Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          <form className="space-y-3" onSubmit={submit} noValidate>
            <TextAreaField
              label={a.reason}
              hint={a.reasonHint}
              name="reason"
              rows={3}
              maxLength={1000}
              required
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (problems.reason) setProblems({ ...problems, reason: "" });
              }}
              error={problems.reason || undefined}
            />
            <p className="text-sm text-ink-soft">{a.datesHint}</p>
            {dates.map((day, index) => (
              <Field
                key={index}
                label={format(a.date, { n: index + 1 })}
                type="date"
                name={`newDate${index}`}
                min={today}
                value={day}
                onChange={(event) => {
                  setDates(dates.map((d, i) => (i === index ? event.target.value : d)));
                  setProblems({ ...problems, [`newDates.${index}`]: "" });
                }}
                error={problems[`newDates.${index}`] || undefined}
              />
            ))}
            {dates.length < MAX_DATES ? (
              <button
                type="button"
                className="btn-outline text-sm"
                onClick={() => setDates([...dates, ""])}
              >
                {a.addDate}
              </button>
            ) : null}
            {failed ? <Notice kind="error">{w.failed}</Notice> : null}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-danger" disabled={pending}>
                {w.confirmCancel}
              </button>
              <Dialog.Close className="btn-outline">{w.keep}</Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
