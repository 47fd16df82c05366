/**
 * An offer as the one `BusinessDocument` its PDF is drawn from (server/documents/model.ts):
 * its customer, event, lines and stored totals, validity and deposit; never the online link
 * with its token, which is in the mail alone (decision 0164). Sending makes it with the offer's number; the back office's preview
 * of a draft with the word "ENTWURF"/"DRAFT" where the number goes.
 */
import type { BusinessDocument, DocumentLine } from "../documents/model.ts";
import type { OfferLineRow, OfferRow } from "./store/queries.ts";
import { depositCents } from "./store/queries.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** What a draft's preview carries instead of a number. */
export const DRAFT_NUMBER = { de: "ENTWURF", en: "DRAFT" } as const;

/** The offer's online address: /angebot/<token> in German, /en/offer/<token> in English. */
export function offerOnlineUrl(siteUrl: string, language: Locale, token: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return language === "en" ? `${origin}/en/offer/${token}` : `${origin}/angebot/${token}`;
}

/** The PDF's file name in the mail: "Angebot-A-2026-0001.pdf" / "Offer-A-2026-0001.pdf". */
export function offerPdfName(language: Locale, number: string): string {
  return `${language === "en" ? "Offer" : "Angebot"}-${number}.pdf`;
}

/** An offer's line as a document's line: the offer's PDF and the invoices on it print it so. */
export function documentLine(line: OfferLineRow): DocumentLine {
  return {
    title: line.title,
    detail: line.detail,
    quantity: line.quantity,
    unit: line.unit,
    unitPriceCents: line.unitPriceCents,
    netCents: line.netCents,
    taxRateBp: line.taxRateBp,
  };
}

export function offerDocument(
  offer: OfferRow,
  lines: readonly OfferLineRow[],
  options: { number: string; issueDate: string },
): BusinessDocument {
  return {
    kind: "offer",
    language: offer.language,
    number: options.number,
    issueDate: options.issueDate,
    customer: offer.customer,
    event: offer.eventDate
      ? {
          date: offer.eventDate,
          startTime: offer.startTime,
          durationMinutes: offer.durationMinutes,
          place: offer.place,
          participants: offer.participants,
        }
      : null,
    intro: offer.intro,
    lines: lines.map(documentLine),
    taxRegime: offer.taxRegime,
    totals: offer.totals,
    discount: offer.discount,
    validUntil: offer.validUntil,
    deposit:
      offer.depositBp > 0
        ? { basisPoints: offer.depositBp, cents: depositCents(offer.grossCents, offer.depositBp) }
        : null,
    acceptance: null,
    serviceDate: null,
    dueDate: null,
    offerNumber: null,
    prepayments: [],
    cancels: null,
    amountDueCents: offer.grossCents,
  };
}
