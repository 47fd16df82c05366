/**
 * Money in on the dashboard (issue 44, decision 0200): what was invoiced and what was
 * received per Berlin month of the period, what is open and overdue now, and the average
 * days from an invoice's date to the payment that settled it. Integer cents throughout.
 *
 * - Invoiced is each issued invoice's amount due (its gross less the deposits it deducts, so
 *   a deposit is not counted again in the final invoice), by its issue day's month; a
 *   cancellation invoice subtracts what it cancels.
 * - Received is each payment (`invoice_payments`) by its payment day's month.
 * - Open is what is left to pay on invoices that are not cancellations and not cancelled;
 *   overdue is the part of it whose due day is before today (the "Überfällige Rechnungen"
 *   view's rule, decision 0186).
 * - Days to pay is the mean of `paid_on − issue_date` over the invoices settled in the period.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../database/connection.ts";
import { rowsOf } from "../../database/rows.ts";
import { invoicePayments, invoices } from "../../invoices/schema.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import { monthsBetween } from "./sales.ts";

export interface MoneyMonth {
  /** Berlin month, YYYY-MM. */
  month: string;
  /** Invoiced in the month (cancellations netted), in cents. */
  invoicedCents: number;
  /** Payments received in the month, in cents. */
  receivedCents: number;
}

export interface MoneyFigures {
  /** The period's months, oldest first. */
  byMonth: MoneyMonth[];
  invoicedCents: number;
  receivedCents: number;
  /** Now, whatever the period: open invoices and their sum. */
  open: { count: number; cents: number };
  /** Now: of those, the ones past their due day. */
  overdue: { count: number; cents: number };
  /** Invoices settled in the period, and the mean days from issue to payment (null without). */
  paid: { count: number; averageDays: number | null };
}

type Num = number | string | null;

export async function moneyFigures(db: Db, now: Date, since: Date): Promise<MoneyFigures> {
  const fromDay = berlinDay(since);
  const today = berlinDay(now);
  const i = invoices;
  const p = invoicePayments;

  const invoiced = rowsOf<{ month: string; cents: Num }>(
    await db.execute(sql`
      select to_char(${i.issueDate}, 'YYYY-MM') as month,
        sum(case when ${i.kind} = 'cancellation' then -${i.amountDueCents}
                 else ${i.amountDueCents} end) as cents
      from ${i}
      where ${i.issueDate} >= ${fromDay}::date and ${i.issueDate} <= ${today}::date
      group by 1`),
  );
  const received = rowsOf<{ month: string; cents: Num }>(
    await db.execute(sql`
      select to_char(${p.paidOn}, 'YYYY-MM') as month, sum(${p.cents}) as cents
      from ${p}
      where ${p.paidOn} >= ${fromDay}::date and ${p.paidOn} <= ${today}::date
      group by 1`),
  );
  const open = sql`(${i.amountDueCents} - coalesce(${i.paidCents}, 0))`;
  const [now_] = rowsOf<{ open_n: Num; open_cents: Num; overdue_n: Num; overdue_cents: Num }>(
    await db.execute(sql`
      select count(*) as open_n, sum(${open}) as open_cents,
        count(*) filter (where ${i.dueDate} < ${today}::date) as overdue_n,
        sum(${open}) filter (where ${i.dueDate} < ${today}::date) as overdue_cents
      from ${i}
      where ${i.kind} <> 'cancellation' and ${open} > 0
        and not exists (select 1 from ${i} as cancellation where cancellation.cancels_id = ${i.id})`),
  );
  const [paid] = rowsOf<{ n: Num; days: Num }>(
    await db.execute(sql`
      select count(*) as n, avg(${i.paidOn} - ${i.issueDate}) as days
      from ${i}
      where ${i.kind} <> 'cancellation' and ${i.amountDueCents} > 0
        and ${i.paidOn} >= ${fromDay}::date and ${i.paidOn} <= ${today}::date`),
  );

  const byMonth = new Map(
    monthsBetween(since, now).map((month) => [
      month,
      { month, invoicedCents: 0, receivedCents: 0 },
    ]),
  );
  for (const row of invoiced) {
    const month = byMonth.get(row.month);
    if (month) month.invoicedCents += Number(row.cents ?? 0);
  }
  for (const row of received) {
    const month = byMonth.get(row.month);
    if (month) month.receivedCents += Number(row.cents ?? 0);
  }
  const months = [...byMonth.values()];
  const paidCount = Number(paid?.n ?? 0);
  return {
    byMonth: months,
    invoicedCents: months.reduce((sum, m) => sum + m.invoicedCents, 0),
    receivedCents: months.reduce((sum, m) => sum + m.receivedCents, 0),
    open: { count: Number(now_?.open_n ?? 0), cents: Number(now_?.open_cents ?? 0) },
    overdue: { count: Number(now_?.overdue_n ?? 0), cents: Number(now_?.overdue_cents ?? 0) },
    paid: {
      count: paidCount,
      averageDays:
        paidCount === 0 || paid?.days == null ? null : Math.round(Number(paid.days) * 10) / 10,
    },
  };
}
