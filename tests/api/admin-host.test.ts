/**
 * The Host header names the back office's origin, and each origin has a Better Auth
 * instance of its own: 200 sign-ins at distinct `Host: localhost:N` build only a bounded
 * few (the rest are refused with 421 before anything is built), other hosts and odd
 * spellings are refused, and SITE_URL's origin and the server's own address still sign in.
 */
import http from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminInstancesBuilt,
  EXTRA_LOOPBACK_ORIGINS,
} from "../../server/accounts/admin-origins.ts";
import { adminUsers } from "../../server/accounts/schema.ts";
import { adminSession } from "./support/admin-session.ts";
import { engines, type TestDatabase } from "./support/databases.ts";
import { startApiTest, type ApiTest } from "./support/api-test.ts";
import type { TestServer } from "./support/server.ts";

const SITE_URL = "http://backoffice.example";
const PASSWORD = "Kastanienallee 17, Hinterhaus!";

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

/** A sign-in addressed to `host` (and coming from its origin, as a browser's would). */
function signIn(serverUrl: string, host: string, email: string): Promise<Answer> {
  const { port } = new URL(serverUrl);
  const body = JSON.stringify({ email, password: PASSWORD });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/admin/auth/sign-in/email",
        agent: false,
        headers: {
          host,
          origin: `http://${host}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            cookies: response.headers["set-cookie"] ?? [],
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`the back office's origins on ${engine.name}`, () => {
    let database: TestDatabase;
    let server: TestServer;
    let email: string;
    let ownHost: string;

    let api: ApiTest | undefined;
    beforeAll(async () => {
      api = await startApiTest(engine, { server: { config: { siteUrl: SITE_URL } } });
      ({ database, server } = api);
      ownHost = new URL(server.url).host;
      const owner = await adminSession(database.service, server.url, "owner");
      const [user] = await database.service.run((db) =>
        db.select().from(adminUsers).where(eq(adminUsers.id, owner.userId)),
      );
      email = user!.email;
    });
    afterAll(() => api?.close());

    it("builds a bounded few instances for 200 distinct Host: localhost:N", async () => {
      const ownPort = Number(new URL(server.url).port);
      const ports = Array.from({ length: 201 }, (_, i) => 20_000 + i)
        .filter((port) => port !== ownPort)
        .slice(0, 200);
      const before = adminInstancesBuilt();
      const answers = [];
      for (const port of ports) answers.push(await signIn(server.url, `localhost:${port}`, email));
      const built = adminInstancesBuilt() - before;
      expect(built).toBeLessThanOrEqual(EXTRA_LOOPBACK_ORIGINS);

      const refused = answers.filter((answer) => answer.status === 421);
      expect(refused.length).toBeGreaterThanOrEqual(200 - EXTRA_LOOPBACK_ORIGINS);
      expect(JSON.parse(refused[0]!.body)).toMatchObject({ error: "wrong_host" });
      expect(answers.every((answer) => answer.status === 421 || answer.status === 200)).toBe(true);
    });

    it("refuses other hosts and odd spellings of loopback ones, building nothing", async () => {
      const before = adminInstancesBuilt();
      for (const host of [
        "evil.example",
        `evil.example:${new URL(server.url).port}`,
        ownHost.toUpperCase().replace("127.0.0.1", "LOCALHOST"),
        `localhost:0${new URL(server.url).port}`,
        "127.0.0.2",
      ]) {
        const answer = await signIn(server.url, host, email);
        expect([host, answer.status]).toEqual([host, 421]);
      }
      expect(adminInstancesBuilt() - before).toBe(0);
    });

    it("still signs in at SITE_URL's origin and at the server's own address", async () => {
      for (const host of [
        new URL(SITE_URL).host,
        ownHost,
        `localhost:${new URL(server.url).port}`,
      ]) {
        const answer = await signIn(server.url, host, email);
        expect([host, answer.status], answer.body).toEqual([host, 200]);
        expect(answer.cookies.join("; ")).toMatch(/sg-admin\.session_token=/);
      }
      // The instances are kept: signing in again builds none.
      const before = adminInstancesBuilt();
      expect((await signIn(server.url, ownHost, email)).status).toBe(200);
      expect(adminInstancesBuilt() - before).toBe(0);
    });
  });
}
