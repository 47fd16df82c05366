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
import {
  FormatFactoryService,
  invoiceSchema,
  ValidationService,
  type EInvoiceFormat,
  type Invoice,
} from "@e-invoice-eu/core";
import { Ajv2019, type ValidateFunction } from "ajv/dist/2019.js";
import { site } from "#app/content/site.ts";
import { DomainError } from "../domain-error.ts";
import { agencyBank } from "./bank.ts";
import type { BusinessDocument, DocumentKind, DocumentLine } from "./model.ts";

/** A bank account for payment by SEPA credit transfer (payment means 58). */
export interface BankAccount {
  iban: string;
  bic?: string | undefined;
  /** Account holder; the seller's legal name when not given. */
  holder?: string | undefined;
}

/** The agency as the seller on an e-invoice: by default from app/content/site.ts. */
export interface Seller {
  /** Trading name (BT-28). */
  name: string;
  /** Legal name (BT-27). */
  legalName: string;
  address: { street: string; postalCode: string; city: string; country: string };
  contact: { name: string; phone: string; email: string };
  /** VAT id (BT-31, scheme VA); required under the regular regime. */
  vatId: string | null;
  /** Tax number at the tax office (BT-32, scheme FC); the registration under § 19. */
  taxNumber: string;
  /** Where the customer pays to; without it the e-invoice carries payment terms only. */
  bank: BankAccount | null;
}

/** The seller of every document: the agency of site.ts, with its account of bank.ts. */
export function agencySeller(): Seller {
  const tax = site.tax as { taxNumber: string; vatId?: string | undefined };
  return {
    name: site.brand,
    legalName: site.legalName,
    address: {
      street: site.address.street,
      postalCode: site.address.postalCode,
      city: site.address.city,
      country: site.address.country,
    },
    contact: { name: site.owner, phone: site.phone.display, email: site.email },
    vatId: tax.vatId ?? null,
    taxNumber: tax.taxNumber,
    bank: { iban: agencyBank.iban, bic: agencyBank.bic, holder: agencyBank.holder },
  };
}

/** The library's names of the two formats (FormatFactoryService.listFormatServices()). */
const FACTUR_X_FORMAT = "Factur-X-EN16931";
const XRECHNUNG_FORMAT = "XRECHNUNG-CII";
/** Plain CII with the same customization ID as Factur-X EN 16931 (urn:cen.eu:en16931:2017). */
const XML_FORMAT = "CII";

/** UNTDID 1001 document type codes. */
const TYPE_CODE: Record<Exclude<DocumentKind, "offer">, string> = {
  deposit_invoice: "386",
  final_invoice: "380",
  cancellation: "381",
};

/** UN/ECE Recommendation 20 unit codes. */
const UNIT_CODE: Record<DocumentLine["unit"], string> = {
  person: "IE",
  piece: "H87",
  flat: "LS",
  hour: "HUR",
};

/** VAT exemption reason (BT-120) under § 19 UStG. */
const SMALL_BUSINESS_REASON = "Kleinunternehmer gemäß § 19 UStG";

/** Silent logger: the library reports through it, its warnings are not ours to print. */
const quiet = { log() {}, warn() {}, error() {} };

/**
 * What the library's `InvoiceService.generate` does (check the data against its JSON
 * schema, fill the format's defaults, render), with the schema compiled once: compiling
 * it costs about 400 ms, which `generate` spends on every call. The CII formats used here
 * leave the schema as it is (their `patchSchema` changes nothing), so one validator serves.
 */
const formats = new FormatFactoryService();
let validator: ValidateFunction<Invoice> | null = null;
function validInvoiceData(data: Invoice, format: EInvoiceFormat): Invoice {
  if (validator === null) {
    const schema = structuredClone(invoiceSchema);
    format.patchSchema(schema);
    validator = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(
      schema,
    ) as ValidateFunction<Invoice>;
  }
  const invoice = new ValidationService(quiet).validate(
    "invoice data",
    validator,
    structuredClone(data),
  );
  format.fillInvoiceDefaults(invoice);
  // The library's CII mapping (2.3.4) reads the preceding invoice's number (BT-25) from
  // cac:BillingReference itself rather than from its cac:InvoiceDocumentReference, so a
  // cancellation lost its reference: copy it up (after the schema check, which allows it
  // only inside). Not the date (BT-26, optional as our numbers are unique): the library
  // would write it as udt: where CII wants qdt:DateTimeString. The note names the date.
  const references = (invoice as unknown as { "ubl:Invoice": Record<string, unknown> })[
    "ubl:Invoice"
  ]["cac:BillingReference"] as
    | Array<Record<string, unknown> & { "cac:InvoiceDocumentReference": { "cbc:ID": string } }>
    | undefined;
  for (const reference of references ?? []) {
    reference["cbc:ID"] = reference["cac:InvoiceDocumentReference"]["cbc:ID"];
  }
  return invoice;
}

