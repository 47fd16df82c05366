/**
 * Two server instances on one PostgreSQL: they migrate at the same moment without tripping
 * over each other, and a CSRF token from one is accepted by the other (stateless tokens,
 * shared CSRF_SECRET). An instance with another secret refuses it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { openDatabase } from "../../server/database/connection.ts";
import { consentRecords } from "../../server/consent/schema.ts";
import { DatabaseService } from "../../server/database/service.ts";
import { engines, quietLog } from "./support/databases.ts";
import {
  getSession,
  postJson,
  startTestServer,
  validConsentBody,
  type TestServer,
} from "./support/server.ts";

const postgres = engines()[1]!;

describe.skipIf(postgres.skipReason)("two instances on one PostgreSQL", () => {
  let fresh: Awaited<ReturnType<typeof postgres.fresh>>;
  const services: DatabaseService[] = [];
  const servers: TestServer[] = [];

  beforeAll(async () => {
    fresh = await postgres.fresh();
    const open = () =>
      new DatabaseService(
        () => openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir }),
        quietLog,
      );
    services.push(open(), open(), open());
    // All three migrate the fresh database at the same moment.
    const statuses = await Promise.all(services.map((service) => service.start()));
    expect(statuses).toEqual(["ready", "ready", "ready"]);
    for (const [i, service] of services.entries()) {
      servers.push(
        await startTestServer({
          database: service,
          dataDir: `${fresh.dataDir}/instance-${i}`, // separate data dirs, shared secret
          config: i === 2 ? { csrfSecret: "another-secret-another-secret-another-secret" } : {},
        }),
      );
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const service of services) await service.close();
    await fresh?.drop();
  });

  it("accepts a token from instance A on instance B, and the other way round", async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const fromA = await getSession(a.url);
    expect((await postJson(`${b.url}/api/gdpr/consent`, fromA, validConsentBody())).status).toBe(
      200,
    );
    const fromB = await getSession(b.url);
    expect((await postJson(`${a.url}/api/gdpr/consent`, fromB, validConsentBody())).status).toBe(
      200,
    );
    const stored = await services[0]!.run(
      async (db) => (await db.select({ n: count() }).from(consentRecords))[0]!.n,
    );
    expect(stored).toBe(2);
  });

  it("refuses the token on an instance with a different secret", async () => {
    const fromA = await getSession(servers[0]!.url);
    const response = await postJson(
      `${servers[2]!.url}/api/gdpr/consent`,
      fromA,
      validConsentBody(),
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe("csrf_forged");
  });
});
