/**
 * `clientOf` must name the same client address and scheme as Fastify's `request.ip` and
 * `request.protocol`: the rate limiter's key, the `__Host-` cookie and HSTS of the token
 * answered before routing depend on it. Generated forwarding headers from generated peers,
 * under every kind of TRUST_PROXY, against Fastify itself (given our trust function, and for
 * `true` and address lists also given the raw setting, which Fastify interprets itself).
 */
import fc from "fast-check";
import Fastify, { type FastifyServerOptions } from "fastify";
import { describe, expect, it } from "vitest";
import type { ServerConfig } from "../env.ts";
import { clientOf, trustFunction } from "./proxy.ts";

const address = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.constantFrom("127.0.0.1", "10.1.2.3", "::1", "::ffff:10.0.0.7", "fe80::1"),
  fc.constantFrom("", "unknown", " 10.0.0.1 ", "1.2.3.4:80", "[::1]"),
);
const forwardedFor = fc.option(
  fc.array(address, { minLength: 1, maxLength: 4 }).map((list) => list.join(", ")),
);
const forwardedProto = fc.option(
  fc.constantFrom("https", "http", "HTTPS", " https ", "http, https", "https,http", "", "wss"),
);
const peer = fc.constantFrom("127.0.0.1", "10.0.0.7", "192.0.2.1", "::1", "2001:db8::1");

const settings: ServerConfig["trustProxy"][] = [
  false,
  true,
  1,
  2,
  "127.0.0.1",
  "10.0.0.0/8, ::1",
  "192.0.2.1,127.0.0.1,10.0.0.0/8",
];

/** Answers what Fastify and `clientOf` (with `setting` as TRUST_PROXY) make of a request. */
async function echoServer(
  trustProxy: FastifyServerOptions["trustProxy"],
  setting: ServerConfig["trustProxy"],
) {
  const app = Fastify({ trustProxy });
  const trust = trustFunction(setting);
  app.get("/", (request) => ({
    fastify: { ip: request.ip, https: request.protocol === "https" },
    ours: clientOf(request.raw, trust),
  }));
  await app.ready();
  return app;
}

describe("clientOf", () => {
  it.each(settings)(
    "agrees with Fastify's request.ip and protocol, TRUST_PROXY=%s",
    async (setting) => {
      const apps = [await echoServer(trustFunction(setting), setting)];
      if (setting === true || typeof setting === "string")
        apps.push(await echoServer(setting, setting));
      try {
        await fc.assert(
          fc.asyncProperty(peer, forwardedFor, forwardedProto, async (remoteAddress, xff, xfp) => {
            const headers: Record<string, string> = {};
            if (xff !== null) headers["x-forwarded-for"] = xff;
            if (xfp !== null) headers["x-forwarded-proto"] = xfp;
            for (const app of apps) {
              const answer = (await app.inject({ url: "/", remoteAddress, headers })).json<{
                fastify: unknown;
                ours: unknown;
              }>();
              expect(answer.ours).toEqual(answer.fastify);
            }
          }),
          { numRuns: 300 },
        );
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    },
  );

  it("reads forwarding headers only as far as TRUST_PROXY allows", async () => {
    const app = await echoServer(trustFunction(1), 1);
    const ask = async (remoteAddress: string, headers: Record<string, string>) =>
      (await app.inject({ url: "/", remoteAddress, headers })).json<{ ours: unknown }>().ours;
    // One trusted hop: the address the nearest proxy saw, its scheme.
    expect(
      await ask("10.0.0.7", {
        "x-forwarded-for": "198.51.100.1, 203.0.113.9",
        "x-forwarded-proto": "http, https",
      }),
    ).toEqual({ ip: "203.0.113.9", https: true });
    await app.close();
    const untrusting = await echoServer(trustFunction(false), false);
    const answer = await untrusting.inject({
      url: "/",
      remoteAddress: "10.0.0.7",
      headers: { "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https" },
    });
    expect(answer.json<{ ours: unknown }>().ours).toEqual({ ip: "10.0.0.7", https: false });
    await untrusting.close();
  });
});
