/**
 * Deposits still open with the event within a week (decision 0187), on the start page and
 * above the month's invoices: the deposit invoice, the customer, the event's day and how
 * soon, and what is still open. Nothing shows while there is none.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { format, useI18n } from "../i18n";
import { useOfferFormat } from "../offers/offer-format";
import { depositsDueQuery } from "./invoices-api";

export function DepositsDue() {
  const { t } = useI18n();
  const words = t.invoices;
  const { money, day } = useOfferFormat();
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
              <span className="font-medium text-danger">
                {invoice.daysToEvent === 0
                  ? words.eventToday
                  : invoice.daysToEvent === 1
                    ? words.eventTomorrow
                    : format(words.eventOn, {
                        day: day(invoice.eventDate),
                        days: invoice.daysToEvent,
                      })}
              </span>
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
