/**
 * What an offer or an invoice says, as one plain value: the offers and invoices features
 * build it from their rows, the PDF (pdf.ts) draws it, and the e-invoice (e-invoice.ts)
 * turns an invoice's into Factur-X / XRechnung XML. The seller is the agency of its
 * business data (`agency`); the figures are those `computeTotals` produced and the row stores.
 */
import type { Discount, DocumentTotals } from "#app/shared/money/totals.ts";
import type { TaxRegime } from "#app/shared/money/tax.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { BusinessProfile } from "../business/profile.ts";

export type DocumentLanguage = Locale;

/**
 * - `offer`: an offer (Angebot), with validity and the online link;
 * - `deposit_invoice`: the deposit on an accepted offer (Anzahlungsrechnung, UNTDID 326:
 *   a partial invoice, decision 0160);
 * - `final_invoice`: after the event, the full amount less deposits paid (Schlussrechnung, 380);
 * - `cancellation`: cancels an issued invoice in full (Stornorechnung, 381);
 * - `cancellation_fee`: the fee the terms charge when a customer cancels a booking, less the
 *   deposits (Rechnung über die Stornogebühr, 380; decision 0189).
 */
export type DocumentKind =
  "offer" | "deposit_invoice" | "final_invoice" | "cancellation" | "cancellation_fee";

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  country: string;
}

/**
 * How the contact person is addressed: "ms" (Frau) or "mr" (Herr). Absent or null when not
 * known; then the letter greets them by their full name (words.ts `greeting`).
 */
export type FormOfAddress = "ms" | "mr";
export const FORMS_OF_ADDRESS = ["ms", "mr"] as const satisfies readonly FormOfAddress[];

export interface DocumentCustomer {
  company: string;
  contactName: string;
  /** Stored in the offer's and invoice's customer JSON; rows from before it lack it. */
  formOfAddress?: FormOfAddress | null;
  email: string;
  /** Required on invoices; optional on offers. */
  address: PostalAddress | null;
  /** The customer's VAT id, when given. */
  vatId: string | null;
  /** Leitweg-ID or purchase order reference (BT-10) for public-sector customers. */
  buyerReference: string | null;
}

export interface DocumentLine {
  /** "Teamkochen", "Catering: Fingerfood", free text. */
  title: string;
  /** A second line in smaller type, optional. */
  detail: string | null;
  quantity: number;
  /** "person" | "piece" | "flat" | "hour": the PDF words it in the document's language. */
  unit: "person" | "piece" | "flat" | "hour";
  unitPriceCents: number;
  /** quantity × unit price. */
  netCents: number;
  /** 0 under § 19. */
  taxRateBp: number;
}

export interface DocumentEvent {
  /** Berlin day, YYYY-MM-DD. */
  date: string;
  /** "14:00", optional. */
  startTime: string | null;
  durationMinutes: number | null;
  place: string | null;
  participants: number;
}

export interface DocumentAcceptance {
  name: string;
  position: string;
  /** ISO timestamp. */
  acceptedAt: string;
  /** SHA-256 (hex) of the offer PDF that was accepted. */
  pdfSha256: string;
}

export interface BusinessDocument {
  kind: DocumentKind;
  language: DocumentLanguage;
  /** A-2026-0001 or R-2026-0001. */
  number: string;
  /** Berlin day of issue, YYYY-MM-DD. */
  issueDate: string;
  customer: DocumentCustomer;
  event: DocumentEvent | null;
  /** Optional opening words above the lines (offers). */
  intro: string | null;
  lines: DocumentLine[];
  taxRegime: TaxRegime;
  totals: DocumentTotals;
  /** The offer's discount as agreed (its per cent goes beside the discount line); absent on older callers. */
  discount?: Discount | null;
  /** Offers: last day the offer can be accepted. */
  validUntil: string | null;
  /**
   * Offers: the deposit asked on acceptance. Deposit invoices carry one line per VAT rate
   * ("Anzahlung 50 % auf Angebot A-2026-0001", shareOfTotals) and this share.
   */
  deposit: { basisPoints: number; cents: number } | null;
  /** Offers: present on the copy mailed after acceptance. */
  acceptance: DocumentAcceptance | null;
  /** Invoices: the day of the service (the event), required on German invoices. */
  serviceDate: string | null;
  /** Invoices: payment due day (issue + 14 days by the terms). */
  dueDate: string | null;
  /** Invoices: the offer it rests on (its number). */
  offerNumber: string | null;
  /** Final invoices: deposits already invoiced, deducted (their numbers and gross). */
  prepayments: { number: string; issueDate: string; grossCents: number }[];
  /**
   * Cancellations: the invoice cancelled, and what was paid on it when something was (the
   * document then says it is refunded, decision 0202).
   */
  cancels: { number: string; issueDate: string; paidCents?: number } | null;
  /** What is left to pay: gross − prepayments (invoices); the gross on offers. */
  amountDueCents: number;
  /**
   * The agency's business data the document was made with (server/business); the shipped
   * example where absent (samples, drafts on a new data folder).
   */
  agency?: BusinessProfile;
}
