/**
 * The public offer page and its answers, rendered by the server per token (decision 0133,
 * "Acceptance"): GET /angebot/:token and /en/offer/:token, GET …/pdf (the exact PDF sent;
 * `?copy=accepted` the accepted copy), POST …/code (mails a code, shows the accept form),
 * POST …/accept and POST …/decline (past the codes' cap, decision 0166, the form asks the
 * customer to get in touch); on an accepted offer its booking and the customer's
 * cancellation (server/bookings/public-cancel-routes.ts). Plain form posts without JavaScript, guarded as the
 * enquiry form's (decision 0022: the browser's Sec-Fetch-Site or Origin), throttled per
 * client address; every answer is an HTML page with `noindex`, `no-store`, no referrer and
 * a CSP that allows only our own files. The token is all these routes accept: they reveal
 * nothing of any other offer or lead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DomainError } from "../domain-error.ts";
import type { DatabaseService } from "../database/service.ts";
import type { Db } from "../database/connection.ts";
import { createAuditLog } from "../admin/audit.ts";
import { hstsHeader, lockedDownCsp } from "../http/security-headers.ts";
import { isHttps } from "../http/proxy.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { statusOf } from "../http/errors.ts";
import { isSameOriginPost } from "../leads/contact-form-routes.ts";
import type { LeadLiveUpdates } from "../leads/live-updates.ts";
import { AUTOMATIC_ACTOR } from "../leads/store/assignment.ts";
import { issueDepositInvoiceForOffer } from "../invoices/store/deposit.ts";
import { openDepositOf } from "../invoices/store/open-deposit.ts";
import {
  acceptanceOf,
  findOfferByToken,
  newerVersionOf,
  offerDocumentOf,
  offerLinesOf,
  publicStatus,
} from "./public-document.ts";
import { renderOfferPage, siteAssetsFrom, type SiteAssets } from "./public-page.ts";
import { sentProposalsOf } from "../bookings/new-date.ts";
import { offerBase, type AcceptFormState, type OfferView } from "./public-page-offer.ts";
import { acceptErrors, codesCapped, reasonTooLong, tooManyCodes } from "./public-page-words.ts";
import { linkPageBasics, linkPageHeaders, linkPageLanguage } from "./link-pages.ts";
import { acceptOffer, declineOffer } from "./store/acceptance.ts";
import type { AnswerContext, OfferAnswered } from "./store/answer-common.ts";
import { requestCode } from "./store/offer-code.ts";
import {
  customerCancelRoutes,
  publicBookingOf,
  type CancelForm,
  type ChangeForm,
} from "../bookings/public-cancel-routes.ts";
import { offerHeadcountOf } from "../headcount/offer-section.ts";

/** The acceptance refused because the day was booked meanwhile (decision 0193). */
const dateTaken = {
  de: "Dieser Termin ist inzwischen leider vergeben, daher können wir das Angebot so nicht annehmen lassen. Wir melden uns mit einem anderen Termin.",
  en: "This date has been booked meanwhile, so the offer cannot be accepted as it stands. We will get back to you with another date.",
} as const;

export interface OfferPageOptions {
  database: DatabaseService;
  siteUrl: string;
  /** Where word of an answer goes without a lead owner; read per answer. */
  agencyEmail: () => string;
  /** The server's secret the codes' HMACs are keyed with (server/secret-files.ts). */
  secret: string | Buffer;
  rateLimitPerMinute: number | null;
  now: () => Date;
  /** A prerendered page of the built site: the stylesheet and font are read from it. */
  sitePage?: string | undefined;
  liveUpdates?: LeadLiveUpdates | undefined;
  wakeMailer: () => void;
  /** Hours before the event that the headcount link closes (server/headcount/). */
  headcountClosesBeforeHours?: number | undefined;
}

