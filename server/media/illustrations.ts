/**
 * The site's own illustrations (app/content/artwork.ts) as the back office's picture library
 * sees them: every artwork id with its alt texts and the file the build made for it (an SVG
 * in `<site>/art/`, or the WebP variants of a photo that replaced it). Read-only: they change
 * with a build, never in the back office (docs/decisions/0141).
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { artwork } from "#app/content/illustrations.server.ts";
import type { Locale } from "#app/i18n/locales.ts";

export interface Illustration {
  /** The artwork id that content names in its `image` field, e.g. `event-teamkochen`. */
  id: string;
  alt: Record<Locale, string>;
  /** The built file the thumbnail is made from (absolute path). */
  file: string;
  /** The file's name without its extension, e.g. `event-teamkochen.3f2a1b4c`: changes with it. */
  base: string;
  /** True when a photo replaced the illustration. */
  photo: boolean;
}

/** Where the built illustrations are: the site build's `art/`, else `public/art` (dev). */
export function artDirectory(siteDir: string | null): string | null {
  const candidates = [
    siteDir ? path.join(siteDir, "art") : null,
    path.resolve(process.cwd(), "public/art"),
  ];
  return candidates.find((dir): dir is string => dir !== null && existsSync(dir)) ?? null;
}

const SVG = /^(.+)\.([0-9a-f]{8})\.svg$/;
const PHOTO = /^(.+)\.([0-9a-f]{8})\.(\d{1,5})\.webp$/;

/**
 * Every registered artwork whose file the build wrote, in the registry's order. An id
 * without a built file (a build older than the registry) is left out rather than shown broken.
 */
export function listIllustrations(artDir: string | null): Illustration[] {
  const files = artDir ? readdirSync(artDir) : [];
  const found = new Map<string, { name: string; photo: boolean; width: number }>();
  for (const name of files) {
    const svg = SVG.exec(name);
    const photo = PHOTO.exec(name);
    if (svg && !found.get(svg[1]!)?.photo) {
      found.set(svg[1]!, { name, photo: false, width: 0 });
    } else if (photo) {
      // A photo's smallest WebP is enough for a thumbnail.
      const width = Number(photo[3]);
      const previous = found.get(photo[1]!);
      if (!previous?.photo || width < previous.width) {
        found.set(photo[1]!, { name, photo: true, width });
      }
    }
  }
  const list: Illustration[] = [];
  for (const [id, entry] of Object.entries(artwork)) {
    const file = found.get(id);
    if (!file || !artDir) continue;
    const alt = file.photo && entry.photoAlt ? entry.photoAlt : entry.alt;
    list.push({
      id,
      alt: { de: alt.de, en: alt.en },
      file: path.join(artDir, file.name),
      base: file.name.replace(/\.(svg|webp)$/, "").replace(/\.\d{1,5}$/, ""),
      photo: file.photo,
    });
  }
  return list;
}
