/**
 * What a back-office feature plugin receives (docs/decisions/0061-admin-api-guard.md):
 *
 *     export async function leadsAdminRoutes(app: FastifyInstance, opts: AdminFeatureOptions) {
 *       app.get("/leads", { config: { roles: ["owner", "staff"] } }, handler);
 *     }
 *
 * registered inside the admin plugin (server/admin/index.ts), so its routes live under
 * /api/admin and pass the guard.
 */
import type { ContentRuntime } from "../content/runtime.ts";
import type { Db } from "../db/connection.ts";
import type { DatabaseService } from "../db/service.ts";
import type { ServerConfig } from "../env.ts";

export interface AuditEntry {
  /** What happened, snake_case: 'sign_in', 'role_changed', 'lead_erased', ... */
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

export interface AdminFeatureOptions {
  database: DatabaseService;
  now: () => Date;
  config: ServerConfig;
  audit: AuditLog;
  /** The published content's renderer (absent without a built site, e.g. API_ONLY). */
  content?: ContentRuntime;
}
