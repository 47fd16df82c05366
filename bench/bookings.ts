/**
 * `npm run bench` (bench/index.ts runs it with the others): the booking calendar's month
 * view with 2,000 bookings in the database, as a busy year has them: 2,000 accepted offers
 * spread over twelve months (three back, nine ahead), each with two lines and a lead owned
 * by one of six people, among 2,000 other offers (sent, declined, replaced) that the
 * calendar must skip. Timed as the data layer answers GET /api/admin/bookings for one
 * month view (its six weeks, 42 days), a different month of the twelve each time,
 * BENCH_BOOKINGS_RUNS times (default 300). Target: p99 under 50 ms on the embedded
 * database and on PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { bookingsBetween } from "../server/bookings/store.ts";
import { openDatabase } from "../server/database/connection.ts";
import { rowsOf } from "../server/database/rows.ts";
import { onEachEngine } from "./lib/engines.ts";
import type { BenchResult } from "./lib/result.ts";

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 2_000);
const RUNS = Number(process.env.BENCH_BOOKINGS_RUNS ?? 300);
const TARGET_MS = 50;
const PEOPLE = 6;
/** Offers in all: every other one is accepted. */
const OFFERS = BOOKINGS * 2;

const seedPeople = sql.raw(`
  insert into admin_users (id, name, email, role, created_at, updated_at)
  select 'bench-person-' || n, (array['Olga','Stefan','Mia','Jonas','Lea','Tim'])[n] || ' Team',
    'person' || n || '@agency.example', case when n = 1 then 'owner' else 'staff' end, now(), now()
  from generate_series(1, ${PEOPLE}) n`);

/** One won lead per offer, owned by one of the team. */
const seedLeads = sql.raw(`
  insert into leads (id, created_at, language, source_page, channel, name, company, email,
    participants, event, events, message, privacy_policy_version, state, owner_id)
  select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
    now() - (i % 200) * interval '1 day', 'de', '/contact', 'api',
    'Kundin ' || i, 'Firma ' || i || ' GmbH', 'kontakt' || i || '@firma' || i || '.de',
    8 + i % 60, 'Teamkochen', array['Teamkochen'], 'Wir planen ein Event.', '2.0', 'won',
    'bench-person-' || (1 + i % ${PEOPLE})
  from generate_series(1, ${OFFERS}) i`);

/**
 * The offers as drafts first (lines may only be written to a draft), their event days
 * spread over twelve months from three months back, one in ten without a start time.
 */
const seedOffers = sql.raw(`
  insert into offers (id, lead_id, number, version, status, language, tax_regime, customer,
    event_date, start_time, duration_minutes, place, participants, valid_until, deposit_bp,
    totals, gross_cents, created_at, updated_at)
  select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid,
    ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
    'A-2026-' || lpad(i::text, 4, '0'), 1, 'draft', 'de', 'small_business',
    jsonb_build_object('company', 'Firma ' || i || ' GmbH', 'contactName', 'Kundin ' || i,
      'email', 'kontakt' || i || '@firma' || i || '.de', 'address', null, 'vatId', null,
      'buyerReference', null),
    (now() at time zone 'Europe/Berlin')::date - 90 + ((i * 7919) % 365),
    case when i % 10 = 0 then null else lpad((9 + i % 10)::text, 2, '0') || ':00' end,
    case when i % 10 = 0 then null else 120 + (i % 4) * 30 end,
    (array['Markthalle Neun','Tempelhofer Feld','Holzmarkt','Kreuzberg'])[1 + i % 4],
    8 + i % 60, (now() at time zone 'Europe/Berlin')::date + 14, 0,
    jsonb_build_object('grossCents', (8 + i % 60) * 8900), (8 + i % 60) * 8900,
    now() - interval '30 days', now() - interval '30 days'
  from generate_series(1, ${OFFERS}) i`);

const seedLines = sql.raw(`
  insert into offer_lines (offer_id, position, kind, event_slug, title, detail, quantity, unit,
    unit_price_cents, tax_rate_bp, net_cents)
  select o.id, p, case when p = 0 then 'event' else 'extra' end, null,
    case when p = 0 then (array['Teamkochen','City Rally Berlin','Lebkuchenherzen verzieren'])[1 + o.participants % 3]
      else 'Getränkepauschale' end,
    null, case when p = 0 then o.participants else 1 end, case when p = 0 then 'person' else 'flat' end,
    case when p = 0 then 8900 else 25000 end, 0,
    case when p = 0 then o.participants * 8900 else 25000 end
  from offers o cross join generate_series(0, 1) p`);

/** Every other offer accepted; the rest sent, declined or replaced. */
const answerOffers = sql.raw(`
  update offers set
    status = case when substring(number from 8)::int % 2 = 0 then 'accepted'
      else (array['sent','declined','replaced'])[1 + substring(number from 8)::int % 3] end,
    sent_at = now() - interval '20 days',
    closed_at = case when substring(number from 8)::int % 2 = 0 then now() - interval '10 days' end`);

/** The seed in order; exported for looking at a plan by hand (EXPLAIN ANALYZE). */
export const seed = [
  seedPeople,
  seedLeads,
  seedOffers,
  seedLines,
  answerOffers,
  sql.raw("analyze"),
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The month views of the twelve months: Monday before the 1st, 42 days. */
function monthWindows(today: Date): Array<[string, string]> {
  const windows: Array<[string, string]> = [];
  for (let m = -3; m < 9; m++) {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + m, 1, 12));
    const monday = new Date(first);
    monday.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
    const last = new Date(monday);
    last.setUTCDate(monday.getUTCDate() + 41);
    windows.push([monday.toISOString().slice(0, 10), last.toISOString().slice(0, 10)]);
  }
  return windows;
}

export async function run(): Promise<BenchResult[]> {
  const rows = await onEachEngine(async (engine, env) => {
    const database = await openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL });
    try {
      await database.migrate();
      const db = database.db;
      const started = performance.now();
      for (const statement of seed) await db.execute(statement);
      const [counts] = rowsOf<{ accepted: number; offers: number }>(
        await db.execute(sql`select count(*) filter (where status = 'accepted')::int as accepted,
          count(*)::int as offers from offers`),
      );
      console.log(
        `${engine}: ${counts!.accepted} bookings among ${counts!.offers} offers stored in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const windows = monthWindows(new Date());
      const sizes: number[] = [];
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < RUNS + 20; i++) {
        const [from, to] = windows[i % windows.length]!;
        const t = performance.now();
        const c = process.cpuUsage();
        const found = await bookingsBetween(db, from, to);
        if (i < 20) continue; // the first 20 warm up
        times.push(performance.now() - t);
        const used = process.cpuUsage(c);
        cpu.push((used.user + used.system) / 1000);
        sizes.push(found.length);
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      const p99 = Number(percentile(times, 99).toFixed(1));
      return {
        bench: "bookings",
        case: `${engine}: month view (42 days, ${Math.min(...sizes)}–${Math.max(...sizes)} bookings)`,
        perSecond: Math.round(1000 / (times.reduce((a, b) => a + b, 0) / times.length)),
        p99,
        p95: Number(percentile(times, 95).toFixed(1)),
        p50: Number(percentile(times, 50).toFixed(1)),
        ...(env.DATABASE_URL ? {} : { cpuP99: Number(percentile(cpu, 99).toFixed(1)) }),
        met: p99 < TARGET_MS,
      } satisfies BenchResult;
    } finally {
      await database.close();
    }
  });
  return rows;
}
