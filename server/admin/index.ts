/**
 * The back office's API, everything under /api/admin (docs/decisions/0061-admin-api-guard.md).
 * Registered by server/app.ts. Feature plugins are registered at the end of this function,
 * one line each, with `AdminFeatureOptions`; every route they add must declare its roles
 * (`config: { roles: [...] }`), or the server refuses to start.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { DatabaseService } from "../database/service.ts";
import type { ServerConfig } from "../env.ts";
import { isHttps } from "../http/proxy.ts";
import { apiHeaders, apiHeadersHttps, routeHeaderIsStricter } from "../http/security-headers.ts";
import { accountRoutes } from "../accounts/account-routes.ts";
import { bookingsAdminRoutes } from "../bookings/routes.ts";
import { businessAdminRoutes } from "../business/routes.ts";
import { bookingLifecycleRoutes } from "../bookings/lifecycle-routes.ts";
import { headcountAdminRoutes } from "../headcount/admin-routes.ts";
import { createAuditLog } from "./audit.ts";
import { auditRoutes } from "./audit-routes.ts";
import type { Auth } from "../accounts/auth.ts";
import { authRoutes } from "../accounts/auth-routes.ts";
import { contentAdminRoutes } from "../content/routes.ts";
import { contentScheduleRoutes } from "../content/schedule-routes.ts";
import { contentTranslationRoutes } from "../content/translation-routes.ts";
import { AdminOrigins } from "../accounts/admin-origins.ts";
import { figuresAdminRoutes } from "../figures/routes.ts";
import { requestOrigin, requireRole, type RouteRoles } from "./guard.ts";
import { invitationRoutes } from "../accounts/invitation-routes.ts";
import { LeadLiveUpdates } from "../leads/live-updates.ts";
import { leadsAdminRoutes } from "../leads/routes.ts";
import { mediaAdminRoutes } from "../media/routes.ts";
import { invoiceAdminRoutes } from "../invoices/routes.ts";
import { bankAdminRoutes } from "../bank/routes.ts";
import { previewAdminRoutes } from "../content/preview-routes.ts";
import { privacyAdminRoutes } from "../privacy/routes.ts";
import { ownerRoutes } from "../accounts/owner-routes.ts";
import { overviewAdminRoutes } from "./overview-routes.ts";
import { offersAdminRoutes } from "../offers/routes.ts";
import { offerCatalogueRoutes } from "../offers/catalogue-routes.ts";
import { offerListRoutes } from "../offers/list-routes.ts";
import type { BackupStatus } from "../ops/metrics.ts";
import type { ContentRuntime } from "../content/runtime.ts";
import { loadAdminSecret } from "../secret-files.ts";
import { SignInThrottle } from "../accounts/throttle.ts";
import type { AdminFeatureOptions } from "./types.ts";
import type { MailboxStatus } from "../mail/inbound/index.ts";
import { inboundAdminRoutes } from "../mail/inbound/routes.ts";
import { usersRoutes } from "../accounts/users-routes.ts";
import { adminErrorHandler } from "../http/errors.ts";
import { DomainError } from "../domain-error.ts";

export interface AdminRouteInfo {
  method: string;
  url: string;
  roles: RouteRoles;
}

export interface AdminPluginOptions {
  database: DatabaseService;
  config: ServerConfig;
  now: () => Date;
  /** Announces new leads to open inboxes (the enquiry intake notifies it); one of its own otherwise. */
  liveUpdates?: LeadLiveUpdates;
  /** Sends queued mail now (invitations, "send again") instead of at the worker's next poll. */
  wakeMailer?: () => void;
  /** Filled with every admin route as Fastify registers it (the tests walk it). */
  routeTable?: AdminRouteInfo[];
  /** The newest backup and the last failed one, for the start page (server/ops). */
  backupStatus?: () => Promise<BackupStatus>;
  /** Renders published content and previews (server/content). */
  content?: ContentRuntime;
  /** The agency's mailbox read over IMAP: its state, null when IMAP_URL is not set. */
  mailboxStatus?: () => MailboxStatus | null;
}

