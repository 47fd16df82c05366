/**
 * The agency's bank account as offers and invoices print it (pdf.ts). Fictional, in a valid
 * format (the IBAN passes the mod-97 check). It lives here rather than in
 * app/content/site.ts while the tax settings there are being reworked; move it into
 * `site` beside `tax` when the real agency's account is known.
 */
export const agencyBank = {
  holder: "Lena Hartmann",
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  bankName: "Commerzbank",
} as const;

/** "DE89 3704 0044 0532 0130 00": an IBAN in groups of four, as it is printed. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

/** Whether an IBAN's check digits are right (ISO 13616: the number mod 97 is 1). */
export function ibanIsValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
