/** A picture as the back office's pictures page lists it (GET, POST and PATCH /api/admin/media). */
import type { FocalPoint } from "#app/shared/focal-point.ts";
import { mediaUrl, type MediaRecord } from "./store.ts";
import type { PictureUse } from "./usage.ts";

/** What the back office's list shows of a picture. */
export interface MediaListItem {
  id: string;
  alt: { de: string; en: string };
  /** Where crops on the site keep the subject: percent from the left and the top. */
  focal: FocalPoint;
  width: number;
  height: number;
  format: string;
  originalName: string;
  originalBytes: number;
  /** The smallest WebP, for the grid. */
  thumbnail: string;
  /** The published documents that show it: while there are any, it cannot be deleted. */
  usedIn: PictureUse[];
  /** Every variant's address with its width and type. */
  variants: Array<{ url: string; type: string; width: number; height: number }>;
  createdAt: string;
}

export function listItem(record: MediaRecord, usedIn: PictureUse[] = []): MediaListItem {
  const webp = record.variants.filter((v) => v.contentType === "image/webp");
  return {
    id: record.id,
    alt: record.alt,
    focal: record.focal,
    width: record.width,
    height: record.height,
    format: record.format,
    originalName: record.originalName,
    originalBytes: record.originalBytes,
    thumbnail: mediaUrl((webp[0] ?? record.variants[0])?.name ?? ""),
    usedIn,
    variants: record.variants.map((v) => ({
      url: mediaUrl(v.name),
      type: v.contentType,
      width: v.width,
      height: v.height,
    })),
    createdAt: record.createdAt.toISOString(),
  };
}
