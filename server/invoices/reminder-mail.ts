/**
 * The payment reminder of an overdue invoice (decision 0186), in the invoice's language:
 * level 1 "Zahlungserinnerung" / "Payment reminder", 2 "1. Mahnung" / "First overdue
 * notice", 3 "2. Mahnung" / "Second overdue notice". The text names the invoice, its day,
 * the due day, the open amount and the payment data (account owner, IBAN, BIC, amount,
 * reference), and asks for payment within a week; no fees. It goes out with the invoice's
 * PDF again and the GiroCode of the open amount as a picture (`reminderAttachments`).
 * Staff see the text before it is sent and may change it (the composer's rules).
 */
import QRCode from "qrcode";
import { addDays } from "#app/shared/berlin-time.ts";
import { giroCodePayload } from "#app/shared/money/girocode.ts";
import { site } from "#app/content/site.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { formatIban } from "../documents/bank.ts";
import type { DocumentCustomer } from "../documents/model.ts";
import type { BusinessProfile } from "../business/profile.ts";
import { greeting } from "../documents/salutation.ts";
import { formatCents, formatDay } from "../documents/words.ts";
import type { MailAttachment } from "../mail/outbox.ts";
import { invoiceFileName } from "./mails.ts";
import type { ReminderLevel } from "./schema.ts";

/** The outbox kind of a reminder: written (or at least read and sent) by a person. */
export const REMINDER_MAIL_KIND = "payment_reminder" as const;

/** Days the customer is given from the reminder's day. */
export const REMINDER_PERIOD_DAYS = 7;

export interface ReminderFacts {
  level: ReminderLevel;
  language: Locale;
  number: string;
  issueDate: string;
  dueDate: string;
  openCents: number;
  customer: Pick<DocumentCustomer, "contactName" | "formOfAddress">;
  agency: BusinessProfile;
  /** The day the reminder goes out (Berlin). */
  today: string;
  /** The days the earlier levels were sent, by level. */
  earlier: { level: ReminderLevel; sentOn: string }[];
}

const names: Record<Locale, Record<ReminderLevel, string>> = {
  de: { 1: "Zahlungserinnerung", 2: "1. Mahnung", 3: "2. Mahnung" },
  en: { 1: "Payment reminder", 2: "First overdue notice", 3: "Second overdue notice" },
};

/** "Zahlungserinnerung" … in the language asked. */
export function reminderName(level: ReminderLevel, language: Locale): string {
  return names[language][level];
}

export function reminderSubject(facts: Pick<ReminderFacts, "level" | "language" | "number">) {
  const name = reminderName(facts.level, facts.language);
  return facts.language === "de"
    ? `${name} zur Rechnung ${facts.number}`
    : `${name}: invoice ${facts.number}`;
}

function opening(facts: ReminderFacts, money: string, day: (d: string) => string): string {
  const de = facts.language === "de";
  const invoice = de
    ? `unsere Rechnung ${facts.number} vom ${day(facts.issueDate)}`
    : `our invoice ${facts.number} of ${day(facts.issueDate)}`;
  const last = facts.earlier.at(-1);
  if (facts.level === 1 || !last) {
    return de
      ? `sicher ist es nur übersehen worden: ${invoice} war am ${day(facts.dueDate)} fällig, und ${money} sind noch offen.`
      : `perhaps it has slipped your attention: ${invoice} was due on ${day(facts.dueDate)}, and ${money} is still open.`;
  }
  const before = reminderName(last.level, facts.language);
  return de
    ? `trotz unserer ${before} vom ${day(last.sentOn)} sind für ${invoice}, fällig am ${day(facts.dueDate)}, noch ${money} offen.`
    : `despite our ${before.toLowerCase()} of ${day(last.sentOn)}, ${money} is still open on ${invoice}, due on ${day(facts.dueDate)}.`;
}

/** The reminder's text as it is proposed (staff may change it before sending). */
export function reminderText(facts: ReminderFacts): string {
  const de = facts.language === "de";
  const money = formatCents(facts.openCents, facts.language);
  const day = (value: string) => formatDay(value, facts.language);
  const by = day(addDays(facts.today, REMINDER_PERIOD_DAYS));
  const bank = facts.agency;
  const payment = de
    ? [
        "Zahlungsdaten:",
        `Empfänger: ${bank.owner}`,
        `IBAN: ${formatIban(bank.iban)}`,
        `BIC: ${bank.bic}`,
        `Betrag: ${money}`,
        `Verwendungszweck: ${facts.number}`,
      ]
    : [
        "Payment details:",
        `Account holder: ${bank.owner}`,
        `IBAN: ${formatIban(bank.iban)}`,
        `BIC: ${bank.bic}`,
        `Amount: ${money}`,
        `Reference: ${facts.number}`,
      ];
  const paragraphs = [
    greeting(facts.customer, facts.language),
    opening(facts, money, day),
    de
      ? `Bitte überweisen Sie den offenen Betrag bis zum ${by}.`
      : `Please transfer the open amount by ${by}.`,
    payment.join("\n"),
    de
      ? "Die Rechnung liegt noch einmal bei, dazu der GiroCode des offenen Betrags, den Ihre Banking-App scannen kann. Haben Sie inzwischen gezahlt, ist diese Mail gegenstandslos."
      : "The invoice is attached again, with the GiroCode of the open amount for your banking app to scan. If you have paid in the meantime, please disregard this mail.",
    de ? `Viele Grüße\n${site.brand}` : `Kind regards\n${site.brand}`,
  ];
  return `${paragraphs.join("\n\n")}\n`;
}

export const giroCodeFileName = (number: string) => `GiroCode-${number}.png`;

/** The invoice's PDF again and the GiroCode of the open amount as a PNG. */
export async function reminderAttachments(
  facts: Pick<ReminderFacts, "number" | "language" | "openCents" | "agency">,
  pdf: Buffer,
): Promise<MailAttachment[]> {
  const code = await QRCode.toBuffer(
    giroCodePayload({
      name: facts.agency.owner,
      iban: facts.agency.iban,
      bic: facts.agency.bic,
      cents: facts.openCents,
      reference: facts.number,
    }),
    { type: "png", errorCorrectionLevel: "M", margin: 4, width: 300 },
  );
  return [
    {
      filename: invoiceFileName(facts.number, facts.language),
      contentType: "application/pdf",
      content: pdf,
    },
    { filename: giroCodeFileName(facts.number), contentType: "image/png", content: code },
  ];
}
