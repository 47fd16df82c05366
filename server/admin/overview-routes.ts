/**
 * The back office's start page under /api/admin/overview: the day's work of the person
 * signed in (their overdue steps and today's, the team's overdue count), new leads nobody
 * has taken, the open offers, and whether the nightly backups run. A failed backup is an
 * error in the log and, here, a warning every member of staff sees when they open the
 * back office. The lists come from server/figures/store/overview.ts.
 */
import type { FastifyInstance } from "fastify";
import { overviewLists, type OverviewLists } from "../figures/store/overview.ts";
import type { BackupStatus } from "../ops/metrics.ts";
import type { AdminFeatureOptions } from "./types.ts";
import type { MailboxStatus } from "../mail/inbound/index.ts";

export interface Overview extends OverviewLists {
  backup: {
    /** ISO times, or null when there was none. */
    lastSuccessAt: string | null;
    lastFailureAt: string | null;
    /** The last attempt failed (no success since the failure). */
    failing: boolean;
    /** The nightly backup is switched on (BACKUP_TIME is not `off`). */
    nightly: boolean;
  };
  /** The agency's mailbox read over IMAP; null when IMAP_URL is not set (reading is off). */
  mailbox: MailboxStatus | null;
}

export async function overviewAdminRoutes(
  app: FastifyInstance,
  options: AdminFeatureOptions & {
    backupStatus?: () => Promise<BackupStatus>;
    mailboxStatus?: () => MailboxStatus | null;
  },
) {
  const { database, config, now } = options;
  app.get(
    "/overview",
    { config: { roles: ["owner", "staff"] } },
    async (request): Promise<Overview> => {
      const lists = await database.run((db) =>
        overviewLists(db, { userId: request.admin.userId, now: now() }),
      );
      const status = (await options.backupStatus?.()) ?? {
        lastSuccessAt: undefined,
        lastFailureAt: undefined,
      };
      const { lastSuccessAt, lastFailureAt } = status;
      return {
        ...lists,
        backup: {
          lastSuccessAt: lastSuccessAt?.toISOString() ?? null,
          lastFailureAt: lastFailureAt?.toISOString() ?? null,
          failing:
            lastFailureAt !== undefined &&
            (lastSuccessAt === undefined || lastFailureAt > lastSuccessAt),
          nightly: config.backup.nightlyAt !== null,
        },
        mailbox: options.mailboxStatus?.() ?? null,
      };
    },
  );
}
