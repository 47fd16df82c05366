/**
 * The business data's shapes, shared with the back office (decision 0056): what owners set
 * and what the screen is told about it.
 */
import type { TaxRegime } from "#app/shared/money/tax.ts";

export interface BusinessProfile {
  /** "Spreegeist Events – Inhaberin Lena Hartmann": on every document and the imprint. */
  legalName: string;
  /** The owner's name: signs documents, contact of the e-invoice. */
  owner: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** As printed: "030 8090 1234". */
  phone: string;
  /** The agency's address: printed on documents, the reply address of its mails. */
  email: string;
  /** Steuernummer at the tax office; null when only a VAT id is given. */
  taxNumber: string | null;
  /** USt-IdNr., "DE" and nine digits; required under the regular regime. */
  vatId: string | null;
  /** The one tax setting (decision 0131), for new offers. */
  taxRegime: TaxRegime;
  /** Electronic format, no spaces: "DE02120300000000202051". */
  iban: string;
  bic: string;
  bankName: string;
  /** Days from an invoice's date to its due day. */
  paymentDays: number;
}

/** What the screen shows: the data (the example while none is stored) and its state. */
export interface BusinessProfileAnswer {
  profile: BusinessProfile;
  /** `missing`: nothing stored; `example`: still the shipped example; `ready`: invoices go out. */
  state: "missing" | "example" | "ready";
}
