/**
 * Recording a payment on an issued invoice: the day and the amount received, as staff see
 * them on the bank statement; no payment provider. Only `paid_on`, `paid_cents` and
 * `paid_recorded_by` are written (the table's trigger refuses a change of anything else),
 * with an audit entry. Recording again corrects the record (a wrong day or amount).
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { createAuditLog } from "../../admin/audit.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import { berlinDay } from "#app/shared/berlin-time.ts";
import { invoices } from "../schema.ts";
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

/**
 * Records (or corrects) the payment. Refused: a day before the invoice's date or in the
 * future (`paidOn`), an amount above the amount due unless `overpayment` confirms it
 * (`paidCents`, code `above_open` with `openCents`). A correction's audit entry keeps the
 * record it replaces.
 */
export async function recordPayment(
  db: Db,
  invoiceId: string,
  input: PaymentInput,
  actor: Actor,
  options: { now?: Date } = {},
): Promise<{ paidOn: string; paidCents: number }> {
  const now = options.now ?? new Date();
  if (input.paidOn > berlinDay(now)) {
    throw new DomainError("invalid", "validation", "The day lies in the future.", {
      field: "paidOn",
    });
  }
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .select({
        kind: invoices.kind,
        number: invoices.number,
        issueDate: invoices.issueDate,
        amountDueCents: invoices.amountDueCents,
        paidOn: invoices.paidOn,
        paidCents: invoices.paidCents,
        paidRecordedBy: invoices.paidRecordedBy,
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
    if (input.paidOn < row.issueDate) {
      throw new DomainError(
        "invalid",
        "before_issue",
        `The day lies before the invoice's date (${row.issueDate}).`,
        { field: "paidOn", extra: { issueDate: row.issueDate } },
      );
    }
    if (input.paidCents > row.amountDueCents && !input.overpayment) {
      throw new DomainError(
        "conflict",
        "above_open",
        "The amount is more than the invoice asks: confirm it as an overpayment.",
        { field: "paidCents", extra: { openCents: row.amountDueCents } },
      );
    }
    await tx
      .update(invoices)
      .set({ paidOn: input.paidOn, paidCents: input.paidCents, paidRecordedBy: actor.id })
      .where(eq(invoices.id, invoiceId));
    await createAuditLog(() => now).record(tx, {
      action: "invoice_paid",
      actorId: actor.id,
      target: invoiceId,
      detail: {
        number: row.number,
        paidOn: input.paidOn,
        paidCents: input.paidCents,
        source: "manual",
        overpaidCents: Math.max(0, input.paidCents - row.amountDueCents),
        // A correction: the record it replaces stays readable in the log.
        previous:
          row.paidOn === null
            ? null
            : { paidOn: row.paidOn, paidCents: row.paidCents, recordedBy: row.paidRecordedBy },
      },
    });
    return { paidOn: input.paidOn, paidCents: input.paidCents };
  });
}
