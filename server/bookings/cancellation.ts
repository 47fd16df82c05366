/**
 * Cancelling a booking (decision 0189): by the customer on their page (after a mailed code),
 * by staff on the customer's behalf, or by the agency. The fee follows the terms' scale by
 * the days left (cancellation-fee.ts) and is quoted before confirming; the cancellation is
 * ONE transaction on the locked offer: a fee invoice (an invoice with the fee's lines, the
 * deposits deducted) or, when free, the deposit invoices cancelled (credit notes); the
 * booking cancelled with its fee and what is owed; the lead lost as "cancelled"; the
 * customer's mail; the timeline and the audit entries. A cancelled booking leaves the
 * calendar and the feeds.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { formatRate } from "#app/shared/money/tax.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import type { Db } from "../database/connection.ts";
import { DomainError } from "../domain-error.ts";
import type { DocumentLine } from "../documents/model.ts";
import { formatDay } from "../documents/words.ts";
import { createAuditLog } from "../admin/audit.ts";
import { addActivity, changeLeadState, type Actor } from "../leads/store/changes.ts";
import { leads } from "../leads/schema.ts";
import { queueMessage } from "../mail/outbox.ts";
import { shareLines } from "../invoices/store/deposit.ts";
import { cancelInvoice, storeInvoice, totalsOf } from "../invoices/store/issue.ts";
import {
  invoiceCustomer,
  invoicesOfOffer,
  lockOffer,
  requireAccepted,
  type LockedOffer,
} from "../invoices/store/offer-basis.ts";
import { bookingOfOffer, type BookingDetail } from "./booking-store.ts";
import { refuseWhenSettled } from "./change.ts";
import { cancellationFeeBp, daysLeft } from "./cancellation-fee.ts";
import { cancelledMail } from "./mails.ts";
import { bookings, type CancelledBy } from "./schema.ts";

/** What a cancellation today would cost, shown before confirming. */
export interface CancellationQuote {
  daysLeft: number;
  feeBp: number;
  /** The fee's gross. */
  feeCents: number;
  /** Deposits invoiced and not cancelled: credited. */
  depositCents: number;
  /** fee − deposits: owed (positive) or refunded (negative). */
  dueCents: number;
}

/** The fee's lines: one per VAT rate, the fee's share of each rate's net. */
export function feeLines(
  offer: Pick<LockedOffer, "language" | "number" | "eventDate" | "taxRegime" | "totals">,
  feeBp: number,
  days: number,
): DocumentLine[] {
  const de = offer.language === "de";
  const share = formatRate(feeBp, offer.language);
  const day = offer.eventDate ? formatDay(offer.eventDate, offer.language) : "";
  const base = de
    ? `Stornogebühr ${share} laut AGB für Angebot ${offer.number ?? ""} (Event am ${day}, abgesagt ${days} Tage vorher)`
    : `Cancellation fee ${share} under our terms for offer ${offer.number ?? ""} (event on ${day}, cancelled ${days} days before)`;
  return shareLines(offer, feeBp, base);
}

function refuseUnlessCancellable(booking: BookingDetail | null): asserts booking is BookingDetail {
  if (!booking) {
    throw new DomainError("conflict", "not_booked", "This offer has no booking to cancel.");
  }
  if (booking.state === "cancelled") {
    throw new DomainError("conflict", "booking_cancelled", "This booking is cancelled already.");
  }
  if (booking.status === "held") {
    throw new DomainError(
      "conflict",
      "booking_held",
      "The event's day has passed: the booking can no longer be cancelled.",
    );
  }
}

async function quoteOf(
  tx: Db,
  offer: LockedOffer,
  booking: BookingDetail,
  by: "customer" | "agency",
  now: Date,
) {
  const days = booking.current.eventDate ? daysLeft(berlinDay(now), booking.current.eventDate) : 0;
  const feeBp = cancellationFeeBp(days, by);
  const lines = feeBp > 0 ? feeLines(offer, feeBp, days) : [];
  const totals = totalsOf(lines, offer.taxRegime);
  const deposits = (await invoicesOfOffer(tx, offer.id)).filter(
    (row) => row.kind === "deposit_invoice" && !row.cancelled,
  );
  const depositCents = deposits.reduce((sum, row) => sum + row.grossCents, 0);
  const quote: CancellationQuote = {
    daysLeft: days,
    feeBp,
    feeCents: totals.grossCents,
    depositCents,
    dueCents: totals.grossCents - depositCents,
  };
  return { quote, lines, totals, deposits };
}

