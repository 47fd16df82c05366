/**
 * What the public offer page shows of the offer: its heading and its contents as the PDF
 * lists them, and the view the page is drawn from.
 */
import { site, telHref, mailtoHref } from "#app/content/site.ts";
import { localizePath } from "#app/i18n/paths.ts";
import { documentTaxNote, formatRate } from "#app/shared/money/tax.ts";
import type { BusinessDocument } from "../documents/model.ts";
import {
  agencyPhone,
  discountLabel,
  formatCents,
  formatDay,
  formatDuration,
  formatQuantity,
  words,
} from "../documents/words.ts";
import { escapeHtml as e } from "../html.ts";
import type { PublicOfferStatus } from "./public-document.ts";
import type { PublicBooking } from "../bookings/public-booking.ts";
import type { OfferHeadcount } from "../headcount/offer-section.ts";
import { type AcceptField, type Language, text } from "./public-page-words.ts";

/** What the accept form shows again after a refusal: the values typed and the messages. */
export interface AcceptFormState {
  values: { name: string; position: string; termsAccepted: boolean };
  errors: Partial<Record<AcceptField, string>>;
  /** A refusal not about one field (too many codes). */
  notice?: string;
  /** No more codes (their cap per day or offer): the notice with our phone and e-mail. */
  capped?: boolean;
  /** The code was mailed just now. */
  codeSent: boolean;
}

import type { OpenDeposit } from "../invoices/store/open-deposit.ts";

export interface OfferView {
  language: Language;
  token: string;
  status: PublicOfferStatus;
  document: BusinessDocument;
  acceptance: { name: string; acceptedAt: Date } | null;
  /** The accept form instead of the two buttons (after "Annehmen"). */
  form?: AcceptFormState;
  /** A refusal of the decline form. */
  declineError?: string;
  declineReason?: string;
  /** A note at the top (too many codes). */
  notice?: string;
  /** After acceptance: the deposit invoice still to pay, with its GiroCode. */
  openDeposit?: OpenDeposit | null;
  /** The booking an accepted offer became, and its cancellation (decision 0189). */
  booking?: PublicBooking | null;
  /** The booking's headcount link for the participants (server/headcount/). */
  headcount?: OfferHeadcount | null;
  /** On a replaced offer's page: the newer version's page, when it can be named (0197). */
  newer?: { number: string; href: string } | null;
}

/** "a•••@beispiel.de": enough to know where to look, not the whole address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

export function offerBase(token: string, language: Language): string {
  return language === "en" ? `/en/offer/${token}` : `/angebot/${token}`;
}

export const card = "rounded-2xl border border-ink/10 bg-white p-5 sm:p-8";

export function contactLine(language: Language): string {
  const label = language === "de" ? "Telefon" : "Phone";
  return `<p class="mt-4">${e(label)}: <a class="font-medium text-spree underline underline-offset-2" href="${telHref()}">${e(agencyPhone(language))}</a> · <a class="font-medium text-spree underline underline-offset-2" href="${mailtoHref()}">${e(site.email)}</a></p>`;
}

/** Under "Ihr Event" once the booking was changed: the offer stays what was accepted. */
const asAccepted = {
  de: "So wurde das Event angeboten und angenommen. Was seitdem geändert wurde, steht oben unter „Ihre Buchung“.",
  en: "As offered and accepted. What has changed since is shown above under “Your booking”.",
} as const;

/**
 * The offer's contents as the PDF lists them; `changedSince` when the booking has a later
 * version than the accepted offer (its current figures are in the booking's section).
 */
