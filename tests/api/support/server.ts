/**
 * Runs the real server (buildServer) in-process on a free port against a test database.
 * Re-exports the test client (client.ts), so a test file imports both from here.
 */
import type { FastifyInstance } from "fastify";
import { buildServer } from "../../../server/app.ts";
import type { AdminRouteInfo } from "../../../server/admin/index.ts";
import { loadConfig, type ServerConfig } from "../../../server/env.ts";
import type { DatabaseService } from "../../../server/database/service.ts";
import { loadSiteFiles } from "../../../server/site/files.ts";
import { rmSync } from "node:fs";
import path from "node:path";
import { TEST_CSRF_SECRET } from "./client.ts";
import { makeTinySite } from "./tiny-site.ts";

export * from "./client.ts";

export interface TestServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/**
 * scrypt's cost for the accounts these servers create: an eightieth of production's work.
 * The API tests create or sign in about 390 accounts a run, at 0.2 s of CPU each at
 * production's cost; admin-auth.test.ts keeps that cost (decision 0155).
 */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

export async function startTestServer(options: {
  database: DatabaseService;
  dataDir: string;
  config?: Partial<ServerConfig>;
  now?: () => Date;
  /** Filled with the admin API's routes (server/admin/index.ts). */
  adminRoutes?: AdminRouteInfo[];
  /** Runs before the server listens, e.g. to add a hook that observes requests. */
  beforeListen?: (app: FastifyInstance) => void;
  /**
   * The real built site (build/client) with published content served from the database
   * (server/content), instead of the stand-in site without it.
   */
  realSite?: boolean;
}): Promise<TestServer> {
  // Each server its own stand-in site (a few small files), deleted with it: test files share
  // their worker's modules (decision 0152), so nothing here may outlive one server.
  const tinySite = options.realSite ? undefined : makeTinySite();
  const siteDir = tinySite ? path.join(tinySite, "client") : undefined;
  const config: ServerConfig = {
    ...loadConfig({ LOG_LEVEL: "silent" }),
    dataDir: options.dataDir,
    csrfSecret: TEST_CSRF_SECRET,
    rateLimitPerMinute: null,
    passwordCost: TEST_PASSWORD_COST,
    ...options.config,
  };
  const site = await loadSiteFiles(siteDir ?? config.siteDir!);
  const app = await buildServer(config, {
    site,
    content: options.realSite ?? false,
    database: options.database,
    ...(options.now ? { now: options.now } : {}),
    ...(options.adminRoutes ? { adminRoutes: options.adminRoutes } : {}),
  });
  options.beforeListen?.(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      if (tinySite) rmSync(tinySite, { recursive: true, force: true });
    },
  };
}
