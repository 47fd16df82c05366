/** The bank statement screen's calls and shapes (the server's types, decision 0056). */
import { adminApi } from "../api";
import type {
  ConfirmResult,
  CsvColumnsView,
  CsvPreview,
  ImportResult,
  LineView,
  OpenInvoice,
  UndoResult,
} from "../../../server/bank/types.ts";

export type { ConfirmResult, ImportResult, LineView, OpenInvoice };

export const statementLinesQuery = {
  queryKey: ["bank-statements", "lines"],
  queryFn: () =>
    adminApi.get<{ lines: LineView[]; recorded: LineView[] }>("/bank-statements/lines"),
};

export const uploadStatement = (file: string, fileName: string) =>
  adminApi.post<ImportResult>("/bank-statements", { file, fileName });

export const confirmLine = (id: string, body: { invoiceId?: string; overpayment?: boolean }) =>
  adminApi.post<ConfirmResult>(`/bank-statements/lines/${encodeURIComponent(id)}/confirm`, body);

export type { CsvColumnsView, CsvPreview, UndoResult };

/** The file's first 8 KB, enough for the header lines and some rows (decision 0198). */
export const PREVIEW_BYTES = 8 * 1024;

/** Bytes as base64, in slices (a whole file through one `String.fromCharCode` overflows the stack). */
export function base64Of(bytes: Uint8Array): string {
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

export const previewCsv = (sample: Uint8Array, truncated: boolean) =>
  adminApi.post<CsvPreview>("/bank-statements/csv-preview", {
    sample: base64Of(sample),
    truncated,
  });

export const uploadCsv = (body: {
  csv: string;
  fileName: string;
  separator: string;
  columns: Partial<CsvColumnsView>;
  saveAs?: string;
}) => adminApi.post<ImportResult>("/bank-statements", body);

export const searchInvoices = (q: string) =>
  adminApi.get<{ invoices: OpenInvoice[] }>(`/bank-statements/invoices?q=${encodeURIComponent(q)}`);

export const undoLine = (id: string, reason: string) =>
  adminApi.post<UndoResult>(`/bank-statements/lines/${encodeURIComponent(id)}/undo`, { reason });
