/**
 * Builds the Fastify server: the API under /api, the health check and the prerendered
 * site. `index.ts` starts it; tests build it with their own configuration.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from "fastify";
import { API_PREFIX } from "#app/shared/api.ts";
import type { ServerConfig } from "./env.ts";
import path from "node:path";
import { adminPlugin, type AdminRouteInfo } from "./admin/index.ts";
import { LeadLiveUpdates } from "./leads/live-updates.ts";
import { loadAdminApp, registerAdminApp } from "./admin/app-files.ts";
import { apiRoutes } from "./api/index.ts";
import { enquiryIntake } from "./leads/enquiry-intake.ts";
import { loadAdminSecret, loadCsrfSecret } from "./secret-files.ts";
import { openDatabase } from "./database/connection.ts";
import { redactingLoggerHooks } from "./database/error-redaction.ts";
import { DatabaseService } from "./database/service.ts";
import { startControlServer } from "./control/server.ts";
import { createMailer } from "./mail/index.ts";
import { startMailbox, type Mailbox } from "./mail/inbound/index.ts";
import { startRetentionJob } from "./retention/purge.ts";
import { DailyMailJob } from "./leads/daily-mail.ts";
import { enquiryFormRoutes } from "./leads/contact-form-routes.ts";
import { offerPageRoutes } from "./offers/public-routes.ts";
import { headcountPageRoutes } from "./headcount/public-routes.ts";
import { registerMediaRoutes } from "./media/serve-routes.ts";
import { registerOpsRoutes, type OpsOptions } from "./ops/index.ts";
import { bodyLimits, DEFAULT_BODY_LIMIT } from "./http/body-limits.ts";
import { clientOf, trustFunction, type TrustFunction } from "./http/proxy.ts";
import {
  apiHeaders,
  apiHeadersHttps,
  plainHeaders,
  plainHeadersHttps,
} from "./http/security-headers.ts";
import { Shortcuts } from "./http/token-shortcut.ts";
import { clientErrorHandler } from "./site/client-errors.ts";
import { loadSiteFiles, type SiteFiles } from "./site/files.ts";
import { createContentRuntime } from "./content/runtime.ts";
import { registerSiteRoutes } from "./site/routes.ts";

export interface ServerDeps {
  site?: SiteFiles;
  /** A database service the caller owns (tests); otherwise one is opened from the config. */
  database?: DatabaseService;
  /** The clock of records, tokens and retention (tests move it). */
  now?: () => Date;
  /** Health, metrics and backups (server/ops): what a test changes of them. */
  ops?: Partial<OpsOptions>;
  /** Filled with the admin API's routes and their roles as they are registered (tests). */
  adminRoutes?: AdminRouteInfo[];
  /**
   * Serve published content (server/content): seed the database, render pages again. On by
   * default; tests of other features that serve a stand-in site turn it off.
   */
  content?: boolean;
}

