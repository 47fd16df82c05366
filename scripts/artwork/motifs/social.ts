/** Social motifs: doing good together and relaxed evenings out, on a soft sage ground. */
import { circle, ellipse, g, line, path, poly, rect, shadow, sparkle } from "../svg.ts";
import { heart } from "./parts.ts";
import type { Motif } from "./types.ts";

const wood = "#c99a62";
const woodDeep = "#a97a44";
const kraft = "#c9a46e";

/** A gear with `teeth` teeth centred on (x, y). */
function gear(x: number, y: number, r: number, teeth: number, fill: string, hole: string) {
  let d = "";
  for (let i = 0; i < teeth; i++) {
    const a = (Math.PI * 2 * i) / teeth;
    d += `M${(x + r * 0.8 * Math.cos(a)).toFixed(1)} ${(y + r * 0.8 * Math.sin(a)).toFixed(1)}L${(x + r * 1.18 * Math.cos(a)).toFixed(1)} ${(y + r * 1.18 * Math.sin(a)).toFixed(1)}`;
  }
  return (
    line(d, fill, r * 0.34, { "stroke-linecap": "butt" }) +
    circle(x, y, r, fill) +
    circle(x, y, r * 0.36, hole)
  );
}

export const socialMotifs: Record<string, Motif> = {
  "helping-hands": {
    scene: { ground: "meadow", horizon: 500 },
    draw: (c) =>
      glow3(400, 250, c) +
      heart(400, 250, 96, c.accent) +
      sparkle(270, 170, 16, c.accent) +
      sparkle(540, 150, 12, c.accent) +
      path(
        "M140 600C150 520 180 470 230 440 280 410 330 400 380 400 400 400 404 420 390 430 350 450 320 460 300 470L380 460C410 456 420 480 396 492L280 540 250 600Z",
        c.main,
      ) +
      path(
        "M660 600C650 520 620 470 570 440 520 410 470 400 420 400 400 400 396 420 410 430 450 450 480 460 500 470L420 460C390 456 380 480 404 492L520 540 550 600Z",
        c.second,
      ),
  },
  "charity-box": {
    scene: { ground: "meadow", horizon: 480 },
    draw: (c) =>
      shadow(400, 520, 170, c.ink) +
      rect(250, 330, 300, 190, kraft) +
      rect(300, 290, 60, 80, c.main, { rx: 4 }) +
      rect(370, 300, 40, 70, c.gold, { rx: 4 }) +
      circle(450, 320, 34, c.second) +
      rect(250, 330, 300, 190, kraft) +
      poly(
        [
          [250, 330],
          [190, 380],
          [250, 400],
        ],
        "#b48d56",
      ) +
      poly(
        [
          [550, 330],
          [610, 380],
          [550, 400],
        ],
        "#b48d56",
      ) +
      rect(250, 330, 300, 20, "#b48d56") +
      rect(370, 420, 60, 40, c.light, { opacity: 0.5 }) +
      heart(400, 170, 60, c.accent) +
      line("M400 250V300", c.accent, 6, { "stroke-dasharray": "2 14" }) +
      sparkle(500, 120, 16, c.accent) +
      sparkle(300, 140, 12, c.main),
  },
  seedling: {
    scene: { ground: "meadow", horizon: 460 },
    draw: (c) => {
      const house = (x: number, w: number, h: number) =>
        path(`M${x} 460V${460 - h}L${x + w / 2} ${420 - h}L${x + w} ${460 - h}V460Z`, c.haze);
      return (
        house(40, 110, 160) +
        house(150, 90, 200) +
        house(560, 100, 180) +
        house(660, 120, 140) +
        shadow(400, 540, 230, c.ink) +
        rect(190, 410, 420, 130, wood) +
        line("M190 452H610M190 496H610", woodDeep, 4) +
        rect(190, 396, 420, 24, "#6b4a2f", { rx: 10 }) +
        line("M400 400C400 340 396 300 400 250", c.secondDeep, 9) +
        path("M400 290C350 300 310 270 300 220 350 210 390 240 400 290Z", c.second) +
        path("M402 260C440 250 470 210 460 170 420 170 396 210 402 260Z", c.second) +
        line("M280 400v-30M290 380l-14-10M520 400v-24M520 384l12-10", c.second, 6) +
        g(
          { transform: "translate(560 230)" },
          path("M0 40H90V120C90 130 80 140 70 140H20C10 140 0 130 0 120Z", c.main),
          line("M0 60L-70 10", c.main, 14),
          path("M90 60C130 60 130 120 90 120", "none", { stroke: c.main, "stroke-width": 12 }),
          path("M-80 0l-10 10 20 8Z", c.mainDeep),
        ) +
        circle(470, 270, 5, c.main) +
        circle(450, 300, 5, c.main) +
        circle(440, 330, 5, c.main) +
        circle(400, 240, 10, c.accent)
      );
    },
  },
  "bulb-gears": {
    scene: { ground: "table", horizon: 490 },
    draw: (c) =>
      g(
        { transform: "rotate(-8 160 200)" },
        rect(110, 150, 110, 110, c.gold, { rx: 4 }),
        line("M130 185h70M130 210h50", "#c98a2b", 6),
      ) +
      g(
        { transform: "rotate(6 640 320)" },
        rect(590, 270, 110, 110, c.haze, { rx: 4 }),
        line("M610 305h70M610 330h50", c.groundDeep, 6),
      ) +
      g(
        { transform: "rotate(4 650 150)" },
        rect(610, 110, 90, 90, c.accentSoft, { rx: 4, opacity: 0.7 }),
      ) +
      shadow(400, 496, 90, c.ink) +
      path("M400 90A140 140 0 0 1 480 346V380H320V346A140 140 0 0 1 400 90Z", c.light) +
      gear(370, 230, 44, 10, c.main, c.light) +
      gear(446, 280, 30, 8, c.accent, c.light) +
      rect(330, 380, 140, 26, c.ink, { rx: 8 }) +
      rect(340, 410, 120, 26, "#3d4b58", { rx: 8 }) +
      rect(360, 440, 80, 40, c.ink, { rx: 14 }) +
      path("M300 150A120 120 0 0 1 360 104", "none", {
        stroke: c.haze,
        "stroke-width": 10,
        "stroke-linecap": "round",
      }),
  },
  bowling: {
    scene: { ground: "none", horizon: 380 },
    draw: (c) => {
      const pin = (x: number, base: number, s: number) =>
        g(
          { transform: `translate(${x} ${base}) scale(${s})` },
          ellipse(0, 2, 26, 6, c.ink, { opacity: 0.12 }),
          path(
            "M0-150C16-150 20-136 18-118 16-100 10-94 10-84 10-66 30-50 30-24 30-6 20 0 0 0S-30-6-30-24C-30-50-10-66-10-84-10-94-16-100-18-118-20-136-16-150 0-150Z",
            c.light,
          ),
          rect(-12, -100, 24, 7, c.accent),
          rect(-12, -88, 24, 7, c.accent),
        );
      return (
        poly(
          [
            [260, 340],
            [540, 340],
            [800, 600],
            [0, 600],
          ],
          wood,
        ) +
        line("M330 340L180 600M400 340V600M470 340L620 600", woodDeep, 3, { opacity: 0.5 }) +
        pin(360, 370, 0.7) +
        pin(440, 370, 0.7) +
        pin(400, 390, 0.76) +
        pin(320, 400, 0.8) +
        pin(480, 400, 0.8) +
        pin(400, 420, 0.86) +
        shadow(260, 560, 80, c.ink) +
        circle(260, 490, 74, c.main) +
        circle(236, 460, 9, c.mainDeep) +
        circle(262, 452, 9, c.mainDeep) +
        circle(252, 480, 9, c.mainDeep) +
        line("M100 470h60M80 500h70M110 530h50", c.light, 6)
      );
    },
  },
  microphone: {
    scene: { ground: "table", horizon: 500, sun: false },
    draw: (c) =>
      poly(
        [
          [360, 0],
          [440, 0],
          [620, 500],
          [180, 500],
        ],
        c.light,
        { opacity: 0.5 },
      ) +
      shadow(400, 506, 120, c.ink) +
      line("M400 500V300M330 500H470", c.ink, 12) +
      line("M400 300l-60 100M400 300l60 100", c.ink, 6, { opacity: 0 }) +
      rect(380, 250, 40, 80, c.ink, { rx: 12 }) +
      circle(400, 210, 60, "#9fb3bb") +
      line(
        "M360 180l80 60M350 210l70 50M380 160l70 60M440 180l-80 60M450 210l-70 50M420 160l-70 60",
        c.light,
        3,
        { opacity: 0.7 },
      ) +
      rect(370, 262, 60, 14, c.accent, { rx: 4 }) +
      g({}, ellipse(170, 240, 22, 16, c.main), line("M190 240V140l40 14", c.main, 8)) +
      g(
        {},
        ellipse(600, 190, 22, 16, c.second),
        ellipse(660, 210, 22, 16, c.second),
        line("M620 190V90L680 110V210", c.second, 8),
      ),
  },
  minigolf: {
    scene: { ground: "meadow", horizon: 420 },
    draw: (c) =>
      poly(
        [
          [40, 560],
          [160, 420],
          [640, 420],
          [760, 560],
        ],
        c.second,
      ) +
      poly(
        [
          [40, 560],
          [160, 420],
          [172, 420],
          [60, 560],
        ],
        c.light,
        { opacity: 0.6 },
      ) +
      poly(
        [
          [740, 560],
          [628, 420],
          [640, 420],
          [760, 560],
        ],
        c.light,
        { opacity: 0.6 },
      ) +
      path("M300 440V250L330 180H430L460 250V440Z", c.light) +
      rect(356, 360, 48, 80, c.main, { rx: 24 }) +
      path("M290 250L380 120 470 250Z", c.main) +
      g(
        { transform: "rotate(20 380 220)" },
        rect(372, 60, 16, 160, c.accent, { rx: 4 }),
        rect(372, 220, 16, 160, c.accent, { rx: 4 }),
        rect(220, 212, 160, 16, c.accent, { rx: 4 }),
        rect(380, 212, 160, 16, c.accent, { rx: 4 }),
      ) +
      circle(380, 220, 14, c.ink) +
      ellipse(600, 500, 22, 8, c.ink) +
      line("M600 500V400", c.ink, 4) +
      path("M603 402l40 14-40 14Z", c.gold) +
      circle(220, 520, 14, c.light),
  },
};

function glow3(x: number, y: number, c: { light: string }) {
  return (
    circle(x, y, 170, c.light, { opacity: 0.35 }) + circle(x, y, 120, c.light, { opacity: 0.4 })
  );
}
