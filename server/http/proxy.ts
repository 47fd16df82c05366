/**
 * Whose X-Forwarded-* headers we believe (TRUST_PROXY), and what that makes a request's
 * client address and scheme. Fastify gets the same trust function, so `request.ip` and
 * `request.protocol` follow these rules; `clientOf` applies them to a raw request for the
 * answer served before Fastify routes it (server/http/token-shortcut.ts, decision 0041). Both read
 * the headers with @fastify/proxy-addr, as Fastify does; server/http/proxy.test.ts holds
 * `clientOf` to Fastify's own answers.
 */
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyRequest } from "fastify";
import type { ServerConfig } from "../env.ts";

/** Whether the proxy at `address`, `hop` steps from the server, is believed. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as a function, or false to read no X-Forwarded-* header: `true` trusts
 * every proxy, a hop count the nearest n, a list of addresses and subnets those (compiled
 * as Fastify compiles a string).
 */
export function trustFunction(value: ServerConfig["trustProxy"]): TrustFunction | false {
  if (value === false) return false;
  if (value === true) return () => true;
  if (typeof value === "number") return (_address, hop) => hop < value;
  return proxyAddr.compile(value.split(",").map((part) => part.trim()));
}

export interface Client {
  /** The client's address: Fastify's `request.ip`. */
  ip: string | undefined;
  /** Whether it reached us over HTTPS: Fastify's `request.protocol === "https"`. */
  https: boolean;
}

const lastEntry = (value: string) => value.slice(value.lastIndexOf(",") + 1).trim();

/** A raw request's client, by Fastify's rules for `request.ip` and `request.protocol`. */
export function clientOf(request: IncomingMessage, trust: TrustFunction | false): Client {
  const socket = request.socket as Partial<TLSSocket>;
  const encrypted = socket.encrypted === true;
  if (!trust) return { ip: socket.remoteAddress, https: encrypted };
  const addresses = proxyAddr.all(request, trust);
  const proto = request.headers["x-forwarded-proto"];
  const viaProxy = typeof proto === "string" && proto !== "" && trust(socket.remoteAddress!, 0);
  return {
    ip: addresses[addresses.length - 1],
    https: viaProxy ? lastEntry(proto) === "https" : encrypted,
  };
}

/** Whether the request came over HTTPS, by the same trust rules (Fastify's `request.protocol`). */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === "https";
}
