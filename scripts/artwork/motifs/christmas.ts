/** Christmas motifs: warm blush sky, snow, cranberry, fir green and gold. */
import { circle, ellipse, g, line, path, poly, rect, shadow, star } from "../svg.ts";
import { fir, flame, heart, magnifier, padlock, pin, route, snowflake, tvTower } from "./parts.ts";
import type { Motif } from "./types.ts";

const ginger = "#a8693a";
const wood = "#c99a62";
const woodDeep = "#a97a44";

/** Gingerbread heart with an icing border and sugar dots, hanging from a ribbon. */
/** A fir sprig from (x, y): a twig with needles on both sides, pointing at `angle`. */
const sprig = (x: number, y: number, len: number, angle: number, fill: string, twig: string) => {
  let needles = "";
  for (let i = 12; i < len - 6; i += 12) needles += `M${i} 0l14-20M${i} 0l14 20`;
  return g(
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    line(needles, fill, 7),
    line(`M0 0H${len}`, twig, 6),
  );
};

const gingerHeart = (x: number, y: number, s: number, ribbon: string, icing: string, dot: string) =>
  line(`M${x} 0V${y - s * 0.5}`, ribbon, 6) +
  heart(x, y, s, ginger) +
  heart(x, y + s * 0.04, s * 0.82, "none", {
    stroke: icing,
    "stroke-width": 6 / (s * 0.82),
    "stroke-dasharray": `${(14 / s).toFixed(3)} ${(8 / s).toFixed(3)}`,
    "stroke-linecap": "round",
  }) +
  circle(x - s * 0.35, y - s * 0.2, s * 0.07, dot) +
  circle(x + s * 0.35, y - s * 0.2, s * 0.07, dot) +
  circle(x, y + s * 0.2, s * 0.09, dot) +
  circle(x, y - s * 0.52, s * 0.08, icing);

