/**
 * Memory under use: the bundled server as `npm start` runs it (`node scripts/start.mjs`,
 * embedded database, a new data directory) through the same round of a working day again and
 * again for SOAK_MINUTES (default 10), reporting its resident memory (VmRSS from /proc) after
 * every round. A round: a sign-in, an enquiry from the site (a lead), an offer made from it
 * with its draft PDF and sent, the customer's code and acceptance on the public page (the
 * deposit invoice follows), the final invoice with its PDF and e-invoice, and an event
 * published (the site rendered again). Its target (issue 42): under 350 MB after use (a minute
 * idle after the last round), and no growth over the last third of the run (docs/performance.md,
 * "Memory under use").
 *
 *   BENCH_ONLY=soak npm run bench                  (10 minutes)
 *   SOAK_MINUTES=2 BENCH_ONLY=soak npm run bench   (a shorter try)
 *
 * SOAK_SERVER=build-before/node/main.mjs runs that bundle instead (a copy of an older build,
 * its site beside it, for a before and after); SOAK_NODE_FLAGS replaces the node flags of
 * `npm start` ("" for none); SOAK_PORT and SOAK_METRICS_PORT fix the ports.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../tests/api/support/postgres-cluster.ts";
import { machineLoad, memoryMb, root } from "./lib/processes.ts";
import type { BenchResult } from "./lib/result.ts";
import { SoakClient } from "./lib/soak-round.ts";

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const TARGET_MB = 350;
/** RSS may rise by this much from the middle third's highest to the last third's. */
const LEVEL_MB = 10;
const OWNER = "soak-owner@agency.example";

interface Sample {
  round: number;
  seconds: number;
  ms: number;
  rss: number;
  heapUsed?: number;
  external?: number;
}

/** The server's heap and external memory (MB) from its own /metrics (prom-client). */
async function heapFigures(metricsUrl: string): Promise<Pick<Sample, "heapUsed" | "external">> {
  try {
    const text = await (await fetch(metricsUrl)).text();
    const mb = (name: string) => {
      const value = new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1];
      return value === undefined ? undefined : Math.round(Number(value) / 2 ** 20);
    };
    return {
      heapUsed: mb("nodejs_heap_size_used_bytes"),
      external: mb("nodejs_external_memory_bytes"),
    };
  } catch {
    return {};
  }
}

/** The invitation's token, from `npm run users -- add` as an owner runs it. */
function inviteOwner(env: NodeJS.ProcessEnv): string {
  const added = spawnSync(
    process.execPath,
    ["scripts/tool.mjs", "users", "add", OWNER, "--role", "owner"],
    { cwd: root, env, encoding: "utf8" },
  );
  const token = /#([A-Za-z0-9_-]{20,})/.exec(added.stdout)?.[1];
  if (added.status !== 0 || !token) {
    throw new Error(`npm run users -- add failed: ${added.stdout}${added.stderr}`);
  }
  return token;
}

/**
 * The variables and node flags of `npm start` (package.json: `VAR=value node --flag
 * scripts/start.mjs`), so that the server runs as `npm start` runs it.
 */
function startCommand(): { variables: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const match = /^(.*?)\bnode\s+(.*?)\s*scripts\/start\.mjs/.exec(scripts.start);
  if (!match) throw new Error(`npm start does not run node scripts/start.mjs: ${scripts.start}`);
  const assignments = [...match[1]!.matchAll(/([A-Z_]+)=(\S+)/g)];
  return {
    variables: Object.fromEntries(assignments.map((m) => [m[1]!, m[2]!])),
    flags: match[2]!.split(/\s+/).filter(Boolean),
  };
}

