/**
 * The database benchmarks (consent, enquiry) run the same measurement once per engine: the
 * embedded database, then PostgreSQL in a throw-away cluster (skipped with a note when its
 * binaries are missing). Each engine gets the same tiny site and its own data directory.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  postgresUnavailableReason,
  startPostgres,
} from "../../tests/api/support/postgres-cluster.ts";
import { makeTinySite } from "../../tests/api/support/tiny-site.ts";

/**
 * Runs `bench` on the embedded database, then on PostgreSQL; `env` is what the server
 * process needs to use that engine. Returns one result per engine that ran.
 */
export async function onEachEngine<R>(
  bench: (engine: string, env: Record<string, string>) => Promise<R>,
): Promise<R[]> {
  const buildDir = makeTinySite();
  const dataDir = mkdtempSync(path.join(tmpdir(), "spreegeist-bench-"));
  const results: R[] = [];
  try {
    results.push(await bench("embedded (PGlite)", { BUILD_DIR: buildDir, DATA_DIR: dataDir }));
    const skip = postgresUnavailableReason();
    if (skip) {
      console.log(`PostgreSQL run SKIPPED: ${skip}`);
      return results;
    }
    const cluster = await startPostgres();
    try {
      results.push(
        await bench("PostgreSQL 15", {
          BUILD_DIR: buildDir,
          DATA_DIR: path.join(dataDir, "pg"),
          DATABASE_URL: cluster.url,
        }),
      );
    } finally {
      cluster.stop();
    }
    return results;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  }
}
