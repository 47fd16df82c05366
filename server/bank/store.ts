/**
 * Bank statements in the back office (decision 0185): importing a CAMT.053 file (all or
 * nothing: a file refused records nothing; an entry already imported, by its reference, is
 * counted and left), the lines still to reconcile with their proposal or candidates, and
 * confirming a line, which records the payment (source `statement`) on the invoice.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, ilike, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../database/connection.ts";
import { DomainError } from "../domain-error.ts";
import { offers } from "../offers/schema.ts";
import { invoices } from "../invoices/schema.ts";
import { addPayment, removePayment } from "../invoices/store/payments.ts";
import type { Actor } from "../leads/store/changes.ts";
import { parseCamt053, type StatementEntry } from "./camt.ts";
import { createMatcher } from "./match.ts";
import type { ImportResult, LineView, OpenInvoice } from "./types.ts";
import { bankStatementLines } from "./schema.ts";

const cancellations = alias(invoices, "cancellation");

/** Invoices with something left to pay: not a cancellation, not cancelled. */
export async function openInvoices(
  db: Db,
  ids?: string[],
  search?: { text: string; limit: number },
): Promise<OpenInvoice[]> {
  const open = sql<number>`(${invoices.amountDueCents} - coalesce(${invoices.paidCents}, 0))::int`;
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      offerNumber: offers.number,
      openCents: open,
      customer: invoices.customer,
    })
    .from(invoices)
    .leftJoin(offers, eq(offers.id, invoices.offerId))
    .leftJoin(cancellations, eq(cancellations.cancelsId, invoices.id))
    .where(
      and(
        ne(invoices.kind, "cancellation"),
        isNull(cancellations.id),
        ids ? inArray(invoices.id, ids) : sql`${open} > 0`,
        search ? matching(search.text) : undefined,
      ),
    )
    .orderBy(desc(invoices.issueDate), desc(invoices.number))
    .limit(search?.limit ?? 1_000_000);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    offerNumber: row.offerNumber ?? null,
    openCents: Number(row.openCents),
    company: row.customer.company ?? "",
    contactName: row.customer.contactName ?? "",
  }));
}

/** An invoice's or offer's number, the customer's company or contact containing the words. */
function matching(text: string) {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(invoices.number, like),
    ilike(offers.number, like),
    ilike(sql`${invoices.customer}->>'company'`, like),
    ilike(sql`${invoices.customer}->>'contactName'`, like),
  );
}

/** Open invoices for staff to choose from by hand (number, offer number, customer), newest first. */
export const searchOpenInvoices = (db: Db, text: string) =>
  openInvoices(db, undefined, { text: text.trim(), limit: 20 });

const CHUNK = 500;

export async function importStatement(
  db: Db,
  xml: string,
  actor: Actor,
  now: Date,
): Promise<ImportResult> {
  return importEntries(db, parseCamt053(xml), actor, now);
}

/** Keeps a statement's new credits (CAMT.053 or a bank's CSV) and matches them, all or nothing. */
export async function importEntries(
  db: Db,
  entries: StatementEntry[],
  actor: Actor,
  now: Date,
): Promise<ImportResult> {
  const result: ImportResult = {
    imported: 0,
    duplicates: 0,
    debits: entries.filter((entry) => !entry.credit).length,
    foreign: entries.filter((entry) => entry.credit && entry.currency !== "EUR").length,
    proposed: 0,
    unclear: 0,
    unmatched: 0,
  };
  const credits = entries.filter((entry) => entry.credit && entry.currency === "EUR");
  if (credits.length === 0) return result;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // One import at a time: two uploads of the same file cannot both count as new.
    await tx.execute(sql`lock table ${bankStatementLines} in share row exclusive mode`);
    const known = new Set<string>();
    const refs = [...new Set(credits.map((entry) => entry.entryRef))];
    for (let at = 0; at < refs.length; at += CHUNK) {
      const rows = await tx
        .select({ entryRef: bankStatementLines.entryRef })
        .from(bankStatementLines)
        .where(inArray(bankStatementLines.entryRef, refs.slice(at, at + CHUNK)));
      for (const row of rows) known.add(row.entryRef);
    }
    const matcher = createMatcher(await openInvoices(tx));
    const rows: (typeof bankStatementLines.$inferInsert)[] = [];
    for (const entry of credits) {
      if (known.has(entry.entryRef)) {
        result.duplicates += 1;
        continue;
      }
      known.add(entry.entryRef);
      const match = matcher.match(entry);
      result[match.state] += 1;
      rows.push({
        id: randomUUID(),
        entryRef: entry.entryRef,
        statementId: entry.statementId,
        bookedOn: entry.bookedOn,
        cents: entry.cents,
        debtorName: entry.debtorName,
        debtorIban: entry.debtorIban ?? null,
        remittance: entry.remittance,
        state: match.state,
        invoiceId: match.state === "proposed" ? match.invoiceId : null,
        candidateIds: match.state === "unclear" ? match.candidateIds : [],
        importedAt: now,
        importedBy: actor.id,
      });
    }
    for (let at = 0; at < rows.length; at += CHUNK) {
      await tx.insert(bankStatementLines).values(rows.slice(at, at + CHUNK));
    }
    result.imported = rows.length;
    return result;
  });
}

