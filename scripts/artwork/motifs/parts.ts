/** Shapes several motifs share: hearts, flames, trees, bricks, locks, pins, people. */
import { circle, ellipse, g, line, num, path, poly, rect } from "../svg.ts";

const at = (x: number, y: number, s = 1, rotate = 0) =>
  `translate(${num(x)} ${num(y)})${rotate ? ` rotate(${num(rotate)})` : ""}${s !== 1 ? ` scale(${num(s)})` : ""}`;

export const place = at;

/** Heart centred on (x, y), about 2·s wide. */
export const heart = (x: number, y: number, s: number, fill: string, extra = {}) =>
  path(
    "M0 .85C-.95.25-1.25-.2-1.05-.58-.85-.98-.22-1-.0-.52.22-1 .85-.98 1.05-.58 1.25-.2.95.25 0 .85Z",
    fill,
    {
      transform: at(x, y, s),
      ...extra,
    },
  );

/** Flame standing on (x, base), h tall: an outer flame and a lighter core. */
export function flame(x: number, base: number, h: number, outer: string, inner: string) {
  const d = "M0 0C-.38 0-.5-.3-.38-.55-.28-.75-.05-.8 0-1 .2-.82.42-.65.42-.38.42-.12.25 0 0 0Z";
  return g(
    {},
    path(d, outer, { transform: at(x, base, h) }),
    path(d, inner, { transform: `${at(x + h * 0.02, base, h * 0.55)}` }),
  );
}

/** Fir tree of three tiers standing on (x, base). */
export function fir(x: number, base: number, h: number, fill: string, snow?: string) {
  const w = h * 0.36;
  const tiers: Array<[number, number, number]> = [
    [0.0, 0.42, 0.55],
    [0.28, 0.68, 0.8],
    [0.5, 0.92, 1],
  ];
  let out = rect(x - h * 0.04, base - h * 0.1, h * 0.08, h * 0.1, "#6b4a2f");
  for (const [top, bottom, width] of tiers) {
    out += poly(
      [
        [x, base - h + top * h],
        [x + w * width, base - h + bottom * h],
        [x - w * width, base - h + bottom * h],
      ],
      fill,
    );
    if (snow) {
      const ty = base - h + top * h;
      const dy = (bottom - top) * h * 0.35;
      out += poly(
        [
          [x, ty],
          [x + w * width * 0.38, ty + dy],
          [x, ty + dy * 0.8],
          [x - w * width * 0.38, ty + dy],
        ],
        snow,
      );
    }
  }
  return out;
}

/**
 * Side view of a studded building brick: `studs` wide, with its top-left corner at (x, y).
 * One stud is 40 px; the brick is 44 px high.
 */
export function brick(x: number, y: number, studs: number, fill: string, shade: string) {
  let tops = "";
  let sides = "";
  for (let i = 0; i < studs; i++) {
    tops += `M${x + 9 + i * 40} ${y + 2}v-10a2 2 0 0 1 2-2h18a2 2 0 0 1 2 2v10Z`;
    sides += `M${x + 25 + i * 40} ${y - 10}h6v12h-6Z`;
  }
  return (
    path(tops, fill) +
    rect(x, y, studs * 40, 44, fill, { rx: 3 }) +
    rect(x, y + 34, studs * 40, 10, shade, { rx: 3 }) +
    path(sides, shade, { opacity: 0.6 })
  );
}

/** Padlock centred on (x, y); s = 1 is 120 px wide. */
export function padlock(
  x: number,
  y: number,
  s: number,
  body: string,
  shackle: string,
  hole: string,
) {
  return g(
    { transform: at(x, y, s) },
    line("M-38 -10V-52A38 38 0 0 1 38 -52V-10", shackle, 18),
    rect(-60, -16, 120, 100, body, { rx: 18 }),
    circle(0, 22, 12, hole),
    path("M-6 28h12l4 30h-20Z", hole),
  );
}

