/**
 * Every word an offer or invoice PDF prints (pdf.ts), in German and English, with the
 * formats of its dates and amounts: one small dictionary, so the two languages stay side by
 * side. The terms' sentences mirror app/content/legal/terms.ts (§ 2 offers, § 3 payment,
 * § 5 cancellation of events); change them together.
 */
import { site } from "#app/content/site.ts";
import { localeSettings } from "#app/i18n/locales.ts";
import { formatRate } from "#app/shared/money/tax.ts";
import type { BusinessDocument, DocumentKind, DocumentLanguage, DocumentLine } from "./model.ts";

const money = {
  de: new Intl.NumberFormat(localeSettings.de.intl, { style: "currency", currency: "EUR" }),
  en: new Intl.NumberFormat(localeSettings.en.intl, { style: "currency", currency: "EUR" }),
};

/** Cents as "1.234,50 €" (German) or "€1,234.50" (English); a minus for negative amounts. */
export function formatCents(cents: number, language: DocumentLanguage): string {
  return money[language].format(cents / 100);
}

const dayFormat = {
  de: new Intl.DateTimeFormat("de-DE", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }),
  en: new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }),
};

/** A Berlin day (YYYY-MM-DD) as "26.11.2026" or "26 Nov 2026". */
export function formatDay(day: string, language: DocumentLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dayFormat[language].format(date);
}

/** "25 Pers.", "1 pauschal", "3 Std." / "25 people", "1 flat rate", "3 hours". */
export function formatQuantity(
  quantity: number,
  unit: DocumentLine["unit"],
  language: DocumentLanguage,
): string {
  const number = quantity.toLocaleString(localeSettings[language].intl);
  const one = quantity === 1;
  const unitWord =
    language === "de"
      ? { person: "Pers.", piece: "Stk.", flat: "pauschal", hour: "Std." }[unit]
      : {
          person: one ? "person" : "people",
          piece: one ? "pc." : "pcs.",
          flat: "flat rate",
          hour: one ? "hour" : "hours",
        }[unit];
  return `${number}\u00a0${unitWord}`;
}

/**
 * A duration in hours, as the site's event pages speak of them: "3 Stunden", "1 Stunde",
 * "2,5 Stunden" / "3 hours", "1 hour", "2.5 hours"; under an hour in minutes.
 */
export function formatDuration(minutes: number, language: DocumentLanguage): string {
  const intl = localeSettings[language].intl;
  if (minutes < 60) {
    return `${minutes.toLocaleString(intl)}\u00a0${language === "de" ? "Minuten" : "minutes"}`;
  }
  const hours = (minutes / 60).toLocaleString(intl, { maximumFractionDigits: 2 });
  const one = minutes === 60;
  return language === "de"
    ? `${hours}\u00a0${one ? "Stunde" : "Stunden"}`
    : `${hours}\u00a0${one ? "hour" : "hours"}`;
}

/**
 * The agency's phone as a document in this language prints it: the national form on German
 * ones ("030 8090 1234"), the international form on English ones ("+49 30 8090 1234"), the
 * country code taken from the number's E.164 form.
 */
export function agencyPhone(language: DocumentLanguage): string {
  return language === "de" ? site.phone.display : internationalPhone(site.phone);
}

/** "030 8090 1234" with "+493080901234" → "+49 30 8090 1234". */
export function internationalPhone(phone: { display: string; e164: string }): string {
  const national = phone.display.replace(/\D/g, "").replace(/^0/, "");
  const digits = phone.e164.replace(/\D/g, "");
  if (!digits.endsWith(national)) return phone.e164;
  const countryCode = digits.slice(0, digits.length - national.length);
  return `+${countryCode} ${phone.display.trim().replace(/^0/, "")}`;
}

