/**
 * Invoices unpaid past their due day ("Überfällige Rechnungen"): not a cancellation, not
 * cancelled, something left to pay (the amount due less the payment recorded), the due day
 * before today; the longest overdue first, with the days overdue, the open amount and the
 * payment reminders sent so far (level and day).
 */
import { and, asc, isNull, lt, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../database/connection.ts";
import { invoices } from "../schema.ts";
import type { OverdueInvoice } from "../types.ts";
import { remindersOf } from "./reminders.ts";

const cancellations = alias(invoices, "cancellation");

/** Days from one Berlin day (YYYY-MM-DD) to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export async function overdueInvoices(db: Db, today: string): Promise<OverdueInvoice[]> {
  const open = sql<number>`${invoices.amountDueCents} - coalesce(${invoices.paidCents}, 0)`;
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      leadId: invoices.leadId,
      customer: invoices.customer,
      language: invoices.language,
      dueDate: invoices.dueDate,
      openCents: open,
    })
    .from(invoices)
    .leftJoin(cancellations, sql`${cancellations.cancelsId} = ${invoices.id}`)
    .where(
      and(
        ne(invoices.kind, "cancellation"),
        isNull(cancellations.id),
        lt(invoices.dueDate, today),
        sql`${open} > 0`,
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.number));
  const reminders = await remindersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind,
    leadId: row.leadId,
    company: row.customer.company,
    contactName: row.customer.contactName,
    language: row.language,
    dueDate: row.dueDate,
    daysOverdue: daysBetween(row.dueDate, today),
    openCents: Number(row.openCents),
    reminders: reminders.get(row.id) ?? [],
  }));
}
