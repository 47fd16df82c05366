/**
 * Favicons, touch icons and the web app manifest, drawn from the logo mark itself
 * (app/components/layout/Logo.tsx), so the icons follow the logo when it changes.
 */
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { LogoMark } from "../../app/components/layout/Logo.tsx";
import { site } from "../../app/content/site.ts";
import { contentHash, exists, writeIfChanged } from "./files.ts";

const INK = "#13212e";
const SAND = "#f7f4ee";

/** The logo mark's inner SVG markup, in its 40×40 coordinate space. */
export function logoMarkShapes(): string {
  const markup = renderToStaticMarkup(createElement(LogoMark));
  const inner = /^<svg[^>]*>(.*)<\/svg>$/s.exec(markup)?.[1];
  if (!inner) throw new Error("LogoMark did not render an <svg>");
  return inner;
}

const svg40 = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">${inner}</svg>`;

/** PNG of a 40×40 SVG at `size` px, palette-quantised: flat shapes compress well. */
export function pngOf(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * size) / 40 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, effort: 10 })
    .toBuffer();
}

/** An ICO container holding PNG images (supported by every browser since Windows Vista). */
export function icoOf(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // colours in palette: none
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

export const webManifest = () =>
  JSON.stringify(
    {
      name: site.brand,
      short_name: "Spreegeist",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
      theme_color: INK,
      background_color: SAND,
      start_url: "/",
      display: "minimal-ui",
    },
    null,
    2,
  ) + "\n";

/**
 * Writes the icons into publicDir. `cache` maps each file to the hash of what it was made
 * from; unchanged files are skipped (rasterising is the slow part). Returns the new cache.
 */
export async function writeIcons(
  publicDir: string,
  cache: Record<string, string>,
): Promise<Record<string, string>> {
  const shapes = logoMarkShapes();
  const rounded = svg40(shapes);
  // Full-bleed for platforms that round the corners themselves; the mark fits their safe zone.
  const square = svg40(`<rect width="40" height="40" fill="${INK}"/>${shapes}`);
  const key = contentHash(`${shapes}|${sharp.versions.sharp}|1`);
  const next: Record<string, string> = {};

  const rasters: Array<[string, () => Promise<Buffer>]> = [
    ["apple-touch-icon.png", () => pngOf(square, 180)],
    ["icon-192.png", () => pngOf(rounded, 192)],
    ["icon-512.png", () => pngOf(rounded, 512)],
    ["icon-maskable-512.png", () => pngOf(square, 512)],
    [
      "favicon.ico",
      async () =>
        icoOf(
          await Promise.all(
            [16, 32, 48].map(async (size) => ({ size, png: await pngOf(rounded, size) })),
          ),
        ),
    ],
  ];
  await writeIfChanged(path.join(publicDir, "favicon.svg"), rounded);
  await writeIfChanged(path.join(publicDir, "site.webmanifest"), webManifest());
  for (const [name, make] of rasters) {
    const file = path.join(publicDir, name);
    if (cache[name] !== key || !(await exists(file))) await writeIfChanged(file, await make());
    next[name] = key;
  }
  return next;
}
