/**
 * Cancelling a booking (decision 0189): by the customer on their page (after a mailed code),
 * by staff on the customer's behalf, or by the agency. The fee follows the terms' scale by
 * the days left (cancellation-fee.ts) and is quoted before confirming; the cancellation is
 * ONE transaction on the locked offer: a fee invoice (an invoice with the fee's lines, the
 * deposits deducted) or, when free, the deposit invoices cancelled (credit notes); the
 * booking cancelled with its fee and what is owed; the lead lost as "cancelled"; the
 * customer's mail; the timeline and the audit entries. A cancelled booking leaves the
 * calendar and the feeds.
 *
 * By the agency (decision 0202): free, with a reason the customer reads, every deposit
 * invoice cancelled by its credit note and what was paid on it refunded (nothing owed); staff
 * may at once propose other dates, each a new offer draft (new-date.ts), and the lead then
 * stays open ("in Kontakt") instead of lost.
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
import { checkNewDates, proposeNewDates, type NewDateProposal } from "./new-date.ts";
import { bookings, type CancelledBy } from "./schema.ts";

/** What a cancellation today would cost, shown before confirming. */
export interface CancellationQuote {
  daysLeft: number;
  feeBp: number;
  /** The fee's gross. */
  feeCents: number;
  /** Deposits invoiced and not cancelled: credited. */
  depositCents: number;
  /** What the customer paid on those deposits: refunded in full when cancelling is free. */
  paidCents: number;
  /**
   * With a fee: fee − deposits, owed (positive) or refunded (negative). Free: the deposit
   * invoices are cancelled by credit notes, so only what was paid is refunded (−paid).
   */
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
  const paidCents = deposits.reduce((sum, row) => sum + Math.max(0, row.paidCents ?? 0), 0);
  const quote: CancellationQuote = {
    daysLeft: days,
    feeBp,
    feeCents: totals.grossCents,
    depositCents,
    paidCents,
    dueCents: feeBp > 0 ? totals.grossCents - depositCents : -paidCents,
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
  /** Why the agency cancelled: required then (decision 0202), shown to the customer. */
  reason?: string | null;
  /** Other days the agency proposes (agency only): each becomes an offer draft. */
  newDates?: readonly string[];
}

/** The answer of a cancellation: its quote and the drafts for other dates. */
export interface Cancelled {
  quote: CancellationQuote;
  proposals: NewDateProposal[];
}

/** Cancels the offer's booking (see the file's comment); the quote it was cancelled at. */
export async function cancelBooking(
  db: Db,
  offerId: string,
  input: CancelInput,
): Promise<Cancelled> {
  const { now, actor } = input;
  const reason = input.reason?.trim() || null;
  const newDates = input.newDates ?? [];
  if (input.by === "agency" && !reason) {
    throw new DomainError("invalid", "reason_required", "Say why the agency cancels.", {
      field: "reason",
      fields: { reason: "Say why the agency cancels." },
    });
  }
  if (input.by !== "agency" && newDates.length > 0) {
    throw new DomainError(
      "invalid",
      "new_dates_agency_only",
      "Other dates are proposed only when the agency cancels.",
      { field: "newDates" },
    );
  }
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const offer = await lockOffer(tx, offerId);
    requireAccepted(offer);
    const booking = await bookingOfOffer(tx, offerId, now, { lock: true });
    refuseUnlessCancellable(booking);
    await refuseWhenSettled(tx, offerId);
    const by = input.by === "agency" ? "agency" : "customer";
    checkNewDates(newDates, booking.current.eventDate, berlinDay(now));
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
        cancellationReason: input.by === "agency" ? reason : null,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id));
    const proposals = await proposeNewDates(tx, offerId, newDates, { actorId: actor.id, now });
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
      reason: input.by === "agency" ? reason : null,
      newDates: proposals.map((p) => p.eventDate),
    });
    await queueMessage(tx, mailId, "booking", mail, now, { leadId: offer.leadId, offerId });
    const audit = createAuditLog(() => now);
    if (offer.leadId) {
      const [lead] = await tx
        .select({ state: leads.state })
        .from(leads)
        .where(eq(leads.id, offer.leadId));
      // Another date proposed: the lead is worked on again (open), not lost.
      const to = proposals.length > 0 ? "contacted" : "lost";
      if (lead && lead.state !== to) {
        await changeLeadState(tx, audit, {
          id: offer.leadId,
          to,
          ...(to === "lost" ? { lostReason: "cancelled" as const } : {}),
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
          reason: input.by === "agency" ? reason : null,
          newDates: proposals.map((p) => p.eventDate),
          to: mail.to,
          subject: mail.subject,
        },
      });
      for (const proposal of proposals) {
        await addActivity(tx, {
          leadId: offer.leadId,
          kind: "booking_changed",
          actor,
          now,
          detail: {
            change: "new_date_proposed",
            offerId: proposal.offerId,
            replaces: offerId,
            number: offer.number,
            eventDate: proposal.eventDate,
            version: proposal.version,
          },
        });
      }
    }
    for (const proposal of proposals) {
      await audit.record(tx, {
        action: "offer_new_date_proposed",
        actorId: actor.id,
        target: proposal.offerId,
        detail: { replaces: offerId, eventDate: proposal.eventDate, version: proposal.version },
      });
    }
    await audit.record(tx, {
      action: "booking_cancelled",
      actorId: actor.id,
      target: offerId,
      detail: {
        number: offer.number,
        by: input.by,
        ...quote,
        invoiceNumber,
        proposals: proposals.map((p) => p.offerId),
      },
    });
    return { quote, proposals };
  });
}
