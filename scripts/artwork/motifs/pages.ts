/** Motifs of the home page, the contact page and the news articles. */
import { circle, g, line, path, poly, rect, shadow, sparkle, star } from "../svg.ts";
import { skyline } from "../scene.ts";
import { brick, person, pin } from "./parts.ts";
import type { Motif } from "./types.ts";

export const pageMotifs: Record<string, Motif> = {
  // Home hero: an evening on the Spree, the TV tower against an orange sun like the logo's.
  skyline: {
    scene: { ground: "water", horizon: 400, sun: false, decor: false },
    draw: (c) => {
      let windows = "";
      for (let i = 0; i < 8; i++) windows += rect(206 + i * 48, 452, 32, 20, c.light, { rx: 6 });
      const crew: Array<[number, number, string]> = [
        [262, 64, c.second],
        [318, 72, c.accent],
        [374, 62, c.gold],
        [430, 70, c.waterLine],
        [486, 66, c.accentSoft],
      ];
      return (
        circle(540, 250, 110, c.accentSoft) +
        skyline(-30, 402, 1.5, "#d6e7e9", null) +
        skyline(60, 402, 1.1, "#b3d1d5", 0.75) +
        line("M470 420h140M500 440h80", c.accentSoft, 6, { opacity: 0.7 }) +
        line("M60 520c30-8 60 8 90 0M90 548c30-8 60 8 90 0", c.waterLine, 5) +
        crew.map(([x, h, shirt]) => person(x, 440, h, shirt, c.ink)).join("") +
        line("M214 414H570M230 414V440M570 414V440", c.ink, 4) +
        path("M190 440H590L614 490H168Z", c.ink) +
        windows +
        path("M156 490H628L596 540H196Z", c.light) +
        rect(166, 490, 456, 9, c.accent) +
        line("M600 440V362", c.ink, 4) +
        path("M602 364l34 12-34 12Z", c.accent)
      );
    },
  },
  // Contact: a pin on the Wannsee shore, a sailing boat on the lake.
  "map-pin": {
    scene: { ground: "water", horizon: 360, sun: [620, 130, 60], decor: false },
    draw: (c) =>
      path(
        "M0 360C60 330 120 345 180 338S300 320 380 342 520 330 600 346 720 334 800 344V362H0Z",
        c.second,
      ) +
      path("M0 480C160 470 300 520 380 600H0Z", "#ede6d9") +
      g(
        {},
        path("M470 436H650L630 462H494Z", c.ink),
        line("M560 436V250", c.ink, 5),
        path("M566 258L566 426 650 426Z", c.light),
        path("M554 270L554 426 486 426Z", "#cfe2e4"),
        line("M470 480c30-8 60 8 90 0", c.waterLine, 4),
      ) +
      shadow(200, 530, 46, c.ink) +
      pin(200, 380, 92, c.accent, c.light),
  },
  newspaper: {
    scene: { ground: "table", horizon: 470, sun: false },
    draw: (c) =>
      shadow(400, 520, 260, c.ink) +
      g(
        { transform: "rotate(-4 400 320)" },
        rect(170, 150, 230, 330, c.light),
        rect(400, 150, 230, 330, "#fbfaf6"),
        rect(394, 150, 12, 330, c.haze),
        line("M200 196H370M430 196H600", c.ink, 14),
        line(
          "M200 232H340M200 262H370M200 292H360M200 322H370M200 352H330M200 382H370M200 412H350M200 442H300",
          c.haze,
          7,
        ),
        rect(430, 226, 170, 110, c.main, { rx: 6 }),
        circle(560, 260, 18, c.accentSoft),
        path("M430 336L490 282 530 316 560 296 600 330V336Z", c.second),
        line("M430 370H600M430 400H570M430 430H600", c.haze, 7),
      ) +
      star(612, 150, 50, 22, 5, c.accent, { transform: "rotate(12 612 150)" }),
  },
  hybrid: {
    scene: { ground: "table", horizon: 470, sun: false },
    draw: (c) => {
      const tile = (x: number, y: number, bg: string, body: string) =>
        rect(x, y, 120, 80, bg, { rx: 6 }) +
        path(`M${x + 32} ${y + 80}a28 26 0 0 1 56 0Z`, body) +
        circle(x + 60, y + 36, 15, c.ink);
      return (
        shadow(300, 478, 200, c.ink) +
        rect(150, 170, 300, 220, c.ink, { rx: 14 }) +
        tile(166, 186, "#cfe2e4", c.main) +
        tile(294, 186, c.accentSoft, c.mainDeep) +
        tile(166, 278, c.haze, c.accent) +
        tile(294, 278, c.second, c.gold) +
        path("M120 390H480L500 420H100Z", c.mainDeep) +
        line(
          "M470 200a40 40 0 0 1 40 40M470 170a70 70 0 0 1 70 70M470 140a100 100 0 0 1 100 100",
          c.accent,
          9,
        ) +
        person(600, 470, 120, c.main, c.ink) +
        person(672, 470, 104, c.accent, c.ink) +
        person(538, 470, 96, c.second, c.ink) +
        rect(500, 462, 240, 14, c.groundDeep, { rx: 4 })
      );
    },
  },
  "brick-workshop": {
    scene: { ground: "table", horizon: 470, sun: false },
    draw: (c) =>
      shadow(300, 474, 150, c.ink) +
      brick(200, 426, 5, c.main, c.mainDeep) +
      brick(220, 372, 4, c.accent, c.accentDeep) +
      brick(240, 318, 3, c.gold, "#c98a2b") +
      brick(260, 264, 2, c.second, c.secondDeep) +
      brick(220, 210, 2, c.ink, "#000000") +
      shadow(560, 474, 70, c.ink) +
      g(
        {},
        path("M520 470V300L560 230 600 300V470Z", c.light),
        path("M520 300L560 230 600 300Z", c.accent),
        circle(560, 340, 20, c.main),
        circle(560, 340, 11, "#cfe2e4"),
        path("M520 400L488 470H520Z", c.ink),
        path("M600 400L632 470H600Z", c.ink),
        line("M520 380H600", c.haze, 4),
      ) +
      line("M600 200c40-40 80-60 130-60", c.accent, 5, { "stroke-dasharray": "2 14" }) +
      sparkle(742, 136, 18, c.accent),
  },
  "calendar-star": {
    scene: { ground: "table", horizon: 480, sun: false },
    draw: (c) => {
      let cells = "";
      for (let row = 0; row < 4; row++)
        for (let col = 0; col < 5; col++)
          cells += rect(262 + col * 56, 250 + row * 50, 40, 34, c.haze, { rx: 6 });
      return (
        shadow(400, 486, 200, c.ink) +
        poly(
          [
            [250, 480],
            [300, 140],
            [500, 140],
            [550, 480],
          ],
          c.mainDeep,
          { opacity: 0.15 },
        ) +
        rect(230, 140, 340, 340, c.light, { rx: 18 }) +
        path("M230 158a18 18 0 0 1 18-18h304a18 18 0 0 1 18 18v62H230Z", c.main) +
        line("M300 120V160M500 120V160", c.ink, 12) +
        cells +
        circle(450, 367, 28, "none", { stroke: c.accent, "stroke-width": 6 }) +
        star(580, 150, 70, 26, 8, c.gold) +
        star(580, 150, 34, 14, 8, c.light, { opacity: 0.5 })
      );
    },
  },
};
