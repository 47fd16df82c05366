/**
 * The payment QR code German banking apps scan ("GiroCode", EPC069-12 version 002): a SEPA
 * credit transfer with the recipient, IBAN, amount and the invoice number as the reference.
 * The payload is plain text (one field a line); the QR code itself is drawn by the `qrcode`
 * library (server/documents/girocode.server.ts and the offer page).
 */

export interface GiroCodePayment {
  /** The account holder as the bank knows them (at most 70 characters). */
  name: string;
  /** Electronic format, no spaces. */
  iban: string;
  /** Optional in version 002 within the EEA; given when known. */
  bic: string | null;
  /** 1 cent to 999,999,999.99 €. */
  cents: number;
  /** Unstructured remittance text: the invoice number (at most 140 characters). */
  reference: string;
}

/** The EPC069-12 payload, lines joined by LF, UTF-8 (character set 1). */
export function giroCodePayload(payment: GiroCodePayment): string {
  if (!Number.isInteger(payment.cents) || payment.cents < 1 || payment.cents > 99_999_999_999) {
    throw new RangeError(`GiroCode amount out of range: ${payment.cents}`);
  }
  const amount = `EUR${Math.floor(payment.cents / 100)}.${String(payment.cents % 100).padStart(2, "0")}`;
  return [
    "BCD",
    "002",
    "1",
    "SCT",
    payment.bic ?? "",
    payment.name.slice(0, 70),
    payment.iban,
    amount,
    "",
    "",
    payment.reference.slice(0, 140),
  ].join("\n");
}
