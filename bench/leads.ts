/**
 * `npm run bench` (bench/index.ts runs it with the others): the leads inbox with 100,000
 * leads (and their 200,000 outbox rows) in the database: the first page newest first, the
 * first page of one state, a search for a name, a search for a common word, and page 21 by
 * cursor, each timed as the data layer answers it to the API (BENCH_LEADS_RUNS times,
 * default 300). Target: p99 under 50 ms on the embedded database and on PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/database/connection.ts";
import { decodeCursor, listLeads, type LeadFilter } from "../server/leads/store/index.ts";
import { onEachEngine } from "./lib/engines.ts";
import type { BenchResult } from "./lib/result.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_LEADS_RUNS ?? 300);
const TARGET_MS = 50;

/** The seed in chunks: each statement stays well inside the pool's 10 s statement timeout. */
const CHUNK = 10_000;
const seedLeads = (from: number, to: number) =>
  sql.raw(`
  with e as (
  insert into enquiries (id, created_at, language, source_page, channel, name, company, email,
    participants, event, message, privacy_policy_version, state)
  select gen_random_uuid(), now() - (i * interval '7 minutes'), 'de', '/contact', 'api',
    (array['Anna','Ben','Clara','David','Emma','Felix','Greta','Hannes'])[1 + i % 8] || ' ' ||
      (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker'])[1 + (i / 8) % 8] || ' ' || i,
    'Firma ' || (i % 2003) || ' GmbH', 'kontakt' || i || '@firma' || (i % 2003) || '.de',
    8 + i % 60, (array['Teamkochen','City Rally Berlin','Team Cooking','other'])[1 + i % 4],
    'Wir planen ein Event für unser Team, Nummer ' || md5(i::text), '2.0',
    (array['new','contacted','offer_sent','won','lost'])[1 + i % 5]
  from generate_series(${from}, ${to}) i
  returning id, created_at)
  insert into mail_outbox (id, enquiry_id, kind, status, attempts, next_attempt_at, created_at)
  select gen_random_uuid(), e.id, k.kind, 'sent', 1, e.created_at, e.created_at
  from e cross join (values ('agency'), ('confirmation')) as k(kind)`);
const seed = [
  ...Array.from({ length: Math.ceil(LEADS / CHUNK) }, (_, n) =>
    seedLeads(n * CHUNK + 1, Math.min(LEADS, (n + 1) * CHUNK)),
  ),
  sql.raw("analyze"),
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function run(): Promise<BenchResult[]> {
  const rows = await onEachEngine(async (engine, env) => {
    const database = await openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL });
    try {
      await database.migrate();
      const started = performance.now();
      for (const statement of seed) await database.db.execute(statement);
      console.log(
        `${engine}: ${LEADS} leads stored in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const db = database.db;
      const deep = async () => {
        let after: string | null = null;
        for (let page = 0; page < 20; page++) {
          after = (
            await listLeads(db, {}, { limit: 50, after: after ? decodeCursor(after) : undefined })
          ).next;
        }
        return after!;
      };
      const cursor = decodeCursor(await deep());
      const cases: Array<[string, LeadFilter, boolean]> = [
        ["first page", {}, false],
        ["first page, state 'offer sent'", { states: ["offer_sent"] }, false],
        ["search a name ('greta schn')", { q: "greta schn" }, false],
        ["search a common word ('team')", { q: "team" }, false],
        ["search an address ('kontakt4711')", { q: "kontakt4711" }, false],
        ["page 21 by cursor", {}, true],
      ];
      const results: BenchResult[] = [];
      for (const [name, filter, useCursor] of cases) {
        const times: number[] = [];
        for (let i = 0; i < RUNS + 20; i++) {
          const t = performance.now();
          await listLeads(db, filter, { limit: 50, after: useCursor ? cursor : undefined });
          if (i >= 20) times.push(performance.now() - t); // the first 20 warm up
        }
        times.sort((a, b) => a - b);
        const p99 = Number(percentile(times, 99).toFixed(1));
        results.push({
          bench: "leads",
          case: `${engine}: ${name}`,
          perSecond: Math.round(1000 / (times.reduce((a, b) => a + b, 0) / times.length)),
          p99,
          p50: Number(percentile(times, 50).toFixed(1)),
          met: p99 < TARGET_MS,
        });
      }
      return results;
    } finally {
      await database.close();
    }
  });
  return rows.flat();
}
