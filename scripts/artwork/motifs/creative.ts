/** Creative motifs: making things together, on a warm studio table. */
import { circle, ellipse, g, line, path, rect, shadow, sparkle } from "../svg.ts";
import { brick } from "./parts.ts";
import type { Motif } from "./types.ts";

const wood = "#c99a62";
const woodDeep = "#a97a44";
const goldDeep = "#c98a2b";

/** A paintbrush from (x1, y1) (tip) to (x2, y2) (handle end), its tip dipped in `paint`. */
function brush(x1: number, y1: number, x2: number, y2: number, paint: string, handle: string) {
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const len = Math.hypot(x2 - x1, y2 - y1);
  return g(
    { transform: `translate(${x1} ${y1}) rotate(${angle.toFixed(1)})` },
    path("M0 0C10-12 30-16 52-12V12C30 16 10 12 0 0Z", paint),
    rect(50, -12, 34, 24, "#9fb3bb", { rx: 3 }),
    path(`M84 -10L${len} -6V6L84 10Z`, handle),
  );
}

export const creativeMotifs: Record<string, Motif> = {
  bricks: {
    scene: { ground: "table", horizon: 470 },
    draw: (c) =>
      shadow(560, 474, 150, c.ink) +
      path("M430 470L470 340H720L690 470Z", c.light) +
      path("M480 420C530 380 580 440 640 380", "none", {
        stroke: c.accent,
        "stroke-width": 26,
        "stroke-linecap": "round",
      }) +
      shadow(270, 474, 130, c.ink) +
      brick(150, 426, 6, c.second, c.secondDeep) +
      brick(170, 372, 4, c.main, c.mainDeep) +
      brick(190, 318, 2, c.gold, goldDeep) +
      brick(270, 318, 2, c.ink, "#000000") +
      brush(640, 372, 700, 160, c.accent, c.ink),
  },
  domino: {
    scene: { ground: "table", horizon: 400, sun: [640, 130, 64] },
    draw: (c) => {
      const tiles: Array<[number, number, number, number]> = [
        // x, base y, scale, tilt
        [150, 530, 1.3, 62],
        [240, 520, 1.25, 40],
        [330, 505, 1.2, 18],
        [420, 488, 1.1, 0],
        [500, 466, 1.0, 0],
        [566, 444, 0.9, 0],
        [620, 424, 0.8, 0],
        [664, 408, 0.7, 0],
      ];
      let out = "";
      for (const [x, y, s, tilt] of [...tiles].reverse()) {
        out += shadow(x + 10 * s, y + 2, 34 * s, c.ink);
        out += g(
          { transform: `translate(${x} ${y}) rotate(${tilt}) scale(${s})` },
          rect(-24, -100, 48, 100, c.ink, { rx: 7 }),
          rect(-16, -51, 32, 3, c.light, { opacity: 0.6 }),
          circle(-8, -80, 5, c.light),
          circle(8, -66, 5, c.light),
          circle(0, -26, 5, c.light),
        );
      }
      return (
        out +
        sparkle(110, 360, 22, c.accent) +
        line("M100 420c-20-20-30-40-24-64", c.accent, 5, { "stroke-dasharray": "2 12" })
      );
    },
  },
  canvas: {
    scene: { ground: "table", horizon: 480 },
    draw: (c) =>
      line("M300 520L360 120M500 520L440 120M400 540V380", woodDeep, 12) +
      rect(220, 120, 360, 270, c.light, { rx: 4 }) +
      rect(236, 136, 130, 110, c.second) +
      rect(366, 136, 198, 60, c.gold) +
      rect(366, 196, 90, 100, c.accent) +
      rect(456, 196, 108, 178, c.main) +
      rect(236, 246, 130, 128, c.accentSoft, { opacity: 0.6 }) +
      rect(366, 296, 90, 78, c.haze) +
      circle(300, 190, 30, c.light, { opacity: 0.8 }) +
      path("M250 360c40-60 80-20 110-70", "none", {
        stroke: c.ink,
        "stroke-width": 8,
        "stroke-linecap": "round",
      }) +
      rect(200, 390, 400, 20, wood, { rx: 4 }) +
      shadow(660, 482, 40, c.ink) +
      path("M630 400H690L684 480H636Z", c.second) +
      line("M648 400l-20-110M662 400l6-120M676 400l40-90", c.ink, 6) +
      circle(628, 290, 8, c.accent) +
      circle(668, 280, 8, c.gold) +
      circle(716, 310, 8, c.main),
  },
  "studded-bricks": {
    scene: { ground: "table", horizon: 470 },
    draw: (c) =>
      shadow(400, 474, 250, c.ink) +
      brick(180, 426, 2, c.main, c.mainDeep) +
      brick(180, 372, 2, c.second, c.secondDeep) +
      brick(180, 318, 2, c.gold, goldDeep) +
      brick(540, 426, 2, c.main, c.mainDeep) +
      brick(540, 372, 2, c.second, c.secondDeep) +
      brick(540, 318, 2, c.gold, goldDeep) +
      brick(160, 264, 12, c.accent, c.accentDeep) +
      brick(340, 210, 3, c.ink, "#000000") +
      brick(360, 426, 2, c.accentSoft, c.accent),
  },
  mug: {
    scene: { ground: "table", horizon: 470 },
    draw: (c) =>
      shadow(360, 476, 130, c.ink) +
      path("M470 290a70 70 0 0 1 0 120", "none", { stroke: c.light, "stroke-width": 26 }) +
      path("M250 240H470V420C470 450 450 470 420 470H300C270 470 250 450 250 420Z", c.light) +
      ellipse(360, 240, 110, 20, c.groundDeep) +
      path(
        "M250 300C300 280 320 330 360 310S430 280 470 300V340C430 320 400 360 360 350S290 330 250 350Z",
        c.second,
      ) +
      circle(300, 400, 10, c.main) +
      circle(340, 420, 10, c.main) +
      circle(380, 400, 10, c.main) +
      brush(476, 318, 660, 170, c.accent, c.ink) +
      shadow(620, 476, 40, c.ink) +
      ellipse(620, 450, 40, 14, c.gold) +
      path("M580 450V470H660V450Z", c.gold) +
      ellipse(620, 450, 30, 9, goldDeep),
  },
};
