/**
 * A next step in one line: when (Berlin day, optional time) and what; an overdue step in a
 * calm red with the word "überfällig", so the colour is never the only sign.
 */
import { useI18n } from "../i18n";
import { useLeadFormat } from "./lead-format";
import { stepText } from "./step-words";
import type { NextStep } from "./leads-api";

export function NextStepSummary({ step }: { step: NextStep | null }) {
  const { t } = useI18n();
  const { stepWhen } = useLeadFormat();
  if (!step) return <span className="text-ink-soft">{t.inbox.noStep}</span>;
  return (
    <span className={`break-words ${step.overdue ? "text-danger" : ""}`}>
      <time dateTime={step.time ? `${step.date}T${step.time}` : step.date} className="font-medium">
        {stepWhen(step)}
      </time>
      {step.overdue ? (
        <span className="ml-1.5 inline-block rounded-full border border-danger/30 bg-accent-soft px-1.5 text-xs font-semibold uppercase tracking-wide text-danger">
          {t.inbox.overdue}
        </span>
      ) : null}
      <span className="text-ink"> · {stepText(step.text, t)}</span>
    </span>
  );
}
