/**
 * `npm run bench` (bench/index.ts runs it with the others): importing a CAMT.053 statement
 * of 5,000 entries (BENCH_STATEMENT_ENTRIES) against 10,000 open invoices
 * (BENCH_STATEMENT_INVOICES), as server/bank imports an upload: parse, match in memory,
 * store the lines. 2,000 name an invoice number, 1,000 an offer number, 1,000 fit by amount
 * and name, 500 by amount only, 500 are unknown. Time and the heap's growth reported on
 * each engine; a second import of the same file (all duplicates) too. Target: under 10 s.
 */
import { openDatabase } from "../server/database/connection.ts";
import { importStatement } from "../server/bank/store.ts";
import { camt053, seedOpenInvoices, type CamtEntry } from "../tests/support/bank-statements.ts";
import { onEachEngine } from "./lib/engines.ts";
import type { BenchResult } from "./lib/result.ts";

const ENTRIES = Number(process.env.BENCH_STATEMENT_ENTRIES ?? 5_000);
const INVOICES = Number(process.env.BENCH_STATEMENT_INVOICES ?? 10_000);
const TARGET_MS = 10_000;

const pad = (n: number) => String(n).padStart(4, "0");
/** Open amount of invoice i: distinct for most, so "amount and name" is exact. */
const cents = (i: number) => 10_000 + i * 7;

function statement(): string {
  const day = new Date().toISOString().slice(0, 10);
  const entries: CamtEntry[] = [];
  for (let i = 0; i < ENTRIES; i++) {
    const n = (i * 2) % INVOICES;
    const kind = i % 10;
    const base = { ref: `BENCH-${i}`, bookedOn: day };
    if (kind < 4) {
      entries.push({ ...base, cents: cents(n), payer: "Irgendwer", text: `RE R-2030-${pad(n)}` });
    } else if (kind < 6) {
      entries.push({
        ...base,
        cents: cents(n),
        payer: "Irgendwer",
        text: `Angebot A-2030-${pad(n)}`,
      });
    } else if (kind < 8) {
      entries.push({ ...base, cents: cents(n), payer: `Firma ${n} GmbH`, text: "Danke" });
    } else if (kind === 8) {
      entries.push({ ...base, cents: cents(n), payer: "Unbekannt", text: "Zahlung" });
    } else {
      entries.push({ ...base, cents: 1 + i, payer: "Fremd", text: "Spende" });
    }
  }
  return camt053(entries, "BENCH");
}

export async function run(): Promise<BenchResult[]> {
  return onEachEngine(async (engine, env) => {
    const database = await openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL });
    try {
      await database.migrate();
      const db = database.db;
      const seeded = performance.now();
      await seedOpenInvoices(
        db,
        Array.from({ length: INVOICES }, (_, i) => ({
          number: `R-2030-${pad(i)}`,
          offerNumber: `A-2030-${pad(i)}`,
          cents: cents(i),
          company: `Firma ${i} GmbH`,
          contactName: `Kundin ${i}`,
          issueDate: "2026-01-02",
        })),
      );
      const xml = statement();
      console.log(
        `${engine}: ${INVOICES} open invoices stored in ${((performance.now() - seeded) / 1000).toFixed(1)} s; statement ${(xml.length / 1024 / 1024).toFixed(1)} MB`,
      );
      const actor = { id: "bench", name: "Bench" };
      global.gc?.();
      const heapBefore = process.memoryUsage().heapUsed;
      let heapPeak = heapBefore;
      const sampler = setInterval(() => {
        heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      }, 20);
      const started = performance.now();
      const first = await importStatement(db, xml, actor, new Date());
      const ms = performance.now() - started;
      clearInterval(sampler);
      const again = performance.now();
      const second = await importStatement(db, xml, actor, new Date());
      const againMs = performance.now() - again;
      console.log(`${engine}: first import`, first, `second import`, second);
      return {
        bench: "statements",
        case: `${engine}: CAMT.053 of ${ENTRIES} entries against ${INVOICES} open invoices`,
        perSecond: Math.round((ENTRIES / ms) * 1000),
        p99: Math.round(ms),
        ms: Math.round(ms),
        againMs: Math.round(againMs),
        heapGrowthMB: Number(((heapPeak - heapBefore) / 1024 / 1024).toFixed(1)),
        rssMB: Math.round(process.memoryUsage().rss / 1024 / 1024),
        proposed: first.proposed,
        unclear: first.unclear,
        unmatched: first.unmatched,
        duplicates: second.duplicates,
        met: ms < TARGET_MS,
      } satisfies BenchResult;
    } finally {
      await database.close();
    }
  });
}