export async function buildServer(
  config: ServerConfig,
  deps: ServerDeps = {},
): Promise<FastifyInstance> {
  const site = deps.site ?? (config.siteDir ? await loadSiteFiles(config.siteDir) : undefined);
  // One trust function for Fastify and for the answers given before it routes.
  const trustProxy = trustFunction(config.trustProxy);
  const shortcuts = new Shortcuts(trustProxy);
  const app = createFastify(config, trustProxy, shortcuts);
  const now = deps.now ?? (() => new Date());
  const { database, mailer } = await startServices(app, config, deps, now);
  // Started below, after the live updates it tells; the metrics ask it at each scrape.
  const started: { mailbox?: Mailbox } = {};
  // Before the routes: the metrics count requests with a hook on each route.
  const ops = registerOpsRoutes(app, {
    mailbox: () => started.mailbox?.status() ?? null,
    config,
    database,
    shortcuts,
    site,
    now,
    log: app.log,
    ...deps.ops,
  });
  // The content the agency publishes: pages rendered again from the database (server/content).
  const content =
    site && config.siteDir && deps.content !== false
      ? createContentRuntime({
          database,
          site,
          buildDir: path.dirname(config.siteDir),
          log: app.log,
          now,
        })
      : undefined;
  if (content) {
    await content.start();
    app.addHook("onClose", () => content.stop());
  }
  const liveUpdates = new LeadLiveUpdates(database, now);
  // The agency's mailbox over IMAP when IMAP_URL is set (server/mail/inbound).
  const mailbox = startMailbox(app, {
    config: config.mail,
    siteUrl: config.siteUrl,
    database,
    now,
    onTaken: (taken) => {
      mailer.wake();
      liveUpdates.mailTaken(taken.map((mail) => mail.leadId).filter((id) => id !== null));
      if (taken.some((mail) => mail.created)) liveUpdates.notify();
    },
  });
  started.mailbox = mailbox;
  const intake = enquiryIntake({
    database,
    now,
    onStored: () => {
      mailer.wake();
      liveUpdates.notify();
    },
    log: app.log,
  });

  await app.register(apiRoutes, {
    prefix: API_PREFIX,
    database,
    csrfSecret: await loadCsrfSecret(config),
    now,
    rateLimitPerMinute: config.rateLimitPerMinute,
    // Without the build (API_ONLY) any page path is accepted for vitals.
    isKnownPage: (path: string) => site?.documents.has(path) ?? true,
    enquiryIntake: intake,
    shortcuts,
  });
  // The back office: its API (every route behind the role guard) and its app at /admin.
  await app.register(adminPlugin, {
    prefix: "/api/admin",
    database,
    config,
    now,
    liveUpdates,
    wakeMailer: () => mailer.wake(),
    backupStatus: () => ops.backups.status(),
    mailboxStatus: () => mailbox.status(),
    ...(content ? { content } : {}),
    ...(deps.adminRoutes ? { routeTable: deps.adminRoutes } : {}),
  });
  const adminApp = config.siteDir
    ? await loadAdminApp(path.join(path.dirname(config.siteDir), "admin"))
    : null;
  if (adminApp) registerAdminApp(app, adminApp);
  await app.register(enquiryFormRoutes, {
    intake,
    siteUrl: config.siteUrl,
    rateLimitPerMinute: config.rateLimitPerMinute,
    now,
  });

  // The public offer page (/angebot/:token, /en/offer/:token): the customer's answer.
  await app.register(offerPageRoutes, {
    database,
    siteUrl: config.siteUrl,
    // Read per answer: unset AGENCY_EMAIL follows the business data (decision 0204).
    agencyEmail: () => config.mail.agencyEmail,
    secret: await loadAdminSecret(config),
    rateLimitPerMinute: config.rateLimitPerMinute,
    now,
    sitePage: site?.notFound.de.variants.identity.body.toString("utf8"),
    liveUpdates,
    wakeMailer: () => mailer.wake(),
    headcountClosesBeforeHours: config.headcountClosesBeforeHours,
  });

  // The participants' headcount page (/teilnahme/:token, /en/headcount/:token).
  await app.register(headcountPageRoutes, {
    database,
    siteUrl: config.siteUrl,
    rateLimitPerMinute: config.rateLimitPerMinute,
    now,
    sitePage: site?.notFound.de.variants.identity.body.toString("utf8"),
    closesBeforeHours: config.headcountClosesBeforeHours,
    postsPerLinkPerMinute: config.headcountPostsPerLinkPerMinute,
  });

  app.get("/healthz", async (_request, reply) => {
    reply.headers(apiHeaders);
    // Always 200 while pages can be served; `database` tells whether the API can write.
    return { status: "ok", pages: site?.documents.size ?? 0, database: await database.check() };
  });

  // Uploaded pictures, from the database: a static route segment, so the router sends
  // every other path to the site's file map as before (docs/decisions/0093).
  registerMediaRoutes(app, { database });
  if (site) {
    registerSiteRoutes(app, site, async (request, pagePath) => {
      // Only a request that carries a cookie can have a session; the guard decides.
      if (!request.headers.cookie) return undefined;
      const answer = await app.inject({
        method: "GET",
        url: `/api/admin/content/preview?path=${encodeURIComponent(pagePath)}`,
        headers: {
          cookie: request.headers.cookie,
          host: request.headers.host ?? "localhost",
          "x-forwarded-proto": request.protocol,
        },
      });
      return answer.statusCode === 200 ? answer.body : undefined;
    });
  }
  mailer.start();

  // Pages and files answer GET and HEAD only.
  app.setNotFoundHandler((request, reply) => {
    ops.metrics.unrouted.countOnly(405);
    reply
      .headers(plainHeaders)
      .header("allow", "GET, HEAD")
      .code(405)
      .type("text/plain; charset=utf-8")
      .send(`Method ${request.method} is not allowed here`);
  });

  return app;
}

