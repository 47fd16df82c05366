/**
 * "Überfällige Rechnungen" above a month's invoices: every invoice unpaid past its due day,
 * the longest overdue first, with the days overdue, what is still open, the reminders sent
 * (level and day) and the button that prepares the next one (ReminderDialog). Nothing shows
 * while none is overdue.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Notice } from "../components/Field";
import { Link } from "react-router";
import { format, useI18n } from "../i18n";
import { useOfferFormat } from "../offers/offer-format";
import { overdueInvoicesQuery } from "./invoices-api";
import { ReminderDialog } from "./ReminderDialog";

export function OverdueInvoices() {
  const { t } = useI18n();
  const words = t.invoices;
  const { money, day } = useOfferFormat();
  const overdue = useQuery(overdueInvoicesQuery);
  const [sent, setSent] = useState<string | null>(null);
  const rows = overdue.data?.invoices ?? [];
  if (rows.length === 0) return sent ? <Notice kind="success">{sent}</Notice> : null;
  return (
    <section
      className="card space-y-3 border-danger/40"
      aria-labelledby="overdue-title"
      data-testid="overdue-invoices"
    >
      <h2 id="overdue-title" className="text-xl font-semibold text-danger">
        {words.overdueTitle}
      </h2>
      {sent ? <Notice kind="success">{sent}</Notice> : null}
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
            <div className="col-span-2 flex flex-wrap items-center gap-x-4 gap-y-2 sm:basis-full">
              {invoice.reminders.map((reminder) => (
                <span key={reminder.level} className="text-sm text-ink-soft">
                  {format(words.reminderSentOn, {
                    level: words.reminderLevels[reminder.level],
                    day: day(reminder.sentOn),
                  })}
                </span>
              ))}
              <ReminderDialog invoice={invoice} onSent={setSent} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
