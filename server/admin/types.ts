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
import type { DatabaseService } from "../database/service.ts";
import type { ServerConfig } from "../env.ts";
import type { AuditLog } from "./audit.ts";

export type { AuditEntry, AuditLog } from "./audit.ts";

export interface AdminFeatureOptions {
  database: DatabaseService;
  now: () => Date;
  config: ServerConfig;
  audit: AuditLog;
  /** The published content's renderer (absent without a built site, e.g. API_ONLY). */
  content?: ContentRuntime;
}
