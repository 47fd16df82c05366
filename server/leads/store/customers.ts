/**
 * A lead's customer and its possible duplicates (decision 0130). A customer is every enquiry
 * with the same address (`email_key`), earlier and later; a possible duplicate is another
 * enquiry within 30 days with the same address, phone (`phone_key`), company (`company_key`)
 * or e-mail domain, unless the domain is a public mail provider (mail-domains.ts). Each key
 * is read on its own (key, created_at) index, so a customer's history stays fast with
 * 100,000 leads. Leads merged into another are never listed; merging is merge.ts.
 */
import { and, asc, eq, gte, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { adminUsers } from "../../accounts/schema.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { leads, type LeadState, type LostReason } from "../schema.ts";
import { eventsOf } from "./intake.ts";
import { isPublicMailDomain } from "./mail-domains.ts";

/** How far before or after a lead another enquiry counts as a possible duplicate. */
const DUPLICATE_WINDOW_DAYS = 30;
/** The most enquiries of one customer, and the most possible duplicates, a lead shows. */
const CUSTOMER_LEADS_SHOWN = 100;
const DUPLICATES_SHOWN = 20;

/** One enquiry of the customer, earliest first, as the lead's customer panel lists it. */
export interface CustomerLead {
  id: string;
  createdAt: string;
  state: LeadState;
  events: string[];
  estimateCents: number | null;
  lostReason: LostReason | null;
  ownerName: string | null;
}

/** Why another enquiry may come from the same customer. */
export type DuplicateReason = "email" | "phone" | "company" | "domain";

export interface DuplicateLead {
  id: string;
  name: string;
  company: string;
  email: string;
  createdAt: string;
  state: LeadState;
  reasons: DuplicateReason[];
}

export interface LeadCustomer {
  /** Every enquiry with the lead's address (itself included), earliest first. */
  leads: CustomerLead[];
  /** Other enquiries within 30 days that may be the same, nearest in time first. */
  duplicates: DuplicateLead[];
  /** The lead this one was merged into; then it has no duplicates of its own. */
  mergedInto: { id: string; name: string } | null;
}

const notFound = () =>
  new DomainError("not_found", "not_found", "There is no such lead (any more).");

/** The lead's customer with its earlier and later enquiries, and its possible duplicates. */
export async function getLeadCustomer(db: Db, id: string): Promise<LeadCustomer> {
  const [lead] = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      emailKey: leads.emailKey,
      emailDomain: leads.emailDomain,
      phoneKey: leads.phoneKey,
      companyKey: leads.companyKey,
      mergedInto: leads.mergedInto,
    })
    .from(leads)
    .where(eq(leads.id, id));
  if (!lead) throw notFound();

  const enquiries = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      state: leads.state,
      event: leads.event,
      events: leads.events,
      estimateCents: leads.estimateCents,
      lostReason: leads.lostReason,
      ownerName: adminUsers.name,
    })
    .from(leads)
    .leftJoin(adminUsers, eq(adminUsers.id, leads.ownerId))
    .where(
      and(eq(leads.emailKey, lead.emailKey), or(isNull(leads.mergedInto), eq(leads.id, lead.id))),
    )
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(CUSTOMER_LEADS_SHOWN);

  let mergedInto: LeadCustomer["mergedInto"] = null;
  if (lead.mergedInto) {
    const [target] = await db
      .select({ id: leads.id, name: leads.name })
      .from(leads)
      .where(eq(leads.id, lead.mergedInto));
    mergedInto = target ?? null;
  }

  return {
    leads: enquiries.map((row) => ({
      id: row.id,
      createdAt: new Date(row.createdAt).toISOString(),
      state: row.state,
      events: eventsOf(row),
      estimateCents: row.estimateCents,
      lostReason: row.lostReason,
      ownerName: row.ownerName,
    })),
    duplicates: mergedInto ? [] : await possibleDuplicates(db, lead),
    mergedInto,
  };
}

/**
 * Other enquiries within 30 days of the lead with one of its keys, each with the keys it
 * shares. Each condition is a key's equality and a range of its created_at, so the planner
 * reads the four (key, created_at) indexes and joins their rows (a bitmap OR).
 */
async function possibleDuplicates(
  db: Db,
  lead: {
    id: string;
    createdAt: Date;
    emailKey: string;
    emailDomain: string;
    phoneKey: string | null;
    companyKey: string | null;
  },
): Promise<DuplicateLead[]> {
  const at = new Date(lead.createdAt);
  const window = DUPLICATE_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  const from = new Date(at.getTime() - window);
  const to = new Date(at.getTime() + window);
  const within = (key: SQL | ReturnType<typeof eq>) =>
    and(key, gte(leads.createdAt, from), lte(leads.createdAt, to));
  const byDomain = lead.emailDomain !== "" && !isPublicMailDomain(lead.emailDomain);
  const matches = [
    within(eq(leads.emailKey, lead.emailKey)),
    lead.phoneKey ? within(eq(leads.phoneKey, lead.phoneKey)) : undefined,
    lead.companyKey ? within(eq(leads.companyKey, lead.companyKey)) : undefined,
    byDomain ? within(eq(leads.emailDomain, lead.emailDomain)) : undefined,
  ].filter((condition) => condition !== undefined);
  const rows = await db
    .select({
      id: leads.id,
      name: leads.name,
      company: leads.company,
      email: leads.email,
      createdAt: leads.createdAt,
      state: leads.state,
      sameEmail: sql<boolean>`${leads.emailKey} = ${lead.emailKey}`,
      samePhone: sql<boolean>`coalesce(${leads.phoneKey} = ${lead.phoneKey}, false)`,
      sameCompany: sql<boolean>`coalesce(${leads.companyKey} = ${lead.companyKey}, false)`,
      sameDomain: byDomain
        ? sql<boolean>`${leads.emailDomain} = ${lead.emailDomain}`
        : sql<boolean>`false`,
    })
    .from(leads)
    .where(and(or(...matches), ne(leads.id, lead.id), isNull(leads.mergedInto)))
    .orderBy(sql`abs(extract(epoch from ${leads.createdAt} - ${at.toISOString()}::timestamptz))`)
    .limit(DUPLICATES_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    createdAt: new Date(row.createdAt).toISOString(),
    state: row.state,
    reasons: (
      [
        [row.sameEmail, "email"],
        [row.samePhone, "phone"],
        [row.sameCompany, "company"],
        [row.sameDomain, "domain"],
      ] as const
    )
      .filter(([same]) => same)
      .map(([, reason]) => reason),
  }));
}
