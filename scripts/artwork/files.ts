/** Where generated artwork goes, and small file helpers that keep regeneration cheap. */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface ArtworkPaths {
  /** Registered ids' photos: app/content/images/<id>.jpg|jpeg|png. */
  photosDir: string;
  /** Served at / (favicons, manifest, og/); the build copies it into the client build. */
  publicDir: string;
  /** Hashed, immutable files served at /art/. */
  artDir: string;
  /** What imageRef reads: app/content/images.server.ts. */
  manifestFile: string;
}

export const defaultPaths: ArtworkPaths = {
  photosDir: path.join(root, "app/content/images"),
  publicDir: path.join(root, "public"),
  artDir: path.join(root, "public/art"),
  manifestFile: path.join(root, ".artwork/manifest.json"),
};

export function contentHash(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex").slice(0, 8);
}

/**
 * Writes only when the bytes differ (so mtimes stay put), via a temporary file and rename:
 * several builds share this tree, and none may read a half-written file.
 */
export async function writeIfChanged(file: string, data: string | Buffer): Promise<boolean> {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  const current = await readFile(file).catch(() => null);
  if (current?.equals(bytes)) return false;
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, file);
  return true;
}

export const exists = (file: string): Promise<boolean> =>
  stat(file).then(
    () => true,
    () => false,
  );
