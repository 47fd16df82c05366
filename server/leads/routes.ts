/**
 * The leads inbox's API under /api/admin: the list (work views, filters, search, three
 * orders with keyset cursors) and its counts, exports, new leads as server-sent events, the
 * team, a lead's page with its timeline, and the work on a lead: owner, next step, state
 * (with the lost reason), calls, customers' answers, notes and "send again". Owners and
 * staff work leads alike. A lead merged into another is shown but not changed (409).
 */
import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  addCustomerReply,
  addLeadNote,
  assignOwner,
  CALL_OUTCOMES,
  changeLeadState,
  completeNextStep,
  countLeads,
  decodeCursor,
  getLead,
  LEAD_CATEGORIES,
  LEAD_SORTS,
  LEAD_STATES,
  LEAD_VIEWS,
  listLeads,
  listTeam,
  logCall,
  LOST_REASONS,
  requeueFailedMail,
  orRefuse,
  setNextStep,
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
    view: z.enum(LEAD_VIEWS, "Use mine, overdue, today, no_step or all.").optional(),
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
    sort: z.enum(LEAD_SORTS, "Use received, next_step or value.").default("received"),
  }),
);

const exportQuery = z.intersection(
  leadFilterQuery,
  z.object({ lang: z.enum(["de", "en"]).default("de") }),
);

const idParams = z.object({ id: z.uuid("Not a lead id.") });
const mailParams = z.object({ id: z.uuid("Not a lead id."), mailId: z.uuid("Not a mail id.") });
const stateBody = z
  .object({
    state: z.enum(LEAD_STATES, "This is not a state of a lead."),
    // Required exactly for 'lost' ('other' with its words): changeLeadState names the field.
    lostReason: z.enum(LOST_REASONS, "This is not one of the lost reasons.").optional(),
    lostReasonText: z
      .string("Say in words why the lead was lost.")
      .trim()
      .max(500, "A lost reason has at most 500 characters.")
      .optional(),
  })
  .strict();
const ownerBody = z
  .object({
    ownerId: z
      .string("Choose a member of the team, or nobody (null).")
      .min(1, "Choose a member of the team, or nobody (null).")
      .max(100, "This person is not in the team.")
      .nullable(),
  })
  .strict();

/** A real calendar day between 2000 and 2100 (2026-02-30 is not one). */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2100 &&
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day
  );
}

const nextStepBody = z
  .object({
    date: z
      .string("Use a date like 2026-11-24.")
      .regex(/^\d{4}-\d\d-\d\d$/, "Use a date like 2026-11-24.")
      .refine(isCalendarDay, "This date does not exist."),
    time: z
      .string("Use a time like 09:30, or none (null).")
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 09:30, or none (null).")
      .nullable()
      .default(null),
    text: z
      .string("Please say what the next step is.")
      .trim()
      .min(1, "Please say what the next step is.")
      .max(200, "A next step has at most 200 characters."),
  })
  .strict();
const callBody = z
  .object({
    outcome: z.enum(CALL_OUTCOMES, "Use reached, not_reached or call_back."),
    note: z
      .string("Write the call's note as text.")
      .trim()
      .max(5000, "A note has at most 5,000 characters.")
      .nullable()
      .optional()
      .transform((note) => note || null),
  })
  .strict();
const customerReplyBody = z
  .object({
    body: z
      .string("Paste the customer's answer.")
      .trim()
      .min(1, "Paste the customer's answer.")
      .max(10_000, "An answer has at most 10,000 characters."),
  })
  .strict();
const noteBody = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, "Please write the note.")
      .max(5000, "A note has at most 5,000 characters."),
  })
  .strict();

