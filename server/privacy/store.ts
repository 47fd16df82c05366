/**
 * Privacy requests (GDPR Art. 15 and 17) by e-mail address, and consent proofs by consent
 * id or user identifier. A person's data is the enquiries sent from their address (its case
 * ignored), merged into another lead or not, and each one's own timeline (notes, calls,
 * replies sent, customers' answers, state, owner and next-step entries) and mails. A lead
 * from another address that was merged into one of theirs is someone else's data (perhaps a
 * colleague's): it is neither exported nor erased with them; the erase detaches it, so it
 * stays as a lead of its own. The erase deletes the rest in one transaction (the timeline
 * and mails by cascade), with the merge entries on other leads that name one of them, then
 * the `.eml` files; its audit entry holds counts only.
 *
 * Offers that were sent, their acceptances and invoices of that customer are kept (their
 * customer snapshots too): business letters 6 years and invoices 8 years after the end of
 * their year (HGB § 257, AO § 147), which GDPR Art. 17(3)(b) allows; the erase says how many
 * it kept and why, and the export lists them. They lose their link to the erased lead (the
 * foreign keys set it null); drafts never sent are erased. Retention deletes the kept ones
 * when their period ends (server/retention/documents.ts).
 */
import { and, asc, desc, eq, inArray, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { composeMail, type MailSettings } from "../mail/messages.ts";
import { removeMailFiles } from "../mail/outbox-files.ts";
import type { Db } from "../database/connection.ts";
import type { LeadRecord, MailKind } from "../leads/store/intake.ts";
import { MAIL_KINDS } from "../leads/store/intake.ts";
import {
  getLead,
  type Actor,
  type AuditWriter,
  type LeadDetail,
  type TimelineEntry,
} from "../leads/store/index.ts";
import { consentRecords, type ConsentPreferences } from "../consent/schema.ts";
import { leads, leadActivities } from "../leads/schema.ts";
import { mailOutbox } from "../mail/schema.ts";
import { offers } from "../offers/schema.ts";
import { invoices } from "../invoices/schema.ts";
import { CONSENT_RETENTION_MONTHS } from "../retention/purge.ts";

/** The enquiries from an address (its case ignored, on the customer key's index), newest first. */
async function idsOf(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.emailKey, email.trim().toLowerCase()))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map((row) => row.id);
}

export interface PersonMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  delivery: string;
  sentAt: string | null;
}

export interface PersonRecord {
  email: string;
  /**
   * Each enquiry with its own timeline (an enquiry merged into another is listed itself,
   * so no entry shows twice).
   */
  enquiries: Array<Omit<LeadDetail, "mails"> & { mails: PersonMail[] }>;
  /** Offers sent to the address or on its enquiries (kept for their legal period). */
  offers: Array<{
    number: string | null;
    status: string;
    sentAt: string | null;
    grossCents: number;
  }>;
  /** Invoices to the address or on those offers (kept 8 years after their year). */
  invoices: Array<{ number: string; kind: string; issueDate: string; grossCents: number }>;
}

/** The reason kept documents outlive an erasure, as the erase answers it. */
export const KEPT_REASON =
  "Offers, acceptances and invoices are kept for their legal retention periods (business letters 6 years, invoices 8 years after the end of their year; HGB § 257, AO § 147): GDPR Art. 17(3)(b).";

/** The offers of an address: on one of its enquiries, or with its address as the customer's. */
function offersOf(email: string, leadIds: string[]): SQL {
  const byEmail = sql`lower(${offers.customer}->>'email') = ${email.trim().toLowerCase()}`;
  return leadIds.length ? or(inArray(offers.leadId, leadIds), byEmail)! : byEmail;
}

