/**
 * Corrections to the CII that @e-invoice-eu/core (2.3.4) writes, applied alike to the
 * Factur-X XML it embeds (through e-invoice-pdfa.ts), the plain CII and the XRechnung:
 *
 * - the preceding invoice's date (BT-26): the library copies the UBL date as it is
 *   ("2026-11-28") into udt:DateTimeString, where CII's FormattedIssueDateTime wants
 *   qdt:DateTimeString in format 102 (20261128); the schema refuses the udt element;
 * - the seller identifier (BT-29): its mapping reads cac:PartyIdentification as an object
 *   while its schema wants an array, so it never writes the seller's ram:ID.
 */
import type { Seller } from "./e-invoice-seller.ts";

function escapeXml(text: string): string {
  return text.replace(/[<>&]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp" }[c]};`);
}

/** The seller identifier (BT-29) when neither VAT id nor register entry identifies it. */
export function sellerIdentifier(seller: Seller): string | null {
  return seller.vatId || seller.registration ? null : seller.taxNumber;
}

export function correctCii(xml: string, seller: Seller): string {
  let corrected = xml.replace(
    /(<ram:FormattedIssueDateTime>\s*)<udt:DateTimeString format="102">(\d{4})-?(\d{2})-?(\d{2})<\/udt:DateTimeString>/g,
    '$1<qdt:DateTimeString format="102">$2$3$4</qdt:DateTimeString>',
  );
  const id = sellerIdentifier(seller);
  if (id !== null && !/<ram:SellerTradeParty>\s*<ram:ID>/.test(corrected)) {
    // ram:ID is the first child of a trade party (CII D16B, before ram:Name).
    corrected = corrected.replace(
      /<ram:SellerTradeParty>(\s*)<ram:Name>/,
      `<ram:SellerTradeParty>$1<ram:ID>${escapeXml(id)}</ram:ID>$1<ram:Name>`,
    );
  }
  return corrected;
}
