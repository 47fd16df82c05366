/**
 * What an operator and a load balancer ask the server: `/readyz` (may it take traffic?),
 * `/metrics` (Prometheus; never public: a port of its own or a bearer token), and the
 * nightly backup (./backup-job.ts). `/healthz` (alive) stays in app.ts. See docs/deploy.md.
 */
import type { MailboxStatus } from "../mail/inbound/reader.ts";
import type { Server } from "node:http";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { DatabaseService } from "../database/service.ts";
import type { ServerConfig } from "../env.ts";
import { apiHeaders, apiHeadersHttps, plainHeaders } from "../http/security-headers.ts";
import type { Shortcuts } from "../http/token-shortcut.ts";
import type { SiteFiles } from "../site/files.ts";
import { isHttps } from "../http/proxy.ts";
import { BackupJob } from "./backup-job.ts";
import { ServerMetrics } from "./metrics.ts";
import { bearerMatches, startMetricsServer } from "./metrics-server.ts";

export interface OpsOptions {
  config: ServerConfig;
  database: DatabaseService;
  shortcuts: Shortcuts;
  site: SiteFiles | undefined;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** The mailbox's state (started after the metrics, so asked at each scrape). */
  mailbox?: () => MailboxStatus | null;
}

export interface Ops {
  metrics: ServerMetrics;
  /** The nightly backup; its status also shows on the back office's start page. */
  backups: BackupJob;
}

export function registerOpsRoutes(app: FastifyInstance, options: OpsOptions): Ops {
  const { config, database, site } = options;
  const backups = new BackupJob(options);
  backups.start();
  app.addHook("onClose", () => backups.stop());
  const metrics = new ServerMetrics({ ...options, backups: () => backups.status() });
  metrics.instrument(app);

  // Ready for traffic: the database answers with its migrations applied and the pages are
  // in memory. A load balancer sends requests elsewhere while this is 503 (also while the
  // server is closing: Fastify then answers 503 to every request).
  app.get("/readyz", async (request, reply) => {
    reply.headers(isHttps(request) ? apiHeadersHttps : apiHeaders);
    const checks = {
      database: (await database.check()) === "ready",
      migrations: database.migrated,
      // Without the build (API_ONLY) there are no pages to wait for.
      pages: config.siteDir === null || (site?.documents.size ?? 0) > 0,
    };
    const ready = checks.database && checks.migrations && checks.pages;
    reply.code(ready ? 200 : 503);
    return { status: ready ? "ready" : "not_ready", checks };
  });

  // On the site's port only with the token; without a token configured the path is the
  // site's, which has no such page (404).
  const token = config.metrics.token;
  if (token) {
    app.get("/metrics", async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply
          .code(404)
          .headers(plainHeaders)
          .type("text/plain; charset=utf-8")
          .send("Not Found");
      }
      const { body, contentType } = await metrics.render();
      return reply.headers(apiHeaders).type(contentType).send(body);
    });
  }

  const port = config.metrics.port;
  if (port !== undefined) {
    let server: Server | undefined;
    app.addHook("onListen", async () => {
      server = await startMetricsServer(metrics, port, config.metrics.host);
    });
    app.addHook("onClose", async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });
  }

  return { metrics, backups };
}
