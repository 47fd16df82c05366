/**
 * The shape every benchmark module shares: `export async function run(): Promise<BenchResult[]>`,
 * one row per measured case. `bench/index.ts` runs each module in its own process and
 * prints all rows together; a module may also stay a plain script (bench/consent.ts), whose
 * own output is then all there is.
 */
export interface BenchResult {
  /** Which benchmark: "static", "consent", "enquiry". */
  bench: string;
  /** What was measured: "page / (br)", "GET /api/csrf-token". */
  case: string;
  /** Requests per second (the median of the runs). */
  perSecond: number;
  /** Latency in milliseconds (the median of the runs' p99). */
  p99: number;
  /** Whether the case met its target; absent when it has none. */
  met?: boolean;
  /** Anything else worth a column: the reference figure, the ratio, the runs. */
  [detail: string]: string | number | boolean | undefined;
}
