/** The dashboard's figures under /api/admin/figures (decision 0067). */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { consentFigures, leadFigures, VITAL_THRESHOLDS, vitalFigures } from "./store/figures.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";

const query = z.object({ weeks: z.coerce.number().int().min(1).max(104).default(12) });

export async function figuresAdminRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, now } = options;
  app.get("/figures", { config: { roles: ["owner", "staff"] } }, async (request) => {
    const { weeks } = parseInput(query, request.query);
    const at = now();
    return database.run(async (db) => ({
      weeks,
      leads: await leadFigures(db, at, weeks),
      consents: await consentFigures(db, at, weeks),
      vitals: await vitalFigures(db, at),
      thresholds: VITAL_THRESHOLDS,
    }));
  });
}
