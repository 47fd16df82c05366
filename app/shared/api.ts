/**
 * The JSON API's contract between the browser and the server: where each endpoint is, the
 * headers a write carries, and the shapes of the answers. The request bodies are checked
 * by schemas: the enquiry's in ./enquiry/schema.ts (shared), the consent's and the vitals'
 * on the server (server/api/), which the browser code that sends them follows.
 */

/** Every endpoint sits under this prefix (the server mounts the API there). */
export const API_PREFIX = "/api";

export const endpoints = {
  /** GET: a CSRF token for the next write, and its cookie. */
  csrfToken: "/api/csrf-token",
  /** POST: a cookie choice; answers `ConsentAnswer`. */
  consent: "/api/gdpr/consent",
  /** POST: an enquiry; answers `EnquiryAnswer`. */
  enquiries: "/api/enquiries",
  /** POST: Web Vitals figures of a page, with analytics consent only. */
  vitals: "/api/vitals",
} as const;

/** An endpoint's path inside the API scope: "/api/gdpr/consent" -> "/gdpr/consent". */
export function routeInApi(endpoint: string): string {
  return endpoint.slice(API_PREFIX.length);
}

/** Every write carries the token from `endpoints.csrfToken` in this header. */
export const CSRF_TOKEN_HEADER = "X-CSRF-Token";
/** An enquiry carries a key of its own: the same key again is the same enquiry. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

export interface CsrfTokenAnswer {
  csrfToken: string;
}
export interface ConsentAnswer {
  consentId: string;
}
export interface EnquiryAnswer {
  id: string;
}

/**
 * Every API error: `{ error: <code>, message: <what is wrong> }` plus, for invalid bodies,
 * the offending fields. A non-OK answer reaches browser code as the API client's error
 * `"{status}: {body}"` (app/lib/api-client.ts).
 */
export interface ApiErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
}
