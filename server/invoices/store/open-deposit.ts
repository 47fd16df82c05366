/**
 * What the customer's offer page shows beside the deposit after acceptance: the deposit
 * invoice still open (not cancelled, not paid in full), its open amount and where to pay
 * it, with the GiroCode a banking app scans (server/documents/girocode.ts).
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../database/connection.ts";
import { exampleProfile } from "../../business/profile.ts";
import { giroCodeSvg } from "../../documents/girocode.ts";
import { invoices } from "../schema.ts";
import { invoicesOfOffer } from "./offer-basis.ts";

export interface OpenDeposit {
  number: string;
  openCents: number;
  dueDate: string;
  name: string;
  iban: string;
  bic: string;
  /** The GiroCode as SVG markup. */
  qrSvg: string;
}

export async function openDepositOf(db: Db, offerId: string): Promise<OpenDeposit | null> {
  const deposit = (await invoicesOfOffer(db, offerId)).find(
    (row) => row.kind === "deposit_invoice" && !row.cancelled,
  );
  if (!deposit) return null;
  const [row] = await db
    .select({
      amountDueCents: invoices.amountDueCents,
      paidCents: invoices.paidCents,
      dueDate: invoices.dueDate,
      agency: invoices.agency,
    })
    .from(invoices)
    .where(and(eq(invoices.id, deposit.id), eq(invoices.kind, "deposit_invoice")));
  if (!row) return null;
  const openCents = row.amountDueCents - (row.paidCents ?? 0);
  if (openCents <= 0) return null;
  const agency = row.agency ?? exampleProfile();
  const payment = {
    name: agency.owner,
    iban: agency.iban,
    bic: agency.bic,
    cents: openCents,
    reference: deposit.number,
  };
  return {
    number: deposit.number,
    openCents,
    dueDate: row.dueDate,
    name: payment.name,
    iban: payment.iban,
    bic: payment.bic,
    qrSvg: await giroCodeSvg(payment),
  };
}
