/**
 * The site's one typeface, Inter, subset at build time from the @fontsource-variable
 * package: Latin-1 plus the typographic punctuation and symbols our copy uses, and only the
 * weights we set (400 to 700). 48 KB become about 28 KB, preloaded by every page.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import { root } from "./lib/build-stamp.ts";

const source = path.join(
  root,
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
export const subsetFontFile = path.join(root, "app/fonts/generated/inter-latin-400-700.woff2");

function characters(): string {
  const chars: string[] = [];
  for (let code = 0x20; code <= 0x7e; code++) chars.push(String.fromCodePoint(code));
  for (let code = 0xa0; code <= 0xff; code++) chars.push(String.fromCodePoint(code));
  return `${chars.join("")}€–—‘’‚“”„…•·→←↑↓×−©®™§‹›«»`;
}

const weights = { min: 400, max: 700 };

/** Writes the subset font unless one made from the same source and settings is there. */
export async function generateFonts(): Promise<void> {
  const sourceData = await readFile(source);
  const text = characters();
  const key = createHash("sha256")
    .update(sourceData)
    .update(text)
    .update(JSON.stringify(weights))
    .digest("hex");
  const keyFile = `${subsetFontFile}.key`;
  if (
    existsSync(subsetFontFile) &&
    existsSync(keyFile) &&
    (await readFile(keyFile, "utf8")) === key
  )
    return;
  const subset = await subsetFont(sourceData, text, {
    targetFormat: "woff2",
    variationAxes: { wght: weights },
  });
  await mkdir(path.dirname(subsetFontFile), { recursive: true });
  await writeFile(subsetFontFile, subset);
  await writeFile(keyFile, key);
}
