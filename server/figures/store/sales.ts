/**
 * The dashboard's figures in euros and outcomes (issue 29, decision 0130): the open
 * pipeline by state, the value won per Berlin month, the win rate among decided leads,
 * the reasons leads were lost, and the median time from an enquiry to its first reply.
 * Money is integer cents (`estimate_cents`); leads merged into another never count.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../database/connection.ts";
import { rowsOf } from "../../database/rows.ts";
import { leads, LOST_REASONS, OPEN_LEAD_STATES, type LostReason } from "../../leads/schema.ts";
import { offers } from "../../offers/schema.ts";
import { bookings } from "../../bookings/schema.ts";
import { bookedGrossCents } from "../../bookings/booking-total.ts";
import { berlinDay, berlinDayStart } from "#app/shared/berlin-time.ts";
import { weekStarts } from "./figures.ts";

export type OpenLeadState = (typeof OPEN_LEAD_STATES)[number];

export interface MoneyCount {
  /** Leads counted. */
  count: number;
  /** The sum of their estimates in cents (those without one add nothing). */
  cents: number;
  /** Of `count`, the leads without an estimate ("ohne Schätzung"). */
  withoutEstimate: number;
}

export interface SalesFigures {
  /** The period's first moment: Monday 00:00 in Berlin of its first week (ISO). */
  since: string;
  /** Open leads now, whatever the period: each open state, then all together. */
  pipeline: { byState: Array<MoneyCount & { state: OpenLeadState }>; total: MoneyCount };
  /** Leads won in the period by the Berlin month they were won in (YYYY-MM), oldest first. */
  wonByMonth: Array<MoneyCount & { month: string }>;
  /** Leads won or lost in the period (by when that was decided), and won ÷ both. */
  decided: { won: number; lost: number; wonCents: number; winRate: number | null };
  /** Leads lost in the period by reason; `unknown` for those lost before reasons were asked. */
  lostReasons: Array<{ reason: LostReason | "unknown"; count: number }>;
  /**
   * Leads received in the period, how many of them were answered from the back office, and
   * the median time to that first answer in seconds (null without any).
   */
  replyTime: { received: number; replied: number; medianSeconds: number | null };
}

type Num = number | string | null;

/** The Berlin month (YYYY-MM) of a timestamp column, in SQL. */
const berlinMonth = (column: unknown) =>
  sql`to_char(${column} at time zone 'Europe/Berlin', 'YYYY-MM')`;

