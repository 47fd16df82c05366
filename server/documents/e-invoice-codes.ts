/**
 * The codes and number forms of the agency's e-invoices (EN 16931, UNTDID and UN/ECE
 * lists): format names, type and unit codes, the VAT category of a line, amounts as
 * decimal strings, and the checks an invoice must pass before it is written.
 */
import { DomainError } from "../domain-error.ts";
import type { BusinessDocument, DocumentKind, DocumentLine } from "./model.ts";
import type { Seller } from "./e-invoice-seller.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** The library's names of the two formats (FormatFactoryService.listFormatServices()). */
export const FACTUR_X_FORMAT = "Factur-X-EN16931";
export const XRECHNUNG_FORMAT = "XRECHNUNG-CII";
/** Plain CII with the same customization ID as Factur-X EN 16931 (urn:cen.eu:en16931:2017). */
export const XML_FORMAT = "CII";

/** What the PDF/A's XMP says of the embedded XML (the Factur-X extension schema). */
export const FACTUR_X_PROFILE = {
  conformanceLevel: "EN 16931",
  fileName: "factur-x.xml",
  version: "1.0",
};

/**
 * UNTDID 1001 document type codes. The deposit invoice is a partial invoice (326), not a
 * prepayment invoice (386), which XRechnung does not accept (BR-DE-17; decision 0160).
 */
export const TYPE_CODE: Record<Exclude<DocumentKind, "offer">, string> = {
  deposit_invoice: "326",
  final_invoice: "380",
  cancellation: "381",
  // A commercial invoice like the final one: the fee, less the deposits paid (decision 0189).
  cancellation_fee: "380",
};

/** UN/ECE Recommendation 20 unit codes. */
export const UNIT_CODE: Record<DocumentLine["unit"], string> = {
  person: "IE",
  piece: "H87",
  flat: "LS",
  hour: "HUR",
};

/** VAT exemption reason (BT-120) under § 19 UStG. */
export const SMALL_BUSINESS_REASON = "Kleinunternehmer gemäß § 19 UStG";

/** Cents as the decimal string EN 16931 wants: 123456 → "1234.56", -5 → "-0.05". */
export function amount(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`not whole cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Basis points as a percentage: 1900 → "19", 750 → "7.5". */
function percent(rateBp: number): string {
  return String(rateBp / 100);
}

/** Berlin day YYYY-MM-DD as the document's language writes it in a sentence. */
export function sentenceDate(day: string, language: Locale): string {
  const [year, month, date] = day.split("-");
  return language === "de" ? `${date}.${month}.${year}` : day;
}

export function refuse(field: string, message: string): never {
  throw new DomainError("invalid", "e_invoice_incomplete", message, { field });
}

export interface TaxCategory {
  "cbc:ID": string;
  "cbc:Percent": string;
  "cac:TaxScheme": { "cbc:ID": "VAT" };
}

/** The VAT category of a rate under the document's regime (E under § 19, S otherwise). */
export function taxCategory(doc: BusinessDocument, rateBp: number): TaxCategory {
  if (doc.taxRegime === "small_business") {
    return { "cbc:ID": "E", "cbc:Percent": "0", "cac:TaxScheme": { "cbc:ID": "VAT" } };
  }
  if (rateBp <= 0) refuse("lines", "A line under the regular regime needs a VAT rate above 0.");
  return { "cbc:ID": "S", "cbc:Percent": percent(rateBp), "cac:TaxScheme": { "cbc:ID": "VAT" } };
}

export function money(cents: number): [string, "EUR"] {
  return [amount(cents), "EUR"];
}

/** Checks what every invoice needs before the library sees it, naming the field. */
export function checkInvoice(doc: BusinessDocument, seller: Seller): void {
  if (doc.kind === "offer") refuse("kind", "An offer is not an invoice: no e-invoice for it.");
  if (doc.lines.length === 0) refuse("lines", "An invoice needs at least one line.");
  if (doc.customer.address === null) {
    refuse("customer.address", "An e-invoice needs the customer's postal address.");
  }
  if (!/^[A-Z]{2}$/.test(doc.customer.address.country)) {
    refuse("customer.address.country", "The country must be an ISO code such as DE.");
  }
  if (doc.kind === "cancellation" && doc.cancels === null) {
    refuse("cancels", "A cancellation must name the invoice it cancels.");
  }
  if (doc.taxRegime === "regular" && !seller.vatId) {
    refuse("seller.vatId", "Under the regular regime the e-invoice needs the agency's VAT id.");
  }
  if (doc.lines.length !== doc.totals.lineCents.length) {
    refuse("totals", "The totals were not computed from these lines.");
  }
}
