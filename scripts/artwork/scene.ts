/**
 * The background every illustration stands on: sky, a soft sun or moon, a quiet texture,
 * the palette's own decoration, an optional Berlin skyline and the ground. The motif is
 * drawn on top. Kept to a few large shapes so the motif stays the one thing to look at.
 */
import type { Palette } from "../../app/content/artwork.ts";
import type { Colors } from "./palettes.ts";
import { circle, discs, el, g, line, num, path, rect, random } from "./svg.ts";

export const WIDTH = 800;
export const HEIGHT = 600;

export interface Scene {
  ground?: "meadow" | "water" | "table" | "snow" | "ice" | "none";
  /** y of the horizon / table edge. */
  horizon?: number;
  skyline?: boolean;
  /** Sun or moon disk [cx, cy, r]; false for none. */
  sun?: false | [number, number, number];
  /** The palette's decoration (snow, stars, confetti, tiles); on by default. */
  decor?: boolean;
}

/** A Berlin skyline: blocks, the cathedral dome and the TV tower, as one silhouette. */
export function skyline(
  x0: number,
  base: number,
  s: number,
  fill: string,
  /** Where the TV tower stands, as a fraction of the skyline's width; null for none. */
  towerAt: number | null = 0.66,
): string {
  const blocks: Array<[number, number]> = [
    [0, 34],
    [38, 52],
    [70, 40],
    [108, 66],
    [140, 46],
    [176, 30],
    [214, 58],
    [246, 42],
    [300, 36],
    [336, 62],
    [366, 44],
    [404, 30],
    [440, 50],
    [476, 38],
    [520, 56],
    [552, 34],
  ];
  let d = "";
  for (const [x, h] of blocks)
    d += `M${num(x0 + x * s)} ${num(base)}v${num(-h * s)}h${num(34 * s)}v${num(h * s)}Z`;
  const domeX = x0 + 262 * s;
  d += `M${num(domeX - 26 * s)} ${num(base)}v${num(-48 * s)}a${num(26 * s)} ${num(26 * s)} 0 0 1 ${num(52 * s)} 0v${num(48 * s)}Z`;
  if (towerAt === null) return el("path", { d, fill });
  const tx = x0 + 586 * s * towerAt;
  const top = base - 230 * s;
  d += `M${num(tx - 4 * s)} ${num(base)}V${num(top + 70 * s)}h${num(8 * s)}V${num(base)}Z`;
  d += `M${num(tx - 1.5 * s)} ${num(top + 40 * s)}V${num(top)}h${num(3 * s)}V${num(top + 40 * s)}Z`;
  return g(
    { fill },
    el("path", { d }),
    circle(tx, top + 58 * s, 17 * s, fill),
    circle(tx, top + 82 * s, 6 * s, fill),
  );
}

function decor(palette: Palette, c: Colors, rand: () => number, horizon: number): string {
  const dots = (n: number, r: [number, number], fill: string, opacity: number) => {
    const list: Array<[number, number, number]> = [];
    for (let i = 0; i < n; i++)
      list.push([20 + rand() * 760, 20 + rand() * (horizon - 40), r[0] + rand() * (r[1] - r[0])]);
    return discs(list, fill, { opacity });
  };
  switch (palette) {
    case "horror":
      return (
        dots(26, [1, 2.2], c.light, 0.55) +
        path(
          `M0 ${horizon - 30}C200 ${horizon - 60} 420 ${horizon - 10} 800 ${horizon - 45}V${horizon + 10}H0Z`,
          c.haze,
          { opacity: 0.6 },
        )
      );
    case "christmas":
      return dots(40, [2, 5], c.light, 0.9);
    case "creative":
      return (
        path("M-40 150C60 40 200 60 230 -20H-40Z", c.haze) +
        line("M660 90c20-24 44 24 64 0s44 24 64 0", c.haze, 10) +
        dots(10, [4, 8], c.gold, 0.35)
      );
    case "culinary": {
      // Kitchen tiles on the wall behind the counter.
      let d = "";
      for (let x = 80; x < 800; x += 80) d += `M${x} 0V${horizon}`;
      for (let y = 80; y < horizon; y += 80) d += `M0 ${y}H800`;
      return line(d, c.haze, 3);
    }
    case "news": {
      let d = "";
      for (let y = 70; y < horizon; y += 44) d += `M40 ${y}H760`;
      return line(d, c.haze, 2);
    }
    case "social":
    case "teambuilding":
      return path(
        `M0 ${horizon - 40}C140 ${horizon - 110} 300 ${horizon - 60} 420 ${horizon - 50}S660 ${horizon - 130} 800 ${horizon - 70}V${horizon}H0Z`,
        c.haze,
      );
    default:
      return "";
  }
}

function ground(kind: NonNullable<Scene["ground"]>, c: Colors, h: number): string {
  switch (kind) {
    case "meadow":
      return (
        path(`M0 ${h}C240 ${h - 22} 520 ${h + 20} 800 ${h - 10}V600H0Z`, c.ground) +
        path(`M0 ${h + 90}C300 ${h + 66} 560 ${h + 104} 800 ${h + 76}V600H0Z`, c.groundDeep, {
          opacity: 0.5,
        })
      );
    case "water": {
      let waves = "";
      for (let i = 0; i < 4; i++) {
        const y = h + 36 + i * 38;
        const x = 60 + ((i * 173) % 300);
        waves += `M${x} ${y}c20-12 40 12 60 0s40 12 60 0`;
        waves += `M${x + 360} ${y + 14}c20-12 40 12 60 0s40 12 60 0`;
      }
      return rect(0, h, 800, 600 - h, c.water) + line(waves, c.waterLine, 5);
    }
    case "table":
      return rect(0, h, 800, 600 - h, c.ground) + rect(0, h, 800, 12, c.groundDeep);
    case "snow":
      return (
        path(`M0 ${h}C200 ${h - 26} 460 ${h + 18} 800 ${h - 14}V600H0Z`, c.ground) +
        path(`M0 ${h + 70}C260 ${h + 50} 520 ${h + 84} 800 ${h + 60}`, "none", {
          stroke: c.groundDeep,
          "stroke-width": 4,
        })
      );
    case "ice":
      return (
        rect(0, h, 800, 600 - h, "#eef5f6") +
        line(`M90 ${h + 40}H330M420 ${h + 90}H720M150 ${h + 130}H380`, "#d4e6e8", 5)
      );
    default:
      return "";
  }
}

export function backdrop(palette: Palette, c: Colors, scene: Scene, seed: string): string {
  const h = scene.horizon ?? 440;
  const rand = random(seed);
  const sun = scene.sun ?? [610, 150, 78];
  const parts = [
    rect(0, 0, WIDTH, HEIGHT, c.sky),
    sun
      ? circle(sun[0], sun[1], sun[2], c.light, { opacity: palette === "horror" ? 0.9 : 0.65 })
      : "",
    scene.decor === false ? "" : decor(palette, c, rand, h),
    // Motifs with a skyline draw their own TV tower, so this one has none.
    scene.skyline ? skyline(60 + rand() * 60, h + 2, 1.1, c.haze, null) : "",
    ground(scene.ground ?? "meadow", c, h),
  ];
  return parts.join("");
}
