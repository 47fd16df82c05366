/**
 * The fields a bank's CSV export is mapped to (decision 0198), in the order the mapping
 * screen asks for them: shared by the reader (server/bank/csv-statement.ts) and the screen
 * (app/admin/statements/CsvMapping.tsx). The booking day and the amount are required; a
 * currency column, where the bank gives one, keeps credits in another currency apart.
 */
export const CSV_FIELDS = [
  "bookedOn",
  "amount",
  "currency",
  "indicator",
  "debtorName",
  "iban",
  "remittance",
  "entryRef",
] as const;

export type CsvField = (typeof CSV_FIELDS)[number];

/**
 * The columns a mapping names, each by its header cell's text: the booking day and the amount
 * always, the others where the bank has them. Without a currency column every amount is in
 * EUR; without a Soll/Haben (debit/credit) column the amount's sign tells.
 */
export type CsvColumnMap = { bookedOn: string; amount: string } & {
  [Field in Exclude<CsvField, "bookedOn" | "amount">]?: string | undefined;
};
