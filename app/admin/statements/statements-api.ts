/** The bank statement screen's calls and shapes (the server's types, decision 0056). */
import { adminApi } from "../api";
import type {
  ConfirmResult,
  ImportResult,
  LineView,
  OpenInvoice,
} from "../../../server/bank/types.ts";

export type { ConfirmResult, ImportResult, LineView, OpenInvoice };

export const statementLinesQuery = {
  queryKey: ["bank-statements", "lines"],
  queryFn: () => adminApi.get<{ lines: LineView[] }>("/bank-statements/lines"),
};

export const uploadStatement = (file: string, fileName: string) =>
  adminApi.post<ImportResult>("/bank-statements", { file, fileName });

export const confirmLine = (id: string, body: { invoiceId?: string; overpayment?: boolean }) =>
  adminApi.post<ConfirmResult>(`/bank-statements/lines/${encodeURIComponent(id)}/confirm`, body);
