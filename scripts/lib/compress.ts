/**
 * Writes .br (and, unless told not to, .gz) next to every compressible file of the build
 * (served from memory): the site's files in both forms, the back office's in brotli only.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".xml",
  ".txt",
  ".data",
  ".json",
  ".webmanifest",
  ".ico",
]);

export async function compressDirectory(
  dir: string,
  options: { gzip?: boolean } = {},
): Promise<number> {
  const withGzip = options.gzip ?? true;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && compressible.has(path.extname(e.name)))
    .map((e) => path.join(e.parentPath, e.name));
  let written = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        withGzip ? gz(data, { level: 9 }) : undefined,
      ]);
      // Keep a compressed form only where it actually saves bytes.
      if (br.length < data.length) {
        await writeFile(`${file}.br`, br);
        written++;
      }
      if (gzipped && gzipped.length < data.length) {
        await writeFile(`${file}.gz`, gzipped);
        written++;
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return written;
}
