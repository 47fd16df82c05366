/**
 * Mails that fit several leads (the sender's address on more than one open lead of the
 * last 12 months, and no thread or reference): kept as `unmatched` with their candidates
 * until a staff member chooses (decision 0179). Assigning makes it the chosen lead's
 * customer answer, exactly as if it had matched: the timeline entry, unread for the
 * owner, the owner's notice (unless the owner assigned it), an audit entry. A mail that fits
 * none of them becomes a new e-mail enquiry, as a mail from an unknown sender does, or is
 * put aside as not about any enquiry; both are audited too.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { AuditLog } from "../../admin/audit.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { leadActivities, leads } from "../../leads/schema.ts";
import { leadReference } from "../../leads/store/detail.ts";
import { mailInbound, mailInboundAttachments } from "../schema.ts";
import { queueOwnerNotice } from "./notice.ts";
import { newLead } from "./store.ts";
import { splitQuoted } from "#app/shared/mail-quote.ts";

export interface MailToAssign {
  id: string;
  fromAddress: string;
  fromName: string | null;
  subject: string;
  /** The first lines of its new text (the quoted history left out). */
  excerpt: string;
  receivedAt: string;
  candidates: Array<{
    id: string;
    reference: string;
    name: string;
    company: string;
    state: string;
    createdAt: string;
  }>;
}

/** The mails waiting for a staff member's choice, newest first, with their candidates. */
export async function listToAssign(db: Db): Promise<MailToAssign[]> {
  const rows = await db
    .select()
    .from(mailInbound)
    .where(and(eq(mailInbound.kind, "unmatched"), isNull(mailInbound.leadId)))
    .orderBy(desc(mailInbound.receivedAt))
    .limit(100);
  const ids = [...new Set(rows.flatMap((row) => row.candidates ?? []))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({
            id: leads.id,
            name: leads.name,
            company: leads.company,
            state: leads.state,
            createdAt: leads.createdAt,
          })
          .from(leads)
          .where(inArray(leads.id, ids));
  const byId = new Map(found.map((lead) => [lead.id, lead]));
  return rows.map((row) => ({
    id: row.id,
    fromAddress: row.fromAddress,
    fromName: row.fromName,
    subject: row.subject,
    excerpt: splitQuoted(row.text).fresh.split("\n").slice(0, 6).join("\n").slice(0, 600),
    receivedAt: new Date(row.receivedAt).toISOString(),
    candidates: (row.candidates ?? []).flatMap((id) => {
      const lead = byId.get(id);
      return lead
        ? [
            {
              id,
              reference: leadReference(id),
              name: lead.name,
              company: lead.company,
              state: lead.state,
              createdAt: new Date(lead.createdAt).toISOString(),
            },
          ]
        : [];
    }),
  }));
}

/** The waiting mail, locked; refused when it is gone or no longer waiting. */
async function lockWaiting(tx: Db, mailId: string) {
  const [mail] = await tx
    .select()
    .from(mailInbound)
    .where(eq(mailInbound.id, mailId))
    .for("update");
  if (!mail) throw new DomainError("not_found", "not_found", "There is no such mail.");
  if (mail.kind !== "unmatched" || mail.leadId) {
    throw new DomainError("conflict", "already_assigned", "The mail is on a lead already.");
  }
  return mail;
}

/**
 * A waiting mail that fits none of its candidates: a new e-mail enquiry made from it
 * (`new_lead`, its lead's id answered), or put aside as about no enquiry (`aside`).
 */
export async function settleWithoutCandidate(
  db: Db,
  audit: AuditLog,
  input: { mailId: string; as: "new_lead" | "aside"; actorId: string; now: Date },
): Promise<{ leadId: string | null }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const mail = await lockWaiting(tx, input.mailId);
    if (input.as === "aside") {
      await tx
        .update(mailInbound)
        .set({ kind: "ignored", matchedBy: "staff", readAt: input.now })
        .where(eq(mailInbound.id, mail.id));
      await audit.record(tx, {
        action: "mail_put_aside",
        actorId: input.actorId,
        detail: { mailId: mail.id, candidates: (mail.candidates ?? []).length },
      });
      return { leadId: null };
    }
    const leadId = await newLead(tx, mail, input.now);
    await tx
      .update(mailInbound)
      .set({ kind: "enquiry", leadId, matchedBy: "staff", readAt: input.now })
      .where(eq(mailInbound.id, mail.id));
    await audit.record(tx, {
      action: "mail_assigned",
      actorId: input.actorId,
      target: leadId,
      detail: { mailId: mail.id, candidates: (mail.candidates ?? []).length, newLead: true },
    });
    return { leadId };
  });
}

/** Puts a waiting mail on one of its candidate leads (see the top of this file). */
export async function assignMail(
  db: Db,
  audit: AuditLog,
  input: { mailId: string; leadId: string; actorId: string; siteUrl: string; now: Date },
): Promise<{ leadId: string; noticed: boolean }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const mail = await lockWaiting(tx, input.mailId);
    if (!(mail.candidates ?? []).includes(input.leadId)) {
      throw new DomainError("invalid", "invalid_input", "Not one of the mail's leads.", {
        field: "leadId",
      });
    }
    const [lead] = await tx
      .select({ ownerId: leads.ownerId })
      .from(leads)
      .where(eq(leads.id, input.leadId));
    if (!lead) {
      throw new DomainError("invalid", "invalid_input", "The lead is gone.", { field: "leadId" });
    }
    const ownAssignment = lead.ownerId === input.actorId;
    await tx
      .update(mailInbound)
      .set({
        kind: "answer",
        leadId: input.leadId,
        matchedBy: "staff",
        // The owner who chose it has seen it; anyone else's choice leaves it new for the owner.
        readAt: ownAssignment ? input.now : null,
      })
      .where(eq(mailInbound.id, mail.id));
    const files = await tx
      .select({ position: mailInboundAttachments.position })
      .from(mailInboundAttachments)
      .where(eq(mailInboundAttachments.mailId, mail.id));
    await tx.insert(leadActivities).values({
      id: randomUUID(),
      leadId: input.leadId,
      kind: "customer_reply",
      actorId: null,
      actorName: mail.fromName ?? mail.fromAddress,
      at: input.now,
      body: mail.text,
      detail: {
        inboundId: mail.id,
        from: mail.fromAddress,
        fromName: mail.fromName,
        subject: mail.subject,
        attachments: files.length,
        assignedBy: input.actorId,
      },
    });
    const noticed =
      !ownAssignment &&
      (await queueOwnerNotice(tx, {
        leadId: input.leadId,
        kind: "answer",
        from: mail.fromName ?? mail.fromAddress,
        subject: mail.subject,
        text: mail.text,
        siteUrl: input.siteUrl,
        now: input.now,
      }));
    if (noticed) {
      await tx.update(mailInbound).set({ noticedAt: input.now }).where(eq(mailInbound.id, mail.id));
    }
    await audit.record(tx, {
      action: "mail_assigned",
      actorId: input.actorId,
      target: input.leadId,
      detail: { mailId: mail.id, candidates: (mail.candidates ?? []).length },
    });
    return { leadId: input.leadId, noticed };
  });
}
