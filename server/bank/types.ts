/** What the bank statement routes answer (shared with the back office, decision 0056). */
import type { CsvColumnMap } from "#app/shared/bank-csv.ts";

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
  debtorIban: string | null;
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

export interface UndoResult {
  lineId: string;
  invoiceId: string;
  number: string;
  /** What is open on the invoice again. */
  openCents: number;
}

/** What the CSV's first lines look like, and the mapping proposed for them (decision 0198). */
export interface CsvPreview {
  encoding: "utf-8" | "windows-1252";
  separator: ";" | "," | "\t";
  headers: string[];
  /** The first data rows (up to 5), cells as in the file. */
  rows: string[][];
  /** The saved mapping for this header line, if there is one. */
  saved: CsvMappingView | null;
  /** Columns named like a German bank's, proposed where nothing is saved. */
  guess: Partial<CsvColumnsView>;
  mappings: CsvMappingView[];
}

/** The columns a mapping names (app/shared/bank-csv.ts). */
export type CsvColumnsView = CsvColumnMap;

export interface CsvMappingView {
  id: string;
  name: string;
  separator: ";" | "," | "\t";
  columns: CsvColumnsView;
  headerKey: string;
}
