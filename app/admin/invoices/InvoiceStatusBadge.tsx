/** An invoice's status as a badge in words ("überfällig" in red). */
import { useI18n } from "../i18n";
import { invoiceStatusBadge, type InvoiceStatus } from "./invoices-api";

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-medium ${invoiceStatusBadge[status]}`}
      data-testid="invoice-status"
    >
      {t.invoices.statuses[status]}
    </span>
  );
}