/** Fastify with our limits, logging and answers to requests it cannot route. */
function createFastify(
  config: ServerConfig,
  trustProxy: TrustFunction | false,
  shortcuts: Shortcuts,
): FastifyInstance {
  const app = Fastify({
    serverFactory: shortcuts.serverFactory,
    // Database errors are logged without their query parameters (server/database/error-redaction.ts).
    logger: { level: config.logLevel, hooks: redactingLoggerHooks },
    trustProxy,
    // Per-request logs would cost more than serving a page; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // Larger only on the routes of server/http/body-limits.ts (set by bodyLimits below).
    bodyLimit: DEFAULT_BODY_LIMIT,
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // Requests Node's parser refuses still get our security headers.
    clientErrorHandler,
    // Malformed URLs (e.g. broken percent-encoding) get a 400 with our headers: plain text,
    // or under /api the API's JSON error (found by tests/api/fuzz.test.ts).
    frameworkErrors: (_error, request, rawReply) => {
      const reply = (rawReply as FastifyReply).code(400);
      // Fastify hands this a request that ignores TRUST_PROXY: the scheme by its rules.
      const https = clientOf(request.raw, trustProxy).https;
      if (request.url.startsWith(`${API_PREFIX}/`)) {
        reply
          .headers(https ? apiHeadersHttps : apiHeaders)
          .send({ error: "bad_request", message: "The URL is malformed." });
      } else {
        reply
          .headers(https ? plainHeadersHttps : plainHeaders)
          .type("text/plain; charset=utf-8")
          .send("Bad Request");
      }
    },
  });
  bodyLimits(app);
  // Closing: Fastify answers every request (503 for new ones), shortcuts none.
  app.addHook("preClose", (done) => {
    shortcuts.close();
    done();
  });
  return app;
}

/**
 * The database, the daily retention job, the control channel, the mail worker and the
 * morning mail, each stopped when the server
 * closes. The database may be down at start: pages are served anyway, the API answers 503
 * and the service keeps trying in the background (docs/decisions/0011-database.md).
 */
async function startServices(
  app: FastifyInstance,
  config: ServerConfig,
  deps: ServerDeps,
  now: () => Date,
) {
  const database =
    deps.database ??
    new DatabaseService(
      () =>
        openDatabase({
          databaseUrl: config.databaseUrl,
          dataDir: config.dataDir,
          onIdleError: (error) => app.log.warn({ err: error }, "Idle database connection lost"),
        }),
      app.log,
    );
  if (!deps.database) {
    await database.start();
    app.addHook("onClose", () => database.close());
  }
  const stopRetention = startRetentionJob({
    database,
    now,
    log: app.log,
    outboxDir: path.join(config.dataDir, "outbox"),
  });
  app.addHook("onClose", async () => stopRetention());
  // Registered after the database's hook, so it runs before it (onClose hooks run last
  // first): the worker finishes or gives back its sends while the database is still open.
  const mailer = createMailer({
    config: config.mail,
    dataDir: config.dataDir,
    siteUrl: config.siteUrl,
    database,
    now,
    log: app.log,
  });
  app.addHook("onClose", () => mailer.stop());
  // The 08:00 mail of due steps (Berlin time), through the outbox; stopped before the worker.
  const dailyMail = new DailyMailJob({
    database,
    at: config.dailyMailAt,
    siteUrl: config.siteUrl,
    now,
    log: app.log,
    onQueued: () => mailer.wake(),
  });
  dailyMail.start();
  app.addHook("onClose", () => dailyMail.stop());
  // Command-line tools reach the database through this server (server/control/README.md);
  // closed first, so no command starts while the jobs, the worker and the database stop.
  const control = await startControlServer({
    database,
    config,
    now,
    log: app.log,
    wakeMailer: () => mailer.wake(),
  });
  app.addHook("onClose", () => control.close());
  return { database, mailer };
}
