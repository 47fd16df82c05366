/**
 * The API client's data-fetch rule (docs/product.md#api), against a real local HTTP server: key
 * parts joined into the path, JSON on success, "{status}: {body or status text}" on failure,
 * optional null for 401, and a cache that never goes stale, refetches or retries.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiRequest, getQueryFn, queryClient } from "./api-client";

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

const routes: Record<string, (request: IncomingMessage) => [number, string, string?]> = {
  "/api/things": () => [200, '{"things":[1,2]}'],
  "/api/broken": () => [500, '{"error":"internal_error"}'],
  "/api/empty-error": () => [503, ""],
  "/api/private": () => [401, '{"error":"unauthorized"}'],
  "/api/echo": () => [201, '{"ok":true}'],
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      seen.push({
        method: request.method ?? "",
        url: request.url ?? "",
        contentType: request.headers["content-type"],
        body,
      });
      const [status, text] = routes[request.url ?? ""]?.(request) ?? [404, ""];
      response.writeHead(status, { "content-type": "application/json" }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
  queryClient.clear();
});

const run = <T>(queryKey: string[], on401: "returnNull" | "throw" = "throw") =>
  getQueryFn<T>({ on401 })({
    queryKey,
    meta: undefined,
    signal: new AbortController().signal,
    client: queryClient,
  } as never);

describe("getQueryFn", () => {
  it("joins the key parts with slashes into the path and reads JSON", async () => {
    expect(await run([`${base}/api`, "things"])).toEqual({ things: [1, 2] });
    expect(seen).toMatchObject([{ method: "GET", url: "/api/things" }]);
  });

  it("raises '{status}: {body}' for a non-OK answer", async () => {
    await expect(run([`${base}/api/broken`])).rejects.toThrow('500: {"error":"internal_error"}');
  });

  it("uses the status text when the body is empty", async () => {
    await expect(run([`${base}/api/empty-error`])).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it("raises for 401 by default and yields null when asked to", async () => {
    await expect(run([`${base}/api/private`])).rejects.toThrow(/^401: /);
    expect(await run([`${base}/api/private`], "returnNull")).toBeNull();
  });
});

describe("apiRequest", () => {
  it("sends JSON with its content type and returns the response", async () => {
    const response = await apiRequest(
      "POST",
      `${base}/api/echo`,
      { a: 1 },
      { headers: { "X-Test": "1" } },
    );
    expect(response.status).toBe(201);
    expect(seen).toMatchObject([
      { method: "POST", url: "/api/echo", contentType: "application/json", body: '{"a":1}' },
    ]);
  });

  it("raises the same error text for a non-OK answer", async () => {
    await expect(apiRequest("POST", `${base}/api/broken`, {})).rejects.toThrow(/^500: /);
  });
});

describe("queryClient", () => {
  it("never goes stale, never refetches on its own and never retries", async () => {
    const defaults = queryClient.getDefaultOptions().queries!;
    expect(defaults).toMatchObject({
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    });
    await queryClient.fetchQuery({ queryKey: [`${base}/api`, "things"] });
    await queryClient.fetchQuery({ queryKey: [`${base}/api`, "things"] });
    expect(seen).toHaveLength(1); // the second came from the cache

    await expect(queryClient.fetchQuery({ queryKey: [`${base}/api/broken`] })).rejects.toThrow(
      /^500: /,
    );
    expect(seen).toHaveLength(2); // one attempt, no retry
  });
});
