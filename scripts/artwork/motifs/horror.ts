/** Horror motifs: night scenes in deep ink, a pale moon and a sickly green glow. */
import { circle, discs, g, line, path, rect, shadow } from "../svg.ts";
import { flame, glow, magnifier, padlock } from "./parts.ts";
import type { Motif } from "./types.ts";

/** A hand with spread, crooked fingers reaching up from (x, y). */
const zombieHand = (x: number, y: number, s: number, skin: string, shade: string, sleeve: string) =>
  g(
    { transform: `translate(${x} ${y}) scale(${s})` },
    path("M-34 0L-30-130H30L34 0Z", skin),
    path("M-40-150C-40-190 40-190 40-150V-120H-40Z", skin),
    line(
      "M-30-170l-14-70 -14-16M-8-182l-4-86 -10-18M14-182l8-80 12-16M34-168l24-60 16-8",
      skin,
      22,
    ),
    line("M-42-132l-46-40-6-30", skin, 22),
    line("M-20-200v-20M6-210v-24", shade, 4),
    path("M-40-40L-36 0H36L40-40 20-30 0-44-20-30Z", sleeve),
  );

const bareTree = (x: number, base: number, fill: string) =>
  line(
    `M${x} ${base}V${base - 260}M${x} ${base - 150}l-60-70M${x} ${base - 200}l50-60M${x - 36} ${base - 192}l-30-10M${x + 30} ${base - 236}l30 0`,
    fill,
    12,
  );

const gravestone = (x: number, base: number, w: number, h: number, fill: string, shade: string) =>
  path(
    `M${x - w / 2} ${base}V${base - h + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w / 2} ${base - h + w / 2}V${base}Z`,
    fill,
  ) +
  path(
    `M${x + w / 2 - 14} ${base}V${base - h + w / 2}A${w / 2} ${w / 2} 0 0 0 ${x + w / 2 - 30} ${base - h + 6}A${w / 2} ${w / 2} 0 0 1 ${x + w / 2} ${base - h + w / 2}V${base}Z`,
    shade,
  ) +
  line(
    `M${x - w / 4} ${base - h * 0.56}H${x + w / 5}M${x - w / 4} ${base - h * 0.42}H${x + w / 8}`,
    shade,
    6,
  );

/** Tree trunks of the night forest: x and width, thinning towards the vanishing point. */
const trunks: Array<[number, number]> = [
  [40, 50],
  [150, 34],
  [250, 22],
  [330, 14],
  [470, 14],
  [550, 22],
  [650, 34],
  [760, 50],
];

const fog = (y: number, color: string) =>
  path(
    `M-20 ${y}C120 ${y - 24} 260 ${y + 10} 400 ${y - 8}S660 ${y - 30} 820 ${y}V${y + 40}H-20Z`,
    color,
    { opacity: 0.1 },
  );

