/**
 * The customer's change request on their offer page (decision 0192): POST …/change-request
 * with their words and, if it changes, the headcount. Same guards as cancelling (same-origin
 * posts, the page's rate limit); no code: a request changes nothing by itself, it lands on
 * the lead as its owner's next step, and staff record what is agreed as a new version.
 * Every answer is the offer's page again, with the problem beside its field or a thank-you.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { DomainError } from "../domain-error.ts";
import { findOfferByToken } from "../offers/public-document.ts";
import { requestBookingChange } from "./change.ts";
import type { CancelRouteHelpers } from "./public-cancel-routes.ts";

const problems = {
  de: {
    message: "Bitte schreiben Sie, was sich ändern soll (höchstens 2.000 Zeichen).",
    participants: "Bitte eine ganze Zahl ab 1 – oder das Feld leer lassen.",
  },
  en: {
    message: "Please write what should change (at most 2,000 characters).",
    participants: "Please enter a whole number from 1 – or leave the field empty.",
  },
} as const;

const requestSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  participants: z
    .string()
    .trim()
    .regex(/^(\d{1,5})?$/)
    .transform((text) => (text === "" ? null : Number(text)))
    .refine((n) => n === null || n >= 1),
});

export function customerChangeRoutes(
  app: FastifyInstance,
  base: string,
  helpers: CancelRouteHelpers,
) {
  const { config, database, now } = helpers;
  const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;
  const languageOf = (request: FastifyRequest) => (request.url.startsWith("/en/") ? "en" : "de");

  app.post(`${base}/change-request`, { config }, async (request, reply) => {
    if (!helpers.sameOrigin(request)) return helpers.refused(request, reply);
    const token = tokenOf(request);
    const language = languageOf(request);
    const form = request.body instanceof URLSearchParams ? request.body : undefined;
    const values = {
      message: form?.get("message") ?? "",
      participants: form?.get("participants") ?? "",
    };
    const parsed = requestSchema.safeParse(values);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0] === "participants" ? "participants" : "message";
      return helpers.showOffer(request, reply, token, undefined, 400, {
        sent: false,
        values,
        field,
        error: problems[language][field],
      });
    }
    try {
      await database.run(async (db) => {
        const offer = await findOfferByToken(db, token);
        if (!offer || offer.status !== "accepted") {
          throw new DomainError("not_found", "not_found", "No booking here.");
        }
        await requestBookingChange(db, offer.id, parsed.data, now());
      });
    } catch (error) {
      if (
        error instanceof DomainError &&
        (error.kind === "conflict" || error.kind === "not_found")
      ) {
        return helpers.showOffer(request, reply, token, undefined, 409);
      }
      throw error;
    }
    return helpers.showOffer(request, reply, token, undefined, 200, { sent: true });
  });
}
