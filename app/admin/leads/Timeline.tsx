/**
 * A lead's timeline, newest first: one sentence per entry with an icon, the author and the
 * Berlin time. Arrival (through which form, in words), the two automatic mails with their
 * delivery ("Erneut senden" when one failed), state changes (a lost lead's reason), owner
 * changes, notes, calls, replies sent (text folded, delivery), customers' answers, next
 * steps set and done, merges, offers sent (number, amount, link) and answered (accepted or
 * declined with the reason), invoices issued (kind, number, amount, delivery); entries of a
 * lead merged into this one say so.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { Notice } from "../components/Field";
import { format, useI18n } from "../i18n";
import { useLeadFormat } from "./lead-format";
import { useOfferFormat } from "../offers/offer-format";
import {
  leadChanges,
  type LeadDetail,
  type LeadMail,
  type LeadState,
  type LostReason,
  type TimelineEntry,
} from "./leads-api";

type IconName =
  | "inbox"
  | "mail"
  | "state"
  | "owner"
  | "note"
  | "call"
  | "answer"
  | "calendar"
  | "check"
  | "merge"
  | "offer"
  | "invoice";

const iconPaths: Record<IconName, string> = {
  inbox: "M4 13h4l1.5 3h5l1.5-3h4M4 13l2.5-8h11l2.5 8v6H4z",
  mail: "M3.5 6.5h17v11h-17zM3.5 6.5l8.5 6.5 8.5-6.5",
  state: "M5 12h13M13 6.5l5.5 5.5-5.5 5.5",
  owner: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0",
  note: "M4.5 19.5h4l10-10-4-4-10 10zM13 7l4 4",
  call: "M6 3.5h3l1.5 4.5-2 1.5a10 10 0 0 0 6 6l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4 5.5a2 2 0 0 1 2-2z",
  answer: "M4 5h16v11H10l-6 4z",
  calendar: "M4.5 6h15v13.5h-15zM4.5 10h15M8.5 3.5v4M15.5 3.5v4",
  check: "M5 12.5l4.5 4.5L19 7.5",
  merge: "M5 4l7 7 7-7M12 11v9M9 17l3 3 3-3",
  offer: "M6.5 3.5h8l4 4v13h-12zM14.5 3.5v4h4M9 12h6M9 15.5h6",
  invoice: "M6.5 3.5h11v17l-2.75-1.75L12 20.5l-2.75-1.75L6.5 20.5zM9.5 8h5M9.5 11.5h5M9.5 15h3",
};

function Icon({ name, tone }: { name: IconName; tone: "calm" | "alert" | "good" }) {
  const colours = {
    calm: "bg-spree-soft text-spree",
    alert: "bg-accent-soft text-danger",
    good: "bg-green-50 text-green-800",
  };
  return (
    <span
      aria-hidden="true"
      className={`mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full ${colours[tone]}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={iconPaths[name]} />
      </svg>
    </span>
  );
}

/** A mail's delivery in words, with "Erneut senden" when it failed. */
function MailDelivery({ lead, mail }: { lead: LeadDetail; mail: LeadMail }) {
  const { t } = useI18n();
  const { at } = useLeadFormat();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => leadChanges.resendMail(lead.id, mail.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["lead", lead.id] }),
  });
  const time = mail.delivery === "sent" ? mail.sentAt : mail.nextAttemptAt;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className={mail.delivery === "failed" ? "font-medium text-danger" : "text-ink-soft"}>
        {format(t.mailDelivery[mail.delivery], { time: time ? at(time) : "" })}
      </span>
      {mail.attempts > (mail.delivery === "sent" ? 1 : 0) ? (
        <span className="text-ink-soft">{format(t.lead.attempts, { count: mail.attempts })}</span>
      ) : null}
      {mail.lastError ? (
        <span className="basis-full break-all text-ink-soft">{mail.lastError}</span>
      ) : null}
      {mail.delivery === "failed" ? (
        <button
          type="button"
          className="btn-outline text-sm"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
        >
          {t.lead.sendAgain}
        </button>
      ) : null}
      {resend.isSuccess ? <Notice kind="success">{t.lead.sentAgain}</Notice> : null}
    </div>
  );
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

function Body({ children }: { children: string | null }) {
  if (!children) return null;
  return <p className="whitespace-pre-wrap break-words rounded-lg bg-sand p-3">{children}</p>;
}

