/**
 * Open Graph images (1200×630 PNG, public/og/<key>.png): the logo mark on sand beside the
 * category's illustration. No text: no fonts can be assumed where they are rendered.
 */
import path from "node:path";
import sharp from "sharp";
import { artwork, socialImageArtwork } from "../../app/content/artwork.ts";
import { contentHash, exists, writeIfChanged } from "./files.ts";
import { logoMarkShapes } from "./icons.ts";
import { drawing } from "./render.ts";
import { HEIGHT, WIDTH } from "./scene.ts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export function socialSvg(artworkId: string): string {
  const entry = artwork[artworkId];
  if (!entry) throw new Error(`Social image: unknown artwork "${artworkId}"`);
  const panel = 360;
  const mark = 168;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" width="${OG_WIDTH}" height="${OG_HEIGHT}">` +
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#f7f4ee"/>` +
    `<svg x="${panel}" width="${OG_WIDTH - panel}" height="${OG_HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid slice">${drawing(artworkId, entry)}</svg>` +
    `<g transform="translate(${(panel - mark) / 2} ${(OG_HEIGHT - mark) / 2}) scale(${mark / 40})">${logoMarkShapes()}</g>` +
    `</svg>`
  );
}

/** Writes every social image whose drawing changed; returns the new cache (file → hash). */
export async function writeSocialImages(
  publicDir: string,
  cache: Record<string, string>,
): Promise<Record<string, string>> {
  // In parallel: sharp renders on its own thread pool, so both cores are used.
  const written = await Promise.all(
    Object.entries(socialImageArtwork).map(async ([key, artworkId]) => {
      const name = `og/${key}.png`;
      const file = path.join(publicDir, name);
      const svg = socialSvg(artworkId);
      const hash = contentHash(`${svg}|${sharp.versions.sharp}|1`);
      if (cache[name] !== hash || !(await exists(file))) {
        const png = await sharp(Buffer.from(svg))
          .png({ compressionLevel: 9, palette: true, quality: 90, effort: 8 })
          .toBuffer();
        await writeIfChanged(file, png);
      }
      return [name, hash] as const;
    }),
  );
  // Promise.all keeps the input order, so the manifest stays byte-for-byte stable.
  return Object.fromEntries(written);
}
