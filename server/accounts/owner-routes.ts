/** Owners' settings and the audit log (read-only, newest first, paged by id). */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { readAuditLog } from "../admin/audit.ts";
import { readSettings, writeSetting } from "./store/settings.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";

const owners = { roles: ["owner"] as const };
const settingsBody = z.object({ requireSecondFactor: z.boolean() });
const auditQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export async function ownerRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, audit, now } = options;

  app.get("/settings", { config: owners }, () => database.run((db) => readSettings(db)));

  app.put("/settings", { config: owners }, async (request) => {
    const { requireSecondFactor } = parseInput(settingsBody, request.body);
    return database.run((db) =>
      db.transaction(async (tx) => {
        await writeSetting(
          tx,
          "requireSecondFactor",
          requireSecondFactor,
          request.admin.userId,
          now(),
        );
        await audit.record(tx, {
          action: "setting_changed",
          actorId: request.admin.userId,
          target: "requireSecondFactor",
          detail: { value: requireSecondFactor },
        });
        return readSettings(tx);
      }),
    );
  });

  app.get("/audit", { config: owners }, async (request) => {
    const { before, limit } = parseInput(auditQuery, request.query);
    return database.run((db) => readAuditLog(db, before, limit));
  });
}
