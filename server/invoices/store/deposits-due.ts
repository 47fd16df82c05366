/**
 * Deposits still open shortly before the event (decision 0187): deposit invoices not
 * cancelled, with something left to pay, on an accepted offer whose booking is not cancelled
 * and whose event is today or within the next `DEPOSIT_WARNING_DAYS` days. The start page
 * lists them (and the owners' morning mail), the soonest event first.
 */
import { and, asc, eq, gte, isNull, lte, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { addDays } from "#app/shared/berlin-time.ts";
import { bookings } from "../../bookings/schema.ts";
import type { Db } from "../../database/connection.ts";
import { offers } from "../../offers/schema.ts";
import { invoices } from "../schema.ts";
import type { DepositDue } from "../types.ts";

/** How many days before the event an open deposit is listed. */
export const DEPOSIT_WARNING_DAYS = 7;

const cancellations = alias(invoices, "cancellation");

/** Days from one Berlin day (YYYY-MM-DD) to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export async function depositsDue(db: Db, today: string): Promise<DepositDue[]> {
  const open = sql<number>`${invoices.amountDueCents} - coalesce(${invoices.paidCents}, 0)`;
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      leadId: invoices.leadId,
      offerId: invoices.offerId,
      customer: invoices.customer,
      dueDate: invoices.dueDate,
      eventDate: offers.eventDate,
      openCents: open,
    })
    .from(invoices)
    .innerJoin(offers, eq(offers.id, invoices.offerId))
    .leftJoin(bookings, eq(bookings.offerId, offers.id))
    .leftJoin(cancellations, sql`${cancellations.cancelsId} = ${invoices.id}`)
    .where(
      and(
        eq(invoices.kind, "deposit_invoice"),
        isNull(cancellations.id),
        eq(offers.status, "accepted"),
        or(isNull(bookings.state), ne(bookings.state, "cancelled")),
        gte(offers.eventDate, today),
        lte(offers.eventDate, addDays(today, DEPOSIT_WARNING_DAYS)),
        sql`${open} > 0`,
      ),
    )
    .orderBy(asc(offers.eventDate), asc(invoices.number));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    leadId: row.leadId,
    offerId: row.offerId,
    company: row.customer.company,
    contactName: row.customer.contactName,
    dueDate: row.dueDate,
    eventDate: row.eventDate!,
    daysToEvent: daysBetween(today, row.eventDate!),
    openCents: Number(row.openCents),
  }));
}
