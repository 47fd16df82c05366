/**
 * A booking in the back office, under /api/admin (decisions 0188, 0189): the offer's booking
 * with its versions and what cancelling it today would cost, and the cancellation by staff
 * on the customer's behalf or by the agency. The cancellation names the fee staff were shown
 * (`feeBp`): when the day turned over since and the fee changed, it is refused (409
 * `fee_changed`) and the screen shows the new quote. By the agency, a reason is required and
 * other dates may be proposed at once, each an offer draft (decision 0202).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { multiLine } from "#app/shared/text-rule.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { DomainError } from "../domain-error.ts";
import { parseInput } from "../http/guards.ts";
import { bookingOfOffer, type BookingDetail } from "./booking-store.ts";
import { cancelBooking, quoteCancellation, type CancellationQuote } from "./cancellation.ts";
import { proposalsOf } from "./new-date.ts";
import { changeSchema, finalInvoiceIssued, recordBookingChange } from "./change.ts";

const team = { roles: ["owner", "staff"] as const };
const idParams = z.object({ id: z.string().uuid("This is not an offer id.") });
const cancelBody = z
  .object({
    by: z.enum(["staff_for_customer", "agency"], {
      message: "Who cancels: staff_for_customer or agency.",
    }),
    feeBp: z.number({ message: "The fee shown, in basis points." }).int().min(0).max(10_000),
    /** Why the agency cancels (required then); the customer reads it. */
    reason: z
      .string({ message: "The reason is a text." })
      .check(multiLine())
      .trim()
      .max(1000, "At most 1000 characters.")
      .nullish(),
    /** Other days the agency proposes (YYYY-MM-DD), each an offer draft. */
    newDates: z
      .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "The day is written YYYY-MM-DD."), {
        message: "A list of days.",
      })
      .max(3, "At most 3 other dates.")
      .optional(),
  })
  .strict();

/** GET /api/admin/offers/:id/booking answers this. */
export interface BookingAnswer {
  booking: BookingDetail | null;
  /** What cancelling today would cost, for the customer and by the agency; null when it cannot. */
  quotes: { customer: CancellationQuote; agency: CancellationQuote } | null;
  /** Cancelled by the agency: the other dates proposed, as offers (decision 0202). */
  proposals: Awaited<ReturnType<typeof proposalsOf>>;
}

export interface BookingRouteOptions extends AdminFeatureOptions {
  wakeMailer?: (() => void) | undefined;
}

export async function bookingLifecycleRoutes(app: FastifyInstance, options: BookingRouteOptions) {
  const { database, now } = options;

  app.get("/offers/:id/booking", { config: team }, async (request): Promise<BookingAnswer> => {
    const { id } = parseInput(idParams, request.params);
    const at = now();
    return database.run(async (db) => {
      const booking = await bookingOfOffer(db, id, at);
      const settled = booking ? await finalInvoiceIssued(db, id) : false;
      if (!booking || booking.state === "cancelled" || booking.status === "held" || settled) {
        const proposals = booking?.cancelledBy === "agency" ? await proposalsOf(db, id) : [];
        return { booking, quotes: null, proposals };
      }
      return {
        booking,
        quotes: {
          customer: await quoteCancellation(db, id, "customer", at),
          agency: await quoteCancellation(db, id, "agency", at),
        },
        proposals: [],
      };
    });
  });

  app.post("/offers/:id/booking/cancel", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(cancelBody, request.body);
    const at = now();
    const actor = { id: request.admin.userId, name: request.admin.name };
    const done = await database.run(async (db) =>
      db.transaction(async (tx) => {
        const shown = await quoteCancellation(
          tx,
          id,
          body.by === "agency" ? "agency" : "customer",
          at,
        );
        if (shown.feeBp !== body.feeBp) {
          throw new DomainError("conflict", "fee_changed", "The fee changed: please look again.", {
            field: "feeBp",
            extra: { quote: shown },
          });
        }
        return cancelBooking(tx, id, {
          by: body.by,
          actor,
          now: at,
          reason: body.reason ?? null,
          newDates: body.newDates ?? [],
        });
      }),
    );
    options.wakeMailer?.();
    return {
      quote: done.quote,
      proposals: done.proposals,
      booking: await database.run((db) => bookingOfOffer(db, id, at)),
    };
  });

  /** A change the customer agreed to, as the booking's next version (decision 0192). */
  app.post("/offers/:id/booking/change", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(changeSchema, request.body);
    const actor = { id: request.admin.userId, name: request.admin.name };
    const at = now();
    return { booking: await database.run((db) => recordBookingChange(db, id, body, actor, at)) };
  });
}
