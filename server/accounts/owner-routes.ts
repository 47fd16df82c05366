/**
 * Owners' settings (the second factor for everyone, how new leads are assigned); the audit
 * log's routes are in ../admin/audit-routes.ts.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { listLeadAssignees } from "./store/preferences.ts";
import {
  LEAD_ASSIGNMENTS,
  readSettings,
  writeSetting,
  type AdminSettings,
} from "./store/settings.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";

const owners = { roles: ["owner"] as const };
/** Any of the settings; those left out keep their value. */
const settingsBody = z
  .strictObject({
    requireSecondFactor: z.boolean().optional(),
    leadAssignment: z.enum(LEAD_ASSIGNMENTS).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "Name at least one setting." });

export async function ownerRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, audit, now } = options;

  app.get("/settings", { config: owners }, () => database.run((db) => readSettings(db)));

  app.put("/settings", { config: owners }, async (request) => {
    const changes = parseInput(settingsBody, request.body);
    return database.run((db) =>
      db.transaction(async (tx) => {
        for (const [key, value] of Object.entries(changes) as Array<
          [keyof AdminSettings, AdminSettings[keyof AdminSettings]]
        >) {
          await writeSetting(tx, key, value, request.admin.userId, now());
          await audit.record(tx, {
            action: "setting_changed",
            actorId: request.admin.userId,
            target: key,
            detail: { value },
          });
        }
        return readSettings(tx);
      }),
    );
  });

  /** Who would get new leads in turn: the people who switched it on in their account. */
  app.get("/settings/lead-assignees", { config: owners }, async () => ({
    assignees: await database.run((db) => listLeadAssignees(db)),
  }));
}
