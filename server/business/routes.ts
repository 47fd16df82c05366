/**
 * The agency's business data under /api/admin/business: owners read and change it
 * (decision 0180). The answer says whether invoices can be issued with it. A change renders
 * the public pages again with it, as a publish does (decision 0204).
 */
import type { FastifyInstance } from "fastify";
import { applyAgency } from "#app/content/site.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { refuseTextProblem } from "../http/guards.ts";
import {
  agencyFacts,
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

  // Without rendered pages (API_ONLY) the server's own mails and pages still show the data.
  // A database that is down at start must not stop the server (it answers 503 until the
  // database is back): the data is read again every 30 s until it could be.
  let retry: NodeJS.Timeout | undefined;
  const loadFacts = async (): Promise<void> => {
    try {
      applyAgency(agencyFacts(await database.run((db) => readStoredProfile(db))));
    } catch {
      app.log.warn("The business data could not be read yet; trying again in 30 s.");
      retry = setTimeout(() => void loadFacts(), 30_000);
      retry.unref();
    }
  };
  if (!options.content) await loadFacts();
  // The shipped example again once this server is closed: tests start several servers in
  // one process, one after the other (vitest.config.ts, no isolation).
  app.addHook("onClose", async () => {
    clearTimeout(retry);
    applyAgency(null);
  });

  app.get("/business", { config: owners }, async () =>
    answer(await database.run((db) => readStoredProfile(db))),
  );

  app.put("/business", { config: owners }, async (request) => {
    refuseTextProblem(businessProfileSchema, request.body);
    const saved = await database.run((db) =>
      writeBusinessProfile(db, audit, request.body, request.admin.userId, now()),
    );
    // This instance shows the new data before the answer goes out: its mails and offer pages
    // at once, its public pages once rendered again, as after a publish (decision 0204).
    applyAgency(agencyFacts(saved));
    if (options.content) {
      try {
        await options.content.refresh();
      } catch (error) {
        // Stored all the same; the pages follow at the next refresh (or start).
        request.log.error(
          { err: error },
          "Rendering the pages again after the business data failed",
        );
      }
    }
    return answer(saved);
  });
}