export async function offerPageRoutes(app: FastifyInstance, options: OfferPageOptions) {
  const { database, now } = options;
  const assets: SiteAssets = siteAssetsFrom(options.sitePage);
  const siteOrigin = new URL(options.siteUrl).origin;
  const { html, message } = await linkPageBasics(app, assets, "Offer page failed");

  const context = (): AnswerContext => ({
    secret: options.secret,
    audit: createAuditLog(now),
    now: now(),
    siteUrl: options.siteUrl,
    agencyEmail: options.agencyEmail(),
  });

  /** The offer's page in the request's language; a 404 page for an unknown token. */
  const showOffer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    extra: Partial<Pick<OfferView, "form" | "declineError" | "declineReason" | "notice">> & {
      cancelForm?: CancelForm;
      changeForm?: ChangeForm;
    } = {},
    status = 200,
  ) => {
    const { cancelForm, changeForm, ...answerExtra } = extra;
    const view = await database.run(async (db) => {
      const offer = await findOfferByToken(db, token);
      if (!offer) return undefined;
      const lines = await offerLinesOf(db, offer.id);
      const acceptance = offer.status === "accepted" ? await acceptanceOf(db, offer.id) : undefined;
      const openDeposit = offer.status === "accepted" ? await openDepositOf(db, offer.id) : null;
      const booking =
        offer.status === "accepted"
          ? await publicBookingOf(db, offer.id, now(), cancelForm, changeForm)
          : null;
      // Cancelled by the agency: the new dates it sent since (decision 0202).
      if (booking?.booking.state === "cancelled") {
        booking.proposals = (await sentProposalsOf(db, offer, options.secret)).map((p) => ({
          number: p.number,
          eventDate: p.eventDate,
          href: offerBase(p.token, linkPageLanguage(request)),
        }));
      }
      const headcount =
        booking && booking.booking.state !== "cancelled"
          ? await offerHeadcountOf(db, booking.booking.id, {
              now: now(),
              closesBeforeHours: options.headcountClosesBeforeHours,
              siteUrl: options.siteUrl,
              language: offer.language,
            })
          : null;
      const shown = publicStatus(offer, now());
      const newer =
        shown === "replaced" ? await newerVersionOf(db, offer, options.secret) : undefined;
      return {
        language: linkPageLanguage(request),
        token,
        status: shown,
        document: offerDocumentOf(offer, lines),
        acceptance: acceptance
          ? { name: acceptance.name, acceptedAt: acceptance.acceptedAt }
          : null,
        openDeposit,
        booking,
        headcount,
        newer: newer
          ? { number: newer.number, href: offerBase(newer.token, linkPageLanguage(request)) }
          : null,
        ...(shown === "open" ? answerExtra : {}),
      } satisfies OfferView;
    });
    if (!view) return message(request, reply, "notFound");
    return html(request, reply, status, renderOfferPage(view, assets));
  };

  const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;
  const formOf = (request: FastifyRequest): URLSearchParams | undefined =>
    request.body instanceof URLSearchParams ? request.body : undefined;
  const clientOf = (request: FastifyRequest) => ({
    address: request.ip ?? "",
    userAgent: String(request.headers["user-agent"] ?? ""),
  });
  const told = (answered: OfferAnswered) => {
    options.wakeMailer();
    options.liveUpdates?.offerAnswered(answered);
  };
  const back = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply
      .headers(linkPageHeaders)
      .header("content-security-policy", lockedDownCsp)
      .redirect(`${request.url.startsWith("/en/") ? "/en/offer" : "/angebot"}/${token}`, 303);

  /** A refusal that the offer's state explains: its page says it (expired, replaced, …). */
  const isStateRefusal = (error: unknown) =>
    error instanceof DomainError && (error.kind === "conflict" || error.kind === "not_found");

  const config = rateLimit(options.rateLimitPerMinute);
  for (const base of ["/angebot/:token", "/en/offer/:token"]) {
    app.get(base, { config }, (request, reply) => showOffer(request, reply, tokenOf(request)));

    app.get(`${base}/pdf`, { config }, async (request, reply) => {
      const token = tokenOf(request);
      const copy = (request.query as { copy?: string }).copy;
      const file = await database.run(async (db: Db) => {
        const offer = await findOfferByToken(db, token);
        if (!offer) return undefined;
        if (copy === "accepted") {
          const acceptance = await acceptanceOf(db, offer.id);
          return acceptance
            ? { pdf: acceptance.acceptedPdf, number: offer.number!, language: offer.language }
            : undefined;
        }
        return { pdf: offer.pdf!, number: offer.number!, language: offer.language };
      });
      if (!file) return message(request, reply, "notFound");
      const name = `${file.language === "de" ? "Angebot" : "Offer"}-${file.number}${copy === "accepted" ? (file.language === "de" ? "-angenommen" : "-accepted") : ""}.pdf`;
      reply.headers(linkPageHeaders).header("content-security-policy", lockedDownCsp);
      if (isHttps(request)) reply.headers(hstsHeader);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${name}"`)
        .send(file.pdf);
    });

    app.post(`${base}/code`, { config }, async (request, reply) => {
      if (!isSameOriginPost(request, siteOrigin)) return message(request, reply, "refused");
      const token = tokenOf(request);
      const blank: AcceptFormState = {
        values: { name: "", position: "", termsAccepted: false },
        errors: {},
        codeSent: true,
      };
      try {
        await database.run((db) => requestCode(db, context(), token));
        options.wakeMailer();
      } catch (error) {
        if (error instanceof DomainError && error.code === "codes_capped") {
          options.wakeMailer(); // the owner's alert, the first time
          const cap = error.extra?.cap === "day" ? "day" : "offer";
          if (error.extra?.retryAfterSeconds) {
            reply.header("retry-after", String(error.extra.retryAfterSeconds));
          }
          // A code mailed before may still hold: the form stays, asking to get in touch.
          const notice = codesCapped(linkPageLanguage(request), cap);
          return showOffer(
            request,
            reply,
            token,
            { form: { ...blank, codeSent: false, notice, capped: true } },
            429,
          );
        }
        if (error instanceof DomainError && error.code === "too_many_codes") {
          const notice = tooManyCodes(
            linkPageLanguage(request),
            Number(error.extra?.retryAfterSeconds ?? 60),
          );
          reply.header("retry-after", String(error.extra?.retryAfterSeconds ?? 60));
          // The codes already mailed still hold: the form stays, with the word why no new one.
          return showOffer(
            request,
            reply,
            token,
            { form: { ...blank, codeSent: false, notice } },
            429,
          );
        }
        if (isStateRefusal(error)) return showOffer(request, reply, token, {}, 409);
        throw error;
      }
      return showOffer(request, reply, token, { form: blank });
    });

    app.post(`${base}/accept`, { config }, async (request, reply) => {
      if (!isSameOriginPost(request, siteOrigin)) return message(request, reply, "refused");
      const token = tokenOf(request);
      const form = formOf(request);
      const input = {
        name: form?.get("name") ?? "",
        position: form?.get("position") ?? "",
        termsAccepted: form?.get("termsAccepted") === "yes",
        code: form?.get("code") ?? "",
      };
      try {
        const answered = await database.run((db) =>
          acceptOffer(db, context(), token, input, clientOf(request)),
        );
        told(answered);
        // After the acceptance's commit: the deposit invoice where the terms call for one.
        // The acceptance stands whatever happens here; staff can issue it by hand.
        await database
          .run((db) =>
            issueDepositInvoiceForOffer(db, answered.offerId, AUTOMATIC_ACTOR, { now: now() }),
          )
          .then(() => options.wakeMailer())
          .catch((error: unknown) =>
            request.log.error({ err: error }, "Deposit invoice after acceptance failed"),
          );
        return back(request, reply, token);
      } catch (error) {
        if (error instanceof DomainError && error.code === "date_taken") {
          return showOffer(
            request,
            reply,
            token,
            { notice: dateTaken[linkPageLanguage(request)] },
            409,
          );
        }
        if (isStateRefusal(error)) return showOffer(request, reply, token, {}, 409);
        if (
          error instanceof DomainError &&
          (error.kind === "invalid" || error.kind === "unacceptable")
        ) {
          const state: AcceptFormState = {
            values: {
              name: input.name,
              position: input.position,
              termsAccepted: input.termsAccepted,
            },
            errors: acceptErrors(linkPageLanguage(request), error.fields, error.code, error.extra),
            codeSent: false,
          };
          return showOffer(request, reply, token, { form: state }, statusOf(error));
        }
        throw error;
      }
    });

    app.post(`${base}/decline`, { config }, async (request, reply) => {
      if (!isSameOriginPost(request, siteOrigin)) return message(request, reply, "refused");
      const token = tokenOf(request);
      const reason = formOf(request)?.get("reason") ?? "";
      try {
        const answered = await database.run((db) => declineOffer(db, context(), token, { reason }));
        told(answered);
        return back(request, reply, token);
      } catch (error) {
        if (isStateRefusal(error)) return showOffer(request, reply, token, {}, 409);
        if (error instanceof DomainError && error.kind === "invalid") {
          return showOffer(
            request,
            reply,
            token,
            {
              declineError: reasonTooLong(linkPageLanguage(request), error.fields?.reason),
              declineReason: reason,
            },
            400,
          );
        }
        throw error;
      }
    });

    customerCancelRoutes(app, base, {
      config,
      database,
      now,
      secret: options.secret,
      siteUrl: options.siteUrl,
      agencyEmail: options.agencyEmail(),
      wakeMailer: options.wakeMailer,
      sameOrigin: (request) => isSameOriginPost(request, siteOrigin),
      refused: (request, reply) => message(request, reply, "refused"),
      showOffer: (request, reply, token, cancelForm, status, changeForm) =>
        showOffer(
          request,
          reply,
          token,
          { ...(cancelForm ? { cancelForm } : {}), ...(changeForm ? { changeForm } : {}) },
          status,
        ),
      back,
    });
  }
}