/** The lines not yet confirmed, proposals first, each with its invoice(s) as they are now. */
export async function linesToReconcile(db: Db): Promise<LineView[]> {
  const rows = await db
    .select()
    .from(bankStatementLines)
    .where(ne(bankStatementLines.state, "confirmed"))
    .orderBy(bankStatementLines.bookedOn, bankStatementLines.entryRef)
    .limit(500);
  return viewsOf(db, rows);
}

/** The last lines recorded as payments (newest booking first), each with its invoice: to undo one. */
export async function recordedLines(db: Db, limit = 30): Promise<LineView[]> {
  const rows = await db
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.state, "confirmed"))
    .orderBy(desc(bankStatementLines.bookedOn), bankStatementLines.entryRef)
    .limit(limit);
  return viewsOf(db, rows);
}

async function viewsOf(
  db: Db,
  rows: (typeof bankStatementLines.$inferSelect)[],
): Promise<LineView[]> {
  const ids = [
    ...new Set(
      rows.flatMap((row) => [...(row.invoiceId ? [row.invoiceId] : []), ...row.candidateIds]),
    ),
  ];
  const invoicesById = new Map(
    (ids.length > 0 ? await openInvoices(db, ids) : []).map((invoice) => [invoice.id, invoice]),
  );
  return rows.map((row) => ({
    id: row.id,
    entryRef: row.entryRef,
    bookedOn: row.bookedOn,
    cents: row.cents,
    debtorName: row.debtorName,
    debtorIban: row.debtorIban,
    remittance: row.remittance,
    state: row.state,
    invoice: row.invoiceId ? (invoicesById.get(row.invoiceId) ?? null) : null,
    candidates: row.candidateIds.flatMap((id) => invoicesById.get(id) ?? []),
  }));
}

/** The statement line, locked for the transaction; 404 when there is none. */
async function lockLine(tx: Db, lineId: string) {
  const [line] = await tx
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.id, lineId))
    .for("update");
  if (!line) throw new DomainError("not_found", "not_found", "There is no such statement line.");
  return line;
}

/**
 * Confirms a line: the proposed invoice, or the one staff chose (`invoiceId`, any invoice);
 * records the payment with the line's day, amount and reference, confirmed by the actor.
 */
export async function confirmLine(
  db: Db,
  lineId: string,
  input: { invoiceId?: string | undefined; overpayment?: boolean | undefined },
  actor: Actor,
  now: Date,
) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const line = await lockLine(tx, lineId);
    if (line.state === "confirmed") {
      throw new DomainError(
        "conflict",
        "already_recorded",
        "This statement line has already been recorded as a payment.",
      );
    }
    const invoiceId = input.invoiceId ?? line.invoiceId;
    if (!invoiceId) {
      throw new DomainError("invalid", "validation", "Choose the invoice this money pays.", {
        field: "invoiceId",
      });
    }
    const outcome = await addPayment(
      tx,
      invoiceId,
      {
        paidOn: line.bookedOn,
        cents: line.cents,
        source: "statement",
        entryRef: line.entryRef,
        ...(input.overpayment ? { overpayment: true } : {}),
      },
      actor,
      now,
    );
    await tx
      .update(bankStatementLines)
      .set({ state: "confirmed", invoiceId, paymentId: outcome.paymentId })
      .where(eq(bankStatementLines.id, lineId));
    return { lineId, invoiceId, ...outcome };
  });
}

/**
 * Undoes the payment a statement line became (decision 0199): the payment is removed (the
 * invoice's open amount returns), the line goes back to "unmatched"; the audit log keeps
 * the payment removed and the reason, the lead's timeline notes it.
 */
export async function undoLine(db: Db, lineId: string, reason: string, actor: Actor, now: Date) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const line = await lockLine(tx, lineId);
    if (line.state !== "confirmed" || !line.paymentId) {
      throw new DomainError(
        "conflict",
        "not_recorded",
        "This statement line has not been recorded as a payment.",
      );
    }
    const paymentId = line.paymentId;
    await tx
      .update(bankStatementLines)
      .set({ state: "unmatched", invoiceId: null, candidateIds: [], paymentId: null })
      .where(eq(bankStatementLines.id, lineId));
    const outcome = await removePayment(tx, paymentId, reason, actor, now);
    return { lineId, ...outcome };
  });
}