/** The sent offers and the invoices of an address, as the export lists them. */
async function documentsOf(db: Db, email: string, leadIds: string[]) {
  const offerRows = await db
    .select({
      id: offers.id,
      number: offers.number,
      status: offers.status,
      sentAt: offers.sentAt,
      grossCents: offers.grossCents,
    })
    .from(offers)
    .where(and(offersOf(email, leadIds), ne(offers.status, "draft")))
    .orderBy(asc(offers.createdAt));
  const offerIds = offerRows.map((row) => row.id);
  const byEmail = sql`lower(${invoices.customer}->>'email') = ${email.trim().toLowerCase()}`;
  const invoiceRows = await db
    .select({
      number: invoices.number,
      kind: invoices.kind,
      issueDate: invoices.issueDate,
      grossCents: invoices.grossCents,
    })
    .from(invoices)
    .where(offerIds.length ? or(inArray(invoices.offerId, offerIds), byEmail) : byEmail)
    .orderBy(asc(invoices.number));
  return {
    offers: offerRows.map(({ id: _id, sentAt, ...row }) => ({
      ...row,
      sentAt: sentAt ? new Date(sentAt).toISOString() : null,
    })),
    invoices: invoiceRows,
  };
}

/** A mail as it was sent: the automatic ones composed again, a reply from its entry. */
function personMail(
  row: LeadDetail["mails"][number],
  enquiry: LeadRecord,
  timeline: TimelineEntry[],
  mail: MailSettings,
): PersonMail {
  const sent = { kind: row.kind, delivery: row.delivery, sentAt: row.sentAt };
  if (!(MAIL_KINDS as readonly string[]).includes(row.kind)) {
    const entry = timeline.find((item) => item.mail?.id === row.id);
    return {
      ...sent,
      to: String(entry?.detail.to ?? ""),
      subject: String(entry?.detail.subject ?? ""),
      text: entry?.body ?? "",
    };
  }
  const message = composeMail(row.kind as MailKind, row.id, enquiry, mail);
  const to = message.to as string | { address: string };
  return {
    ...sent,
    to: typeof to === "string" ? to : to.address,
    subject: String(message.subject ?? ""),
    text: String(message.text ?? ""),
  };
}

/**
 * Everything held about an address (its case ignored): each enquiry with every field, its timeline (notes, calls, replies, customers'
 * answers, state, owner and next-step entries), and the mails with their text as sent.
 */
export async function findPerson(db: Db, email: string, mail: MailSettings): Promise<PersonRecord> {
  const details: PersonRecord["enquiries"] = [];
  const ids = await idsOf(db, email);
  for (const id of ids) {
    const lead = await getLead(db, id);
    if (!lead) continue; // erased a moment ago
    const enquiry: LeadRecord = {
      ...lead,
      idempotencyKey: null,
      createdAt: new Date(lead.createdAt),
    };
    // The entries of leads merged into this one are listed with those leads.
    const timeline = lead.timeline.filter((entry) => entry.leadId === id);
    const own = new Set(timeline.map((entry) => entry.id));
    details.push({
      ...lead,
      timeline,
      notes: lead.notes.filter((note) => own.has(note.id)),
      history: lead.history.filter((change) => own.has(change.id)),
      mails: lead.mails.map((row) => personMail(row, enquiry, timeline, mail)),
    });
  }
  return { email: email.trim(), enquiries: details, ...(await documentsOf(db, email, ids)) };
}

export interface EraseCounts {
  /** Enquiries from the address (leads of other addresses merged into them are detached). */
  enquiries: number;
  /** Notes among the timeline entries. */
  notes: number;
  /** Every timeline entry erased (notes, calls, replies, answers, changes, merges). */
  activities: number;
  mails: number;
  files: number;
  /** Offer drafts never sent, erased with the enquiries. */
  drafts: number;
  /** Sent offers (with their acceptances) kept for their legal period. */
  keptOffers: number;
  /** Invoices kept for their legal period. */
  keptInvoices: number;
  /** Why they are kept (GDPR Art. 17(3)(b)); null when none is kept. */
  keptReason: string | null;
}

