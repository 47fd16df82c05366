/**
 * A privacy erase (GDPR Art. 17) by e-mail address: what server/privacy/store.ts finds of a
 * person goes in one transaction, except what the law makes us keep (sent offers with their
 * acceptances, invoices), which the answer lists with the last day each is kept. What an
 * erase must also reach (decision 0165): the mails about the person's offers tied to no
 * lead (the codes), and their answers written on another person's lead before the answers
 * stayed on the person's own.
 */
import { and, eq, inArray, isNotNull, isNull, notInArray, or, sql } from "drizzle-orm";
import { removeMailFiles } from "../mail/outbox-files.ts";
import type { Db } from "../database/connection.ts";
import type { Actor, AuditWriter } from "../leads/store/index.ts";
import { leads, leadActivities } from "../leads/schema.ts";
import { mailInbound, mailOutbox } from "../mail/schema.ts";
import { offerCodes, offers } from "../offers/schema.ts";
import { documentsOf, idsOf, KEPT_REASON, mailsAbout, offersOf } from "./store.ts";
import { eraseHeadcountAnswers } from "../headcount/privacy.ts";

/** A document an erase keeps for its legal period, as its answer lists it. */
export interface KeptDocument {
  document: "offer" | "invoice";
  number: string;
  /** The offer's status (an accepted one keeps its acceptance) or the invoice's kind. */
  kind: string;
  keptUntil: string;
}

export interface EraseCounts {
  /** Enquiries from the address (leads of other addresses merged into them are detached). */
  enquiries: number;
  /** Notes among the timeline entries. */
  notes: number;
  /** Every timeline entry erased (notes, calls, replies, answers, changes, merges). */
  activities: number;
  /** The outbox's mails on the enquiries or about the offers (their codes too). */
  mails: number;
  files: number;
  /** Offer drafts never sent, erased with the enquiries. */
  drafts: number;
  /** Sent offers (with their acceptances) kept for their legal period. */
  keptOffers: number;
  /** Invoices kept for their legal period. */
  keptInvoices: number;
  /** Answers to headcount links (server/headcount/). */
  headcountAnswers: number;
  /** Each kept document with the last day it is kept. */
  kept: KeptDocument[];
  /** Why they are kept (GDPR Art. 17(3)(b)); null when none is kept. */
  keptReason: string | null;
}

/** Online answers before decision 0165 could land on another person's lead: found by offer. */
const DECLINED_ONLINE = "Vom Kunden online abgelehnt";

/**
 * Erases everything about an address: its enquiries (their timeline entries go by cascade;
 * leads of other addresses merged into them are detached first), the outbox's mails on them
 * or about their offers (a code, a word to the owner), the merge entries on other leads that
 * name one of them, their answers to their offers wherever they were written (on another
 * person's lead before decision 0165), the offers' codes and decline reasons, and the audit
 * entry in one transaction, then the `.eml` files of those mails in DATA_DIR/outbox (files
 * cannot join a transaction; they go right after the commit).
 */
