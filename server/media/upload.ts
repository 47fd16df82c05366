/**
 * An uploaded file becomes a picture: its real format read from the bytes (never from the
 * file name or the Content-Type the browser sent), refused unless JPEG, PNG or WebP, then
 * encoded to AVIF and WebP at the layout's widths (./encode.ts). Nothing is stored here:
 * the caller writes the result in one transaction (./store.ts).
 */
import { createHash } from "node:crypto";
import {
  encodeVariant,
  MAX_INPUT_PIXELS,
  openImage,
  orientedSize,
  photoFormats,
  variantName,
  variantWidths,
} from "./encode.ts";
import type { NewMedia } from "./store.ts";
import { DomainError } from "../domain-error.ts";

/** The largest upload: a full-resolution camera JPEG fits. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const ACCEPTED_FORMATS = ["jpeg", "png", "webp"] as const;

/** Why an upload is refused; the admin routes turn it into a JSON error naming `file`. */
export class PictureRefused extends DomainError {
  constructor(
    kind: "too_large" | "unsupported" | "unacceptable",
    code:
      | "file_too_large"
      | "not_a_picture"
      | "unsupported_format"
      | "too_many_pixels"
      | "damaged_picture",
    message: string,
  ) {
    super(kind, code, message);
    this.name = "PictureRefused";
  }
}

export const refusals = {
  tooLarge: () =>
    new PictureRefused(
      "too_large",
      "file_too_large",
      "The picture is larger than 15 MB. Please reduce it.",
    ),
  notAPicture: () =>
    new PictureRefused(
      "unsupported",
      "not_a_picture",
      "This file is not a picture (JPEG, PNG or WebP).",
    ),
  unsupported: (format: string) =>
    new PictureRefused(
      "unsupported",
      "unsupported_format",
      `This picture is a ${format.toUpperCase()} file: please upload JPEG, PNG or WebP.`,
    ),
  tooManyPixels: () =>
    new PictureRefused(
      "unacceptable",
      "too_many_pixels",
      `The picture has more than ${MAX_INPUT_PIXELS / 1e6} megapixels. Please reduce it.`,
    ),
  damaged: (detail: string) =>
    new PictureRefused("unacceptable", "damaged_picture", `The picture cannot be read: ${detail}`),
};

/** `photo-` and the first 12 hex digits of the file's SHA-256: the same file, the same id. */
export function pictureId(bytes: Buffer): string {
  return `photo-${createHash("sha256").update(bytes).digest("hex").slice(0, 12)}`;
}

export const PICTURE_ID = /^photo-[0-9a-f]{12}$/;
export const VARIANT_NAME = /^photo-[0-9a-f]{12}\.\d{1,5}\.(?:avif|webp)$/;

export interface InspectedPicture {
  id: string;
  format: (typeof ACCEPTED_FORMATS)[number];
  width: number;
  height: number;
}

/** Reads the format and size from the bytes; refuses anything but a readable JPEG/PNG/WebP. */
export async function inspectPicture(bytes: Buffer): Promise<InspectedPicture> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw refusals.tooLarge();
  if (bytes.length === 0) throw refusals.notAPicture();
  let format: string | undefined;
  let size: { width: number; height: number };
  try {
    const meta = await openImage(bytes).metadata();
    format = meta.format;
    size = orientedSize(meta);
  } catch (error) {
    // sharp refuses to even read the header of a picture beyond the pixel limit.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw refusals.tooManyPixels();
    }
    throw refusals.notAPicture();
  }
  if (!format) throw refusals.notAPicture();
  if (!(ACCEPTED_FORMATS as readonly string[]).includes(format)) throw refusals.unsupported(format);
  if (!size.width || !size.height) throw refusals.damaged("it has no size.");
  if (size.width * size.height > MAX_INPUT_PIXELS) throw refusals.tooManyPixels();
  return { id: pictureId(bytes), format: format as InspectedPicture["format"], ...size };
}

// One picture is encoded at a time in this process (AVIF is CPU-heavy; pages must stay fast).
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Encodes every variant (AVIF and WebP at each width); sharp works off the event loop. */
export function encodePicture(
  bytes: Buffer,
  picture: InspectedPicture,
): Promise<NewMedia["files"]> {
  return oneAtATime(async () => {
    const files: NewMedia["files"] = [];
    try {
      for (const format of photoFormats) {
        for (const width of variantWidths(picture.width)) {
          const encoded = await encodeVariant(bytes, width, format);
          files.push({
            name: variantName(picture.id, width, format.ext),
            contentType: format.type,
            width: encoded.width,
            height: encoded.height,
            bytes: encoded.data,
          });
        }
      }
    } catch (error) {
      throw refusals.damaged(error instanceof Error ? error.message : "unknown error.");
    }
    return files;
  });
}