export function offerContents(
  doc: BusinessDocument,
  language: Language,
  token: string,
  changedSince = false,
): string {
  const w = words[language];
  const t = text[language];
  const money = (cents: number) => formatCents(cents, language);
  const eventRows = doc.event
    ? [
        [w.event.date, formatDay(doc.event.date, language)],
        ...(doc.event.startTime ? [[w.event.start, w.event.time(doc.event.startTime)]] : []),
        ...(doc.event.durationMinutes
          ? [[w.event.duration, formatDuration(doc.event.durationMinutes, language)]]
          : []),
        ...(doc.event.place ? [[w.event.place, doc.event.place]] : []),
        [w.event.participants, w.event.people(doc.event.participants)],
      ]
    : [];
  const facts = eventRows
    .map(
      ([label, value]) =>
        `<div><dt class="text-sm text-ink-soft">${e(label!)}</dt><dd class="font-semibold">${e(value!)}</dd></div>`,
    )
    .join("");
  const regular = doc.taxRegime === "regular";
  // What staff typed is in the offer's language, also on the page in the other one.
  const typed = doc.language === language ? "" : ` lang="${doc.language}"`;
  const lines = doc.lines
    .map(
      (
        line,
        index,
      ) => `<li class="grid gap-1 border-t border-ink/10 py-4 sm:grid-cols-[1fr_auto] sm:gap-6">
<div><p class="font-semibold">${index + 1}. <span${typed}>${e(line.title)}</span></p>${line.detail ? `<p class="text-sm text-ink-soft"${typed}>${e(line.detail)}</p>` : ""}
<p class="text-sm text-ink-soft">${e(formatQuantity(line.quantity, line.unit, language))} × ${e(money(line.unitPriceCents))}${regular ? ` · ${e(w.columns.vat)} ${e(formatRate(line.taxRateBp, language))}` : ""}</p></div>
<p class="font-semibold tabular-nums sm:text-right">${e(money(line.netCents))}</p></li>`,
    )
    .join("");
  const totals = doc.totals;
  const totalRows: [string, string, boolean][] = [];
  if (totals.discountCents > 0) {
    totalRows.push([
      regular ? w.totals.netSubtotal : w.totals.subtotal,
      money(totals.subtotalCents),
      false,
    ]);
    totalRows.push([discountLabel(doc), `−${money(totals.discountCents)}`, false]);
  }
  if (regular) {
    totalRows.push([w.totals.net, money(totals.netCents), false]);
    for (const group of totals.taxGroups) {
      totalRows.push([
        w.totals.vat(formatRate(group.rateBp, language), money(group.netCents)),
        money(group.taxCents),
        false,
      ]);
    }
    totalRows.push([w.totals.gross, money(totals.grossCents), true]);
  } else {
    totalRows.push([w.totals.total, money(totals.grossCents), true]);
  }
  const totalsHtml = totalRows
    .map(
      ([label, value, strong]) =>
        `<div class="flex justify-between gap-4${strong ? " border-t border-ink/20 pt-2 text-lg font-bold" : ""}"><dt>${e(label)}</dt><dd class="tabular-nums">${e(value)}</dd></div>`,
    )
    .join("");
  const base = offerBase(token, language);
  return `<section class="${card} mt-6" aria-labelledby="offer-lines">
${doc.intro ? `<p class="mb-6 whitespace-pre-line"${typed}>${e(doc.intro)}</p>` : ""}
${facts ? `<h2 class="text-xl font-bold">${e(w.event.heading)}</h2>${changedSince ? `<p class="mt-1 text-sm text-ink-soft" data-testid="offer-as-accepted">${e(asAccepted[language])}</p>` : ""}<dl class="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3">${facts}</dl>` : ""}
<h2 id="offer-lines" class="mt-8 text-xl font-bold">${e(t.lines)}</h2>
<ul class="mt-3 border-b border-ink/10">${lines}</ul>
<dl class="ml-auto mt-4 flex max-w-sm flex-col gap-1">${totalsHtml}</dl>
<p class="mt-3 text-sm text-ink-soft">${e(documentTaxNote[doc.taxRegime][language])}</p>
</section>
<section class="${card} mt-6 text-ink-soft" aria-label="${e(t.terms)}">
${doc.validUntil ? `<p>${e(w.validity(formatDay(doc.validUntil, language)))}</p>` : ""}
${doc.deposit ? `<p class="mt-2">${e(w.deposit(formatRate(doc.deposit.basisPoints, language), money(doc.deposit.cents)))}</p>` : ""}
<p class="mt-2">${e(w.paymentTerms)}</p>
<p class="mt-2">${e(w.cancellationTerms)}</p>
<p class="mt-2">${e(w.nonBinding)}</p>
<p class="mt-2">${e(w.termsApply)} <a class="font-medium text-spree underline underline-offset-2" href="${localizePath("/terms", language)}">${e(t.terms)}</a></p>
<p class="mt-4"><a class="btn-outline" href="${base}/pdf" download>${e(t.download)}</a></p>
</section>`;
}

export function heading(doc: BusinessDocument, language: Language): string {
  const w = words[language];
  const t = text[language];
  const validity = doc.validUntil
    ? ` · ${t.validUntil} ${formatDay(doc.validUntil, language)}`
    : "";
  return `<p class="text-sm font-semibold uppercase tracking-wider text-spree">${e(t.offerFor)} ${e(doc.customer.company)}</p>
<h1 class="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">${e(w.title.offer)} ${e(doc.number)}</h1>
<p class="mt-2 text-ink-soft">${e(t.from)} ${e(formatDay(doc.issueDate, language))}${e(validity)} · ${e(doc.customer.contactName)}</p>`;
}
