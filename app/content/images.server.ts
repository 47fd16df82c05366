/**
 * Resolves an artwork id to what an <img>/<picture> needs. Illustrations are SVGs generated
 * at build time into public/art (scripts/artwork); photos dropped into app/content/images
 * replace them with AVIF/WebP variants.
 */
import type { Locale } from "../i18n/locales";
import { artwork } from "./artwork";
import type { ImageRef } from "./models";

export const ILLUSTRATION_SIZE = { width: 800, height: 600 } as const;

export function imageRef(id: string, locale: Locale): ImageRef {
  const entry = artwork[id];
  if (!entry) throw new Error(`Unknown artwork "${id}": add it to app/content/artwork.ts`);
  return { src: `/art/${id}.svg`, alt: entry.alt[locale], ...ILLUSTRATION_SIZE, sources: [] };
}
