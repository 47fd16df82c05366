/**
 * Issuing invoices on an accepted offer: the final invoice (the offer's lines less the
 * deposits not cancelled) and the cancellation of an issued invoice; the deposit invoice
 * is in deposit.ts and goes through the same `storeInvoice`. Each issue is ONE transaction
 * on the locked offer row: the next R-<Berlin year> number, the BusinessDocument, its PDF
 * and e-invoice (Factur-X EN 16931), the invoice row, the mail to the customer with the
 * PDF attached, the lead's timeline entry and the audit entry. Any failure rolls all of it
 * back, the number too, so numbers stay without gaps (decision 0134).
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { computeTotals, type DocumentTotals } from "#app/shared/money/totals.ts";
import { createAuditLog } from "../../admin/audit.ts";
import type { Db } from "../../database/connection.ts";
import { DomainError } from "../../domain-error.ts";
import type {
  BusinessDocument,
  DocumentCustomer,
  DocumentEvent,
  DocumentLine,
} from "../../documents/model.ts";
import { takeDocumentNumber } from "../../documents/store/numbers.ts";
import { renderDocumentPdf } from "../../documents/pdf.ts";
import { toEInvoice } from "../../documents/e-invoice.ts";
import { addActivity, type Actor } from "../../leads/store/changes.ts";
import { addDays, berlinDay } from "#app/shared/berlin-time.ts";
import { queueInvoiceMail } from "../mails.ts";
import { invoiceProfile } from "../../business/store.ts";
import { finalInvoiceDrafts, invoices, type InvoiceKind } from "../schema.ts";
import { buildFinalDraft, finalInvoiceDay } from "./final-draft.ts";
import {
  type CustomerOverride,
  type LockedOffer,
  invoiceCustomer,
  invoicesOfOffer,
  lockOffer,
  requireAccepted,
  requireBookingStands,
} from "./offer-basis.ts";

export type { Actor };

export interface IssueOptions {
  /** The clock (tests move it); the issue day is its Berlin day. */
  now?: Date;
  /** The invoice's customer where it differs from the offer's (the postal address). */
  customer?: CustomerOverride;
}

/** What an issue stores, before it has a number. */
export interface InvoiceDraft {
  kind: InvoiceKind;
  offer: LockedOffer;
  customer: DocumentCustomer;
  lines: DocumentLine[];
  totals: DocumentTotals;
  prepayments: { number: string; issueDate: string; grossCents: number }[];
  cancels: { id: string; number: string; issueDate: string; paidCents?: number } | null;
  deposit: { basisPoints: number; cents: number } | null;
  /** Printed and payable: gross − prepayments (positive also on a cancellation). */
  amountDueCents: number;
  /** The event as it happened (the final invoice: the booking's day, the confirmed headcount); else the offer's. */
  event?: DocumentEvent;
}

/** The issued invoice's id and number. */
export interface IssuedInvoice {
  id: string;
  number: string;
  kind: InvoiceKind;
  grossCents: number;
  amountDueCents: number;
  mailId: string;
}

/**
 * Numbers, renders and stores an invoice, queues its mail and writes the timeline and
 * audit entries, in the caller's transaction (on the locked offer).
 */
