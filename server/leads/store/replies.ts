/**
 * Replies from the back office (decision 0130): a draft filled from a template in the
 * lead's language, its subject carrying the lead's reference (`leadReference`, detail.ts),
 * and sending it: one transaction queues the mail in the outbox (from the agency's address,
 * Reply-To the staff member, the reference in the subject), adds the `reply_sent` entry to
 * the timeline, records the first reply's time, moves a new lead to "contacted" and writes
 * the audit entry.
 */
import { writerOf } from "../../accounts/store/preferences.ts";
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { defaultLocale, isLocale, localeSettings, type Locale } from "#app/i18n/locales.ts";
import { site } from "#app/content/site.ts";
import { priceWithTaxNote } from "#app/shared/money/tax.ts";
import type { AuditLog } from "../../admin/audit.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { eventLabel } from "../../mail/messages.ts";
import { queueMessage } from "../../mail/outbox.ts";
import { mailInbound } from "../../mail/schema.ts";
import { leadFamily } from "./timeline.ts";
import { leadActivities, leads } from "../schema.ts";
import type { Actor } from "./changes.ts";
import { leadReference } from "./detail.ts";
import type { LeadMail, TimelineEntry } from "./timeline.ts";
import { fillPlaceholders, getReplyTemplate, type ReplyPlaceholder } from "./templates.ts";

/** The subject with the lead's reference, added at the end unless it is already there. */
export function withReference(subject: string, reference: string): string {
  const trimmed = subject.trim();
  return trimmed.toUpperCase().includes(reference) ? trimmed : `${trimmed} [${reference}]`;
}

/** The longest subject and text a reply may have. */
export const REPLY_LIMITS = { subject: 180, text: 10_000 } as const;

export interface ReplyDraft {
  /** The lead's language: the template's language used, and the language to write in. */
  language: Locale;
  /** The lead's e-mail address. */
  to: string;
  subject: string;
  text: string;
}

/** The words of values a lead may lack, in the reply's language. */
const missing: Record<Locale, { preferredDate: string; estimate: string; subject: string }> = {
  de: {
    preferredDate: "noch offen",
    estimate: "auf Anfrage",
    subject: `Ihre Anfrage bei ${site.brand}`,
  },
  en: {
    preferredDate: "not fixed yet",
    estimate: "on request",
    subject: `Your enquiry with ${site.brand}`,
  },
};

/** Euros in the language's way: "1.656 €" in German, "€1,656" in English (cents when there are). */
export function euros(cents: number, language: Locale): string {
  return new Intl.NumberFormat(localeSettings[language].intl, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

const noSuchLead = () =>
  new DomainError("not_found", "not_found", "There is no such lead (any more).");
const mergedAway = (into: string) =>
  new DomainError(
    "conflict",
    "merged",
    "This lead was merged into another one: reply from that lead.",
    { extra: { mergedInto: into } },
  );

/**
 * A reply to a lead, in the lead's language, from a template (its placeholders filled with
 * the lead's facts and the staff member's name) or, without one, an empty text under the
 * usual subject. The subject carries the lead's reference.
 */
export async function replyDraft(
  db: Db,
  input: { leadId: string; templateId?: string | undefined; staffName: string },
): Promise<ReplyDraft> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, input.leadId));
  if (!lead) throw noSuchLead();
  if (lead.mergedInto) throw mergedAway(lead.mergedInto);
  const language: Locale = isLocale(lead.language) ? lead.language : defaultLocale;
  const reference = leadReference(lead.id);
  const draft = { language, to: lead.email };
  if (!input.templateId) {
    return { ...draft, subject: withReference(missing[language].subject, reference), text: "" };
  }
  const template = await getReplyTemplate(db, input.templateId);
  if (!template) {
    throw new DomainError("invalid", "validation", "There is no such template (any more).", {
      field: "template",
    });
  }
  const values: Record<ReplyPlaceholder, string> = {
    name: lead.name,
    company: lead.company,
    events: eventLabel(lead, language),
    participants: String(lead.participants),
    preferredDate: lead.preferredDate?.trim() || missing[language].preferredDate,
    estimate:
      lead.estimateCents === null
        ? missing[language].estimate
        : priceWithTaxNote(euros(lead.estimateCents, language), site.tax.regime, language),
    staffName: input.staffName,
  };
  const words = template[language];
  const text = [words.greeting, words.body, words.signature]
    .map((part) => fillPlaceholders(part, values).trim())
    .filter((part) => part !== "")
    .join("\n\n");
  return {
    ...draft,
    subject: withReference(fillPlaceholders(words.subject, values), reference),
    text,
  };
}

