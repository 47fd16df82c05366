/**
 * Holds the web-vitals figures of this page view in memory until the visitor has decided:
 * they leave the browser only if analytics is allowed (analytics.ts), and are dropped with
 * the page otherwise. Part of the first load because the first figures come early.
 */
import type { Metric } from "web-vitals";
import { subscribeToVitals } from "../../lib/browser-signals";

/** The path the page view started on: the figures belong to it. */
export const landingPage = typeof window === "undefined" ? "/" : window.location.pathname;

const buffered = new Map<string, Metric>();
let unsubscribe: (() => void) | undefined;

export function startVitalsBuffer(): void {
  unsubscribe ??= subscribeToVitals((metric) => buffered.set(metric.name, metric));
}

/** Hands over what was measured so far and stops buffering. */
export function drainVitalsBuffer(): Metric[] {
  unsubscribe?.();
  unsubscribe = undefined;
  const metrics = [...buffered.values()];
  buffered.clear();
  return metrics;
}
