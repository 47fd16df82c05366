/**
 * One place to record what happened with a lead: an internal note, a call ("Anruf": reached,
 * not reached, call back agreed, with an optional note) or a customer's answer pasted from
 * the agency's mailbox ("Antwort des Kunden"). Each lands in the timeline.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { AdminApiError } from "../api";
import { useI18n } from "../i18n";
import {
  CALL_OUTCOMES,
  leadChanges,
  useLeadChange,
  type CallOutcome,
  type LeadDetail,
} from "./leads-api";

const KINDS = ["note", "call", "customer_reply"] as const;
type ActivityKind = (typeof KINDS)[number];

interface Activity {
  kind: ActivityKind;
  body: string;
  outcome: CallOutcome | null;
}

function record(leadId: string, { kind, body, outcome }: Activity) {
  if (kind === "call") {
    return leadChanges.call(leadId, { outcome: outcome!, ...(body ? { note: body } : {}) });
  }
  if (kind === "customer_reply") return leadChanges.customerReply(leadId, body);
  return leadChanges.note(leadId, body);
}

/** Radio buttons drawn as a row of segments; arrow keys move between them as usual. */
function Segments<T extends string>({
  name,
  legend,
  options,
  value,
  label,
  onChange,
  error,
  inputRef,
}: {
  name: string;
  legend: string;
  options: readonly T[];
  value: T | null;
  label(option: T): string;
  onChange(option: T): void;
  error?: string | null;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="space-y-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => (
          <label
            key={option}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
              value === option
                ? "border-spree bg-spree-soft font-semibold text-spree"
                : "border-ink/25 bg-white hover:border-ink/50"
            }`}
          >
            <input
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              name={name}
              value={option}
              className="sr-only"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label(option)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ActivityComposer({ lead }: { lead: LeadDetail }) {
  const { t } = useI18n();
  const id = useId();
  const [kind, setKind] = useState<ActivityKind>("note");
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  const [body, setBody] = useState("");
  const [problems, setProblems] = useState<{ body?: string; outcome?: string }>({});
  const [saved, setSaved] = useState<ActivityKind | null>(null);
  const bodyInput = useRef<HTMLTextAreaElement>(null);
  const outcomeInput = useRef<HTMLInputElement>(null);
  const add = useLeadChange(lead.id, (activity: Activity) => record(lead.id, activity));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    const text = body.trim();
    const found: typeof problems = {};
    if (kind === "call" && !outcome) found.outcome = t.activity.outcomeMissing;
    if (kind !== "call" && !text) found.body = t.activity.bodyMissing;
    setProblems(found);
    if (found.outcome) return outcomeInput.current?.focus();
    if (found.body) return bodyInput.current?.focus();
    add.mutate(
      { kind, body: text, outcome },
      {
        onSuccess: () => {
          setSaved(kind);
          setBody("");
          setOutcome(null);
        },
        onError: (error) => {
          if (
            error instanceof AdminApiError &&
            (error.field === "body" || error.field === "note")
          ) {
            setProblems({ body: t.activity.bodyMissing });
          } else if (error instanceof AdminApiError && error.field === "outcome") {
            setProblems({ outcome: t.activity.outcomeMissing });
          }
        },
      },
    );
  }

  const otherError = add.error && !problems.body && !problems.outcome ? t.app.error : null;

  return (
    <section className="card space-y-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t.activity.title}
      </h2>
      <form className="space-y-3" onSubmit={submit} noValidate data-testid="activity-form">
        <Segments<ActivityKind>
          name={`${id}-kind`}
          legend={t.activity.kind}
          options={KINDS}
          value={kind}
          label={(option) => t.activity.kinds[option]}
          onChange={(option) => {
            setKind(option);
            setProblems({});
            setSaved(null);
            add.reset();
          }}
        />
        {kind === "call" ? (
          <Segments<CallOutcome>
            name={`${id}-outcome`}
            legend={t.activity.outcome}
            options={CALL_OUTCOMES}
            value={outcome}
            label={(option) => t.callOutcomes[option]}
            onChange={setOutcome}
            error={problems.outcome}
            inputRef={outcomeInput}
          />
        ) : null}
        <div className="space-y-1">
          <label htmlFor={`${id}-body`} className="block font-medium">
            {t.activity.body[kind]}
          </label>
          <textarea
            ref={bodyInput}
            id={`${id}-body`}
            className={`input ${kind === "customer_reply" ? "min-h-32" : "min-h-20"}`}
            value={body}
            maxLength={kind === "customer_reply" ? 10_000 : 5000}
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={problems.body ? true : undefined}
            aria-describedby={`${id}-body-hint${problems.body ? ` ${id}-body-error` : ""}`}
          />
          <p id={`${id}-body-hint`} className="text-sm text-ink-soft">
            {t.activity.hint[kind]}
          </p>
          {problems.body ? (
            <p id={`${id}-body-error`} className="text-sm font-medium text-danger">
              {problems.body}
            </p>
          ) : null}
        </div>
        {otherError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {otherError}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={add.isPending}>
            {t.activity.save[kind]}
          </button>
          {saved ? (
            <p role="status" className="font-medium text-spree">
              {t.activity.saved[saved]}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
