/**
 * Browser-side signals every page needs: the Android keyboard flag and performance timings
 * (docs/product.md#ui-behaviour).
 */
import type { Metric } from "web-vitals";

/** The keyboard counts as open when the window shrinks by more than this. */
export const KEYBOARD_THRESHOLD_PX = 150;
/** Height is measured again this long after an orientation change. */
export const ORIENTATION_DELAY_MS = 100;
export const KEYBOARD_OPEN_CLASS = "keyboard-open";

/** Sets the keyboard-open class on <body> on Android devices; returns the cleanup. */
export function watchAndroidKeyboard(win: Window): () => void {
  if (!/Android/i.test(win.navigator.userAgent)) return () => {};
  let baseline = win.innerHeight;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    win.document.body.classList.toggle(
      KEYBOARD_OPEN_CLASS,
      baseline - win.innerHeight > KEYBOARD_THRESHOLD_PX,
    );
  };
  const onOrientationChange = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      baseline = win.innerHeight;
      update();
    }, ORIENTATION_DELAY_MS);
  };
  win.addEventListener("resize", update);
  win.addEventListener("orientationchange", onOrientationChange);
  return () => {
    clearTimeout(timer);
    win.removeEventListener("resize", update);
    win.removeEventListener("orientationchange", onOrientationChange);
  };
}

type MetricListener = (metric: Metric) => void;
const metricListeners = new Set<MetricListener>();

/** Lets other features (analytics, only with consent) receive the same measurements. */
export function subscribeToVitals(listener: MetricListener): () => void {
  metricListeners.add(listener);
  return () => metricListeners.delete(listener);
}

function logMetric(metric: Metric) {
  const value = metric.name === "CLS" ? metric.value.toFixed(3) : `${Math.round(metric.value)} ms`;
  console.info(`[web-vitals] ${metric.name} ${value} (${metric.rating})`);
  for (const listener of metricListeners) listener(metric);
}

/** Starts the web-vitals observers; the library loads after hydration. */
function startVitals() {
  void import("web-vitals").then(({ onTTFB, onFCP, onLCP, onCLS, onINP }) => {
    onTTFB(logMetric);
    onFCP(logMetric);
    onLCP(logMetric);
    onCLS(logMetric);
    onINP(logMetric);
  });
}

/** Runs once every island of the page has hydrated (app/entry.client.tsx). */
export function pageHydrated() {
  // Marks the page as interactive (browser tests wait for it before using the page).
  document.documentElement.dataset.hydrated = "true";
  // Hydration starts after the page has loaded (app/render/islands-boot.server.ts); a button
  // tapped before that is tapped again now that it works.
  const pending = (window as { __pendingClick?: HTMLElement }).__pendingClick;
  if (pending?.isConnected) pending.click();
  watchAndroidKeyboard(window);
  startVitals();
}
