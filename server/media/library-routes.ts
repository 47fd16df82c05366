/**
 * The picture library under /api/admin/media: every picture staff can put in an `image`
 * field, the uploads and the site's own illustrations in one list, each with where published
 * content uses it and a thumbnail at /api/admin/media/thumbnails/<name>.webp (docs/decisions/0141).
 * Registered by the media plugin (./routes.ts), so every route passes the role guard.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Locale } from "#app/i18n/locales.ts";
import type { AdminFeatureOptions } from "../admin/types.ts";
import { parseInput } from "../http/guards.ts";
import { DomainError } from "../domain-error.ts";
import { artDirectory, listIllustrations, type Illustration } from "./illustrations.ts";
import { findMedia, listMedia, readMediaFile, type MediaRecord } from "./store.ts";
import { makeThumbnail, THUMBNAIL_NAME, ThumbnailCache, thumbnailOfFile } from "./thumbnails.ts";
import { pictureUses, type PictureUse } from "./usage.ts";

const team = { roles: ["owner", "staff"] as const };

/** One picture of the library, as the picker and the pictures page show it. */
export interface LibraryPicture {
  /** What an `image` field holds: an upload's `photo-…` id or an illustration's artwork id. */
  id: string;
  source: "upload" | "illustration";
  alt: Record<Locale, string>;
  /** The upload's file name, or the illustration's id. */
  name: string;
  /** The thumbnail's address (a WebP about 320 px wide). */
  thumbnail: string;
  /** The published documents that show it. */
  usedIn: PictureUse[];
}

export const THUMBNAIL_PATH = "/api/admin/media/thumbnails/";

export function uploadThumbnail(record: MediaRecord): string {
  return `${THUMBNAIL_PATH}${record.id}.webp`;
}

const thumbnailParams = z.object({
  name: z.string().max(120).regex(THUMBNAIL_NAME, "This is not a thumbnail's name."),
});

export async function mediaLibraryRoutes(app: FastifyInstance, options: AdminFeatureOptions) {
  const { database, config } = options;
  const artDir = artDirectory(config.siteDir);
  // The build does not change while the server runs.
  let illustrations: Illustration[] | undefined;
  const allIllustrations = () => (illustrations ??= listIllustrations(artDir));
  const cache = new ThumbnailCache();

  app.get("/media/library", { config: team }, async () => {
    const { uploads, uses } = await database.run(async (db) => ({
      uploads: await listMedia(db),
      uses: await pictureUses(db),
    }));
    const pictures: LibraryPicture[] = [
      ...uploads.map((record) => ({
        id: record.id,
        source: "upload" as const,
        alt: record.alt,
        name: record.originalName,
        thumbnail: uploadThumbnail(record),
        usedIn: uses.get(record.id) ?? [],
      })),
      ...allIllustrations().map((art) => ({
        id: art.id,
        source: "illustration" as const,
        alt: art.alt,
        name: art.id,
        thumbnail: `${THUMBNAIL_PATH}${art.base}.webp`,
        usedIn: uses.get(art.id) ?? [],
      })),
    ];
    return { pictures };
  });

  // Thumbnails are of public pictures and their names change with their bytes: the browser
  // may keep them (the admin scope's `no-store` is for answers that are not).
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith(THUMBNAIL_PATH) && reply.statusCode === 200) {
      reply.header("cache-control", "private, max-age=31536000, immutable");
    }
    return payload;
  });

  app.get("/media/thumbnails/:name", { config: team }, async (request, reply) => {
    const { name } = parseInput(thumbnailParams, request.params);
    const base = name.slice(0, -".webp".length);
    const bytes = await cache.get(name, async () => {
      const art = allIllustrations().find((entry) => entry.base === base);
      if (art) return thumbnailOfFile(art.file);
      if (!/^photo-[0-9a-f]{12}$/.test(base)) return undefined;
      // An upload: its smallest WebP variant is plenty for a thumbnail.
      const source = await database.run(async (db) => {
        const record = await findMedia(db, base);
        const variant = record?.variants.find((v) => v.contentType === "image/webp");
        return variant ? readMediaFile(db, variant.name) : undefined;
      });
      return source ? makeThumbnail(source.bytes) : undefined;
    });
    if (!bytes) throw new DomainError("not_found", "not_found", "There is no such picture.");
    return reply.type("image/webp").send(bytes);
  });
}