export async function run(): Promise<BenchResult[]> {
  // What `npm start` would build first, outside the measured process.
  const prepared = spawnSync(process.execPath, ["--import", "tsx", "scripts/prepare-start.ts"], {
    cwd: root,
    stdio: "inherit",
  });
  if (prepared.status !== 0) throw new Error("building for npm start failed");

  const start = startCommand();
  const dataDir = mkdtempSync(path.join(tmpdir(), "spreegeist-soak-"));
  const port = Number(process.env.SOAK_PORT ?? (await freePort()));
  const metricsPort = Number(process.env.SOAK_METRICS_PORT ?? (await freePort()));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...start.variables,
    // As the production set-up (docs/deploy.md) has it.
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    LOG_LEVEL: "warn",
    // A round writes a dozen times; the limit of 60 a minute would pace the run, not measure it.
    RATE_LIMIT_PER_MINUTE: "off",
    METRICS_PORT: String(metricsPort),
  };
  const token = inviteOwner(env);
  const other = process.env.SOAK_SERVER;
  const command = other ? path.resolve(root, other) : "scripts/start.mjs";
  const flags = process.env.SOAK_NODE_FLAGS?.split(" ").filter(Boolean) ?? start.flags;
  const child = spawn(process.execPath, [...flags, command], {
    cwd: root,
    env: other ? { ...env, BUILD_DIR: path.resolve(path.dirname(command), "..") } : env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Interrupted (Ctrl-C), the server goes too, or it would hold its port and data directory.
  const interrupted = () => {
    child.kill("SIGTERM");
    process.exit(130);
  };
  process.once("SIGINT", interrupted).once("SIGTERM", interrupted);
  const url = `http://127.0.0.1:${port}`;
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const samples: Sample[] = [];
  const rss = () => memoryMb(child.pid)?.rss ?? NaN;
  try {
    const client = new SoakClient(url, dataDir, OWNER);
    await client.waitUntilReady(() => child.exitCode !== null);
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    const rest = { rss: rss(), ...(await heapFigures(metricsUrl)) };
    console.log(
      `soak: ${minutes} min of rounds against node ${command} (pid ${child.pid}), ${machineLoad()}`,
    );
    console.log(
      `at rest: ${rest.rss} MB RSS, heap used ${rest.heapUsed} MB, external ${rest.external} MB`,
    );
    await client.acceptInvitation(token);
    const started = performance.now();
    const until = started + minutes * 60_000;
    for (let round = 1; performance.now() < until; round++) {
      const t = performance.now();
      const steps: string[] = [];
      await client.round(round, (name) => steps.push(`${name} ${rss()}`));
      const sample: Sample = {
        round,
        seconds: Math.round((performance.now() - started) / 1000),
        ms: Math.round(performance.now() - t),
        rss: rss(),
        ...(await heapFigures(metricsUrl)),
      };
      samples.push(sample);
      console.log(
        `round ${round} (${sample.seconds} s, ${sample.ms} ms): RSS ${sample.rss} MB, heap used ${sample.heapUsed} MB, external ${sample.external} MB (RSS after ${steps.join(", ")})`,
      );
    }
    // V8 shrinks its heap once allocation stops (its memory reducer): RSS after a minute idle.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const idle10 = rss();
    await new Promise((resolve) => setTimeout(resolve, 50_000));
    const after = { rss: rss(), peak: memoryMb(child.pid)?.peak ?? NaN };
    console.log(`after use: ${idle10} MB RSS after 10 s idle, ${after.rss} MB after 60 s`);
    return [summarise(samples, rest.rss, after)];
  } finally {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One row: RSS at rest, after use, its peak, and whether it levelled off under the target. */
function summarise(
  samples: Sample[],
  restMb: number,
  after: { rss: number; peak: number },
): BenchResult {
  const third = Math.floor(samples.length / 3);
  const highest = (part: Sample[]) => Math.max(...part.map((s) => s.rss));
  const middle = highest(samples.slice(third, 2 * third));
  const last = highest(samples.slice(2 * third));
  const growth = last - middle;
  const levelled = samples.length >= 6 && growth <= LEVEL_MB;
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const seconds = samples.at(-1)?.seconds ?? 1;
  return {
    bench: "soak",
    case: `${samples.length} rounds of use in ${minutes} min (embedded)`,
    perSecond: Number((samples.length / seconds).toFixed(2)),
    p99: times[Math.min(times.length - 1, Math.floor(0.99 * times.length))] ?? NaN,
    "rest MB": restMb,
    "after MB": after.rss,
    "peak MB": after.peak,
    "last third growth MB": growth,
    target: `< ${TARGET_MB} MB after use, levels off (≤ ${LEVEL_MB} MB over the last third)`,
    met: levelled && after.rss < TARGET_MB,
  };
}
