/**
 * The mail that carries an issued invoice to the customer: subject "Rechnung R-2026-0001" /
 * "Invoice R-2026-0001" (a cancellation names the invoice it cancels), a short text in the
 * offer's language with the amount, the due day and the account, and the e-invoice PDF
 * attached as "Rechnung-R-2026-0001.pdf" / "Invoice-R-2026-0001.pdf". Queued in the
 * issuing transaction (`queueInvoiceMail`), so the mail exists exactly when the invoice does.
 */
import { randomUUID } from "node:crypto";
import { site } from "#app/content/site.ts";
import type { Db } from "../database/connection.ts";
import { formatIban } from "../documents/bank.ts";
import { agencyOf } from "../documents/agency.ts";
import type { BusinessDocument } from "../documents/model.ts";
import { greeting } from "../documents/salutation.ts";
import { formatCents, formatDay } from "../documents/words.ts";
import { queueMessage, type MailAbout } from "../mail/outbox.ts";
import type { QueuedMessage } from "../mail/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** The outbox kind of an invoice's mail. */
export const INVOICE_MAIL_KIND = "invoice" as const;

/** "Rechnung-R-2026-0001.pdf" / "Invoice-R-2026-0001.pdf". */
export function invoiceFileName(number: string, language: Locale, ext = "pdf"): string {
  return `${language === "de" ? "Rechnung" : "Invoice"}-${number}.${ext}`;
}

/** The subject: "Rechnung R-2026-0001", "Stornorechnung R-2026-0003 zu Rechnung R-2026-0001". */
export function invoiceSubject(doc: BusinessDocument): string {
  if (doc.kind === "cancellation" && doc.cancels) {
    return doc.language === "de"
      ? `Stornorechnung ${doc.number} zu Rechnung ${doc.cancels.number}`
      : `Cancellation invoice ${doc.number} for invoice ${doc.cancels.number}`;
  }
  return doc.language === "de" ? `Rechnung ${doc.number}` : `Invoice ${doc.number}`;
}

function invoiceText(doc: BusinessDocument): string {
  const de = doc.language === "de";
  const money = (cents: number) => formatCents(cents, doc.language);
  const day = (value: string) => formatDay(value, doc.language);
  const offer = doc.offerNumber ?? "";
  const paragraphs: string[] = [greeting(doc.customer, doc.language)];
  if (doc.kind === "cancellation" && doc.cancels) {
    paragraphs.push(
      de
        ? `anbei erhalten Sie die Stornorechnung ${doc.number}. Sie hebt unsere Rechnung ${doc.cancels.number} vom ${day(doc.cancels.issueDate)} vollständig auf; ein bereits gezahlter Betrag wird erstattet oder verrechnet.`
        : `please find attached cancellation invoice ${doc.number}. It cancels our invoice ${doc.cancels.number} of ${day(doc.cancels.issueDate)} in full; an amount already paid is refunded or set off.`,
    );
  } else {
    const what =
      doc.kind === "deposit_invoice"
        ? de
          ? `die Anzahlungsrechnung ${doc.number} zu unserem Angebot ${offer}`
          : `deposit invoice ${doc.number} for our offer ${offer}`
        : doc.kind === "cancellation_fee"
          ? de
            ? `die Rechnung ${doc.number} über die Stornogebühr zu unserem Angebot ${offer}`
            : `invoice ${doc.number} for the cancellation fee on our offer ${offer}`
          : de
            ? `die Schlussrechnung ${doc.number} zu unserem Angebot ${offer}`
            : `final invoice ${doc.number} for our offer ${offer}`;
    const prepaid = doc.prepayments.reduce((sum, p) => sum + p.grossCents, 0);
    const amount =
      prepaid > 0
        ? de
          ? ` Nach Abzug Ihrer Anzahlung von ${money(prepaid)} sind noch ${money(doc.amountDueCents)} zu zahlen.`
          : ` After your deposit of ${money(prepaid)}, ${money(doc.amountDueCents)} is left to pay.`
        : de
          ? ` Der Rechnungsbetrag ist ${money(doc.amountDueCents)}.`
          : ` The amount is ${money(doc.amountDueCents)}.`;
    paragraphs.push(
      (de ? `anbei erhalten Sie ${what}.` : `please find attached ${what}.`) + amount,
    );
    if (doc.dueDate) {
      const bank = agencyOf(doc);
      paragraphs.push(
        de
          ? `Bitte überweisen Sie den Betrag bis zum ${day(doc.dueDate)} unter Angabe der Rechnungsnummer auf das Konto ${bank.owner}, IBAN ${formatIban(bank.iban)}, BIC ${bank.bic}.`
          : `Please transfer it by ${day(doc.dueDate)}, quoting the invoice number, to ${bank.owner}, IBAN ${formatIban(bank.iban)}, BIC ${bank.bic}.`,
      );
    }
  }
  paragraphs.push(
    de
      ? "Die PDF-Datei ist eine elektronische Rechnung (ZUGFeRD / Factur-X EN 16931): Sie enthält die Rechnungsdaten auch als XML."
      : "The PDF file is an electronic invoice (ZUGFeRD / Factur-X EN 16931): it also carries the invoice's data as XML.",
  );
  paragraphs.push(de ? `Viele Grüße\n${site.brand}` : `Kind regards\n${site.brand}`);
  return `${paragraphs.join("\n\n")}\n`;
}

/** The mail as queued: to the customer's address, answers to the agency. */
export function invoiceMessage(doc: BusinessDocument): QueuedMessage {
  return {
    to: doc.customer.email,
    toName: doc.customer.contactName,
    subject: invoiceSubject(doc),
    text: invoiceText(doc),
    replyTo: { name: site.brand, address: agencyOf(doc).email },
  };
}

/**
 * Queues the invoice's mail with its PDF attached (the outbox's `queueMessage`), in the
 * caller's transaction; `about`
 * ties it to its lead (deleted with it) and its offer (found by a privacy erase). Returns the mail's id and what was queued.
 */
export async function queueInvoiceMail(
  tx: Db,
  doc: BusinessDocument,
  pdf: Buffer,
  about: MailAbout,
  now: Date,
): Promise<{ mailId: string; message: QueuedMessage }> {
  const mailId = randomUUID();
  const message = invoiceMessage(doc);
  await queueMessage(tx, mailId, INVOICE_MAIL_KIND, message, now, about, [
    {
      filename: invoiceFileName(doc.number, doc.language),
      contentType: "application/pdf",
      content: pdf,
    },
  ]);
  return { mailId, message };
}
