/**
 * The one photo pipeline: the widths the layout uses, the AVIF and WebP encoders, the
 * variant names and the `<picture>` shape. The build's photos (scripts/artwork/photos.ts)
 * and the pictures uploaded in the back office (./upload.ts) both use it, so an uploaded
 * picture comes in exactly the sizes the site's cards and pages ask for
 * (docs/decisions/0093-pictures-in-the-database.md).
 */
import sharp, { type Metadata, type Sharp } from "sharp";
import type { ImageRef } from "#app/content/images.server.ts";

/** The widths the layout's `sizes` ask for (cards, event pages, wide screens). */
export const PHOTO_WIDTHS = [480, 800, 1200] as const;
/** The `<img>` fallback width: what a card shows on most screens. */
export const FALLBACK_WIDTH = 800;

export const photoFormats = [
  {
    ext: "avif",
    type: "image/avif",
    encode: (s: Sharp) => s.avif({ quality: 55, effort: 2 }),
  },
  { ext: "webp", type: "image/webp", encode: (s: Sharp) => s.webp({ quality: 78 }) },
] as const;

export type PhotoFormat = (typeof photoFormats)[number];
export type PhotoExtension = PhotoFormat["ext"];

/**
 * At most this many pixels are decoded: a 15 MB file can claim a gigapixel canvas (a
 * "decompression bomb"); 80 megapixels is more than any camera the agency uses.
 */
export const MAX_INPUT_PIXELS = 80_000_000;

/** Opens bytes for sharp with the pixel limit and refusing damaged files. */
export function openImage(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
}

/** Widths to produce: the standard ones up to the photo's own width, never upscaled. */
export function variantWidths(originalWidth: number): number[] {
  const widths = PHOTO_WIDTHS.filter((w) => w <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

/** The width the `<img>` falls back to: the largest variant not wider than FALLBACK_WIDTH. */
export function fallbackWidth(widths: readonly number[]): number {
  return [...widths].reverse().find((w) => w <= FALLBACK_WIDTH) ?? Math.min(...widths);
}

/** Width and height as the photo is seen, after its EXIF orientation. */
export function orientedSize(meta: Metadata): { width: number; height: number } {
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width: (turned ? meta.height : meta.width) ?? 0,
    height: (turned ? meta.width : meta.height) ?? 0,
  };
}

/** A variant's height at `width`, keeping the aspect ratio. */
export function heightAt(size: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((size.height * width) / size.width));
}

/** A variant's file name: `<base>.<width>.<ext>`, e.g. `photo-ab12cd34.800.avif`. */
export function variantName(base: string, width: number, ext: string): string {
  return `${base}.${width}.${ext}`;
}

/**
 * One variant: turned upright (EXIF orientation), resized, encoded. sharp writes no
 * metadata unless asked, so EXIF (camera, GPS position) never reaches the output.
 */
export async function encodeVariant(
  input: Buffer,
  width: number,
  format: PhotoFormat,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await format
    .encode(openImage(input).rotate().resize({ width }))
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * What a `<picture>` needs, without the alt text: the fallback WebP as `src` with its
 * size, and an AVIF and a WebP `srcSet` over all widths. `url(width, ext)` says where a
 * variant is served.
 */
export function pictureSources(
  size: { width: number; height: number },
  widths: readonly number[],
  url: (width: number, ext: PhotoExtension) => string,
): Omit<ImageRef, "alt"> {
  const fallback = fallbackWidth(widths);
  return {
    src: url(fallback, "webp"),
    width: fallback,
    height: heightAt(size, fallback),
    sources: photoFormats.map((format) => ({
      type: format.type,
      srcSet: widths.map((w) => `${url(w, format.ext)} ${w}w`).join(", "),
    })),
  };
}