/** The query's filter, with whose `mine` it is and the moment `overdue` is measured at. */
export function toFilter(
  query: z.output<typeof leadFilterQuery>,
  viewer: { me: string; now: Date },
): LeadFilter {
  return {
    states: query.state,
    event: query.event,
    category: query.category,
    from: query.from,
    to: query.to,
    q: query.q,
    view: query.view,
    me: viewer.me,
    now: viewer.now,
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

  const viewerOf = (request: { admin: { userId: string } }) => ({
    me: request.admin.userId,
    now: now(),
  });

  app.get("/leads", { config: team }, async (request) => {
    const query = parseInput(listQuery, request.query);
    return database.run((db) =>
      listLeads(db, toFilter(query, viewerOf(request)), {
        limit: query.limit,
        after: query.after ? decodeCursor(query.after) : undefined,
        sort: query.sort,
      }),
    );
  });

  /** The numbers beside the work lists (navigation, overview, the tab's title). */
  app.get("/leads/counts", { config: team }, async (request) =>
    database.run((db) => countLeads(db, request.admin.userId, now())),
  );

  /** Who a lead can be given to. */
  app.get("/team", { config: team }, async () => database.run((db) => listTeam(db)));

  for (const format of ["csv", "json"] as const) {
    app.get(`/leads/export.${format}`, { config: team }, async (request, reply) => {
      const query = parseInput(exportQuery, request.query);
      const filter = toFilter(query, viewerOf(request));
      // The export itself is recorded (which filter, by whom), never its contents.
      const db = await database.run(async (handle) => {
        await audit.record(handle, {
          action: "leads_exported",
          actorId: request.admin.userId,
          detail: {
            format,
            filter: {
              ...filter,
              q: filter.q ? "(search)" : undefined,
              me: undefined,
              now: undefined,
            },
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

  /**
   * New leads as server-sent events: `event: lead` with `{ id, createdAt }`; offers answered
   * online: `event: offer` with `{ offerId, leadId, number, answer, grossCents, at }`.
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
    // An offer answered online: `event: offer` with OfferAnsweredUpdate (live-updates.ts).
    const unsubscribeOffers = liveUpdates.subscribeOffers((update) => {
      res.write(`event: offer\ndata: ${JSON.stringify(update)}\n\n`);
    });
    const unsubscribe = () => {
      unsubscribeLeads();
      unsubscribeOffers();
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

  app.get("/leads/:id", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const lead = await database.run((db) => getLead(db, id, now()));
    if (!lead) throw new DomainError("not_found", "not_found", "There is no such lead (any more).");
    return lead;
  });

  app.post("/leads/:id/state", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { state, lostReason, lostReasonText } = parseInput(stateBody, request.body);
    const result = await database.run((db) =>
      changeLeadState(db, audit, {
        id,
        to: state,
        lostReason,
        lostReasonText,
        actor: actorOf(request),
        now: now(),
      }),
    );
    return orRefuse(result, "The lead is already in this state.");
  });

  app.put("/leads/:id/owner", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { ownerId } = parseInput(ownerBody, request.body);
    const { owner } = await database.run((db) =>
      assignOwner(db, audit, { id, ownerId, actor: actorOf(request), now: now() }),
    );
    return { owner };
  });

  app.put("/leads/:id/next-step", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const step = parseInput(nextStepBody, request.body);
    const { nextStep } = await database.run((db) =>
      setNextStep(db, audit, { id, step, actor: actorOf(request), now: now() }),
    );
    return { nextStep };
  });

  app.post("/leads/:id/next-step/done", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await database.run((db) =>
      completeNextStep(db, audit, { id, actor: actorOf(request), now: now() }),
    );
    return { nextStep: null };
  });

  app.post("/leads/:id/calls", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { outcome, note } = parseInput(callBody, request.body);
    const entry = await database.run((db) =>
      logCall(db, audit, { id, outcome, note, actor: actorOf(request), now: now() }),
    );
    return reply.code(201).send(entry);
  });

  app.post("/leads/:id/customer-replies", { config: team }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { body } = parseInput(customerReplyBody, request.body);
    const entry = await database.run((db) =>
      addCustomerReply(db, audit, { id, body, actor: actorOf(request), now: now() }),
    );
    return reply.code(201).send(entry);
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
