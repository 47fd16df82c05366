/**
 * The final invoice from what happened (decision 0191): not before the event's day
 * (409 `before_event_day`); from that day a draft ("Schlussrechnung", no number) that starts
 * from the booking's current version (its items priced from the offer's lines, or from the
 * item's own price for an extra a change added) and that staff edit: the confirmed
 * headcount, the quantities, extra lines. The server computes every line's net and the
 * totals in integer cents, with the offer's discount and tax regime, less the deposits not
 * cancelled. Issuing (issue.ts) reads the same draft.
 */
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { computeTotals } from "#app/shared/money/totals.ts";
import { defaultRateBp, VAT_RATES_BP, type TaxRegime } from "#app/shared/money/tax.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import type { DocumentLine } from "../../documents/model.ts";
import { bookingOfOffer } from "../../bookings/booking-store.ts";
import { confirmedHeadcount } from "../../headcount/store.ts";
import type { BookingItem } from "../../bookings/schema.ts";
import { finalInvoiceDrafts } from "../schema.ts";
import type { FinalDraft } from "../types.ts";

export type { FinalDraft };
import { documentLine } from "../../offers/document.ts";
import { offerLines } from "../../offers/schema.ts";
import type { LockedOffer, OfferInvoiceRow } from "./offer-basis.ts";

const UNITS = ["person", "piece", "flat", "hour"] as const;

/** One line as staff edit it; its net is the server's. */
export const draftLineSchema = z
  .object({
    title: z.string().trim().min(1, "Please enter the line's text.").max(200),
    detail: z.string().trim().max(500).nullable().optional(),
    quantity: z
      .number({ message: "The quantity is a whole number from 1." })
      .int("The quantity is a whole number from 1.")
      .min(1, "The quantity is a whole number from 1.")
      .max(100_000, "The quantity is at most 100,000."),
    unit: z.enum(UNITS, { message: "The unit is person, piece, flat or hour." }),
    unitPriceCents: z
      .number({ message: "The price is an amount in cents from 0." })
      .int("The price is an amount in cents from 0.")
      .min(0, "The price is an amount in cents from 0.")
      .max(100_000_000, "The price is at most 1,000,000 euros."),
    taxRateBp: z.number().int(),
  })
  .strict();

export const finalDraftSchema = z
  .object({
    participants: z
      .number({ message: "The headcount is a whole number from 1." })
      .int("The headcount is a whole number from 1.")
      .min(1, "The headcount is a whole number from 1.")
      .max(10_000, "The headcount is at most 10,000."),
    lines: z
      .array(draftLineSchema)
      .min(1, "The invoice needs at least one line.")
      .max(60, "At most 60 lines."),
  })
  .strict();
export type FinalDraftInput = z.infer<typeof finalDraftSchema>;

/** The event's day the final invoice waits for: the booking's current day, else the offer's. */
export async function finalInvoiceDay(db: Db, offer: LockedOffer, now: Date) {
  const booking = await bookingOfOffer(db, offer.id, now);
  return {
    booking,
    eventDate: booking ? booking.current.eventDate : offer.eventDate,
  };
}

/** Refuses a final invoice (draft or issue) before the event's day. */
export function requireEventDayReached(eventDate: string | null, now: Date): void {
  if (eventDate !== null && berlinDay(now) < eventDate) {
    throw new DomainError(
      "conflict",
      "before_event_day",
      `The final invoice bills what happened: it can be drafted from the event's day (${eventDate}) on.`,
      { extra: { eventDate } },
    );
  }
}

/** A line with its net recomputed; a rate the regime does not know refused by field. */
function pricedLine(line: FinalDraftInput["lines"][number], offer: LockedOffer, index: number) {
  const rates: readonly number[] = offer.taxRegime === "regular" ? VAT_RATES_BP : [0];
  if (!rates.includes(line.taxRateBp)) {
    const message =
      offer.taxRegime === "regular"
        ? "The VAT rate is 19 % or 7 %."
        : "Under § 19 UStG a line carries no VAT.";
    throw new DomainError("invalid", "validation", message, {
      field: `lines.${index}.taxRateBp`,
      fields: { [`lines.${index}.taxRateBp`]: message },
    });
  }
  return {
    title: line.title,
    detail: line.detail ?? null,
    quantity: line.quantity,
    unit: line.unit,
    unitPriceCents: line.unitPriceCents,
    netCents: line.quantity * line.unitPriceCents,
    taxRateBp: line.taxRateBp,
  } satisfies DocumentLine;
}

