/**
 * A small CSV reader as spreadsheets read a file: `separator` between cells, CRLF or LF
 * between records. `quotes: "anywhere"`: a double quote anywhere starts or ends a quoted
 * stretch (a doubled one inside is a quote); `"cell-start"`, as Excel and Python's csv read:
 * only a quote that opens a cell quotes, and after its closing quote the rest up to the next
 * separator is taken as it is. Tests read the exports with both separators and both ways to
 * see what English and German spreadsheets see.
 */
export function parseCsv(
  text: string,
  separator: "," | ";",
  quotes: "anywhere" | "cell-start" = "anywhere",
): string[][] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  const endRecord = () => {
    record.push(cell);
    records.push(record);
    record = [];
    cell = "";
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (source[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && (quotes === "anywhere" || cell === "")) quoted = true;
    else if (char === separator) {
      record.push(cell);
      cell = "";
    } else if (char === "\r" && source[i + 1] === "\n") {
      endRecord();
      i++;
    } else if (char === "\n") endRecord();
    else cell += char;
  }
  if (cell !== "" || record.length > 0) endRecord();
  return records;
}

/** Cells a spreadsheet would run as a formula. */
export function formulaCells(records: string[][]): string[] {
  return records.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));
}
