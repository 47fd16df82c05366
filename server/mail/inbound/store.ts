/**
 * Taking one mail from the mailbox into the database, in one transaction (decision 0175):
 * stored once by its Message-ID (the unique index decides, also between two instances),
 * then what it is and where it belongs:
 * - our own mail, a list mail or one the provider marked as spam: kept as `ignored`;
 * - a bounce (RFC 3464): the outgoing mail it names is marked undeliverable with the reason;
 * - else its lead, in this order: the In-Reply-To/References of a mail we sent, the
 *   `[SG-XXXXXX]` reference in the subject, the sender among the open leads of the last
 *   12 months (one: that one; several: `unmatched`, staff choose);
 * - on a lead: an `answer` (the timeline's "Antwort des Kunden") or an `auto_reply` (kept
 *   as such, changes nothing); without a lead: a new lead with the source "E-Mail", unless
 *   it is an auto-reply.
 */
import { randomUUID } from "node:crypto";
import type { Locale } from "#app/i18n/locales.ts";
import { and, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { adminUsers } from "../../accounts/schema.ts";
import { createAuditLog } from "../../admin/audit.ts";
import { documentProfile } from "../../business/store.ts";
import type { Db } from "../../database/connection.ts";
import { assignInTurn } from "../../leads/store/assignment.ts";
import { leadActivities, leads, OPEN_LEAD_STATES } from "../../leads/schema.ts";
import { offers } from "../../offers/schema.ts";
import { mailInbound, mailInboundAttachments, mailOutbox, type InboundKind } from "../schema.ts";
import type { InboundMail } from "./parse.ts";
import { queueOwnerNotice } from "./notice.ts";

export interface InboundSettings {
  /** The agency's addresses (AGENCY_EMAIL, the mailbox): never a customer. */
  ownAddresses: string[];
  /** Our Message-IDs' domain: a mail with such an id is our own. */
  messageDomain: string;
  /** The site's origin, for the link in the owner's notice. */
  siteUrl: string;
}

export interface TakenMail {
  id: string;
  kind: InboundKind;
  leadId: string | null;
  /** A new lead was made from it. */
  created: boolean;
}

/** The channel of a lead made from an e-mail (the figures count it as "E-Mail"). */
export const EMAIL_CHANNEL = "email";
const SENDER_MONTHS = 12;

/** The lead a merged one lives on (at most a few steps). */
async function survivor(db: Db, id: string): Promise<string | null> {
  let current = id;
  for (let step = 0; step < 8; step++) {
    const [row] = await db
      .select({ id: leads.id, mergedInto: leads.mergedInto })
      .from(leads)
      .where(eq(leads.id, current));
    if (!row) return null;
    if (!row.mergedInto) return row.id;
    current = row.mergedInto;
  }
  return current;
}

async function byThread(db: Db, threadIds: string[]) {
  if (threadIds.length === 0) return null;
  const rows = await db
    .select({
      id: mailOutbox.id,
      leadId: mailOutbox.enquiryId,
      offerLead: offers.leadId,
      message: mailOutbox.message,
      leadEmail: leads.email,
    })
    .from(mailOutbox)
    .leftJoin(offers, eq(offers.id, mailOutbox.offerId))
    .leftJoin(leads, eq(leads.id, mailOutbox.enquiryId))
    .where(inArray(mailOutbox.messageId, threadIds));
  const row = rows.find((entry) => entry.leadId || entry.offerLead) ?? rows[0];
  return row
    ? {
        outboxId: row.id,
        leadId: row.leadId ?? row.offerLead,
        to: row.leadEmail ?? "",
      }
    : null;
}

async function byReference(db: Db, subject: string): Promise<string | null> {
  const match = /\[SG-([0-9A-F]{6})\]/i.exec(subject);
  if (!match) return null;
  const prefix = match[1]!.toLowerCase();
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(sql`replace(${leads.id}::text, '-', '') like ${`${prefix}%`}`)
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return row?.id ?? null;
}

async function bySender(db: Db, address: string, now: Date): Promise<string[]> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - SENDER_MONTHS);
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.emailKey, address),
        inArray(leads.state, [...OPEN_LEAD_STATES]),
        isNull(leads.mergedInto),
        gte(leads.createdAt, since),
      ),
    )
    .orderBy(desc(leads.createdAt));
  return rows.map((row) => row.id);
}

