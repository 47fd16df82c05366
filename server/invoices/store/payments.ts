/**
 * The payments of an issued invoice (decision 0184): one row each in `invoice_payments`,
 * typed by hand or confirmed from a bank statement line; no payment provider. The invoice
 * row keeps their sum (`paid_cents`), the day it was paid in full (`paid_on`, null while
 * something is open) and the last confirmer, the only columns its trigger lets change.
 * Every payment writes an audit entry (source, confirmer, overpaid cents) and, while the
 * lead exists, an entry on its timeline.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { createAuditLog } from "../../admin/audit.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { addActivity } from "../../leads/store/changes.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import { invoicePayments, invoices, type PaymentSource } from "../schema.ts";
import type { Actor } from "./issue.ts";
import { noSuchInvoice } from "./read.ts";

const day = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const paymentSchema = z
  .object({
    paidOn: z
      .string({ error: "Please enter the day the money arrived." })
      .regex(day, "Please enter the day the money arrived.")
      .refine(
        (value) =>
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value,
        {
          message: "This day does not exist.",
        },
      ),
    paidCents: z
      .number({ error: "Please enter the amount received." })
      .int("The amount is in whole cents.")
      .min(1, "The amount must be more than 0.")
      .max(100_000_000, "The amount is too large."),
    /** Staff confirmed that more than the open amount arrived (an overpayment to refund). */
    overpayment: z.boolean().optional(),
  })
  .strict();
export type PaymentInput = z.infer<typeof paymentSchema>;

export interface NewPayment {
  paidOn: string;
  cents: number;
  source: PaymentSource;
  /** The statement line's entry reference (source `statement`). */
  entryRef?: string;
  /** Staff confirmed that more than the open amount arrived. */
  overpayment?: boolean;
}

export interface PaymentOutcome {
  paymentId: string;
  /** What is still open after it (0 when paid in full). */
  openCents: number;
  overpaidCents: number;
}

