/** The business data screen's English words (owners only; server/business). */
import type { businessDe } from "./business.de";

export const businessEn: typeof businessDe = {
  business: {
    title: "Business data",
    intro:
      "The agency's name, address, tax and bank details as offers, invoices, e-invoices and mails show them. Invoices go out only once real data is here.",
    missing: "No business data saved yet: offers show the example, invoices are not issued.",
    example:
      "The bank account or tax number is still the shipped example: invoices are not issued.",
    ready: "The business data is complete; invoices can be issued.",
    identity: "Agency",
    legalName: "Full legal name (with owner)",
    owner: "Owner",
    street: "Street and number",
    postalCode: "Postcode",
    city: "Town",
    phone: "Phone",
    email: "E-mail address",
    emailHint: "Printed on the documents; replies to the agency's mails go there.",
    tax: "Tax",
    taxNumber: "Tax number (Steuernummer)",
    vatId: "VAT id",
    taxRegime: "Tax on new offers",
    regimes: {
      small_business: "Small business (§ 19 UStG, no VAT)",
      regular: "Standard (show VAT)",
    },
    bank: "Bank account and payment term",
    iban: "IBAN",
    bic: "BIC",
    bankName: "Bank",
    paymentDays: "Payment term in days",
    save: "Save business data",
    saved: "Saved.",
    errors: {
      required: "Please fill this in.",
      too_long: "This is too long.",
      postal_code: "Please enter a five-digit postcode.",
      country: "Only addresses in Germany.",
      phone: "Please enter a phone number of digits, e.g. 030 8090 1234.",
      email: "Please enter a valid e-mail address.",
      tax_number: "Please enter the tax number as the tax office gave it, e.g. 27/512/34567.",
      vat_id: "Please enter DE and nine digits, e.g. DE298765432.",
      tax_id_missing: "Please enter a tax number or a VAT id.",
      vat_id_regular: "The standard regime needs the VAT id.",
      tax_regime: "Please choose a tax regime.",
      iban_checksum:
        "This IBAN is not right (check digits). Please compare it with your bank statement.",
      bic: "Please enter a BIC of 8 or 11 characters, e.g. BYLADEM1001.",
      payment_days: "Please enter a whole number from 1 to 90.",
    },
  },
  businessMissing: {
    text: "Invoices first need the agency's real business data (bank account, tax number).",
    link: "To the business data",
  },
};
