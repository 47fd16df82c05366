/**
 * The audit log for owners under /api/admin/audit: a page of entries (newest first, 50 by
 * default), filtered by person, kind of action and Berlin date range, each checked (a bad
 * one is a 400 naming it); and the people who appear in it, for the person filter.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AUDIT_KINDS } from "#app/shared/audit-actions.ts";
import { DomainError } from "../domain-error.ts";
import { parseInput } from "../http/guards.ts";
import { auditActors, readAuditLog } from "./audit.ts";
import type { AdminFeatureOptions } from "./types.ts";

const owners = { roles: ["owner"] as const };
const day = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Give ${field} as YYYY-MM-DD.`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `No such day.`);
const auditQuery = z.strictObject({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  actor: z.string().min(1).max(100).optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  from: day("from").optional(),
  to: day("to").optional(),
});

export async function auditRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database } = options;

  app.get("/audit", { config: owners }, async (request) => {
    const query = parseInput(auditQuery, request.query);
    if (query.from && query.to && query.to < query.from) {
      throw new DomainError("invalid", "validation", "The end date is before the start date.", {
        field: "to",
      });
    }
    return database.run((db) =>
      readAuditLog(db, {
        before: query.before,
        limit: query.limit,
        actorId: query.actor,
        kind: query.kind,
        from: query.from,
        to: query.to,
      }),
    );
  });

  app.get("/audit/people", { config: owners }, async () => ({
    people: await database.run((db) => auditActors(db)),
  }));
}
