/**
 * New leads and offers answered online as server-sent events under /api/admin/leads/stream
 * (decision 0066), for open inboxes and lead pages; open streams end when the server closes.
 * Owners and staff alike.
 */
import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { apiHeaders, apiHeadersHttps } from "../http/security-headers.ts";
import type { LeadLiveUpdates } from "./live-updates.ts";

const team = { roles: ["owner", "staff"] as const };

interface LeadStreamOptions extends AdminFeatureOptions {
  liveUpdates: LeadLiveUpdates;
}

export async function leadStreamRoutes(app: FastifyInstance, options: LeadStreamOptions) {
  const { liveUpdates } = options;

  /**
   * New leads as server-sent events: `event: lead` with `{ id, createdAt }`; offers answered
   * online: `event: offer` with `{ offerId, leadId, ownerId, customer, number, answer,
   * grossCents, at }`.
   */
  const streams = new Set<() => void>();
  app.get("/leads/stream", { config: team }, (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    const headers: OutgoingHttpHeaders = {
      ...(request.protocol === "https" ? apiHeadersHttps : apiHeaders),
    };
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = value;
    }
    res.writeHead(200, {
      ...headers,
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
    });
    res.write("retry: 2000\n\n");
    const unsubscribeLeads = liveUpdates.subscribe((update) => {
      res.write(`event: lead\ndata: ${JSON.stringify(update)}\n\n`);
    });
    // A mail taken from the mailbox onto a lead: `event: mail` with `{ leadId }`.
    const unsubscribeMail = liveUpdates.subscribeMail((leadId) => {
      res.write(`event: mail\ndata: ${JSON.stringify({ leadId })}\n\n`);
    });
    // An offer answered online: `event: offer` with OfferAnsweredUpdate (live-updates.ts).
    const unsubscribeOffers = liveUpdates.subscribeOffers((update) => {
      res.write(`event: offer\ndata: ${JSON.stringify(update)}\n\n`);
    });
    const unsubscribe = () => {
      unsubscribeLeads();
      unsubscribeOffers();
      unsubscribeMail();
    };
    // A comment now and then keeps proxies from closing a quiet stream.
    const ping = setInterval(() => res.write(": ping\n\n"), 25_000);
    ping.unref();
    const end = () => {
      clearInterval(ping);
      unsubscribe();
      streams.delete(end);
      if (!res.writableEnded) res.end();
    };
    streams.add(end);
    request.raw.once("close", end);
  });
  // Open streams would keep the server from closing.
  app.addHook("onClose", async () => {
    for (const end of [...streams]) end();
    liveUpdates.stop();
  });
}
