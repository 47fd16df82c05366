/**
 * Offer PDFs: how long `renderDocumentPdf` takes for a one-page German offer once warm
 * (fonts read and unpacked, code compiled). Renders it 50 times after 5 warm-up renders,
 * one at a time, and reports p50/p95/p99 of wall time and the p95 of CPU time (rendering
 * runs in this process, synchronously but for a few awaits, so CPU time is what a render
 * costs without the waits for a core that a busy machine adds). The target: p95 under 300 ms.
 * The second case, the same way: `toEInvoice` making a one-page final invoice's PDF a
 * Factur-X e-invoice (XML, PDF/A-3, embedding), the PDF drawn once beforehand.
 *
 *   BENCH_ONLY=documents npm run bench
 */
import { renderDocumentPdf } from "../server/documents/pdf.ts";
import { sampleFinalInvoice, sampleOffer } from "../server/documents/pdf-samples.ts";
import { toEInvoice } from "../server/documents/e-invoice.ts";
import type { BenchResult } from "./lib/result.ts";

const RUNS = 50;
const WARM_UP = 5;
const TARGET_P95_MS = 300;

/** Runs `task` RUNS times after WARM_UP, one at a time, and reports it against the target. */
async function measure(name: string, task: () => Promise<unknown>): Promise<BenchResult> {
  for (let i = 0; i < WARM_UP; i++) await task();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    await task();
    const used = process.cpuUsage(cpu);
    times.push(performance.now() - t);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  const seconds = (performance.now() - started) / 1000;
  const percentile = (values: number[], q: number) =>
    Number(
      [...values].sort((a, b) => a - b)[Math.min(RUNS - 1, Math.ceil(q * RUNS) - 1)]!.toFixed(1),
    );
  const p = (q: number) => percentile(times, q);
  return {
    bench: "documents",
    case: name,
    perSecond: Number((RUNS / seconds).toFixed(1)),
    p99: p(0.99),
    p50: p(0.5),
    p95: p(0.95),
    "cpu p95": percentile(cpuTimes, 0.95),
    target: `p95 < ${TARGET_P95_MS} ms`,
    met: p(0.95) < TARGET_P95_MS,
  };
}

export async function run(): Promise<BenchResult[]> {
  const offer = sampleOffer();
  const invoice = sampleFinalInvoice();
  const invoicePdf = await renderDocumentPdf(invoice);
  return [
    await measure("offer PDF (1 page, de)", () => renderDocumentPdf(offer)),
    await measure("e-invoice: Factur-X of a 1-page invoice", () => toEInvoice(invoice, invoicePdf)),
  ];
}
