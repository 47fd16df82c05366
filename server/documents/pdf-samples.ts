/**
 * Sample offers and invoices for the PDF's tests and bench (pdf.test.ts, bench/documents.ts):
 * plausible documents whose totals come from `computeTotals`, as the offers and invoices
 * features will make them. Not used by the product.
 */
import { computeTotals, type Discount } from "#app/shared/money/totals.ts";
import type { TaxRegime } from "#app/shared/money/tax.ts";
import type { BusinessDocument, DocumentLanguage, DocumentLine } from "./model.ts";

type LineInput = Omit<DocumentLine, "netCents">;

function priced(lines: LineInput[], regime: TaxRegime, discount: Discount | null) {
  const totals = computeTotals(lines, discount, regime);
  return {
    lines: lines.map((line, index) => ({
      ...line,
      taxRateBp: regime === "regular" ? line.taxRateBp : 0,
      netCents: totals.lineCents[index]!,
    })),
    totals,
  };
}

const customer = {
  company: "Müller & Söhne Logistik GmbH",
  contactName: "Jana Weiß",
  email: "jana.weiss@mueller-logistik.example",
  address: { street: "Friedrichstraße 123", postalCode: "10117", city: "Berlin", country: "DE" },
  vatId: null,
  buyerReference: null,
};

const event = {
  date: "2026-12-10",
  startTime: "14:00",
  durationMinutes: 180,
  place: "Kochschule am Spreeufer, Holzmarktstraße 25, 10243 Berlin",
  participants: 25,
};

/** An offer: German under § 19 by default; English, regular VAT with two rates and a discount on request. */
export function sampleOffer(
  options: { language?: DocumentLanguage; regime?: TaxRegime; discount?: Discount | null } = {},
): BusinessDocument {
  const language = options.language ?? "de";
  const regime = options.regime ?? "small_business";
  const en = language === "en";
  const { lines, totals } = priced(
    [
      {
        title: en ? "Team cooking: Christmas menu" : "Teamkochen: Weihnachtsmenü",
        detail: en
          ? "Three courses with a chef, aprons, all ingredients"
          : "Drei Gänge mit Profikoch, Schürzen, alle Zutaten",
        quantity: 25,
        unit: "person",
        unitPriceCents: 8900,
        taxRateBp: 1900,
      },
      {
        title: en ? "Drinks package" : "Getränkepauschale",
        detail: null,
        quantity: 25,
        unit: "person",
        unitPriceCents: 1850,
        taxRateBp: 700,
      },
      {
        title: en ? "Event host" : "Moderation",
        detail: null,
        quantity: 3,
        unit: "hour",
        unitPriceCents: 9500,
        taxRateBp: 1900,
      },
      {
        title: en ? "Decoration" : "Dekoration „Winterwald“",
        detail: null,
        quantity: 1,
        unit: "flat",
        unitPriceCents: 24000,
        taxRateBp: 1900,
      },
    ],
    regime,
    options.discount === undefined ? null : options.discount,
  );
  return {
    kind: "offer",
    language,
    number: "A-2026-0042",
    issueDate: "2026-11-26",
    customer,
    event,
    intro: null,
    lines,
    taxRegime: regime,
    totals,
    discount: options.discount ?? null,
    validUntil: "2026-12-03",
    deposit: { basisPoints: 5000, cents: Math.round(totals.grossCents / 2) },
    acceptance: null,
    serviceDate: null,
    dueDate: null,
    offerNumber: null,
    prepayments: [],
    cancels: null,
    amountDueCents: totals.grossCents,
  };
}

/** A final invoice after the event, less a deposit paid (German, § 19 unless asked). */
export function sampleFinalInvoice(
  options: { language?: DocumentLanguage; regime?: TaxRegime } = {},
): BusinessDocument {
  const offer = sampleOffer({ ...options, discount: null });
  const deposit = offer.deposit!.cents;
  return {
    ...offer,
    kind: "final_invoice",
    number: "R-2026-0107",
    issueDate: "2026-12-11",
    validUntil: null,
    deposit: null,
    serviceDate: "2026-12-10",
    dueDate: "2026-12-25",
    offerNumber: "A-2026-0042",
    prepayments: [{ number: "R-2026-0093", issueDate: "2026-11-28", grossCents: deposit }],
    amountDueCents: offer.totals.grossCents - deposit,
  };
}
