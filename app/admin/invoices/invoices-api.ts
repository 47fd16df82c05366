/**
 * The invoices' calls and shapes in the back office (the server's types, decision 0056):
 * a month's list, one invoice, an offer's invoices, and the status badge's colours.
 */
import { adminApi } from "../api";
import type {
  InvoiceDetail,
  InvoiceStatus,
  InvoiceSummary,
  OfferInvoices,
  OverdueInvoice,
  ReminderDraft,
  DepositDue,
} from "../../../server/invoices/types.ts";

export type {
  InvoiceDetail,
  InvoiceStatus,
  InvoiceSummary,
  OfferInvoices,
  OverdueInvoice,
  ReminderDraft,
  DepositDue,
};

/** Deposits still open with the event within a week. */
export const depositsDueQuery = {
  queryKey: ["invoices", "deposits-due"],
  queryFn: () => adminApi.get<{ invoices: DepositDue[] }>("/invoices/deposits-due"),
};

/** The next payment reminder of an overdue invoice, as it would go out. */
export const reminderDraftQuery = (id: string) => ({
  queryKey: ["invoices", "reminder", id],
  queryFn: () => adminApi.get<ReminderDraft>(`/invoices/${encodeURIComponent(id)}/reminder`),
  staleTime: 0,
  gcTime: 0,
});

/** Every invoice unpaid past its due day. */
export const overdueInvoicesQuery = {
  queryKey: ["invoices", "overdue"],
  queryFn: () => adminApi.get<{ invoices: OverdueInvoice[] }>("/invoices/overdue"),
};

export const invoicesMonthQuery = (month: string) => ({
  queryKey: ["invoices", "month", month],
  queryFn: () =>
    adminApi.get<{ month: string; invoices: InvoiceSummary[] }>(
      `/invoices?month=${encodeURIComponent(month)}`,
    ),
});

export const invoiceQuery = (id: string) => ({
  queryKey: ["invoices", "one", id],
  queryFn: () => adminApi.get<InvoiceDetail>(`/invoices/${encodeURIComponent(id)}`),
});

export const offerInvoicesQuery = (offerId: string) => ({
  queryKey: ["invoices", "offer", offerId],
  queryFn: () => adminApi.get<OfferInvoices>(`/offers/${encodeURIComponent(offerId)}/invoices`),
});

/** Border, background and text of each status (contrast AA on white). */
export const invoiceStatusBadge: Record<InvoiceStatus, string> = {
  open: "border-spree/30 bg-spree-soft text-spree",
  overdue: "border-danger/40 bg-accent-soft text-danger",
  paid: "border-ink/20 bg-sand text-ink",
  cancelled: "border-ink/20 bg-white text-ink-soft",
  credit: "border-ink/20 bg-white text-ink-soft",
};

/** The file addresses of an invoice. */
export const invoiceFile = (id: string, kind: "pdf" | "xml" | "xrechnung") =>
  `/api/admin/invoices/${encodeURIComponent(id)}/${kind}`;