/** What cancelling the offer's booking today would cost; refused as cancelling would be. */
export async function quoteCancellation(
  db: Db,
  offerId: string,
  by: "customer" | "agency",
  now: Date,
): Promise<CancellationQuote> {
  const offer = await lockOffer(db, offerId);
  requireAccepted(offer);
  const booking = await bookingOfOffer(db, offerId, now);
  refuseUnlessCancellable(booking);
  await refuseWhenSettled(db, offerId);
  return (await quoteOf(db, offer, booking, by, now)).quote;
}

export interface CancelInput {
  by: CancelledBy;
  actor: Actor;
  now: Date;
  /** The customer's page, for the mail's link (known when the customer cancels there). */
  pageUrl?: string | null;
}

/** Cancels the offer's booking (see the file's comment); the quote it was cancelled at. */
export async function cancelBooking(
  db: Db,
  offerId: string,
  input: CancelInput,
): Promise<CancellationQuote> {
  const { now, actor } = input;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const offer = await lockOffer(tx, offerId);
    requireAccepted(offer);
    const booking = await bookingOfOffer(tx, offerId, now, { lock: true });
    refuseUnlessCancellable(booking);
    await refuseWhenSettled(tx, offerId);
    const by = input.by === "agency" ? "agency" : "customer";
    const { quote, lines, totals, deposits } = await quoteOf(tx, offer, booking, by, now);
    let invoiceNumber: string | null = null;
    if (quote.feeBp > 0) {
      const invoice = await storeInvoice(
        tx,
        {
          kind: "cancellation_fee",
          offer,
          customer: invoiceCustomer(offer, undefined),
          lines,
          totals,
          prepayments: deposits.map((row) => ({
            number: row.number,
            issueDate: row.issueDate,
            grossCents: row.grossCents,
          })),
          cancels: null,
          deposit: null,
          amountDueCents: quote.dueCents,
        },
        actor,
        now,
      );
      invoiceNumber = invoice.number;
    } else {
      // Free: each deposit invoice is cancelled by a credit note (the refund).
      for (const deposit of deposits) await cancelInvoice(tx, deposit.id, actor, { now });
    }
    await tx
      .update(bookings)
      .set({
        state: "cancelled",
        cancelledAt: now,
        cancelledBy: input.by,
        cancellationFeeBp: quote.feeBp,
        cancellationFeeCents: quote.feeCents,
        cancellationDueCents: quote.dueCents,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id));
    const mailId = randomUUID();
    const mail = cancelledMail({
      language: offer.language,
      customer: offer.customer,
      number: offer.number ?? "",
      eventDate: booking.current.eventDate,
      by: input.by,
      quote,
      invoiceNumber,
      pageUrl: input.pageUrl ?? null,
    });
    await queueMessage(tx, mailId, "booking", mail, now, { leadId: offer.leadId, offerId });
    const audit = createAuditLog(() => now);
    if (offer.leadId) {
      const [lead] = await tx
        .select({ state: leads.state })
        .from(leads)
        .where(eq(leads.id, offer.leadId));
      if (lead && lead.state !== "lost") {
        await changeLeadState(tx, audit, {
          id: offer.leadId,
          to: "lost",
          lostReason: "cancelled",
          actor,
          now,
        });
      }
      await addActivity(tx, {
        leadId: offer.leadId,
        kind: "booking_changed",
        actor,
        now,
        body: mail.text,
        mailId,
        detail: {
          change: "cancelled",
          by: input.by,
          offerId,
          number: offer.number,
          ...quote,
          invoiceNumber,
          to: mail.to,
          subject: mail.subject,
        },
      });
    }
    await audit.record(tx, {
      action: "booking_cancelled",
      actorId: actor.id,
      target: offerId,
      detail: { number: offer.number, by: input.by, ...quote, invoiceNumber },
    });
    return quote;
  });
}
