/**
 * Changes before the day (decision 0192): staff record a change the customer agreed to (by
 * mail, on their page, by phone; with a note) as a new version of the booking: day, time,
 * duration, place, headcount and the items (quantities; extras added with their price, which
 * the final invoice takes). One transaction on the locked booking: the version, the booking
 * pointing at it ("geändert"), the lead's timeline entry and the audit entry. The calendar,
 * the feeds and the customer's page read the current version. Refused once cancelled or held.
 * A move to another day follows "one day, one booking" as a send does (decision 0193): the new
 * day's lock first (decision 0203), refused when another booking holds that day unless staff
 * override it, which the audit keeps with the bookings it shares the day with.
 * The customer's change request from their page lands on the lead as its owner's next step.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { berlinDay } from "#app/shared/berlin-time.ts";
import { createAuditLog } from "../admin/audit.ts";
import type { Db } from "../database/connection.ts";
import { DomainError } from "../domain-error.ts";
import { addActivity, type Actor } from "../leads/store/changes.ts";
import { leads } from "../leads/schema.ts";
import { nextStepDueAt } from "../leads/store/work.ts";
import { offers } from "../offers/schema.ts";
import { invoicesOfOffer } from "../invoices/store/offer-basis.ts";
import { bookingOfOffer, type BookingDetail } from "./booking-store.ts";
import { clashesOn, clashRefusal, lockDay } from "./clash.ts";
import { bookings, bookingVersions, type BookingItem } from "./schema.ts";

export const AGREEMENTS = ["mail", "page", "phone"] as const;

const whole = (message: string) => z.number({ message }).int(message);
const itemSchema = z
  .object({
    kind: z.enum(["event", "extra", "text"]),
    eventSlug: z.string().max(100).nullable(),
    title: z.string().trim().min(1, "Please enter the item's text.").max(200),
    quantity: whole("The quantity is a whole number from 1.")
      .min(1, "The quantity is a whole number from 1.")
      .max(100_000),
    unit: z.enum(["person", "piece", "flat", "hour"]).optional(),
    unitPriceCents: whole("The price is an amount in cents from 0.")
      .min(0, "The price is an amount in cents from 0.")
      .max(100_000_000)
      .optional(),
    taxRateBp: z.union([z.literal(0), z.literal(700), z.literal(1900)]).optional(),
  })
  .strict();

export const changeSchema = z
  .object({
    eventDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "The day is written YYYY-MM-DD."),
    startTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "The time is written HH:MM.")
      .nullable(),
    durationMinutes: whole("The duration is whole minutes.").min(15).max(1440).nullable(),
    place: z.string().trim().max(200).nullable(),
    participants: whole("The headcount is a whole number from 1.")
      .min(1, "The headcount is a whole number from 1.")
      .max(10_000, "The headcount is at most 10,000."),
    items: z.array(itemSchema).min(1, "The booking needs at least one item.").max(60),
    agreement: z.enum(AGREEMENTS, { message: "How did the customer agree: mail, page or phone?" }),
    note: z.string().trim().max(2000).nullable(),
    /** Moves the booking to a day another booking holds, knowingly (logged). */
    overrideClash: z.boolean().optional(),
  })
  .strict();
export type BookingChange = z.infer<typeof changeSchema>;

/** Whether a final invoice that is not cancelled bills the booking: it is settled then. */
export async function finalInvoiceIssued(db: Db, offerId: string): Promise<boolean> {
  const issued = await invoicesOfOffer(db, offerId);
  return issued.some((row) => row.kind === "final_invoice" && !row.cancelled);
}

/** Refused once the final invoice bills the booking (cancel that invoice first). */
export async function refuseWhenSettled(db: Db, offerId: string): Promise<void> {
  if (await finalInvoiceIssued(db, offerId)) {
    throw new DomainError(
      "conflict",
      "final_issued",
      "The final invoice bills this booking: cancel that invoice first.",
    );
  }
}

/** Locks the offer's booking for a change; refused once cancelled, held or invoiced. */
async function changeable(tx: Db, offerId: string, now: Date): Promise<BookingDetail> {
  const booking = await bookingOfOffer(tx, offerId, now, { lock: true });
  if (!booking) throw new DomainError("not_found", "not_found", "This offer has no booking.");
  if (booking.state === "cancelled") {
    throw new DomainError("conflict", "booking_cancelled", "This booking is cancelled.");
  }
  if (booking.status === "held") {
    throw new DomainError(
      "conflict",
      "booking_held",
      "The event's day has passed: what happened goes on the final invoice.",
    );
  }
  await refuseWhenSettled(tx, offerId);
  return booking;
}

