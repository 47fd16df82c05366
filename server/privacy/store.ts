/**
 * Privacy requests (GDPR Art. 15 and 17) by e-mail address: what is held about a person
 * (the erase is in erase.ts, consent proofs in consents.ts). A person's data is the
 * enquiries sent from their address (its case ignored), merged into another lead or not,
 * each one's own timeline (notes, calls, replies sent, customers' answers, state, owner and
 * next-step entries) and mails, and the mails about their offers (decision 0165). A lead
 * from another address that was merged into one of theirs is someone else's data (perhaps a
 * colleague's): it is neither exported nor erased with them; the erase detaches it, so it
 * stays as a lead of its own.
 *
 * Offers that were sent, their acceptances and invoices of that customer are kept (their
 * customer snapshots too): business letters 6 years and invoices 8 years after the end of
 * their year (HGB § 257, AO § 147), which GDPR Art. 17(3)(b) allows; the erase lists them
 * with the last day each is kept, and the export too. They lose their link to the erased
 * lead (the foreign keys set it null); drafts never sent are erased. Retention deletes the
 * kept ones when their period ends (server/retention/documents.ts).
 */
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { composeMail, type MailSettings } from "../mail/messages.ts";
import type { Db } from "../database/connection.ts";
import type { LeadRecord, MailKind } from "../leads/store/intake.ts";
import { MAIL_KINDS } from "../leads/store/intake.ts";
import { getLead, type LeadDetail, type TimelineEntry } from "../leads/store/index.ts";
import { leads } from "../leads/schema.ts";
import { mailInbound, mailInboundAttachments, mailOutbox } from "../mail/schema.ts";
import { offers } from "../offers/schema.ts";
import { invoices } from "../invoices/schema.ts";
import { INVOICE_RETENTION_YEARS, OFFER_RETENTION_YEARS } from "../retention/documents.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import { headcountAnswersOf, type HeadcountExport } from "../headcount/privacy.ts";

/** The enquiries from an address (its case ignored, on the customer key's index), newest first. */
export async function idsOf(db: Db, email: string): Promise<string[]> {
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
  /** Mails from the address (or on its enquiries) taken from the agency's mailbox. */
  mailsIn: Array<{
    receivedAt: string;
    from: string;
    subject: string;
    text: string;
    kind: string;
    attachments: Array<{ filename: string; contentType: string; size: number }>;
  }>;
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
    /** The last day it is kept (longer while an invoice on it is kept). */
    keptUntil: string;
  }>;
  /** Invoices to the address or on those offers (kept 8 years after their year). */
  invoices: Array<{
    number: string;
    kind: string;
    issueDate: string;
    grossCents: number;
    keptUntil: string;
  }>;
  /**
   * The mails about those offers that are tied to none of the enquiries (the codes, a word
   * to the owner after the lead had gone): their text is gone once sent.
   */
  offerMails: Array<{ offer: string | null; kind: string; status: string; sentAt: string | null }>;
  /** Answers to a booking's headcount link (deleted 30 days after the event). */
  headcount: HeadcountExport[];
}

/** The reason kept documents outlive an erasure, as the erase answers it. */
export const KEPT_REASON =
  "Offers, acceptances and invoices are kept for their legal retention periods (business letters 6 years, invoices 8 years after the end of their year; HGB § 257, AO § 147): GDPR Art. 17(3)(b).";

/** The offers of an address: on one of its enquiries, or with its address as the customer's. */
export function offersOf(email: string, leadIds: string[]): SQL {
  const byEmail = sql`lower(${offers.customer}->>'email') = ${email.trim().toLowerCase()}`;
  return leadIds.length ? or(inArray(offers.leadId, leadIds), byEmail)! : byEmail;
}

