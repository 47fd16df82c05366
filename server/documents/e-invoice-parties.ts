/**
 * The words and parties of an e-invoice: the notes (§ 19, the cancelled invoice, the
 * deposits deducted), the payment terms, and the seller and buyer as EN 16931 names them.
 */
import type { BusinessDocument } from "./model.ts";
import type { Seller } from "./e-invoice-seller.ts";
import { amount, sentenceDate } from "./e-invoice-codes.ts";

/** The invoice's notes, in its language. */
export function invoiceNotes(doc: BusinessDocument): string[] {
  const language = doc.language;
  const notes: string[] = [];
  if (doc.taxRegime === "small_business") {
    notes.push(
      language === "de"
        ? "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet."
        : "No VAT is charged under § 19 UStG (German small business scheme).",
    );
  }
  if (doc.cancels) {
    notes.push(
      language === "de"
        ? `Storno der Rechnung ${doc.cancels.number} vom ${sentenceDate(doc.cancels.issueDate, "de")}.`
        : `Cancels invoice ${doc.cancels.number} of ${doc.cancels.issueDate}.`,
    );
  }
  for (const prepayment of doc.prepayments) {
    notes.push(
      language === "de"
        ? `Abzüglich Anzahlung laut Rechnung ${prepayment.number} vom ${sentenceDate(prepayment.issueDate, "de")}: ${amount(prepayment.grossCents)} EUR.`
        : `Less deposit invoiced with ${prepayment.number} of ${prepayment.issueDate}: EUR ${amount(prepayment.grossCents)}.`,
    );
  }
  return notes;
}

/** The payment terms' note, in the invoice's language. */
export function paymentTermsNote(doc: BusinessDocument): string {
  const language = doc.language;
  return doc.kind === "cancellation"
    ? language === "de"
      ? "Gutschrift: Der Betrag wird erstattet oder verrechnet."
      : "Credit: the amount is refunded or set off."
    : doc.dueDate
      ? language === "de"
        ? `Zahlbar ohne Abzug bis ${sentenceDate(doc.dueDate, "de")}.`
        : `Payable without deduction by ${doc.dueDate}.`
      : language === "de"
        ? "Zahlbar sofort ohne Abzug."
        : "Payable immediately without deduction.";
}

/** The seller: the agency, with its tax identification and, if any, its register entry. */
export function sellerParty(doc: BusinessDocument, seller: Seller): object {
  const sellerTaxSchemes: object[] = [];
  if (seller.vatId) {
    sellerTaxSchemes.push({ "cbc:CompanyID": seller.vatId, "cac:TaxScheme": { "cbc:ID": "VAT" } });
  }
  if (seller.taxNumber && (doc.taxRegime === "small_business" || !seller.vatId)) {
    sellerTaxSchemes.push({
      "cbc:CompanyID": seller.taxNumber,
      "cac:TaxScheme": { "cbc:ID": "FC" },
    });
  }
  return {
    "cac:Party": {
      "cbc:EndpointID": seller.contact.email,
      "cbc:EndpointID@schemeID": "EM",
      "cac:PartyName": { "cbc:Name": seller.name },
      "cac:PostalAddress": {
        "cbc:StreetName": seller.address.street,
        "cbc:CityName": seller.address.city,
        "cbc:PostalZone": seller.address.postalCode,
        "cac:Country": { "cbc:IdentificationCode": seller.address.country },
      },
      "cac:PartyTaxScheme": sellerTaxSchemes,
      // BR-CO-26 wants a seller identifier (BT-29), a legal registration (BT-30) or a VAT
      // id (BT-31). BT-30 is a register entry only (Handelsregister and the like), which a
      // sole trader does not have; without a VAT id and a register entry the seller is
      // identified by its tax number (BT-29, beside BT-32; decision 0161).
      // (The library does not map it: e-invoice-cii.ts writes it into the CII.)
      "cac:PartyLegalEntity": {
        "cbc:RegistrationName": seller.legalName,
        ...(seller.registration ? { "cbc:CompanyID": seller.registration } : {}),
      },
      "cac:Contact": {
        "cbc:Name": seller.contact.name,
        "cbc:Telephone": seller.contact.phone,
        "cbc:ElectronicMail": seller.contact.email,
      },
    },
  };
}

/** The buyer: the invoice's customer at its postal address. */
export function customerParty(doc: BusinessDocument): object {
  const customer = doc.customer;
  const address = customer.address!;
  return {
    "cac:Party": {
      "cbc:EndpointID": customer.email,
      "cbc:EndpointID@schemeID": "EM",
      "cac:PartyName": { "cbc:Name": customer.company },
      "cac:PostalAddress": {
        "cbc:StreetName": address.street,
        "cbc:CityName": address.city,
        "cbc:PostalZone": address.postalCode,
        "cac:Country": { "cbc:IdentificationCode": address.country },
      },
      ...(customer.vatId
        ? {
            "cac:PartyTaxScheme": {
              "cbc:CompanyID": customer.vatId,
              "cac:TaxScheme": { "cbc:ID": "VAT" },
            },
          }
        : {}),
      "cac:PartyLegalEntity": { "cbc:RegistrationName": customer.company },
      "cac:Contact": {
        "cbc:Name": customer.contactName,
        "cbc:ElectronicMail": customer.email,
      },
    },
  };
}
