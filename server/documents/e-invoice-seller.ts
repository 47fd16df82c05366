/**
 * The seller of every e-invoice: the agency's name, address, tax identification and bank
 * account, as EN 16931 wants them, from its business data (server/business).
 */
import { site } from "#app/content/site.ts";
import { exampleProfile, type BusinessProfile } from "../business/profile.ts";

/** A bank account for payment by SEPA credit transfer (payment means 58). */
export interface BankAccount {
  iban: string;
  bic?: string | undefined;
  /** Account holder; the seller's legal name when not given. */
  holder?: string | undefined;
}

/** The agency as the seller on an e-invoice. */
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
  taxNumber: string | null;
  /**
   * Register entry such as "HRB 123456 B" (BT-30, seller legal registration identifier);
   * null for a sole trader, who is in no register. Not the tax number (decision 0161).
   */
  registration: string | null;
  /** Where the customer pays to; without it the e-invoice carries payment terms only. */
  bank: BankAccount | null;
}

/** The seller of a document: the brand of site.ts, the rest from the business data. */
export function agencySeller(agency: BusinessProfile = exampleProfile()): Seller {
  return {
    name: site.brand,
    legalName: agency.legalName,
    address: {
      street: agency.street,
      postalCode: agency.postalCode,
      city: agency.city,
      country: agency.country,
    },
    contact: { name: agency.owner, phone: agency.phone, email: agency.email },
    vatId: agency.vatId,
    taxNumber: agency.taxNumber,
    registration: null,
    bank: { iban: agency.iban, bic: agency.bic, holder: agency.owner },
  };
}
