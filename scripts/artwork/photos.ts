/**
 * Real photos replace illustrations: app/content/images/<id>.jpg (or .jpeg/.png) becomes AVIF
 * and WebP variants at several widths, content-hashed, so an agency photo needs no code change.
 * A photo whose variants already exist for the same bytes is not encoded again.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import type { ManifestImage } from "../../app/content/images.server.ts";
import { contentHash, exists, writeIfChanged } from "./files.ts";

export const PHOTO_WIDTHS = [480, 800, 1200] as const;
/** The <img> fallback width: what a card shows on most screens. */
const FALLBACK_WIDTH = 800;
/** Bump when the encoding settings change, so cached variants are rebuilt. */
const PIPELINE_VERSION = "1";

const formats = [
  { ext: "avif", type: "image/avif", encode: (s: Sharp) => s.avif({ quality: 55, effort: 2 }) },
  { ext: "webp", type: "image/webp", encode: (s: Sharp) => s.webp({ quality: 78 }) },
] as const;

/** Photos in the folder by artwork id. */
export async function findPhotos(photosDir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const names = await readdir(photosDir).catch(() => [] as string[]);
  for (const name of names.sort()) {
    const match = /^(.+)\.(jpe?g|png)$/i.exec(name);
    const id = match?.[1];
    if (!id) continue;
    if (found.has(id)) throw new Error(`Two photos for artwork "${id}" in ${photosDir}: keep one`);
    found.set(id, path.join(photosDir, name));
  }
  return found;
}

/** Widths to produce: the standard ones up to the photo's own width, never upscaled. */
export function variantWidths(originalWidth: number): number[] {
  const widths = PHOTO_WIDTHS.filter((w) => w <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

export async function processPhoto(
  id: string,
  file: string,
  artDir: string,
): Promise<ManifestImage> {
  const input = await readFile(file);
  const hash = contentHash(Buffer.concat([input, Buffer.from(PIPELINE_VERSION)]));
  // rotate() applies the EXIF orientation, so width and height are as the photo is seen.
  const meta = await sharp(input).rotate().metadata();
  const oriented = (meta.orientation ?? 1) >= 5;
  const width = (oriented ? meta.height : meta.width) ?? 0;
  const height = (oriented ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw new Error(`Photo ${file} for "${id}": cannot read its size`);

  const widths = variantWidths(width);
  const sizeAt = (w: number) => ({ width: w, height: Math.round((height * w) / width) });
  const name = (w: number, ext: string) => `${id}.${hash}.${w}.${ext}`;

  for (const format of formats) {
    for (const w of widths) {
      const out = path.join(artDir, name(w, format.ext));
      if (await exists(out)) continue;
      const data = await format.encode(sharp(input).rotate().resize({ width: w })).toBuffer();
      await writeIfChanged(out, data);
    }
  }

  const fallback = [...widths].reverse().find((w) => w <= FALLBACK_WIDTH) ?? Math.min(...widths);
  return {
    src: `/art/${name(fallback, "webp")}`,
    ...sizeAt(fallback),
    sources: formats.map((format) => ({
      type: format.type,
      srcSet: widths.map((w) => `/art/${name(w, format.ext)} ${w}w`).join(", "),
    })),
    photo: true,
  };
}
