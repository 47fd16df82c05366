/**
 * Vitest global setup for the API tests, started once before all test files:
 * - one throw-away PostgreSQL, stopped afterwards (also when tests fail); each test file
 *   creates its own databases in it. Without PostgreSQL binaries the PostgreSQL runs are
 *   skipped with a note.
 * - one freshly created and migrated embedded database, which tests copy: creating a PGlite
 *   data directory runs initdb in WebAssembly and takes seconds, copying it milliseconds.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/database/connection.ts";
import { postgresUnavailableReason, startPostgres } from "./support/postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the maintenance database of the test cluster; "" when there is none. */
    postgresUrl: string;
    postgresSkipReason: string;
    /** A DATA_DIR holding a migrated embedded database, to copy. */
    embeddedTemplate: string;
  }
}

async function makeEmbeddedTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "spreegeist-template-"));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await database.close();
  return dataDir;
}

async function startPostgresIfAvailable(project: TestProject) {
  const reason = process.env.SKIP_POSTGRES ? "SKIP_POSTGRES is set" : postgresUnavailableReason();
  if (reason) {
    console.warn(`\nNOTE: the PostgreSQL run of the API tests is SKIPPED: ${reason}.\n`);
    project.provide("postgresUrl", "");
    project.provide("postgresSkipReason", reason);
    return undefined;
  }
  const cluster = await startPostgres();
  project.provide("postgresUrl", cluster.url);
  project.provide("postgresSkipReason", "");
  return cluster;
}

export default async function setup(project: TestProject) {
  const [template, cluster] = await Promise.all([
    makeEmbeddedTemplate(),
    startPostgresIfAvailable(project),
  ]);
  project.provide("embeddedTemplate", template);
  const cleanUp = () => {
    cluster?.stop();
    rmSync(template, { recursive: true, force: true });
  };
  // Also clean up when the run is interrupted, so no PostgreSQL is left behind.
  process.once("exit", cleanUp);
  return () => {
    process.off("exit", cleanUp);
    cleanUp();
  };
}
