/**
 * Generates the site's artwork before the site is built (scripts/build.ts) or served in
 * development (scripts/dev.ts): an illustration per registered image id, or AVIF/WebP
 * variants where a photo replaces it, favicons and social images, and the manifest that
 * app/content/images.server.ts reads. Run alone with `npx tsx scripts/artwork/index.ts`.
 */
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { artwork, type ArtworkEntry } from "../../app/content/artwork.ts";
import type { ArtManifest, ManifestImage } from "../../app/content/images.server.ts";
import { isMain } from "../lib/run.ts";
import { defaultPaths, writeIfChanged, type ArtworkPaths } from "./files.ts";
import { writeIcons } from "./icons.ts";
import { writeIllustration } from "./illustrations.ts";
import { findPhotos, processPhoto } from "./photos.ts";
import { writeSocialImages } from "./social.ts";

async function readManifest(file: string): Promise<ArtManifest | null> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as ArtManifest;
  } catch {
    return null;
  }
}

/** Deletes files in the art folder that the new manifest no longer refers to. */
async function removeStale(artDir: string, images: Record<string, ManifestImage>) {
  const keep = new Set<string>();
  for (const image of Object.values(images)) {
    keep.add(path.basename(image.src));
    for (const source of image.sources)
      for (const candidate of source.srcSet.split(", "))
        keep.add(path.basename(candidate.split(" ")[0] ?? ""));
  }
  for (const name of await readdir(artDir)) {
    if (!keep.has(name)) await rm(path.join(artDir, name), { force: true });
  }
}

export async function generateArtwork(
  paths: ArtworkPaths = defaultPaths,
  registry: Record<string, ArtworkEntry> = artwork,
): Promise<ArtManifest> {
  const started = performance.now();
  const previous = await readManifest(paths.manifestFile);
  const photos = await findPhotos(paths.photosDir);
  for (const [id, file] of photos) {
    const entry = registry[id];
    if (!entry) throw new Error(`Photo ${file}: no artwork "${id}" in app/content/artwork.ts`);
    if (!entry.photoAlt)
      throw new Error(
        `Photo ${file}: add photoAlt (de and en) to "${id}" in app/content/artwork.ts`,
      );
  }

  const images: Record<string, ManifestImage> = {};
  for (const [id, entry] of Object.entries(registry)) {
    const photo = photos.get(id);
    images[id] = photo
      ? await processPhoto(id, photo, paths.artDir)
      : await writeIllustration(id, entry, paths.artDir);
  }
  const generated = {
    ...(await writeIcons(paths.publicDir, previous?.generated ?? {})),
    ...(await writeSocialImages(paths.publicDir, previous?.generated ?? {})),
  };
  await removeStale(paths.artDir, images);
  const manifest: ArtManifest = { images, generated };
  await writeIfChanged(paths.manifestFile, JSON.stringify(manifest, null, 2) + "\n");

  const ms = Math.round(performance.now() - started);
  console.log(
    `Artwork: ${Object.keys(images).length} images (${photos.size} photos), icons and social images in ${ms} ms`,
  );
  return manifest;
}

if (isMain(import.meta)) {
  await generateArtwork();
}
