/**
 * Pictures uploaded in the back office, stored in the database (not on one instance's
 * disk), so every server instance on the same PostgreSQL serves them. drizzle.config.ts
 * includes this file (docs/decisions/0093-pictures-in-the-database.md).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { bytea, time } from "../database/columns.ts";

/**
 * One picture: its size as seen (EXIF orientation applied), its alt text in both languages
 * and its focal point, where crops keep the subject (docs/decisions/0146).
 */
export const media = pgTable(
  "media",
  {
    /** `photo-<first 8 hex digits of the original's SHA-256>`: the same file is the same picture. */
    id: text("id").primaryKey(),
    /** The file name it was uploaded as (shown in the back office only). */
    originalName: text("original_name").notNull(),
    /** What the bytes were: 'jpeg', 'png' or 'webp'. */
    format: text("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Size of the uploaded file in bytes (the original is not kept). */
    originalBytes: integer("original_bytes").notNull(),
    altDe: text("alt_de").notNull(),
    altEn: text("alt_en").notNull(),
    /** The focal point: percent of the width from the left, 0–100; 50 is the centre. */
    focalX: integer("focal_x").notNull().default(50),
    /** The focal point: percent of the height from the top, 0–100; 50 is the centre. */
    focalY: integer("focal_y").notNull().default(50),
    /** The back-office user who uploaded it; null when that account was removed. */
    uploadedBy: text("uploaded_by"),
    createdAt: time("created_at").notNull(),
    updatedAt: time("updated_at").notNull(),
  },
  (table) => [
    index("media_created_at_idx").on(table.createdAt),
    check("media_size_check", sql`${table.width} > 0 AND ${table.height} > 0`),
    check(
      "media_focal_check",
      sql`${table.focalX} BETWEEN 0 AND 100 AND ${table.focalY} BETWEEN 0 AND 100`,
    ),
  ],
);

/** The encoded variants of a picture (AVIF and WebP per width), served at /media/<name>. */
export const mediaFiles = pgTable(
  "media_files",
  {
    /** `photo-ab12cd34.800.avif`: unique, immutable, the URL's last segment. */
    name: text("name").primaryKey(),
    mediaId: text("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [index("media_files_media_idx").on(table.mediaId)],
);
