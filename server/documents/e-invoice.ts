/**
 * Every invoice as an e-invoice (decision 0132): `toEInvoice` turns an invoice's
 * `BusinessDocument` and its PDF into Factur-X in the EN 16931 profile (PDF/A-3 with
 * factur-x.xml embedded; MINIMUM and BASIC WL are not invoices under German rules), and
 * `toXRechnung` gives the XRechnung XML (CII syntax) that public-sector customers ask for.
 * Both are written by @e-invoice-eu/core from its UBL-like "Invoice" JSON, which this file
 * builds: cents become decimal strings with two places, § 19 lines are VAT category E with
 * its reason, regular lines category S at their rate, the discount one document-level
 * allowance per rate, and the tax breakdown the one `computeTotals` produced.
 */
import type { Invoice } from "@e-invoice-eu/core";
import type { BusinessDocument, DocumentKind } from "./model.ts";
import { type Seller, agencySeller } from "./e-invoice-seller.ts";
import { agencyOf } from "./agency.ts";
import { documentMetadata } from "./pdf-metadata.ts";
import { render } from "./e-invoice-library.ts";
import {
  FACTUR_X_FORMAT,
  SMALL_BUSINESS_REASON,
  TYPE_CODE,
  UNIT_CODE,
  XML_FORMAT,
  XRECHNUNG_FORMAT,
  amount,
  checkInvoice,
  money,
  refuse,
  taxCategory,
} from "./e-invoice-codes.ts";
import { customerParty, invoiceNotes, paymentTermsNote, sellerParty } from "./e-invoice-parties.ts";

/** The document as the library's UBL-like invoice JSON. */
export function toInvoiceData(
  doc: BusinessDocument,
  seller: Seller = agencySeller(agencyOf(doc)),
): Invoice {
  checkInvoice(doc, seller);
  const customer = doc.customer;
  const language = doc.language;
  const totals = doc.totals;
  const prepaidCents = doc.prepayments.reduce((sum, p) => sum + p.grossCents, 0);
  const preceding = doc.cancels ? [doc.cancels] : doc.prepayments;

  const notes = invoiceNotes(doc);
  const paymentTerms = paymentTermsNote(doc);
  const discountGroups = totals.taxGroups.filter((group) => group.discountCents > 0);
  const invoice: Record<string, unknown> = {
    "cbc:ID": doc.number,
    "cbc:IssueDate": doc.issueDate,
    ...(doc.dueDate && doc.kind !== "cancellation" ? { "cbc:DueDate": doc.dueDate } : {}),
    "cbc:InvoiceTypeCode": TYPE_CODE[doc.kind as Exclude<DocumentKind, "offer">],
    // One note: the library writes several as several Content of one CII IncludedNote,
    // which the CII rules (CII-SR-030) and the Factur-X schema do not allow.
    ...(notes.length > 0 ? { "cbc:Note": [notes.join("\n")] } : {}),
    "cbc:DocumentCurrencyCode": "EUR",
    ...(customer.buyerReference ? { "cbc:BuyerReference": customer.buyerReference } : {}),
    // BG-3: the invoice a cancellation cancels, or the deposit invoices a final invoice
    // deducts (BT-25 number, BT-26 date), beside the prepaid amount (BT-113).
    ...(preceding.length > 0
      ? {
          "cac:BillingReference": preceding.map((invoice) => ({
            "cac:InvoiceDocumentReference": {
              "cbc:ID": invoice.number,
              "cbc:IssueDate": invoice.issueDate,
            },
          })),
        }
      : {}),
    ...(doc.offerNumber ? { "cac:ContractDocumentReference": { "cbc:ID": doc.offerNumber } } : {}),
    "cac:AccountingSupplierParty": sellerParty(doc, seller),
    "cac:AccountingCustomerParty": customerParty(doc),
    ...(doc.serviceDate ? { "cac:Delivery": { "cbc:ActualDeliveryDate": doc.serviceDate } } : {}),
    ...(seller.bank
      ? {
          "cac:PaymentMeans": [
            {
              "cbc:PaymentMeansCode": "58",
              "cbc:PaymentMeansCode@name": "SEPA credit transfer",
              "cbc:PaymentID": doc.number,
              "cac:PayeeFinancialAccount": {
                "cbc:ID": seller.bank.iban.replace(/\s+/g, ""),
                "cbc:Name": seller.bank.holder ?? seller.legalName,
                ...(seller.bank.bic
                  ? { "cac:FinancialInstitutionBranch": { "cbc:ID": seller.bank.bic } }
                  : {}),
              },
            },
          ],
        }
      : {}),
    "cac:PaymentTerms": { "cbc:Note": paymentTerms },
    ...(discountGroups.length > 0
      ? {
          "cac:AllowanceCharge": discountGroups.map((group) => ({
            "cbc:ChargeIndicator": "false",
            "cbc:AllowanceChargeReasonCode": "95",
            "cbc:AllowanceChargeReason": language === "de" ? "Rabatt" : "Discount",
            "cbc:Amount": amount(group.discountCents),
            "cbc:Amount@currencyID": "EUR",
            "cac:TaxCategory": taxCategory(doc, group.rateBp),
          })),
        }
      : {}),
    "cac:TaxTotal": [
      {
        "cbc:TaxAmount": amount(totals.taxCents),
        "cbc:TaxAmount@currencyID": "EUR",
        "cac:TaxSubtotal": totals.taxGroups.map((group) => {
          const [taxable] = money(group.netCents);
          const category = taxCategory(doc, group.rateBp);
          return {
            "cbc:TaxableAmount": taxable,
            "cbc:TaxableAmount@currencyID": "EUR",
            "cbc:TaxAmount": amount(group.taxCents),
            "cbc:TaxAmount@currencyID": "EUR",
            "cac:TaxCategory":
              category["cbc:ID"] === "E"
                ? {
                    "cbc:ID": "E",
                    "cbc:Percent": "0",
                    "cbc:TaxExemptionReason": SMALL_BUSINESS_REASON,
                    "cac:TaxScheme": { "cbc:ID": "VAT" },
                  }
                : category,
          };
        }),
      },
    ],
    "cac:LegalMonetaryTotal": {
      "cbc:LineExtensionAmount": amount(totals.subtotalCents),
      "cbc:LineExtensionAmount@currencyID": "EUR",
      "cbc:TaxExclusiveAmount": amount(totals.netCents),
      "cbc:TaxExclusiveAmount@currencyID": "EUR",
      "cbc:TaxInclusiveAmount": amount(totals.grossCents),
      "cbc:TaxInclusiveAmount@currencyID": "EUR",
      ...(totals.discountCents > 0
        ? {
            "cbc:AllowanceTotalAmount": amount(totals.discountCents),
            "cbc:AllowanceTotalAmount@currencyID": "EUR",
          }
        : {}),
      ...(prepaidCents > 0
        ? {
            "cbc:PrepaidAmount": amount(prepaidCents),
            "cbc:PrepaidAmount@currencyID": "EUR",
          }
        : {}),
      "cbc:PayableAmount": amount(doc.amountDueCents),
      "cbc:PayableAmount@currencyID": "EUR",
    },
    "cac:InvoiceLine": doc.lines.map((line, index) => ({
      "cbc:ID": String(index + 1),
      "cbc:InvoicedQuantity": String(line.quantity),
      "cbc:InvoicedQuantity@unitCode": UNIT_CODE[line.unit],
      "cbc:LineExtensionAmount": amount(line.netCents),
      "cbc:LineExtensionAmount@currencyID": "EUR",
      "cac:Item": {
        ...(line.detail ? { "cbc:Description": line.detail } : {}),
        "cbc:Name": line.title,
        "cac:ClassifiedTaxCategory": taxCategory(doc, line.taxRateBp),
      },
      "cac:Price": {
        "cbc:PriceAmount": amount(line.unitPriceCents),
        "cbc:PriceAmount@currencyID": "EUR",
      },
    })),
  };
  return { "ubl:Invoice": invoice } as unknown as Invoice;
}

