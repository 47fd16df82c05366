/**
 * The seller of every e-invoice: the agency's name, address, tax identification and bank
 * account, as EN 16931 wants them.
 */
import { site } from "#app/content/site.ts";
import { agencyBank } from "./bank.ts";

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
  /**
   * Register entry such as "HRB 123456 B" (BT-30, seller legal registration identifier);
   * null for a sole trader, who is in no register. Not the tax number (decision 0161).
   */
  registration: string | null;
  /** Where the customer pays to; without it the e-invoice carries payment terms only. */
  bank: BankAccount | null;
}

/** The seller of every document: the agency of site.ts, with its account of bank.ts. */
export function agencySeller(): Seller {
  const tax = site.tax as {
    taxNumber: string;
    vatId?: string | undefined;
    registration?: string | undefined;
  };
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
    registration: tax.registration ?? null,
    bank: { iban: agencyBank.iban, bic: agencyBank.bic, holder: agencyBank.holder },
  };
}
