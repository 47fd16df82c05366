/**
 * POST /api/gdpr/consent (docs/product.md#api): records a visitor's cookie choice and answers its
 * `consentId` only after the record is committed. Decision 0010 says what is kept.
 */
import type { FastifyInstance } from "fastify";
import { defaultLocale, isLocale, locales, type Locale } from "#app/i18n/locales.ts";
import { endpoints, routeInApi } from "#app/shared/api.ts";
import { z } from "zod";
import {
  BANNER_VERSION,
  CONSENT_LANGUAGE_HEADER,
  PRIVACY_POLICY_VERSION,
  USER_IDENTIFIER_MAX_LENGTH,
  USER_IDENTIFIER_PATTERN,
} from "#app/shared/consent.ts";
import { ConsentStore } from "./store.ts";
import type { DatabaseService } from "../database/service.ts";
import type { CsrfVerifier } from "../http/csrf-token.ts";
import { parseBody, writeGuards } from "../http/guards.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { DomainError } from "../domain-error.ts";

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
function pageLanguage(header: string | string[] | undefined): Locale {
  if (header === undefined) return defaultLocale;
  if (isLocale(header)) return header;
  const expected = `must be ${locales.join(" or ")}`;
  throw new DomainError("invalid", "invalid_header", `Content-Language ${expected}.`, {
    fields: {
      "Content-Language": expected,
    },
  });
}

export function registerConsentRoute(api: FastifyInstance, options: ConsentRouteOptions) {
  const consents = new ConsentStore(options.database);
  api.post(
    routeInApi(endpoints.consent),
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
