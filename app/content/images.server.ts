/**
 * Resolves an artwork id to what an <img>/<picture> needs. Illustrations are SVGs generated
 * at build time into public/art (scripts/artwork); photos dropped into app/content/images
 * replace them with AVIF/WebP variants. Both are listed in the manifest the generator
 * writes, which this module reads when loaders run (at build time, or in `npm run dev`).
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { SocialImage } from "../seo/meta";
import type { Locale } from "../i18n/locales";
import { artwork, socialImageArtwork, type SocialImageKey } from "./artwork";
import type { ImageRef } from "./models";
import { site } from "./site";
import { siteContent } from "./store.server";

/** What an <img>/<picture> needs; the server's uploaded pictures resolve to it too. */
export type { ImageRef };

/** One image as the generator wrote it: everything but the text alternative. */
export interface ManifestImage extends Omit<ImageRef, "alt"> {
  photo: boolean;
}

export interface ArtManifest {
  images: Record<string, ManifestImage>;
  /** Raster files (icons, social images) → hash of their source, to skip unchanged ones. */
  generated: Record<string, string>;
}

const MANIFEST_FILE = path.resolve(process.cwd(), ".artwork/manifest.json");
let cached: { mtime: number; manifest: ArtManifest } | undefined;

function readManifest(): ArtManifest {
  let mtime: number;
  try {
    mtime = statSync(MANIFEST_FILE).mtimeMs;
  } catch {
    throw new Error(
      `Artwork manifest ${MANIFEST_FILE} is missing: run \`npx tsx scripts/artwork/index.ts\` (npm run build and npm run dev do it first)`,
    );
  }
  if (cached?.mtime !== mtime) {
    cached = { mtime, manifest: JSON.parse(readFileSync(MANIFEST_FILE, "utf8")) as ArtManifest };
  }
  return cached.manifest;
}

export function imageRef(id: string, locale: Locale): ImageRef {
  // A picture uploaded in the back office (server/media), when the content names one.
  const uploaded = siteContent().media?.[id];
  if (uploaded) {
    const { alt, ...picture } = uploaded;
    return { ...picture, alt: alt[locale] };
  }
  const entry = artwork[id];
  if (!entry) throw new Error(`Unknown artwork "${id}": add it to app/content/artwork.ts`);
  const image = readManifest().images[id];
  if (!image) {
    throw new Error(
      `Artwork "${id}" is registered but not generated yet: run \`npx tsx scripts/artwork/index.ts\``,
    );
  }
  const alt = image.photo && entry.photoAlt ? entry.photoAlt[locale] : entry.alt[locale];
  return { src: image.src, alt, width: image.width, height: image.height, sources: image.sources };
}

/** A page's social preview image (1200×630 PNG): "default" or a category slug. */
export function socialImage(key: SocialImageKey, locale: Locale): SocialImage {
  const entry = artwork[socialImageArtwork[key]];
  const description = entry ? entry.alt[locale] : "";
  return {
    path: `/og/${key}.png`,
    alt: `${site.brand} – ${description}`,
    width: 1200,
    height: 630,
  };
}
