/**
 * The two database engines every API test runs against: the embedded one (PGlite in a temp
 * DATA_DIR) and PostgreSQL (a new database in the cluster tests/api/global-setup.ts started).
 */
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase } from "../../../server/database/connection.ts";
import { DatabaseService } from "../../../server/database/service.ts";

export interface TestDatabase {
  service: DatabaseService;
  dataDir: string;
  /** postgres://… for PostgreSQL, undefined for the embedded database. */
  databaseUrl: string | undefined;
  /** Closes the service and deletes the data. */
  dispose(): Promise<void>;
}

export interface Engine {
  name: "embedded" | "postgres";
  /** Why this engine is skipped here, or "" when it runs. */
  skipReason: string;
  create(): Promise<TestDatabase>;
  /**
   * A new database for a server to open itself (DATA_DIR or DATABASE_URL): the embedded one a
   * copy of the migrated template, the PostgreSQL one empty, so that the server's start
   * migrates it (the upgrade and migration tests rely on that).
   */
  fresh(): Promise<FreshDatabase>;
  /** A database with no table at all, not even the migrations' own (to restore or upgrade). */
  empty(): Promise<FreshDatabase>;
}

export interface FreshDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

export const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), "spreegeist-data-"));
}

/** A DATA_DIR with a copy of a template database (see global-setup.ts), migrated or empty. */
function embeddedCopy(template: "embeddedTemplate" | "emptyEmbeddedTemplate"): FreshDatabase {
  const dataDir = tempDir();
  cpSync(inject(template), dataDir, { recursive: true });
  return {
    dataDir,
    databaseUrl: undefined,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A new database in the test cluster: empty, or a copy of `template`. */
async function freshPostgresDatabase(maintenanceUrl: string, template?: string) {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: maintenanceUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function serviceFor(dataDir: string, databaseUrl: string | undefined) {
  const service = new DatabaseService(() => openDatabase({ dataDir, databaseUrl }), quietLog);
  if ((await service.start()) !== "ready") throw new Error("test database did not start");
  return service;
}

export function engines(): Engine[] {
  const postgresUrl = inject("postgresUrl");
  return [
    {
      name: "embedded",
      skipReason: "",
      fresh: async () => embeddedCopy("embeddedTemplate"),
      // As a new DATA_DIR is after initdb, without running initdb again (4 CPU-seconds).
      empty: async () => embeddedCopy("emptyEmbeddedTemplate"),
      async create() {
        const { dataDir } = embeddedCopy("embeddedTemplate");
        const service = await serviceFor(dataDir, undefined);
        return {
          service,
          dataDir,
          databaseUrl: undefined,
          dispose: async () => {
            await service.close();
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
    },
    {
      name: "postgres",
      skipReason: postgresUrl ? "" : inject("postgresSkipReason"),
      async fresh() {
        const dataDir = tempDir();
        const database = await freshPostgresDatabase(postgresUrl);
        return {
          dataDir,
          databaseUrl: database.url,
          drop: async () => {
            await database.drop();
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
      empty() {
        return this.fresh();
      },
      async create() {
        const dataDir = tempDir();
        // A copy of the migrated database, as the embedded engine copies its template.
        const database = await freshPostgresDatabase(postgresUrl, inject("postgresTemplate"));
        const service = await serviceFor(dataDir, database.url);
        return {
          service,
          dataDir,
          databaseUrl: database.url,
          dispose: async () => {
            await service.close();
            await database.drop();
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
}