async function render(
  data: Invoice,
  format: string,
  options: { lang: string; pdf?: { buffer: Uint8Array; filename: string; mimetype: string } },
): Promise<string | Uint8Array> {
  const service = formats.createFormatService(format, quiet);
  return service.generate(validInvoiceData(data, service), { format, ...options });
}

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
function sentenceDate(day: string, language: "de" | "en"): string {
  const [year, month, date] = day.split("-");
  return language === "de" ? `${date}.${month}.${year}` : day;
}

function refuse(field: string, message: string): never {
  throw new DomainError("invalid", "e_invoice_incomplete", message, { field });
}

interface TaxCategory {
  "cbc:ID": string;
  "cbc:Percent": string;
  "cac:TaxScheme": { "cbc:ID": "VAT" };
}

/** The VAT category of a rate under the document's regime (E under § 19, S otherwise). */
function taxCategory(doc: BusinessDocument, rateBp: number): TaxCategory {
  if (doc.taxRegime === "small_business") {
    return { "cbc:ID": "E", "cbc:Percent": "0", "cac:TaxScheme": { "cbc:ID": "VAT" } };
  }
  if (rateBp <= 0) refuse("lines", "A line under the regular regime needs a VAT rate above 0.");
  return { "cbc:ID": "S", "cbc:Percent": percent(rateBp), "cac:TaxScheme": { "cbc:ID": "VAT" } };
}

function money(cents: number): [string, "EUR"] {
  return [amount(cents), "EUR"];
}

/** Checks what every invoice needs before the library sees it, naming the field. */
function checkInvoice(doc: BusinessDocument, seller: Seller): void {
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

/** The document as the library's UBL-like invoice JSON. */
export function toInvoiceData(doc: BusinessDocument, seller: Seller = agencySeller()): Invoice {
  checkInvoice(doc, seller);
  const customer = doc.customer;
  const address = customer.address!;
  const language = doc.language;
  const totals = doc.totals;
  const prepaidCents = doc.prepayments.reduce((sum, p) => sum + p.grossCents, 0);

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

  const paymentTerms =
    doc.kind === "cancellation"
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

  const sellerTaxSchemes: object[] = [];
  if (seller.vatId) {
    sellerTaxSchemes.push({ "cbc:CompanyID": seller.vatId, "cac:TaxScheme": { "cbc:ID": "VAT" } });
  }
  if (doc.taxRegime === "small_business" || !seller.vatId) {
    sellerTaxSchemes.push({
      "cbc:CompanyID": seller.taxNumber,
      "cac:TaxScheme": { "cbc:ID": "FC" },
    });
  }

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
    ...(doc.cancels
      ? {
          "cac:BillingReference": [
            {
              "cac:InvoiceDocumentReference": {
                "cbc:ID": doc.cancels.number,
                "cbc:IssueDate": doc.cancels.issueDate,
              },
            },
          ],
        }
      : {}),
    ...(doc.offerNumber ? { "cac:ContractDocumentReference": { "cbc:ID": doc.offerNumber } } : {}),
    "cac:AccountingSupplierParty": {
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
        // BR-CO-26 wants a seller identifier (BT-29), a legal registration (BT-30) or a
        // VAT id (BT-31); a sole trader under § 19 without a VAT id is registered only at
        // the tax office, so the tax number is the registration (the library does not
        // write BT-29 for the seller).
        "cac:PartyLegalEntity": {
          "cbc:RegistrationName": seller.legalName,
          ...(seller.vatId ? {} : { "cbc:CompanyID": seller.taxNumber }),
        },
        "cac:Contact": {
          "cbc:Name": seller.contact.name,
          "cbc:Telephone": seller.contact.phone,
          "cbc:ElectronicMail": seller.contact.email,
        },
      },
    },
    "cac:AccountingCustomerParty": {
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
    },
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
  seller: Seller = agencySeller(),
): Promise<{ pdf: Buffer; xml: string }> {
  const data = toInvoiceData(doc, seller);
  const lang = doc.language === "de" ? "de-de" : "en-gb";
  const rendered = await render(data, FACTUR_X_FORMAT, {
    lang,
    pdf: { buffer: pdf, filename: `${doc.number}.pdf`, mimetype: "application/pdf" },
  });
  // The same conversion without the PDF: the CII that the Factur-X service embeds (the
  // tests compare it with what pdfdetach takes out of the PDF).
  const xml = await render(data, XML_FORMAT, { lang });
  if (typeof rendered === "string" || typeof xml !== "string") {
    throw new Error("@e-invoice-eu/core returned an unexpected type");
  }
  return { pdf: Buffer.from(rendered), xml };
}

/**
 * XRechnung (CII syntax) for a public-sector customer: the same invoice, with the
 * customer's Leitweg-ID as buyer reference (BT-10), which XRechnung requires.
 */
export async function toXRechnung(
  doc: BusinessDocument,
  seller: Seller = agencySeller(),
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
  const xml = await render(toInvoiceData(doc, seller), XRECHNUNG_FORMAT, {
    lang: doc.language === "de" ? "de-de" : "en-gb",
  });
  if (typeof xml !== "string") throw new Error("@e-invoice-eu/core returned no XML");
  return xml;
}
