/**
 * `npm run bench` (bench/index.ts runs it with the others): the leads inbox with 100,000
 * leads (and their 200,000 outbox rows) in the database, as a working agency has them: six
 * people own them, 40 % are open, most of those with a next step within 30 days before or
 * after today, the rest won or lost (with a reason), most with an estimate, and customers
 * who wrote one to five times from the same address. Timed as the data layer answers each
 * to the API (BENCH_LEADS_RUNS times, default 300): the first page newest first, the first
 * page of one state, searches for a name, a common word and an address, page 21 by cursor,
 * the work lists "Überfällig" and "Meine" by next step, the navigation's counts, and a
 * customer's history with its possible duplicates (GET /leads/:id/customer) for a different
 * lead each time. Target: p99 under 50 ms on the embedded database and on PostgreSQL. On
 * the embedded database, whose queries run in this process, `cpuP99` is their CPU time's p99:
 * what the queries cost when a busy machine's waits for a core are left out.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/database/connection.ts";
import {
  countLeads,
  decodeCursor,
  getLeadCustomer,
  listLeads,
  type LeadCursor,
  type LeadFilter,
  type LeadSort,
} from "../server/leads/store/index.ts";
import type { Db } from "../server/database/connection.ts";
import { rowsOf } from "../server/database/rows.ts";
import { onEachEngine } from "./lib/engines.ts";
import type { BenchResult } from "./lib/result.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_LEADS_RUNS ?? 300);
const TARGET_MS = 50;
/** The team: "Meine" is the first one's list. */
const PEOPLE = 6;
const ME = "bench-person-1";

/** A number from 0 to m - 1 that looks random but is the same for the same row and salt. */
const spread = (of: string, salt: number, m: number) =>
  `(((hashint4((${of}) * 7 + ${salt})::bigint + 2147483648) % ${m})::int)`;

/**
 * Leads `from` to `to` with their two outbox rows, in one statement. Lead i belongs to
 * customer c: in each run of 15 leads five customers with 1, 2, 3, 4 and 5 enquiries, at
 * times spread over two years. A customer keeps name, address, phone and company; three in
 * ten write from a public mail provider; companies (and their domains) repeat now and then.
 */
