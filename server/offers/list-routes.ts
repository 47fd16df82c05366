/**
 * The back office's offers list (GET /api/admin/offer-list, the team): the open offers
 * (sent, still valid; those ending first at the top), the drafts (last changed first) and
 * the closed ones (accepted, declined, replaced, withdrawn, expired; newest first), each
 * group up to 100, optionally narrowed by a search over number, company and contact. The
 * page groups and filters them; the start page keeps its own open-offers list.
 */
import type { FastifyInstance } from "fastify";
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import { offers } from "./schema.ts";
import { summaryOf } from "./store/queries.ts";
import type { OfferSummary } from "./types.ts";

const team = { roles: ["owner", "staff"] as const };
const GROUP_LIMIT = 100;
const listQuery = z.object({ q: z.string().trim().max(200, "At most 200 characters.").optional() });

export interface OfferList {
  open: OfferSummary[];
  drafts: OfferSummary[];
  closed: OfferSummary[];
}

export async function offerListRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, now } = options;
  app.get("/offer-list", { config: team }, async (request): Promise<OfferList> => {
    const { q } = parseInput(listQuery, request.query);
    const today = berlinDay(now());
    const pattern = q ? `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    const search: SQL | undefined = pattern
      ? or(
          ilike(offers.number, pattern),
          ilike(sql`${offers.customer}->>'company'`, pattern),
          ilike(sql`${offers.customer}->>'contactName'`, pattern),
        )
      : undefined;
    return database.run(async (db) => {
      const open = await db
        .select()
        .from(offers)
        .where(and(eq(offers.status, "sent"), gte(offers.validUntil, today), search))
        .orderBy(asc(offers.validUntil), asc(offers.number))
        .limit(GROUP_LIMIT);
      const drafts = await db
        .select()
        .from(offers)
        .where(and(eq(offers.status, "draft"), search))
        .orderBy(desc(offers.updatedAt), desc(offers.id))
        .limit(GROUP_LIMIT);
      const closed = await db
        .select()
        .from(offers)
        .where(
          and(
            or(
              sql`${offers.status} in ('accepted', 'declined', 'replaced', 'withdrawn')`,
              and(eq(offers.status, "sent"), lt(offers.validUntil, today)),
            ),
            search,
          ),
        )
        .orderBy(desc(sql`coalesce(${offers.closedAt}, ${offers.sentAt})`), desc(offers.id))
        .limit(GROUP_LIMIT);
      const summary = (row: typeof offers.$inferSelect) => summaryOf(row, today);
      return {
        open: open.map(summary),
        drafts: drafts.map(summary),
        closed: closed.map(summary),
      };
    });
  });
}