/**
 * The thread of a customer's mail on the lead (or a lead merged into it): its Message-ID as
 * In-Reply-To, its References and Message-ID as References. Refused with the field named
 * when there is no such mail on this lead.
 */
async function threadOf(
  db: Db,
  leadId: string,
  inboundId: string,
): Promise<{ inReplyTo: string; references: string[] }> {
  const family = await leadFamily(db, leadId);
  const [mail] = await db
    .select({ messageId: mailInbound.messageId, references: mailInbound.references })
    .from(mailInbound)
    .where(and(eq(mailInbound.id, inboundId), inArray(mailInbound.leadId, family)));
  if (!mail) {
    throw new DomainError("invalid", "validation", "There is no such mail on this lead.", {
      field: "inReplyTo",
    });
  }
  return { inReplyTo: mail.messageId, references: mail.references };
}

/** A sent reply as the lead's timeline shows it: its `reply_sent` entry with the mail. */
export type SentReply = TimelineEntry & {
  kind: "reply_sent";
  body: string;
  detail: { subject: string; to: string };
  mail: LeadMail;
};

/**
 * Sends a reply through the outbox, all in one transaction with the lead's row locked:
 * the outbox row (kind `reply`, composed now: to the lead's address, Reply-To the staff
 * member), the `reply_sent` entry pointing at it, the first reply's time, "new" → "contacted"
 * with its own entry, and the audit entries (ids only). The caller wakes the mail worker.
 */
export async function sendLeadReply(
  db: Db,
  audit: AuditLog,
  input: {
    leadId: string;
    subject: string;
    text: string;
    actor: Actor & { email: string };
    now: Date;
    /** A customer's mail from the mailbox on this lead that the reply answers. */
    inReplyTo?: string;
  },
): Promise<SentReply> {
  const { actor, now } = input;
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        id: leads.id,
        name: leads.name,
        email: leads.email,
        state: leads.state,
        mergedInto: leads.mergedInto,
        firstReplyAt: leads.firstReplyAt,
      })
      .from(leads)
      .where(eq(leads.id, input.leadId))
      .for("update");
    if (!lead) throw noSuchLead();
    if (lead.mergedInto) throw mergedAway(lead.mergedInto);
    const subject = withReference(input.subject, leadReference(lead.id));
    const thread = input.inReplyTo ? await threadOf(tx as Db, lead.id, input.inReplyTo) : {};
    const mailId = randomUUID();
    await queueMessage(
      tx as Db,
      mailId,
      "reply",
      {
        to: lead.email,
        toName: lead.name,
        subject,
        text: input.text,
        replyTo: await writerOf(tx as Db, actor),
        ...thread,
      },
      now,
      lead.id,
    );
    const entry = {
      id: randomUUID(),
      leadId: lead.id,
      kind: "reply_sent" as const,
      actorId: actor.id,
      actorName: actor.name,
      at: now,
      body: input.text,
      detail: { subject, to: lead.email },
      mailId,
    };
    await tx.insert(leadActivities).values(entry);
    const contacted = lead.state === "new";
    await tx
      .update(leads)
      .set({
        updatedAt: now,
        ...(lead.firstReplyAt ? {} : { firstReplyAt: now }),
        ...(contacted ? { state: "contacted" as const } : {}),
      })
      .where(eq(leads.id, lead.id));
    // The audit log says that a reply went out, never to whom or what it says.
    await audit.record(tx as Db, {
      action: "lead_reply_sent",
      actorId: actor.id,
      target: lead.id,
      detail: { mail: mailId, entry: entry.id },
    });
    if (contacted) {
      await tx.insert(leadActivities).values({
        id: randomUUID(),
        leadId: lead.id,
        kind: "state_changed",
        actorId: actor.id,
        actorName: actor.name,
        at: now,
        detail: { from: "new", to: "contacted" },
      });
      await audit.record(tx as Db, {
        action: "lead_state_changed",
        actorId: actor.id,
        target: lead.id,
        detail: { from: "new", to: "contacted", by: "reply" },
      });
    }
    return {
      id: entry.id,
      kind: "reply_sent",
      at: now.toISOString(),
      actorName: actor.name,
      body: input.text,
      detail: entry.detail,
      leadId: lead.id,
      mail: {
        id: mailId,
        kind: "reply",
        delivery: "queued",
        attempts: 0,
        nextAttemptAt: now.toISOString(),
        sentAt: null,
        lastError: null,
      },
    };
  });
}
