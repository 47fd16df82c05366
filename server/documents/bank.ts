/** "DE89 3704 0044 0532 0130 00": an IBAN in groups of four, as it is printed. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}