export const christmasMotifs: Record<string, Motif> = {
  gingerbread: {
    scene: { ground: "snow", horizon: 500, sun: false },
    draw: (c) =>
      snowflake(150, 160, 44, c.light, 6) +
      snowflake(660, 140, 34, c.light, 5) +
      snowflake(640, 380, 26, c.light, 4) +
      snowflake(140, 400, 24, c.light, 4) +
      gingerHeart(400, 300, 170, c.main, c.light, c.accent) +
      path(
        "M400 110c-40-30-70-10-60 10 8 16 40 8 60-10Zm0 0c40-30 70-10 60 10-8 16-40 8-60-10Z",
        c.main,
      ),
  },
  "gingerbread-hearts": {
    scene: { ground: "snow", horizon: 520, sun: false, decor: false },
    draw: (c) =>
      gingerHeart(220, 300, 100, c.second, c.light, c.main) +
      gingerHeart(400, 240, 120, c.main, c.light, c.gold) +
      gingerHeart(580, 330, 90, c.second, c.light, c.accent),
  },
  "christmas-cooking": {
    scene: { ground: "table", horizon: 450, sun: false },
    draw: (c) =>
      shadow(360, 470, 170, c.ink) +
      path("M240 300H480V420C480 446 462 462 436 462H284C258 462 240 446 240 420Z", c.main) +
      rect(226, 290, 268, 22, c.mainDeep, { rx: 11 }) +
      line("M224 340h-24M496 340h24", c.mainDeep, 16) +
      line(
        "M300 270c-16-24 16-34 0-58s16-34 0-58M360 260c-16-24 16-34 0-58s16-34 0-58M420 270c-16-24 16-34 0-58s16-34 0-58",
        c.light,
        9,
      ) +
      sprig(530, 470, 200, -24, c.second, c.secondDeep) +
      g(
        { transform: "rotate(-8 640 500)" },
        rect(560, 486, 170, 22, woodDeep, { rx: 11 }),
        rect(566, 468, 170, 22, wood, { rx: 11 }),
        rect(630, 464, 18, 48, c.main, { rx: 4 }),
      ) +
      star(150, 480, 30, 12, 8, c.gold),
  },
  "winter-grill": {
    scene: { ground: "snow", horizon: 460, sun: false },
    draw: (c) =>
      fir(120, 470, 260, c.second, c.light) +
      fir(680, 460, 300, c.second, c.light) +
      fir(580, 470, 170, c.secondDeep, c.light) +
      shadow(370, 540, 140, c.ink) +
      line("M310 430L270 540M430 430L470 540M370 440V540", c.ink, 10) +
      flame(320, 340, 110, c.accent, c.gold) +
      flame(380, 340, 140, c.accent, c.gold) +
      flame(430, 340, 100, c.accentSoft, c.gold) +
      path("M240 340H500A130 100 0 0 1 240 340Z", c.ink) +
      line("M250 340H490", "#7b8f98", 8) +
      path("M250 344C300 330 440 330 490 344L486 352C440 340 300 340 254 352Z", c.light),
  },
  "christmas-rally": {
    scene: { ground: "snow", horizon: 460, sun: false, skyline: true },
    draw: (c) =>
      shadow(300, 462, 40, c.ink) +
      tvTower(300, 462, 360, c.secondDeep, c.light, c.secondDeep) +
      star(300, 92, 40, 16, 8, c.gold) +
      route("M100 570C220 520 340 560 440 520S620 480 660 400", c.main, 8) +
      circle(100, 570, 12, c.light, { stroke: c.main, "stroke-width": 6 }) +
      circle(440, 520, 12, c.light, { stroke: c.main, "stroke-width": 6 }) +
      pin(660, 350, 34, c.accent, c.light),
  },
  cookies: {
    scene: { ground: "table", horizon: 400, sun: false },
    draw: (c) => {
      const cookie = (shape: string, x: number, y: number) => {
        if (shape === "star")
          return (
            star(x, y, 44, 22, 5, "#d9a86c") +
            star(x, y, 30, 15, 5, "none", { stroke: c.light, "stroke-width": 4 })
          );
        if (shape === "heart") return heart(x, y, 42, "#d9a86c") + circle(x, y - 4, 8, c.main);
        return (
          poly(
            [
              [x, y - 48],
              [x + 38, y + 30],
              [x - 38, y + 30],
            ],
            "#d9a86c",
          ) + line(`M${x - 20} ${y + 6}l40 0M${x - 12} ${y - 16}l24 0`, c.light, 4)
        );
      };
      return (
        shadow(340, 560, 280, c.ink) +
        poly(
          [
            [90, 540],
            [160, 330],
            [560, 330],
            [610, 540],
          ],
          "#8a97a1",
        ) +
        poly(
          [
            [108, 528],
            [172, 344],
            [548, 344],
            [594, 528],
          ],
          "#aab6be",
        ) +
        cookie("star", 220, 400) +
        cookie("heart", 350, 400) +
        cookie("tree", 470, 400) +
        cookie("tree", 220, 480) +
        cookie("star", 360, 480) +
        cookie("heart", 500, 480) +
        g(
          { transform: "rotate(-30 680 420)" },
          rect(580, 400, 200, 44, wood, { rx: 22 }),
          line("M560 422H590M770 422H800", woodDeep, 16),
        ) +
        star(680, 150, 26, 10, 8, c.gold)
      );
    },
  },
  "star-lock": {
    scene: { ground: "snow", horizon: 490, sun: false },
    draw: (c) =>
      star(400, 250, 190, 70, 8, c.gold) +
      star(400, 250, 110, 42, 8, "#eac27a") +
      shadow(400, 506, 90, c.ink) +
      padlock(400, 360, 1.2, c.main, "#9fb3bb", c.mainDeep) +
      g(
        { transform: "rotate(-30 640 470)" },
        circle(600, 470, 30, "none", { stroke: c.gold, "stroke-width": 14 }),
        line("M630 470H720M700 470v20M716 470v16", c.gold, 14),
      ),
  },
  "ice-stock": {
    scene: { ground: "ice", horizon: 380, sun: false },
    draw: (c) => {
      const stock = (x: number, y: number, s: number, fill: string, deep: string) =>
        g(
          { transform: `translate(${x} ${y}) scale(${s})` },
          ellipse(0, 44, 100, 22, c.ink, { opacity: 0.12 }),
          path("M-90 0V24C-90 40-50 50 0 50S90 40 90 24V0Z", deep),
          ellipse(0, 0, 90, 26, fill),
          line("M-6 -4L6 -96", wood, 20),
          ellipse(8, -104, 18, 14, woodDeep),
          ellipse(0, 0, 30, 9, deep, { opacity: 0.6 }),
        );
      return (
        ellipse(640, 420, 100, 22, "none", { stroke: c.main, "stroke-width": 6 }) +
        ellipse(640, 420, 50, 11, "none", { stroke: c.main, "stroke-width": 6 }) +
        rect(630, 410, 20, 14, wood, { rx: 3 }) +
        stock(270, 470, 1.3, c.main, c.mainDeep) +
        stock(500, 410, 0.8, c.second, c.secondDeep) +
        line("M80 560c80-30 140-50 160-40", "#d4e6e8", 6) +
        fir(120, 380, 140, c.second, c.light) +
        fir(740, 380, 120, c.second, c.light)
      );
    },
  },
  "market-stalls": {
    scene: { ground: "snow", horizon: 470, sun: false, decor: false },
    draw: (c) => {
      const stall = (x: number, w: number, roof: string) =>
        rect(x, 330, w, 140, wood) +
        rect(x + 14, 350, w - 28, 60, "#3a2a1c") +
        rect(x + 14, 396, w - 28, 14, c.gold, { opacity: 0.6 }) +
        rect(x - 4, 410, w + 8, 20, woodDeep) +
        poly(
          [
            [x - 24, 336],
            [x + w / 2, 250],
            [x + w + 24, 336],
          ],
          roof,
        ) +
        poly(
          [
            [x - 24, 336],
            [x + w / 2, 250],
            [x + w / 2, 270],
            [x - 4, 336],
          ],
          c.light,
        );
      let bulbs = "";
      for (let i = 0; i < 16; i++) {
        const x = 30 + i * 50;
        const y = 160 + 40 * Math.sin((i / 15) * Math.PI * 3) ** 2;
        bulbs += circle(x, y, 9, i % 3 === 0 ? c.accent : c.gold);
      }
      return (
        rect(0, 0, 800, 470, "#22384a") +
        circle(640, 100, 40, c.light, { opacity: 0.9 }) +
        line("M0 150Q110 210 220 160T420 160T620 160T820 160", c.ink, 3) +
        bulbs +
        stall(70, 180, c.main) +
        stall(310, 180, c.second) +
        stall(550, 180, c.main) +
        path("M0 470C200 450 460 490 800 460V600H0Z", c.light)
      );
    },
  },
  wreath: {
    scene: { ground: "table", horizon: 420, sun: false },
    draw: (c) => {
      let needles = "";
      for (let i = 0; i < 40; i++) {
        const a = (Math.PI * 2 * i) / 40;
        const x = 400 + 200 * Math.cos(a);
        const y = 450 + 70 * Math.sin(a);
        needles += `M${x} ${y}l${16 * Math.cos(a + 1)} ${10 * Math.sin(a + 1) - 10}`;
      }
      const candle = (x: number, base: number, h: number, lit: boolean) =>
        rect(x - 20, base - h, 40, h, c.main, { rx: 6 }) +
        rect(x + 6, base - h, 10, h, c.mainDeep, { rx: 4, opacity: 0.5 }) +
        (lit
          ? flame(x, base - h - 4, 64, c.accent, c.gold)
          : line(`M${x} ${base - h}v-14`, c.ink, 4));
      const berries: Array<[number, number]> = [
        [300, 510],
        [320, 522],
        [480, 522],
        [500, 510],
        [400, 380],
      ];
      return (
        ellipse(400, 480, 250, 50, c.ink, { opacity: 0.1 }) +
        candle(300, 400, 100, false) +
        candle(500, 400, 100, false) +
        ellipse(400, 450, 200, 70, "none", { stroke: c.second, "stroke-width": 64 }) +
        line(needles, c.secondDeep, 5) +
        berries.map(([x, y]) => circle(x, y, 12, c.accent)).join("") +
        candle(226, 486, 120, true) +
        candle(574, 486, 120, false)
      );
    },
  },
  krimidinner: {
    scene: { ground: "table", horizon: 400, sun: false },
    draw: (c) =>
      line("M0 416H800", c.haze, 6) +
      ellipse(300, 490, 170, 46, c.haze) +
      ellipse(300, 484, 124, 30, c.light) +
      line("M100 510V440M130 510V440M500 510V440", "#9fb3bb", 9) +
      rect(570, 310, 44, 180, c.light, { rx: 8 }) +
      ellipse(592, 492, 44, 12, c.gold) +
      flame(592, 304, 70, c.accent, c.gold) +
      path("M660 290H760C760 360 730 390 710 390S660 360 660 290Z", c.light) +
      path("M664 326H756C752 366 728 386 710 386S668 366 664 326Z", c.main) +
      line("M710 390V480M676 488H744", c.light, 8) +
      g(
        { opacity: 0.5 },
        line(
          "M270 210a20 24 0 0 1 40 0v30M250 214a40 44 0 0 1 80 0v40M232 220a58 62 0 0 1 116 0",
          c.mainDeep,
          6,
        ),
      ) +
      magnifier(290, 220, 100, c.gold, c.mainDeep, c.light),
  },
  "snow-globe": {
    scene: { ground: "table", horizon: 470, sun: false },
    draw: (c) =>
      shadow(400, 500, 170, c.ink) +
      circle(400, 270, 180, "#dfeef0", { opacity: 0.9 }) +
      path("M250 370C300 340 500 340 550 370A180 180 0 0 1 250 370Z", c.light) +
      fir(400, 380, 210, c.second, c.light) +
      circle(320, 190, 8, c.light) +
      circle(470, 160, 6, c.light) +
      circle(500, 260, 8, c.light) +
      circle(300, 300, 6, c.light) +
      circle(440, 230, 5, c.light) +
      circle(360, 130, 6, c.light) +
      path("M260 220A150 150 0 0 1 360 110", "none", {
        stroke: c.light,
        "stroke-width": 14,
        "stroke-linecap": "round",
        opacity: 0.8,
      }) +
      path("M240 420H560L590 500H210Z", c.main) +
      rect(230, 412, 340, 16, c.mainDeep, { rx: 8 }) +
      rect(380, 450, 40, 20, c.gold, { rx: 6 }),
  },
  quiz: {
    scene: { ground: "snow", horizon: 500, sun: false },
    draw: (c) =>
      path(
        "M150 140H500C530 140 550 160 550 190V330C550 360 530 380 500 380H290L220 440 230 380H150C120 380 100 360 100 330V190C100 160 120 140 150 140Z",
        c.light,
      ) +
      line("M280 220C280 170 380 170 380 220S330 260 330 300", c.main, 26) +
      circle(330, 346, 16, c.main) +
      line("M650 0V130M730 0V220", c.ink, 3) +
      circle(650, 170, 40, c.main) +
      rect(640, 120, 20, 14, c.gold, { rx: 3 }) +
      path("M620 160a20 20 0 0 1 20-20", "none", {
        stroke: c.light,
        "stroke-width": 6,
        opacity: 0.6,
        "stroke-linecap": "round",
      }) +
      circle(730, 250, 30, c.second) +
      rect(722, 212, 16, 12, c.gold, { rx: 3 }) +
      path("M560 420C560 360 580 330 620 330S680 360 680 420L700 440H540Z", c.gold) +
      circle(620, 452, 14, c.gold) +
      path("M620 330v-16", "none", { stroke: c.gold, "stroke-width": 8 }),
  },
};
