/**
 * Vitest global setup: one throw-away PostgreSQL for all API test files, started before and
 * stopped after the run (also when tests fail). Each test file creates its own databases in
 * it. Without PostgreSQL binaries the PostgreSQL runs are skipped with a note.
 */
import type { TestProject } from "vitest/node";
import { postgresUnavailableReason, startPostgres } from "./support/postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the maintenance database of the test cluster; "" when there is none. */
    postgresUrl: string;
    postgresSkipReason: string;
  }
}

export default async function setup(project: TestProject) {
  const reason = process.env.SKIP_POSTGRES ? "SKIP_POSTGRES is set" : postgresUnavailableReason();
  if (reason) {
    console.warn(`\nNOTE: the PostgreSQL run of the API tests is SKIPPED: ${reason}.\n`);
    project.provide("postgresUrl", "");
    project.provide("postgresSkipReason", reason);
    return;
  }
  const cluster = await startPostgres();
  const stop = () => cluster.stop();
  // Also stop it when the run is interrupted, so no PostgreSQL is left behind.
  process.once("exit", stop);
  project.provide("postgresUrl", cluster.url);
  project.provide("postgresSkipReason", "");
  return () => {
    process.off("exit", stop);
    cluster.stop();
  };
}
