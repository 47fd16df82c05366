/**
 * The CSV cells of both lead exports: the back office's (`;` between cells, for German
 * Excel; server/admin/leads-export.ts) and `npm run leads -- --csv` (`,`; server/leads.ts).
 *
 * A spreadsheet may read either file with either separator (English Excel and Google
 * Sheets split at `,`, German Excel at `;`), so:
 * - every cell is in double quotes (RFC 4180, quotes doubled), so a `,` or `;` a visitor
 *   wrote never splits a cell, whichever separator the file is read with;
 * - a cell a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a
 *   leading apostrophe (OWASP, "CSV Injection"): a visitor cannot plant a formula in the
 *   agency's sheet.
 */

export type CsvSeparator = "," | ";";
export type CsvValue = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

/** One cell: quoted, quotes doubled, a formula's first character defused. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One record, CRLF-terminated. */
export function csvLine(cells: readonly CsvValue[], separator: CsvSeparator): string {
  return `${cells.map(csvCell).join(separator)}\r\n`;
}
