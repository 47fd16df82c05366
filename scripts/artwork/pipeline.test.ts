import { mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artwork, socialImageArtwork, type ArtworkEntry } from "../../app/content/artwork.ts";
import type { ArtworkPaths } from "./files.ts";
import { generateArtwork } from "./index.ts";

let dir: string;
let paths: ArtworkPaths;

const photoEntry: ArtworkEntry = {
  ...artwork["event-kanutour"]!,
  photoAlt: { de: "Foto: zwei Kanus auf der Havel", en: "Photo: two canoes on the Havel" },
};
const registry = {
  "event-kanutour": photoEntry,
  "event-bowling": { ...artwork["event-bowling"]!, photoAlt: photoEntry.photoAlt },
  "event-karaoke": artwork["event-karaoke"]!,
};

/** A photo-like fixture: a gradient with some shapes, so the encoders have real work. */
async function fixture(file: string, width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="a"><stop offset="0" stop-color="#0b5563"/><stop offset="1" stop-color="#f07a3a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#a)"/><circle cx="30%" cy="40%" r="20%" fill="#f7f4ee"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "artwork-"));
  paths = {
    photosDir: path.join(dir, "images"),
    publicDir: path.join(dir, "public"),
    artDir: path.join(dir, "public/art"),
    manifestFile: path.join(dir, ".artwork/manifest.json"),
  };
  await mkdir(paths.photosDir, { recursive: true });
  await fixture(path.join(paths.photosDir, "event-kanutour.jpg"), 1600, 1000);
  // Smaller than the smallest standard width: must not be upscaled.
  await fixture(path.join(paths.photosDir, "event-bowling.jpeg"), 400, 300);
}, 60_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("generateArtwork", () => {
  it("turns a photo into AVIF and WebP at 480, 800 and 1200 px with the right sizes", async () => {
    const manifest = await generateArtwork(paths, registry);
    const photo = manifest.images["event-kanutour"]!;
    expect(photo).toMatchObject({ photo: true, width: 800, height: 500 });
    expect(photo.src).toMatch(/^\/art\/event-kanutour\.[0-9a-f]{8}\.800\.webp$/);
    expect(photo.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const source of photo.sources) {
      const candidates = source.srcSet.split(", ").map((candidate) => candidate.split(" "));
      expect(candidates.map(([, w]) => w)).toEqual(["480w", "800w", "1200w"]);
      for (const [url, w] of candidates) {
        const meta = await sharp(path.join(paths.publicDir, url!)).metadata();
        const width = Number.parseInt(w!, 10);
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 1000) / 1600));
        expect(meta.format).toBe(source.type === "image/avif" ? "heif" : "webp");
      }
    }

    const small = manifest.images["event-bowling"]!;
    expect(small).toMatchObject({ photo: true, width: 400, height: 300 });
    expect(small.sources[0]!.srcSet).toMatch(/\.400\.avif 400w$/);

    const illustration = manifest.images["event-karaoke"]!;
    expect(illustration).toMatchObject({ photo: false, width: 800, height: 600, sources: [] });
    expect(illustration.src).toMatch(/^\/art\/event-karaoke\.[0-9a-f]{8}\.svg$/);
    await stat(path.join(paths.publicDir, illustration.src));
  }, 60_000);

  it("is deterministic and skips work already done", async () => {
    const manifestBefore = await readFile(paths.manifestFile, "utf8");
    const avif = path.join(
      paths.artDir,
      (await readdir(paths.artDir)).find((name) => name.endsWith(".avif"))!,
    );
    const mtime = (await stat(avif)).mtimeMs;
    const started = performance.now();
    await generateArtwork(paths, registry);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await readFile(paths.manifestFile, "utf8")).toBe(manifestBefore);
    expect((await stat(avif)).mtimeMs).toBe(mtime);
  }, 60_000);

  it("refuses a photo without its own text alternative", async () => {
    await fixture(path.join(paths.photosDir, "event-karaoke.png"), 900, 600);
    await expect(generateArtwork(paths, registry)).rejects.toThrow(/photoAlt.*"event-karaoke"/);
    await rm(path.join(paths.photosDir, "event-karaoke.png"));
  }, 60_000);

  it("writes an ICO with 16, 32 and 48 px PNGs", async () => {
    const ico = await readFile(path.join(paths.publicDir, "favicon.ico"));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    for (const [i, size] of [16, 32, 48].entries()) {
      const entry = 6 + 16 * i;
      expect([ico[entry], ico[entry + 1]]).toEqual([size, size]);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(offset, offset + length);
      expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
      expect(await sharp(png).metadata()).toMatchObject({ width: size, height: size });
    }
  });

  it("writes touch icons, the web manifest and a social image per key", async () => {
    for (const [name, size] of [
      ["apple-touch-icon.png", 180],
      ["icon-192.png", 192],
      ["icon-512.png", 512],
    ] as const)
      expect(await sharp(path.join(paths.publicDir, name)).metadata()).toMatchObject({
        width: size,
        height: size,
      });
    const manifest = JSON.parse(
      await readFile(path.join(paths.publicDir, "site.webmanifest"), "utf8"),
    );
    expect(manifest).toMatchObject({
      theme_color: "#13212e",
      background_color: "#f7f4ee",
      start_url: "/",
    });
    for (const key of Object.keys(socialImageArtwork)) {
      const file = path.join(paths.publicDir, `og/${key}.png`);
      expect(await sharp(file).metadata()).toMatchObject({
        format: "png",
        width: 1200,
        height: 630,
      });
      expect((await stat(file)).size).toBeLessThan(100_000);
    }
    expect(await readFile(path.join(paths.publicDir, "favicon.svg"), "utf8")).toMatch(
      /^<svg xmlns=/,
    );
  });
});