async function lockedInvoice(tx: Db, invoiceId: string) {
  const [row] = await tx
    .select({
      kind: invoices.kind,
      number: invoices.number,
      leadId: invoices.leadId,
      issueDate: invoices.issueDate,
      amountDueCents: invoices.amountDueCents,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for("update");
  if (!row) throw noSuchInvoice();
  if (row.kind === "cancellation") {
    throw new DomainError(
      "conflict",
      "is_cancellation",
      "A cancellation invoice is not paid by the customer.",
    );
  }
  return row;
}

async function paymentsOf(tx: Db, invoiceId: string) {
  return tx
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(invoicePayments.paidOn, invoicePayments.createdAt);
}

/** Writes the sum of the invoice's payments onto its row. */
async function settle(tx: Db, invoiceId: string, amountDueCents: number, actor: Actor) {
  const rows = await paymentsOf(tx, invoiceId);
  const paid = rows.reduce((sum, row) => sum + row.cents, 0);
  const lastDay = rows.reduce((last, row) => (row.paidOn > last ? row.paidOn : last), "");
  await tx
    .update(invoices)
    .set({
      paidCents: rows.length > 0 ? paid : null,
      paidOn: rows.length > 0 && paid >= amountDueCents ? lastDay : null,
      paidRecordedBy: rows.length > 0 ? actor.id : null,
    })
    .where(eq(invoices.id, invoiceId));
  return paid;
}

/**
 * Adds one payment inside the caller's transaction. Refused: a day before the invoice's
 * date or in the future (`paidOn`), an amount above what is open unless `overpayment`
 * confirms it (`paidCents`, code `above_open` with `openCents`), a statement line that
 * already paid (`already_recorded`). `previous` is the typed payment it replaces.
 */
export async function addPayment(
  tx: Db,
  invoiceId: string,
  payment: NewPayment,
  actor: Actor,
  now: Date,
  previous: { paidOn: string; cents: number; confirmedBy: string | null } | null = null,
): Promise<PaymentOutcome> {
  if (payment.paidOn > berlinDay(now)) {
    throw new DomainError("invalid", "validation", "The day lies in the future.", {
      field: "paidOn",
    });
  }
  const invoice = await lockedInvoice(tx, invoiceId);
  if (payment.paidOn < invoice.issueDate) {
    throw new DomainError(
      "invalid",
      "before_issue",
      `The day lies before the invoice's date (${invoice.issueDate}).`,
      { field: "paidOn", extra: { issueDate: invoice.issueDate } },
    );
  }
  const before = (await paymentsOf(tx, invoiceId)).reduce((sum, row) => sum + row.cents, 0);
  const openBefore = invoice.amountDueCents - before;
  if (payment.cents > openBefore && !payment.overpayment) {
    throw new DomainError(
      "conflict",
      "above_open",
      "The amount is more than the invoice asks: confirm it as an overpayment.",
      { field: "paidCents", extra: { openCents: Math.max(0, openBefore) } },
    );
  }
  const id = randomUUID();
  const inserted = await tx
    .insert(invoicePayments)
    .values({
      id,
      invoiceId,
      paidOn: payment.paidOn,
      cents: payment.cents,
      source: payment.source,
      entryRef: payment.entryRef ?? null,
      confirmedBy: actor.id,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: invoicePayments.id });
  if (inserted.length === 0) {
    throw new DomainError(
      "conflict",
      "already_recorded",
      "This statement line has already been recorded as a payment.",
    );
  }
  const paid = await settle(tx, invoiceId, invoice.amountDueCents, actor);
  const openCents = Math.max(0, invoice.amountDueCents - paid);
  const overpaidCents = Math.max(0, payment.cents - Math.max(0, openBefore));
  const detail = {
    invoiceId,
    number: invoice.number,
    paidOn: payment.paidOn,
    cents: payment.cents,
    source: payment.source,
    ...(payment.entryRef ? { entryRef: payment.entryRef } : {}),
    openCents,
    overpaidCents,
  };
  if (invoice.leadId) {
    await addActivity(tx, { leadId: invoice.leadId, kind: "payment_received", actor, now, detail });
  }
  await createAuditLog(() => now).record(tx, {
    action: "invoice_paid",
    actorId: actor.id,
    target: invoiceId,
    detail: {
      number: invoice.number,
      paidOn: payment.paidOn,
      paidCents: payment.cents,
      source: payment.source,
      ...(payment.entryRef ? { entryRef: payment.entryRef } : {}),
      openCents,
      overpaidCents,
      // A correction: the typed record it replaces stays readable in the log.
      previous: previous
        ? { paidOn: previous.paidOn, paidCents: previous.cents, recordedBy: previous.confirmedBy }
        : null,
    },
  });
  return { paymentId: id, openCents, overpaidCents };
}

/**
 * Removes one payment inside the caller's transaction (a statement line's, undone by staff,
 * decision 0199): the invoice's sum is written anew, the audit entry `invoice_payment_undone`
 * keeps the payment removed and the reason, the lead's timeline gets `payment_undone`.
 */
export async function removePayment(
  tx: Db,
  paymentId: string,
  reason: string,
  actor: Actor,
  now: Date,
): Promise<{ invoiceId: string; number: string; openCents: number }> {
  const [payment] = await tx
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.id, paymentId));
  if (!payment) throw new DomainError("not_found", "not_found", "There is no such payment.");
  const invoice = await lockedInvoice(tx, payment.invoiceId);
  await tx.delete(invoicePayments).where(eq(invoicePayments.id, paymentId));
  const paid = await settle(tx, payment.invoiceId, invoice.amountDueCents, actor);
  const openCents = Math.max(0, invoice.amountDueCents - paid);
  if (invoice.leadId) {
    await addActivity(tx, {
      leadId: invoice.leadId,
      kind: "payment_undone",
      actor,
      now,
      detail: {
        invoiceId: payment.invoiceId,
        number: invoice.number,
        cents: payment.cents,
        source: payment.source,
        openCents,
        reason,
      },
    });
  }
  await createAuditLog(() => now).record(tx, {
    action: "invoice_payment_undone",
    actorId: actor.id,
    target: payment.invoiceId,
    detail: {
      number: invoice.number,
      reason,
      openCents,
      previous: {
        paidOn: payment.paidOn,
        paidCents: payment.cents,
        source: payment.source,
        entryRef: payment.entryRef,
        confirmedBy: payment.confirmedBy,
        confirmedAt: payment.createdAt.toISOString(),
      },
    },
  });
  return { invoiceId: payment.invoiceId, number: invoice.number, openCents };
}

/**
 * Records (or corrects) the payment typed by hand: an invoice has at most one, and typing
 * again replaces it (the audit entry keeps the one replaced); payments confirmed from a
 * statement stay and count against the open amount.
 */
export async function recordPayment(
  db: Db,
  invoiceId: string,
  input: PaymentInput,
  actor: Actor,
  options: { now?: Date } = {},
): Promise<{ paidOn: string; paidCents: number }> {
  const now = options.now ?? new Date();
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockedInvoice(tx, invoiceId);
    const typed = await tx
      .delete(invoicePayments)
      .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.source, "manual")))
      .returning();
    const previous = typed[0]
      ? { paidOn: typed[0].paidOn, cents: typed[0].cents, confirmedBy: typed[0].confirmedBy }
      : null;
    await addPayment(
      tx,
      invoiceId,
      {
        paidOn: input.paidOn,
        cents: input.paidCents,
        source: "manual",
        ...(input.overpayment ? { overpayment: true } : {}),
      },
      actor,
      now,
      previous,
    );
    return { paidOn: input.paidOn, paidCents: input.paidCents };
  });
}

/** An invoice's payments, oldest first, for its page and the tax adviser's export. */
export async function listPayments(db: Db, invoiceId: string) {
  const rows = await paymentsOf(db, invoiceId);
  return rows.map((row) => ({
    id: row.id,
    paidOn: row.paidOn,
    cents: row.cents,
    source: row.source,
    entryRef: row.entryRef,
    confirmedBy: row.confirmedBy,
  }));
}

export const sumOfPayments = sql<number>`coalesce(sum(${invoicePayments.cents}), 0)::int`;
