/**
 * Reading invoices: a month's list (by Berlin issue day), one invoice with its customer and
 * prepayments, its stored PDF and XML, an offer's invoices with what may be issued next,
 * and the BusinessDocument an issued invoice was made from (for XRechnung on demand).
 */
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { bookingCancelled } from "./offer-basis.ts";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import type { BusinessDocument } from "../../documents/model.ts";
import { offers } from "../../offers/schema.ts";
import { bookings } from "../../bookings/schema.ts";
import { invoices } from "../schema.ts";
import type { InvoiceDetail, InvoiceStatus, InvoiceSummary, OfferInvoices } from "../types.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** "2026-11" → the first day of it and of the next month. */
export function monthRange(month: string): { from: string; to: string } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) {
    throw new DomainError("invalid", "validation", "The month is written YYYY-MM.", {
      field: "month",
    });
  }
  const year = Number(match[1]);
  const index = Number(match[2]);
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, "0")}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

const cancellations = alias(invoices, "cancellation");
const originals = alias(invoices, "original");

const summaryColumns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  offerId: invoices.offerId,
  offerNumber: offers.number,
  leadId: invoices.leadId,
  customer: invoices.customer,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  netCents: invoices.netCents,
  taxCents: invoices.taxCents,
  grossCents: invoices.grossCents,
  amountDueCents: invoices.amountDueCents,
  paidOn: invoices.paidOn,
  paidCents: invoices.paidCents,
  cancelsId: invoices.cancelsId,
  cancelsNumber: originals.number,
  cancelledById: cancellations.id,
  cancelledByNumber: cancellations.number,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]["_"]["data"] | null;
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(invoices)
    .leftJoin(offers, eq(offers.id, invoices.offerId))
    .leftJoin(originals, eq(originals.id, invoices.cancelsId))
    .leftJoin(cancellations, eq(cancellations.cancelsId, invoices.id));
}

export function invoiceStatus(
  row: Pick<SummaryRow, "kind" | "paidOn" | "dueDate" | "cancelledById">,
  today: string,
): InvoiceStatus {
  if (row.kind === "cancellation") return "credit";
  if (row.cancelledById) return "cancelled";
  if (row.paidOn) return "paid";
  return row.dueDate! < today ? "overdue" : "open";
}

function toSummary(row: SummaryRow, today: string): InvoiceSummary {
  const customer = row.customer!;
  return {
    id: row.id!,
    number: row.number!,
    kind: row.kind!,
    offerId: row.offerId!,
    offerNumber: row.offerNumber ?? null,
    leadId: row.leadId ?? null,
    company: customer.company,
    contactName: customer.contactName,
    issueDate: row.issueDate!,
    dueDate: row.dueDate!,
    netCents: row.netCents!,
    taxCents: row.taxCents!,
    grossCents: row.grossCents!,
    amountDueCents: row.amountDueCents!,
    paidOn: row.paidOn ?? null,
    paidCents: row.paidCents ?? null,
    status: invoiceStatus(row, today),
    cancels: row.cancelsId ? { id: row.cancelsId, number: row.cancelsNumber ?? "" } : null,
    cancelledBy: row.cancelledById
      ? { id: row.cancelledById, number: row.cancelledByNumber ?? "" }
      : null,
  };
}

/** The invoices issued in a month (Berlin issue day), by number. */
export async function listInvoices(
  db: Db,
  month: string,
  today: string,
): Promise<InvoiceSummary[]> {
  const { from, to } = monthRange(month);
  const rows = await summaryQuery(db)
    .where(and(gte(invoices.issueDate, from), lt(invoices.issueDate, to)))
    .orderBy(asc(invoices.number));
  return rows.map((row) => toSummary(row, today));
}

export async function getInvoice(db: Db, id: string, today: string): Promise<InvoiceDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      language: invoices.language,
      serviceDate: invoices.serviceDate,
      prepayments: invoices.prepayments,
      createdAt: invoices.createdAt,
      createdBy: invoices.createdBy,
      paidRecordedBy: invoices.paidRecordedBy,
    })
    .from(invoices)
    .leftJoin(offers, eq(offers.id, invoices.offerId))
    .leftJoin(originals, eq(originals.id, invoices.cancelsId))
    .leftJoin(cancellations, eq(cancellations.cancelsId, invoices.id))
    .where(eq(invoices.id, id));
  if (!row) throw noSuchInvoice();
  return {
    ...toSummary(row, today),
    language: row.language,
    customer: row.customer,
    serviceDate: row.serviceDate,
    prepayments: row.prepayments,
    createdAt: new Date(row.createdAt).toISOString(),
    createdBy: row.createdBy,
    paidRecordedBy: row.paidRecordedBy,
  };
}

export function noSuchInvoice(): DomainError {
  return new DomainError("not_found", "not_found", "There is no such invoice.");
}

