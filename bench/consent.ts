/**
 * `npm run bench`: consent POST throughput and latency with autocannon, against the real
 * server (a separate process, rate limit off) on the embedded database and on PostgreSQL
 * (a throw-away cluster, skipped with a note without the binaries). A benchmark, not a
 * test: it prints figures and the target, and exits 0 either way.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=16 npm run bench
 */
import { spawn } from "node:child_process";
import path from "node:path";
import type autocannon from "autocannon";
import { count } from "drizzle-orm";
import { openDatabase } from "../server/db/connection.ts";
import { consentRecords } from "../server/db/schema.ts";
import { freePort } from "../tests/api/support/postgres-cluster.ts";
import { onEachEngine, waitDatabaseReady } from "./lib/engines.ts";
import { autocannonRun } from "./lib/load.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const secret = "bench-secret-bench-secret-bench-secret-01";
const root = path.resolve(import.meta.dirname, "..");

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
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      CSRF_SECRET: secret,
      RATE_LIMIT_PER_MINUTE: "off",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitDatabaseReady(base, child);
    const tokenResponse = await fetch(`${base}/api/csrf-token`);
    const cookie = tokenResponse.headers.get("set-cookie")!.split(";")[0]!;
    const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
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
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
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
    if (child.exitCode === null) child.kill("SIGTERM");
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
