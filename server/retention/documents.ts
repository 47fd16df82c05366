/**
 * Retention of offers and invoices (decision 0134): business letters are kept 6 years and
 * invoices 8 years after the end of the year they were sent or issued (HGB § 257, AO § 147),
 * also when the customer's data was erased (GDPR Art. 17(3)(b)); then the daily job deletes
 * them. So:
 * - an invoice goes 8 years after the end of its issue year (the table's trigger refuses
 *   earlier); a cancellation first, then the invoice it cancelled;
 * - a sent offer (accepted, declined, replaced, withdrawn) goes 6 years after the end of the
 *   year it was sent, with its lines, acceptance and codes, but not while an invoice it
 *   carries is kept;
 * - a draft (never sent) goes with its lead, or 12 months after its last change when it has
 *   no lead.
 * Years are Berlin years of the clock passed in.
 */
import { and, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import { invoices } from "../invoices/schema.ts";
import { leads } from "../leads/schema.ts";
import { leadCutoff, wonLeadCutoff } from "../leads/store/retention.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import { offers } from "../offers/schema.ts";

export const OFFER_RETENTION_YEARS = 6;
export const INVOICE_RETENTION_YEARS = 8;
export const LEADLESS_DRAFT_RETENTION_MONTHS = 12;

/** The first issue year still kept: invoices of earlier years are due. */
export function firstKeptInvoiceYear(now: Date): number {
  return Number(berlinDay(now).slice(0, 4)) - INVOICE_RETENTION_YEARS;
}

/** The first year sent offers of which are still kept. */
export function firstKeptOfferYear(now: Date): number {
  return Number(berlinDay(now).slice(0, 4)) - OFFER_RETENTION_YEARS;
}

/** Lead-less drafts last changed before this moment are due. */
export function leadlessDraftCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LEADLESS_DRAFT_RETENTION_MONTHS);
  return cutoff;
}

export interface DocumentPurge {
  invoices: number;
  offers: number;
  drafts: number;
}

/**
 * Drafts whose lead retention deletes now: call it before the leads are purged (the lead
 * link becomes null with the lead, and the draft would wait another 12 months).
 */
export async function deleteDraftsOfExpiredLeads(db: Db, now: Date): Promise<number> {
  const e = leads;
  const lastChange = sql`coalesce(${e.updatedAt}, ${e.createdAt})`;
  const due = db
    .select({ id: e.id })
    .from(e)
    .where(
      and(
        isNull(e.mergedInto),
        or(
          and(
            ne(e.state, "won"),
            sql`${lastChange} < ${leadCutoff(now).toISOString()}::timestamptz`,
          ),
          and(
            eq(e.state, "won"),
            sql`${lastChange} < ${wonLeadCutoff(now).toISOString()}::timestamptz`,
          ),
        ),
      ),
    );
  const rows = await db
    .delete(offers)
    .where(and(eq(offers.status, "draft"), inArray(offers.leadId, due)))
    .returning({ id: offers.id });
  return rows.length;
}

/** Deletes the invoices, sent offers and lead-less drafts past their period, in one transaction. */
export async function deleteExpiredDocuments(db: Db, now: Date): Promise<DocumentPurge> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const invoiceYear = firstKeptInvoiceYear(now);
    const invoiceDue = sql`extract(year from ${invoices.issueDate}) < ${invoiceYear}`;
    const cancellations = await tx
      .delete(invoices)
      .where(and(eq(invoices.kind, "cancellation"), invoiceDue))
      .returning({ id: invoices.id });
    const others = await tx
      .delete(invoices)
      .where(
        and(
          ne(invoices.kind, "cancellation"),
          invoiceDue,
          sql`not exists (select 1 from ${invoices} c where c.cancels_id = ${invoices.id})`,
        ),
      )
      .returning({ id: invoices.id });
    const offerYear = firstKeptOfferYear(now);
    const sent = await tx
      .delete(offers)
      .where(
        and(
          ne(offers.status, "draft"),
          sql`extract(year from coalesce(${offers.sentAt}, ${offers.updatedAt}) at time zone 'Europe/Berlin') < ${offerYear}`,
          sql`not exists (select 1 from ${invoices} i where i.offer_id = ${offers.id})`,
        ),
      )
      .returning({ id: offers.id });
    const drafts = await tx
      .delete(offers)
      .where(
        and(
          eq(offers.status, "draft"),
          isNull(offers.leadId),
          lt(offers.updatedAt, leadlessDraftCutoff(now)),
        ),
      )
      .returning({ id: offers.id });
    return {
      invoices: cancellations.length + others.length,
      offers: sent.length,
      drafts: drafts.length,
    };
  });
}
