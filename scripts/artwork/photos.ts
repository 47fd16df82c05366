/**
 * Real photos replace illustrations: app/content/images/<id>.jpg (or .jpeg/.png) becomes AVIF
 * and WebP variants at several widths, content-hashed, so an agency photo needs no code change.
 * A photo whose variants already exist for the same bytes is not encoded again.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ManifestImage } from "../../app/content/images.server.ts";
import {
  encodeVariant,
  openImage,
  orientedSize,
  photoFormats,
  pictureSources,
  variantName,
  variantWidths,
} from "../../server/media/encode.ts";
import { contentHash, exists, writeIfChanged } from "./files.ts";

// The widths, encoders and names are the server's too (server/media/encode.ts): pictures
// uploaded in the back office come in the same sizes.
export { PHOTO_WIDTHS, variantWidths } from "../../server/media/encode.ts";
/** Bump when the encoding settings change, so cached variants are rebuilt. */
const PIPELINE_VERSION = "1";

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

export async function processPhoto(
  id: string,
  file: string,
  artDir: string,
): Promise<ManifestImage> {
  const input = await readFile(file);
  const hash = contentHash(Buffer.concat([input, Buffer.from(PIPELINE_VERSION)]));
  // Width and height as the photo is seen (after its EXIF orientation).
  const size = orientedSize(await openImage(input).metadata());
  if (!size.width || !size.height)
    throw new Error(`Photo ${file} for "${id}": cannot read its size`);

  const widths = variantWidths(size.width);
  const base = `${id}.${hash}`;

  for (const format of photoFormats) {
    for (const w of widths) {
      const out = path.join(artDir, variantName(base, w, format.ext));
      if (await exists(out)) continue;
      await writeIfChanged(out, (await encodeVariant(input, w, format)).data);
    }
  }

  return {
    ...pictureSources(size, widths, (w, ext) => `/art/${variantName(base, w, ext)}`),
    photo: true,
  };
}
