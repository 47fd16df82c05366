/**
 * For the bank statement tests and bench: open invoices stored as the invoices feature
 * stores them (rows with a placeholder PDF and XML: matching reads neither), with an
 * accepted offer each, and a CAMT.053 (version 08) file written from a list of entries.
 */
import { randomUUID } from "node:crypto";
import { computeTotals } from "../../app/shared/money/totals.ts";
import type { Db } from "../../server/database/connection.ts";
import { invoices } from "../../server/invoices/schema.ts";
import { offers } from "../../server/offers/schema.ts";

export interface SeedInvoice {
  number: string;
  offerNumber: string;
  cents: number;
  company: string;
  contactName: string;
  issueDate: string;
  leadId?: string | null;
}

export async function seedOpenInvoices(db: Db, specs: SeedInvoice[]): Promise<string[]> {
  const ids: string[] = [];
  const now = new Date();
  const CHUNK = 500;
  for (let at = 0; at < specs.length; at += CHUNK) {
    const slice = specs.slice(at, at + CHUNK);
    const offerRows = slice.map((spec) => {
      const totals = computeTotals(
        [{ quantity: 1, unitPriceCents: spec.cents, taxRateBp: 0 }],
        null,
        "small_business",
      );
      const customer = {
        company: spec.company,
        contactName: spec.contactName,
        email: "kunde@example.test",
        address: {
          street: "Friedrichstraße 1",
          postalCode: "10117",
          city: "Berlin",
          country: "DE",
        },
        vatId: null,
        buyerReference: null,
      };
      return { spec, totals, customer, offerId: randomUUID(), invoiceId: randomUUID() };
    });
    await db.insert(offers).values(
      offerRows.map(({ spec, totals, customer, offerId }) => ({
        id: offerId,
        leadId: spec.leadId ?? null,
        number: spec.offerNumber,
        status: "accepted" as const,
        language: "de" as const,
        taxRegime: "small_business" as const,
        customer,
        eventDate: "2026-12-20",
        participants: 10,
        validUntil: "2026-12-31",
        depositBp: 0,
        totals,
        grossCents: totals.grossCents,
        createdAt: now,
        updatedAt: now,
        sentAt: now,
        closedAt: now,
      })),
    );
    await db.insert(invoices).values(
      offerRows.map(({ spec, totals, customer, offerId, invoiceId }) => ({
        id: invoiceId,
        number: spec.number,
        kind: "final_invoice" as const,
        offerId,
        leadId: spec.leadId ?? null,
        language: "de" as const,
        taxRegime: "small_business" as const,
        customer,
        issueDate: spec.issueDate,
        dueDate: spec.issueDate,
        lines: [],
        totals,
        netCents: spec.cents,
        taxCents: 0,
        grossCents: spec.cents,
        amountDueCents: spec.cents,
        pdf: Buffer.from("%PDF-1.7 placeholder"),
        xml: "<placeholder/>",
        createdAt: now,
      })),
    );
    ids.push(...offerRows.map((row) => row.invoiceId));
  }
  return ids;
}

export interface CamtEntry {
  ref?: string;
  cents: number;
  credit?: boolean;
  currency?: string;
  bookedOn: string;
  payer?: string;
  text?: string;
}

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const amount = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** A CAMT.053.001.08 statement of the entries, as a German bank exports it. */
export function camt053(entries: CamtEntry[], statementId = "STMT-2026-12"): string {
  const ntry = entries
    .map((entry) => {
      const credit = entry.credit ?? true;
      const party = credit ? "Dbtr" : "Cdtr";
      return `<Ntry>
        ${entry.ref ? `<NtryRef>N-${escape(entry.ref)}</NtryRef>` : ""}
        <Amt Ccy="${entry.currency ?? "EUR"}">${amount(entry.cents)}</Amt>
        <CdtDbtInd>${credit ? "CRDT" : "DBIT"}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${entry.bookedOn}</Dt></BookgDt>
        <ValDt><Dt>${entry.bookedOn}</Dt></ValDt>
        ${entry.ref ? `<AcctSvcrRef>${escape(entry.ref)}</AcctSvcrRef>` : ""}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <RltdPties><${party}><Pty><Nm>${escape(entry.payer ?? "")}</Nm></Pty></${party}></RltdPties>
          <RmtInf><Ustrd>${escape(entry.text ?? "")}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-${statementId}</MsgId><CreDtTm>2026-12-07T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${statementId}</Id>
      <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id><Ccy>EUR</Ccy></Acct>
      ${ntry}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

export interface CsvRow {
  bookedOn: string;
  /** Positive: credit (Haben); negative: debit (Soll). */
  cents: number;
  payer: string;
  iban?: string;
  text: string;
  /** EUR unless given. */
  currency?: string;
}

/**
 * A Volksbank-style CSV export (decision 0198) as bytes in Windows-1252: lines about the
 * account before the table, `;` between quoted cells, days as dd.mm.yyyy, amounts as
 * 1.234,56 without a sign and a separate Soll/Haben column, a balance line under the table.
 */
export function bankCsv(rows: CsvRow[]): Buffer {
  const day = (iso: string) => iso.split("-").reverse().join(".");
  const euros = (cents: number) =>
    `${Math.floor(cents / 100).toLocaleString("de-DE")},${String(cents % 100).padStart(2, "0")}`;
  const lines = [
    '"Umsatzanzeige";"Kontoinhaber: Spreegeist Events"',
    '"BLZ:";"12030000";"Konto:";"1234567"',
    "",
    '"Buchungstag";"Valuta";"Name Zahlungsbeteiligter";"IBAN Zahlungsbeteiligter";"Verwendungszweck";"Währung";"Umsatz";"Soll/Haben"',
    ...rows.map((row) =>
      [
        day(row.bookedOn),
        day(row.bookedOn),
        row.payer,
        row.iban ?? "",
        row.text,
        row.currency ?? "EUR",
        euros(Math.abs(row.cents)),
        row.cents < 0 ? "S" : "H",
      ]
        .map((cell) => `"${cell.replace(/"/g, '""')}"`)
        .join(";"),
    ),
    '"";"";"";"";"Endsaldo";"EUR";"1.234,56";"H"',
  ];
  return Buffer.from(`${lines.join("\r\n")}\r\n`, "latin1");
}
