/**
 * What the customer's two online answers share (decision 0133): their context, the refusal
 * of an offer that cannot be answered any more, the lead moved to won or lost with its
 * 'offer_answered' entry, and the mail to the lead's owner.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { DomainError } from "../../domain-error.ts";
import type { Db } from "../../database/connection.ts";
import type { AuditWriter } from "../../leads/store/changes.ts";
import { addActivity, changeLeadState, type Actor } from "../../leads/store/changes.ts";
import { personsLead } from "../../leads/store/merge.ts";
import { leads } from "../../leads/schema.ts";
import { adminUsers } from "../../accounts/schema.ts";
import { queueMessage } from "../../mail/outbox.ts";
import type { OfferAnsweredUpdate } from "#app/shared/offer-answered.ts";
import { publicStatus, type OfferRow } from "../public-document.ts";
import { ownerMail } from "../public-mails.ts";

/** What the answers need besides the database. */
export interface AnswerContext {
  /** The server's secret (server/secret-files.ts) the codes' HMACs are keyed with. */
  secret: string | Buffer;
  audit: AuditWriter;
  now: Date;
  /** SITE_URL: the links in the mails. */
  siteUrl: string;
  /** Where the word goes when nobody owns the lead (AGENCY_EMAIL). */
  agencyEmail: string;
}

export interface Client {
  address: string;
  userAgent: string;
}

/** What the back office is told at once (live updates) after an answer was committed. */
export type OfferAnswered = OfferAnsweredUpdate;

export const notFound = () =>
  new DomainError("not_found", "not_found", "There is no offer at this address.");

/**
 * Refuses an offer that cannot be answered any more, with a code per reason: the page
 * shows what to do instead.
 */
export function refuseUnlessOpen(offer: OfferRow, now: Date): void {
  const status = publicStatus(offer, now);
  if (status === "open") return;
  const messages = {
    expired: "This offer has expired.",
    accepted: "This offer was already accepted.",
    declined: "This offer was declined.",
    replaced: "This offer was replaced by a newer version.",
    withdrawn: "This offer was withdrawn.",
  } as const;
  throw new DomainError("conflict", `offer_${status}`, messages[status]);
}

/**
 * Moves the offer's lead (or the same person's lead it was merged into; never another
 * person's, decision 0165) to won or lost through the leads feature's change, unless it
 * already is so, and writes the 'offer_answered' entry. The lead's id, or null when it is
 * gone.
 */
export async function answerLead(
  tx: Db,
  context: AnswerContext,
  offer: OfferRow,
  actor: Actor,
  to: "won" | "lost",
  reason: string | null = null,
): Promise<string | null> {
  if (!offer.leadId) return null;
  const lead = await personsLead(tx, offer.leadId);
  if (!lead) return null;
  const leadId = lead.id;
  // On a lead merged into another person's, the answer is recorded on it and moves nothing:
  // that lead is not worked on any more, the other is someone else's (decision 0165).
  if (lead.worked === leadId) {
    const change = await changeLeadState(tx, context.audit, {
      id: leadId,
      to,
      ...(to === "lost"
        ? {
            lostReason: "other" as const,
            lostReasonText: reason
              ? `Vom Kunden online abgelehnt: ${reason}`
              : "Vom Kunden online abgelehnt",
          }
        : {}),
      actor,
      now: context.now,
    });
    // Already so (won by hand before the customer clicked): the answer still goes on record.
    if (!change.ok && change.reason === "not_found") return null;
  }
  await addActivity(tx, {
    leadId,
    kind: "offer_answered",
    actor,
    now: context.now,
    ...(reason ? { body: reason } : {}),
    detail: {
      offerId: offer.id,
      number: offer.number,
      answer: to === "won" ? "accepted" : "declined",
      grossCents: offer.grossCents,
    },
  });
  return leadId;
}

/** What the back office is told of the answer: with the lead's owner and the customer. */
export async function answeredUpdate(
  tx: Db,
  offer: OfferRow,
  leadId: string | null,
  answer: OfferAnswered["answer"],
  now: Date,
): Promise<OfferAnswered> {
  let ownerId: string | null = null;
  if (leadId) {
    const [row] = await tx
      .select({ ownerId: leads.ownerId })
      .from(leads)
      .where(eq(leads.id, leadId));
    ownerId = row?.ownerId ?? null;
  }
  return {
    offerId: offer.id,
    leadId,
    ownerId,
    customer: offer.customer.company.trim() || offer.customer.contactName,
    number: offer.number!,
    answer,
    grossCents: offer.grossCents,
    at: now.toISOString(),
  };
}

type Owner = { email: string; name: string; locale: string };

async function ownerOfLead(tx: Db, leadId: string | null): Promise<Owner | undefined> {
  if (!leadId) return undefined;
  const [owner] = await tx
    .select({ email: adminUsers.email, name: adminUsers.name, locale: adminUsers.locale })
    .from(leads)
    .innerJoin(adminUsers, eq(adminUsers.id, leads.ownerId))
    .where(eq(leads.id, leadId));
  return owner;
}

/** The offer's lead as its answers see it (`personsLead`), and that lead's owner if any. */
export async function ownerOfOffer(
  tx: Db,
  offer: OfferRow,
): Promise<{ leadId: string | null; owner: Owner | undefined }> {
  const leadId = offer.leadId ? ((await personsLead(tx, offer.leadId))?.id ?? null) : null;
  return { leadId, owner: await ownerOfLead(tx, leadId) };
}

/** The mail to the lead's owner in their back-office language, or to the agency. */
export async function tellOwner(
  tx: Db,
  context: AnswerContext,
  offer: OfferRow,
  answered: OfferAnswered,
  words: { name: string | null; reason: string | null },
): Promise<void> {
  const owner = await ownerOfLead(tx, answered.leadId);
  const origin = new URL(context.siteUrl).origin;
  await queueMessage(
    tx,
    randomUUID(),
    "offer_answered",
    ownerMail({
      to: owner?.email ?? context.agencyEmail,
      toName: owner?.name,
      language: owner?.locale === "en" ? "en" : "de",
      number: answered.number,
      company: offer.customer.company,
      answer: answered.answer,
      name: words.name,
      reason: words.reason,
      grossCents: answered.grossCents,
      leadUrl: answered.leadId ? `${origin}/admin/leads/${answered.leadId}` : null,
    }),
    context.now,
    { leadId: answered.leadId, offerId: offer.id },
  );
}
