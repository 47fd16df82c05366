/**
 * Matching a statement's credits to open invoices (decision 0185), in memory, one pass:
 * 1. an invoice number (R-2026-0001) or offer number (A-2026-0001) in the remittance text:
 *    the open invoice(s) it names; several (a deposit and a final invoice of one offer)
 *    narrowed to the one whose open amount is the credit;
 * 2. else the exact open amount and the customer's name (company or contact person) in the
 *    payer's name;
 * one invoice found is a proposal, several are "unclear" with the candidates, an amount
 * that fits without the name is unclear too; nothing found is "unmatched".
 */

import type { OpenInvoice } from "./types.ts";

export type { OpenInvoice };

export type Match =
  | { state: "proposed"; invoiceId: string; by: "reference" | "amount_and_name" }
  | { state: "unclear"; candidateIds: string[] }
  | { state: "unmatched" };

/** R-2026-0001, "R 2026 0001", "r20260001": the number as we write it. */
const NUMBER = /\b([RA])[\s\-/]?(\d{4})[\s\-/]?(\d{4})\b/gi;

export function referencedNumbers(remittance: string): string[] {
  const found = new Set<string>();
  for (const match of remittance.matchAll(NUMBER)) {
    found.add(`${match[1]!.toUpperCase()}-${match[2]}-${match[3]}`);
  }
  return [...found];
}

/** Lower case, letters and digits only, for "Müller & Söhne GmbH" in "MUELLER UND SOEHNE". */
export function nameKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[^a-z0-9]/g, "");
}

function nameFits(payer: string, invoice: OpenInvoice): boolean {
  const key = nameKey(payer);
  if (key.length < 3) return false;
  return [invoice.company, invoice.contactName]
    .map(nameKey)
    .some((name) => name.length >= 3 && (key.includes(name) || name.includes(key)));
}

export interface Matcher {
  match(line: { cents: number; debtorName: string | null; remittance: string }): Match;
}

function push<K>(map: Map<K, OpenInvoice[]>, key: K, invoice: OpenInvoice) {
  const found = map.get(key);
  if (found) found.push(invoice);
  else map.set(key, [invoice]);
}

function decide(found: OpenInvoice[], cents: number, by: "reference" | "amount_and_name"): Match {
  if (found.length === 1) return { state: "proposed", invoiceId: found[0]!.id, by };
  const exact = found.filter((invoice) => invoice.openCents === cents);
  if (exact.length === 1) return { state: "proposed", invoiceId: exact[0]!.id, by };
  return { state: "unclear", candidateIds: found.map((invoice) => invoice.id) };
}

export function createMatcher(open: OpenInvoice[]): Matcher {
  const byNumber = new Map<string, OpenInvoice[]>();
  const byAmount = new Map<number, OpenInvoice[]>();
  for (const invoice of open) {
    push(byNumber, invoice.number, invoice);
    if (invoice.offerNumber) push(byNumber, invoice.offerNumber, invoice);
    push(byAmount, invoice.openCents, invoice);
  }
  return {
    match(line) {
      const named = new Map<string, OpenInvoice>();
      for (const number of referencedNumbers(line.remittance)) {
        for (const invoice of byNumber.get(number) ?? []) named.set(invoice.id, invoice);
      }
      if (named.size > 0) return decide([...named.values()], line.cents, "reference");
      const sameAmount = byAmount.get(line.cents) ?? [];
      if (sameAmount.length === 0) return { state: "unmatched" };
      const byName = line.debtorName
        ? sameAmount.filter((invoice) => nameFits(line.debtorName!, invoice))
        : [];
      if (byName.length > 0) return decide(byName, line.cents, "amount_and_name");
      return {
        state: "unclear",
        candidateIds: sameAmount.slice(0, 10).map((invoice) => invoice.id),
      };
    },
  };
}
