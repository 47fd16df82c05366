/**
 * Which requests a shortcut answers and which go on to Fastify, over real HTTP: the server
 * from `serverFactory` with a stand-in for Fastify's handler that answers "routed".
 */
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { trustFunction } from "./proxy.ts";
import { Shortcuts, type Shortcut } from "./token-shortcut.ts";

const fastifyDefaults = {
  keepAliveTimeout: 72_000,
  requestTimeout: 0,
  connectionTimeout: 0,
  maxRequestsPerSocket: 0,
};

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function start(shortcut: Shortcut, trust = trustFunction(false)) {
  const shortcuts = new Shortcuts(trust);
  shortcuts.add("/api/fast", shortcut);
  const factory = shortcuts.serverFactory as unknown as (
    handler: http.RequestListener,
    options: typeof fastifyDefaults,
  ) => Server;
  server = factory((_request, response) => response.end("routed"), fastifyDefaults);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const ask = (path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, init).then((r) => r.text());
  return { shortcuts, ask, server };
}

const answerFast: Shortcut = (_request, response, client) => {
  response.end(`fast ${client.ip} ${client.https ? "https" : "http"}`);
  return true;
};

describe("Shortcuts", () => {
  it("answers GET of exactly its URL and leaves everything else to Fastify", async () => {
    const { ask } = await start(answerFast);
    expect(await ask("/api/fast")).toBe("fast 127.0.0.1 http");
    for (const [path, init] of [
      ["/api/fast?x=1", {}],
      ["/api/fast/", {}],
      ["/API/fast", {}],
      ["/api//fast", {}],
      ["/api/%66ast", {}],
      ["/api/other", {}],
      ["/api/fast", { method: "HEAD" }],
      ["/api/fast", { method: "POST", body: "{}" }],
      ["/api/fast", { method: "OPTIONS" }],
    ] as const) {
      expect(await ask(path, init), `${init.method ?? "GET"} ${path}`).toBe(
        init.method === "HEAD" ? "" : "routed",
      );
    }
  });

  it("leaves a GET with a body to Fastify", async () => {
    const { server } = await start(answerFast);
    const { port } = server.address() as AddressInfo;
    const send = (headers: http.OutgoingHttpHeaders, chunks: string[]) =>
      new Promise<string>((resolve, reject) => {
        const request = http.request(
          { port, host: "127.0.0.1", path: "/api/fast", method: "GET", headers },
          (response) => {
            let text = "";
            response.on("data", (chunk: Buffer) => (text += chunk.toString()));
            response.on("end", () => resolve(text));
          },
        );
        request.on("error", reject);
        for (const chunk of chunks) request.write(chunk);
        request.end();
      });
    expect(await send({ "content-length": 6 }, ["a body"])).toBe("routed");
    expect(await send({ "transfer-encoding": "chunked" }, ["a ", "body"])).toBe("routed");
    expect(await send({}, [])).toBe("fast 127.0.0.1 http");
  });

  it("leaves a request to Fastify when the shortcut declines or throws before writing", async () => {
    let mode: "decline" | "throw" = "decline";
    const { ask } = await start(() => {
      if (mode === "throw") throw new Error("broken");
      return false;
    });
    expect(await ask("/api/fast")).toBe("routed");
    mode = "throw";
    expect(await ask("/api/fast")).toBe("routed");
    // The server is still up.
    expect(await ask("/api/other")).toBe("routed");
  });

  it("gives every request to Fastify once closing", async () => {
    const { ask, shortcuts } = await start(answerFast);
    shortcuts.close();
    expect(await ask("/api/fast")).toBe("routed");
  });

  it("hands the shortcut the client by TRUST_PROXY", async () => {
    const { ask } = await start(answerFast, trustFunction(true));
    const headers = { "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https" };
    expect(await ask("/api/fast", { headers })).toBe("fast 203.0.113.9 https");
  });

  it("sets up the server as Fastify would", async () => {
    const { server } = await start(answerFast);
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.requestTimeout).toBe(0);
  });
});
