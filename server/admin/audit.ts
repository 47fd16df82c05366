/**
 * The audit log: appended to in the caller's transaction, read by owners page by page
 * (newest first, keyset on the id). The table refuses UPDATE and DELETE (a trigger).
 */
import { desc, eq, lt } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import { adminUsers, auditLog } from "../accounts/schema.ts";

export interface AuditEntry {
  /** What happened, a short code: 'sign_in', 'role_changed', 'lead_erased', 'content.publish', ... */
  action: string;
  /** The back-office user who did it; null for the command line or an unknown person. */
  actorId: string | null;
  /** What it was done to: a user id, an invitation id, a lead id. */
  target?: string;
  /** Further facts. Never visitors' personal data (no e-mail, no name, no message). */
  detail?: Record<string, unknown>;
}

export interface AuditLog {
  /**
   * Appends an entry. Pass the transaction of the change it records, so both are committed
   * together or not at all.
   */
  record(tx: Db, entry: AuditEntry): Promise<void>;
}

export function createAuditLog(now: () => Date): AuditLog {
  return {
    async record(tx: Db, entry: AuditEntry) {
      await tx.insert(auditLog).values({
        at: now(),
        action: entry.action,
        actorId: entry.actorId,
        target: entry.target ?? null,
        detail: entry.detail ?? null,
      });
    },
  };
}

export interface AuditPage {
  entries: Array<{
    id: number;
    at: string;
    action: string;
    actorId: string | null;
    /** The actor's current name (null for the command line or a removed account). */
    actorName: string | null;
    target: string | null;
    detail: Record<string, unknown> | null;
  }>;
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: number | null;
}

export async function readAuditLog(
  db: Db,
  before: number | undefined,
  limit: number,
): Promise<AuditPage> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: adminUsers.name,
      target: auditLog.target,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(adminUsers, eq(adminUsers.id, auditLog.actorId))
    .where(before === undefined ? undefined : lt(auditLog.id, before))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      action: row.action,
      actorId: row.actorId,
      actorName: row.actorName,
      target: row.target,
      detail: row.detail ?? null,
    })),
    next: rows.length > limit ? Number(page[page.length - 1]!.id) : null,
  };
}