/**
 * Erases everything about an address: its enquiries (their timeline entries and outbox rows
 * go by cascade; leads of other addresses merged into them are detached first), the merge entries on other leads that
 * name one of them, and the audit entry in one transaction, then the `.eml` files of those
 * mails in DATA_DIR/outbox (files cannot join a transaction; they go right after the commit).
 */
export async function erasePerson(
  db: Db,
  audit: AuditWriter,
  input: { email: string; actor: Actor; outboxDir: string },
): Promise<EraseCounts> {
  const { mailIds, counts } = await db.transaction(async (tx) => {
    const ids = await idsOf(tx as Db, input.email);
    const mails = ids.length
      ? await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(inArray(mailOutbox.enquiryId, ids))
      : [];
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
    // Drafts never sent go; sent offers, acceptances and invoices stay for their period
    // (their lead link becomes null with the lead).
    const drafts = await tx
      .delete(offers)
      .where(and(offersOf(input.email, ids), eq(offers.status, "draft")))
      .returning({ id: offers.id });
    const kept = await documentsOf(tx as Db, input.email, ids);
    if (ids.length) {
      // Someone else's lead merged into one of these stays, as a lead of its own again.
      await tx
        .update(leads)
        .set({ mergedInto: null })
        .where(and(inArray(leads.mergedInto, ids), notInArray(leads.id, ids)));
      await tx.delete(leads).where(inArray(leads.id, ids));
    }
    const erasedActivities = new Set([...activities, ...mentions].map((row) => row.id));
    const counts = {
      enquiries: ids.length,
      notes: activities.filter((row) => row.kind === "note").length,
      activities: erasedActivities.size,
      mails: mails.length,
      drafts: drafts.length,
      keptOffers: kept.offers.length,
      keptInvoices: kept.invoices.length,
    };
    // Counts only: the audit log must not keep whose data it was.
    await audit.record(tx as Db, {
      action: "privacy_erased",
      actorId: input.actor.id,
      detail: counts,
    });
    return { mailIds: mails.map((mail) => mail.id), counts };
  });
  const files = await removeMailFiles(input.outboxDir, mailIds);
  const keptReason = counts.keptOffers + counts.keptInvoices > 0 ? KEPT_REASON : null;
  return { ...counts, files, keptReason };
}

// --- consent proofs ------------------------------------------------------------------------

export type ConsentChoice = "all" | "necessary" | "custom";

export function consentChoice(preferences: ConsentPreferences): ConsentChoice {
  if (preferences.analytics && preferences.marketing) return "all";
  if (!preferences.analytics && !preferences.marketing) return "necessary";
  return "custom";
}

export interface ConsentProof {
  consentId: string;
  userIdentifier: string;
  consentType: string;
  preferences: ConsentPreferences;
  choice: ConsentChoice;
  bannerVersion: string;
  policyVersion: string;
  language: string;
  createdAt: string;
  /** When retention deletes it. */
  deleteAfter: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The consent records a consent id or a user identifier names (a browser's identifier
 * has one record per choice it made), newest first, at most 100.
 */
export async function findConsents(db: Db, key: string): Promise<ConsentProof[]> {
  const value = key.trim();
  const c = consentRecords;
  const rows = await db
    .select()
    .from(c)
    .where(UUID.test(value) ? eq(c.consentId, value.toLowerCase()) : eq(c.userIdentifier, value))
    .orderBy(desc(c.createdAt), asc(c.consentId))
    .limit(100);
  return rows.map((row) => {
    const createdAt = new Date(row.createdAt);
    const deleteAfter = new Date(createdAt.getTime());
    deleteAfter.setUTCMonth(deleteAfter.getUTCMonth() + CONSENT_RETENTION_MONTHS);
    return {
      consentId: row.consentId,
      userIdentifier: row.userIdentifier,
      consentType: row.consentType,
      preferences: row.preferences,
      choice: consentChoice(row.preferences),
      bannerVersion: row.bannerVersion,
      policyVersion: row.policyVersion,
      language: row.language,
      createdAt: createdAt.toISOString(),
      deleteAfter: deleteAfter.toISOString(),
    };
  });
}
