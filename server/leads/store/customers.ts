/**
 * A lead's customer and its possible duplicates (decision 0130), and merging a duplicate
 * into a lead. A customer is every enquiry with the same address (`email_key`), earlier and
 * later; a possible duplicate is another enquiry within 30 days with the same address, phone
 * (`phone_key`), company (`company_key`) or e-mail domain, unless the domain is a public mail
 * provider. Each key is read on its own (key, created_at) index, so a customer's history
 * stays fast with 100,000 leads. Leads merged into another are never listed.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { adminUsers } from "../../accounts/schema.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { leadActivities, leads, type LeadState, type LostReason } from "../schema.ts";
import type { Actor, AuditWriter } from "./changes.ts";
import { getLead, type LeadDetail } from "./detail.ts";
import { eventsOf } from "./intake.ts";

/** How far before or after a lead another enquiry counts as a possible duplicate. */
export const DUPLICATE_WINDOW_DAYS = 30;
/** The most enquiries of one customer, and the most possible duplicates, a lead shows. */
export const CUSTOMER_LEADS_SHOWN = 100;
export const DUPLICATES_SHOWN = 20;

/**
 * Mail providers anyone can sign up with: the same domain says nothing about the same
 * company. Exact domains, and providers with a domain per country (yahoo.de, outlook.fr,
 * hotmail.co.uk) by their name.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "gmx.de",
  "gmx.net",
  "gmx.at",
  "gmx.ch",
  "gmx.com",
  "web.de",
  "t-online.de",
  "magenta.de",
  "freenet.de",
  "arcor.de",
  "vodafone.de",
  "vodafonemail.de",
  "kabelmail.de",
  "online.de",
  "onlinehome.de",
  "email.de",
  "1und1.de",
  "ewe.net",
  "bluewin.ch",
  "icloud.com",
  "me.com",
  "mac.com",
  "msn.com",
  "posteo.de",
  "posteo.net",
  "mailbox.org",
  "proton.me",
  "protonmail.com",
  "protonmail.ch",
  "pm.me",
  "tutanota.com",
  "tutanota.de",
  "tuta.io",
  "tuta.com",
  "fastmail.com",
  "hey.com",
  "zoho.com",
  "duck.com",
  "mail.ru",
  "mail.com",
]);
const PUBLIC_MAIL_PROVIDERS =
  /^(yahoo|ymail|outlook|hotmail|live|aol|yandex|gmx)\.[a-z]{2,3}(\.[a-z]{2})?$/;

/** Whether an address's domain belongs to a public mail provider (never a duplicate reason). */
export function isPublicMailDomain(domain: string): boolean {
  const lower = domain.trim().toLowerCase();
  return PUBLIC_MAIL_DOMAINS.has(lower) || PUBLIC_MAIL_PROVIDERS.test(lower);
}

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

/**
 * Merges `otherId` into lead `id`: the other gets `merged_into` (and leads merged into it
 * before now point at `id`), both get a `merged` entry and their `updated_at`, the audit log
 * `lead_merged` with ids only; nothing of either is deleted, the surviving lead's timeline
 * shows both. When the surviving lead has no owner or no next step, it takes the other's;
 * the other's step is closed (it leaves every view). One transaction; both rows are locked
 * in the order of their ids, so two people merging the same pair crosswise cannot deadlock:
 * the second waits, then finds the first merge and is refused.
 */
export async function mergeLeads(
  db: Db,
  audit: AuditWriter,
  input: { id: string; otherId: string; actor: Actor; now: Date },
): Promise<LeadDetail> {
  if (input.id === input.otherId) {
    throw new DomainError("invalid", "same_lead", "A lead cannot be merged with itself.", {
      field: "otherId",
    });
  }
  return db.transaction(async (tx) => {
    const locked = new Map<string, LockedLead>();
    for (const id of [input.id, input.otherId].sort()) {
      const [row] = await tx
        .select(lockedColumns)
        .from(leads)
        .where(eq(leads.id, id))
        .for("update");
      if (row) locked.set(id, row);
    }
    const target = locked.get(input.id);
    const other = locked.get(input.otherId);
    if (!target) throw notFound();
    if (!other) {
      throw new DomainError(
        "not_found",
        "not_found",
        "There is no such lead to merge (any more).",
        {
          field: "otherId",
        },
      );
    }
    if (target.mergedInto) {
      throw new DomainError(
        "conflict",
        "merged",
        "This lead was merged into another one; merge into that one instead.",
      );
    }
    if (other.mergedInto) {
      throw new DomainError("invalid", "already_merged", "That lead is already merged.", {
        field: "otherId",
      });
    }

    const takesOwner = target.ownerId === null && other.ownerId !== null;
    const takesStep = target.nextStepDate === null && other.nextStepDate !== null;
    await tx
      .update(leads)
      .set({
        updatedAt: input.now,
        ...(takesOwner ? { ownerId: other.ownerId } : {}),
        ...(takesStep
          ? {
              nextStepDate: other.nextStepDate,
              nextStepTime: other.nextStepTime,
              nextStepText: other.nextStepText,
              nextStepDueAt: other.nextStepDueAt,
            }
          : {}),
      })
      .where(eq(leads.id, target.id));
    await tx
      .update(leads)
      .set({
        mergedInto: target.id,
        updatedAt: input.now,
        nextStepDate: null,
        nextStepTime: null,
        nextStepText: null,
        nextStepDueAt: null,
      })
      .where(eq(leads.id, other.id));
    const repointed = await tx
      .update(leads)
      .set({ mergedInto: target.id, updatedAt: input.now })
      .where(eq(leads.mergedInto, other.id))
      .returning({ id: leads.id });

    const entry = (leadId: string, detail: Record<string, unknown>) => ({
      id: randomUUID(),
      leadId,
      kind: "merged" as const,
      actorId: input.actor.id,
      actorName: input.actor.name,
      at: input.now,
      detail,
    });
    await tx
      .insert(leadActivities)
      .values([
        entry(target.id, { otherId: other.id, otherName: other.name, direction: "from" }),
        entry(other.id, { otherId: target.id, otherName: target.name, direction: "into" }),
      ]);
    await audit.record(tx as Db, {
      action: "lead_merged",
      actorId: input.actor.id,
      target: target.id,
      detail: { merged: other.id, repointed: repointed.map((row) => row.id) },
    });
    const detail = await getLead(tx as Db, target.id);
    if (!detail) throw notFound();
    return detail;
  });
}

const lockedColumns = {
  id: leads.id,
  name: leads.name,
  mergedInto: leads.mergedInto,
  ownerId: leads.ownerId,
  nextStepDate: leads.nextStepDate,
  nextStepTime: leads.nextStepTime,
  nextStepText: leads.nextStepText,
  nextStepDueAt: leads.nextStepDueAt,
};
type LockedLead = {
  id: string;
  name: string;
  mergedInto: string | null;
  ownerId: string | null;
  nextStepDate: string | null;
  nextStepTime: string | null;
  nextStepText: string | null;
  nextStepDueAt: Date | null;
};
