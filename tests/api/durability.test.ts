/**
 * Durability: consents are sent under load, the server is killed with SIGKILL part-way,
 * restarted on the same data, and every consent that was answered 200 must be there.
 */
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { openDatabase } from "../../server/database/connection.ts";
import { consentRecords } from "../../server/consent/schema.ts";
import { engines } from "./support/databases.ts";
import { getSession, postJson, validConsentBody } from "./support/server.ts";
import { spawnServer } from "./support/server-process.ts";
import { makeTinySite } from "./support/tiny-site.ts";

const CONCURRENCY = 24;
const KILL_AFTER_MS = 1_200;

for (const engine of engines()) {
  describe.skipIf(engine.skipReason)(`durability on ${engine.name}`, () => {
    let fresh: Awaited<ReturnType<typeof engine.fresh>>;
    const buildDir = makeTinySite();
    beforeAll(async () => {
      fresh = await engine.fresh();
    });
    afterAll(async () => {
      await fresh?.drop();
      rmSync(buildDir, { recursive: true, force: true });
    });

    const children: ChildProcess[] = [];
    afterAll(() => children.forEach((child) => child.kill("SIGKILL")));

    // Two server start-ups (each compiles TypeScript and opens the database) take seconds.
    it("keeps every acknowledged consent across a SIGKILL", { timeout: 120_000 }, async () => {
      const env = { BUILD_DIR: buildDir, DATA_DIR: fresh.dataDir, DATABASE_URL: fresh.databaseUrl };
      const first = await spawnServer(env);
      children.push(first.child);
      const session = await getSession(first.url);
      const acknowledged: string[] = [];
      let killed = false;

      // Each worker sends consents one after the other until one of its requests fails after
      // the kill (reset mid-flight or refused): the server dies under load, whatever the
      // machine's speed. A request may be answered after the kill if its response was already
      // on the wire; it counts as acknowledged like any other.
      const worker = async () => {
        for (;;) {
          try {
            const response = await postJson(
              `${first.url}/api/gdpr/consent`,
              session,
              validConsentBody(),
            );
            if (response.status === 200) {
              acknowledged.push(((await response.json()) as { consentId: string }).consentId);
              continue;
            }
          } catch {
            // connection reset by the kill: not acknowledged, may or may not be stored
          }
          if (killed) return;
          throw new Error("a consent failed before the server was killed");
        }
      };
      const workers = Array.from({ length: CONCURRENCY }, worker);
      await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
      killed = true;
      first.child.kill("SIGKILL");
      await Promise.all([first.exited, ...workers]);
      expect(first.child.signalCode).toBe("SIGKILL");
      expect(acknowledged.length).toBeGreaterThan(20);

      // The restarted server opens the same data (recovering the crashed embedded files).
      const second = await spawnServer(env);
      children.push(second.child);
      const afterRestart = await postJson(
        `${second.url}/api/gdpr/consent`,
        await getSession(second.url),
        validConsentBody(),
      );
      expect(afterRestart.status).toBe(200);
      second.child.kill("SIGTERM");
      await second.exited;

      const database = await openDatabase({
        dataDir: fresh.dataDir,
        databaseUrl: fresh.databaseUrl,
      });
      try {
        const found = new Set<string>();
        for (let i = 0; i < acknowledged.length; i += 500) {
          const ids = acknowledged.slice(i, i + 500);
          const rows = await database.db
            .select({ id: consentRecords.consentId })
            .from(consentRecords)
            .where(inArray(consentRecords.consentId, ids));
          for (const row of rows) found.add(row.id);
        }
        const missing = acknowledged.filter((id) => !found.has(id));
        expect(missing).toEqual([]);
      } finally {
        await database.close();
      }
    });
  });
}