export function pricedLines(input: FinalDraftInput, offer: LockedOffer): DocumentLine[] {
  return input.lines.map((line, index) => pricedLine(line, offer, index));
}

/**
 * The booking's current items as invoice lines: each priced like the offer line it came
 * from (same kind, slug and title, taken in order), or by the price a change gave it.
 */
export function linesFromBooking(
  items: BookingItem[],
  rows: Array<typeof offerLines.$inferSelect>,
  regime: TaxRegime,
): DocumentLine[] {
  const unused = rows.map((row) => ({ line: documentLine(row), kind: row.kind }));
  return items.map((item): DocumentLine => {
    const at = unused.findIndex((u) => u.kind === item.kind && u.line.title === item.title);
    const source = at >= 0 ? unused.splice(at, 1)[0]!.line : null;
    const unitPriceCents = item.unitPriceCents ?? source?.unitPriceCents ?? 0;
    return {
      title: item.title,
      detail: source?.detail ?? null,
      quantity: item.quantity,
      unit: item.unit ?? source?.unit ?? "piece",
      unitPriceCents,
      netCents: item.quantity * unitPriceCents,
      taxRateBp: item.taxRateBp ?? source?.taxRateBp ?? defaultRateBp(regime),
    };
  });
}

/** The draft of an offer (saved, or fresh from the booking), with its totals. */
export async function buildFinalDraft(
  tx: Db,
  offer: LockedOffer,
  issued: OfferInvoiceRow[],
  now: Date,
): Promise<FinalDraft> {
  const { booking, eventDate } = await finalInvoiceDay(tx, offer, now);
  requireEventDayReached(eventDate, now);
  const [saved] = await tx
    .select()
    .from(finalInvoiceDrafts)
    .where(eq(finalInvoiceDrafts.offerId, offer.id));
  const bookedParticipants = booking?.current.participants ?? offer.participants;
  let lines: DocumentLine[];
  if (saved) lines = saved.lines;
  else {
    const rows = await tx
      .select()
      .from(offerLines)
      .where(eq(offerLines.offerId, offer.id))
      .orderBy(asc(offerLines.position));
    lines = booking
      ? linesFromBooking(booking.current.items, rows, offer.taxRegime)
      : rows.map(documentLine);
  }
  const totals = computeTotals(lines, offer.discount, offer.taxRegime);
  // The participants who said yes on the headcount link, as a suggestion (none answered: none).
  const confirmed = booking ? await confirmedHeadcount(tx, booking.id) : 0;
  const prepayments = issued
    .filter((row) => row.kind === "deposit_invoice" && !row.cancelled)
    .map((row) => ({ number: row.number, issueDate: row.issueDate, grossCents: row.grossCents }));
  const prepaid = prepayments.reduce((sum, p) => sum + p.grossCents, 0);
  return {
    offerId: offer.id,
    taxRegime: offer.taxRegime,
    eventDate,
    bookingVersion: booking?.version ?? null,
    bookedParticipants,
    participants: saved?.participants ?? bookedParticipants,
    suggestedParticipants: confirmed > 0 ? confirmed : null,
    lines,
    totals,
    prepayments,
    amountDueCents: totals.grossCents - prepaid,
    saved: Boolean(saved),
    updatedAt: saved?.updatedAt.toISOString() ?? null,
  };
}

/** Stores staff's draft (replacing the one before), in the caller's transaction. */
export async function storeFinalDraft(
  tx: Db,
  offer: LockedOffer,
  input: FinalDraftInput,
  actorId: string | null,
  now: Date,
): Promise<void> {
  const lines = pricedLines(input, offer);
  const values = { participants: input.participants, lines, updatedAt: now, updatedBy: actorId };
  await tx
    .insert(finalInvoiceDrafts)
    .values({ offerId: offer.id, ...values })
    .onConflictDoUpdate({ target: finalInvoiceDrafts.offerId, set: values });
}