export async function storeInvoice(
  tx: Db,
  draft: InvoiceDraft,
  actor: Actor,
  now: Date,
): Promise<IssuedInvoice> {
  const { offer } = draft;
  const agency = await invoiceProfile(tx);
  const issueDate = berlinDay(now);
  const number = await takeDocumentNumber(tx, "R", Number(issueDate.slice(0, 4)));
  const cancellation = draft.kind === "cancellation";
  const dueDate = cancellation ? null : addDays(issueDate, agency.paymentDays);
  const serviceDate = draft.event?.date ?? offer.eventDate;
  const doc: BusinessDocument = {
    kind: draft.kind,
    language: offer.language,
    number,
    issueDate,
    customer: draft.customer,
    event: draft.event
      ? draft.event
      : offer.eventDate
        ? {
            date: offer.eventDate,
            startTime: offer.startTime,
            durationMinutes: offer.durationMinutes,
            place: offer.place,
            participants: offer.participants,
          }
        : null,
    intro: null,
    lines: draft.lines,
    taxRegime: offer.taxRegime,
    totals: draft.totals,
    discount: offer.discount,
    validUntil: null,
    deposit: draft.deposit,
    acceptance: null,
    serviceDate,
    dueDate,
    offerNumber: offer.number,
    prepayments: draft.prepayments,
    cancels: draft.cancels
      ? {
          number: draft.cancels.number,
          issueDate: draft.cancels.issueDate,
          ...(draft.cancels.paidCents ? { paidCents: draft.cancels.paidCents } : {}),
        }
      : null,
    amountDueCents: draft.amountDueCents,
    agency,
  };
  const einvoice = await toEInvoice(doc, await renderDocumentPdf(doc));
  // A cancellation's document shows positive amounts (type 381); its row counts negative.
  const sign = cancellation ? -1 : 1;
  const id = randomUUID();
  await tx.insert(invoices).values({
    id,
    number,
    kind: draft.kind,
    offerId: offer.id,
    leadId: offer.leadId,
    cancelsId: draft.cancels?.id ?? null,
    language: offer.language,
    taxRegime: offer.taxRegime,
    customer: draft.customer,
    issueDate,
    serviceDate,
    dueDate: dueDate ?? issueDate,
    lines: draft.lines,
    totals: draft.totals,
    prepayments: draft.prepayments,
    netCents: sign * draft.totals.netCents,
    taxCents: sign * draft.totals.taxCents,
    grossCents: sign * draft.totals.grossCents,
    amountDueCents: sign * draft.amountDueCents,
    pdf: einvoice.pdf,
    xml: einvoice.xml,
    agency,
    createdAt: now,
    createdBy: actor.id,
  });
  const { mailId, message } = await queueInvoiceMail(
    tx,
    doc,
    einvoice.pdf,
    { leadId: offer.leadId, offerId: offer.id },
    now,
  );
  if (offer.leadId) {
    await addActivity(tx, {
      leadId: offer.leadId,
      kind: "invoice_issued",
      actor,
      now,
      body: message.text,
      mailId,
      detail: {
        invoiceId: id,
        number,
        invoiceKind: draft.kind,
        offerNumber: offer.number,
        grossCents: sign * draft.totals.grossCents,
        amountDueCents: sign * draft.amountDueCents,
        to: message.to,
        subject: message.subject,
        ...(draft.cancels ? { cancels: draft.cancels.number } : {}),
      },
    });
  }
  await createAuditLog(() => now).record(tx, {
    action: cancellation ? "invoice_cancelled" : "invoice_issued",
    actorId: actor.id,
    target: id,
    detail: {
      number,
      kind: draft.kind,
      offerId: offer.id,
      grossCents: sign * draft.totals.grossCents,
      ...(draft.cancels ? { cancels: draft.cancels.number } : {}),
    },
  });
  return {
    id,
    number,
    kind: draft.kind,
    grossCents: sign * draft.totals.grossCents,
    amountDueCents: sign * draft.amountDueCents,
    mailId,
  };
}

/**
 * The final invoice from what happened (decision 0191): not before the event's day; issued
 * from the draft staff saved (else the fresh one from the booking's current version), its
 * totals computed here, less the deposit invoices that were not cancelled. One per offer
 * that is not cancelled; a cancelled one may be issued again. Issuing numbers it and deletes
 * the draft in the same transaction.
 */
