/**
 * What an invoice is made from, read inside the issuing transaction: the offer's row locked
 * (a second issue for it waits), its lines, its earlier invoices, and the customer with
 * the address staff may give over it (refused by field when none is known).
 */
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import type { DocumentCustomer } from "../../documents/model.ts";
import { offers } from "../../offers/schema.ts";
import { bookings } from "../../bookings/schema.ts";
import { invoices, type InvoiceKind } from "../schema.ts";

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max);

/** A postal address as staff type it; the country an ISO code ("DE"). */
export const postalAddressSchema = z
  .object({
    street: text(200, "Please enter the street and number."),
    postalCode: text(20, "Please enter the postal code."),
    city: text(100, "Please enter the city."),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "The country is a two-letter code such as DE."),
  })
  .strict();

/**
 * What staff may give for the invoice's customer where the frozen offer lacks it (above
 * all the postal address EN 16931 needs); merged over the offer's customer and stored on
 * the invoice only.
 */
export const customerOverrideSchema = z
  .object({
    company: text(200, "Please enter the company.").optional(),
    contactName: text(200, "Please enter the contact's name.").optional(),
    email: z.string().trim().email("This is not an e-mail address.").max(254).optional(),
    address: postalAddressSchema.optional(),
    vatId: z.string().trim().max(40).nullable().optional(),
    buyerReference: z.string().trim().max(100).nullable().optional(),
  })
  .strict();
export type CustomerOverride = z.infer<typeof customerOverrideSchema>;

/** The offer's row as issuing reads it, locked for the transaction. */
export type LockedOffer = Pick<
  typeof offers.$inferSelect,
  | "id"
  | "leadId"
  | "number"
  | "status"
  | "language"
  | "taxRegime"
  | "customer"
  | "eventDate"
  | "startTime"
  | "durationMinutes"
  | "place"
  | "participants"
  | "depositBp"
  | "totals"
  | "discount"
  | "grossCents"
  | "sentAt"
>;

/** Locks the offer's row (a second issue for it waits); not found refused. */
export async function lockOffer(tx: Db, offerId: string): Promise<LockedOffer> {
  const o = offers;
  const [row] = await tx
    .select({
      id: o.id,
      leadId: o.leadId,
      number: o.number,
      status: o.status,
      language: o.language,
      taxRegime: o.taxRegime,
      customer: o.customer,
      eventDate: o.eventDate,
      startTime: o.startTime,
      durationMinutes: o.durationMinutes,
      place: o.place,
      participants: o.participants,
      depositBp: o.depositBp,
      totals: o.totals,
      discount: o.discount,
      grossCents: o.grossCents,
      sentAt: o.sentAt,
    })
    .from(o)
    .where(eq(o.id, offerId))
    .for("update");
  if (!row) throw new DomainError("not_found", "not_found", "There is no such offer.");
  return row;
}

export function requireAccepted(offer: LockedOffer): void {
  if (offer.status !== "accepted") {
    throw new DomainError(
      "conflict",
      "offer_not_accepted",
      "Invoices are issued on accepted offers only.",
    );
  }
}

/** Whether the offer's booking was cancelled (decision 0189). */
export async function bookingCancelled(db: Db, offerId: string): Promise<boolean> {
  const [row] = await db
    .select({ state: bookings.state })
    .from(bookings)
    .where(eq(bookings.offerId, offerId));
  return row?.state === "cancelled";
}

/**
 * A deposit or final invoice is for a booking that stands: once it is cancelled, what is
 * owed is the cancellation fee's invoice, issued with the cancellation.
 */
export async function requireBookingStands(db: Db, offerId: string): Promise<void> {
  if (await bookingCancelled(db, offerId)) {
    throw new DomainError(
      "conflict",
      "booking_cancelled",
      "This booking is cancelled: what is owed is on its cancellation fee invoice.",
    );
  }
}

/** An issued invoice of the offer, with whether a cancellation cancels it. */
export interface OfferInvoiceRow {
  id: string;
  number: string;
  kind: InvoiceKind;
  issueDate: string;
  grossCents: number;
  /** The payments recorded on it; null while none. */
  paidCents: number | null;
  cancelsId: string | null;
  cancelled: boolean;
}

export async function invoicesOfOffer(tx: Db, offerId: string): Promise<OfferInvoiceRow[]> {
  const rows = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      issueDate: invoices.issueDate,
      grossCents: invoices.grossCents,
      paidCents: invoices.paidCents,
      cancelsId: invoices.cancelsId,
    })
    .from(invoices)
    .where(eq(invoices.offerId, offerId))
    .orderBy(asc(invoices.createdAt), asc(invoices.number));
  const cancelled = new Set(rows.flatMap((row) => (row.cancelsId ? [row.cancelsId] : [])));
  return rows.map((row) => ({ ...row, cancelled: cancelled.has(row.id) }));
}

/**
 * The invoice's customer: the offer's, with the override over it; refused with a field
 * error on `customer.address` when no postal address is known.
 */
export function invoiceCustomer(
  offer: LockedOffer,
  override: CustomerOverride | undefined,
): DocumentCustomer {
  const parsed = override === undefined ? undefined : parseOverride(override);
  const customer: DocumentCustomer = { ...offer.customer, ...parsed };
  if (!customer.address) throw missingAddress();
  return customer;
}

export function missingAddress(): DomainError {
  const message =
    "The invoice needs the customer's postal address (street, postal code, city, country).";
  return new DomainError("invalid", "address_required", message, {
    field: "customer.address",
    fields: { "customer.address": message },
  });
}

function parseOverride(value: unknown): CustomerOverride {
  const result = customerOverrideSchema.safeParse(value);
  if (result.success) return result.data;
  const fields = Object.fromEntries(
    result.error.issues.map((issue) => [
      ["customer", ...issue.path.map(String)].join("."),
      issue.message,
    ]),
  );
  const [field, message] = Object.entries(fields)[0]!;
  throw new DomainError("invalid", "validation", message, { field, fields });
}
