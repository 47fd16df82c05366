/**
 * The business data's shapes, shared with the back office (decision 0056): what owners set
 * and what the screen is told about it.
 */
import type { AgencyFacts } from "#app/content/site.ts";

/** The agency's facts (app/content/site.ts, shown on the site too) and its bank details. */
export interface BusinessProfile extends AgencyFacts {
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
