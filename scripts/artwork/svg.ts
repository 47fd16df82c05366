/**
 * Tiny SVG string helpers. Output is deterministic and compact: numbers are rounded to one
 * decimal and attributes are written in a fixed order, so the same drawing gives the same bytes.
 */
export type Attrs = Record<string, string | number | undefined>;

/** Coordinates to one decimal; small numbers (scales, thin strokes) to three. */
export function num(n: number): string {
  const k = Math.abs(n) < 10 ? 1000 : 10;
  return String(Math.round(n * k) / k);
}

function attrs(a: Attrs): string {
  let out = "";
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === "number" ? num(value) : value}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs, children = ""): string {
  return children ? `<${tag}${attrs(a)}>${children}</${tag}>` : `<${tag}${attrs(a)}/>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => el("ellipse", { cx, cy, rx, ry, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) =>
  el("path", { d, fill, ...extra });

/** A stroked line drawing with round ends: the illustrations' "pen". */
export const line = (d: string, stroke: string, width: number, extra: Attrs = {}) =>
  el("path", {
    d,
    fill: "none",
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...extra,
  });

export const poly = (points: Array<[number, number]>, fill: string, extra: Attrs = {}) =>
  el("polygon", {
    points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(" "),
    fill,
    ...extra,
  });

/**
 * Many filled circles, drawn as zero-length round-capped strokes: one path per radius
 * (rounded to half a pixel), a fraction of the bytes of one <circle> each.
 */
export function discs(list: Array<[number, number, number]>, fill: string, extra: Attrs = {}) {
  const byRadius = new Map<number, string>();
  for (const [cx, cy, r] of list) {
    const key = Math.max(0.5, Math.round(r * 2) / 2);
    byRadius.set(key, `${byRadius.get(key) ?? ""}M${num(cx)} ${num(cy)}h0`);
  }
  return [...byRadius]
    .sort(([a], [b]) => a - b)
    .map(([r, d]) => line(d, fill, 2 * r, extra))
    .join("");
}

export const g = (a: Attrs, ...children: string[]) => el("g", a, children.join(""));

/** Soft contact shadow under an object standing on the ground. */
export const shadow = (cx: number, cy: number, rx: number, ink: string) =>
  ellipse(cx, cy, rx, rx * 0.12, ink, { opacity: 0.12 });

/** A small four-pointed sparkle, the brand's "spark". */
export function sparkle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) {
  const k = r * 0.22;
  return path(
    `M${num(cx)} ${num(cy - r)}Q${num(cx + k)} ${num(cy - k)} ${num(cx + r)} ${num(cy)}Q${num(cx + k)} ${num(cy + k)} ${num(cx)} ${num(cy + r)}Q${num(cx - k)} ${num(cy + k)} ${num(cx - r)} ${num(cy)}Q${num(cx - k)} ${num(cy - k)} ${num(cx)} ${num(cy - r)}Z`,
    fill,
    extra,
  );
}

/** Regular star with `points` tips, used for Christmas stars and badges. */
export function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  fill: string,
  extra: Attrs = {},
) {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return poly(pts, fill, extra);
}

/** Deterministic pseudo-random numbers seeded from a string (FNV-1a + mulberry32). */
export function random(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let s = h >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
