/**
 * Runs the real server (buildServer) in-process on a free port against a test database,
 * plus a tiny HTTP client that behaves like the banner: token first, then the write.
 */
import type { FastifyInstance } from "fastify";
import { buildServer } from "../../../server/app.ts";
import { loadConfig, type ServerConfig } from "../../../server/env.ts";
import type { DatabaseService } from "../../../server/db/service.ts";
import { loadSiteFiles } from "../../../server/site/files.ts";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll } from "vitest";
import { makeTinySite } from "./tiny-site.ts";

export const TEST_CSRF_SECRET = "test-secret-test-secret-test-secret-0123";

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
  const site = await loadSiteFiles(siteDir);
  const app = await buildServer(config, {
    site,
    database: options.database,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export interface Session {
  cookie: string;
  token: string;
}

/** GET /api/csrf-token as a browser would: keeps the cookie with the token. */
export async function getSession(baseUrl: string, cookie?: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/csrf-token`, {
    headers: cookie ? { cookie } : {},
  });
  if (!response.ok) throw new Error(`csrf-token answered ${response.status}`);
  const setCookie = response.headers.get("set-cookie");
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie: setCookie ? setCookie.split(";")[0]! : cookie!, token: csrfToken };
}

export function validConsentBody(overrides: Record<string, unknown> = {}) {
  return {
    consentType: "cookies",
    preferences: { necessary: true, analytics: false, marketing: false },
    userIdentifier: `user_${Date.now()}_k3j9x2m4q`,
    ...overrides,
  };
}

export function postJson(
  url: string,
  session: Session | undefined,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(session ? { cookie: session.cookie, "x-csrf-token": session.token } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
