/**
 * The leads inbox's list under /api/admin: what its filters offer, the list (work views,
 * filters, search, three orders with keyset cursors), the counts beside the work lists, and
 * the team a lead can be given to. Owners and staff work leads alike.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";
import { leadEventChoices } from "./catalogue.ts";
import { leadFilterQuery, toFilter } from "./inbox-filter.ts";
import {
  countLeads,
  decodeCursor,
  LEAD_CATEGORIES,
  LEAD_SORTS,
  LEAD_STATES,
  listLeads,
  listTeam,
} from "./store/index.ts";

const team = { roles: ["owner", "staff"] as const };

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

export async function leadInboxRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, now } = options;

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
      listLeads(db, toFilter(query, { me: request.admin.userId, now: now() }), {
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
}
