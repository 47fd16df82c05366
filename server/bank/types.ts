/** What the bank statement routes answer (shared with the back office, decision 0056). */
export interface ImportResult {
  /** New credit lines kept for reconciling. */
  imported: number;
  /** Entries already imported before (same reference): nothing recorded again. */
  duplicates: number;
  /** Left alone: debits, and credits in another currency than EUR. */
  debits: number;
  foreign: number;
  proposed: number;
  unclear: number;
  unmatched: number;
}

export interface OpenInvoice {
  id: string;
  number: string;
  offerNumber: string | null;
  openCents: number;
  company: string;
  contactName: string;
}

export interface LineView {
  id: string;
  entryRef: string;
  bookedOn: string;
  cents: number;
  debtorName: string | null;
  remittance: string | null;
  state: "proposed" | "unclear" | "unmatched" | "confirmed";
  invoice: OpenInvoice | null;
  candidates: OpenInvoice[];
}

export interface ConfirmResult {
  lineId: string;
  invoiceId: string;
  paymentId: string;
  openCents: number;
  overpaidCents: number;
}
