/**
 * The customer's cancellation on their offer page (decision 0189), registered beside the
 * offer page's own routes (server/offers/public-routes.ts) for both languages: POST
 * …/cancel-code mails a code and shows the code form, POST …/cancel cancels with it at the
 * fee the page showed. Same guards as accepting: same-origin posts, the page's rate limit,
 * the codes' caps; every answer is the offer's page again.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DomainError } from "../domain-error.ts";
import type { DatabaseService } from "../database/service.ts";
import type { Db } from "../database/connection.ts";
import { statusOf } from "../http/errors.ts";
import type { rateLimit } from "../http/rate-limit.ts";
import { offerOnlineUrl } from "../offers/document.ts";
import { findOfferByToken } from "../offers/public-document.ts";
import { acceptErrors, codesCapped, tooManyCodes } from "../offers/public-page-words.ts";
import { requestCode } from "../offers/store/offer-code.ts";
import { bookingOfOffer } from "./booking-store.ts";
import { quoteCancellation } from "./cancellation.ts";
import { cancelByCustomer } from "./customer-cancel.ts";
import type { PublicBooking } from "./public-booking.ts";
import { customerChangeRoutes } from "./public-change-routes.ts";
import { finalInvoiceIssued } from "./change.ts";

export type CancelForm = NonNullable<PublicBooking["cancelForm"]>;
export type ChangeForm = NonNullable<PublicBooking["changeForm"]>;

/** The booking of an accepted offer as its page shows it, with today's quote. */
export async function publicBookingOf(
  db: Db,
  offerId: string,
  now: Date,
  cancelForm: CancelForm | undefined,
  changeForm?: ChangeForm,
): Promise<PublicBooking | null> {
  const booking = await bookingOfOffer(db, offerId, now);
  if (!booking) return null;
  const open =
    booking.state !== "cancelled" &&
    booking.status !== "held" &&
    !(await finalInvoiceIssued(db, offerId));
  const quote = open ? await quoteCancellation(db, offerId, "customer", now) : null;
  return {
    booking,
    quote,
    ...(open && cancelForm ? { cancelForm } : {}),
    ...(open && changeForm ? { changeForm } : {}),
  };
}

const feeChanged = {
  de: "Die Gebühr hat sich inzwischen geändert (ein neuer Tag). Bitte prüfen Sie sie oben und stornieren Sie erneut.",
  en: "The fee has changed since (a new day). Please check it above and cancel again.",
} as const;

export interface CancelRouteHelpers {
  config: ReturnType<typeof rateLimit>;
  database: DatabaseService;
  now: () => Date;
  secret: string | Buffer;
  siteUrl: string;
  agencyEmail: string;
  wakeMailer: () => void;
  sameOrigin(request: FastifyRequest): boolean;
  refused(request: FastifyRequest, reply: FastifyReply): unknown;
  showOffer(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    cancelForm: CancelForm | undefined,
    status?: number,
    changeForm?: ChangeForm,
  ): unknown;
  back(request: FastifyRequest, reply: FastifyReply, token: string): unknown;
}

export function customerCancelRoutes(
  app: FastifyInstance,
  base: string,
  helpers: CancelRouteHelpers,
) {
  const { config, database, now } = helpers;
  const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;
  const languageOf = (request: FastifyRequest) => (request.url.startsWith("/en/") ? "en" : "de");
  const isStateRefusal = (error: unknown) =>
    error instanceof DomainError && (error.kind === "conflict" || error.kind === "not_found");

  customerChangeRoutes(app, base, helpers);

  app.post(`${base}/cancel-code`, { config }, async (request, reply) => {
    if (!helpers.sameOrigin(request)) return helpers.refused(request, reply);
    const token = tokenOf(request);
    const language = languageOf(request);
    try {
      await database.run(async (db) => {
        const offer = await findOfferByToken(db, token);
        if (!offer || offer.status !== "accepted") {
          throw new DomainError("not_found", "not_found", "No booking here.");
        }
        await quoteCancellation(db, offer.id, "customer", now());
        await requestCode(db, { ...helpers, now: now() }, token, "cancel");
      });
      helpers.wakeMailer();
    } catch (error) {
      if (error instanceof DomainError && error.code === "codes_capped") {
        helpers.wakeMailer();
        const cap = error.extra?.cap === "day" ? "day" : "offer";
        return helpers.showOffer(
          request,
          reply,
          token,
          { codeSent: false, error: codesCapped(language, cap) },
          429,
        );
      }
      if (error instanceof DomainError && error.code === "too_many_codes") {
        const wait = Number(error.extra?.retryAfterSeconds ?? 60);
        reply.header("retry-after", String(wait));
        return helpers.showOffer(
          request,
          reply,
          token,
          { codeSent: false, error: tooManyCodes(language, wait) },
          429,
        );
      }
      if (isStateRefusal(error)) return helpers.showOffer(request, reply, token, undefined, 409);
      throw error;
    }
    return helpers.showOffer(request, reply, token, { codeSent: true });
  });

  app.post(`${base}/cancel`, { config }, async (request, reply) => {
    if (!helpers.sameOrigin(request)) return helpers.refused(request, reply);
    const token = tokenOf(request);
    const language = languageOf(request);
    const form = request.body instanceof URLSearchParams ? request.body : undefined;
    const input = { code: form?.get("code") ?? "", feeBp: form?.get("feeBp") ?? "" };
    try {
      await database.run((db) =>
        cancelByCustomer(
          db,
          { secret: helpers.secret, now: now() },
          token,
          input,
          offerOnlineUrl(helpers.siteUrl, language, token),
        ),
      );
      helpers.wakeMailer();
      return helpers.back(request, reply, token);
    } catch (error) {
      if (error instanceof DomainError && error.code === "fee_changed") {
        return helpers.showOffer(
          request,
          reply,
          token,
          { codeSent: false, error: feeChanged[language] },
          409,
        );
      }
      if (isStateRefusal(error)) return helpers.showOffer(request, reply, token, undefined, 409);
      if (
        error instanceof DomainError &&
        (error.kind === "invalid" || error.kind === "unacceptable")
      ) {
        const message = acceptErrors(language, error.fields, error.code, error.extra).code;
        return helpers.showOffer(
          request,
          reply,
          token,
          { codeSent: false, ...(message ? { error: message } : {}) },
          statusOf(error),
        );
      }
      throw error;
    }
  });
}
