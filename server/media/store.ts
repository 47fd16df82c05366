/**
 * Pictures in the database: one `media` row and its `media_files` (the encoded variants),
 * written in one transaction, so a picture is there with all its variants or not at all.
 */
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../database/connection.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { ImageRef } from "#app/content/images.server.ts";
import type { FocalPoint } from "#app/shared/focal-point.ts";
import { pictureSources, type PhotoExtension } from "./encode.ts";
import { media, mediaFiles } from "./schema.ts";

/** Where a variant is served (server/media/serve-routes.ts). */
export const MEDIA_PATH = "/media/";

export interface MediaVariant {
  /** `photo-ab12cd34ef56.800.avif`, served at `/media/<name>`. */
  name: string;
  contentType: string;
  width: number;
  height: number;
}

/** A picture as the content layer and the back office see it (no bytes). */
export interface MediaRecord {
  id: string;
  originalName: string;
  /** What was uploaded: 'jpeg', 'png' or 'webp'. */
  format: string;
  /** Size as seen (EXIF orientation applied). */
  width: number;
  height: number;
  originalBytes: number;
  alt: Record<Locale, string>;
  /** Where crops keep the subject (percent from the left and the top; 50/50 the centre). */
  focal: FocalPoint;
  uploadedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  variants: MediaVariant[];
}

type MediaRow = typeof media.$inferSelect;

const variantColumns = {
  name: mediaFiles.name,
  mediaId: mediaFiles.mediaId,
  contentType: mediaFiles.contentType,
  width: mediaFiles.width,
  height: mediaFiles.height,
};

function toRecord(row: MediaRow, variants: MediaVariant[]): MediaRecord {
  return {
    id: row.id,
    originalName: row.originalName,
    format: row.format,
    width: row.width,
    height: row.height,
    originalBytes: row.originalBytes,
    alt: { de: row.altDe, en: row.altEn },
    focal: { x: row.focalX, y: row.focalY },
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    variants,
  };
}

async function withVariants(db: Db, rows: MediaRow[]): Promise<MediaRecord[]> {
  if (rows.length === 0) return [];
  const files = await db
    .select(variantColumns)
    .from(mediaFiles)
    .where(
      inArray(
        mediaFiles.mediaId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(mediaFiles.width), asc(mediaFiles.name));
  const byMedia = new Map<string, MediaVariant[]>();
  for (const { mediaId, ...variant } of files) {
    const list = byMedia.get(mediaId) ?? [];
    list.push(variant);
    byMedia.set(mediaId, list);
  }
  return rows.map((row) => toRecord(row, byMedia.get(row.id) ?? []));
}

/**
 * Every picture by id, for the content layer: an event's `image` holding a picture id is
 * resolved with `mediaImageRef(index.get(id), locale)` when its pages are rendered.
 * Pass a database handle or a transaction (`database.run((db) => loadMediaIndex(db))`).
 */
export async function loadMediaIndex(db: Db): Promise<Map<string, MediaRecord>> {
  const rows = await db.select().from(media).orderBy(asc(media.createdAt), asc(media.id));
  return new Map((await withVariants(db, rows)).map((record) => [record.id, record]));
}

/** Newest first, for the back office's list. */
export async function listMedia(db: Db): Promise<MediaRecord[]> {
  const rows = await db.select().from(media).orderBy(desc(media.createdAt), asc(media.id));
  return withVariants(db, rows);
}

export async function findMedia(db: Db, id: string): Promise<MediaRecord | undefined> {
  const rows = await db.select().from(media).where(eq(media.id, id));
  return (await withVariants(db, rows))[0];
}

export interface NewMedia {
  id: string;
  originalName: string;
  format: string;
  width: number;
  height: number;
  originalBytes: number;
  alt: Record<Locale, string>;
  uploadedBy: string | null;
  files: Array<MediaVariant & { bytes: Buffer }>;
}

/**
 * Inserts a picture and all its variants; call it inside a transaction. When the same
 * picture (same id) is already stored, nothing is written and false is returned.
 */
export async function insertMedia(tx: Db, picture: NewMedia, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(media)
    .values({
      id: picture.id,
      originalName: picture.originalName,
      format: picture.format,
      width: picture.width,
      height: picture.height,
      originalBytes: picture.originalBytes,
      altDe: picture.alt.de,
      altEn: picture.alt.en,
      uploadedBy: picture.uploadedBy,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: media.id })
    .returning({ id: media.id });
  if (inserted.length === 0) return false;
  for (const file of picture.files) {
    // One row at a time: a few hundred kB each, no need for one huge statement.
    await tx.insert(mediaFiles).values({ ...file, mediaId: picture.id });
  }
  return true;
}

/** What an edit of a picture changes: its alt texts, its focal point, or both. */
export interface MediaChange {
  alt?: Record<Locale, string> | undefined;
  focal?: FocalPoint | undefined;
}

/** Changes the alt texts and/or the focal point; false when there is no such picture. */
export async function updateMedia(
  tx: Db,
  id: string,
  change: MediaChange,
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(media)
    .set({
      ...(change.alt ? { altDe: change.alt.de, altEn: change.alt.en } : {}),
      ...(change.focal ? { focalX: change.focal.x, focalY: change.focal.y } : {}),
      updatedAt: now,
    })
    .where(eq(media.id, id))
    .returning({ id: media.id });
  return updated.length > 0;
}

/** Deletes a picture and (by the foreign key's cascade) its variants. */
export async function deleteMedia(tx: Db, id: string): Promise<boolean> {
  const deleted = await tx.delete(media).where(eq(media.id, id)).returning({ id: media.id });
  return deleted.length > 0;
}

/** One variant's bytes for serving, or undefined. */
export async function readMediaFile(
  db: Db,
  name: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const rows = await db
    .select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(eq(mediaFiles.name, name));
  return rows[0];
}

/** A variant's public address. */
export function mediaUrl(name: string): string {
  return `${MEDIA_PATH}${name}`;
}

/**
 * What an `<img>`/`<picture>` needs for a stored picture, the same shape as the build's
 * photos (ImageRef): `src` is the fallback width's WebP, `sources` an AVIF and a WebP
 * srcSet over every width, `width`/`height` those of the fallback variant, `focal` where
 * crops keep the subject.
 */
export function mediaImageRef(record: MediaRecord, locale: Locale): ImageRef {
  const byKey = new Map(record.variants.map((v) => [`${v.width}.${extensionOf(v)}`, v]));
  const widths = [...new Set(record.variants.map((v) => v.width))].sort((a, b) => a - b);
  if (widths.length === 0) throw new Error(`Picture ${record.id} has no variants`);
  const url = (width: number, ext: PhotoExtension) => {
    const variant = byKey.get(`${width}.${ext}`);
    if (!variant) throw new Error(`Picture ${record.id} has no ${ext} at ${width} px`);
    return mediaUrl(variant.name);
  };
  const sources = pictureSources(record, widths, url);
  const fallback = record.variants.find((v) => mediaUrl(v.name) === sources.src);
  return {
    ...sources,
    height: fallback?.height ?? sources.height,
    alt: record.alt[locale],
    focal: record.focal,
  };
}

function extensionOf(variant: MediaVariant): string {
  return variant.name.slice(variant.name.lastIndexOf(".") + 1);
}
