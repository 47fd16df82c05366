/**
 * A lead's customer under /api/admin/leads/:id: its customer (every enquiry from the same
 * address) with possible duplicates, and merging a duplicate into it. Owners and staff
 * work leads alike.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";
import { getLeadCustomer, mergeLeads } from "./store/index.ts";

const team = { roles: ["owner", "staff"] as const };

const idParams = z.object({ id: z.uuid("Not a lead id.") });
const mergeBody = z.object({ otherId: z.uuid("Not a lead id.") }).strict();

export async function leadCustomerRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, audit, now } = options;

  app.get("/leads/:id/customer", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return database.run((db) => getLeadCustomer(db, id));
  });

  /** Merges the lead `otherId` into this one; answers this lead's page as it is now. */
  app.post("/leads/:id/merge", { config: team }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { otherId } = parseInput(mergeBody, request.body);
    return database.run((db) =>
      mergeLeads(db, audit, {
        id,
        otherId,
        actor: { id: request.admin.userId, name: request.admin.name },
        now: now(),
      }),
    );
  });
}
