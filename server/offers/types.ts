/**
 * The shapes of offers as the back office's API sends and receives them (decision 0056:
 * the back office imports these types). The routes check every body with zod; the data
 * functions compute every figure again from the lines.
 */
import type { Discount, DocumentTotals } from "#app/shared/money/totals.ts";
import type { TaxRegime } from "#app/shared/money/tax.ts";
import type { DocumentCustomer, DocumentLine } from "../documents/model.ts";
import type { OfferLineKind, OfferStatus } from "./schema.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** One line as staff edit it; its amount is computed by the server. */
export interface OfferLineInput {
  kind: OfferLineKind;
  /** The catalogue event of an `event` line. */
  eventSlug: string | null;
  title: string;
  detail: string | null;
  quantity: number;
  unit: DocumentLine["unit"];
  unitPriceCents: number;
  /** 1900, 700, or 0; under § 19 always stored as 0. */
  taxRateBp: number;
}

/** Everything staff may change on a draft (PUT replaces it whole). */
export interface OfferDraftInput {
  language: Locale;
  customer: DocumentCustomer;
  /** Berlin day YYYY-MM-DD, or null while not agreed (required to send). */
  eventDate: string | null;
  /** HH:MM */
  startTime: string | null;
  durationMinutes: number | null;
  place: string | null;
  participants: number;
  intro: string | null;
  discount: Discount | null;
  /** Berlin day; default: 14 days from today. */
  validUntil: string;
  /** 0 or 5000 (50 %) by the terms; the owners' setting decides the default. */
  depositBp: number;
  lines: OfferLineInput[];
}

/** `sent` past its validity shows as `expired`. */
export type OfferShownStatus = OfferStatus | "expired";

export interface OfferSummary {
  id: string;
  leadId: string | null;
  /** null while a draft. */
  number: string | null;
  version: number;
  status: OfferShownStatus;
  language: Locale;
  company: string;
  contactName: string;
  participants: number;
  eventDate: string | null;
  validUntil: string;
  grossCents: number;
  createdAt: string;
  sentAt: string | null;
  closedAt: string | null;
}

/** A hint, not a refusal: the same event is booked that day, or the day has many events. */
export interface OfferWarning {
  kind: "event_booked" | "day_full";
  date: string;
  /** The other offers' numbers (and event titles) that day. */
  others: { number: string; title: string; company: string }[];
}

export interface OfferAcceptanceInfo {
  name: string;
  position: string;
  acceptedAt: string;
  pdfSha256: string;
}

export interface OfferDetail extends OfferSummary, OfferDraftInput {
  taxRegime: TaxRegime;
  lines: (OfferLineInput & { netCents: number })[];
  totals: DocumentTotals;
  depositCents: number;
  replacesId: string | null;
  /** The newer version, when this one was replaced. */
  replacedById: string | null;
  declineReason: string | null;
  acceptance: OfferAcceptanceInfo | null;
  warnings: OfferWarning[];
}
