/**
 * What the law keeps of a lead's business (issue 45): its accepted offers (business letters,
 * § 257 HGB: 6 years after the end of the year sent) and its invoices (§ 147 AO, § 14b
 * UStG: 8 years after the end of the issue year), with the last day each is kept. The lead
 * says so instead of only the day it is deleted; the rest of the enquiry goes on that day
 * as before, the documents stay for their periods (documents.ts).
 */
import { and, eq, max } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import { invoices } from "../invoices/schema.ts";
import { offers } from "../offers/schema.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import { INVOICE_RETENTION_YEARS, OFFER_RETENTION_YEARS } from "./documents.ts";

export interface KeptByLaw {
  /** Last Berlin day the newest accepted offer is kept; null without one. */
  offersUntil: string | null;
  /** Last Berlin day the newest invoice is kept; null without one. */
  invoicesUntil: string | null;
}

const lastDayOf = (year: number) => `${year}-12-31`;

/** What the law keeps of the lead's offers and invoices, or null when it holds none. */
export async function keptByLaw(db: Db, leadId: string): Promise<KeptByLaw | null> {
  const [offer] = await db
    .select({ sentAt: max(offers.sentAt) })
    .from(offers)
    .where(and(eq(offers.leadId, leadId), eq(offers.status, "accepted")));
  const [invoice] = await db
    .select({ issued: max(invoices.issueDate) })
    .from(invoices)
    .where(eq(invoices.leadId, leadId));
  const sent = offer?.sentAt ? new Date(offer.sentAt) : null;
  const offersUntil = sent
    ? lastDayOf(Number(berlinDay(sent).slice(0, 4)) + OFFER_RETENTION_YEARS)
    : null;
  const invoicesUntil = invoice?.issued
    ? lastDayOf(Number(invoice.issued.slice(0, 4)) + INVOICE_RETENTION_YEARS)
    : null;
  return offersUntil || invoicesUntil ? { offersUntil, invoicesUntil } : null;
}