const de = {
  title: {
    offer: "Angebot",
    deposit_invoice: "Anzahlungsrechnung",
    final_invoice: "Schlussrechnung",
    cancellation: "Stornorechnung",
    cancellation_fee: "Rechnung Stornogebühr",
  } satisfies Record<DocumentKind, string>,
  numberLabel: {
    offer: "Angebotsnummer",
    deposit_invoice: "Rechnungsnummer",
    final_invoice: "Rechnungsnummer",
    cancellation: "Rechnungsnummer",
    cancellation_fee: "Rechnungsnummer",
  } satisfies Record<DocumentKind, string>,
  dateLabel: { offer: "Datum", invoice: "Rechnungsdatum" },
  validUntil: "Gültig bis",
  serviceDate: "Leistungsdatum",
  dueDate: "Fällig am",
  offerNumber: "Angebot",
  customerVatId: "Ihre USt-IdNr.",
  buyerReference: "Ihre Referenz",
  cancels: (number: string, date: string) => `storniert Rechnung ${number} vom ${date}`,
  page: (current: number, count: number) => `Seite ${current} von ${count}`,
  opening: {
    offer: "vielen Dank für Ihre Anfrage. Gern bieten wir Ihnen an:",
    deposit_invoice: (offer: string) =>
      `vielen Dank für Ihren Auftrag. Wie vereinbart berechnen wir die Anzahlung auf unser Angebot ${offer}:`,
    final_invoice: "vielen Dank für Ihren Auftrag. Für unsere Leistungen berechnen wir:",
    cancellation_fee:
      "Sie haben Ihre Buchung abgesagt. Nach unseren Allgemeinen Geschäftsbedingungen berechnen wir dafür:",
    cancellation: (invoice: string, date: string) =>
      `hiermit stornieren wir unsere Rechnung ${invoice} vom ${date} in voller Höhe:`,
    refund: (amount: string) =>
      `Den bereits gezahlten Betrag von ${amount} erstatten wir Ihnen vollständig.`,
  },
  event: {
    heading: "Ihr Event",
    date: "Datum",
    start: "Beginn",
    time: (time: string) => `${time} Uhr`,
    duration: "Dauer",
    place: "Ort",
    participants: "Teilnehmende",
    people: (count: number) => `${count} ${count === 1 ? "Person" : "Personen"}`,
  },
  columns: {
    position: "Pos.",
    description: "Beschreibung",
    quantity: "Menge",
    unitPrice: "Einzelpreis",
    vat: "USt.",
    amount: "Betrag",
  },
  totals: {
    subtotal: "Zwischensumme",
    netSubtotal: "Summe netto",
    discount: (percent: string | null) => (percent ? `Rabatt ${percent}` : "Rabatt"),
    net: "Nettobetrag",
    vat: (rate: string, base: string) => `USt. ${rate} auf ${base}`,
    total: "Gesamtbetrag",
    gross: "Gesamtbetrag brutto",
    prepayment: (number: string, date: string) => `abzgl. Anzahlung ${number} vom ${date}`,
    due: "Zu zahlen",
    refund: "Gutschrift",
  },
  validity: (date: string) => `Dieses Angebot gilt bis zum ${date}.`,
  nonBinding:
    "Unsere Angebote sind freibleibend: Termine, Locations, Mietartikel und Kapazitäten sind erst mit Vertragsschluss verbindlich reserviert.",
  deposit: (rate: string, amount: string) =>
    `Bei Annahme stellen wir eine Anzahlung von ${rate} (${amount}) in Rechnung, den Restbetrag mit der Schlussrechnung nach dem Event.`,
  paymentTerms: "Rechnungen sind innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug zahlbar.",
  payBy: (amount: string, date: string, number: string) =>
    `Zahlbar innerhalb von 14 Tagen nach Rechnungsdatum ohne Abzug: bitte überweisen Sie ${amount} bis zum ${date} unter Angabe der Rechnungsnummer ${number}.`,
  settled: "Der Rechnungsbetrag ist durch die geleisteten Anzahlungen beglichen.",
  refundNote: (amount: string) => `Den Betrag von ${amount} erstatten wir Ihnen.`,
  cancellationTerms:
    "Stornierung (AGB § 5): bis 14 Tage vor dem Event kostenfrei; 13 bis 7 Tage vor dem Event 50 % des Gesamtpreises; weniger als 7 Tage vor dem Event 100 % des Gesamtpreises.",
  termsApply: "Es gelten unsere Allgemeinen Geschäftsbedingungen:",
  acceptOnline: "Online annehmen:",
  acceptOnlineLink: "über den Link in unserer E-Mail zu diesem Angebot.",
  acceptOnlineHint: (date: string) =>
    `Bis zum ${date} mit einem Code, den wir Ihnen dort per E-Mail senden, oder unterschrieben per E-Mail zurück.`,
  accepted: (name: string, position: string, date: string, time: string) =>
    `Angenommen von ${name}, ${position}, am ${date} um ${time} Uhr (Berlin)`,
  checksum: "Prüfsumme SHA-256 des angenommenen Angebots:",
  closing: "Mit freundlichen Grüßen",
  bank: "Bankverbindung",
  phone: "Tel.",
  email: "E-Mail",
  web: "Web",
  taxNumber: "Steuernummer",
  vatId: "USt-IdNr.",
};