/** Records a change as the booking's next version; answers the booking as it now stands. */
export async function recordBookingChange(
  db: Db,
  offerId: string,
  change: BookingChange,
  actor: Actor,
  now: Date,
): Promise<BookingDetail> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const booking = await changeable(tx, offerId, now);
    if (change.eventDate < berlinDay(now)) {
      throw new DomainError(
        "invalid",
        "validation",
        "A change cannot move the event into the past.",
        {
          field: "eventDate",
        },
      );
    }
    const audit = createAuditLog(() => now);
    if (change.eventDate !== booking.current.eventDate) {
      await lockDay(tx, change.eventDate);
      const clashes = await clashesOn(tx, change.eventDate, offerId);
      if (clashes.length > 0 && change.overrideClash !== true) {
        throw clashRefusal(change.eventDate, clashes);
      }
      if (clashes.length > 0) {
        await audit.record(tx, {
          action: "booking_clash_overridden",
          actorId: actor.id,
          target: offerId,
          detail: { eventDate: change.eventDate, clashes: clashes.map((c) => c.number) },
        });
      }
    }
    const version = booking.version + 1;
    const items: BookingItem[] = change.items.map((item) => ({
      kind: item.kind,
      eventSlug: item.eventSlug,
      title: item.title,
      quantity: item.quantity,
      ...(item.unit ? { unit: item.unit } : {}),
      ...(item.unitPriceCents !== undefined ? { unitPriceCents: item.unitPriceCents } : {}),
      ...(item.taxRateBp !== undefined ? { taxRateBp: item.taxRateBp } : {}),
    }));
    await tx.insert(bookingVersions).values({
      bookingId: booking.id,
      version,
      eventDate: change.eventDate,
      startTime: change.startTime,
      durationMinutes: change.durationMinutes,
      place: change.place,
      participants: change.participants,
      items,
      agreement: change.agreement,
      note: change.note,
      createdAt: now,
      createdBy: actor.id,
    });
    await tx
      .update(bookings)
      .set({ version, state: "changed", eventDate: change.eventDate, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    const [offer] = await tx
      .select({ leadId: offers.leadId, number: offers.number })
      .from(offers)
      .where(eq(offers.id, offerId));
    if (offer?.leadId) {
      await addActivity(tx, {
        leadId: offer.leadId,
        kind: "booking_changed",
        actor,
        now,
        body: change.note,
        detail: {
          change: "version",
          version,
          offerNumber: offer.number,
          agreement: change.agreement,
          eventDate: change.eventDate,
          participants: change.participants,
        },
      });
    }
    await audit.record(tx, {
      action: "booking_version_recorded",
      actorId: actor.id,
      target: offerId,
      detail: { version, agreement: change.agreement, participants: change.participants },
    });
    return (await bookingOfOffer(tx, offerId, now))!;
  });
}

/**
 * The customer's change request from their page: a timeline entry with their words and
 * the lead's next step for its owner today ("Änderungswunsch …"), also on a won lead (its
 * booking's work goes on). Refused once cancelled or held.
 */
export async function requestBookingChange(
  db: Db,
  offerId: string,
  request: { message: string; participants: number | null },
  now: Date,
): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const booking = await changeable(tx, offerId, now);
    const [offer] = await tx
      .select({ leadId: offers.leadId, number: offers.number, customer: offers.customer })
      .from(offers)
      .where(eq(offers.id, offerId));
    if (!offer?.leadId) return;
    const headcount =
      request.participants !== null
        ? ` (${booking.current.participants} → ${request.participants} Teilnehmende)`
        : "";
    const text =
      `Änderungswunsch zu Angebot ${offer.number ?? ""}${headcount}: ${request.message}`.slice(
        0,
        500,
      );
    const today = berlinDay(now);
    await tx
      .update(leads)
      .set({
        nextStepDate: today,
        nextStepTime: null,
        nextStepText: text,
        nextStepDueAt: nextStepDueAt(today, null),
        updatedAt: now,
      })
      .where(eq(leads.id, offer.leadId));
    const customer: Actor = { id: null, name: offer.customer.contactName };
    await addActivity(tx, {
      leadId: offer.leadId,
      kind: "customer_reply",
      actor: customer,
      now,
      body: request.message,
      detail: { change: "request", participants: request.participants },
    });
    await addActivity(tx, {
      leadId: offer.leadId,
      kind: "next_step_set",
      actor: customer,
      now,
      detail: { date: today, time: null, text },
    });
  });
}
