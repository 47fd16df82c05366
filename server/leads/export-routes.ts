/**
 * The inbox's exports under /api/admin: the filtered list as CSV or JSON, streamed
 * (export-files.ts); the export itself is in the audit log (which filter, by whom), never
 * its contents. Owners and staff alike.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";
import { leadsCsv, leadsJson } from "./export-files.ts";
import { leadFilterQuery, toFilter } from "./inbox-filter.ts";
import { locales } from "#app/i18n/locales.ts";

const team = { roles: ["owner", "staff"] as const };

const exportQuery = z.intersection(
  leadFilterQuery,
  z.object({ lang: z.enum(locales).default("de") }),
);

export async function leadExportRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, audit, now } = options;

  for (const format of ["csv", "json"] as const) {
    app.get(`/leads/export.${format}`, { config: team }, async (request, reply) => {
      const query = parseInput(exportQuery, request.query);
      const filter = toFilter(query, { me: request.admin.userId, now: now() });
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
}