export const horrorMotifs: Record<string, Motif> = {
  "zombie-hand": {
    scene: { ground: "meadow", horizon: 480, sun: [560, 170, 96] },
    draw: (c) =>
      bareTree(150, 480, c.haze) +
      path("M220 500C260 440 520 440 580 500Z", c.mainDeep) +
      zombieHand(400, 470, 1.05, c.second, c.secondDeep, c.main) +
      path("M220 500C300 478 500 478 580 500V600H220Z", c.ground) +
      fog(470, c.light),
  },
  "escape-door": {
    scene: { ground: "table", horizon: 470, sun: false },
    draw: (c) =>
      path("M260 470L200 600H640L540 470Z", c.second, { opacity: 0.12 }) +
      rect(250, 110, 300, 360, "#0a131b") +
      rect(268, 126, 264, 344, c.main) +
      rect(294, 150, 96, 130, c.mainDeep, { rx: 6 }) +
      rect(410, 150, 96, 130, c.mainDeep, { rx: 6 }) +
      rect(294, 300, 96, 150, c.mainDeep, { rx: 6 }) +
      rect(410, 300, 96, 150, c.mainDeep, { rx: 6 }) +
      rect(530, 126, 8, 344, c.second) +
      glow(534, 300, 130, c.second, 0.08) +
      line("M250 200L550 380M250 380L550 200", "#7b8f98", 12, { "stroke-dasharray": "22 8" }) +
      padlock(400, 300, 0.8, c.accent, "#9fb3bb", c.accentDeep),
  },
  "magnifier-skull": {
    scene: { ground: "table", horizon: 450, sun: [620, 120, 50] },
    draw: (c) =>
      shadow(380, 520, 260, "#000000") +
      g(
        { transform: "rotate(-6 380 500)" },
        path("M150 460H350L370 440H620V580H150Z", "#c9b38a"),
        rect(180, 480, 420, 100, c.light),
        line("M210 510H420M210 540H380", c.main, 6, { opacity: 0.4 }),
      ) +
      magnifier(360, 300, 120, "#9fb3bb", "#6b4a2f", c.second) +
      path("M310 300a50 50 0 1 1 100 0c0 22-10 34-20 40v22h-60v-22c-10-6-20-18-20-40Z", c.light) +
      circle(340, 300, 14, c.ink) +
      circle(380, 300, 14, c.ink) +
      path("M360 318l-7 14h14Z", c.ink) +
      line("M346 350v12M360 350v12M374 350v12", c.ink, 4) +
      circle(580, 500, 8, c.accent),
  },
  graveyard: {
    scene: { ground: "meadow", horizon: 470, sun: [400, 200, 110] },
    draw: (c) =>
      gravestone(200, 480, 110, 190, c.main, c.mainDeep) +
      gravestone(600, 486, 120, 220, c.main, c.mainDeep) +
      path("M380 500V340h-40v-34h40v-40h40v40h40v34h-40V500Z", c.mainDeep) +
      zombieHand(480, 520, 0.5, c.second, c.secondDeep, c.main) +
      fog(450, c.light) +
      fog(500, c.light) +
      circle(110, 470, 6, c.accent),
  },
  "forest-torch": {
    scene: { ground: "meadow", horizon: 400, sun: [400, 130, 44] },
    draw: (c) => {
      let trees = "";
      for (const [x, w] of trunks) trees += rect(x - w / 2, 0, w, 420, "#0a131b");
      return (
        trees +
        path("M360 400H440L640 600H160Z", c.haze) +
        path("M380 400H420L520 600H280Z", c.main, { opacity: 0.35 }) +
        glow(620, 300, 160, c.gold, 0.09) +
        line("M600 560L640 330", "#6b4a2f", 14) +
        rect(622, 310, 36, 30, "#3a2a1c", { rx: 6, transform: "rotate(10 640 325)" }) +
        flame(644, 318, 110, c.accent, c.gold)
      );
    },
  },
  "lab-flask": {
    scene: { ground: "table", horizon: 480, sun: false },
    draw: (c) =>
      glow(400, 380, 220, c.second, 0.08) +
      shadow(400, 486, 150, "#000000") +
      path(
        "M360 130H440V250L540 440C552 466 536 480 510 480H290C264 480 248 466 260 440L360 250Z",
        c.light,
        { opacity: 0.22 },
      ) +
      path("M316 340H484L540 440C552 466 536 480 510 480H290C264 480 248 466 260 440Z", c.second) +
      path("M316 340C360 326 440 354 484 340", "none", { stroke: "#b8dcbc", "stroke-width": 6 }) +
      rect(350, 116, 100, 22, c.light, { rx: 8, opacity: 0.6 }) +
      circle(360, 410, 14, "#b8dcbc") +
      circle(420, 380, 9, "#b8dcbc") +
      circle(450, 430, 11, "#b8dcbc") +
      circle(400, 300, 8, c.second) +
      circle(420, 250, 12, c.second) +
      circle(396, 190, 16, c.second, { opacity: 0.7 }) +
      circle(430, 120, 20, c.second, { opacity: 0.5 }) +
      rect(600, 360, 30, 120, c.light, { rx: 15, opacity: 0.22 }) +
      rect(606, 420, 18, 54, c.accent, { rx: 9 }) +
      rect(650, 380, 30, 100, c.light, { rx: 15, opacity: 0.22 }) +
      rect(656, 430, 18, 44, c.second, { rx: 9 }) +
      rect(580, 440, 120, 16, c.main, { rx: 4 }),
  },
  virus: {
    scene: { ground: "none", sun: false, decor: false },
    draw: (c) => {
      const particle = (
        x: number,
        y: number,
        r: number,
        fill: string,
        knob: string,
        opacity = 1,
      ) => {
        const spikes = r > 60 ? 12 : 8;
        let d = "";
        const knobs: Array<[number, number, number]> = [];
        for (let i = 0; i < spikes; i++) {
          const a = (Math.PI * 2 * i) / spikes;
          d += `M${x + r * 0.9 * Math.cos(a)} ${y + r * 0.9 * Math.sin(a)}L${x + r * 1.3 * Math.cos(a)} ${y + r * 1.3 * Math.sin(a)}`;
          knobs.push([x + r * 1.34 * Math.cos(a), y + r * 1.34 * Math.sin(a), r * 0.12]);
        }
        const spots: Array<[number, number, number]> = [
          [x - r * 0.3, y - r * 0.2, r * 0.16],
          [x + r * 0.3, y + r * 0.25, r * 0.22],
          [x + r * 0.2, y - r * 0.4, r * 0.1],
        ];
        return g(
          { opacity },
          line(d, fill, r * 0.08),
          discs(knobs, knob),
          circle(x, y, r, fill),
          discs(spots, knob),
        );
      };
      return (
        glow(400, 300, 260, c.second, 0.06) +
        particle(400, 300, 130, c.second, c.secondDeep) +
        particle(130, 140, 36, c.second, c.secondDeep, 0.6) +
        particle(680, 470, 46, c.second, c.secondDeep, 0.6) +
        particle(660, 120, 22, c.second, c.secondDeep, 0.4) +
        particle(150, 480, 24, c.accent, c.accentDeep, 0.9)
      );
    },
  },
};
