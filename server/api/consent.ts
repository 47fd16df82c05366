/**
 * POST /api/gdpr/consent (docs/product.md#api): records a visitor's cookie choice and answers its
 * `consentId` only after the record is committed. Decision 0010 says what is kept.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  BANNER_VERSION,
  CONSENT_LANGUAGE_HEADER,
  PRIVACY_POLICY_VERSION,
  USER_IDENTIFIER_MAX_LENGTH,
  USER_IDENTIFIER_PATTERN,
} from "../../app/components/consent/consent-constants.ts";
import { ConsentStore } from "../db/consents.ts";
import type { DatabaseService } from "../db/service.ts";
import type { CsrfVerifier } from "./csrf-token.ts";
import { ApiError } from "./errors.ts";
import { parseBody, writeGuards } from "./guards.ts";
import { rateLimit } from "./rate-limit.ts";

/** Exactly the body the banner sends; anything else is refused, field by field. */
export const consentBodySchema = z.strictObject({
  consentType: z.literal("cookies"),
  preferences: z.strictObject({
    necessary: z.literal(true, { error: "necessary cookies cannot be refused" }),
    analytics: z.boolean(),
    marketing: z.boolean(),
  }),
  userIdentifier: z
    .string()
    .max(USER_IDENTIFIER_MAX_LENGTH)
    .regex(USER_IDENTIFIER_PATTERN, { error: "must look like user_<milliseconds>_<random>" }),
});

export interface ConsentRouteOptions {
  database: DatabaseService;
  verifyCsrf: CsrfVerifier;
  now: () => Date;
  rateLimitPerMinute: number | null;
}

/** The page's language from the Content-Language header; the site's default without one. */
function pageLanguage(header: string | string[] | undefined): "de" | "en" {
  if (header === undefined) return "de";
  if (header === "de" || header === "en") return header;
  throw new ApiError(400, "invalid_header", "Content-Language must be de or en.", {
    "Content-Language": "must be de or en",
  });
}

export function registerConsentRoute(api: FastifyInstance, options: ConsentRouteOptions) {
  const consents = new ConsentStore(options.database);
  api.post(
    "/gdpr/consent",
    {
      preParsing: writeGuards(options.verifyCsrf),
      config: rateLimit(options.rateLimitPerMinute),
    },
    async (request) => {
      const body = parseBody(consentBodySchema, request.body);
      const language = pageLanguage(request.headers[CONSENT_LANGUAGE_HEADER]);
      const consentId = await consents.insert(
        {
          consentType: body.consentType,
          preferences: body.preferences,
          userIdentifier: body.userIdentifier,
          bannerVersion: BANNER_VERSION,
          policyVersion: PRIVACY_POLICY_VERSION,
          language,
        },
        options.now(),
      );
      return { consentId };
    },
  );
}