/**
 * The invoice's PDF as Factur-X EN 16931: the library makes it PDF/A-3 (XMP with pdfaid
 * part 3 and the Factur-X extension schema) and embeds factur-x.xml; `xml` is that XML.
 */
export async function toEInvoice(
  doc: BusinessDocument,
  pdf: Buffer,
  seller: Seller = agencySeller(agencyOf(doc)),
): Promise<{ pdf: Buffer; xml: string }> {
  const data = toInvoiceData(doc, seller);
  const lang = doc.language === "de" ? "de-de" : "en-gb";
  const rendered = await render(
    data,
    FACTUR_X_FORMAT,
    { lang, pdf: { buffer: pdf, filename: `${doc.number}.pdf`, mimetype: "application/pdf" } },
    seller,
    documentMetadata(doc),
  );
  if (typeof rendered === "string") throw new Error("@e-invoice-eu/core returned no PDF");
  return { pdf: Buffer.from(rendered), xml: await toFacturXXml(doc, seller) };
}

/**
 * The same conversion without the PDF: the CII that the Factur-X PDF embeds (the tests
 * compare it with what pdfdetach takes out of the PDF, and run the validators over it).
 */
export async function toFacturXXml(
  doc: BusinessDocument,
  seller: Seller = agencySeller(agencyOf(doc)),
): Promise<string> {
  const xml = await render(
    toInvoiceData(doc, seller),
    XML_FORMAT,
    { lang: doc.language === "de" ? "de-de" : "en-gb" },
    seller,
  );
  if (typeof xml !== "string") throw new Error("@e-invoice-eu/core returned no XML");
  return xml;
}

/**
 * XRechnung (CII syntax) for a public-sector customer: the same invoice, with the
 * customer's Leitweg-ID as buyer reference (BT-10), which XRechnung requires.
 */
export async function toXRechnung(
  doc: BusinessDocument,
  seller: Seller = agencySeller(agencyOf(doc)),
): Promise<string> {
  if (!doc.customer.buyerReference?.trim()) {
    refuse(
      "buyerReference",
      "XRechnung needs the customer's Leitweg-ID (buyer reference) for a public-sector customer.",
    );
  }
  if (!seller.bank) {
    refuse("seller.bank", "XRechnung needs the agency's bank account (payment instructions).");
  }
  const xml = await render(
    toInvoiceData(doc, seller),
    XRECHNUNG_FORMAT,
    { lang: doc.language === "de" ? "de-de" : "en-gb" },
    seller,
  );
  if (typeof xml !== "string") throw new Error("@e-invoice-eu/core returned no XML");
  return xml;
}