const seedLeads = (from: number, to: number) =>
  sql.raw(`
  with l as (
    select i, c,
      ${spread("i", 1, 1_051_200)} as age_minutes,
      ${spread("i", 2, 100)} as state_pick,
      ${spread("i", 3, 100)} as step_pick,
      ${spread("i", 4, 61)} - 30 as step_days,
      ${spread("i", 5, 20)} as step_slot,
      ${spread("i", 6, 100)} as owner_pick,
      ${spread("i", 7, 100)} as value_pick,
      ${spread("c", 8, 10)} as mail_pick,
      ${spread("c", 9, 10)} as phone_pick
    from (select i, ((i - 1) / 15) * 5
        + (array[0,1,1,2,2,2,3,3,3,3,4,4,4,4,4])[(i - 1) % 15 + 1] as c
      from generate_series(${from}, ${to}) i) s
  ), v as (
    select l.*, now() - age_minutes * interval '1 minute' as created_at,
      case when state_pick < 14 then 'new' when state_pick < 26 then 'contacted'
        when state_pick < 40 then 'offer_sent' when state_pick < 60 then 'won' else 'lost' end
        as state
    from l
  ), s as (
    select v.*,
      case when state in ('new', 'contacted', 'offer_sent') and step_pick < 85
        then (now() at time zone 'Europe/Berlin')::date + step_days end as step_date,
      case when step_slot >= 10
        then lpad((8 + step_slot - 10)::text, 2, '0') || case when step_slot % 2 = 0 then ':00' else ':30' end
        end as step_time
    from v
  ), e as (
    insert into leads (id, created_at, language, source_page, channel, name, company, email,
      phone, participants, event, events, message, privacy_policy_version, state, estimate_cents,
      owner_id, next_step_date, next_step_time, next_step_text, next_step_due_at, decided_at,
      lost_reason, lost_reason_text)
    select gen_random_uuid(), created_at, case when c % 5 = 0 then 'en' else 'de' end,
      '/contact', 'api',
      (array['Anna','Ben','Clara','David','Emma','Felix','Greta','Hannes'])[1 + c % 8] || ' ' ||
        (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker'])[1 + (c / 8) % 8] || ' ' || c,
      'Firma ' || (c % 25000) || ' GmbH',
      'kontakt' || c || '@' || case when mail_pick < 3
        then (array['gmail.com','web.de','gmx.de'])[1 + mail_pick] else 'firma' || (c % 25000) || '.de' end,
      case when phone_pick < 7 then '+49 30 ' || (1000000 + c) end,
      8 + i % 60, (array['Teamkochen','City Rally Berlin','Team Cooking','other'])[1 + i % 4],
      array[(array['Teamkochen','City Rally Berlin','Team Cooking','other'])[1 + i % 4]],
      'Wir planen ein Event für unser Team, Nummer ' || md5(i::text), '2.0', state,
      case when value_pick < 85 then (500 + value_pick * 150 + i % 100) * 100 end,
      case when owner_pick < 12 and step_date is null and state = 'new' then null
        else 'bench-person-' || (1 + owner_pick % ${PEOPLE}) end,
      step_date,
      case when step_date is not null then step_time end,
      case when step_date is not null
        then (array['Rückruf','Angebot nachfassen','Termin abstimmen'])[1 + i % 3] end,
      case when step_date is null then null
        when step_time is null then (step_date + 1)::timestamp at time zone 'Europe/Berlin'
        else (step_date + step_time::time)::timestamp at time zone 'Europe/Berlin' end,
      case when state in ('won', 'lost')
        then least(now(), created_at + (i % 60) * interval '1 day') end,
      case when state = 'lost' then (array['too_expensive','date_taken','other_provider',
        'no_answer','cancelled','other'])[1 + i % 6] end,
      case when state = 'lost' and i % 6 = 5 then 'Budget gestrichen' end
    from s
    returning id, created_at)
  insert into mail_outbox (id, enquiry_id, kind, status, attempts, next_attempt_at, created_at)
  select gen_random_uuid(), e.id, k.kind, 'sent', 1, e.created_at, e.created_at
  from e cross join (values ('agency'), ('confirmation')) as k(kind)`);

/** The team, owners of the leads. */
const seedPeople = sql.raw(`
  insert into admin_users (id, name, email, role, created_at, updated_at)
  select 'bench-person-' || n, (array['Olga','Stefan','Mia','Jonas','Lea','Tim'])[n] || ' Team',
    'person' || n || '@agency.example', case when n = 1 then 'owner' else 'staff' end, now(), now()
  from generate_series(1, ${PEOPLE}) n`);

/** One customer in a hundred had a second enquiry merged into the first. */
const mergeSome = sql.raw(`
  update leads e set merged_into = m.first_id
  from (select id, first_value(id) over (partition by email_key order by created_at, id) as first_id
    from leads
    where (substring(email from '^kontakt([0-9]+)@')::int) % 100 = 7) m
  where e.id = m.id and m.id <> m.first_id`);

/**
 * The seed in chunks: each statement stays well inside the pool's 10 s statement timeout.
 * Exported for looking at a plan by hand (EXPLAIN ANALYZE on the same data).
 */
