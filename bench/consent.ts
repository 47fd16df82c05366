/**
 * `npm run bench`: consent POST throughput and latency with autocannon, against the real
 * server (a separate process, rate limit off) on the embedded database and on PostgreSQL
 * (a throw-away cluster, skipped with a note without the binaries). A benchmark, not a
 * test: it prints figures and the target, and exits 0 either way.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=16 npm run bench
 */
import type autocannon from "autocannon";
import { count } from "drizzle-orm";
import { openDatabase } from "../server/database/connection.ts";
import { consentRecords } from "../server/consent/schema.ts";
import { spawnServer } from "../tests/api/support/server-process.ts";
import { getSession } from "../tests/api/support/client.ts";
import { onEachEngine } from "./lib/engines.ts";
import { autocannonRun } from "./lib/load.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

interface Result {
  engine: string;
  perSecond: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  /** Rows in the database afterwards (the warm-up's included). */
  rows: number;
}

async function bench(engine: string, env: Record<string, string>): Promise<Result> {
  const server = await spawnServer({ ...env, LOG_LEVEL: "error" });
  const base = server.url;
  try {
    const { cookie, token: csrfToken } = await getSession(base);
    const options: autocannon.Options = {
      url: `${base}/api/gdpr/consent`,
      method: "POST",
      connections,
      headers: { "content-type": "application/json", cookie, "x-csrf-token": csrfToken },
      body: JSON.stringify({
        consentType: "cookies",
        preferences: { necessary: true, analytics: true, marketing: false },
        userIdentifier: `user_${Date.now()}_bench12345`,
      }),
    };
    const warmUp = await autocannonRun({ ...options, duration: 2 }); // JIT, connection pool, caches
    const result = await autocannonRun({ ...options, duration: seconds });
    server.child.kill("SIGTERM");
    await server.exited;
    const database = await openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL });
    const [row] = await database.db.select({ n: count() }).from(consentRecords);
    await database.close();
    return {
      engine,
      perSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result["2xx"] + warmUp["2xx"],
      errors: result.non2xx + result.errors + result.timeouts,
      rows: row?.n ?? 0,
    };
  } finally {
    if (server.child.exitCode === null) server.child.kill("SIGTERM");
  }
}

console.log(`Consent POST, ${connections} connections, ${seconds} s per engine\n`);
const results = await onEachEngine(bench);

console.table(
  results.map((r) => ({
    engine: r.engine,
    "consents/s": r.perSecond,
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    "answered 2xx": r.total,
    "rows in DB": r.rows,
    "errors/non-2xx": r.errors,
  })),
);
const embedded = results[0];
if (embedded) {
  const met = embedded.perSecond >= 1000 && embedded.p99 < 50;
  console.log(
    `Target (embedded): >= 1000 consents/s with p99 < 50 ms: ${met ? "MET" : "NOT MET"} ` +
      `(${embedded.perSecond}/s, p99 ${embedded.p99} ms)`,
  );
}
