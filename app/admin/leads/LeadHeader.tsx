/**
 * The top of a lead's page, what a staff member needs first (also at 390 px): who asked
 * (name, company, reference), the state, the owner, the next step, and the actions (state
 * buttons, "Antworten"). A lead merged into another says so and links there instead.
 */
import { Link } from "react-router";
import { format, useI18n } from "../i18n";
import type { LeadDetail } from "./leads-api";
import { NextStepEditor } from "./NextStepEditor";
import { OwnerPicker } from "./OwnerPicker";
import { StateActions } from "./StateActions";
import { StateBadge } from "./StateBadge";

export function LeadHeader({ lead, onReply }: { lead: LeadDetail; onReply(): void }) {
  const { t } = useI18n();
  const merged = lead.mergedInto;
  return (
    <section className="card space-y-4" aria-labelledby="lead-title">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="mr-auto min-w-0">
          <h1 id="lead-title" className="text-2xl font-bold break-words">
            {format(t.lead.title, { name: lead.name })}
          </h1>
          <p className="text-ink-soft break-words">
            {lead.company ? `${lead.company} · ` : ""}
            {format(t.lead.reference, { reference: lead.reference })}
          </p>
        </div>
        <span className="pt-1">
          <span className="sr-only">{t.lead.state}: </span>
          <StateBadge state={lead.state} />
        </span>
      </div>

      {merged ? (
        <p className="rounded-lg border border-spree/30 bg-spree-soft px-3 py-2" role="note">
          {format(t.lead.mergedInto, { name: merged.name })}{" "}
          <Link className="font-medium text-spree underline" to={`/leads/${merged.id}`}>
            {format(t.lead.openMerged, { name: merged.name })}
          </Link>
        </p>
      ) : null}

      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="min-w-0 space-y-1">
          <dt className="text-sm font-semibold uppercase tracking-wide text-ink-soft">
            {t.owner.label}
          </dt>
          <dd>
            <OwnerPicker lead={lead} disabled={Boolean(merged)} />
          </dd>
        </div>
        <div className="min-w-0 space-y-1">
          <dt className="text-sm font-semibold uppercase tracking-wide text-ink-soft">
            {t.nextStep.label}
          </dt>
          <dd>
            <NextStepEditor lead={lead} disabled={Boolean(merged)} />
          </dd>
        </div>
      </dl>

      {merged ? null : (
        <div className="border-t border-ink/10 pt-4">
          <StateActions lead={lead}>
            <button
              type="button"
              className="btn-primary px-4 text-sm"
              onClick={onReply}
              data-testid="reply"
            >
              {t.lead.reply}
            </button>
          </StateActions>
        </div>
      )}
    </section>
  );
}
