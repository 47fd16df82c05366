/**
 * The shapes of invoices as the back office's API sends them (the back office imports these
 * types, decision 0056). Money in integer cents, days as Berlin days (YYYY-MM-DD). The
 * signed columns (`netCents`, `taxCents`, `grossCents`, `amountDueCents`) are negative on a
 * cancellation, so a month's figures add up; its PDF and XML show positive amounts under
 * document type 381 (credit note, decision 0134).
 */
import type { DocumentCustomer, DocumentLine } from "../documents/model.ts";
import type { DocumentTotals } from "#app/shared/money/totals.ts";
import type { TaxRegime } from "#app/shared/money/tax.ts";
import type { InvoiceKind } from "./schema.ts";
import type { Locale } from "#app/i18n/locales.ts";

/**
 * - `open`: not paid, due date not passed; `overdue`: not paid after its due date;
 * - `paid`: a payment was recorded; `cancelled`: a cancellation invoice cancels it;
 * - `credit`: a cancellation invoice itself.
 */
export type InvoiceStatus = "open" | "overdue" | "paid" | "cancelled" | "credit";

export interface InvoiceSummary {
  id: string;
  number: string;
  kind: InvoiceKind;
  offerId: string;
  offerNumber: string | null;
  leadId: string | null;
  company: string;
  contactName: string;
  issueDate: string;
  dueDate: string;
  netCents: number;
  taxCents: number;
  grossCents: number;
  amountDueCents: number;
  paidOn: string | null;
  paidCents: number | null;
  status: InvoiceStatus;
  /** For a cancellation: the invoice it cancels. */
  cancels: { id: string; number: string } | null;
  /** For a cancelled invoice: its cancellation. */
  cancelledBy: { id: string; number: string } | null;
}

export interface InvoiceDetail extends InvoiceSummary {
  language: Locale;
  customer: DocumentCustomer;
  serviceDate: string | null;
  prepayments: { number: string; issueDate: string; grossCents: number }[];
  createdAt: string;
  createdBy: string | null;
  paidRecordedBy: string | null;
}

/** What an offer's page shows: its invoices and what may be issued next. */
export interface OfferInvoices {
  offerId: string;
  offerStatus: string;
  invoices: InvoiceSummary[];
  /**
   * A final invoice may be drafted and issued (accepted, not cancelled, none that is not
   * cancelled, the event's day reached; decision 0191).
   */
  canIssueFinal: boolean;
  /** The event's day from which the final invoice can be drafted (the booking's current day). */
  finalFrom: string | null;
  /** A deposit invoice may be issued by hand (accepted, deposit asked, none not cancelled). */
  canIssueDeposit: boolean;
  /** The offer's customer has a postal address (else issuing asks for one). */
  hasAddress: boolean;
}

/** An invoice unpaid past its due day ("Überfällige Rechnungen"). */
export interface OverdueInvoice {
  id: string;
  number: string;
  kind: InvoiceKind;
  leadId: string | null;
  company: string;
  contactName: string;
  language: Locale;
  dueDate: string;
  /** Berlin days since the due day. */
  daysOverdue: number;
  /** What is still to pay: the amount due less the payment recorded. */
  openCents: number;
  /** The payment reminders sent (1 Zahlungserinnerung, 2 and 3 the Mahnungen), in order. */
  reminders: { level: 1 | 2 | 3; sentOn: string }[];
}

/** What the screen shows before sending: the next level's mail as it would go out. */
export interface ReminderDraft {
  invoiceId: string;
  level: 1 | 2 | 3;
  language: Locale;
  to: string;
  toName: string;
  subject: string;
  text: string;
  openCents: number;
  earlier: { level: 1 | 2 | 3; sentOn: string }[];
  /** The files it carries: the invoice's PDF and the GiroCode. */
  attachments: string[];
}

/** A deposit still open shortly before the event (decision 0187). */
export interface DepositDue {
  id: string;
  number: string;
  leadId: string | null;
  offerId: string;
  company: string;
  contactName: string;
  dueDate: string;
  eventDate: string;
  /** Berlin days until the event (0: today). */
  daysToEvent: number;
  openCents: number;
}

/** The draft as the back office shows it: no number, totals from the server. */
export interface FinalDraft {
  offerId: string;
  taxRegime: TaxRegime;
  /** The booking's current day (the service date). */
  eventDate: string | null;
  /** The booking's current version the draft started from. */
  bookingVersion: number | null;
  /** The headcount the booking agreed. */
  bookedParticipants: number;
  /** The confirmed participants staff typed (starts as the booked headcount). */
  participants: number;
  /**
   * A count staff may take over: the participants who said yes on the booking's headcount
   * link (server/headcount); null while nobody has.
   */
  suggestedParticipants: number | null;
  lines: DocumentLine[];
  totals: DocumentTotals;
  prepayments: { number: string; issueDate: string; grossCents: number }[];
  amountDueCents: number;
  /** Whether staff saved it (else it is the fresh one from the booking). */
  saved: boolean;
  updatedAt: string | null;
}