/** The Berlin months from the one holding `since` to the one holding `now`, oldest first. */
export function monthsBetween(since: Date, now: Date): string[] {
  const [fromYear, fromMonth] = berlinDay(since).split("-").map(Number) as [number, number];
  const [toYear, toMonth] = berlinDay(now).split("-").map(Number) as [number, number];
  const months: string[] = [];
  for (let i = fromYear * 12 + fromMonth - 1; i <= toYear * 12 + toMonth - 1; i++) {
    months.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`);
  }
  return months;
}

function moneyCount(row: { n: Num; cents: Num; without: Num } | undefined): MoneyCount {
  return {
    count: Number(row?.n ?? 0),
    cents: Number(row?.cents ?? 0),
    withoutEstimate: Number(row?.without ?? 0),
  };
}

export async function salesFigures(db: Db, now: Date, weeks: number): Promise<SalesFigures> {
  const since = berlinDayStart(weekStarts(now, weeks)[0]!);
  const e = leads;
  const from = sql`${since.toISOString()}::timestamptz`;
  const until = sql`${now.toISOString()}::timestamptz`;
  const money = sql`count(*) as n, sum(${e.estimateCents}) as cents,
    count(*) filter (where ${e.estimateCents} is null) as without`;

  const pipelineRows = rowsOf<{ state: OpenLeadState; n: Num; cents: Num; without: Num }>(
    await db.execute(sql`
      select ${e.state} as state, ${money} from ${e}
      where ${e.state} in ('new', 'contacted', 'offer_sent') and ${e.mergedInto} is null
      group by 1`),
  );
  const byState = OPEN_LEAD_STATES.map((state) => ({
    state,
    ...moneyCount(pipelineRows.find((row) => row.state === state)),
  }));
  const total = byState.reduce(
    (sum, row) => ({
      count: sum.count + row.count,
      cents: sum.cents + row.cents,
      withoutEstimate: sum.withoutEstimate + row.withoutEstimate,
    }),
    { count: 0, cents: 0, withoutEstimate: 0 },
  );

  // Won and lost by when it was decided, in the period: one pass over the decided index.
  // A won lead is worth what the customer accepted: its accepted offers' total (decision
  // 0183); the website's estimate only where no offer was accepted (won by phone). A booking
  // changed after acceptance is worth its current version (added below, decision 0201), a
  // cancelled one nothing here (its fee is money invoiced).
  const booked = sql`case when ${bookings.state} = 'cancelled' or ${bookings.version} > 1 then 0
    else ${offers.grossCents} end`;
  const accepted = sql`(select sum(${booked}) from ${offers}
    left join ${bookings} on ${bookings.offerId} = ${offers.id}
    where ${offers.leadId} = ${e.id} and ${offers.status} = 'accepted')`;
  const value = sql`case when ${e.state} = 'won' then coalesce(${accepted}, ${e.estimateCents})
    else ${e.estimateCents} end`;
  const decidedMoney = sql`count(*) as n, sum(${value}) as cents,
    count(*) filter (where ${value} is null) as without`;
  const decidedRows = rowsOf<{
    state: "won" | "lost";
    month: string;
    reason: LostReason | null;
    n: Num;
    cents: Num;
    without: Num;
  }>(
    await db.execute(sql`
      select ${e.state} as state, ${berlinMonth(e.decidedAt)} as month,
             ${e.lostReason} as reason, ${decidedMoney}
      from ${e}
      where ${e.decidedAt} >= ${from} and ${e.decidedAt} <= ${until}
        and ${e.state} in ('won', 'lost') and ${e.mergedInto} is null
      group by 1, 2, 3`),
  );
  const wonByMonth = new Map(
    monthsBetween(since, now).map((month) => [
      month,
      { month, count: 0, cents: 0, withoutEstimate: 0 },
    ]),
  );
  const lostBy = new Map<LostReason | "unknown", number>(
    [...LOST_REASONS, "unknown" as const].map((reason) => [reason, 0]),
  );
  let won = 0;
  let lost = 0;
  let wonCents = 0;
  for (const row of decidedRows) {
    const counted = moneyCount(row);
    if (row.state === "won") {
      won += counted.count;
      wonCents += counted.cents;
      const month = wonByMonth.get(row.month);
      if (!month) continue;
      month.count += counted.count;
      month.cents += counted.cents;
      month.withoutEstimate += counted.withoutEstimate;
    } else {
      lost += counted.count;
      const reason = row.reason ?? "unknown";
      lostBy.set(reason, (lostBy.get(reason) ?? 0) + counted.count);
    }
  }

  // Bookings changed after acceptance: few, priced from their current version in code.
  const changed = rowsOf<{ offer_id: string; month: string }>(
    await db.execute(sql`
      select ${offers.id} as offer_id, ${berlinMonth(e.decidedAt)} as month
      from ${e}
      join ${offers} on ${offers.leadId} = ${e.id} and ${offers.status} = 'accepted'
      join ${bookings} on ${bookings.offerId} = ${offers.id}
      where ${e.decidedAt} >= ${from} and ${e.decidedAt} <= ${until}
        and ${e.state} = 'won' and ${e.mergedInto} is null
        and ${bookings.state} <> 'cancelled' and ${bookings.version} > 1`),
  );
  const bookedCents = await bookedGrossCents(
    db,
    changed.map((row) => row.offer_id),
  );
  for (const row of changed) {
    const cents = bookedCents.get(row.offer_id) ?? 0;
    wonCents += cents;
    const month = wonByMonth.get(row.month);
    if (month) month.cents += cents;
  }

  const [reply] = rowsOf<{ received: Num; replied: Num; median: Num }>(
    await db.execute(sql`
      select count(*) as received, count(${e.firstReplyAt}) as replied,
        percentile_cont(0.5) within group (
          order by extract(epoch from (${e.firstReplyAt} - ${e.createdAt}))
        ) filter (where ${e.firstReplyAt} is not null) as median
      from ${e}
      where ${e.createdAt} >= ${from} and ${e.createdAt} <= ${until} and ${e.mergedInto} is null`),
  );

  return {
    since: since.toISOString(),
    pipeline: { byState, total },
    wonByMonth: [...wonByMonth.values()],
    decided: { won, lost, wonCents, winRate: won + lost ? won / (won + lost) : null },
    lostReasons: [...lostBy].map(([reason, count]) => ({ reason, count })),
    replyTime: {
      received: Number(reply?.received ?? 0),
      replied: Number(reply?.replied ?? 0),
      medianSeconds: reply?.median == null ? null : Math.round(Number(reply.median)),
    },
  };
}
