/**
 * "Überfällige Rechnungen" above a month's invoices: every invoice unpaid past its due day,
 * the longest overdue first, with the days overdue and what is still open. Nothing shows
 * while none is overdue.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { format, useI18n } from "../i18n";
import { useOfferFormat } from "../offers/offer-format";
import { overdueInvoicesQuery } from "./invoices-api";

export function OverdueInvoices() {
  const { t } = useI18n();
  const words = t.invoices;
  const { money, day } = useOfferFormat();
  const overdue = useQuery(overdueInvoicesQuery);
  const rows = overdue.data?.invoices ?? [];
  if (rows.length === 0) return null;
  return (
    <section
      className="card space-y-3 border-danger/40"
      aria-labelledby="overdue-title"
      data-testid="overdue-invoices"
    >
      <h2 id="overdue-title" className="text-xl font-semibold text-danger">
        {words.overdueTitle}
      </h2>
      <ul className="divide-y divide-ink/10">
        {rows.map((invoice) => (
          <li
            key={invoice.id}
            className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-1 py-2 sm:flex sm:flex-wrap"
            data-testid="overdue-row"
          >
            <Link to={`/invoices/${invoice.id}`} className="font-semibold text-spree underline">
              {invoice.number}
            </Link>
            <span className="break-words sm:min-w-0 sm:flex-1">{invoice.company}</span>
            <div className="col-span-2 flex flex-wrap items-baseline gap-x-4 gap-y-1 sm:contents">
              <span className="text-sm text-ink-soft">
                {format(words.overdueSince, { day: day(invoice.dueDate) })}
              </span>
              <span className="font-medium text-danger">
                {format(words.daysOverdue, { days: invoice.daysOverdue })}
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
