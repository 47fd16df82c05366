/**
 * Small WebP thumbnails for the back office's picture picker and pictures page: made once
 * with sharp from an illustration's built file or an upload's smallest variant, then kept in
 * a bounded memory cache. Their names carry the source's content hash (an upload's id, an
 * illustration's file name), so a name's bytes never change.
 */
import { readFile } from "node:fs/promises";
import { openImage } from "./encode.ts";

/** Wide enough for a grid cell on a 2× screen. */
export const THUMBNAIL_WIDTH = 320;

/** A thumbnail's name: the source's base and `.webp`. */
export const THUMBNAIL_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)(?:\.([0-9a-f]{8}))?\.webp$/;

export async function makeThumbnail(source: Buffer): Promise<Buffer> {
  return openImage(source)
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 72 })
    .toBuffer();
}

export async function thumbnailOfFile(file: string): Promise<Buffer> {
  return makeThumbnail(await readFile(file));
}

/** Least recently used first out once more than `maxBytes` are held; one make per name at a time. */
export class ThumbnailCache {
  #entries = new Map<string, Buffer>();
  #pending = new Map<string, Promise<Buffer | undefined>>();
  #bytes = 0;
  constructor(readonly maxBytes = 8 * 1024 * 1024) {}

  async get(name: string, make: () => Promise<Buffer | undefined>): Promise<Buffer | undefined> {
    const hit = this.#entries.get(name);
    if (hit) {
      this.#entries.delete(name);
      this.#entries.set(name, hit);
      return hit;
    }
    let pending = this.#pending.get(name);
    if (!pending) {
      pending = make()
        .then((bytes) => {
          if (bytes) this.#set(name, bytes);
          return bytes;
        })
        .finally(() => this.#pending.delete(name));
      this.#pending.set(name, pending);
    }
    return pending;
  }

  #set(name: string, bytes: Buffer) {
    if (bytes.length > this.maxBytes) return;
    this.#entries.set(name, bytes);
    this.#bytes += bytes.length;
    for (const [oldest, file] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= file.length;
    }
  }
}
