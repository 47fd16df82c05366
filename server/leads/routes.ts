/**
 * The leads inbox's API under /api/admin/leads: the list (filters, search, keyset cursor),
 * exports, new leads as server-sent events, a lead's page, state changes, notes and
 * "send again". Owners and staff work leads alike.
 */
import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  addLeadNote,
  changeLeadState,
  decodeCursor,
  getLead,
  LEAD_CATEGORIES,
  LEAD_STATES,
  listLeads,
  requeueFailedMail,
  orRefuse,
  type LeadFilter,
} from "./store/index.ts";
import { apiHeaders, apiHeadersHttps } from "../http/security-headers.ts";
import type { LeadLiveUpdates } from "./live-updates.ts";
import { leadEventChoices } from "./catalogue.ts";
import { leadsCsv, leadsJson } from "./export-files.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { DomainError } from "../domain-error.ts";
import { parseInput } from "../http/guards.ts";

const team = { roles: ["owner", "staff"] as const };

const day = z
  .string()
  .regex(/^\d{4}-\d\d-\d\d$/, "Use a date like 2026-11-24.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "This date does not exist.");

/** `state=new,contacted` or repeated `state=new&state=contacted`. */
const states = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(",")).filter(Boolean),
  )
  .pipe(z.array(z.enum(LEAD_STATES)).max(LEAD_STATES.length));

export const leadFilterQuery = z
  .object({
    state: states.optional(),
    event: z
      .string()
      .max(100)
      .refine(
        (value) => value === "other" || leadEventChoices().some((event) => event.id === value),
        "Unknown event.",
      )
      .optional(),
    category: z.enum(LEAD_CATEGORIES).optional(),
    from: day.optional(),
    to: day.optional(),
    q: z.string().max(200).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The end date is before the start date.",
    path: ["to"],
  });

const listQuery = z.intersection(
  leadFilterQuery,
  z.object({
    after: z
      .string()
      .max(200)
      .refine((value) => decodeCursor(value) !== undefined, "Not a cursor of this list.")
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
);

const exportQuery = z.intersection(
  leadFilterQuery,
  z.object({ lang: z.enum(["de", "en"]).default("de") }),
);

const idParams = z.object({ id: z.uuid("Not a lead id.") });
const mailParams = z.object({ id: z.uuid("Not a lead id."), mailId: z.uuid("Not a mail id.") });
const stateBody = z.object({ state: z.enum(LEAD_STATES) }).strict();
const noteBody = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, "Please write the note.")
      .max(5000, "A note has at most 5,000 characters."),
  })
  .strict();

export function toFilter(query: z.output<typeof leadFilterQuery>): LeadFilter {
  return {
    states: query.state,
    event: query.event,
    category: query.category,
    from: query.from,
    to: query.to,
    q: query.q,
  };
}

export interface LeadsRoutesOptions extends AdminFeatureOptions {
  liveUpdates: LeadLiveUpdates;
  /** Wakes the mail worker after "send again" (otherwise it sends at its next poll). */
  wakeMailer?: () => void;
}

export async function leadsAdminRoutes(app: FastifyInstance, options: LeadsRoutesOptions) {
  const { database, audit, now, liveUpdates } = options;
  const actorOf = (request: { admin: { userId: string; name: string } }) => ({
    id: request.admin.userId,
    name: request.admin.name,
  });

  /** What the inbox's filters offer. */
  app.get("/leads/options", { config: team }, async () => ({
    states: LEAD_STATES,
    categories: LEAD_CATEGORIES,
    events: leadEventChoices().map((event) => ({
      id: event.id,
      category: event.category,
      title: event.title,
    })),
  }));

  app.get("/leads", { config: team }, async (request) => {
    const query = parseInput(listQuery, request.query);
    return database.run((db) =>
      listLeads(db, toFilter(query), {
        limit: query.limit,
        after: query.after ? decodeCursor(query.after) : undefined,
      }),
    );
  });

  for (const format of ["csv", "json"] as const) {
    app.get(`/leads/export.${format}`, { config: team }, async (request, reply) => {
      const query = parseInput(exportQuery, request.query);
      const filter = toFilter(query);
      // The export itself is recorded (which filter, by whom), never its contents.
      const db = await database.run(async (handle) => {
        await audit.record(handle, {
          action: "leads_exported",
          actorId: request.admin.userId,
          detail: {
            format,
            filter: { ...filter, q: filter.q ? "(search)" : undefined },
          },
        });
        return handle;
      });
      const stamp = now().toISOString().slice(0, 10);
      reply
        .header("content-disposition", `attachment; filename="leads-${stamp}.${format}"`)
        .type(format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8");
      return reply.send(
        format === "csv" ? leadsCsv(db, filter, query.lang) : leadsJson(db, filter),
      );
    });
  }

  /** New leads as server-sent events: `event: lead` with `{ id, createdAt }`. */
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
    const unsubscribe = liveUpdates.subscribe((update) => {
      res.write(`event: lead\ndata: ${JSON.stringify(update)}\n\n`);
    });
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

  app.get("/leads/:id", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const lead = await database.run((db) => getLead(db, id));
    if (!lead) throw new DomainError("not_found", "not_found", "There is no such lead (any more).");
    return lead;
  });

  app.post("/leads/:id/state", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { state } = parseInput(stateBody, request.body);
    const result = await database.run((db) =>
      changeLeadState(db, audit, { id, to: state, actor: actorOf(request), now: now() }),
    );
    return orRefuse(result, "The lead is already in this state.");
  });

  app.post("/leads/:id/notes", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { body } = parseInput(noteBody, request.body);
    const result = await database.run((db) =>
      addLeadNote(db, audit, { id, body, actor: actorOf(request), now: now() }),
    );
    return reply.code(201).send(orRefuse(result, ""));
  });

  app.post("/leads/:id/mails/:mailId/resend", { config: team }, async (request) => {
    const { id, mailId } = parseInput(mailParams, request.params);
    const result = await database.run((db) =>
      requeueFailedMail(db, audit, { id, mailId, actor: actorOf(request), now: now() }),
    );
    const mail = orRefuse(result, "Only a mail that failed can be sent again.");
    options.wakeMailer?.();
    return mail;
  });
}
