/** Turns a registry entry into a complete SVG document: background scene plus motif. */
import type { ArtworkEntry } from "../../app/content/artwork.ts";
import { motifs } from "./motifs/index.ts";
import { palettes } from "./palettes.ts";
import { backdrop, HEIGHT, WIDTH } from "./scene.ts";

/**
 * Rounds every decimal number: one decimal from 10 up (a tenth of a pixel), two below
 * (scales, thin strokes). Smaller files, same picture.
 */
const compact = (svg: string) =>
  svg.replace(/-?\d*\.\d{2,}/g, (n) => {
    const k = Math.abs(Number(n)) >= 10 ? 10 : 100;
    return String(Math.round(Number(n) * k) / k);
  });

/** The inner drawing (no <svg> wrapper), so social images can embed it. */
export function drawing(id: string, entry: ArtworkEntry): string {
  const motif = motifs[entry.motif];
  if (!motif)
    throw new Error(`Artwork "${id}": no motif "${entry.motif}" in scripts/artwork/motifs`);
  const colors = palettes[entry.palette];
  return compact(backdrop(entry.palette, colors, motif.scene ?? {}, id) + motif.draw(colors));
}

export function renderSvg(id: string, entry: ArtworkEntry): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    drawing(id, entry) +
    "</svg>"
  );
}