export type Words = typeof de;

const en: Words = {
  title: {
    offer: "Offer",
    deposit_invoice: "Deposit invoice",
    final_invoice: "Final invoice",
    cancellation: "Cancellation invoice",
    cancellation_fee: "Cancellation fee invoice",
  },
  numberLabel: {
    offer: "Offer number",
    deposit_invoice: "Invoice number",
    final_invoice: "Invoice number",
    cancellation: "Invoice number",
    cancellation_fee: "Invoice number",
  },
  dateLabel: { offer: "Date", invoice: "Invoice date" },
  validUntil: "Valid until",
  serviceDate: "Date of service",
  dueDate: "Due date",
  offerNumber: "Offer",
  customerVatId: "Your VAT ID",
  buyerReference: "Your reference",
  cancels: (number, date) => `cancels invoice ${number} of ${date}`,
  page: (current, count) => `Page ${current} of ${count}`,
  opening: {
    offer: "thank you for your enquiry. We are pleased to offer you:",
    deposit_invoice: (offer) =>
      `thank you for your order. As agreed, we invoice the deposit on our offer ${offer}:`,
    final_invoice: "thank you for your order. For our services we invoice:",
    cancellation_fee: "you have cancelled your booking. Under our terms and conditions we invoice:",
    cancellation: (invoice, date) => `we hereby cancel our invoice ${invoice} of ${date} in full:`,
    refund: (amount) => `We refund the ${amount} you already paid in full.`,
  },
  event: {
    heading: "Your event",
    date: "Date",
    start: "Start",
    time: (time) => time,
    duration: "Duration",
    place: "Place",
    participants: "Participants",
    people: (count) => `${count} ${count === 1 ? "person" : "people"}`,
  },
  columns: {
    position: "No.",
    description: "Description",
    quantity: "Quantity",
    unitPrice: "Unit price",
    vat: "VAT",
    amount: "Amount",
  },
  totals: {
    subtotal: "Subtotal",
    netSubtotal: "Net subtotal",
    discount: (percent) => (percent ? `Discount ${percent}` : "Discount"),
    net: "Net amount",
    vat: (rate, base) => `VAT ${rate} on ${base}`,
    total: "Total",
    gross: "Total gross",
    prepayment: (number, date) => `less deposit ${number} of ${date}`,
    due: "Amount due",
    refund: "Credit",
  },
  validity: (date) => `This offer is valid until ${date}.`,
  nonBinding:
    "Our offers are non-binding: dates, locations, rental items and capacity are only reserved bindingly once the contract is concluded.",
  deposit: (rate, amount) =>
    `On acceptance we invoice a deposit of ${rate} (${amount}), the balance with the final invoice after the event.`,
  paymentTerms:
    "Invoices are due for payment without deduction within 14 days of the invoice date.",
  payBy: (amount, date, number) =>
    `Payable without deduction within 14 days of the invoice date: please transfer ${amount} by ${date}, quoting the invoice number ${number}.`,
  settled: "The invoice amount is settled by the deposits paid.",
  refundNote: (amount) => `We will refund the amount of ${amount} to you.`,
  cancellationTerms:
    "Cancellation (terms § 5): up to 14 days before the event free of charge; 13 to 7 days before the event 50% of the total price; less than 7 days before the event 100% of the total price.",
  termsApply: "Our terms and conditions apply:",
  acceptOnline: "Accept online:",
  acceptOnlineLink: "through the link in our e-mail with this offer.",
  acceptOnlineHint: (date) =>
    `Until ${date} with a code we send you there by e-mail, or signed and returned by e-mail.`,
  accepted: (name, position, date, time) =>
    `Accepted by ${name}, ${position}, on ${date} at ${time} (Berlin time)`,
  checksum: "SHA-256 checksum of the accepted offer:",
  closing: "Kind regards",
  bank: "Bank details",
  phone: "Phone",
  email: "E-mail",
  web: "Web",
  taxNumber: "Tax number",
  vatId: "VAT ID",
};

export const words: Record<DocumentLanguage, Words> = { de, en };

/** The discount's line: "Rabatt 10 %" / "Discount 10%" for a share; an amount has no per cent. */
export function discountLabel(doc: Pick<BusinessDocument, "discount" | "language">): string {
  const share = doc.discount?.kind === "percent" ? doc.discount.basisPoints : null;
  return words[doc.language].totals.discount(
    share === null ? null : formatRate(share, doc.language),
  );
}
