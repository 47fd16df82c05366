/**
 * What one entry of a lead's timeline says: its sentence, icon and tone, and the lines below
 * it (a lost lead's reason, a reply's text folded, a mail's delivery, an offer's link).
 */
import { Link } from "react-router";
import { format, useI18n } from "../i18n";
import { useLeadFormat } from "./lead-format";
import { MailDelivery } from "./MailDelivery";
import { CustomerMail } from "./CustomerMail";
import type { InboundMailView } from "./mails-in-api";
import { stepText } from "./step-words";
import { useOfferFormat } from "../offers/offer-format";
import type { LeadDetail, LeadState, LostReason, TimelineEntry } from "./leads-api";
import type { Locale } from "../../i18n/locales";

const text = (value: unknown) => (typeof value === "string" ? value : "");

function Body({ children }: { children: string | null }) {
  if (!children) return null;
  return <p className="whitespace-pre-wrap break-words rounded-lg bg-sand p-3">{children}</p>;
}

/** The sentence, icon and extra lines of one entry. */
export function useEntryContent(
  lead: LeadDetail,
  mailsIn: readonly InboundMailView[] = [],
  onAnswer?: (answer: { id: string; subject: string }) => void,
) {
  const { t } = useI18n();
  const { stepWhen } = useLeadFormat();
  const { money, day } = useOfferFormat();
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
          sentence:
            detail.channel === "email"
              ? t.timeline.receivedEmail
              : format(
                  detail.channel === "form" ? t.timeline.receivedForm : t.timeline.receivedApi,
                  { page: text(detail.sourcePage) },
                ),
          extra: (
            <p className="text-sm text-ink-soft">
              {format(t.timeline.receivedLanguage, {
                language: t.lead.languages[detail.language as Locale] ?? text(detail.language),
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
        // From the mailbox (server/mail/inbound): sender, subject, history folded.
        if (text(detail.inboundId)) {
          return {
            icon: "answer" as const,
            tone: "calm" as const,
            sentence: detail.autoReply ? t.mailIn.autoReply : t.mailIn.answer,
            extra: (
              <CustomerMail
                body={entry.body}
                detail={detail}
                mail={mailsIn.find((mail) => mail.id === detail.inboundId)}
                onAnswer={onAnswer}
              />
            ),
          };
        }
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
            text: stepText(text(detail.text), t),
          }),
          extra: null,
        };
      case "next_step_done":
        return {
          icon: "check" as const,
          tone: "good" as const,
          sentence: format(
            detail.closedBy === "state" ? t.timeline.nextStepClosed : t.timeline.nextStepDone,
            { text: stepText(text(detail.text), t) },
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
      case "booking_changed": {
        if (detail.change === "new_date_proposed") {
          return {
            icon: "offer" as const,
            tone: "calm" as const,
            sentence: format(t.offerTimeline.newDateProposed, {
              number: text(detail.number),
              date: text(detail.eventDate) ? day(text(detail.eventDate)) : "",
              version: text(detail.version),
            }),
            extra: offerLink(detail.offerId),
          };
        }
        const by = text(detail.by) as keyof typeof t.offerTimeline.bookingCancelledBy;
        const refund = typeof detail.dueCents === "number" && detail.dueCents < 0;
        return {
          icon: "offer" as const,
          tone: "alert" as const,
          sentence: format(
            refund ? t.offerTimeline.bookingCancelledRefund : t.offerTimeline.bookingCancelled,
            {
              number: text(detail.number),
              by: t.offerTimeline.bookingCancelledBy[by] ?? "",
              fee: cents(detail.feeCents),
              due: cents(detail.dueCents),
              refund: cents(-Number(detail.dueCents ?? 0)),
            },
          ),
          extra: (
            <>
              {text(detail.reason) ? (
                <p className="text-sm whitespace-pre-line break-words">
                  {format(t.offerTimeline.reason, { reason: text(detail.reason) })}
                </p>
              ) : null}
              {entry.mail ? <MailDelivery lead={lead} mail={entry.mail} /> : null}
              {offerLink(detail.offerId)}
            </>
          ),
        };
      }
      case "payment_received": {
        const source = detail.source === "statement" ? "statement" : "manual";
        const open = typeof detail.openCents === "number" ? detail.openCents : 0;
        return {
          icon: "invoice" as const,
          tone: "good" as const,
          sentence: format(t.offerTimeline.payment, {
            number: text(detail.number),
            amount: cents(detail.cents),
          }),
          extra: (
            <p className="text-sm">
              {t.offerTimeline.paymentSources[source]}
              {open > 0 ? ` · ${format(t.offerTimeline.paymentOpen, { amount: cents(open) })}` : ""}
            </p>
          ),
        };
      }
      case "payment_undone":
        return {
          icon: "invoice" as const,
          tone: "alert" as const,
          sentence: format(t.offerTimeline.paymentUndone, {
            number: text(detail.number),
            amount: cents(detail.cents),
          }),
          extra: (
            <p className="text-sm">
              {format(t.offerTimeline.paymentUndoneReason, { reason: text(detail.reason) })}
              {" · "}
              {format(t.offerTimeline.paymentOpenAgain, { amount: cents(detail.openCents) })}
            </p>
          ),
        };
      case "reminder_sent": {
        const level = (Number(detail.level) || 1) as 1 | 2 | 3;
        return {
          icon: "invoice" as const,
          tone: "alert" as const,
          sentence: format(t.offerTimeline.reminder, {
            level: t.invoices.reminderLevels[level] ?? t.invoices.reminderLevels[1],
            number: text(detail.number),
            amount: cents(detail.openCents),
          }),
          extra: (
            <>
              <Body>{entry.body}</Body>
              {entry.mail ? <MailDelivery lead={lead} mail={entry.mail} /> : null}
            </>
          ),
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