const CHUNK = 10_000;
export const seed = [
  seedPeople,
  ...Array.from({ length: Math.ceil(LEADS / CHUNK) }, (_, n) =>
    seedLeads(n * CHUNK + 1, Math.min(LEADS, (n + 1) * CHUNK)),
  ),
  mergeSome,
  sql.raw("analyze"),
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A first page as the inbox asks for it. */
const page = (db: Db, filter: LeadFilter, sort: LeadSort = "received", after?: LeadCursor) =>
  listLeads(db, filter, { limit: 50, sort, ...(after ? { after } : {}) });

/** What the seed made, for the log: how many leads each case works on. */
async function describeSeed(db: Db, now: Date): Promise<string> {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      count(*) filter (where state in ('new', 'contacted', 'offer_sent'))::int as open,
      count(*) filter (where next_step_due_at <= ${now.toISOString()}::timestamptz
        and state in ('new', 'contacted', 'offer_sent') and merged_into is null)::int as overdue,
      count(*) filter (where owner_id = ${ME} and state in ('new', 'contacted', 'offer_sent')
        and merged_into is null)::int as mine,
      count(distinct email_key)::int as customers,
      count(*) filter (where merged_into is not null)::int as merged
    from leads`),
  );
  return Object.entries(row!)
    .map(([key, value]) => `${key} ${value}`)
    .join(", ");
}

export async function run(): Promise<BenchResult[]> {
  const rows = await onEachEngine(async (engine, env) => {
    const database = await openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL });
    try {
      await database.migrate();
      const started = performance.now();
      for (const statement of seed) await database.db.execute(statement);
      const db = database.db;
      const now = new Date();
      console.log(
        `${engine}: ${LEADS} leads stored in ${((performance.now() - started) / 1000).toFixed(1)} s (${await describeSeed(db, now)})`,
      );
      const deep = async () => {
        let after: LeadCursor | undefined;
        for (let n = 0; n < 20; n++) {
          const next = (await page(db, {}, "received", after)).next;
          after = next ? decodeCursor(next) : undefined;
        }
        return after!;
      };
      const cursor = await deep();
      // Customers' histories are asked for leads of every kind of customer, a different one each time.
      const customerLeads = rowsOf<{ id: string }>(
        await db.execute(sql`select id from leads where merged_into is null order by id limit 500`),
      ).map((row) => row.id);
      let nextCustomer = 0;
      const cases: Array<[string, () => Promise<unknown>]> = [
        ["first page", () => page(db, {})],
        ["first page, state 'offer sent'", () => page(db, { states: ["offer_sent"] })],
        ["search a name ('greta schn')", () => page(db, { q: "greta schn" })],
        ["search a common word ('team')", () => page(db, { q: "team" })],
        ["search an address ('kontakt4711')", () => page(db, { q: "kontakt4711" })],
        ["page 21 by cursor", () => page(db, {}, "received", cursor)],
        ["'Überfällig' by next step", () => page(db, { view: "overdue", now }, "next_step")],
        ["'Meine' by next step", () => page(db, { view: "mine", me: ME, now }, "next_step")],
        ["counts (navigation)", () => countLeads(db, ME, now)],
        [
          "a customer's history (GET /leads/:id/customer)",
          () => getLeadCustomer(db, customerLeads[nextCustomer++ % customerLeads.length]!),
        ],
      ];
      const results: BenchResult[] = [];
      for (const [name, measure] of cases) {
        const times: number[] = [];
        const cpu: number[] = [];
        for (let i = 0; i < RUNS + 20; i++) {
          const t = performance.now();
          const c = process.cpuUsage();
          await measure();
          if (i < 20) continue; // the first 20 warm up
          times.push(performance.now() - t);
          const used = process.cpuUsage(c);
          cpu.push((used.user + used.system) / 1000);
        }
        times.sort((a, b) => a - b);
        cpu.sort((a, b) => a - b);
        const p99 = Number(percentile(times, 99).toFixed(1));
        results.push({
          bench: "leads",
          case: `${engine}: ${name}`,
          perSecond: Math.round(1000 / (times.reduce((a, b) => a + b, 0) / times.length)),
          p99,
          p95: Number(percentile(times, 95).toFixed(1)),
          p50: Number(percentile(times, 50).toFixed(1)),
          // The embedded database works in this process: its CPU time is the query's cost
          // without the waits for a core that a busy machine adds to p99.
          ...(env.DATABASE_URL ? {} : { cpuP99: Number(percentile(cpu, 99).toFixed(1)) }),
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
