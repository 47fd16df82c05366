/**
 * How the e-invoices are written: @e-invoice-eu/core loaded with the first e-invoice a
 * process writes, its schema check compiled once, and `render`, which runs one of its
 * format services over the invoice JSON of e-invoice.ts, with our corrections of its CII
 * (e-invoice-cii.ts) and, for Factur-X, of its PDF/A description (e-invoice-pdfa.ts).
 */
import type * as EInvoiceCore from "@e-invoice-eu/core";
import type { EInvoiceFormat, FormatFactoryService, Invoice } from "@e-invoice-eu/core";
import type { Ajv2019, ValidateFunction } from "ajv/dist/2019.js";
import type { Seller } from "./e-invoice-seller.ts";
import type { DocumentMetadata } from "./pdf-metadata.ts";
import { finishFacturX } from "./e-invoice-pdfa.ts";
import { correctCii } from "./e-invoice-cii.ts";
import { FACTUR_X_PROFILE } from "./e-invoice-codes.ts";

/** Silent logger: the library reports through it, its warnings are not ours to print. */
const quiet = { log() {}, warn() {}, error() {} };

/**
 * The library and its schema validator, loaded with the first e-invoice a process writes:
 * with its spreadsheet reader they take about a third of a second and 40 MB to load, which
 * a server that never issues an invoice (and every test that starts one) would pay at start.
 */
interface Library {
  formats: FormatFactoryService;
  core: typeof EInvoiceCore;
  Ajv: typeof Ajv2019;
}
let library: Promise<Library> | null = null;
function loadLibrary(): Promise<Library> {
  library ??= Promise.all([import("@e-invoice-eu/core"), import("ajv/dist/2019.js")]).then(
    ([core, ajv]) => ({ formats: new core.FormatFactoryService(), core, Ajv: ajv.Ajv2019 }),
  );
  return library;
}

/**
 * What the library's `InvoiceService.generate` does (check the data against its JSON
 * schema, fill the format's defaults, render), with the schema compiled once: compiling
 * it costs about 400 ms, which `generate` spends on every call. The CII formats used here
 * leave the schema as it is (their `patchSchema` changes nothing), so one validator serves.
 */
let validator: ValidateFunction<Invoice> | null = null;
function validInvoiceData({ core, Ajv }: Library, data: Invoice, format: EInvoiceFormat): Invoice {
  if (validator === null) {
    const schema = structuredClone(core.invoiceSchema);
    format.patchSchema(schema);
    validator = new Ajv({ strict: true, allErrors: true, useDefaults: true }).compile(
      schema,
    ) as ValidateFunction<Invoice>;
  }
  const invoice = new core.ValidationService(quiet).validate(
    "invoice data",
    validator,
    structuredClone(data),
  );
  format.fillInvoiceDefaults(invoice);
  // The library's CII mapping (2.3.4) reads the preceding invoice's number and date (BT-25,
  // BT-26) from cac:BillingReference itself rather than from its
  // cac:InvoiceDocumentReference, so the reference was lost: copy them up (after the schema
  // check, which allows them only inside). The date's element is corrected after rendering
  // (qualifiedReferenceDates).
  const references = (invoice as unknown as { "ubl:Invoice": Record<string, unknown> })[
    "ubl:Invoice"
  ]["cac:BillingReference"] as
    | Array<
        Record<string, unknown> & {
          "cac:InvoiceDocumentReference": { "cbc:ID": string; "cbc:IssueDate": string };
        }
      >
    | undefined;
  for (const reference of references ?? []) {
    reference["cbc:ID"] = reference["cac:InvoiceDocumentReference"]["cbc:ID"];
    reference["cbc:IssueDate"] = reference["cac:InvoiceDocumentReference"]["cbc:IssueDate"];
  }
  return invoice;
}

/**
 * One format's output (the CII as a string, Factur-X as PDF bytes) with our corrections of
 * the CII; `meta` (Factur-X only) is what the PDF says of itself.
 */
export async function render(
  data: Invoice,
  format: string,
  options: { lang: string; pdf?: { buffer: Uint8Array; filename: string; mimetype: string } },
  seller: Seller,
  meta?: DocumentMetadata,
): Promise<string | Uint8Array> {
  const loaded = await loadLibrary();
  const service = loaded.formats.createFormatService(format, quiet);
  const correct = (xml: string) => correctCii(xml, seller);
  if (meta) finishFacturX(service, meta, FACTUR_X_PROFILE, correct);
  const result = await service.generate(validInvoiceData(loaded, data, service), {
    format,
    ...options,
  });
  return typeof result === "string" ? correct(result) : result;
}
