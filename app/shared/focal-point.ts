/**
 * A picture's focal point, for the server, the site and the back office alike: where its
 * subject is, as whole percent of its width from the left and of its height from the top.
 * Crops (`object-fit: cover`) keep that point in view through `object-position`
 * (docs/decisions/0146-focal-points.md). The style value is built here, and only from two
 * integers 0–100: whatever else arrives renders as the centre.
 */

export interface FocalPoint {
  /** Percent of the width from the left, an integer 0–100. */
  x: number;
  /** Percent of the height from the top, an integer 0–100. */
  y: number;
}

export const FOCAL_CENTRE: FocalPoint = { x: 50, y: 50 };

/** One arrow-key step of the back office's marker, in percent (Shift: a tenth of it). */
export const FOCAL_STEP = 5;

const isPercent = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 100;

export function isFocalPoint(value: unknown): value is FocalPoint {
  if (!value || typeof value !== "object") return false;
  const { x, y } = value as Record<string, unknown>;
  return isPercent(x) && isPercent(y);
}

/** A number held to a whole percent 0–100 (a click at the very edge, a step past it). */
export function toPercent(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * The CSS `object-position` for a focal point, "30% 70%"; undefined for the centre (the
 * browser's default, so pictures without one render exactly as before) and for anything
 * that is not a focal point.
 */
export function objectPosition(focal: unknown): string | undefined {
  if (!isFocalPoint(focal)) return undefined;
  if (focal.x === FOCAL_CENTRE.x && focal.y === FOCAL_CENTRE.y) return undefined;
  return `${focal.x}% ${focal.y}%`;
}
