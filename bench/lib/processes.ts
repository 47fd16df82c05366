/**
 * Servers under load run as their own processes, pinned to their own core when the machine
 * lets us (`taskset`, two or more cores): the server on the last core, the load generator
 * (this process and its autocannon) on core 0. Without `taskset` both float and the table
 * says so.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

const hasTaskset = (() => {
  try {
    execFileSync("taskset", ["-V"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** Core numbers for the server and the load generator, or null when they cannot be pinned. */
export const pinning =
  hasTaskset && availableParallelism() >= 2
    ? { server: availableParallelism() - 1, load: 0 }
    : null;

export function describePinning(): string {
  return pinning
    ? `server pinned to core ${pinning.server}, load generator to core ${pinning.load} (taskset)`
    : "NOT pinned (no taskset or a single core): server and load generator share the cores";
}

/** Pins every thread of this process (autocannon runs here) to the load generator's core. */
export function pinLoadGenerator(): void {
  if (!pinning) return;
  execFileSync("taskset", ["-a", "-cp", String(pinning.load), String(process.pid)], {
    stdio: "ignore",
  });
}

export interface ServerChild {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `node --import tsx <script>` on the server core and waits for /healthz. */
export async function startNodeServer(
  script: string,
  port: number,
  env: Record<string, string>,
): Promise<ServerChild> {
  const node = [process.execPath, "--import", "tsx", script];
  const [command, ...args] = pinning ? ["taskset", "-c", String(pinning.server), ...node] : node;
  const child = spawn(command!, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited during start-up`);
    try {
      const health = (await (await fetch(`${url}/healthz`)).json()) as { database?: string };
      if (health.database === "ready") return { url, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${script} did not become ready in 60 s`);
}

/** CPU seconds (user + system) a process has used so far; undefined off Linux. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return undefined;
  // Fields after the command name (which may hold spaces, so split after its ')').
  const fields = readFileSync(file, "utf8").split(") ")[1]!.split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
  return ticks / 100; // USER_HZ is 100 on Linux
}

/**
 * A process's resident memory now and its peak so far (VmRSS, VmHWM), in MB; undefined off
 * Linux.
 */
export function memoryMb(pid: number | undefined): { rss: number; peak: number } | undefined {
  const file = `/proc/${pid}/status`;
  if (pid === undefined || !existsSync(file)) return undefined;
  const status = readFileSync(file, "utf8");
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/** The 1-minute load average and the core count, for the report. */
export function machineLoad(): string {
  try {
    const [one = "?"] = readFileSync("/proc/loadavg", "utf8").split(" ");
    return `load average ${one} on ${cpus().length} cores`;
  } catch {
    return `${cpus().length} cores`;
  }
}
