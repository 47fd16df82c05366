/** The dashboard's figures under /api/admin/figures (decisions 0067, 0130). */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  consentFigures,
  type ConsentFigures,
  leadFigures,
  type LeadFigures,
  type VitalFigure,
  VITAL_METRICS,
  VITAL_THRESHOLDS,
  vitalFigures,
  weekStarts,
} from "./store/figures.ts";
import { salesFigures, type SalesFigures } from "./store/sales.ts";
import { moneyFigures, type MoneyFigures } from "./store/money.ts";
import { berlinDayStart } from "#app/shared/berlin-time.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";

/** The periods the dashboard offers: the last 4, 12 or 52 weeks. */
export const FIGURE_PERIODS = [4, 12, 52] as const;

/** What GET /api/admin/figures answers (the dashboard reads it type-only). */
export interface Figures {
  weeks: (typeof FIGURE_PERIODS)[number];
  sales: SalesFigures;
  /** Money in: invoiced and received per month, open and overdue now, days to pay. */
  money: MoneyFigures;
  leads: LeadFigures;
  consents: ConsentFigures;
  vitals: VitalFigure[];
  thresholds: typeof VITAL_THRESHOLDS;
}

const query = z.object({
  weeks: z.coerce
    .number()
    .refine((weeks) => (FIGURE_PERIODS as readonly number[]).includes(weeks), {
      message: `weeks must be one of ${FIGURE_PERIODS.join(", ")}`,
    })
    .default(12),
});

export async function figuresAdminRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, now } = options;
  app.get("/figures", { config: { roles: ["owner", "staff"] } }, async (request) => {
    const weeks = parseInput(query, request.query).weeks as Figures["weeks"];
    const at = now();
    return database.run(async (db): Promise<Figures> => ({
      weeks,
      sales: await salesFigures(db, at, weeks),
      money: await moneyFigures(db, at, berlinDayStart(weekStarts(at, weeks)[0]!)),
      leads: await leadFigures(db, at, weeks),
      consents: await consentFigures(db, at, weeks),
      vitals: await vitalFigures(db, at, VITAL_METRICS),
      thresholds: VITAL_THRESHOLDS,
    }));
  });
}
