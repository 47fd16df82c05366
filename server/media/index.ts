/**
 * Pictures uploaded in the back office (server-only; docs/decisions/0093 and 0094).
 *
 * The content layer's contract: a picture id (`photo-<12 hex>`) stored in an event's
 * `image` field is resolved when pages render with
 *
 *     const index = await database.run((db) => loadMediaIndex(db));
 *     const image: ImageRef = mediaImageRef(index.get(id)!, locale);
 *
 * `mediaImageRef` returns the build photos' shape (app/content/models.ts ImageRef): `src`
 * is the 800 px WebP (or the largest below), `sources` an AVIF and a WebP srcSet of every
 * width, served at /media/<name> by every instance, `focal` the point crops keep in view
 * (docs/decisions/0146-focal-points.md).
 */
export {
  loadMediaIndex,
  mediaImageRef,
  mediaUrl,
  type MediaRecord,
  type MediaVariant,
} from "./store.ts";
export { registerMediaRoutes, MEDIA_CACHE_CONTROL } from "./serve-routes.ts";
export { mediaAdminRoutes } from "./routes.ts";
export { PICTURE_ID, MAX_UPLOAD_BYTES } from "./upload.ts";
export { PHOTO_WIDTHS, FALLBACK_WIDTH } from "./encode.ts";
