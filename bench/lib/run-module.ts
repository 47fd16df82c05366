/**
 * Runs one benchmark module in this process (bench/index.ts starts one process per module):
 * a module that exports `run()` is run and its rows printed (with its own `print` when it
 * has one) and written to BENCH_RESULTS_FILE for the summary; a module that is a plain
 * script has already done its work when the import returns.
 *
 *   npx tsx bench/lib/run-module.ts bench/static.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { BenchResult } from "./result.ts";

interface BenchModule {
  run?: () => Promise<BenchResult[]>;
  print?: (results: BenchResult[]) => void;
}

const file = process.argv[2];
if (!file) throw new Error("usage: run-module.ts <bench module>");
const module = (await import(pathToFileURL(path.resolve(file)).href)) as BenchModule;
if (typeof module.run === "function") {
  const results = await module.run();
  if (module.print) module.print(results);
  else console.table(results);
  if (process.env.BENCH_RESULTS_FILE) {
    writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify(results));
  }
}
