/**
 * The back office's start page under /api/admin/overview: what needs doing now (leads still
 * new) and whether the nightly backups run. A failed backup is an error in the log and, here,
 * a warning every member of staff sees when they open the back office.
 */
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { leads } from "../leads/schema.ts";
import type { BackupStatus } from "../ops/metrics.ts";
import type { AdminFeatureOptions } from "./types.ts";

export interface Overview {
  newLeads: number;
  backup: {
    /** ISO times, or null when there was none. */
    lastSuccessAt: string | null;
    lastFailureAt: string | null;
    /** The last attempt failed (no success since the failure). */
    failing: boolean;
    /** The nightly backup is switched on (BACKUP_TIME is not `off`). */
    nightly: boolean;
  };
}

export async function overviewAdminRoutes(
  app: FastifyInstance,
  options: AdminFeatureOptions & { backupStatus?: () => Promise<BackupStatus> },
) {
  const { database, config } = options;
  app.get("/overview", { config: { roles: ["owner", "staff"] } }, async (): Promise<Overview> => {
    const [row] = await database.run((db) =>
      db.select({ n: count() }).from(leads).where(eq(leads.state, "new")),
    );
    const status = (await options.backupStatus?.()) ?? {
      lastSuccessAt: undefined,
      lastFailureAt: undefined,
    };
    const { lastSuccessAt, lastFailureAt } = status;
    return {
      newLeads: row?.n ?? 0,
      backup: {
        lastSuccessAt: lastSuccessAt?.toISOString() ?? null,
        lastFailureAt: lastFailureAt?.toISOString() ?? null,
        failing:
          lastFailureAt !== undefined &&
          (lastSuccessAt === undefined || lastFailureAt > lastSuccessAt),
        nightly: config.backup.nightlyAt !== null,
      },
    };
  });
}
