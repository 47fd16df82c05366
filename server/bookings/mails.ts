/**
 * The customer's mails about their booking, composed when queued (server/mail/outbox.ts),
 * in the offer's language: the cancellation (what was cancelled, the fee by the terms, the
 * deposit credited and what is owed or refunded; by the agency: why, that nothing is owed,
 * what was paid refunded in full, and the other dates a new offer comes for, decision 0202).
 */
import { site } from "#app/content/site.ts";
import { formatRate } from "#app/shared/money/tax.ts";
import type { QueuedMessage } from "../mail/schema.ts";
import type { DocumentCustomer } from "../documents/model.ts";
import { greeting } from "../documents/salutation.ts";
import { agencyPhone, formatCents, formatDay } from "../documents/words.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { CancelledBy } from "./schema.ts";

export interface CancelledMailInput {
  language: Locale;
  customer: Pick<DocumentCustomer, "email" | "contactName" | "formOfAddress">;
  number: string;
  eventDate: string | null;
  by: CancelledBy;
  quote: {
    daysLeft: number;
    feeBp: number;
    feeCents: number;
    depositCents: number;
    /** Paid on the deposits (refunded when free); absent on a stored cancellation. */
    paidCents?: number;
    dueCents: number;
  };
  invoiceNumber: string | null;
  pageUrl: string | null;
  /** Why the agency cancelled. */
  reason?: string | null;
  /** The days a new offer is being made for (by the agency). */
  newDates?: readonly string[];
}

/** What is owed after a cancellation, in a sentence (shared with the customer's page). */
export function owedSentence(
  language: Locale,
  quote: CancelledMailInput["quote"],
  by: CancelledBy,
  withDays = true,
): string {
  const de = language === "de";
  const daysDe = withDays ? ` ${quote.daysLeft} Tage vor dem Event` : "";
  const daysEn = withDays ? ` ${quote.daysLeft} days before the event` : "";
  const money = (cents: number) => formatCents(cents, language);
  // Free: the deposit invoices are cancelled by credit notes; what was paid comes back.
  const refund = quote.feeBp === 0 ? Math.max(0, -quote.dueCents) : 0;
  if (by === "agency") {
    return de
      ? `Die Absage kommt von uns: Sie zahlen nichts.${refund > 0 ? ` Ihre Anzahlung von ${money(refund)} erstatten wir vollständig.` : quote.depositCents > 0 ? " Die Anzahlungsrechnung ist storniert." : ""}`
      : `We cancelled: you pay nothing.${refund > 0 ? ` We refund your deposit of ${money(refund)} in full.` : quote.depositCents > 0 ? " The deposit invoice is cancelled." : ""}`;
  }
  const rate = formatRate(quote.feeBp, language);
  if (quote.feeBp === 0) {
    return de
      ? `Die Absage ist${daysDe} kostenfrei${refund > 0 ? `; die Anzahlung von ${money(refund)} erstatten wir` : quote.depositCents > 0 ? "; die Anzahlungsrechnung ist storniert" : ""}.`
      : `Cancelling${daysEn} is free${refund > 0 ? `; we refund the deposit of ${money(refund)}` : quote.depositCents > 0 ? "; the deposit invoice is cancelled" : ""}.`;
  }
  const credited =
    quote.depositCents > 0
      ? de
        ? `, abzüglich Ihrer Anzahlung von ${money(quote.depositCents)}`
        : `, less your deposit of ${money(quote.depositCents)}`
      : "";
  const rest =
    quote.dueCents >= 0
      ? de
        ? `Zu zahlen: ${money(quote.dueCents)}.`
        : `Left to pay: ${money(quote.dueCents)}.`
      : de
        ? `Wir erstatten Ihnen ${money(-quote.dueCents)}.`
        : `We refund ${money(-quote.dueCents)} to you.`;
  return de
    ? `Laut unseren AGB beträgt die Stornogebühr${daysDe} ${rate}: ${money(quote.feeCents)}${credited}. ${rest}`
    : `Under our terms the cancellation fee${daysEn} is ${rate}: ${money(quote.feeCents)}${credited}. ${rest}`;
}

export function cancelledMail(input: CancelledMailInput): QueuedMessage {
  const de = input.language === "de";
  const day = input.eventDate ? formatDay(input.eventDate, input.language) : "";
  const contact = `${agencyPhone(input.language)} · ${site.email}`;
  const hello = greeting(input.customer, input.language);
  const what = de
    ? `Ihre Buchung zum Angebot ${input.number} (Event am ${day}) ist storniert.`
    : `Your booking of offer ${input.number} (event on ${day}) is cancelled.`;
  const invoice = input.invoiceNumber
    ? de
      ? ` Die Rechnung ${input.invoiceNumber} kommt mit einer eigenen E-Mail.`
      : ` The invoice ${input.invoiceNumber} comes in a separate e-mail.`
    : "";
  const page = input.pageUrl ? `\n\n${de ? "Online" : "Online"}: ${input.pageUrl}` : "";
  const reason = input.reason
    ? de
      ? `\n\nDer Grund: ${input.reason}`
      : `\n\nThe reason: ${input.reason}`
    : "";
  const days = (input.newDates ?? []).map((d) => formatDay(d, input.language));
  const offered =
    days.length > 0
      ? de
        ? `\n\nAls neuen Termin schlagen wir Ihnen ${listOf(days, "oder")} vor; das neue Angebot dazu bekommen Sie mit einer eigenen E-Mail und können es online annehmen.`
        : `\n\nAs another date we propose ${listOf(days, "or")}; you get the new offer in a separate e-mail and can accept it online.`
      : "";
  return {
    to: input.customer.email,
    toName: input.customer.contactName,
    subject: de
      ? `Stornierung: Buchung zum Angebot ${input.number}`
      : `Cancellation: booking of offer ${input.number}`,
    text: de
      ? `${hello}\n\n${what} ${owedSentence("de", input.quote, input.by)}${invoice}${reason}${offered}${page}\n\nMit freundlichen Grüßen\n${site.brand}\n${contact}\n`
      : `${hello}\n\n${what} ${owedSentence("en", input.quote, input.by)}${invoice}${reason}${offered}${page}\n\nKind regards\n${site.brand}\n${contact}\n`,
  };
}

/** "a, b or c" in the mail's language. */
function listOf(items: readonly string[], or: string): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} ${or} ${items.at(-1)!}`;
}