export async function adminPlugin(app: FastifyInstance, options: AdminPluginOptions) {
  const { database, config, now } = options;
  const secret = await loadAdminSecret(config);
  const audit = createAuditLog(now);
  const throttle = new SignInThrottle({ database, now, secret });
  // The database handle, once it is open (DatabaseService answers 503 until then).
  const db = () => database.run(async (handle) => handle);
  // SITE_URL's origin and loopback ones, a bounded few: any other Host builds nothing.
  const auths = new AdminOrigins<Auth>({
    siteUrl: config.siteUrl,
    listeningPorts: () => {
      const address = app.server.address();
      return typeof address === "object" && address ? [address.port, config.port] : [config.port];
    },
    build: async (origin) => {
      // Better Auth and its plugins are loaded here, at the first request that needs them:
      // about 60 MB that a server nobody signs in to never holds (decision 0087).
      const { createAuth } = await import("../accounts/auth.ts");
      return createAuth({ db: await db(), origin, secret, passwordCost: config.passwordCost });
    },
  });
  const authFor = async (request: FastifyRequest): Promise<Auth> => {
    const auth = auths.instanceFor(requestOrigin(request));
    if (!auth) {
      throw new DomainError(
        "wrong_host",
        "wrong_host",
        "The back office is not served at this address.",
      );
    }
    return auth;
  };
  const guardDeps = { authFor, db, now };

  app.decorateRequest("admin", null as never);
  app.setErrorHandler(adminErrorHandler);
  app.addHook("onRoute", (route) => {
    const roles = route.config?.roles;
    if (roles === undefined) {
      throw new Error(
        `Admin route ${route.method} ${route.url} declares no roles: add config: { roles: ["owner", "staff"] } (or "public")`,
      );
    }
    for (const method of [route.method].flat()) {
      options.routeTable?.push({ method, url: route.url, roles });
    }
    const guard = requireRole(guardDeps, roles, route.config?.beforeSecondFactor ?? false);
    const existing = route.preHandler;
    route.preHandler = existing
      ? [guard, ...(Array.isArray(existing) ? existing : [existing])]
      : [guard];
  });
  // Every answer carries the public API's locked-down headers (nothing may run, be sniffed,
  // cached or framed; HSTS over HTTPS). A draft preview is a page and keeps its document
  // policy (preview-routes.ts); a route's own stricter Referrer-Policy or Cache-Control stays
  // (the calendar feed's, decision 0168).
  app.addHook("onSend", async (request, reply, payload) => {
    for (const [name, value] of Object.entries(isHttps(request) ? apiHeadersHttps : apiHeaders)) {
      const own = reply.getHeader(name);
      if (own !== undefined) {
        if (name === "content-security-policy") continue;
        if (routeHeaderIsStricter(name, String(own), value)) continue;
      }
      reply.header(name, value);
    }
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ error: "not_found", message: `No admin API at ${request.method} ${request.url}` });
  });

  const featureOptions: AdminFeatureOptions = {
    database,
    now,
    config,
    audit,
    ...(options.content ? { content: options.content } : {}),
  };
  authRoutes(app, { ...featureOptions, authFor, throttle, wakeMailer: options.wakeMailer });
  await app.register(invitationRoutes, { ...featureOptions, authFor });
  await app.register(accountRoutes, featureOptions);
  await app.register(usersRoutes, { ...featureOptions, wakeMailer: options.wakeMailer });
  await app.register(ownerRoutes, featureOptions);
  await app.register(auditRoutes, featureOptions);
  // Feature plugins, one line each:
  await app.register(leadsAdminRoutes, {
    ...featureOptions,
    liveUpdates: options.liveUpdates ?? new LeadLiveUpdates(database, now),
    wakeMailer: options.wakeMailer,
  });
  await app.register(privacyAdminRoutes, featureOptions);
  await app.register(figuresAdminRoutes, featureOptions);
  await app.register(previewAdminRoutes, featureOptions);
  await app.register(contentAdminRoutes, featureOptions);
  await app.register(contentScheduleRoutes, featureOptions);
  await app.register(contentTranslationRoutes, featureOptions);
  await app.register(mediaAdminRoutes, featureOptions);
  await app.register(invoiceAdminRoutes, { ...featureOptions, wakeMailer: options.wakeMailer });
  await app.register(offersAdminRoutes, {
    ...featureOptions,
    wakeMailer: options.wakeMailer,
    linkSecret: secret,
  });
  await app.register(offerCatalogueRoutes, featureOptions);
  await app.register(offerListRoutes, featureOptions);
  await app.register(bookingsAdminRoutes, featureOptions);
  await app.register(businessAdminRoutes, featureOptions);
  await app.register(bookingLifecycleRoutes, { ...featureOptions, wakeMailer: options.wakeMailer });
  await app.register(headcountAdminRoutes, featureOptions);
  await app.register(inboundAdminRoutes, {
    ...featureOptions,
    wakeMailer: options.wakeMailer,
    onLeadCreated: () => options.liveUpdates?.notify(),
    ...(options.mailboxStatus ? { mailboxStatus: options.mailboxStatus } : {}),
  });
  await app.register(bankAdminRoutes, featureOptions);
  await app.register(overviewAdminRoutes, {
    ...featureOptions,
    ...(options.backupStatus ? { backupStatus: options.backupStatus } : {}),
    ...(options.mailboxStatus ? { mailboxStatus: options.mailboxStatus } : {}),
  });
}
