/**
 * The start page's lists (the back office's overview, issue 29): the signed-in person's
 * overdue steps and today's, new leads nobody has taken, and the open offers with their
 * estimate and how long they have waited. Straight from the lead's columns (owner,
 * next step, state, merge pointer: decision 0130); leads merged into another never show.
 * `sentOffers` lists the offers themselves (decision 0133): sent, still valid, those that
 * run out first at the top.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../database/connection.ts";
import { rowsOf } from "../../database/rows.ts";
import { leadActivities, leads, type LeadState } from "../../leads/schema.ts";
import { openOffers as openOfferDocuments } from "../../offers/store/queries.ts";
import { addDays, berlinDay } from "#app/shared/berlin-time.ts";
import { bookingsBetween } from "../../bookings/store.ts";
import { overdueInvoices } from "../../invoices/store/overdue.ts";

/** How many leads each list shows; its count says how many there are in all. */
export const OVERVIEW_LIST_LIMIT = 10;

/** How many days ahead "Anstehende Events" looks (today included). */
export const UPCOMING_DAYS = 14;

/** A booked event of the next days, as the start page lists it. */
export interface OverviewEvent {
  bookingId: string;
  offerId: string;
  leadId: string | null;
  /** Berlin day YYYY-MM-DD and HH:MM (null without a set start). */
  date: string;
  startTime: string | null;
  /** The booking's events (its first item when it has none). */
  events: string[];
  company: string;
  participants: number;
}

/** An overdue invoice, as the start page's card lists it. */
export interface OverviewOverdueInvoice {
  id: string;
  number: string;
  leadId: string | null;
  company: string;
  daysOverdue: number;
  openCents: number;
}

export interface OverviewStep {
  id: string;
  name: string;
  company: string;
  state: LeadState;
  /** The Berlin day (YYYY-MM-DD), time (HH:MM or null) and words of the next step. */
  date: string;
  time: string | null;
  text: string;
  /** When it is or was due (ISO). */
  dueAt: string;
}

export interface OverviewLead {
  id: string;
  name: string;
  company: string;
  /** When the enquiry came in (ISO). */
  createdAt: string;
  estimateCents: number | null;
}

export interface OverviewOffer extends OverviewLead {
  /** When it was set to "offer sent" (ISO); its arrival when the history does not say. */
  sentAt: string;
}

/** A sent offer still open, as the start page lists it. */
export interface OverviewSentOffer {
  id: string;
  leadId: string | null;
  number: string;
  company: string;
  grossCents: number;
  /** Its last valid Berlin day (YYYY-MM-DD). */
  validUntil: string;
}

export interface OverviewLists {
  /** Leads still new, owned or not. */
  newLeads: number;
  /** The person's open leads whose next step is due: longest overdue first. */
  myOverdue: { count: number; items: OverviewStep[] };
  /** The person's open leads with a step later today (not yet due), soonest first. */
  myToday: { count: number; items: OverviewStep[] };
  /** Open leads of the whole team whose next step is due. */
  teamOverdue: number;
  /** Leads still new with no owner: longest waiting first. */
  unassignedNew: { count: number; items: OverviewLead[] };
  /**
   * Leads whose offer is out, with the sum of their estimates: those nobody has touched
   * longest first (the ones to follow up).
   */
  openOffers: { count: number; cents: number; items: OverviewOffer[] };
  /** Sent offers still valid, with the sum of their gross: those running out first. */
  sentOffers: { count: number; cents: number; items: OverviewSentOffer[] };
  /** Bookings not cancelled from today to `UPCOMING_DAYS` days ahead: the soonest first. */
  upcomingEvents: { count: number; items: OverviewEvent[] };
  /** Invoices unpaid past their due day, with what is open in all: the longest overdue first. */
  overdueInvoices: { count: number; cents: number; items: OverviewOverdueInvoice[] };
}

type Row = Record<string, unknown>;
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

function step(row: Row): OverviewStep {
  return {
    id: row.id as string,
    name: row.name as string,
    company: row.company as string,
    state: row.state as LeadState,
    date: String(row.date).slice(0, 10),
    time: (row.time as string | null) ?? null,
    text: row.text as string,
    dueAt: iso(row.due_at),
  };
}

function lead(row: Row): OverviewLead {
  return {
    id: row.id as string,
    name: row.name as string,
    company: row.company as string,
    createdAt: iso(row.created_at),
    estimateCents: row.estimate_cents == null ? null : Number(row.estimate_cents),
  };
}

