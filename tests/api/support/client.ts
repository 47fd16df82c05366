/**
 * The API client side of the tests and benchmarks, free of Vitest so that the benchmarks
 * can use it too: the token a test server signs with, and a client that behaves like the
 * banner (token first, then the write).
 */

export const TEST_CSRF_SECRET = "test-secret-test-secret-test-secret-0123";

export interface Session {
  cookie: string;
  token: string;
}

/** GET /api/csrf-token as a browser would: keeps the cookie with the token. */
export async function getSession(baseUrl: string, cookie?: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/csrf-token`, {
    headers: cookie ? { cookie } : {},
  });
  if (!response.ok) throw new Error(`csrf-token answered ${response.status}`);
  const setCookie = response.headers.get("set-cookie");
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie: setCookie ? setCookie.split(";")[0]! : cookie!, token: csrfToken };
}

export function validConsentBody(overrides: Record<string, unknown> = {}) {
  return {
    consentType: "cookies",
    preferences: { necessary: true, analytics: false, marketing: false },
    userIdentifier: `user_${Date.now()}_k3j9x2m4q`,
    ...overrides,
  };
}

export function postJson(
  url: string,
  session: Session | undefined,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(session ? { cookie: session.cookie, "x-csrf-token": session.token } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
