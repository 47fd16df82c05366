/**
 * The agency's business data under /api/admin/business: owners read and change it
 * (decision 0180). The answer says whether invoices can be issued with it.
 */
import type { FastifyInstance } from "fastify";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { refuseTextProblem } from "../http/guards.ts";
import {
  businessProfileSchema,
  exampleProfile,
  isExampleProfile,
  type BusinessProfile,
} from "./profile.ts";
import { readStoredProfile, writeBusinessProfile } from "./store.ts";
import type { BusinessProfileAnswer } from "./types.ts";

const owners = { roles: ["owner"] as const };

function answer(stored: BusinessProfile | null): BusinessProfileAnswer {
  if (!stored) return { profile: exampleProfile(), state: "missing" };
  return { profile: stored, state: isExampleProfile(stored) ? "example" : "ready" };
}

export async function businessAdminRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, audit, now } = options;

  app.get("/business", { config: owners }, async () =>
    answer(await database.run((db) => readStoredProfile(db))),
  );

  app.put("/business", { config: owners }, async (request) => {
    refuseTextProblem(businessProfileSchema, request.body);
    const saved = await database.run((db) =>
      writeBusinessProfile(db, audit, request.body, request.admin.userId, now()),
    );
    return answer(saved);
  });
}
