/**
 * Payment reminders of overdue invoices (decision 0186): the next level's draft for the
 * screen to show (`reminderDraft`), and sending it (`sendReminder`): one transaction that
 * keeps the level's day on the invoice (`invoice_reminders`), queues the mail in the
 * customer's language with the invoice and the GiroCode attached, writes the lead's
 * timeline entry and the audit entry. A level is sent once; two staff sending at the same
 * moment get one reminder and one 409.
 */
import { randomUUID } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { multiLine } from "#app/shared/text-rule.ts";
import { createAuditLog } from "../../admin/audit.ts";
import { exampleProfile } from "../../business/profile.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { addActivity } from "../../leads/store/changes.ts";
import { queueMessage } from "../../mail/outbox.ts";
import type { QueuedMessage } from "../../mail/schema.ts";
import { invoiceFileName } from "../mails.ts";
import {
  giroCodeFileName,
  REMINDER_MAIL_KIND,
  reminderAttachments,
  reminderSubject,
  reminderText,
  type ReminderFacts,
} from "../reminder-mail.ts";
import { invoiceReminders, invoices, type ReminderLevel } from "../schema.ts";
import type { ReminderDraft } from "../types.ts";
import type { Actor } from "./issue.ts";
import { noSuchInvoice } from "./read.ts";

export const reminderSchema = z
  .object({
    level: z
      .number({ error: "Which reminder? 1, 2 or 3." })
      .int("Which reminder? 1, 2 or 3.")
      .min(1, "Which reminder? 1, 2 or 3.")
      .max(3, "Which reminder? 1, 2 or 3."),
    text: z
      .string({ error: "Please write the reminder's text." })
      .check(multiLine())
      .trim()
      .min(1, "Please write the reminder's text.")
      .max(10_000, "The text is too long (at most 10,000 characters)."),
  })
  .strict();
export type ReminderInput = z.infer<typeof reminderSchema>;

async function factsOf(db: Db, id: string, today: string, lock: boolean) {
  const query = db
    .select({
      invoice: invoices,
      cancelled: sql<boolean>`exists (select 1 from ${invoices} c where c.cancels_id = ${invoices.id})`,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  const [row] = lock ? await query.for("update", { of: invoices }) : await query;
  if (!row) throw noSuchInvoice();
  const invoice = row.invoice;
  const openCents = invoice.amountDueCents - (invoice.paidCents ?? 0);
  if (
    invoice.kind === "cancellation" ||
    row.cancelled ||
    openCents <= 0 ||
    invoice.dueDate >= today
  ) {
    throw new DomainError(
      "conflict",
      "not_overdue",
      "Only an invoice unpaid past its due day gets a payment reminder.",
    );
  }
  const earlier = await db
    .select({ level: invoiceReminders.level, sentOn: invoiceReminders.sentOn })
    .from(invoiceReminders)
    .where(eq(invoiceReminders.invoiceId, id))
    .orderBy(asc(invoiceReminders.level));
  const level = (earlier.length + 1) as ReminderLevel;
  if (level > 3) {
    throw new DomainError(
      "conflict",
      "reminders_done",
      "The payment reminder and both overdue notices were sent already.",
    );
  }
  const facts: ReminderFacts = {
    level,
    language: invoice.language,
    number: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    openCents,
    customer: invoice.customer,
    agency: invoice.agency ?? exampleProfile(),
    today,
    earlier,
  };
  return { invoice, facts };
}

export async function reminderDraft(db: Db, id: string, today: string): Promise<ReminderDraft> {
  const { invoice, facts } = await factsOf(db, id, today, false);
  return {
    invoiceId: id,
    level: facts.level,
    language: facts.language,
    to: invoice.customer.email,
    toName: invoice.customer.contactName,
    subject: reminderSubject(facts),
    text: reminderText(facts),
    openCents: facts.openCents,
    earlier: facts.earlier,
    attachments: [invoiceFileName(facts.number, facts.language), giroCodeFileName(facts.number)],
  };
}

export async function sendReminder(
  db: Db,
  id: string,
  input: ReminderInput,
  actor: Actor,
  options: { now: Date; today: string },
): Promise<{ reminderId: string; mailId: string; level: ReminderLevel }> {
  return db.transaction(async (tx) => {
    const { invoice, facts } = await factsOf(tx, id, options.today, true);
    if (input.level !== facts.level) {
      throw new DomainError(
        "conflict",
        "reminder_level",
        "This reminder was sent already; the next one is shown now.",
        { field: "level", extra: { level: facts.level } },
      );
    }
    const message: QueuedMessage = {
      to: invoice.customer.email,
      toName: invoice.customer.contactName,
      subject: reminderSubject(facts),
      text: input.text.endsWith("\n") ? input.text : `${input.text}\n`,
      replyTo: { name: facts.agency.legalName, address: facts.agency.email },
    };
    const mailId = randomUUID();
    await queueMessage(
      tx,
      mailId,
      REMINDER_MAIL_KIND,
      message,
      options.now,
      { leadId: invoice.leadId, offerId: invoice.offerId },
      await reminderAttachments(facts, invoice.pdf),
    );
    const reminderId = randomUUID();
    await tx.insert(invoiceReminders).values({
      id: reminderId,
      invoiceId: id,
      level: facts.level,
      sentOn: options.today,
      openCents: facts.openCents,
      mailId,
      sentBy: actor.id,
      createdAt: options.now,
    });
    const detail = {
      invoiceId: id,
      number: invoice.number,
      level: facts.level,
      openCents: facts.openCents,
      to: message.to,
      subject: message.subject,
    };
    if (invoice.leadId) {
      await addActivity(tx, {
        leadId: invoice.leadId,
        kind: "reminder_sent",
        actor,
        now: options.now,
        body: message.text,
        mailId,
        detail,
      });
    }
    await createAuditLog(() => options.now).record(tx, {
      action: "invoice_reminder_sent",
      actorId: actor.id,
      target: id,
      detail,
    });
    return { reminderId, mailId, level: facts.level };
  });
}

/** The reminders sent on these invoices, by invoice, in level order. */
export async function remindersOf(
  db: Db,
  ids: string[],
): Promise<Map<string, { level: ReminderLevel; sentOn: string }[]>> {
  const byInvoice = new Map<string, { level: ReminderLevel; sentOn: string }[]>();
  if (ids.length === 0) return byInvoice;
  const rows = await db
    .select({
      invoiceId: invoiceReminders.invoiceId,
      level: invoiceReminders.level,
      sentOn: invoiceReminders.sentOn,
    })
    .from(invoiceReminders)
    .where(inArray(invoiceReminders.invoiceId, ids))
    .orderBy(asc(invoiceReminders.level));
  for (const row of rows) {
    const list = byInvoice.get(row.invoiceId) ?? [];
    list.push({ level: row.level, sentOn: row.sentOn });
    byInvoice.set(row.invoiceId, list);
  }
  return byInvoice;
}
