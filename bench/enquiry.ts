/**
 * `npm run bench` (bench/index.ts runs it with the others): enquiry POST throughput and latency with autocannon
 * against the real server (a separate process, rate limit off, mails going to a local SMTP
 * server in this process), then the time from the 201 to both mails of an enquiry being
 * accepted by that SMTP server, at a steady 20 enquiries a second. Embedded database and
 * PostgreSQL (skipped with a note without the binaries). Prints figures and targets,
 * exits 0 either way.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=16 npm run bench
 */
import { randomBytes } from "node:crypto";
import type autocannon from "autocannon";
import { count, ne } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { openDatabase } from "../server/database/connection.ts";
import { leads } from "../server/leads/schema.ts";
import { mailOutbox } from "../server/mail/schema.ts";
import { isMain } from "../scripts/lib/run.ts";
import { freePort } from "../tests/api/support/postgres-cluster.ts";
import { spawnServer } from "../tests/api/support/server-process.ts";
import { getSession } from "../tests/api/support/client.ts";
import { onEachEngine } from "./lib/engines.ts";
import { autocannonRun } from "./lib/load.ts";
import type { BenchResult } from "./lib/result.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const MAIL_RATE = 20; // enquiries per second in the 201 → mail phase

interface Result {
  engine: string;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  rows: number;
  mailP50: number;
  mailP99: number;
  mailsLate: number;
  /** Seconds the worker needed after the load phase to deliver its mails. */
  drainSeconds: number;
  /** Outbox rows not sent when the server was stopped. */
  unsent: number;
}

/** Accepts every message and notes when the mail of each bench enquiry arrived. */
async function startSmtp() {
  const accepted = new Map<string, number[]>();
  const counter = { total: 0 };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const marker = /Latency-([a-f0-9]{12})/.exec(Buffer.concat(chunks).toString("latin1"));
        if (marker) accepted.set(marker[1]!, [...(accepted.get(marker[1]!) ?? []), Date.now()]);
        counter.total++;
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return { url: `smtp://127.0.0.1:${port}`, accepted, counter, close: () => server.close() };
}

const body = (company: string) =>
  JSON.stringify({
    name: "Bench Besucherin",
    company,
    email: "bench@example.com",
    participants: 40,
    event: "City Rally Berlin",
    message: "Ein Benchmark.",
    privacy: true,
    language: "de",
    sourcePage: "/contact",
    elapsedMs: 20_000,
  });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function bench(engine: string, env: Record<string, string>): Promise<Result> {
  const smtp = await startSmtp();
  const server = await spawnServer({ ...env, LOG_LEVEL: "error", SMTP_URL: smtp.url });
  const base = server.url;
  try {
    const { cookie, token: csrfToken } = await getSession(base);
    const headers = { "content-type": "application/json", cookie, "x-csrf-token": csrfToken };
    const options: autocannon.Options = {
      url: `${base}/api/enquiries`,
      method: "POST",
      connections,
      headers,
      body: body("Bench GmbH"),
      // Every request is a new submission (its own idempotency key).
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, "idempotency-key": randomBytes(16).toString("hex") },
          }),
        },
      ],
    };
    const warmUp = await autocannonRun({ ...options, duration: 2 }); // JIT, connection pool, caches
    const result = await autocannonRun({ ...options, duration: seconds });

    // Let the worker deliver the mail of the load phase (two per enquiry) before timing
    // mail on its own; how long that takes is the drain figure.
    const drainStart = Date.now();
    const expected = 2 * (warmUp["2xx"] + result["2xx"]);
    for (let i = 0; i < 1200 && smtp.counter.total < expected; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const drainSeconds = (Date.now() - drainStart) / 1000;

    const answered = new Map<string, number>();
    const sends: Array<Promise<void>> = [];
    const total = MAIL_RATE * Math.min(seconds, 10);
    for (let i = 0; i < total; i++) {
      const marker = randomBytes(6).toString("hex");
      sends.push(
        fetch(`${base}/api/enquiries`, {
          method: "POST",
          headers: { ...headers, "idempotency-key": randomBytes(16).toString("hex") },
          body: body(`Latency-${marker}`),
        }).then((response) => {
          if (response.status === 201) answered.set(marker, Date.now());
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000 / MAIL_RATE));
    }
    await Promise.all(sends);
    for (let i = 0; i < 600; i++) {
      const done = [...answered.keys()].filter((m) => (smtp.accepted.get(m)?.length ?? 0) >= 2);
      if (done.length === answered.size) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const latencies = [...answered].flatMap(([marker, at]) => {
      const times = smtp.accepted.get(marker) ?? [];
      return times.length >= 2 ? [Math.max(...times) - at] : [];
    });

    server.child.kill("SIGTERM");
    await server.exited;
    const reopened = await openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL });
    const [row] = await reopened.db.select({ n: count() }).from(leads);
    const [unsent] = await reopened.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(ne(mailOutbox.status, "sent"));
    await reopened.close();
    return {
      drainSeconds,
      unsent: unsent?.n ?? 0,
      engine,
      perSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
      rows: row?.n ?? 0,
      mailP50: percentile(latencies, 50),
      mailP99: percentile(latencies, 99),
      mailsLate: answered.size - latencies.length,
    };
  } finally {
    if (server.child.exitCode === null) server.child.kill("SIGTERM");
    smtp.close();
  }
}

/** Both engines (PostgreSQL when its binaries are there), one row per engine. */
export async function run(): Promise<BenchResult[]> {
  console.log(
    `Enquiry POST, ${connections} connections, ${seconds} s per engine; then ${MAIL_RATE} enquiries/s timed from 201 to both mails accepted by SMTP\n`,
  );
  const results = await onEachEngine(bench);
  return results.map((r) => ({
    bench: "enquiry",
    case: `POST /api/enquiries, ${r.engine}`,
    perSecond: r.perSecond,
    p99: r.p99,
    // Targets of issue 5 are set for the embedded database.
    ...(r.engine.startsWith("embedded") ? { met: r.perSecond >= 300 && r.p99 < 100 } : {}),
    "p50 ms": r.p50,
    "errors/non-2xx": r.errors,
    "rows in DB": r.rows,
    "201→mail p50 ms": r.mailP50,
    "201→mail p99 ms": r.mailP99,
    "mail target met": r.mailP99 < 2000 && r.mailsLate === 0,
    "mails missing": r.mailsLate,
    "load-phase mail drained in s": r.drainSeconds,
    "outbox unsent at end": r.unsent,
  }));
}

export function print(rows: BenchResult[]) {
  console.table(rows);
  const embedded = rows.find((row) => row.case.includes("embedded"));
  if (!embedded) return;
  console.log(
    `Target (embedded): at least 300 enquiries/s with p99 under 100 ms: ${embedded.met ? "met" : "NOT met"} (${embedded.perSecond}/s, p99 ${embedded.p99} ms)`,
  );
  console.log(
    `Target: 201 → mail accepted p99 under 2 s: ${embedded["mail target met"] ? "met" : "NOT met"} (p99 ${embedded["201→mail p99 ms"]} ms)`,
  );
}

// Run directly (npx tsx bench/enquiry.ts) rather than through bench/index.ts.
if (isMain(import.meta)) {
  print(await run());
}