/** Map pin whose round head is centred on (x, y), radius r; its tip is at y + 1.6r. */
export const pin = (x: number, y: number, r: number, fill: string, dot: string) =>
  g(
    {},
    path("M0 1.6C-.35 1.05-1 .55-1 0A1 1 0 0 1 1 0C1 .55.35 1.05 0 1.6Z", fill, {
      transform: at(x, y, r),
    }),
    circle(x, y, r * 0.4, dot),
  );

/** Magnifying glass: lens centred on (x, y), radius r, handle pointing down-right. */
export function magnifier(
  x: number,
  y: number,
  r: number,
  rim: string,
  handle: string,
  glass: string,
) {
  const k = Math.SQRT1_2;
  return g(
    {},
    circle(x, y, r, glass, { opacity: 0.35 }),
    line(
      `M${num(x + r * k * 1.08)} ${num(y + r * k * 1.08)}L${num(x + r * k * 2.1)} ${num(y + r * k * 2.1)}`,
      handle,
      r * 0.32,
    ),
    circle(x, y, r, "none", { stroke: rim, "stroke-width": r * 0.16 }),
    line(
      `M${num(x - r * 0.55)} ${num(y - r * 0.2)}A${num(r * 0.6)} ${num(r * 0.6)} 0 0 1 ${num(x - r * 0.1)} ${num(y - r * 0.6)}`,
      "#ffffff",
      r * 0.08,
      { opacity: 0.8 },
    ),
  );
}

/** A simple figure (head and rounded body), standing on (x, base). */
export function person(x: number, base: number, h: number, body: string, head: string) {
  return g(
    {},
    path(
      `M${num(x - h * 0.2)} ${num(base)}V${num(base - h * 0.42)}a${num(h * 0.2)} ${num(h * 0.2)} 0 0 1 ${num(h * 0.4)} 0V${num(base)}Z`,
      body,
    ),
    circle(x, base - h * 0.78, h * 0.16, head),
  );
}

/** TV tower (Fernsehturm) standing on (x, base), h tall, with an orange spark on top. */
export function tvTower(
  x: number,
  base: number,
  h: number,
  fill: string,
  band: string,
  spark: string,
) {
  const ball = base - h * 0.68;
  return g(
    {},
    poly(
      [
        [x - h * 0.03, base],
        [x - h * 0.012, ball],
        [x + h * 0.012, ball],
        [x + h * 0.03, base],
      ],
      fill,
    ),
    rect(x - h * 0.008, base - h * 0.95, h * 0.016, h * 0.3, fill),
    circle(x, ball, h * 0.085, fill),
    rect(x - h * 0.085, ball - h * 0.012, h * 0.17, h * 0.024, band),
    ellipse(x, ball + h * 0.11, h * 0.03, h * 0.014, fill),
    circle(x, base - h * 0.97, h * 0.022, spark),
  );
}

/** Six-armed snowflake. */
export function snowflake(x: number, y: number, r: number, stroke: string, width = 3) {
  let d = "";
  for (let i = 0; i < 3; i++) {
    const a = (Math.PI / 3) * i;
    d += `M${num(x - r * Math.cos(a))} ${num(y - r * Math.sin(a))}L${num(x + r * Math.cos(a))} ${num(y + r * Math.sin(a))}`;
  }
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    const bx = x + r * 0.6 * Math.cos(a);
    const by = y + r * 0.6 * Math.sin(a);
    for (const side of [-1, 1]) {
      const b = a + side * 0.7;
      d += `M${num(bx)} ${num(by)}l${num(r * 0.3 * Math.cos(b))} ${num(r * 0.3 * Math.sin(b))}`;
    }
  }
  return line(d, stroke, width);
}

/** A dotted route line through points. */
export const route = (d: string, stroke: string, width = 7) =>
  line(d, stroke, width, { "stroke-dasharray": `0.1 ${num(width * 2.4)}` });

/** Soft glow of nested translucent disks (cheaper than a blur filter). */
export function glow(x: number, y: number, r: number, fill: string, opacity = 0.12) {
  let out = "";
  for (const k of [1, 0.72, 0.46]) out += circle(x, y, r * k, fill, { opacity });
  return out;
}
