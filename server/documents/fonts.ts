/**
 * The fonts of offer and invoice PDFs (pdf.ts): Inter 400 and 700, the static Latin cuts
 * that @fontsource/inter ships as WOFF files (the site's own Inter is a variable WOFF2,
 * which pdfkit cannot set in two weights). Read once per process and unpacked from WOFF to
 * a plain TrueType file in memory: pdfkit then parses it directly, where a WOFF would be
 * inflated again, table by table in JavaScript, for every document.
 *
 * Without the GSUB table (glyph substitutions: Inter's contextual alternates such as the
 * raised colon in "14:00"): shaping every word through it was about 40 % of a document's
 * render time, and a business letter needs none of it. Kerning (GPOS) stays.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";

export interface DocumentFonts {
  regular: Buffer;
  bold: Buffer;
}

let cached: DocumentFonts | null = null;

/** Inter regular and bold as TrueType, read and unpacked on the first call only. */
export function documentFonts(): DocumentFonts {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const load = (weight: number) =>
      woffToSfnt(
        readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
        ["GSUB"],
      );
    cached = { regular: load(400), bold: load(700) };
  }
  return cached;
}

/**
 * A WOFF 1.0 file as the TrueType/OpenType file it wraps (W3C WOFF 1.0, section 5): each
 * table inflated when its stored length is below its original length, laid out again on
 * four-byte boundaries behind a fresh offset table. Metadata and private blocks are dropped,
 * and so are the tables named in `omit`.
 */
export function woffToSfnt(woff: Buffer, omit: readonly string[] = []): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const flavor = woff.readUInt32BE(4);
  const tables = Array.from({ length: woff.readUInt16BE(12) }, (_, index) => {
    const entry = 44 + index * 20;
    const tag = woff.toString("latin1", entry, entry + 4);
    if (omit.includes(tag)) return null;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error("WOFF table of the wrong length");
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  }).filter((table) => table !== null);
  const numTables = tables.length;

  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const sfnt = Buffer.alloc(size);

  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);

  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
