/**
 * The leads' back-office API under /api/admin, one plugin per concern, registered here in
 * one place by the admin plugin (server/admin/index.ts): the inbox's list, filters and
 * counts (inbox-routes.ts), its exports (export-routes.ts), live updates (stream-routes.ts),
 * one lead's page and changes (lead-routes.ts), the work on it (work-routes.ts), its
 * customer and merging (customer-routes.ts), replies and their templates (reply-routes.ts).
 */
import type { FastifyInstance } from "fastify";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { leadCustomerRoutes } from "./customer-routes.ts";
import { leadExportRoutes } from "./export-routes.ts";
import { leadInboxRoutes } from "./inbox-routes.ts";
import { leadRoutes } from "./lead-routes.ts";
import type { LeadLiveUpdates } from "./live-updates.ts";
import { replyAdminRoutes } from "./reply-routes.ts";
import { leadStreamRoutes } from "./stream-routes.ts";
import { leadWorkRoutes } from "./work-routes.ts";

export interface LeadsRoutesOptions extends AdminFeatureOptions {
  liveUpdates: LeadLiveUpdates;
  /** Wakes the mail worker after "send again" or a reply (otherwise it sends at its next poll). */
  wakeMailer?: () => void;
}

export async function leadsAdminRoutes(app: FastifyInstance, options: LeadsRoutesOptions) {
  const { liveUpdates, wakeMailer, ...feature } = options;
  await app.register(leadInboxRoutes, feature);
  await app.register(leadExportRoutes, feature);
  await app.register(leadStreamRoutes, { ...feature, liveUpdates });
  await app.register(leadRoutes, { ...feature, wakeMailer });
  await app.register(leadWorkRoutes, feature);
  await app.register(leadCustomerRoutes, feature);
  await app.register(replyAdminRoutes, { ...feature, wakeMailer });
}