/** The sentence, icon and extra lines of one entry. */
function useEntryContent(lead: LeadDetail) {
  const { t } = useI18n();
  const { stepWhen } = useLeadFormat();
  const { money } = useOfferFormat();
  const cents = (value: unknown) => money(typeof value === "number" ? value : 0);
  const offerLink = (offerId: unknown) =>
    text(offerId) ? (
      <Link
        to={`/offers/${text(offerId)}`}
        className="inline-flex min-h-8 items-center text-sm text-spree underline"
      >
        {t.offerTimeline.open}
      </Link>
    ) : null;
  const stateName = (value: unknown) => t.leadStates[value as LeadState] ?? text(value);
  return (entry: TimelineEntry) => {
    const detail = entry.detail as Record<string, unknown>;
    switch (entry.kind) {
      case "received":
        return {
          icon: "inbox" as const,
          tone: "calm" as const,
          sentence: format(
            detail.channel === "form" ? t.timeline.receivedForm : t.timeline.receivedApi,
            { page: text(detail.sourcePage) },
          ),
          extra: (
            <p className="text-sm text-ink-soft">
              {format(t.timeline.receivedLanguage, {
                language: t.lead.languages[detail.language as "de" | "en"] ?? text(detail.language),
              })}
            </p>
          ),
        };
      case "mail":
        return {
          icon: "mail" as const,
          tone: entry.mail?.delivery === "failed" ? ("alert" as const) : ("calm" as const),
          sentence: t.mailKinds[text(detail.kind) as keyof typeof t.mailKinds] ?? text(detail.kind),
          extra: entry.mail ? <MailDelivery lead={lead} mail={entry.mail} /> : null,
        };
      case "state_changed": {
        const reason = text(detail.lostReason) as LostReason | "";
        return {
          icon: "state" as const,
          tone:
            detail.to === "won"
              ? ("good" as const)
              : detail.to === "lost"
                ? ("alert" as const)
                : ("calm" as const),
          sentence: format(t.timeline.stateChanged, {
            from: stateName(detail.from),
            to: stateName(detail.to),
          }),
          extra: reason ? (
            <p className="text-sm">
              {format(t.timeline.lostReason, {
                reason:
                  reason === "other" && text(detail.lostReasonText)
                    ? `${t.lostReasons.other} – ${text(detail.lostReasonText)}`
                    : (t.lostReasons[reason] ?? reason),
              })}
            </p>
          ) : null,
        };
      }
      case "owner_changed":
        return {
          icon: "owner" as const,
          tone: "calm" as const,
          sentence: format(t.timeline.ownerChanged, {
            from: text(detail.fromName) || t.timeline.nobody,
            to: text(detail.toName) || t.timeline.nobody,
          }),
          extra: null,
        };
      case "note":
        return {
          icon: "note" as const,
          tone: "calm" as const,
          sentence: t.timeline.note,
          extra: <Body>{entry.body}</Body>,
        };
      case "call":
        return {
          icon: "call" as const,
          tone: "calm" as const,
          sentence: format(t.timeline.call, {
            outcome:
              t.callOutcomes[text(detail.outcome) as keyof typeof t.callOutcomes] ??
              text(detail.outcome),
          }),
          extra: <Body>{entry.body}</Body>,
        };
      case "reply_sent":
        return {
          icon: "mail" as const,
          tone: entry.mail?.delivery === "failed" ? ("alert" as const) : ("calm" as const),
          sentence: format(t.timeline.replySent, { subject: text(detail.subject) }),
          extra: (
            <>
              {text(detail.to) ? (
                <p className="text-sm text-ink-soft">
                  {format(t.timeline.replyTo, { to: text(detail.to) })}
                </p>
              ) : null}
              {entry.mail ? <MailDelivery lead={lead} mail={entry.mail} /> : null}
              {entry.body ? (
                <details className="group">
                  <summary className="inline-flex min-h-8 cursor-pointer items-center text-sm font-medium text-spree underline-offset-2 hover:underline">
                    {t.timeline.showText}
                  </summary>
                  <div className="mt-2">
                    <Body>{entry.body}</Body>
                  </div>
                </details>
              ) : null}
            </>
          ),
        };
      case "customer_reply":
        return {
          icon: "answer" as const,
          tone: "calm" as const,
          sentence: t.timeline.customerReply,
          extra: <Body>{entry.body}</Body>,
        };
      case "next_step_set":
        return {
          icon: "calendar" as const,
          tone: "calm" as const,
          sentence: format(t.timeline.nextStepSet, {
            when: stepWhen({ date: text(detail.date), time: text(detail.time) || null }, false),
            text: text(detail.text),
          }),
          extra: null,
        };
      case "next_step_done":
        return {
          icon: "check" as const,
          tone: "good" as const,
          sentence: format(
            detail.closedBy === "state" ? t.timeline.nextStepClosed : t.timeline.nextStepDone,
            { text: text(detail.text) },
          ),
          extra: null,
        };
      case "merged": {
        const into = detail.direction === "into";
        return {
          icon: "merge" as const,
          tone: "calm" as const,
          sentence: format(into ? t.timeline.mergedInto : t.timeline.mergedFrom, {
            name: text(detail.otherName),
          }),
          extra: text(detail.otherId) ? (
            <Link
              to={`/leads/${text(detail.otherId)}`}
              className="inline-flex min-h-8 items-center text-sm text-spree underline"
            >
              {format(t.lead.openMerged, { name: text(detail.otherName) })}
            </Link>
          ) : null,
        };
      }
      case "offer_sent":
        return {
          icon: "offer" as const,
          tone: "calm" as const,
          sentence: format(t.offerTimeline.sent, {
            number: text(detail.number),
            amount: cents(detail.grossCents),
          }),
          extra: (
            <>
              {entry.mail ? <MailDelivery lead={lead} mail={entry.mail} /> : null}
              {offerLink(detail.offerId)}
            </>
          ),
        };
      case "offer_answered": {
        const accepted = detail.answer === "accepted";
        return {
          icon: "offer" as const,
          tone: accepted ? ("good" as const) : ("alert" as const),
          sentence: format(accepted ? t.offerTimeline.accepted : t.offerTimeline.declined, {
            number: text(detail.number),
          }),
          extra: (
            <>
              {!accepted && entry.body ? (
                <p className="text-sm">{format(t.offerTimeline.reason, { reason: entry.body })}</p>
              ) : null}
              {offerLink(detail.offerId)}
            </>
          ),
        };
      }
      case "invoice_issued": {
        const kind = text(detail.invoiceKind) as keyof typeof t.offerTimeline.invoiceKinds;
        return {
          icon: "invoice" as const,
          tone: "calm" as const,
          sentence: format(t.offerTimeline.invoice, {
            kind: t.offerTimeline.invoiceKinds[kind] ?? t.offerTimeline.invoiceKinds.invoice,
            number: text(detail.number),
            amount: cents(detail.grossCents),
          }),
          extra: entry.mail ? <MailDelivery lead={lead} mail={entry.mail} /> : null,
        };
      }
      default:
        return {
          icon: "note" as const,
          tone: "calm" as const,
          sentence: entry.kind,
          extra: <Body>{entry.body}</Body>,
        };
    }
  };
}

