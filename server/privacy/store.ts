/**
 * Privacy requests (GDPR Art. 15 and 17) by e-mail address, and consent proofs by consent
 * id or user identifier. The erase deletes a person's enquiries with their notes, history
 * and mails in one transaction, then their `.eml` files; its audit entry holds counts only.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { composeMail, type MailSettings } from "../mail/messages.ts";
import { removeMailFiles } from "../mail/outbox-files.ts";
import type { Db } from "../database/connection.ts";
import type { LeadRecord, MailKind } from "../leads/store/intake.ts";
import { getLead, type Actor, type AuditWriter, type LeadDetail } from "../leads/store/index.ts";
import { consentRecords, type ConsentPreferences } from "../consent/schema.ts";
import { leads, leadActivities } from "../leads/schema.ts";
import { mailOutbox } from "../mail/schema.ts";
import { CONSENT_RETENTION_MONTHS } from "../retention/purge.ts";

const byAddress = (email: string) => sql`lower(${leads.email}) = ${email.trim().toLowerCase()}`;

async function idsOf(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(byAddress(email))
    .orderBy(desc(leads.createdAt));
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
  enquiries: Array<Omit<LeadDetail, "mails"> & { mails: PersonMail[] }>;
}

/**
 * Everything held about an address (its case ignored): each enquiry with every field, the
 * notes and state history about it, and the mails with their text as they were sent.
 */
export async function findPerson(db: Db, email: string, mail: MailSettings): Promise<PersonRecord> {
  const details: PersonRecord["enquiries"] = [];
  for (const id of await idsOf(db, email)) {
    const lead = await getLead(db, id);
    if (!lead) continue; // erased a moment ago
    const enquiry: LeadRecord = {
      ...lead,
      idempotencyKey: null,
      createdAt: new Date(lead.createdAt),
    };
    details.push({
      ...lead,
      mails: lead.mails.map((row) => {
        const message = composeMail(row.kind as MailKind, row.id, enquiry, mail);
        const to = message.to as string | { address: string };
        return {
          kind: row.kind,
          to: typeof to === "string" ? to : to.address,
          subject: String(message.subject ?? ""),
          text: String(message.text ?? ""),
          delivery: row.delivery,
          sentAt: row.sentAt,
        };
      }),
    });
  }
  return { email: email.trim(), enquiries: details };
}

export interface EraseCounts {
  enquiries: number;
  notes: number;
  mails: number;
  files: number;
}

/**
 * Erases everything about an address: enquiries (their notes, history and outbox rows go
 * by cascade) and the audit entry in one transaction, then the `.eml` files of those mails
 * in DATA_DIR/outbox (files cannot join a transaction; they go right after the commit).
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
    const notes = ids.length
      ? await tx
          .select({ id: leadActivities.id })
          .from(leadActivities)
          .where(and(inArray(leadActivities.leadId, ids), eq(leadActivities.kind, "note")))
      : [];
    if (ids.length) await tx.delete(leads).where(inArray(leads.id, ids));
    const counts = { enquiries: ids.length, notes: notes.length, mails: mails.length };
    // Counts only: the audit log must not keep whose data it was.
    await audit.record(tx as Db, {
      action: "privacy_erased",
      actorId: input.actor.id,
      detail: counts,
    });
    return { mailIds: mails.map((mail) => mail.id), counts };
  });
  const files = await removeMailFiles(input.outboxDir, mailIds);
  return { ...counts, files };
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
