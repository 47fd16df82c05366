/**
 * The invoices of a month ("Rechnungen" in the navigation): the month in the URL
 * (?month=2026-11, this Berlin month by default), each invoice with number, kind, customer,
 * gross, due day and status (open, overdue in red, paid, cancelled, credit note): a table's
 * row at wide screens, a card at 390 px; and the tax adviser's export of the month.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../components/Layout";
import { format, useI18n } from "../i18n";
import { berlinDay } from "../leads/lead-format";
import { useOfferFormat } from "../offers/offer-format";
import { invoicesMonthQuery, type InvoiceSummary } from "./invoices-api";
import { InvoiceStatusBadge } from "./InvoiceStatusBadge";
import { DepositsDue } from "./DepositsDue";
import { OverdueInvoices } from "./OverdueInvoices";

const COLUMNS = "lg:grid-cols-[9rem_9rem_minmax(0,1fr)_8rem_7rem_7rem]";

function InvoiceRow({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useI18n();
  const words = t.invoices;
  const { money, day } = useOfferFormat();
  return (
    <li
      className={`relative grid gap-x-4 gap-y-1 px-4 py-3 hover:bg-sand lg:items-center ${COLUMNS}`}
      data-testid="invoice-row"
    >
      <div className="flex items-center justify-between gap-3">
        <Link
          to={`/invoices/${invoice.id}`}
          className="font-semibold text-spree underline-offset-2 after:absolute after:inset-0 hover:underline"
        >
          {invoice.number}
        </Link>
        <span className="lg:hidden">
          <InvoiceStatusBadge status={invoice.status} />
        </span>
      </div>
      <p>
        <span className="sr-only">{words.kind}: </span>
        {words.kinds[invoice.kind]}
      </p>
      <p className="min-w-0 break-words lg:truncate">
        <span className="sr-only">{words.customer}: </span>
        {invoice.company}
        <span className="text-ink-soft"> · {invoice.contactName}</span>
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm lg:contents">
        <p className="font-medium tabular-nums lg:text-right lg:text-base">
          <span className="font-normal text-ink-soft lg:sr-only">{words.gross}: </span>
          {money(invoice.grossCents)}
        </p>
        <p className="lg:text-base">
          <span className="text-ink-soft lg:sr-only">{words.due}: </span>
          {invoice.kind === "cancellation" ? "–" : day(invoice.dueDate)}
        </p>
      </div>
      <span className="hidden lg:block">
        <span className="sr-only">{words.status}: </span>
        <InvoiceStatusBadge status={invoice.status} />
      </span>
    </li>
  );
}

export function InvoicesPage() {
  const { t } = useI18n();
  const words = t.invoices;
  usePageTitle(words.title);
  const [params, setParams] = useSearchParams();
  const asked = params.get("month") ?? "";
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : berlinDay().slice(0, 7);
  const list = useQuery(invoicesMonthQuery(month));
  const invoices = list.data?.invoices ?? [];

  function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("month") ?? "");
    const query = new URLSearchParams(params);
    if (/^\d{4}-\d{2}$/.test(value)) query.set("month", value);
    else query.delete("month");
    setParams(query);
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{words.title}</h1>
        <Link className="btn-outline" to="/statements">
          {t.statements.toInvoices}
        </Link>
      </div>
      <OverdueInvoices />
      <DepositsDue />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form key={month} className="flex flex-wrap items-end gap-2" onSubmit={choose}>
          <div className="space-y-1">
            <label htmlFor="invoices-month" className="block font-medium">
              {words.month}
            </label>
            <input
              id="invoices-month"
              name="month"
              type="month"
              className="input"
              defaultValue={month}
            />
          </div>
          <button type="submit" className="btn-outline">
            {words.show}
          </button>
        </form>
        <div className="space-y-1">
          <a
            className="btn-primary"
            href={`/api/admin/invoices/export?month=${month}`}
            download
            aria-describedby="invoices-export-hint"
          >
            {words.export}
          </a>
          <p id="invoices-export-hint" className="max-w-xs text-sm text-ink-soft">
            {words.exportHint}
          </p>
        </div>
      </div>
      {list.isPending ? <p role="status">{t.app.loading}</p> : null}
      {list.isError ? <p className="font-medium text-danger">{t.app.error}</p> : null}
      {list.data && invoices.length === 0 ? <p>{words.empty}</p> : null}
      {invoices.length > 0 ? (
        <section aria-label={words.title} className="card p-0 sm:p-0">
          <div
            aria-hidden="true"
            className={`hidden gap-x-4 border-b border-ink/10 px-4 py-2 text-sm font-semibold text-ink-soft lg:grid ${COLUMNS}`}
          >
            <span>{words.number}</span>
            <span>{words.kind}</span>
            <span>{words.customer}</span>
            <span className="text-right">{words.gross}</span>
            <span>{words.due}</span>
            <span>{words.status}</span>
          </div>
          <ul className="divide-y divide-ink/10">
            {invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </ul>
        </section>
      ) : null}
      {invoices.length > 0 ? (
        <p className="text-sm text-ink-soft">{format(words.count, { count: invoices.length })}</p>
      ) : null}
    </div>
  );
}
