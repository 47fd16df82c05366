/**
 * How offers write their figures and days in the back office: euros with cents
 * ("1.234,50 €" / "€1,234.50"), a Berlin day as a date ("24.11.2026" / "24 Nov 2026"), a
 * moment in Berlin time, a VAT rate, and the status as a badge in words ("abgelaufen").
 */
import { useMemo } from "react";
import { useI18n } from "../i18n";
import { localeSettings } from "../../i18n/locales";
import { formatRate } from "../../shared/money/tax";
import { statusBadge, type OfferShownStatus } from "./offers-api";

export function useOfferFormat() {
  const { locale } = useI18n();
  return useMemo(() => {
    const intl = localeSettings[locale].intl;
    const euros = new Intl.NumberFormat(intl, { style: "currency", currency: "EUR" });
    const dayFormat = new Intl.DateTimeFormat(intl, {
      timeZone: "UTC",
      day: locale === "de" ? "2-digit" : "numeric",
      month: locale === "de" ? "2-digit" : "short",
      year: "numeric",
    });
    const moment = new Intl.DateTimeFormat(intl, {
      timeZone: "Europe/Berlin",
      dateStyle: "medium",
      timeStyle: "short",
    });
    return {
      /** Cents as euros with cents. */
      money: (cents: number) => euros.format(cents / 100),
      /** A Berlin day (YYYY-MM-DD) as a date. */
      day: (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`)),
      /** A moment (ISO) in Berlin time. */
      at: (iso: string) => moment.format(new Date(iso)),
      rate: (rateBp: number) => formatRate(rateBp, locale),
    };
  }, [locale]);
}

export function OfferStatusBadge({ status }: { status: OfferShownStatus }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-medium ${statusBadge[status]}`}
      data-testid="offer-status"
    >
      {t.offerStatus[status]}
    </span>
  );
}
