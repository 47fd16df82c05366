/**
 * POST /api/enquiries: the contact form's submission (JSON, CSRF token, rate limit). Answers
 * 201 `{id}` only after the enquiry and its outbox rows are committed; a repeated request
 * with the same `Idempotency-Key` answers the first enquiry's id and stores nothing new.
 * Validation is the form's own schema (app/shared/enquiry/schema.ts).
 */
import type { FastifyInstance } from "fastify";
import { endpoints, IDEMPOTENCY_KEY_HEADER, routeInApi } from "#app/shared/api.ts";
import { enquiryBodySchema, validate, type EnquiryField } from "#app/shared/enquiry/schema.ts";
import { enquiryText } from "#app/i18n/dictionary/enquiry.ts";
import { errorMessage, formFieldOf } from "#app/shared/enquiry/errors.ts";
import { eventProblems } from "./enquiry-catalogue.ts";
import type { CsrfVerifier } from "../http/csrf-token.ts";
import type { EnquiryIntake } from "./enquiry-intake.ts";
import { writeGuards } from "../http/guards.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { DomainError, invalidBody } from "../domain-error.ts";

export const IDEMPOTENCY_HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
const keyPattern = /^[A-Za-z0-9_-]{16,100}$/;

export interface EnquiryRouteOptions {
  intake: EnquiryIntake;
  verifyCsrf: CsrfVerifier;
  rateLimitPerMinute: number | null;
}

/** People send a form a few times a minute at most; a third of the general write limit. */
export function enquiryRateLimit(perMinute: number | null): number | null {
  return perMinute === null ? null : Math.max(1, Math.ceil(perMinute / 3));
}

function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header === "string" && keyPattern.test(header)) return header;
  throw new DomainError(
    "invalid",
    "invalid_header",
    "Idempotency-Key must be 16-100 letters, digits, - or _.",
    {
      fields: {
        "Idempotency-Key": "must be 16-100 letters, digits, - or _",
      },
    },
  );
}

export function registerEnquiryRoute(api: FastifyInstance, options: EnquiryRouteOptions) {
  api.post(
    routeInApi(endpoints.enquiries),
    {
      preParsing: writeGuards(options.verifyCsrf),
      config: rateLimit(enquiryRateLimit(options.rateLimitPerMinute)),
    },
    async (request, reply) => {
      const key = idempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const result = validate(enquiryBodySchema, request.body);
      const errors = result.success
        ? eventProblems(result.data.language, result.data.events)
        : result.errors;
      if (errors || !result.success) {
        const fields: Record<string, string> = {};
        for (const [key, code] of Object.entries(errors ?? {})) {
          const field: EnquiryField | undefined = formFieldOf(key);
          fields[key] = field
            ? errorMessage(enquiryText.en, field, code)
            : code === "required"
              ? "is required"
              : "is not valid here";
        }
        throw invalidBody(fields);
      }
      const { id, replayed } = await options.intake(result.data, "api", key);
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.code(201).send({ id });
    },
  );
}
