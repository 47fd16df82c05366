/**
 * One autocannon measurement against a server process, with the server's CPU use over the
 * same interval: a server below ~95 % of its core was not the bottleneck, and the figure
 * then says more about the load generator or the machine than about the server.
 */
import autocannon from "autocannon";
import { cpuSeconds } from "./processes.ts";

export interface Measurement {
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, plus socket errors and timeouts. */
  failures: number;
  /** Share of one core the server used during the run (0..1), when it can be read. */
  serverCpu: number | undefined;
  /** The server's CPU time per answered request, in microseconds. */
  cpuPerRequest: number | undefined;
}

export function autocannonRun(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function measure(
  options: autocannon.Options,
  serverPid: number | undefined,
): Promise<Measurement> {
  const cpuBefore = cpuSeconds(serverPid);
  const started = performance.now();
  const result = await autocannonRun(options);
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds(serverPid);
  const serverCpu =
    cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : (cpuAfter - cpuBefore) / elapsed;
  return {
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    serverCpu,
    cpuPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || !result.requests.total
        ? undefined
        : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