/** The last day a document is kept: the end of its (Berlin) year plus its legal years. */
const keptUntil = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}-12-31`;

/** The sent offers and the invoices of an address, as the export and the erase list them. */
export async function documentsOf(db: Db, email: string, leadIds: string[]) {
  const offerRows = await db
    .select({
      id: offers.id,
      number: offers.number,
      status: offers.status,
      sentAt: offers.sentAt,
      createdAt: offers.createdAt,
      grossCents: offers.grossCents,
    })
    .from(offers)
    .where(and(offersOf(email, leadIds), ne(offers.status, "draft")))
    .orderBy(asc(offers.createdAt));
  const offerIds = offerRows.map((row) => row.id);
  const byEmail = sql`lower(${invoices.customer}->>'email') = ${email.trim().toLowerCase()}`;
  const invoiceRows = await db
    .select({
      offerId: invoices.offerId,
      number: invoices.number,
      kind: invoices.kind,
      issueDate: invoices.issueDate,
      grossCents: invoices.grossCents,
    })
    .from(invoices)
    .where(offerIds.length ? or(inArray(invoices.offerId, offerIds), byEmail) : byEmail)
    .orderBy(asc(invoices.number));
  const listed = invoiceRows.map(({ offerId, ...row }) => ({
    ...row,
    offerId,
    keptUntil: keptUntil(row.issueDate, INVOICE_RETENTION_YEARS),
  }));
  return {
    offerIds,
    offers: offerRows.map(({ id, sentAt, createdAt, ...row }) => {
      const own = keptUntil(berlinDay(new Date(sentAt ?? createdAt)), OFFER_RETENTION_YEARS);
      const byInvoice = listed.filter((invoice) => invoice.offerId === id);
      return {
        ...row,
        sentAt: sentAt ? new Date(sentAt).toISOString() : null,
        keptUntil: [own, ...byInvoice.map((invoice) => invoice.keptUntil)].sort().at(-1)!,
      };
    }),
    invoices: listed.map(({ offerId: _offerId, ...row }) => row),
  };
}

/**
 * The outbox rows about an address: on its enquiries, about its offers (any status), or
 * still waiting to be sent to it (a mail queued before mails named their offer).
 */
export function mailsAbout(email: string, leadIds: string[], offerIds: string[]): SQL {
  return or(
    sql`lower(${mailOutbox.message}->>'to') = ${email.trim().toLowerCase()}`,
    ...(leadIds.length ? [inArray(mailOutbox.enquiryId, leadIds)] : []),
    ...(offerIds.length ? [inArray(mailOutbox.offerId, offerIds)] : []),
  )!;
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
  const { offerIds, ...documents } = await documentsOf(db, email, ids);
  const offerMails = offerIds.length
    ? await db
        .select({
          offer: offers.number,
          kind: mailOutbox.kind,
          status: mailOutbox.status,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .innerJoin(offers, eq(offers.id, mailOutbox.offerId))
        .where(
          and(
            inArray(mailOutbox.offerId, offerIds),
            ids.length
              ? or(isNull(mailOutbox.enquiryId), notInArray(mailOutbox.enquiryId, ids))
              : undefined,
          ),
        )
        .orderBy(asc(mailOutbox.createdAt))
    : [];
  const inbound = await db
    .select()
    .from(mailInbound)
    .where(
      or(
        eq(mailInbound.fromAddress, email.trim().toLowerCase()),
        ids.length ? inArray(mailInbound.leadId, ids) : undefined,
      ),
    )
    .orderBy(asc(mailInbound.receivedAt));
  const files = inbound.length
    ? await db
        .select({
          mailId: mailInboundAttachments.mailId,
          filename: mailInboundAttachments.filename,
          contentType: mailInboundAttachments.contentType,
          size: mailInboundAttachments.size,
        })
        .from(mailInboundAttachments)
        .where(
          inArray(
            mailInboundAttachments.mailId,
            inbound.map((row) => row.id),
          ),
        )
    : [];
  return {
    email: email.trim(),
    mailsIn: inbound.map((row) => ({
      receivedAt: new Date(row.receivedAt).toISOString(),
      from: row.fromAddress,
      subject: row.subject,
      text: row.text,
      kind: row.kind,
      attachments: files
        .filter((file) => file.mailId === row.id)
        .map(({ mailId: _mailId, ...file }) => file),
    })),
    enquiries: details,
    ...documents,
    offerMails: offerMails.map((row) => ({
      ...row,
      sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    })),
    headcount: await headcountAnswersOf(db, email),
  };
}