export function Timeline({ lead }: { lead: LeadDetail }) {
  const { t } = useI18n();
  const { at } = useLeadFormat();
  const contentOf = useEntryContent(lead);
  // A lead merged into this one brings its own "merged into" entry: this one's says it.
  const entries = lead.timeline.filter(
    (entry) => !(entry.kind === "merged" && entry.leadId !== lead.id),
  );
  return (
    <section className="card space-y-3" aria-labelledby="lead-timeline">
      <h2 id="lead-timeline" className="text-lg font-semibold">
        {t.timeline.title}
      </h2>
      {entries.length === 0 ? <p className="text-ink-soft">{t.timeline.empty}</p> : null}
      <ol className="space-y-4" data-testid="timeline">
        {entries.map((entry) => {
          const content = contentOf(entry);
          return (
            <li key={`${entry.kind}-${entry.id}`} className="flex gap-3">
              <Icon name={content.icon} tone={content.tone} />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-medium break-words">{content.sentence}</p>
                {content.extra}
                <p className="text-sm text-ink-soft">
                  {entry.actorName ??
                    (entry.kind === "received" ? lead.name : t.timeline.automatic)}{" "}
                  · <time dateTime={entry.at}>{at(entry.at)}</time>
                  {entry.leadId !== lead.id ? ` · ${t.timeline.fromMerged}` : null}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
