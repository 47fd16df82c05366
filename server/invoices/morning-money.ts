/**
 * What the owners' morning mail (server/leads/daily-mail.ts) says about money (decisions
 * 0186, 0187): the invoices unpaid past their due day and the deposits still open with the
 * event within a week, each with its number, customer, amount and link, in the owner's
 * language. Staff's mails stay about their leads.
 */
import type { Locale } from "#app/i18n/locales.ts";
import type { Db } from "../database/connection.ts";
import { formatCents, formatDay } from "../documents/words.ts";
import { depositsDue } from "./store/deposits-due.ts";
import { overdueInvoices } from "./store/overdue.ts";
import type { DepositDue, OverdueInvoice } from "./types.ts";

export interface MorningMoney {
  overdue: OverdueInvoice[];
  deposits: DepositDue[];
}

export async function morningMoney(db: Db, day: string): Promise<MorningMoney> {
  return { overdue: await overdueInvoices(db, day), deposits: await depositsDue(db, day) };
}

export const hasMorningMoney = (money: MorningMoney | undefined): money is MorningMoney =>
  !!money && money.overdue.length + money.deposits.length > 0;

const words = {
  de: {
    overdue: "Überfällige Rechnungen ({count})",
    overdueLine: "offen {amount}, {days} Tage überfällig (fällig am {day})",
    deposits: "Anzahlung offen, Event in den nächsten 7 Tagen ({count})",
    depositLine: "offen {amount}, Event am {day}",
  },
  en: {
    overdue: "Overdue invoices ({count})",
    overdueLine: "{amount} open, {days} days overdue (due {day})",
    deposits: "Deposit open, event within 7 days ({count})",
    depositLine: "{amount} open, event on {day}",
  },
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The mail's money sections (empty when there is nothing to say). */
export function morningMoneyLines(money: MorningMoney, locale: Locale, siteUrl: string): string[] {
  const t = words[locale];
  const link = (id: string) => `  ${siteUrl}/admin/invoices/${id}`;
  const amount = (cents: number) => formatCents(cents, locale);
  const lines: string[] = [];
  if (money.overdue.length > 0) {
    lines.push(fill(t.overdue, { count: money.overdue.length }), "");
    for (const invoice of money.overdue) {
      lines.push(
        `- ${invoice.number} ${oneLine(invoice.company)}`,
        `  ${fill(t.overdueLine, { amount: amount(invoice.openCents), days: invoice.daysOverdue, day: formatDay(invoice.dueDate, locale) })}`,
        link(invoice.id),
        "",
      );
    }
  }
  if (money.deposits.length > 0) {
    lines.push(fill(t.deposits, { count: money.deposits.length }), "");
    for (const invoice of money.deposits) {
      lines.push(
        `- ${invoice.number} ${oneLine(invoice.company)}`,
        `  ${fill(t.depositLine, { amount: amount(invoice.openCents), day: formatDay(invoice.eventDate, locale) })}`,
        link(invoice.id),
        "",
      );
    }
  }
  return lines;
}
