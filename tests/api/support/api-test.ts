/**
 * The one set-up of an API test: a test database of an engine (databases.ts), the real server
 * in-process on it (server.ts), when asked a real SMTP server that the server's mail goes to
 * (../mail-server.ts, short retry delays), and signed-in back-office accounts
 * (admin-session.ts). `close()` stops whatever was started, in reverse order, also after a
 * set-up that failed half-way.
 *
 *   let api: ApiTest<"owner" | "staff">;
 *   beforeAll(async () => {
 *     api = await startApiTest(engine, { smtp: {}, sessions: { owner: "owner", staff: "staff" } });
 *   });
 *   afterAll(() => api?.close());
 */
import type { Role } from "../../../server/accounts/schema.ts";
import type { MailConfig } from "../../../server/env.ts";
import { startSmtpServer, type TestSmtp } from "../mail-server.ts";
import { adminSession, type AdminSession } from "./admin-session.ts";
import type { Engine, TestDatabase } from "./databases.ts";
import { startTestServer, type TestServer } from "./server.ts";

/** What startTestServer takes besides the database. */
export type ApiServerOptions = Omit<Parameters<typeof startTestServer>[0], "database" | "dataDir">;

export interface ApiTestOptions<Name extends string> {
  /** The server's clock, configuration, hooks (`startTestServer`'s options). */
  server?: ApiServerOptions;
  /**
   * A real SMTP server for the server's mail, with these settings over the tests' defaults
   * (sender and agency address below, retries after 100 and 200 ms, a one-minute lease).
   */
  smtp?: Partial<Omit<MailConfig, "smtpUrl">>;
  /** Accounts to sign in, by the name the test calls them: a role, or a role and a name. */
  sessions?: Record<Name, Role | { role: Role; name: string }>;
}

export interface ApiTest<Name extends string = never> {
  database: TestDatabase;
  server: TestServer;
  /** The SMTP server; asking for it without `smtp` in the options throws. */
  readonly smtp: TestSmtp;
  sessions: Record<Name, AdminSession>;
  /** Stops the server, the SMTP server and deletes the database. */
  close(): Promise<void>;
}

export const TEST_MAIL_FROM = "Spreegeist Events <hallo@spreegeist.test>";
export const TEST_AGENCY_EMAIL = "leads@spreegeist.test";

export async function startApiTest<Name extends string = never>(
  engine: Engine,
  options: ApiTestOptions<Name> = {},
): Promise<ApiTest<Name>> {
  const stops: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    const database = await engine.create();
    stops.push(() => database.dispose());
    let smtp: TestSmtp | undefined;
    if (options.smtp) {
      const started = await startSmtpServer();
      smtp = started;
      stops.push(() => started.stop());
    }
    const serverOptions = options.server ?? {};
    const server = await startTestServer({
      ...serverOptions,
      database: database.service,
      dataDir: database.dataDir,
      config: {
        ...serverOptions.config,
        ...(smtp
          ? {
              mail: {
                from: TEST_MAIL_FROM,
                agencyEmail: TEST_AGENCY_EMAIL,
                retryDelaysMs: [100, 200],
                leaseMs: 60_000,
                ...options.smtp,
                smtpUrl: smtp.url,
              },
            }
          : {}),
      },
    });
    stops.push(() => server.close());
    const sessions = {} as Record<Name, AdminSession>;
    // One after another: each is an account with its own audit entries, as a person adds them.
    for (const [key, account] of Object.entries(options.sessions ?? {}) as Array<
      [Name, Role | { role: Role; name: string }]
    >) {
      sessions[key] =
        typeof account === "string"
          ? await adminSession(database.service, server.url, account)
          : await adminSession(database.service, server.url, account.role, account.name);
    }
    return {
      database,
      server,
      get smtp() {
        if (!smtp) throw new Error("startApiTest: this test asked for no SMTP server");
        return smtp;
      },
      sessions,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