async function isOwn(db: Db, mail: InboundMail, settings: InboundSettings): Promise<boolean> {
  if (settings.ownAddresses.includes(mail.fromAddress)) return true;
  // The address the business data gives (documents print it; the shipped one until the
  // owners save theirs): read with each mail, so their change counts without a restart.
  if ((await documentProfile(db)).email.toLowerCase() === mail.fromAddress) return true;
  if (mail.messageId.toLowerCase().endsWith(`@${settings.messageDomain.toLowerCase()}>`)) {
    return true;
  }
  const [staff] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${mail.fromAddress}`)
    .limit(1);
  return Boolean(staff);
}

/** "German unless clearly English": a few common English words and no German ones. */
export function guessLanguage(text: string): Locale {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const english = new Set([
    "the",
    "and",
    "we",
    "would",
    "like",
    "our",
    "team",
    "for",
    "please",
    "hello",
    "hi",
    "thanks",
    "you",
    "is",
    "are",
    "with",
  ]);
  const german = new Set([
    "und",
    "wir",
    "die",
    "der",
    "das",
    "ich",
    "für",
    "mit",
    "bitte",
    "hallo",
    "danke",
    "ist",
    "sind",
    "eine",
    "ein",
    "nicht",
    "sie",
  ]);
  let en = 0;
  let de = 0;
  for (const word of words) {
    if (english.has(word)) en++;
    if (german.has(word)) de++;
  }
  return en >= 3 && en > 2 * de ? "en" : "de";
}

/** A new e-mail enquiry from a mail (also staff's choice for a mail that fits no candidate). */
export async function newLead(
  db: Db,
  mail: Pick<InboundMail, "fromAddress" | "fromName" | "subject" | "text">,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db.insert(leads).values({
    id,
    createdAt: now,
    language: guessLanguage(`${mail.subject}\n${mail.text}`),
    sourcePage: "",
    channel: EMAIL_CHANNEL,
    name: mail.fromName ?? mail.fromAddress.split("@")[0] ?? mail.fromAddress,
    company: "",
    email: mail.fromAddress,
    participants: 0,
    event: "",
    events: [],
    message: [mail.subject, mail.text].filter(Boolean).join("\n\n").slice(0, 10_000),
    privacyPolicyVersion: "",
  });
  try {
    await db.transaction((savepoint) =>
      assignInTurn(
        savepoint as Db,
        createAuditLog(() => now),
        [{ id, at: now }],
      ),
    );
  } catch {
    // Stored unassigned, as a form enquiry whose assignment failed.
  }
  return id;
}

/** Stores the mail (see the top of this file); null when it was stored before. */
export async function takeInbound(
  db: Db,
  mail: InboundMail,
  settings: InboundSettings,
  now: Date,
): Promise<TakenMail | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const id = randomUUID();
    const inserted = await tx
      .insert(mailInbound)
      .values({
        id,
        messageId: mail.messageId,
        kind: "ignored",
        fromAddress: mail.fromAddress,
        fromName: mail.fromName,
        subject: mail.subject,
        text: mail.text,
        sentAt: mail.sentAt,
        receivedAt: now,
        references: mail.references,
      })
      .onConflictDoNothing()
      .returning({ id: mailInbound.id });
    if (inserted.length === 0) return null;
    const settle = async (
      kind: InboundKind,
      leadId: string | null,
      extra: {
        outboxId?: string | null;
        matchedBy?: string;
        candidates?: string[];
        bouncedTo?: string;
      } = {},
    ): Promise<TakenMail> => {
      const { bouncedTo: _bouncedTo, ...stored } = extra;
      await tx
        .update(mailInbound)
        .set({ kind, leadId, ...stored, ...(kind === "answer" ? {} : { readAt: now }) })
        .where(eq(mailInbound.id, id));
      if (leadId && (kind === "answer" || kind === "auto_reply")) {
        await tx.insert(leadActivities).values({
          id: randomUUID(),
          leadId,
          kind: "customer_reply",
          actorId: null,
          actorName: mail.fromName ?? mail.fromAddress,
          at: now,
          body: mail.text,
          detail: {
            inboundId: id,
            from: mail.fromAddress,
            fromName: mail.fromName,
            subject: mail.subject,
            ...(kind === "auto_reply" ? { autoReply: true } : {}),
            attachments: mail.attachments.length,
          },
        });
      }
      // The owner hears of an answer (and of a bounce) once: queued with the mail.
      if (leadId && (kind === "answer" || kind === "bounce")) {
        const noticed = await queueOwnerNotice(tx, {
          leadId,
          kind,
          from: kind === "bounce" ? (extra.bouncedTo ?? "") : (mail.fromName ?? mail.fromAddress),
          subject: mail.subject,
          text: mail.text,
          ...(mail.bounce ? { reason: mail.bounce.reason } : {}),
          siteUrl: settings.siteUrl,
          now,
        });
        if (noticed)
          await tx.update(mailInbound).set({ noticedAt: now }).where(eq(mailInbound.id, id));
      }
      return { id, kind, leadId, created: extra.matchedBy === "new" };
    };

    if (mail.spam || mail.list || (await isOwn(tx, mail, settings))) {
      return settle("ignored", null);
    }
    if (mail.bounce) {
      const ids = [...mail.bounce.messageIds, ...mail.threadIds];
      const found = await byThread(tx, ids);
      if (found) {
        await tx
          .update(mailOutbox)
          .set({
            status: "failed",
            bouncedAt: now,
            bounceReason: mail.bounce.reason,
            lastError: mail.bounce.reason,
          })
          .where(eq(mailOutbox.id, found.outboxId));
      }
      return settle("bounce", found?.leadId ?? null, {
        outboxId: found?.outboxId ?? null,
        ...(found?.to ? { bouncedTo: found.to } : {}),
      });
    }

    await storeAttachments(tx, id, mail);
    const thread = await byThread(tx, mail.threadIds);
    let leadId = thread?.leadId ? await survivor(tx, thread.leadId) : null;
    let matchedBy = leadId ? "thread" : undefined;
    if (!leadId) {
      const referenced = await byReference(tx, mail.subject);
      leadId = referenced ? await survivor(tx, referenced) : null;
      if (leadId) matchedBy = "reference";
    }
    if (!leadId) {
      const senders = await bySender(tx, mail.fromAddress, now);
      if (senders.length > 1) {
        return settle(mail.autoReply ? "auto_reply" : "unmatched", null, { candidates: senders });
      }
      leadId = senders[0] ?? null;
      if (leadId) matchedBy = "sender";
    }
    const outboxId = thread?.outboxId ?? null;
    if (mail.autoReply)
      return settle("auto_reply", leadId, { outboxId, ...(matchedBy ? { matchedBy } : {}) });
    if (leadId) return settle("answer", leadId, { outboxId, matchedBy: matchedBy! });
    if (!mail.fromAddress) return settle("ignored", null);
    const created = await newLead(tx, mail, now);
    return settle("enquiry", created, { matchedBy: "new" });
  });
}

async function storeAttachments(tx: Db, mailId: string, mail: InboundMail): Promise<void> {
  // One above the limit is listed by name, size and type, its content not stored.
  if (mail.attachments.length === 0) return;
  await tx.insert(mailInboundAttachments).values(
    mail.attachments.map((file, position) => ({
      mailId,
      position,
      filename: file.filename,
      contentType: file.contentType,
      size: file.size,
      risky: file.risky,
      content: file.content,
    })),
  );
}