export async function overviewLists(
  db: Db,
  input: { userId: string; now: Date },
): Promise<OverviewLists> {
  const e = leads;
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const today = berlinDay(input.now);
  const open = sql`${e.state} in ('new', 'contacted', 'offer_sent') and ${e.mergedInto} is null`;
  const limit = OVERVIEW_LIST_LIMIT;
  const stepColumns = sql`${e.id} as id, ${e.name} as name, ${e.company} as company,
    ${e.state} as state, ${e.nextStepDate}::text as date, ${e.nextStepTime} as time,
    ${e.nextStepText} as text, ${e.nextStepDueAt} as due_at`;
  const leadColumns = sql`${e.id} as id, ${e.name} as name, ${e.company} as company,
    ${e.createdAt} as created_at, ${e.estimateCents} as estimate_cents`;

  const mine = sql`${open} and ${e.ownerId} = ${input.userId}`;
  const overdue = sql`${e.nextStepDueAt} <= ${now}`;
  const laterToday = sql`${e.nextStepDate} = ${today}::date and ${e.nextStepDueAt} > ${now}`;
  const unassigned = sql`${e.state} = 'new' and ${e.ownerId} is null and ${e.mergedInto} is null`;
  const offers = sql`${e.state} = 'offer_sent' and ${e.mergedInto} is null`;

  const [counts] = rowsOf<Record<string, number | string | null>>(
    await db.execute(sql`
      select
        count(*) filter (where ${e.state} = 'new') as new_leads,
        count(*) filter (where ${mine} and ${overdue}) as my_overdue,
        count(*) filter (where ${mine} and ${laterToday}) as my_today,
        count(*) filter (where ${open} and ${overdue}) as team_overdue,
        count(*) filter (where ${unassigned}) as unassigned_new,
        count(*) filter (where ${offers}) as offers,
        sum(${e.estimateCents}) filter (where ${offers}) as offer_cents
      from ${e}
      where ${open}`),
  );
  const myOverdue = rowsOf<Row>(
    await db.execute(sql`
      select ${stepColumns} from ${e} where ${mine} and ${overdue}
      order by ${e.nextStepDueAt}, ${e.id} limit ${limit}`),
  );
  const myToday = rowsOf<Row>(
    await db.execute(sql`
      select ${stepColumns} from ${e} where ${mine} and ${laterToday}
      order by ${e.nextStepDueAt}, ${e.id} limit ${limit}`),
  );
  const unassignedNew = rowsOf<Row>(
    await db.execute(sql`
      select ${leadColumns} from ${e} where ${unassigned}
      order by ${e.createdAt}, ${e.id} limit ${limit}`),
  );
  // The offers nobody has touched longest first (a note or a change touches a lead); when
  // each went out (its last change to "offer sent") is looked up for the ones shown only.
  const a = leadActivities;
  const openOffers = rowsOf<Row>(
    await db.execute(sql`
      select offer.*, coalesce((
        select max(${a.at}) from ${a}
        where ${a.leadId} = offer.id and ${a.kind} = 'state_changed'
          and ${a.detail}->>'to' = 'offer_sent'
      ), offer.touched_at) as sent_at
      from (
        select ${leadColumns}, coalesce(${e.updatedAt}, ${e.createdAt}) as touched_at
        from ${e} where ${offers}
        order by touched_at, ${e.id} limit ${limit}
      ) as offer
      order by offer.touched_at, offer.id`),
  );

  const sent = await openOfferDocuments(db, { now: input.now, limit });
  const upcoming = await bookingsBetween(db, today, addDays(today, UPCOMING_DAYS));
  const lateInvoices = await overdueInvoices(db, today);

  const n = (key: string) => Number(counts?.[key] ?? 0);
  return {
    newLeads: n("new_leads"),
    myOverdue: { count: n("my_overdue"), items: myOverdue.map(step) },
    myToday: { count: n("my_today"), items: myToday.map(step) },
    teamOverdue: n("team_overdue"),
    unassignedNew: { count: n("unassigned_new"), items: unassignedNew.map(lead) },
    openOffers: {
      count: n("offers"),
      cents: n("offer_cents"),
      items: openOffers.map((row) => ({ ...lead(row), sentAt: iso(row.sent_at) })),
    },
    sentOffers: {
      count: sent.count,
      cents: sent.cents,
      items: sent.items.map((offer) => ({
        id: offer.id,
        leadId: offer.leadId,
        number: offer.number ?? "",
        company: offer.company,
        grossCents: offer.grossCents,
        validUntil: offer.validUntil,
      })),
    },
    upcomingEvents: {
      count: upcoming.length,
      items: upcoming.slice(0, limit).map((booking) => ({
        bookingId: booking.bookingId,
        offerId: booking.offerId,
        leadId: booking.leadId,
        date: booking.date,
        startTime: booking.startTime,
        events: booking.events.length > 0 ? booking.events : [booking.title],
        company: booking.company,
        participants: booking.participants,
      })),
    },
    overdueInvoices: {
      count: lateInvoices.length,
      cents: lateInvoices.reduce((sum, invoice) => sum + invoice.openCents, 0),
      items: lateInvoices.slice(0, limit).map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        leadId: invoice.leadId,
        company: invoice.company,
        daysOverdue: invoice.daysOverdue,
        openCents: invoice.openCents,
      })),
    },
  };
}
