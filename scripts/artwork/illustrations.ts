/** Writes every registered illustration as a content-hashed SVG into the art folder. */
import path from "node:path";
import type { ArtworkEntry } from "../../app/content/artwork.ts";
import type { ManifestImage } from "../../app/content/images.server.ts";
import { contentHash, writeIfChanged } from "./files.ts";
import { renderSvg } from "./render.ts";
import { HEIGHT, WIDTH } from "./scene.ts";

export async function writeIllustration(
  id: string,
  entry: ArtworkEntry,
  artDir: string,
): Promise<ManifestImage> {
  const svg = renderSvg(id, entry);
  const name = `${id}.${contentHash(svg)}.svg`;
  await writeIfChanged(path.join(artDir, name), svg);
  return { src: `/art/${name}`, width: WIDTH, height: HEIGHT, sources: [], photo: false };
}
