/**
 * Money in on the dashboard (decision 0200): the key figures (invoiced and received in the
 * period, open and overdue today with a link to the overdue invoices, the average days to
 * pay) and the invoiced and received amounts per month as bars side by side, with a table
 * of the same numbers.
 */
import { useCallback, useMemo } from "react";
import { Link } from "react-router";
import type { MoneyFigures } from "../../../server/figures/store/money.ts";
import { format, useI18n } from "../i18n";
import { ChartFrame, palette, TableBox } from "./ChartFrame";
import { euros, monthLabel } from "./format";

function KeyFigure({
  id,
  label,
  value,
  text,
  children,
}: {
  id: string;
  label: string;
  value: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="card flex min-w-0 flex-col gap-1" data-testid={id}>
      <dt className="font-medium text-ink-soft">{label}</dt>
      <dd className="text-3xl font-bold tabular-nums">{value}</dd>
      <dd className="text-sm text-ink-soft">{text}</dd>
      {children ? <dd className="text-sm">{children}</dd> : null}
    </div>
  );
}

export function MoneyKeyFigures({ money }: { money: MoneyFigures }) {
  const { t, locale } = useI18n();
  const d = t.dashboard;
  const days = money.paid.averageDays;
  return (
    <section aria-labelledby="money-title" className="space-y-2">
      <h2 id="money-title" className="text-lg font-bold">
        {d.moneyIn}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <KeyFigure
          id="key-invoiced"
          label={d.invoiced}
          value={euros(locale, money.invoicedCents)}
          text={d.invoicedText}
        />
        <KeyFigure
          id="key-received"
          label={d.received}
          value={euros(locale, money.receivedCents)}
          text={d.receivedText}
        />
        <KeyFigure
          id="key-open"
          label={d.openNow}
          value={euros(locale, money.open.cents)}
          text={format(d.openNowText, { count: money.open.count })}
        />
        <KeyFigure
          id="key-overdue"
          label={d.overdueNow}
          value={euros(locale, money.overdue.cents)}
          text={format(d.overdueNowText, { count: money.overdue.count })}
        >
          {money.overdue.count > 0 ? (
            <Link to="/invoices#overdue-title" className="text-spree underline">
              {d.openLink}
            </Link>
          ) : null}
        </KeyFigure>
        <KeyFigure
          id="key-days-to-pay"
          label={d.daysToPay}
          value={
            days === null
              ? d.none
              : format(d.daysToPayValue, {
                  days: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(days),
                })
          }
          text={
            days === null ? d.daysToPayNone : format(d.daysToPayText, { count: money.paid.count })
          }
        />
      </dl>
    </section>
  );
}

export function MoneyByMonth({ money }: { money: MoneyFigures }) {
  const { t, locale } = useI18n();
  const d = t.dashboard;
  const months = money.byMonth;
  const labels = useMemo(
    () => months.map((row) => monthLabel(locale, row.month)),
    [months, locale],
  );
  const series = useMemo(
    () => [
      {
        label: d.invoiced,
        color: palette[0]!,
        values: months.map((row) => row.invoicedCents / 100),
      },
      {
        label: d.received,
        color: palette[3]!,
        values: months.map((row) => row.receivedCents / 100),
      },
    ],
    [months, d.invoiced, d.received],
  );
  const formatValue = useCallback((value: number) => euros(locale, value * 100), [locale]);
  return (
    <ChartFrame
      id="money-month"
      title={d.moneyByMonth}
      chart={{ labels, series, kind: "bars", xTitle: d.month, yTitle: d.moneyAxis, formatValue }}
      table={
        <TableBox title={d.moneyByMonth}>
          <table className="w-full text-right text-sm" data-testid="money-month-table">
            <caption className="sr-only">{d.moneyByMonth}</caption>
            <thead className="bg-sand-deep">
              <tr>
                <th scope="col" className="px-2 py-1 text-left">
                  {d.month}
                </th>
                <th scope="col" className="px-2 py-1">
                  {d.invoiced}
                </th>
                <th scope="col" className="px-2 py-1">
                  {d.received}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((row, i) => (
                <tr key={row.month} className="border-t border-ink/10">
                  <th scope="row" className="whitespace-nowrap px-2 py-1 text-left font-normal">
                    {labels[i]}
                  </th>
                  <td className="whitespace-nowrap px-2 py-1 tabular-nums">
                    {euros(locale, row.invoicedCents)}
                  </td>
                  <td className="whitespace-nowrap px-2 py-1 tabular-nums">
                    {euros(locale, row.receivedCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      }
    />
  );
}
