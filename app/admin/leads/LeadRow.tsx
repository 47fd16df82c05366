/** One lead in the inbox's list: name and company, next step, events, owner, estimate, state, arrival. */
import { Link } from "react-router";
import { useI18n } from "../i18n";
import { useLeadFormat } from "./lead-format";
import type { LeadSummary } from "./leads-api";
import { NextStepSummary } from "./NextStepSummary";
import { OwnerBadge } from "./OwnerBadge";
import { StateBadge } from "./StateBadge";

function eventsText(lead: LeadSummary, other: string): string {
  return lead.events
    .filter((title) => title !== "")
    .map((title) =>
      title === "other" ? `${other}${lead.eventOther ? `: ${lead.eventOther}` : ""}` : title,
    )
    .join(", ");
}

export function LeadRow({ lead }: { lead: LeadSummary }) {
  const { t } = useI18n();
  const { money, at } = useLeadFormat();
  return (
    <li className="relative grid gap-y-1 px-4 py-3 hover:bg-sand lg:grid-cols-[minmax(0,2.2fr)_minmax(0,2.6fr)_minmax(0,1.4fr)_minmax(0,0.9fr)_auto] lg:items-start lg:gap-x-4">
      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={`/leads/${lead.id}`}
            className="font-semibold break-words text-spree underline-offset-2 after:absolute after:inset-0 hover:underline"
          >
            {lead.name}
          </Link>
          <p className="text-sm break-words text-ink-soft lg:truncate">{lead.company}</p>
        </div>
        <span className="lg:hidden">
          <StateBadge state={lead.state} />
        </span>
      </div>
      <div className="min-w-0 text-sm">
        <p>
          <span className="sr-only">{t.inbox.nextStep}: </span>
          <NextStepSummary step={lead.nextStep} />
        </p>
        <p className="break-words text-ink-soft lg:truncate">
          {/* An enquiry by e-mail names no event and no headcount until staff add them. */}
          {[
            eventsText(lead, t.inbox.otherEvent),
            lead.participants > 0 ? `${lead.participants} ${t.inbox.people}` : "",
          ]
            .filter(Boolean)
            .join(" · ")}
          {lead.mail === "failed" || lead.mail === "retrying" ? (
            <span className="ml-2 font-medium text-danger">
              {t.inbox.mail}: {t.mailDelivery[lead.mail === "failed" ? "failed" : "queued"]}
            </span>
          ) : null}
        </p>
      </div>
      {/* One wrapping line at narrow widths; three columns of the row's grid on wide ones. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm lg:contents">
        <p className="min-w-0">
          <span className="sr-only">{t.inbox.owner}: </span>
          <OwnerBadge owner={lead.owner} />
        </p>
        <p className="lg:text-right">
          <span className="sr-only">{t.inbox.estimate}: </span>
          {lead.estimateCents === null ? (
            <span className="text-ink-soft">{t.inbox.noEstimate}</span>
          ) : (
            <span className="font-medium tabular-nums">{money(lead.estimateCents)}</span>
          )}
        </p>
        <div className="flex items-center gap-2 lg:flex-col lg:items-end">
          <span className="hidden lg:inline">
            <StateBadge state={lead.state} />
          </span>
          <time dateTime={lead.createdAt} className="text-ink-soft">
            {at(lead.createdAt)}
          </time>
        </div>
      </div>
    </li>
  );
}
