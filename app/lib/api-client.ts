/**
 * The one client module every API request goes through: the old site's data-fetch rule
 * (docs/product.md#api) on TanStack Query. Query keys are joined with "/" into the path; GET with
 * credentials; JSON on success; a non-OK answer raises `Error("{status}: {body or status text}")`;
 * a 401 can be turned into `null` per query (default: raise). Queries are never stale, never
 * refetched on their own and never retried. Loaded lazily, with the features that use it.
 */
import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/** Raises the client's error for a non-OK answer: "403: {"error":"csrf_missing",...}". */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** A write (or any non-GET request): JSON body, cookies included, non-OK raises. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  init: { headers?: Record<string, string>; keepalive?: boolean } = {},
): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(data === undefined ? {} : { "Content-Type": "application/json" }),
      ...init.headers,
    },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
    ...(init.keepalive ? { keepalive: true } : {}),
  });
  await throwIfResNotOk(response);
  return response;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The generic query function: GET of the joined key, JSON result. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (options.on401 === "returnNull" && response.status === 401) return null;
    await throwIfResNotOk(response);
    return (await response.json()) as T;
  };
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

/** Tokens live 2 hours on the server; a cached one is reused for at most one. */
const CSRF_TOKEN_REUSE_MS = 60 * 60 * 1000;

/** A CSRF token for the next write (GET /api/csrf-token also sets its cookie). */
export async function getCsrfToken(): Promise<string> {
  const { csrfToken } = await queryClient.fetchQuery<{ csrfToken: string }>({
    queryKey: ["/api/csrf-token"],
    staleTime: CSRF_TOKEN_REUSE_MS,
  });
  return csrfToken;
}
