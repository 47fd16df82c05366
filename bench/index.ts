/**
 * `npm run bench`: every benchmark in turn, each in its own process (so one module's
 * servers, pinning and JIT state never touch the next): consent POST throughput, the
 * static page and CSRF token against bare node:http, and enquiry POST throughput when
 * bench/enquiry.ts exists, password sign-in cost (bench/sign-in.ts), and last the memory of
 * `npm start` over ten minutes of rounds of use (bench/soak.ts; SOAK_MINUTES); the mailbox reader
 * taking in 1,000 mails from a real Dovecot (bench/mailbox.ts). Modules export `run(): Promise<BenchResult[]>`
 * (bench/lib/result.ts) or are plain scripts; rows of the former are summed up at the end.
 * A benchmark, not a test: it exits 0 unless a module crashed.
 *
 *   BENCH_SECONDS=10 npm run bench      (consent and enquiry run length; BENCH_ONLY=static
 *                                       to run one; bench/static.ts has its own settings)
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./lib/processes.ts";
import type { BenchResult } from "./lib/result.ts";

const modules = [
  "consent",
  "static",
  "enquiry",
  "sign-in",
  "leads",
  "documents",
  "bookings",
  "mailbox",
  "statements",
  "soak",
]
  .filter((name) => existsSync(path.join(root, "bench", `${name}.ts`)))
  .filter((name) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(",").includes(name));

function runModule(name: string, resultsFile: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "bench/lib/run-module.ts", `bench/${name}.ts`],
      { cwd: root, stdio: "inherit", env: { ...process.env, BENCH_RESULTS_FILE: resultsFile } },
    );
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const dir = mkdtempSync(path.join(tmpdir(), "spreegeist-bench-"));
const summary: BenchResult[] = [];
const failed: string[] = [];
const started = performance.now();
try {
  for (const name of modules) {
    console.log(`\n=== bench/${name}.ts ===\n`);
    const resultsFile = path.join(dir, `${name}.json`);
    const code = await runModule(name, resultsFile);
    if (code !== 0) failed.push(name);
    if (existsSync(resultsFile)) {
      summary.push(...(JSON.parse(readFileSync(resultsFile, "utf8")) as BenchResult[]));
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(`\n=== Summary (${modules.join(", ")}; ${minutes} min) ===\n`);
if (summary.length) {
  console.table(
    summary.map((r) => ({
      bench: r.bench,
      case: r.case,
      "req/s": r.perSecond,
      "p99 ms": r.p99,
      memory: r["after MB"] === undefined ? "" : `${r["rest MB"]} → ${r["after MB"]} MB`,
      target: r.met === undefined ? "" : r.met ? "met" : "NOT MET",
    })),
  );
}
const scripts = modules.filter((name) => !summary.some((r) => r.bench === name));
if (scripts.length) console.log(`Figures of ${scripts.join(", ")}: in their own output above.`);
if (failed.length) {
  console.log(`FAILED: ${failed.join(", ")}`);
  process.exit(1);
}
