/**
 * Deposits still open with the event within a week (decision 0187), on the start page and
 * above the month's invoices: the deposit invoice, the customer, the event's day and how
 * soon, and what is still open. Nothing shows while there is none. The lead's page shows
 * the same warning for its own deposits (LeadDepositWarning), from the same query.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { format, useI18n } from "../i18n";
import { useOfferFormat } from "../offers/offer-format";
import { depositsDueQuery, type DepositDue } from "./invoices-api";

/** When the event is, in words: today, tomorrow, or its day and how many days ahead. */
function useEventWhen() {
  const { t } = useI18n();
  const { day } = useOfferFormat();
  const words = t.invoices;
  return (invoice: DepositDue) =>
    invoice.daysToEvent === 0
      ? words.eventToday
      : invoice.daysToEvent === 1
        ? words.eventTomorrow
        : format(words.eventOn, { day: day(invoice.eventDate), days: invoice.daysToEvent });
}

/** On a lead's page, near its offers and invoices: its deposits still open before the event. */
export function LeadDepositWarning({ leadId }: { leadId: string }) {
  const { t } = useI18n();
  const words = t.invoices;
  const { money } = useOfferFormat();
  const when = useEventWhen();
  const due = useQuery(depositsDueQuery);
  const rows = (due.data?.invoices ?? []).filter((invoice) => invoice.leadId === leadId);
  if (rows.length === 0) return null;
  return (
    <section
      className="rounded-lg border border-danger/40 bg-accent-soft p-3 text-danger"
      aria-labelledby="lead-deposit-title"
      data-testid="lead-deposit-warning"
    >
      <h2 id="lead-deposit-title" className="font-semibold">
        {words.depositsDueTitle}
      </h2>
      <p className="text-ink">{words.leadDepositWarning}</p>
      <ul className="mt-1 space-y-1">
        {rows.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-baseline gap-x-3 text-ink">
            <Link to={`/invoices/${invoice.id}`} className="font-semibold text-spree underline">
              {invoice.number}
            </Link>
            <span className="font-medium text-danger">{when(invoice)}</span>
            <span className="font-semibold tabular-nums">
              {format(words.openAmount, { amount: money(invoice.openCents) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DepositsDue() {
  const { t } = useI18n();
  const words = t.invoices;
  const { money } = useOfferFormat();
  const when = useEventWhen();
  const due = useQuery(depositsDueQuery);
  const rows = due.data?.invoices ?? [];
  if (rows.length === 0) return null;
  return (
    <section
      className="card space-y-3 border-danger/40"
      aria-labelledby="deposits-due-title"
      data-testid="deposits-due"
    >
      <h2 id="deposits-due-title" className="text-xl font-semibold text-danger">
        {words.depositsDueTitle}
      </h2>
      <ul className="divide-y divide-ink/10">
        {rows.map((invoice) => (
          <li
            key={invoice.id}
            className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-1 py-2 sm:flex sm:flex-wrap"
            data-testid="deposit-due-row"
          >
            <Link to={`/invoices/${invoice.id}`} className="font-semibold text-spree underline">
              {invoice.number}
            </Link>
            <span className="break-words sm:min-w-0 sm:flex-1">{invoice.company}</span>
            <div className="col-span-2 flex flex-wrap items-baseline gap-x-4 gap-y-1 sm:contents">
              <span className="font-medium text-danger">{when(invoice)}</span>
              <span className="font-semibold tabular-nums">
                {format(words.openAmount, { amount: money(invoice.openCents) })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
