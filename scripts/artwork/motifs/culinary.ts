/** Culinary motifs: the kitchen counter, copper, herbs and fire. */
import { circle, ellipse, g, line, path, rect, shadow } from "../svg.ts";
import { flame } from "./parts.ts";
import type { Motif } from "./types.ts";

const wood = "#c99a62";
const woodDeep = "#a97a44";

/** Puffy chef's hat centred on x, its band's bottom at y. */
const chefHat = (x: number, y: number, s: number, fill: string, shade: string) =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    circle(-46, -100, 44, fill),
    circle(0, -120, 54, fill),
    circle(46, -100, 44, fill),
    rect(-60, -100, 120, 60, fill),
    rect(-60, -44, 120, 44, fill, { rx: 6 }),
    line("M-60 -44H60", shade, 5),
    line("M-24 -60V-88M24 -60V-88", shade, 5),
  );

const steam = (x: number, y: number, color: string) =>
  line(`M${x} ${y}c-18-24 18-36 0-60s18-36 0-60`, color, 9);

export const culinaryMotifs: Record<string, Motif> = {
  pan: {
    scene: { ground: "table", horizon: 470, sun: false },
    draw: (c) =>
      shadow(360, 478, 170, c.ink) +
      line("M500 430H720", c.ink, 22) +
      path(
        "M200 400H520L500 450C490 466 476 472 460 472H260C244 472 230 466 220 450Z",
        c.mainDeep,
      ) +
      ellipse(360, 400, 160, 22, c.ink) +
      ellipse(360, 398, 140, 14, c.main) +
      ellipse(320, 396, 30, 7, c.gold) +
      ellipse(400, 399, 24, 6, c.second) +
      steam(310, 370, c.light) +
      steam(370, 360, c.light) +
      steam(430, 370, c.light) +
      chefHat(370, 190, 0.9, c.light, c.haze) +
      circle(720, 430, 10, c.accent),
  },
  "chef-hat": {
    scene: { ground: "table", horizon: 420, sun: false },
    draw: (c) =>
      shadow(200, 430, 90, c.ink) +
      chefHat(200, 424, 1.1, c.light, c.haze) +
      shadow(520, 500, 210, c.ink) +
      rect(340, 400, 380, 100, wood, { rx: 22 }) +
      rect(340, 480, 380, 20, woodDeep, { rx: 10 }) +
      circle(690, 430, 12, woodDeep) +
      path("M400 440l110-20c10 0 12 22 0 26Z", c.accent) +
      line("M510 424l30-14M512 436l34 0", c.second, 7) +
      circle(590, 440, 30, c.main) +
      path("M582 412l8 10 8-10", "none", {
        stroke: c.second,
        "stroke-width": 6,
        "stroke-linecap": "round",
      }) +
      circle(640, 470, 16, c.second) +
      circle(640, 470, 9, "#cfe0b8") +
      circle(600, 484, 16, c.second) +
      circle(600, 484, 9, "#cfe0b8") +
      line("M300 200L420 380", woodDeep, 12) +
      ellipse(290, 182, 26, 40, wood, { transform: "rotate(-34 290 182)" }),
  },
  "oil-bottles": {
    scene: { ground: "table", horizon: 470, sun: false },
    draw: (c) => {
      const bottle = (x: number, h: number, w: number, oil: string, level: number) =>
        shadow(x, 474, w * 0.7, c.ink) +
        path(
          `M${x - w / 2} 470V${470 - h * 0.6}C${x - w / 2} ${470 - h * 0.7} ${x - 16} ${470 - h * 0.76} ${x - 14} ${470 - h * 0.86}V${470 - h}H${x + 14}V${470 - h * 0.86}C${x + 16} ${470 - h * 0.76} ${x + w / 2} ${470 - h * 0.7} ${x + w / 2} ${470 - h * 0.6}V470Z`,
          c.light,
          { opacity: 0.85 },
        ) +
        rect(x - w / 2 + 8, 470 - h * level, w - 16, h * level - 8, oil, { rx: 8 }) +
        rect(x - 13, 470 - h - 26, 26, 30, woodDeep, { rx: 6 }) +
        rect(x - w / 2 + 14, 470 - h * 0.5, 10, h * 0.3, c.light, { rx: 5, opacity: 0.7 });
      const sprig = (x: number, y: number, len: number, angle: number) => {
        let d = `M0 0L${len} 0`;
        for (let i = 14; i < len; i += 16) d += `M${i} 0l10-14M${i} 0l10 14`;
        return g({ transform: `translate(${x} ${y}) rotate(${angle})` }, line(d, c.second, 5));
      };
      return (
        bottle(300, 290, 110, c.gold, 0.5) +
        bottle(420, 230, 90, "#b7a44a", 0.46) +
        bottle(520, 180, 80, c.accent, 0.4) +
        sprig(560, 470, 180, -8) +
        sprig(590, 440, 150, -30) +
        path("M180 470C150 460 130 430 140 400 150 420 170 446 210 460Z", c.accent) +
        line("M140 402l-8-18", c.second, 6)
      );
    },
  },
  grill: {
    scene: { ground: "table", horizon: 480, sun: false },
    draw: (c) =>
      shadow(400, 540, 160, c.ink) +
      line("M330 420L280 540M470 420L520 540M400 430V540", c.ink, 10) +
      flame(340, 330, 120, c.accent, c.gold) +
      flame(410, 330, 160, c.accent, c.gold) +
      flame(470, 330, 110, c.accentSoft, c.gold) +
      path("M250 330H550A150 110 0 0 1 250 330Z", c.ink) +
      line("M260 330H540", "#7b8f98", 8) +
      line("M250 330H550", c.ink, 4) +
      circle(400, 400, 10, "#7b8f98") +
      g(
        { transform: "translate(400 120)" },
        line("M-90-60L60 40M-80-70L70 30", "#7b8f98", 9),
        line("M90-60L-60 40M80-70L-70 30", "#7b8f98", 9),
        line("M-96-64l-20-14M96-64l20-14", c.ink, 14),
      ),
  },
};
