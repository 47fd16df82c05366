/**
 * Sends a validated enquiry: CSRF token, then POST /api/enquiries with the idempotency key, through
 * the one API client (docs/product.md#api). The client and TanStack Query are imported only here,
 * at the first send, so no page loads them for the form up front. A token the server refuses
 * (expired, secret rotated) is fetched anew once.
 */
import type { EnquiryAnswer } from "#app/shared/api.ts";
import type { EnquiryRequest } from "#app/shared/enquiry/schema.ts";

export type SendOutcome =
  | { ok: true; id: string }
  | { ok: false; reason: "network" | "server" | "rateLimited" | "invalid" };

/** A random key for one submission (works on plain HTTP, unlike crypto.randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** "{status}: {body}" is the API client's error text (docs/product.md#api). */
function statusOf(error: unknown): number | undefined {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

export async function sendEnquiry(body: EnquiryRequest, key: string): Promise<SendOutcome> {
  const {
    apiRequest,
    getCsrfToken,
    queryClient,
    endpoints,
    CSRF_TOKEN_HEADER,
    IDEMPOTENCY_KEY_HEADER,
  } = await import("./api-client");
  const post = async () =>
    apiRequest("POST", endpoints.enquiries, body, {
      headers: { [CSRF_TOKEN_HEADER]: await getCsrfToken(), [IDEMPOTENCY_KEY_HEADER]: key },
    });
  try {
    let response: Response;
    try {
      response = await post();
    } catch (error) {
      if (statusOf(error) !== 403) throw error;
      queryClient.removeQueries({ queryKey: [endpoints.csrfToken] });
      response = await post();
    }
    const { id } = (await response.json()) as EnquiryAnswer;
    return { ok: true, id };
  } catch (error) {
    const status = statusOf(error);
    if (status === undefined) return { ok: false, reason: "network" };
    if (status === 429) return { ok: false, reason: "rateLimited" };
    if (status === 400 || status === 413) return { ok: false, reason: "invalid" };
    return { ok: false, reason: "server" };
  }
}
