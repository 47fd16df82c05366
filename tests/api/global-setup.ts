/**
 * Vitest global setup for the API tests, started once before all test files:
 * - one throw-away PostgreSQL, stopped afterwards (also when tests fail); each test file
 *   creates its own databases in it, as copies of one database the set-up migrated
 *   (`create database … template`: 30 ms, where migrating a new one took about 400 ms).
 *   Without PostgreSQL binaries the PostgreSQL runs are skipped with a note.
 * - the migrated embedded database that tests copy (tests/support/embedded-template.ts):
 *   creating a PGlite data directory runs initdb in WebAssembly and takes seconds, copying it
 *   milliseconds. It is kept for the browser tests and later runs, and so is the empty one it
 *   starts from, for the tests that restore into an empty database.
 * - one Dovecot (the real IMAP server), in which each test file makes its own mailbox
 *   (tests/api/support/dovecot.ts).
 */
import type { TestProject } from "vitest/node";
import { embeddedTemplate, emptyEmbeddedTemplate } from "../support/embedded-template.ts";
import {
  migratedPostgresTemplate,
  postgresUnavailableReason,
  startPostgres,
} from "./support/postgres-cluster.ts";
import { findDovecot, startDovecot } from "./support/dovecot.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the maintenance database of the test cluster; "" when there is none. */
    postgresUrl: string;
    /** The cluster's migrated database that test databases are created from. */
    postgresTemplate: string;
    postgresSkipReason: string;
    /** A DATA_DIR holding a migrated embedded database, to copy. */
    embeddedTemplate: string;
    /** A DATA_DIR holding an embedded database with no table yet (initdb alone), to copy. */
    emptyEmbeddedTemplate: string;
    /** The suite's Dovecot: its IMAP port and the passwd file mailboxes are added to. */
    dovecot: { port: number; usersFile: string };
  }
}

async function startPostgresIfAvailable(project: TestProject) {
  const reason = process.env.SKIP_POSTGRES ? "SKIP_POSTGRES is set" : postgresUnavailableReason();
  if (reason) {
    console.warn(`\nNOTE: the PostgreSQL run of the API tests is SKIPPED: ${reason}.\n`);
    project.provide("postgresUrl", "");
    project.provide("postgresTemplate", "");
    project.provide("postgresSkipReason", reason);
    return undefined;
  }
  const cluster = await startPostgres();
  project.provide("postgresUrl", cluster.url);
  project.provide("postgresTemplate", await migratedPostgresTemplate(cluster));
  project.provide("postgresSkipReason", "");
  return cluster;
}

export default async function setup(project: TestProject) {
  // Never skipped: `npm test` installs dovecot-imapd where it is missing (scripts/test.ts).
  if (!findDovecot()) {
    throw new Error(
      "Dovecot is not installed: `apt-get install -y dovecot-imapd` (npm test does).",
    );
  }
  const [template, cluster, dovecot] = await Promise.all([
    embeddedTemplate(),
    startPostgresIfAvailable(project),
    startDovecot(),
  ]);
  project.provide("embeddedTemplate", template);
  project.provide("emptyEmbeddedTemplate", await emptyEmbeddedTemplate());
  project.provide("dovecot", { port: dovecot.port, usersFile: dovecot.usersFile });
  const cleanUp = () => {
    cluster?.stop();
    dovecot.stop();
  };
  // Also clean up when the run is interrupted, so no PostgreSQL is left behind.
  process.once("exit", cleanUp);
  return () => {
    process.off("exit", cleanUp);
    cleanUp();
  };
}
