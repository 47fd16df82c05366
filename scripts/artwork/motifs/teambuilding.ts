/** Team-building motifs: outdoor, active, mostly on a meadow or the water. */
import { circle, ellipse, g, line, path, poly, rect, shadow, sparkle } from "../svg.ts";
import { fir, flame, padlock, person, pin, place, route, tvTower } from "./parts.ts";
import type { Motif } from "./types.ts";

const wood = "#c99a62";
const woodDeep = "#a97a44";

/** A gloved fist gripping a rope at (x, y); its forearm reaches down out of the picture. */
const fist = (x: number, y: number, lean: number, glove: string, sleeve: string, crease: string) =>
  g(
    { transform: place(x, y, 1, lean) },
    rect(-34, 10, 68, 400, sleeve, { rx: 26 }),
    rect(-44, -40, 88, 80, glove, { rx: 28 }),
    line("M-22 -40v16M0 -40v16M22 -40v16", crease, 5),
    ellipse(-36, 8, 18, 28, glove),
  );

export const teambuildingMotifs: Record<string, Motif> = {
  rope: {
    scene: { ground: "meadow", horizon: 470 },
    draw: (c) =>
      line("M-20 330L820 210", wood, 34) +
      line("M-20 330L820 210", woodDeep, 34, { "stroke-dasharray": "4 24", opacity: 0.55 }) +
      fist(190, 302, 24, c.main, c.mainDeep, c.mainDeep) +
      fist(400, 272, 24, c.accent, c.second, c.accentDeep) +
      fist(610, 242, 24, c.ink, c.main, "#2c3a47"),
  },
  "tv-tower": {
    scene: { ground: "meadow", skyline: true },
    draw: (c) =>
      shadow(300, 452, 40, c.ink) +
      tvTower(300, 452, 380, c.main, c.light, c.accent) +
      route("M90 560C200 520 330 540 420 500S600 470 650 380", c.main, 8) +
      circle(90, 560, 12, c.light, { stroke: c.main, "stroke-width": 6 }) +
      circle(420, 500, 12, c.light, { stroke: c.main, "stroke-width": 6 }) +
      pin(650, 330, 34, c.accent, c.light),
  },
  soapbox: {
    scene: { ground: "none", sun: [150, 150, 70] },
    draw: (c) => {
      let checks = "";
      for (let i = 0; i < 4; i++)
        for (let j = 0; j < 3; j++)
          if ((i + j) % 2 === 0) checks += rect(692 + i * 18, 330 + j * 16, 18, 16, c.ink);
      return (
        path("M0 300C260 330 520 430 800 470V600H0Z", c.ground) +
        path("M0 380C300 410 520 500 800 540V600H0Z", c.groundDeep, { opacity: 0.5 }) +
        line("M80 250h90M60 280h70M110 310h60", c.light, 6) +
        g(
          { transform: "rotate(13 400 380)" },
          rect(360, 300, 62, 56, c.main, { rx: 18 }),
          path("M240 340H520L560 390H230Z", c.accent),
          rect(250, 352, 260, 6, c.accentDeep, { opacity: 0.5 }),
          circle(392, 282, 28, c.ink),
          path("M392 262a22 22 0 0 1 22 22H392Z", c.light),
          line("M440 330l20-34", c.ink, 8),
          circle(300, 396, 34, c.ink),
          circle(300, 396, 12, c.light),
          circle(500, 396, 34, c.ink),
          circle(500, 396, 12, c.light),
          circle(520, 364, 10, c.light),
        ) +
        line("M690 520V330", c.ink, 6) +
        rect(692, 330, 72, 48, c.light) +
        checks
      );
    },
  },
  "golf-flag": {
    scene: { ground: "meadow", horizon: 450 },
    draw: (c) =>
      path("M90 450V300L150 270V300L210 270V300L270 270V450Z", c.haze) +
      rect(230, 180, 24, 120, c.haze) +
      path("M560 450V320H720V450Z", c.haze) +
      line("M600 320V280M680 320V290", c.haze, 16) +
      ellipse(460, 500, 40, 10, c.ink) +
      line("M460 500V190", c.ink, 7) +
      path("M463 192L600 232 463 272Z", c.accent) +
      circle(300, 510, 22, c.light) +
      circle(294, 504, 3, c.haze) +
      circle(306, 512, 3, c.haze) +
      circle(298, 518, 3, c.haze) +
      line("M560 520l8-22 8 22M180 540l6-18 6 18M640 560l8-20 8 20", c.groundDeep, 5),
  },
  campfire: {
    scene: { ground: "meadow", horizon: 450 },
    draw: (c) =>
      fir(110, 460, 250, c.mainDeep) +
      fir(700, 450, 300, c.mainDeep) +
      fir(620, 460, 200, c.main) +
      shadow(260, 470, 160, c.ink) +
      path("M130 470L260 250 390 470Z", c.main) +
      path("M260 250L220 470H300Z", c.mainDeep) +
      path("M260 330L236 470H284Z", c.ink) +
      line("M240 250l40-30", c.ink, 6) +
      shadow(500, 520, 80, c.ink) +
      line("M440 520l110-30M440 490l110 30", woodDeep, 18) +
      flame(495, 505, 130, c.accent, c.gold),
  },
  "disc-golf": {
    scene: { ground: "meadow", horizon: 460 },
    draw: (c) => {
      let chains = "";
      for (let i = 0; i < 7; i++) {
        const x = 300 + i * 20;
        chains += `M${x} 232Q${360 + (x - 360) * 0.4} 300 ${360 + (x - 360) * 0.3} 330`;
      }
      return (
        shadow(360, 500, 90, c.ink) +
        line("M360 500V220", c.ink, 10) +
        rect(290, 216, 140, 18, c.main, { rx: 9 }) +
        line(chains, "#9fb3bb", 4) +
        path("M280 350H440L420 420H300Z", c.main) +
        line("M300 360L320 420M340 360V420M380 360V420M420 360L400 420", c.light, 4, {
          opacity: 0.6,
        }) +
        rect(272, 344, 176, 16, c.mainDeep, { rx: 8 }) +
        line("M760 120C660 80 580 110 540 170", c.main, 5, { "stroke-dasharray": "2 16" }) +
        g(
          { transform: "rotate(-14 560 170)" },
          ellipse(560, 170, 62, 18, c.accent),
          ellipse(560, 164, 40, 9, c.accentSoft),
        )
      );
    },
  },
  medal: {
    scene: { ground: "meadow", horizon: 470 },
    draw: (c) =>
      shadow(400, 480, 230, c.ink) +
      rect(180, 370, 150, 110, c.second) +
      rect(330, 320, 150, 160, c.main) +
      rect(480, 400, 150, 80, c.mainDeep) +
      rect(180, 370, 450, 10, c.light, { opacity: 0.25 }) +
      circle(405, 400, 20, c.light, { opacity: 0.9 }) +
      path("M360 80L405 210 450 80H420L405 140 390 80Z", c.accent) +
      path("M390 80L405 140 420 80Z", c.light) +
      circle(405, 240, 56, c.gold) +
      circle(405, 240, 42, "#d18a24") +
      path("M405 212l9 18 20 3-14 14 3 20-18-9-18 9 3-20-14-14 20-3Z", c.gold),
  },
  raft: {
    scene: { ground: "water", horizon: 380 },
    draw: (c) => {
      let logs = "";
      for (let i = 0; i < 6; i++)
        logs +=
          circle(250 + i * 60, 470, 30, wood) +
          circle(250 + i * 60, 470, 18, woodDeep, { opacity: 0.6 }) +
          circle(250 + i * 60, 470, 7, wood);
      return (
        ellipse(400, 510, 230, 22, c.mainDeep, { opacity: 0.25 }) +
        poly(
          [
            [230, 440],
            [590, 440],
            [560, 400],
            [260, 400],
          ],
          wood,
        ) +
        line("M300 404V440M380 404V440M460 404V440M540 404V440", woodDeep, 4) +
        logs +
        line("M310 470V470M490 470", c.ink, 4) +
        line("M400 410V130", c.ink, 8) +
        path("M410 150C480 170 520 250 520 330L410 330Z", c.light) +
        line("M410 150L520 330", c.haze, 3) +
        path("M396 132l-60 16 60 14Z", c.accent)
      );
    },
  },
  "dragon-boat": {
    scene: { ground: "water", horizon: 360 },
    draw: (c) => {
      let paddlers = "";
      for (let i = 0; i < 5; i++) {
        const x = 270 + i * 66;
        paddlers +=
          line(`M${x + 18} 360L${x - 40} 470`, woodDeep, 7) +
          person(x, 400, 84, i % 2 ? c.second : c.main, c.ink) +
          path(`M${x - 52} 466l20 6-10 22-22-8Z`, woodDeep);
      }
      let scales = "";
      for (let i = 0; i < 9; i++) scales += `M${210 + i * 50} 424a25 25 0 0 0 50 0`;
      return (
        paddlers +
        path("M170 400H660C640 450 600 470 560 470H260C220 470 190 440 170 400Z", c.accent) +
        line(scales, c.accentDeep, 5, { opacity: 0.6 }) +
        path(
          "M170 400C140 360 130 300 150 260 170 240 210 240 220 262L196 270 230 292 196 300C186 330 196 370 220 400Z",
          c.accent,
        ) +
        circle(190, 270, 6, c.ink) +
        path("M150 262l-30-20 40 0Z", c.gold) +
        path(
          "M660 400C690 390 700 350 680 320 700 330 720 360 712 390 700 420 680 420 660 420Z",
          c.accent,
        ) +
        line("M150 500c30-8 60 8 90 0M560 500c30-8 60 8 90 0", c.waterLine, 5)
      );
    },
  },
  compass: {
    scene: { ground: "meadow", horizon: 420 },
    draw: (c) =>
      shadow(400, 540, 290, c.ink) +
      poly(
        [
          [120, 530],
          [220, 380],
          [400, 400],
          [300, 560],
        ],
        "#f3eee4",
      ) +
      poly(
        [
          [300, 560],
          [400, 400],
          [580, 380],
          [500, 540],
        ],
        c.light,
      ) +
      poly(
        [
          [500, 540],
          [580, 380],
          [720, 400],
          [690, 560],
        ],
        "#f3eee4",
      ) +
      route("M180 500C260 440 330 480 420 450S560 430 640 470", c.main, 6) +
      line("M630 450l22 22M652 450l-22 22", c.accent, 7) +
      g(
        {},
        circle(400, 290, 120, c.main),
        circle(400, 290, 98, c.light),
        line("M400 204v16M400 360v16M314 290h16M470 290h16", c.main, 6),
        path("M400 210L422 290H378Z", c.accent),
        path("M400 370L422 290H378Z", c.ink),
        circle(400, 290, 10, c.gold),
        rect(386, 150, 28, 24, c.main, { rx: 6 }),
      ),
  },
  padlock: {
    scene: { ground: "meadow", horizon: 460 },
    draw: (c) => {
      let chain = "";
      for (let i = 0; i < 14; i++) {
        const x = -10 + i * 62;
        chain +=
          i % 2
            ? ellipse(x, 270, 30, 12, "none", { stroke: "#9fb3bb", "stroke-width": 10 })
            : ellipse(x, 270, 30, 16, "none", { stroke: "#7b8f98", "stroke-width": 10 });
      }
      return (
        path("M40 460C40 400 120 380 160 420 190 380 260 400 250 460Z", c.second) +
        path("M560 460C560 390 650 370 690 410 720 370 800 390 800 460Z", c.second) +
        chain +
        shadow(400, 500, 90, c.ink) +
        padlock(400, 330, 1.45, c.main, "#9fb3bb", c.mainDeep) +
        rect(330, 400, 140, 44, c.light, { rx: 10 }) +
        line("M365 410v24M400 410v24M435 410v24", c.ink, 5) +
        rect(382, 404, 36, 36, c.accent, { rx: 6, opacity: 0.25 })
      );
    },
  },
  archery: {
    scene: { ground: "meadow", horizon: 470 },
    draw: (c) =>
      line("M470 470l40-120M610 470l-40-120M540 480V350", woodDeep, 10) +
      shadow(540, 490, 110, c.ink) +
      circle(540, 270, 130, c.light) +
      circle(540, 270, 104, c.main) +
      circle(540, 270, 78, c.light) +
      circle(540, 270, 52, c.accent) +
      circle(540, 270, 24, c.gold) +
      line("M540 270L700 390", c.ink, 7) +
      path("M690 382l40 6-14 28ZM680 396l30 28 10-24Z", c.accent) +
      line("M210 130C320 230 320 370 210 470", c.mainDeep, 14) +
      line("M210 130V470", c.ink, 3),
  },
  crates: {
    scene: { ground: "meadow", horizon: 480 },
    draw: (c) => {
      const crate = (x: number, y: number, fill: string, deep: string) =>
        rect(x, y, 150, 62, fill, { rx: 6 }) +
        rect(x + 14, y + 10, 122, 16, deep, { rx: 8, opacity: 0.55 }) +
        line(
          `M${x + 30} ${y + 38}v12M${x + 60} ${y + 38}v12M${x + 90} ${y + 38}v12M${x + 120} ${y + 38}v12`,
          deep,
          6,
        );
      const colors: Array<[string, string]> = [
        [c.main, c.mainDeep],
        [c.accent, c.accentDeep],
        [c.second, c.secondDeep],
        [c.gold, "#c98a2b"],
        [c.main, c.mainDeep],
      ];
      let tower = "";
      colors.forEach(
        ([fill, deep], i) =>
          (tower += crate(320 + (i % 2 ? 14 : -6) + (i === 3 ? -10 : 0), 418 - i * 64, fill, deep)),
      );
      return (
        shadow(400, 486, 110, c.ink) +
        // The climber's helmet on top, belayed from above.
        line("M389 0V130", c.light, 6) +
        line("M389 0V130", c.ink, 6, { "stroke-dasharray": "14 10", opacity: 0.3 }) +
        tower +
        path("M345 162a44 40 0 0 1 88 0Z", c.accent) +
        rect(337, 156, 104, 10, c.accentDeep, { rx: 5 })
      );
    },
  },
  "bubble-ball": {
    scene: { ground: "meadow", horizon: 440 },
    draw: (c) => {
      const bubble = (x: number, shirt: string) =>
        shadow(x, 520, 90, c.ink) +
        line(`M${x - 20} 450l-14 64M${x + 20} 450l10 64`, c.ink, 16) +
        path(`M${x - 36} 460V380a36 36 0 0 1 72 0V460Z`, shirt) +
        circle(x, 320, 26, c.ink) +
        circle(x, 360, 110, c.light, { opacity: 0.4 }) +
        circle(x, 360, 110, "none", { stroke: c.light, "stroke-width": 8 }) +
        path(`M${x - 80} 320a90 90 0 0 1 60-60`, "none", {
          stroke: c.light,
          "stroke-width": 10,
          "stroke-linecap": "round",
        });
      return (
        line("M0 560C300 500 500 500 800 540", c.light, 5, { opacity: 0.7 }) +
        bubble(230, c.main) +
        bubble(570, c.accent) +
        shadow(400, 520, 30, c.ink) +
        circle(400, 492, 30, c.light) +
        path("M400 480l11 8-4 13h-14l-4-13Z", c.ink)
      );
    },
  },
  canoe: {
    scene: { ground: "water", horizon: 360 },
    draw: (c) => {
      const reeds = (x: number) =>
        line(
          `M${x} 420V300M${x + 16} 420V280M${x + 34} 420V320M${x - 18} 420V330`,
          c.secondDeep,
          4,
        ) +
        rect(x - 5, 300, 10, 34, woodDeep, { rx: 5 }) +
        rect(x + 11, 280, 10, 36, woodDeep, { rx: 5 });
      return (
        path("M0 362C120 330 260 350 400 340S680 320 800 350V366H0Z", c.second) +
        reeds(70) +
        reeds(700) +
        line("M300 290L520 470M500 290L280 470", wood, 9) +
        ellipse(300, 290, 12, 26, wood, { transform: "rotate(-50 300 290)" }) +
        ellipse(500, 290, 12, 26, wood, { transform: "rotate(50 500 290)" }) +
        path(
          "M170 400C260 460 540 460 630 400 610 440 560 470 400 470S190 440 170 400Z",
          c.accent,
        ) +
        line("M178 402C280 440 520 440 622 402", c.accentDeep, 6) +
        ellipse(400, 490, 250, 14, c.mainDeep, { opacity: 0.2 }) +
        line("M120 520c30-8 60 8 90 0M560 530c30-8 60 8 90 0", c.waterLine, 5) +
        sparkle(660, 150, 16, c.light)
      );
    },
  },
};
