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
import { afterAll } from "vitest";
import { TEST_CSRF_SECRET } from "./client.ts";
import { makeTinySite } from "./tiny-site.ts";

export * from "./client.ts";

export interface TestServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

let tinySite: string | undefined;
// Registered in each test file that imports this module: the file's site goes with it.
afterAll(() => {
  if (tinySite) rmSync(tinySite, { recursive: true, force: true });
  tinySite = undefined;
});

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
  tinySite ??= makeTinySite();
  const siteDir = path.join(tinySite, "client");
  const config: ServerConfig = {
    ...loadConfig({ LOG_LEVEL: "silent" }),
    dataDir: options.dataDir,
    csrfSecret: TEST_CSRF_SECRET,
    rateLimitPerMinute: null,
    ...options.config,
  };
  const site = await loadSiteFiles(options.realSite ? config.siteDir! : siteDir);
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
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
