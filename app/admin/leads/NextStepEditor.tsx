/**
 * A lead's next step: when (a Berlin day, optionally a time) and what, overdue in red;
 * "Erledigt" closes it, "Planen" / "Ändern" opens a small form with suggestions for the
 * usual steps ("Rückruf", "Angebot nachfassen", "Nachfassen"). Won and lost leads have none.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { AdminApiError } from "../api";
import { format, useI18n } from "../i18n";
import { addDays, berlinDay, useLeadFormat } from "./lead-format";
import { isOpen, leadChanges, useLeadChange, type LeadDetail } from "./leads-api";
import { NextStepSummary } from "./NextStepSummary";

type StepField = "date" | "time" | "text";

export function NextStepEditor({ lead, disabled }: { lead: LeadDetail; disabled: boolean }) {
  const { t } = useI18n();
  const { stepWhen } = useLeadFormat();
  const id = useId();
  const step = lead.nextStep;
  const [editing, setEditing] = useState(false);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<Partial<Record<StepField, string>>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const dateInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLInputElement>(null);
  const timeInput = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const save = useLeadChange(
    lead.id,
    (input: { date: string; time: string | null; text: string }) =>
      leadChanges.nextStep(lead.id, input),
  );
  const done = useLeadChange(lead.id, () => leadChanges.nextStepDone(lead.id));

  useEffect(() => {
    if (editing) dateInput.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      openButton.current?.focus();
    }
  }, [editing, saved]);

  function open() {
    setDate(step?.date ?? addDays(berlinDay(), 1));
    setTime(step?.time ?? "");
    setText(step?.text ?? "");
    setProblems({});
    setSaved(null);
    save.reset();
    setEditing(true);
  }

  function close() {
    returnFocus.current = true;
    setEditing(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<StepField, string>> = {};
    if (!/^\d{4}-\d\d-\d\d$/.test(date)) found.date = t.nextStep.dateInvalid;
    if (time && !/^\d\d:\d\d$/.test(time)) found.time = t.nextStep.timeInvalid;
    if (!text.trim()) found.text = t.nextStep.textMissing;
    setProblems(found);
    if (found.date) return dateInput.current?.focus();
    if (found.time) return timeInput.current?.focus();
    if (found.text) return textInput.current?.focus();
    const input = { date, time: time || null, text: text.trim() };
    save.mutate(input, {
      onSuccess: (result) => {
        setSaved(format(t.nextStep.saved, { when: stepWhen(result.nextStep) }));
        close();
      },
      onError: (error) => {
        if (!(error instanceof AdminApiError)) return;
        const field = error.field as StepField | undefined;
        const message =
          field === "date"
            ? t.nextStep.dateInvalid
            : field === "time"
              ? t.nextStep.timeInvalid
              : field === "text"
                ? t.nextStep.textMissing
                : undefined;
        if (field && message) setProblems({ [field]: message });
      },
    });
  }

  const fieldProps = (field: StepField) => ({
    id: `${id}-${field}`,
    "aria-invalid": problems[field] ? true : undefined,
    "aria-describedby": problems[field] ? `${id}-${field}-error` : undefined,
  });
  const problem = (field: StepField) =>
    problems[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm font-medium text-danger">
        {problems[field]}
      </p>
    ) : null;
  const otherError =
    save.error && !Object.keys(problems).length
      ? save.error instanceof AdminApiError && save.error.status === 409
        ? t.nextStep.closed
        : t.app.error
      : done.error
        ? t.app.error
        : null;

  if (editing) {
    return (
      <form className="space-y-3" onSubmit={submit} noValidate data-testid="next-step-form">
        <div className="grid grid-cols-2 gap-3">
          <div className="space-y-1">
            <label htmlFor={`${id}-date`} className="block font-medium">
              {t.nextStep.date}
            </label>
            <input
              ref={dateInput}
              type="date"
              className="input"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              {...fieldProps("date")}
            />
            {problem("date")}
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-time`} className="block font-medium">
              {t.nextStep.time}
            </label>
            <input
              ref={timeInput}
              type="time"
              className="input"
              value={time}
              onChange={(event) => setTime(event.target.value)}
              {...fieldProps("time")}
            />
            {problem("time")}
          </div>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-text`} className="block font-medium">
            {t.nextStep.text}
          </label>
          <input
            ref={textInput}
            className="input"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            {...fieldProps("text")}
          />
          {problem("text")}
          <div
            role="group"
            aria-label={t.nextStep.suggestions}
            className="flex flex-wrap gap-1.5 pt-1"
          >
            {Object.values(t.nextStep.suggest).map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                className="min-h-8 rounded-full border border-ink/20 bg-sand px-3 text-sm hover:border-ink/50"
                aria-pressed={text === suggestion}
                onClick={() => setText(suggestion)}
              >
                {suggestion}
              </button>
            ))}
          </div>
        </div>
        {otherError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {otherError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {t.nextStep.save}
          </button>
          <button type="button" className="btn-outline" onClick={close}>
            {t.nextStep.cancel}
          </button>
        </div>
      </form>
    );
  }

  const canPlan = !disabled && isOpen(lead.state);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="mr-auto min-w-0" data-testid="lead-next-step">
          {step ? (
            <NextStepSummary step={step} />
          ) : (
            <span className="text-ink-soft">
              {isOpen(lead.state) ? t.nextStep.none : t.nextStep.closed}
            </span>
          )}
        </p>
        {canPlan ? (
          <span className="flex flex-wrap gap-2">
            {step ? (
              <button
                type="button"
                className="btn-outline px-3 text-sm"
                disabled={done.isPending}
                onClick={() =>
                  done.mutate(undefined, {
                    onSuccess: () => {
                      setSaved(t.nextStep.doneSaved);
                      returnFocus.current = true;
                    },
                  })
                }
              >
                {t.nextStep.done}
              </button>
            ) : null}
            <button
              ref={openButton}
              type="button"
              className="btn-outline px-3 text-sm"
              onClick={open}
            >
              {step ? t.nextStep.change : t.nextStep.plan}
              <span className="sr-only">({t.nextStep.label})</span>
            </button>
          </span>
        ) : null}
      </div>
      {saved ? (
        <p role="status" className="text-sm font-medium text-spree">
          {saved}
        </p>
      ) : null}
      {otherError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {otherError}
        </p>
      ) : null}
    </div>
  );
}
