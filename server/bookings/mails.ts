/**
 * The customer's mails about their booking, composed when queued (server/mail/outbox.ts),
 * in the offer's language: the cancellation (what was cancelled, the fee by the terms, the
 * deposit credited and what is owed or refunded; by the agency: a full refund and another
 * date offered).
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
    dueCents: number;
  };
  invoiceNumber: string | null;
  pageUrl: string | null;
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
  if (by === "agency") {
    return de
      ? `Die Absage kommt von uns: Sie zahlen nichts${quote.depositCents > 0 ? `, die Anzahlung von ${money(quote.depositCents)} erstatten wir vollständig` : ""}. Gern schlagen wir Ihnen einen neuen Termin vor.`
      : `We cancelled: you pay nothing${quote.depositCents > 0 ? `, and we refund the deposit of ${money(quote.depositCents)} in full` : ""}. We will gladly offer you another date.`;
  }
  const rate = formatRate(quote.feeBp, language);
  if (quote.feeBp === 0) {
    return de
      ? `Die Absage ist${daysDe} kostenfrei${quote.depositCents > 0 ? `; die Anzahlung von ${money(quote.depositCents)} erstatten wir` : ""}.`
      : `Cancelling${daysEn} is free${quote.depositCents > 0 ? `; we refund the deposit of ${money(quote.depositCents)}` : ""}.`;
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
  return {
    to: input.customer.email,
    toName: input.customer.contactName,
    subject: de
      ? `Stornierung: Buchung zum Angebot ${input.number}`
      : `Cancellation: booking of offer ${input.number}`,
    text: de
      ? `${hello}\n\n${what} ${owedSentence("de", input.quote, input.by)}${invoice}${page}\n\nMit freundlichen Grüßen\n${site.brand}\n${contact}\n`
      : `${hello}\n\n${what} ${owedSentence("en", input.quote, input.by)}${invoice}${page}\n\nKind regards\n${site.brand}\n${contact}\n`,
  };
}