/** The stored e-invoice: the PDF/A-3 with its XML, and the XML alone. */
export async function invoiceFiles(
  db: Db,
  id: string,
): Promise<{ number: string; language: Locale; pdf: Buffer; xml: string }> {
  const [row] = await db
    .select({
      number: invoices.number,
      language: invoices.language,
      pdf: invoices.pdf,
      xml: invoices.xml,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!row) throw noSuchInvoice();
  return row;
}

/** The BusinessDocument an issued invoice was made from, from its row and its offer. */
export async function invoiceDocument(db: Db, id: string): Promise<BusinessDocument> {
  const [row] = await db
    .select({
      invoice: invoices,
      offerNumber: offers.number,
      eventDate: offers.eventDate,
      startTime: offers.startTime,
      durationMinutes: offers.durationMinutes,
      place: offers.place,
      participants: offers.participants,
      depositBp: offers.depositBp,
      discount: offers.discount,
      cancelsNumber: originals.number,
      cancelsIssueDate: originals.issueDate,
    })
    .from(invoices)
    .innerJoin(offers, eq(offers.id, invoices.offerId))
    .leftJoin(originals, eq(originals.id, invoices.cancelsId))
    .where(eq(invoices.id, id));
  if (!row) throw noSuchInvoice();
  const invoice = row.invoice;
  const cancellation = invoice.kind === "cancellation";
  return {
    kind: invoice.kind,
    language: invoice.language,
    number: invoice.number,
    issueDate: invoice.issueDate,
    customer: invoice.customer,
    event: row.eventDate
      ? {
          date: row.eventDate,
          startTime: row.startTime,
          durationMinutes: row.durationMinutes,
          place: row.place,
          participants: row.participants,
        }
      : null,
    intro: null,
    lines: invoice.lines,
    taxRegime: invoice.taxRegime,
    totals: invoice.totals,
    discount: row.discount,
    validUntil: null,
    deposit:
      invoice.kind === "deposit_invoice"
        ? { basisPoints: row.depositBp, cents: invoice.totals.grossCents }
        : null,
    acceptance: null,
    serviceDate: invoice.serviceDate,
    dueDate: cancellation ? null : invoice.dueDate,
    offerNumber: row.offerNumber,
    prepayments: invoice.prepayments,
    cancels:
      cancellation && row.cancelsNumber && row.cancelsIssueDate
        ? { number: row.cancelsNumber, issueDate: row.cancelsIssueDate }
        : null,
    amountDueCents: Math.abs(invoice.amountDueCents),
    ...(invoice.agency ? { agency: invoice.agency } : {}),
  };
}

/** An offer's invoices and what may be issued next. */
export async function offerInvoices(
  db: Db,
  offerId: string,
  today: string,
): Promise<OfferInvoices> {
  const [offer] = await db
    .select({
      id: offers.id,
      status: offers.status,
      customer: offers.customer,
      depositBp: offers.depositBp,
      eventDate: offers.eventDate,
    })
    .from(offers)
    .where(eq(offers.id, offerId));
  if (!offer) throw new DomainError("not_found", "not_found", "There is no such offer.");
  const [booking] = await db
    .select({ eventDate: bookings.eventDate })
    .from(bookings)
    .where(eq(bookings.offerId, offerId));
  const finalFrom = booking ? booking.eventDate : offer.eventDate;
  const rows = await summaryQuery(db)
    .where(eq(invoices.offerId, offerId))
    .orderBy(asc(invoices.createdAt), asc(invoices.number));
  const list = rows.map((row) => toSummary(row, today));
  const live = (kind: string) =>
    list.some((item) => item.kind === kind && item.status !== "cancelled");
  const accepted = offer.status === "accepted" && !(await bookingCancelled(db, offerId));
  // The policy is for the automatic issue; by hand a deposit the offer asks may be issued.
  return {
    offerId,
    offerStatus: offer.status,
    invoices: list,
    canIssueFinal: accepted && !live("final_invoice") && (finalFrom === null || finalFrom <= today),
    finalFrom,
    canIssueDeposit:
      accepted && offer.depositBp > 0 && !live("deposit_invoice") && !live("final_invoice"),
    hasAddress: offer.customer.address !== null,
  };
}

/** Used by the export: every invoice of a month with its files. */
export async function invoicesWithFiles(db: Db, month: string) {
  const { from, to } = monthRange(month);
  return db
    .select({
      number: invoices.number,
      kind: invoices.kind,
      language: invoices.language,
      customer: invoices.customer,
      issueDate: invoices.issueDate,
      netCents: invoices.netCents,
      taxCents: invoices.taxCents,
      grossCents: invoices.grossCents,
      paidOn: invoices.paidOn,
      paidCents: invoices.paidCents,
      pdf: invoices.pdf,
      xml: invoices.xml,
    })
    .from(invoices)
    .where(and(gte(invoices.issueDate, from), lt(invoices.issueDate, to)))
    .orderBy(asc(invoices.number));
}
