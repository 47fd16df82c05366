/**
 * The CSV cells of both lead exports: the back office's (`;` between cells, for German
 * Excel; server/leads/export-files.ts) and `npm run leads -- --csv` (`,`; server/leads/cli-table.ts).
 *
 * A spreadsheet may read either file with either separator (English Excel and Google
 * Sheets split at `,`, German Excel at `;`), so:
 * - every cell is in double quotes (RFC 4180, quotes doubled), so a `,` or `;` a visitor
 *   wrote never splits a cell, whichever separator the file is read with;
 * - a cell a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a
 *   leading apostrophe (OWASP, "CSV Injection"): a visitor cannot plant a formula in the
 *   agency's sheet;
 * - so does such a character right after a `,`, `;` or line break inside a cell: Excel (and
 *   most CSV readers) take a quote as quoting only at the start of a cell, so a `;` file read
 *   with `,` splits `"Name";"x,=1+2,"` inside the quotes, and `=1+2` would start a cell.
 *   The visible cost is an apostrophe after a separator that a formula character follows.
 */

export type CsvSeparator = "," | ";";
export type CsvValue = string | number | null | undefined;

/** A formula's first character where a spreadsheet may start a cell: the start, or after a split. */
const formulaStart = /(^|[,;\r\n])([=+\-@\t\r])/g;

/** One cell: quoted, quotes doubled, every possible formula start defused. */
export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? "" : String(value);
  return `"${text.replace(formulaStart, "$1'$2").replace(/"/g, '""')}"`;
}

/** One record, CRLF-terminated. */
export function csvLine(cells: readonly CsvValue[], separator: CsvSeparator): string {
  return `${cells.map(csvCell).join(separator)}\r\n`;
}