export async function erasePerson(
  db: Db,
  audit: AuditWriter,
  input: { email: string; actor: Actor; outboxDir: string },
): Promise<EraseCounts> {
  const { mailIds, counts } = await db.transaction(async (tx) => {
    const ids = await idsOf(tx as Db, input.email);
    const personOffers = await tx
      .select({ id: offers.id, declineReason: offers.declineReason })
      .from(offers)
      .where(offersOf(input.email, ids));
    const offerIds = personOffers.map((row) => row.id);
    const mails = await tx
      .delete(mailOutbox)
      .where(mailsAbout(input.email, ids, offerIds))
      .returning({ id: mailOutbox.id });
    const activities = ids.length
      ? await tx
          .select({ id: leadActivities.id, kind: leadActivities.kind })
          .from(leadActivities)
          .where(inArray(leadActivities.leadId, ids))
      : [];
    // Another lead's merge entry names the lead merged into it or from it.
    const mentions = ids.length
      ? await tx
          .delete(leadActivities)
          .where(
            and(
              eq(leadActivities.kind, "merged"),
              sql`${leadActivities.detail}->>'otherId' in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`,
            ),
          )
          .returning({ id: leadActivities.id })
      : [];
    const elsewhere = await eraseAnswersElsewhere(tx as Db, ids, personOffers);
    // Mails from the address taken from the mailbox (its files go with them), also those on
    // no lead (a list, an unmatched one); those on its leads go with the leads too.
    await tx
      .delete(mailInbound)
      .where(
        or(
          eq(mailInbound.fromAddress, input.email.trim().toLowerCase()),
          ids.length ? inArray(mailInbound.leadId, ids) : undefined,
        ),
      );
    // Drafts never sent go; sent offers, acceptances and invoices stay for their period
    // (their lead link becomes null with the lead), without codes or a decline's words.
    const drafts = await tx
      .delete(offers)
      .where(and(offersOf(input.email, ids), eq(offers.status, "draft")))
      .returning({ id: offers.id });
    if (offerIds.length) {
      await tx.delete(offerCodes).where(inArray(offerCodes.offerId, offerIds));
      await tx
        .update(offers)
        .set({ declineReason: null })
        .where(and(inArray(offers.id, offerIds), isNotNull(offers.declineReason)));
    }
    const { offerIds: _kept, ...documents } = await documentsOf(tx as Db, input.email, ids);
    if (ids.length) {
      // Someone else's lead merged into one of these stays, as a lead of its own again.
      await tx
        .update(leads)
        .set({ mergedInto: null })
        .where(and(inArray(leads.mergedInto, ids), notInArray(leads.id, ids)));
      await tx.delete(leads).where(inArray(leads.id, ids));
    }
    const headcount = await eraseHeadcountAnswers(tx as Db, input.email);
    const erasedActivities = new Set([...activities, ...mentions, ...elsewhere].map((r) => r.id));
    const counts = {
      enquiries: ids.length,
      notes: activities.filter((row) => row.kind === "note").length,
      activities: erasedActivities.size,
      mails: mails.length,
      drafts: drafts.length,
      keptOffers: documents.offers.length,
      keptInvoices: documents.invoices.length,
      headcountAnswers: headcount,
    };
    // Counts only: the audit log must not keep whose data it was.
    await audit.record(tx as Db, {
      action: "privacy_erased",
      actorId: input.actor.id,
      detail: counts,
    });
    const kept: KeptDocument[] = [
      ...documents.offers.map((offer) => ({
        document: "offer" as const,
        number: offer.number ?? "",
        kind: offer.status,
        keptUntil: offer.keptUntil,
      })),
      ...documents.invoices.map((invoice) => ({
        document: "invoice" as const,
        number: invoice.number,
        kind: invoice.kind,
        keptUntil: invoice.keptUntil,
      })),
    ];
    return { mailIds: mails.map((mail) => mail.id), counts: { ...counts, kept } };
  });
  const files = await removeMailFiles(input.outboxDir, mailIds);
  const keptReason = counts.keptOffers + counts.keptInvoices > 0 ? KEPT_REASON : null;
  return { ...counts, files, keptReason };
}

/**
 * The person's online answers to their offers written on a lead that is not theirs (an
 * offer drafted on their lead after it was merged into another person's, before decision
 * 0165): the 'offer_answered' entry, the state change it made at the same moment with no
 * staff actor, and the decline's words in that lead's lost reason.
 */
async function eraseAnswersElsewhere(
  tx: Db,
  ids: string[],
  personOffers: Array<{ id: string; declineReason: string | null }>,
): Promise<Array<{ id: string }>> {
  if (personOffers.length === 0) return [];
  const offerIds = personOffers.map((offer) => offer.id);
  const answers = await tx
    .delete(leadActivities)
    .where(
      and(
        eq(leadActivities.kind, "offer_answered"),
        ids.length ? notInArray(leadActivities.leadId, ids) : undefined,
        sql`${leadActivities.detail}->>'offerId' in (${sql.join(
          offerIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ id: leadActivities.id, leadId: leadActivities.leadId, at: leadActivities.at });
  const erased: Array<{ id: string }> = [...answers];
  for (const answer of answers) {
    erased.push(
      ...(await tx
        .delete(leadActivities)
        .where(
          and(
            eq(leadActivities.leadId, answer.leadId),
            eq(leadActivities.kind, "state_changed"),
            isNull(leadActivities.actorId),
            eq(leadActivities.at, answer.at),
          ),
        )
        .returning({ id: leadActivities.id })),
    );
  }
  const reasons = personOffers.flatMap((offer) =>
    offer.declineReason ? [`${DECLINED_ONLINE}: ${offer.declineReason}`] : [],
  );
  if (answers.length && reasons.length) {
    await tx
      .update(leads)
      .set({ lostReasonText: DECLINED_ONLINE })
      .where(
        and(
          inArray(leads.id, [...new Set(answers.map((answer) => answer.leadId))]),
          inArray(leads.lostReasonText, reasons),
        ),
      );
  }
  return erased;
}