export async function issueFinalInvoice(
  db: Db,
  offerId: string,
  actor: Actor,
  options: IssueOptions = {},
): Promise<IssuedInvoice> {
  const now = options.now ?? new Date();
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const offer = await lockOffer(tx, offerId);
    requireAccepted(offer);
    await requireBookingStands(tx, offerId);
    const issued = await invoicesOfOffer(tx, offerId);
    if (issued.some((row) => row.kind === "final_invoice" && !row.cancelled)) {
      throw new DomainError(
        "conflict",
        "final_exists",
        "This offer already has a final invoice; cancel it first to issue a new one.",
      );
    }
    const customer = invoiceCustomer(offer, options.customer);
    const draft = await buildFinalDraft(tx, offer, issued, now);
    const { booking } = await finalInvoiceDay(tx, offer, now);
    const version = booking?.current;
    const result = await storeInvoice(
      tx,
      {
        kind: "final_invoice",
        offer,
        customer,
        lines: draft.lines,
        totals: draft.totals,
        prepayments: draft.prepayments,
        cancels: null,
        deposit: null,
        amountDueCents: draft.amountDueCents,
        ...(draft.eventDate
          ? {
              event: {
                date: draft.eventDate,
                startTime: version ? version.startTime : offer.startTime,
                durationMinutes: version ? version.durationMinutes : offer.durationMinutes,
                place: version ? version.place : offer.place,
                participants: draft.participants,
              },
            }
          : {}),
      },
      actor,
      now,
    );
    await tx.delete(finalInvoiceDrafts).where(eq(finalInvoiceDrafts.offerId, offerId));
    return result;
  });
}

/**
 * Cancels an issued invoice in full: a cancellation invoice (document type 381, credit
 * note) with the same lines, totals and prepayments in positive amounts, naming the
 * original. Refused for a cancellation, an invoice cancelled already, and a deposit
 * invoice that a final invoice not cancelled deducts (cancel that one first). After it, a
 * new invoice of that kind can be issued.
 */
export async function cancelInvoice(
  db: Db,
  invoiceId: string,
  actor: Actor,
  options: Pick<IssueOptions, "now"> = {},
): Promise<IssuedInvoice> {
  const now = options.now ?? new Date();
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [original] = await tx
      .select({
        id: invoices.id,
        offerId: invoices.offerId,
        number: invoices.number,
        kind: invoices.kind,
        issueDate: invoices.issueDate,
        customer: invoices.customer,
        lines: invoices.lines,
        totals: invoices.totals,
        prepayments: invoices.prepayments,
        amountDueCents: invoices.amountDueCents,
        paidCents: invoices.paidCents,
      })
      .from(invoices)
      .where(eq(invoices.id, invoiceId));
    if (!original) throw new DomainError("not_found", "not_found", "There is no such invoice.");
    const offer = await lockOffer(tx, original.offerId);
    if (original.kind === "cancellation") {
      throw new DomainError("conflict", "is_cancellation", "A cancellation cannot be cancelled.");
    }
    const issued = await invoicesOfOffer(tx, original.offerId);
    if (issued.find((row) => row.id === original.id)?.cancelled) {
      throw new DomainError("conflict", "already_cancelled", "This invoice is cancelled already.");
    }
    if (
      original.kind === "deposit_invoice" &&
      (await finalDeducting(tx, original.offerId, original.number))
    ) {
      throw new DomainError(
        "conflict",
        "deducted_by_final",
        "A final invoice deducts this deposit: cancel the final invoice first.",
      );
    }
    return storeInvoice(
      tx,
      {
        kind: "cancellation",
        offer,
        customer: original.customer,
        lines: original.lines,
        totals: original.totals,
        prepayments: original.prepayments,
        cancels: {
          id: original.id,
          number: original.number,
          issueDate: original.issueDate,
          // What was paid on it is refunded: the document says so.
          ...(original.paidCents && original.paidCents > 0
            ? { paidCents: original.paidCents }
            : {}),
        },
        deposit: null,
        amountDueCents: original.amountDueCents,
      },
      actor,
      now,
    );
  });
}

/** Whether a final invoice of the offer that is not cancelled deducts this deposit. */
async function finalDeducting(tx: Db, offerId: string, depositNumber: string): Promise<boolean> {
  const rows = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.offerId, offerId),
        inArray(invoices.kind, ["final_invoice", "cancellation_fee"]),
        sql`${invoices.prepayments} @> ${JSON.stringify([{ number: depositNumber }])}::jsonb`,
        sql`not exists (select 1 from ${invoices} c where c.cancels_id = ${invoices.id})`,
      ),
    );
  return rows.length > 0;
}

/** The totals of lines with no discount (a deposit invoice's one line per rate). */
export function totalsOf(lines: DocumentLine[], regime: LockedOffer["taxRegime"]): DocumentTotals {
  return computeTotals(lines, null, regime);
}
